// The UI scale a window can hold: the player's choice, lowered (never below 1) when the window is
// too small for it to lay the play screen's panels out without overlap (issue 14, 4). A window
// of 512 x 320 logical pixels holds the panels; 1024x640 keeps scale 2, 800x600 gets 1.5.
#pragma once

#include <imgui.h>

namespace hexfire::game {

float fitted_ui_scale(float wanted, float window_w, float window_h);

// ImGui's style and font scale set to `scale` from the unscaled `base` style.
void apply_ui_scale(const ImGuiStyle& base, float scale);

}  // namespace hexfire::game
