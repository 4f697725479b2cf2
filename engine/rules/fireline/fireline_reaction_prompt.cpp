// Reaction fire offered after a move stays valid only while its target stands: the prompt may
// wait behind the mover's D decision or its straggle check, and behind the other fires offered,
// and any of those may move the mover away, rout or eliminate it. A fire left without an enemy
// stack in its target hex is dropped, so that legal_commands (the prompt's options) and validate
// never offer what carry_out would refuse.
#include <algorithm>

#include "engine/flow/flow_view.hpp"
#include "engine/rules/fireline/action_script.hpp"
#include "engine/rules/fireline/fire.hpp"
#include "engine/rules/fireline/fireline_system.hpp"

namespace hexfire::fireline {

void FirelineSystem::drop_stale_reaction_fire(Match& m) const {
  auto& prompts = m.flow.prompts;
  for (auto p = prompts.begin(); p != prompts.end();) {
    if (p->id != "reaction_fire") {
      ++p;
      continue;
    }
    for (std::size_t i = 0; i < p->options.size();) {
      const Command& o = p->options[i];
      bool keep = true;
      if (o.verb == "fire") {
        std::string why;
        const auto a = parse_fire_args(m.state, o.args, why);
        const auto target_side = a ? m.state.side_in(a->target) : std::nullopt;
        keep = a && target_side && *target_side != p->side && plan_fire(m.state, ctx_, *a).legal;
      }
      if (keep) {
        ++i;
        continue;
      }
      p->options.erase(p->options.begin() + static_cast<std::ptrdiff_t>(i));
      if (i < p->labels.size()) p->labels.erase(p->labels.begin() + static_cast<std::ptrdiff_t>(i));
    }
    const bool fire_left =
        std::any_of(p->options.begin(), p->options.end(), [](const Command& o) { return o.verb == "fire"; });
    if (fire_left) {
      ++p;
      continue;
    }
    p = prompts.erase(p);
  }
}

}  // namespace hexfire::fireline
