// A charging move (5.3, 5.7): "Charging/Assaulting units do not check for stragglers", and Charge
// is on the chart only as an assault modifier ("Assaulting unit executing Charge"). So a charge
// is a mounted stack's move into an assault: only cavalry (every combat unit mounted, leaders
// riding along) charge, in the Action Segment (the Horse Segment has no assault), and the move
// must end next to an enemy stack the stack may then charge. Anything else is refused, not
// quietly let off its straggle checks.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "engine/hex/hex.hpp"
#include "engine/rules/fireline/fireline_context.hpp"
#include "engine/state/game_state.hpp"

namespace hexfire::fireline {

struct MoveOrder;

// Why `order` (order.charging set) may not be a charge, or nothing. `end` is the hex the path
// ends in; the assault that must follow is checked with plan_assault from there.
std::optional<std::string> charge_refusal(const FirelineContext& ctx, const GameState& state, const MoveOrder& order,
                                          Hex end);

// The adjacent enemy hexes the stack in `from` may charge now (plan_assault with charge).
std::vector<Hex> chargeable_targets(const FirelineContext& ctx, const GameState& state, Hex from);

}  // namespace hexfire::fireline
