// The combat log: one entry per command; an entry with ledgers reopens them when clicked.
#pragma once

#include <cstddef>
#include <optional>
#include <vector>

#include "game/play/play_types.hpp"

namespace hexfire::game {

std::optional<std::size_t> draw_log_panel(const std::vector<LogEntry>& log, std::optional<std::size_t> opened, float window_w,
                                          float window_h);

}  // namespace hexfire::game
