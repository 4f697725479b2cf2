// A decision the rules give the player, asked in a window that explains the choice.
#pragma once

#include <cstddef>
#include <optional>

#include <vector>

#include "game/play/play_types.hpp"
#include "game/ui/tables_panel.hpp"  // ClearArea

namespace hexfire::game {

// The option chosen, if one; the option under the mouse goes to `hovered` (its ledger and odds
// are shown while it is).
// It keeps off `keep_clear` and the preview windows where the screen has room elsewhere.
std::optional<std::size_t> draw_prompt_panel(const PromptView& p, float window_w, float window_h,
                                             std::optional<std::size_t>* hovered = nullptr,
                                             const std::vector<ClearArea>& keep_clear = {});

}  // namespace hexfire::game
