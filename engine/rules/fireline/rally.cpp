// Rally attempts: eligibility, the AMM check through morale.hpp, and the state change.
#include "engine/rules/fireline/rally.hpp"

#include "engine/rules/fireline/fireline_stack.hpp"
#include "engine/rules/fireline/mfz.hpp"
#include "engine/rules/fireline/morale.hpp"
#include "engine/rules/fireline/movement_options.hpp"

namespace hexfire::fireline {

std::optional<std::string> rally_blocked(const FirelineContext& ctx, const GameState& state, Hex h) {
  const std::string label = hex_name(state, h);
  const auto units = combat_units(state, h);
  if (units.empty()) return "there is no combat unit in " + label;
  const UnitStatus st = stack_status(state, h);
  if (st == UnitStatus::Good) return "the stack in " + label + " is in good order";
  if (rally_options(ctx.option_values).blocked_by_enemy_mfz) {
    const auto from = enemy_mfz_sources(ctx, state, h, state.unit(units.front()).side);
    if (!from.empty())
      return "the stack in " + label + " is in the MFZ of the enemy in " + hex_name(state, from.front()) +
             " (6.3, rally_blocked_by_enemy_mfz)";
  }
  return std::nullopt;
}

RallyResult rally_stack(GameState& state, const FirelineContext& ctx, Hex h, DiceSource& dice) {
  RallyResult r;
  if (auto why = rally_blocked(ctx, state, h)) {
    r.error = *why;
    r.ledger.kind = "rally";
    r.ledger.result = "illegal";
    r.ledger.result_text = *why;
    return r;
  }
  r.legal = true;
  StackWork w = snapshot_stack(state, ctx, h);
  r.before = w.status;
  bool passed = false;
  r.ledger = morale_check(w, dice, "rally", "Rally attempt in " + hex_name(state, h), passed);
  r.ledger.inputs.push_back({"Rule", "pass: Disrupted -> Good, Routed -> Disrupted (6.3)"});
  r.rallied = passed;
  r.after = r.before;
  if (passed) {
    r.after = r.before == UnitStatus::Routed ? UnitStatus::Disrupted : UnitStatus::Good;
    w.status = r.after;
    commit_stack(state, w);
    r.ledger.consequences.push_back("the stack in " + hex_name(state, h) + ": " + status_name(r.before) + " -> " +
                                    status_name(r.after));
  } else {
    r.ledger.consequences.push_back("the stack in " + hex_name(state, h) + " stays " + status_name(r.before));
  }
  return r;
}

std::optional<Distribution> rally_odds(const GameState& state, const FirelineContext& ctx, Hex h, std::string* why) {
  if (auto blocked = rally_blocked(ctx, state, h)) {
    if (why) *why = *blocked;
    return std::nullopt;
  }
  return enumerate_outcomes([&](DiceSource& dice) {
    GameState copy = state;
    return rally_stack(copy, ctx, h, dice).rallied ? "rallied" : "not rallied";
  });
}

}  // namespace hexfire::fireline
