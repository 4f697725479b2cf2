// The ImGui panels of the map screen: hex inspector, scenario errors, and the title bar.
#pragma once

#include <optional>
#include <string>

#include "engine/io/diagnostic.hpp"
#include "game/ui/hex_info.hpp"

namespace hexfire::game {

// Drawn at the right edge of the window; `info` empty shows a hint instead.
void draw_hex_info_panel(const std::optional<HexInfo>& info, float window_w, float window_h);
// Scenario load errors, one "file:line: message" per row, centred; the map stays empty.
void draw_error_panel(const std::string& path, const Diagnostics& errors, float window_w, float window_h);
// A slim bar with the scenario title, turn count and zoom.
void draw_title_bar(const std::string& title, const std::string& rule_system, int turns, double zoom);

}  // namespace hexfire::game
