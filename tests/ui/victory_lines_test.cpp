// The victory screen's lines: each side's total with where it came from, a bonus named as the
// scenario's balance (Mtsensk's Germans start with 40 VP) and left out where a side has none.
#include <gtest/gtest.h>

#include "engine/flow/victory.hpp"
#include "flow/flow_helpers.hpp"
#include "game/ui/victory_panel.hpp"

namespace hexfire::game {
namespace {

TEST(VictoryLines, ABonusIsNamedAsTheBalanceBesideTheObjectivesAndLosses) {
  const auto s = test::open_game(test::repo_path("scenarios/column-shift/mtsensk_1941.xml"));
  ASSERT_TRUE(s);
  const Match& m = s->match();
  const std::vector<std::string> lines = victory_lines(m, victory_standing(m));
  ASSERT_EQ(lines.size(), 3u);
  EXPECT_EQ(lines[0], "German: 45 VP (objectives 5, losses inflicted 0 for 0 SP, balance 40)");
  EXPECT_EQ(lines[1], "Soviet: 45 VP (objectives 45, losses inflicted 0 for 0 SP)");
  EXPECT_EQ(lines[2], "Level");
}

}  // namespace
}  // namespace hexfire::game
