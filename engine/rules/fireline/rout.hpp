// The rout move (6.3, routed_retreat_mp): a routed stack retreats away from the enemy when its
// formation is activated, or takes a unit's worth of O hits when it cannot. No dice.
#pragma once

#include <optional>

#include "engine/hex/hex.hpp"
#include "engine/rules/fireline/fireline_context.hpp"
#include "engine/rules/resolution.hpp"
#include "engine/state/game_state.hpp"

namespace hexfire::fireline {

// Moves the routed stack in `at` up to `mp` MP (plan_move with MoveOrder::rout_mp: prohibited
// and stop terrain, artillery limits, enemy stacks and stacking as for any move; no straggle
// checks, no thoroughfare bonus) to the reachable hex farthest from the nearest enemy combat
// stack (never in an enemy zone of control: those hexes are no farther than `at`); ties go to
// the lowest MP spent, then to the hex found first by the search (depth
// first, directions clockwise from N). When no reachable hex is farther from the enemy than
// `at`, the stack takes assault_no_retreat_hits O hits instead (no disorganization check).
// Returns the "rout" ledger; nothing when the stack is not routed, `mp` <= 0 or there is no
// enemy combat unit on the map.
std::optional<Resolution> rout_stack(GameState& s, const FirelineContext& ctx, Hex at, int mp);

}  // namespace hexfire::fireline
