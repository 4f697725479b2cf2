// A decision the rules give the player, asked in a window that explains the choice.
#pragma once

#include <cstddef>
#include <optional>

#include "game/play/play_types.hpp"

namespace hexfire::game {

std::optional<std::size_t> draw_prompt_panel(const PromptView& p, float window_w, float window_h);

}  // namespace hexfire::game
