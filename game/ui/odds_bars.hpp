// The exact outcome distribution as horizontal bars with percentages.
#pragma once

#include <cstddef>
#include <string>
#include <utility>
#include <vector>

namespace hexfire::game {

// At most this many bars, then one for the rest (its tooltip lists them).
inline constexpr std::size_t kOddsBarsShown = 6;

void draw_odds_bars(const std::vector<std::pair<std::string, double>>& odds, float width);

}  // namespace hexfire::game
