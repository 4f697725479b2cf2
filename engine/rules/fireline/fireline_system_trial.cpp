// FirelineSystem's what-if face for hexfire-cli resolve: one fire, move, assault or rally tried in
// the position as it stands, outside the turn sequence, with its ledger and exact odds; and the
// action-script words that arrange such a position (action_script.hpp).
#include "engine/rules/fireline/fireline_system.hpp"
#include "engine/rules/fireline/movement_actions.hpp"

namespace hexfire::fireline {

std::variant<ActionTrial, std::string> FirelineSystem::try_action(Match& m, const Command& c,
                                                                  DiceSource* forced) const {
  GameState& s = m.state;
  std::string why;
  ActionTrial t;
  t.rolled = forced != nullptr;
  if (c.verb == "fire") {
    const auto action = parse_fire_args(s, c.args, why);
    if (!action) return why;
    const FirePlan plan = plan_fire(s, ctx_, *action);
    if (!plan.legal) return "illegal fire: " + plan.illegal_reason;
    t.odds = fire_odds(s, ctx_, plan);
    t.ledger = plan.ledger;
    if (forced) {
      ActionReport report;
      if (auto error = fire_stack(s, ctx_, *action, *forced, report); !error.empty()) return error;
      t.ledger = std::move(report.resolutions.back());
      t.log = std::move(report.log);
    }
    return t;
  }
  std::optional<ActionPreview> r;
  if (c.verb == "move") r = move_action(s, ctx_, c.args, forced, why);
  else if (c.verb == "assault") r = assault_action(s, ctx_, c.args, forced, why);
  else if (c.verb == "rally") r = rally_action(s, ctx_, c.args, forced, why);
  else return "'" + c.verb + "' is not an action to resolve (fire, move, assault, rally)";
  if (!r) return why;
  t.ledger = std::move(r->ledger);
  t.odds = std::move(r->odds);
  return t;
}

std::optional<std::string> FirelineSystem::arrange(Match& m, const std::vector<std::string>& words,
                                                   std::vector<std::string>& log) const {
  if (words.empty()) return std::nullopt;
  const ActionVerb* v = actions_.find(words[0]);
  if (!v) {
    std::string known;
    for (const auto& verb : actions_.verbs()) known += (known.empty() ? "" : ", ") + verb.verb;
    return "'" + words[0] + "' is not a set-up word (" + known + ")";
  }
  const ScriptLine line{0, words[0], std::vector<std::string>(words.begin() + 1, words.end())};
  RngDice dice(m.state.rng);
  ActionReport report;
  const std::string error = v->run(m.state, ctx_, line, dice, report);
  if (!error.empty()) return error;
  log.insert(log.end(), report.log.begin(), report.log.end());
  return std::nullopt;
}

}  // namespace hexfire::fireline
