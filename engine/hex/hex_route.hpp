// Routes through the hexes a command names, hexside by hexside: what a move's animation and the
// replay's trails draw. Shared by the play screen (game/play/move_animation.cpp) and the turn
// digest (engine/flow/turn_digest.cpp).
#pragma once

#include <vector>

#include "engine/hex/hex.hpp"

namespace hexfire {

// Fills any gap between consecutive hexes with the straight line between them, so every step
// crosses exactly one hexside.
std::vector<Hex> hex_by_hex(const std::vector<Hex>& route);

// The stretch of the hexes a command names from the last `from` before the last `to`, hex by
// hex (a straggle answer names the waiting hex first and then the whole path again, and the
// stack went on from its place on it); the straight line when the command does not spell the way.
std::vector<Hex> route_between(const std::vector<Hex>& named, Hex from, Hex to);

}  // namespace hexfire
