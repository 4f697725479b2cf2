// The odds panel's tail: a tooltip does not scroll, so a fire at a large column-shift stack
// (thousands of exact outcomes since the odds are counted in 128 bits) lists a few and sums the
// rest; a short tail is listed whole.
#include <gtest/gtest.h>

#include "game/ui/odds_bars.hpp"

namespace hexfire::game {
namespace {

std::vector<std::pair<std::string, double>> outcomes(std::size_t n) {
  std::vector<std::pair<std::string, double>> odds;
  for (std::size_t i = 0; i < n; ++i) odds.emplace_back("outcome " + std::to_string(i), 1.0 / static_cast<double>(n));
  return odds;
}

TEST(OddsBars, AShortTailIsListedWhole) {
  const auto lines = odds_tail_lines(outcomes(10), kOddsBarsShown);
  ASSERT_EQ(lines.size(), 10 - kOddsBarsShown);
  EXPECT_EQ(lines.front(), "10.00%  outcome 6");
  EXPECT_EQ(lines.back(), "10.00%  outcome 9");
}

TEST(OddsBars, ALongTailListsThirtyAndSumsTheRest) {
  const auto lines = odds_tail_lines(outcomes(2000), kOddsBarsShown);
  ASSERT_EQ(lines.size(), kOddsTooltipListed + 1);
  EXPECT_EQ(lines[0], " 0.05%  outcome 6");
  EXPECT_EQ(lines[kOddsTooltipListed - 1], " 0.05%  outcome 35");
  // 2000 - 6 - 30 outcomes of 0.05 % each.
  EXPECT_EQ(lines.back(), "98.20%  the 1964 least likely outcomes");
}

}  // namespace
}  // namespace hexfire::game
