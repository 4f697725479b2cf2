// ColumnShiftSystem's what-if face for hexfire-cli resolve: a direct fire or an assault round
// tried in the position as it stands, outside the turn sequence, with its ledger and the exact
// odds of everything that follows (follow_on_odds.hpp); rolled with forced dice, the result is
// applied with its morale and casualty checks, each loss on the first candidate (the owner's
// choice of the play prompts, which a what-if cannot ask).
#include "engine/rules/column_shift/column_shift_board.hpp"
#include "engine/rules/column_shift/column_shift_system.hpp"
#include "engine/rules/column_shift/column_shift_unit.hpp"
#include "engine/rules/column_shift/follow_on_odds.hpp"
#include "engine/rules/column_shift/results.hpp"

namespace hexfire::column_shift {

using board::first_candidate;
using board::units_in;

std::variant<ActionTrial, std::string> ColumnShiftSystem::try_action(Match& m, const Command& c,
                                                                     DiceSource* forced) const {
  if (c.verb != "fire" && c.verb != "assault")
    return "'" + c.verb + "' is not an action to resolve (fire, assault)";
  GameState& s = m.state;
  const HexMap& map = s.map();
  std::vector<Hex> hexes;
  for (const std::string& w : c.args)
    if (const auto h = map.parse_label(w)) hexes.push_back(*h);
    else return "'" + w + "' is not a hex of the map";
  if (hexes.size() != 2) return c.verb + " needs FROM TARGET";
  std::optional<SideId> side;
  for (const Side& sd : s.sides())
    if (sd.key == c.side) side = sd.id;
  if (!side) return "no unit in " + map.label(hexes[0]);
  const std::vector<UnitId> units = units_in(s, hexes[0], *side);
  ActionTrial t;
  t.rolled = forced != nullptr;
  if (c.verb == "fire") {
    const FireOrder order{units, hexes[1], std::nullopt, false};
    const FirePlan plan = plan_direct_fire(s, tables_, options_.fire, order);
    if (!plan.legal) return "illegal fire: " + plan.error;
    t.ledger = plan.ledger;
    t.odds = direct_fire_follow_on_odds(s, tables_, options_.morale, plan, first_candidate);
    if (!forced) return t;
    t.ledger = resolve_direct_fire(s, tables_, options_.fire, order, *forced);
    const int roll = t.ledger.dice.size() == 2 ? t.ledger.dice[0].value + t.ledger.dice[1].value : 0;
    const FireOutcome out = read_fire_roll(tables_, plan, roll);
    AppliedResult applied = apply_result(s, options_.morale, plan.targets, out.hex, false, out.units, first_candidate, *forced);
    t.ledger.consequences = std::move(applied.consequences);
    t.ledger.follow_ups = std::move(applied.checks);
    t.log.push_back(map.label(hexes[0]) + " fires at " + map.label(hexes[1]) + ": " + t.ledger.result_text);
    return t;
  }
  // The round as it starts: the stack moved in (no longer dug in), as carrying it out does.
  for (UnitId u : units) {
    s.move_unit(u, hexes[1]);
    column_shift_unit(s.unit_mut(u)).dug_in = false;
  }
  const AssaultSituation a = assault_situation(m, *side, hexes[0], hexes[1]);
  const AssaultPlan plan = plan_assault(s, tables_, options_.assault, a);
  if (!plan.legal) return "illegal assault: " + plan.error;
  t.ledger = plan.attacker.ledger;
  t.ledger.follow_ups.push_back(plan.defender.ledger);
  t.odds = assault_round_odds(s, tables_, options_.assault, options_.morale, a, first_candidate);
  if (!forced) return t;
  t.ledger = resolve_assault_round(s, tables_, options_.assault, options_.morale, a, first_candidate, *forced);
  t.log.push_back(map.label(hexes[0]) + " assaults " + map.label(hexes[1]) + ": " + t.ledger.result_text);
  return t;
}

}  // namespace hexfire::column_shift
