// The combat log: one entry per command in words (RuleSystem::describe), filtered by kind; an
// entry with ledgers reopens them when clicked.
#pragma once

#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "game/play/play_types.hpp"

namespace hexfire::game {

// What the log shows and where its controls were drawn in the last frame (tests click them).
struct LogPanelState {
  std::map<LogKind, bool> hidden;               // kinds the player filtered out
  std::map<std::string, ControlRect> controls;  // "filter:Move", "entry:3"
  bool shows(LogKind k) const {
    auto it = hidden.find(k);
    return it == hidden.end() || !it->second;
  }
};
// The one log panel's state, kept across frames and games (like panel_board()).
LogPanelState& log_panel_state();

// The index of the entry clicked this frame, if any.
std::optional<std::size_t> draw_log_panel(const std::vector<LogEntry>& log, std::optional<std::size_t> opened, float window_w,
                                          float window_h);

}  // namespace hexfire::game
