// The stack inspector: every unit of the selected (or hovered) stack with strength, morale,
// O hits, status, facing and what it has done this activation.
#pragma once

#include <cstddef>
#include <optional>

#include "game/play/play_types.hpp"

namespace hexfire::game {

// Returns the row the player clicked (to select that unit), if any.
std::optional<std::size_t> draw_stack_panel(const StackPanelData& d, float x, float y);

}  // namespace hexfire::game
