// The exact outcome distribution as horizontal bars with percentages.
#pragma once

#include <cstddef>
#include <string>
#include <utility>
#include <vector>

namespace hexfire::game {

// At most this many bars, then one for the rest (its tooltip lists them).
inline constexpr std::size_t kOddsBarsShown = 6;
inline constexpr std::size_t kOddsBarsCompact = 3;  // in a compact layout (panel_dock.hpp)
// The tail's tooltip lists this many and sums the rest: a fire at a large column-shift stack has
// thousands of outcomes, and a tooltip does not scroll.
inline constexpr std::size_t kOddsTooltipListed = 30;

// The tail's tooltip, line by line: each outcome from `shown` on, at most kOddsTooltipListed of
// them ("  0.41%  M: 2 disrupted"), then one line for the rest together.
std::vector<std::string> odds_tail_lines(const std::vector<std::pair<std::string, double>>& odds, std::size_t shown);

// At most `most` bars, the rest in one (kOddsBarsShown by default; fewer where room is short).
void draw_odds_bars(const std::vector<std::pair<std::string, double>>& odds, float width,
                    std::size_t most = kOddsBarsShown);

}  // namespace hexfire::game
