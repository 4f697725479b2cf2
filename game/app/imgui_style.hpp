// The look of every ImGui panel: dark colours, square corners, and no anti-aliased fringes when
// SDL renders in software.
#pragma once

#include <SDL.h>

namespace hexfire::game {

// Applies the style to the current ImGui context, for panels drawn with `renderer`.
void apply_panel_style(SDL_Renderer* renderer);

}  // namespace hexfire::game
