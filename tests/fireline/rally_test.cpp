// Rally: AMM check with the leader's +1, Disrupted -> Good, Routed -> Disrupted, blocked by an
// enemy MFZ (option), and the exact odds.
#include <gtest/gtest.h>

#include "engine/rules/fireline/rally.hpp"
#include "move_world.hpp"

namespace hexfire::fireline {
namespace {

using testing::World;

TEST(FirelineRally, DisruptedStackWithLeaderRalliesOnRollAtMostAmm) {
  World w;
  w.usa_leader("Col. Smith", "0404");
  const UnitId u = w.usa_inf("12th Oh", "0404", 4, 5);
  w.status(u, UnitStatus::Disrupted);
  ScriptedDice six({6});
  const RallyResult r = rally_stack(w.state, w.ctx, w.hex("0404"), six);
  ASSERT_TRUE(r.legal) << r.error;
  EXPECT_TRUE(r.rallied);
  EXPECT_EQ(r.ledger.kind, "rally");
  EXPECT_EQ(r.ledger.final_row, "AMM 6");
  const Modifier* leader = r.ledger.find("leader");
  ASSERT_NE(leader, nullptr);
  EXPECT_EQ(leader->value, 1);
  EXPECT_EQ(leader->source.kind, SourceKind::Leader);
  EXPECT_EQ(w.state.unit(u).status, UnitStatus::Good);
  w.status(u, UnitStatus::Disrupted);
  ScriptedDice seven({7});
  const RallyResult f = rally_stack(w.state, w.ctx, w.hex("0404"), seven);
  EXPECT_FALSE(f.rallied);
  EXPECT_EQ(w.state.unit(u).status, UnitStatus::Disrupted);
}

TEST(FirelineRally, RoutedBecomesDisruptedAndIsOutOfCommand) {
  World w;
  w.usa_leader("Col. Smith", "0404");
  const UnitId u = w.usa_inf("12th Oh", "0404", 4, 5);
  w.status(u, UnitStatus::Routed);
  ScriptedDice five({5});
  const RallyResult r = rally_stack(w.state, w.ctx, w.hex("0404"), five);
  EXPECT_EQ(r.ledger.final_row, "AMM 5");  // 5 + 1 leader - 1 out of command (routed)
  EXPECT_TRUE(r.rallied);
  EXPECT_EQ(w.state.unit(u).status, UnitStatus::Disrupted);
}

TEST(FirelineRally, GoodOrderStacksDoNotRally) {
  World w;
  w.usa_inf("12th Oh", "0404");
  ScriptedDice d({0});
  EXPECT_FALSE(rally_stack(w.state, w.ctx, w.hex("0404"), d).legal);
}

TEST(FirelineRally, NotInAnEnemyMfz) {
  World w;
  const UnitId u = w.usa_inf("12th Oh", "0404");
  w.status(u, UnitStatus::Disrupted);
  w.csa_inf("5th Va", "0405");
  ScriptedDice d({0});
  const RallyResult r = rally_stack(w.state, w.ctx, w.hex("0404"), d);
  EXPECT_FALSE(r.legal);
  EXPECT_NE(r.error.find("MFZ"), std::string::npos);
  w.options({{"rally_blocked_by_enemy_mfz", "false"}});
  ScriptedDice e({0});
  EXPECT_TRUE(rally_stack(w.state, w.ctx, w.hex("0404"), e).legal);
}

TEST(FirelineRally, ExactOdds) {
  World w;
  w.usa_leader("Col. Smith", "0404");
  const UnitId u = w.usa_inf("12th Oh", "0404", 4, 5);
  w.status(u, UnitStatus::Disrupted);
  const auto d = rally_odds(w.state, w.ctx, w.hex("0404"));
  ASSERT_TRUE(d.has_value());
  EXPECT_DOUBLE_EQ(d->probability_of("rallied"), 0.7);
  EXPECT_EQ(w.state.unit(u).status, UnitStatus::Disrupted);
}

}  // namespace
}  // namespace hexfire::fireline
