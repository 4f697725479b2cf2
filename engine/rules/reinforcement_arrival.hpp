// A scenario's <reinforcements> (engine/state/scenario.hpp) entering the map, for the rule
// systems that bring them on at the start of a turn (column-shift, volley; fireline keeps its own
// in its turn start, where its chit cup is refilled). The format says when and where a group
// enters; what may stand in the entry hex is each system's stacking rule, passed in.
#pragma once

#include <functional>
#include <vector>

#include "engine/flow/match.hpp"

namespace hexfire {

// Whether `unit` may be set down in `entry` now, with what already stands there (a system's
// stacking limit). Empty: any number may.
using MayEnter = std::function<bool(const GameState&, UnitId unit, Hex entry)>;

// Brings on every reinforcement due by this turn whose units are still off the map. A group whose
// entry hex holds enemy units waits (moving in would be an assault nobody ordered) and enters at
// the start of the first later turn the hex is free of them; a unit `may_enter` refuses waits the
// same way, alone. Each arrival, and each wait, is an event.
void bring_on_reinforcements(Match& m, std::vector<FlowEvent>& events, const MayEnter& may_enter = {});

}  // namespace hexfire
