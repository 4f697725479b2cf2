// A scenario's problems as a scrollable list (the picker's details, the live-reload panel): one
// row per diagnostic, its place (file name and line) then the message (which names the hex or
// unit), wrapped. A click on a row copies it, in the full "path:line: message" form editors and
// terminals understand, to the clipboard; "Copy all" copies every row.
#pragma once

#include <imgui.h>

#include <map>
#include <optional>
#include <string>

#include "engine/io/diagnostic.hpp"
#include "game/screens/screen_stack.hpp"

namespace hexfire::game {

struct DiagnosticsListResult {
  std::optional<std::size_t> copied;  // the row clicked this frame
  bool copied_all = false;
};

// Draws the list in a child region of `size` (ImGui's child sizes: 0 = all the room, negative =
// all but that much). Each row's rectangle goes into `rects` as "error:<index>", and the copy
// button as "Copy all", for tests and scripts.
DiagnosticsListResult draw_diagnostics_list(const char* id, const Diagnostics& problems, ImVec2 size,
                                            std::map<std::string, ScreenRect>& rects);

// "name.xml:12" (or "name.xml" for a problem with the file as a whole): where a row points.
std::string diagnostic_place(const Diagnostic& d);

}  // namespace hexfire::game
