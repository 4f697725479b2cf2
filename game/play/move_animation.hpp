// Which stacks a command moved and through which hexes, read from the state before and after
// it, so the play screen can slide their counters (display only: nothing is decided here).
#pragma once

#include <optional>
#include <vector>

#include "engine/commands/command.hpp"
#include "engine/state/game_state.hpp"
#include "game/render/counter_motion.hpp"

namespace hexfire::game {

// Every unit's hex, by UnitId value; nothing for units off the map or eliminated.
using UnitPositions = std::vector<std::optional<Hex>>;
UnitPositions unit_positions(const GameState& s);

// One track per group of units that went from one hex to the same other hex. The path follows
// the hexes the command names (a move's path, the rest of a path after a straggle answer) from
// the start hex to where the stack really stopped; a move the command does not spell out (a
// rout, a retreat after assault) goes in a straight line.
std::vector<CounterTrack> moved_tracks(const UnitPositions& before, const GameState& after, const Command& c);

}  // namespace hexfire::game
