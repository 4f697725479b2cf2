// FirelineSystem: a charge in the sequence of play (charge_move.hpp). A stack that made a
// charging move skipped its straggle checks because it is assaulting (5.3), so its next action
// is that assault, as a charge: it may not fire instead, nor assault without the charge, and the
// activation does not end while it can still charge. A stack that made no charging move may not
// assault as a charge. If reaction fire leaves it unable to charge
// (disrupted, routed), nothing more is asked of it; the charging tag ends with the activation.
#include <algorithm>

#include "engine/rules/fireline/charge_move.hpp"
#include "engine/rules/fireline/fireline_stack.hpp"
#include "engine/rules/fireline/fireline_system.hpp"

namespace hexfire::fireline {

bool FirelineSystem::made_charging_move(const Match& m, Hex h) const {
  for (UnitId id : m.state.stack_at(h))
    if (fireline_flow(m).moved.count(id) && has_tag(m.state.unit(id), kTagCharging)) return true;
  return false;
}

std::optional<std::string> FirelineSystem::unfinished_charge(const Match& m) const {
  const HexMap& map = m.state.map();
  for (UnitId id : fireline_flow(m).moved) {
    const Unit& u = m.state.unit(id);
    if (!u.position || u.eliminated || !has_tag(u, kTagCharging)) continue;
    if (fireline_flow(m).assaulted.count(id)) continue;
    const auto targets = chargeable_targets(ctx_, m.state, *u.position);
    if (targets.empty()) continue;
    const std::string at = map.label(*u.position);
    return "the stack in " + at + " made a charging move: it must charge before the activation ends (assault " + at +
           " " + map.label(targets.front()) + " charge; 5.3, 5.7)";
  }
  return std::nullopt;
}

std::optional<std::string> FirelineSystem::charge_comes_first(const Match& m, Hex from,
                                                              const FirelineOrder& order) const {
  const std::string at = m.state.map().label(from);
  const auto* assault = std::get_if<AssaultOrder>(&order);
  if (!made_charging_move(m, from)) {
    // A charge is the charging move and the assault it ends in: the +1 "executing Charge" (5.7)
    // is not for a stack that stood next to the enemy and assaulted from there.
    if (assault && assault->charge)
      return "the stack in " + at + " made no charging move this activation: a charge is a move with the word charge (move " +
             at + " ... charge) and then its assault (5.3, 5.7)";
    return std::nullopt;
  }
  if (std::holds_alternative<FireAction>(order))
    return "the stack in " + at + " made a charging move: its next action is the charge (assault " + at +
           " TARGET charge), not fire (5.3, 5.7)";
  if (assault && !assault->charge)
    return "the stack in " + at + " made a charging move: its assault is the charge (assault " + at + " " +
           m.state.map().label(assault->target) + " charge; 5.7)";
  return std::nullopt;
}

}  // namespace hexfire::fireline
