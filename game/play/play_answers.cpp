// The pending prompt's answers with their odds (issue 14, 2): each answer that rolls is
// previewed through the rule system (PreviewProvider::preview_answer) once per prompt, and the
// one under the mouse (else the first that rolls) fills the ledger and odds panels, so reaction
// and opportunity fire and the tests a player may take are chosen with the same exact odds as
// normal fire. Once the prompts are answered, a stack that moved into them and is bound to an
// action is selected again.
#include <cstdio>

#include "game/play/play_screen.hpp"

namespace hexfire::game {

const std::vector<ActionPreviewData>& PlayScreen::answer_previews() const {
  const Match& m = match();
  const std::pair<int, std::size_t> now{m.flow.commands_applied, m.flow.prompts.size()};
  if (answers_for_ != now) {
    answers_for_ = now;
    answer_previews_.clear();
    if (!m.flow.prompts.empty())
      for (const Command& option : m.flow.prompts.front().options)
        answer_previews_.push_back(previews_->preview_answer(m, option));
  }
  return answer_previews_;
}

void PlayScreen::resume_bound_stack() {
  if (!resume_at_ || !match().flow.prompts.empty()) return;
  const Hex h = *resume_at_;
  resume_at_.reset();
  // Only a stack the rules now bind to an action (fireline: the charge, if the reaction fire left
  // it able to): any other stack's player chooses for themselves what to select next.
  if (!selected_ && is_own_stack(h) && previews_->bound_action(match(), h)) select(h);
}

std::optional<std::size_t> PlayScreen::answer_shown() const {
  const std::vector<ActionPreviewData>& all = answer_previews();
  if (hovered_answer_ && *hovered_answer_ < all.size() && all[*hovered_answer_].legal) return hovered_answer_;
  for (std::size_t i = 0; i < all.size(); ++i)
    if (all[i].legal) return i;
  return std::nullopt;
}

std::string odds_line(const Distribution& odds, std::size_t most) {
  std::string out;
  for (std::size_t i = 0; i < odds.outcomes.size() && i < most; ++i) {
    char pct[16];
    std::snprintf(pct, sizeof pct, "%.0f%%", odds.outcomes[i].probability.value() * 100.0);
    if (!out.empty()) out += ", ";
    out += odds.outcomes[i].outcome + " " + pct;
  }
  if (odds.outcomes.size() > most) out += ", ...";
  return out;
}

}  // namespace hexfire::game
