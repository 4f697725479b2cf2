// The victory screen's lines: each side's total with where it came from, a bonus named as the
// scenario's balance and left out where a side has none (crossroads with a Union bonus of 9).
#include <gtest/gtest.h>

#include "engine/flow/victory.hpp"
#include "flow/flow_helpers.hpp"
#include "game/ui/victory_panel.hpp"

namespace hexfire::game {
namespace {

TEST(VictoryLines, ABonusIsNamedAsTheBalanceBesideTheObjectivesAndLosses) {
  const SessionOpen o =
      GameSession::open_text({test::crossroads(), test::rules_dir(), std::nullopt, {}}, test::crossroads_with_union_bonus(9));
  ASSERT_TRUE(o.session) << o.error;
  const Match& m = o.session->match();
  const std::vector<std::string> lines = victory_lines(m, victory_standing(m));
  ASSERT_EQ(lines.size(), 3u);
  EXPECT_EQ(lines[0], "Union: 9 VP (objectives 0, losses inflicted 0 for 0 SP, balance 9)");
  EXPECT_EQ(lines[1], "Confederate: 8 VP (objectives 8, losses inflicted 0 for 0 SP)");
  EXPECT_EQ(lines[2], "Leading: Union");
}

}  // namespace
}  // namespace hexfire::game
