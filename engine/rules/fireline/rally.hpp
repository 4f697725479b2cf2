// Rally (fireline 6.3 default, D-15): when its HO is activated, a Disrupted stack that is not in
// an enemy MFZ and passes an AMM check (d10 0-9, pass on roll <= AMM, D-10) returns to good
// order; a Routed stack that passes becomes Disrupted. A leader in the hex gives +1 through the
// morale schedule; routed stacks are out of command (-1). Option rally_blocked_by_enemy_mfz.
#pragma once

#include <optional>
#include <string>

#include "engine/rules/distribution.hpp"
#include "engine/rules/fireline/fireline_context.hpp"
#include "engine/rules/resolution.hpp"
#include "engine/state/game_state.hpp"

namespace hexfire::fireline {

struct RallyResult {
  bool legal = false;
  std::string error;  // "the stack in 0405 is in good order", "... is in an enemy MFZ (from 0506)"
  Resolution ledger;  // kind "rally": the AMM lines, the die, pass / fail and the new state
  bool rallied = false;
  UnitStatus before = UnitStatus::Good;
  UnitStatus after = UnitStatus::Good;
};

// Whether the stack in `h` may attempt to rally, and why not.
std::optional<std::string> rally_blocked(const FirelineContext& ctx, const GameState& state, Hex h);
RallyResult rally_stack(GameState& state, const FirelineContext& ctx, Hex h, DiceSource& dice);
// Exact odds of "rallied" / "not rallied".
std::optional<Distribution> rally_odds(const GameState& state, const FirelineContext& ctx, Hex h,
                                       std::string* why = nullptr);

}  // namespace hexfire::fireline
