// The rule system's tables as the aid card prints them, the row and result used last marked.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include <imgui.h>

#include "engine/rules/preview.hpp"

namespace hexfire::game {

// A screen rectangle the tables window must keep clear of (the target hex and the dice).
struct ClearArea {
  float x0 = 0, y0 = 0, x1 = 0, y1 = 0;
};

// What the window remembers between frames to place itself: it is put clear of the action when
// it opens and after each roll while open, until the player drags it somewhere of their own.
struct TablesWindowState {
  bool was_open = false;
  std::optional<std::size_t> placed_for_roll;  // the roll it last moved out of the way of
  std::optional<ImVec2> placed_at;             // where it was last put (to notice a drag)
  bool moved_by_player = false;
  ImVec2 size{470, 420};
  std::string shown_mark;  // the last mark whose table's tab was brought to the front
};

struct TablesSpot {
  ImVec2 pos;
  ImVec2 size;  // at most the size asked for; smaller where the free space is (it scrolls)
};

// Where the window goes: in the free space right of `avoid` (over the less urgent panels), else
// below it, above it, or left of it; the usual top-right spot when there is nothing to avoid
// or no free space is big enough.
// `top` is the first row free of the phase bar.
TablesSpot tables_window_spot(ImVec2 size, float window_w, float window_h, const std::optional<ClearArea>& avoid,
                              float top = 80);

// `avoid` is the area to keep clear now; `roll` identifies the roll just made (nothing when no
// roll is being shown), so a new roll moves the window out of its way once.
void draw_tables_panel(const std::vector<RulesTable>& tables, const std::optional<TableMark>& mark, bool* open,
                       float window_w, float window_h, const std::optional<ClearArea>& avoid,
                       std::optional<std::size_t> roll, TablesWindowState& state);

}  // namespace hexfire::game
