// Where a preview panel (ledger, odds, a prompt) stands so that it keeps off the stacks it is
// about (issue 14, 4): its usual dock first, then the other places the play screen has room for,
// each tried with the size the panel had last frame.
#pragma once

#include <imgui.h>

#include <vector>

#include "game/ui/tables_panel.hpp"  // ClearArea

struct ImGuiWindow;  // imgui_internal.h

namespace hexfire::game {

struct PanelSpot {
  ImVec2 pos;
  ImVec2 pivot;
};

// The box a window stands in, as drawn.
ClearArea window_box(const ImGuiWindow& w);
// The box a window of `size` takes at `spot`.
ClearArea box_at(const PanelSpot& spot, ImVec2 size);
bool boxes_meet(const ClearArea& a, const ClearArea& b);
// `b` lies within a display of `display` (half a pixel's grace for fractional sizes).
bool box_inside(const ClearArea& b, ImVec2 display);

// The first of `spots` (non-empty) where a window of `size` stays inside `display` and meets
// none of `keep_clear`, the others also none of the panels that stand still; else the first (the
// dock: the map then moves the stacks out from under it, PlayScreen::pan_clear_of_previews), or
// with `least_covered` the spot that covers the least of all those (and of `rather_clear`, other
// windows it should keep off), a stack weighing far more than a panel, and the title, the phase bar
// and the Stack panel more than the other panels. A spot that meets one of
// `never_cover` (windows that must stay readable, the most needed first) is taken only when
// every spot does, and then the spots that leave the first ones uncovered; a spot the window
// would not fit inside only when every spot is so.
PanelSpot spot_clear_of(const std::vector<PanelSpot>& spots, ImVec2 size, const std::vector<ClearArea>& keep_clear,
                        ImVec2 display, bool least_covered = false, const std::vector<ClearArea>& rather_clear = {},
                        const std::vector<ClearArea>& never_cover = {});

// The size the named window had when last drawn, else `fallback`.
ImVec2 last_size_or(const char* window_name, ImVec2 fallback);

}  // namespace hexfire::game
