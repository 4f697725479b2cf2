// The exact outcome distribution as horizontal bars with percentages.
#pragma once

#include <string>
#include <utility>
#include <vector>

namespace hexfire::game {

void draw_odds_bars(const std::vector<std::pair<std::string, double>>& odds, float width);

}  // namespace hexfire::game
