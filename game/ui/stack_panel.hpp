// The stack inspector: every unit of the selected (or hovered) stack with strength, morale,
// the rule system's rows (fireline: O hits), status, facing and what it has done this activation.
#pragma once

#include <cstddef>
#include <optional>

#include "game/play/play_types.hpp"

namespace hexfire::game {

// Reports the row the player clicked (to inspect that unit) and, for a stack that may split,
// the unit ticked in or out of the moving group.
// Top left of a window of that size (or where the player moved it).
StackPanelInput draw_stack_panel(const StackPanelData& d, float window_w, float window_h);

}  // namespace hexfire::game
