// Column-shift reinforcements: the scenario's <reinforcements> (engine/state/scenario.hpp) enter
// at their entry hex at the start of their turn, before the initiative roll, and may activate
// that turn. docs/rules/column-shift.md, "Reinforcements".
#pragma once

#include <vector>

#include "engine/flow/match.hpp"

namespace hexfire::column_shift {

// Brings on every reinforcement due by this turn whose units are still off the map. One whose
// entry hex holds enemy units waits (moving in would be an assault nobody ordered) and enters at
// the start of the first later turn the hex is free of them. Each arrival is an event.
void bring_on_reinforcements(Match& m, std::vector<FlowEvent>& events);

}  // namespace hexfire::column_shift
