// Fireline's prompt answers before the player picks one: reaction fire is previewed as the fire
// it is (the same plan and staged odds as the Fire action, with the advance shift the answer
// declares); a straggle or D-result answer is carried out on a copy under every die sequence.
#include <variant>

#include "engine/rules/answer_trial.hpp"
#include "engine/rules/fireline/fireline_command.hpp"
#include "engine/rules/fireline/fireline_preview.hpp"
#include "engine/rules/fireline/fireline_system.hpp"

namespace hexfire::fireline {

ActionPreviewData FirelinePreview::preview_answer(const Match& m, const Command& answer) const {
  const auto parsed = parse_fireline_command(m.state, answer);
  if (const auto* why = std::get_if<std::string>(&parsed)) {
    ActionPreviewData out;
    out.error = *why;
    return out;
  }
  const FirelineOrder& order = fireline_command(std::get<ParsedCommand>(parsed)).order;
  if (const auto* fire = std::get_if<FireAction>(&order)) {
    ActionPreviewData out = preview_fire(m, *fire);
    out.participants.clear();  // the answer fires the whole stack: nothing to tick
    return out;
  }
  if (std::holds_alternative<PromptAnswer>(order)) return preview_answer_by_trial(rules_, m, answer);
  return {};
}

}  // namespace hexfire::fireline
