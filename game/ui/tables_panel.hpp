// The rule system's tables as the aid card prints them, the row and result used last marked.
#pragma once

#include <optional>
#include <vector>

#include "engine/rules/preview.hpp"

namespace hexfire::game {

void draw_tables_panel(const std::vector<RulesTable>& tables, const std::optional<TableMark>& mark, bool* open,
                       float window_w);

}  // namespace hexfire::game
