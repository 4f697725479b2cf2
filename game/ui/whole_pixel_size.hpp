// Size limits for auto-fitting windows that leave no stray scrollbar at fractional UI scales.
#pragma once

#include <imgui.h>

namespace hexfire::game {

// ImGui::SetNextWindowSizeConstraints, with the window's fitted size rounded up to whole pixels.
// ImGui rounds a limited window's size down; at a UI scale that makes the font's height
// fractional (the 15 px font at 1.25, 1.5, 1.75: its title bar 28.5 px high at 1.5) the window
// came out half a pixel short of its contents and drew a scrollbar that scrolled nothing (the
// prompt at 1.5 in 1024x640, its lines then cut under the scrollbar). `most` is rounded down, so a
// window held to it still scrolls what does not fit.
void size_limits_in_whole_pixels(ImVec2 least, ImVec2 most);

}  // namespace hexfire::game
