// Who may make a charging move and where it must end (charge_move.hpp). The assault that must
// follow is judged by plan_assault itself, on a copy with the stack moved to the end hex, so a
// charge move and its charge can never disagree.
#include "engine/rules/fireline/charge_move.hpp"

#include "engine/rules/fireline/assault.hpp"
#include "engine/rules/fireline/fireline_stack.hpp"
#include "engine/rules/fireline/movement_plan.hpp"

namespace hexfire::fireline {

std::vector<Hex> chargeable_targets(const FirelineContext& ctx, const GameState& state, Hex from) {
  std::vector<Hex> out;
  for (HexDirection d : kAllDirections) {
    const Hex n = neighbor(from, d);
    if (!state.map().contains(n) || combat_units(state, n).empty()) continue;
    if (plan_assault(ctx, state, {from, n, true}).legal) out.push_back(n);
  }
  return out;
}

std::optional<std::string> charge_refusal(const FirelineContext& ctx, const GameState& state, const MoveOrder& order,
                                          Hex end) {
  if (order.segment == Segment::Horse)
    return "a charge ends in an assault and the Horse Segment has none: charge in the Action Segment (5.2, 5.7)";
  for (UnitId id : order.units) {
    const UnitClass& cls = state.unit_class_of(id);
    if (!state.is_leader(id) && !cls.mounted)
      return state.unit(id).name + " (" + cls.name + ") is not mounted: only cavalry charge (5.7 Charge); " +
             "other stacks check for stragglers as they move (5.3)";
  }
  GameState there = state;
  for (UnitId id : order.units) there.move_unit(id, end);
  if (!chargeable_targets(ctx, there, end).empty()) return std::nullopt;
  // Say why the nearest candidate cannot be charged, or that there is none.
  for (HexDirection d : kAllDirections) {
    const Hex n = neighbor(end, d);
    if (!state.map().contains(n) || combat_units(there, n).empty()) continue;
    const AssaultPlan p = plan_assault(ctx, there, {end, n, true});
    if (!p.error.empty() && p.error.find("friendly") == std::string::npos)
      return "a charge must end next to an enemy stack it then charges (5.3, 5.7); from " + hex_name(state, end) +
             ": " + p.error;
  }
  return "a charge must end next to an enemy stack it then charges (5.3, 5.7); no enemy stack is next to " +
         hex_name(state, end);
}

}  // namespace hexfire::fireline
