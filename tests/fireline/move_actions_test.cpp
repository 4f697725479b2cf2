// The move / assault / rally script verbs (registered in fireline_actions) and the CLI helpers.
#include <gtest/gtest.h>

#include "engine/rules/fireline/action_script.hpp"
#include "engine/rules/fireline/fireline_unit.hpp"
#include "engine/rules/fireline/movement_actions.hpp"
#include "move_world.hpp"

namespace hexfire::fireline {
namespace {

using testing::World;

TEST(FirelineMoveActions, ScriptVerbsAreRegistered) {
  const ActionRegistry r = fireline_actions();
  EXPECT_NE(r.find("move"), nullptr);
  EXPECT_NE(r.find("assault"), nullptr);
  EXPECT_NE(r.find("rally"), nullptr);
}

TEST(FirelineMoveActions, ScriptMovesWithTheStandingStraggleAnswer) {
  World w;
  w.terrain("0401", "woods").terrain("0402", "woods");
  w.usa_leader("Col. Smith", "0201");
  const UnitId u = w.usa_inf("12th Oh", "0401");
  ScriptedDice dice({9});
  ActionReport report;
  const auto err = fireline_actions().run(w.state, w.ctx, parse_action_script("move 0401 0402 straggle=stop\n", "t"),
                                          dice, report);
  ASSERT_FALSE(err.has_value()) << err->to_string();
  EXPECT_EQ(w.state.unit(u).position, w.hex("0401"));
  ASSERT_EQ(report.resolutions.size(), 1u);
  EXPECT_EQ(report.resolutions[0].kind, "move");
}

TEST(FirelineMoveActions, ScriptErrorsNameTheLine) {
  World w;
  w.usa_inf("12th Oh", "0401");
  w.terrain("0402", "creek");
  ScriptedDice dice({});
  ActionReport report;
  const auto err = fireline_actions().run(w.state, w.ctx, parse_action_script("\nmove 0401 0402\n", "cmds.txt"),
                                          dice, report);
  ASSERT_TRUE(err.has_value());
  EXPECT_EQ(err->line, 2);
  EXPECT_NE(err->message.find("prohibited"), std::string::npos) << err->message;
}

TEST(FirelineMoveActions, ScriptAssaultAndRally) {
  World w(8, 8, {{"assault_pre_assault_fire", "false"}});
  const UnitId a = w.usa_inf("12th Oh", "0402");
  const UnitId d = w.csa_inf("5th Va", "0403");
  w.state.unit_mut(d).reduced = true;
  fireline_unit(w.state.unit_mut(d)).o_hits = 2;
  ScriptedDice dice({0, 9});
  ActionReport report;
  const auto err = fireline_actions().run(w.state, w.ctx, parse_action_script("assault 0402 0403\n", "t"), dice, report);
  ASSERT_FALSE(err.has_value()) << err->to_string();
  EXPECT_EQ(w.state.unit(a).position, w.hex("0403"));
  EXPECT_NE(report.log.at(0).find("attacker occupies"), std::string::npos);
  w.status(a, UnitStatus::Disrupted);
  ScriptedDice zero({0});
  const auto err2 = fireline_actions().run(w.state, w.ctx, parse_action_script("rally 0403\n", "t"), zero, report);
  ASSERT_FALSE(err2.has_value()) << err2->to_string();
  EXPECT_EQ(w.state.unit(a).status, UnitStatus::Good);
}

TEST(FirelineMoveActions, CliPreviewLedgerListsEachCheckWithItsOdds) {
  World w;
  w.terrain("0401", "woods").terrain("0402", "woods").terrain("0403", "woods");
  w.usa_leader("Col. Smith", "0201");
  w.usa_inf("12th Oh", "0401", 4, 5);
  std::string why;
  const auto p = move_action(w.state, w.ctx, {"0401", "0402", "0403"}, nullptr, why);
  ASSERT_TRUE(p.has_value()) << why;
  ASSERT_EQ(p->ledger.follow_ups.size(), 2u);
  EXPECT_EQ(p->ledger.follow_ups[0].result, "P(straggle) = 50.0%");
  EXPECT_TRUE(p->ledger.follow_ups[0].dice.empty());
  EXPECT_DOUBLE_EQ(p->odds.probability_of("ends in 0403"), 0.25);
  std::string bad;
  EXPECT_FALSE(move_action(w.state, w.ctx, {"0401"}, nullptr, bad).has_value());
  EXPECT_NE(bad.find("at least one hex"), std::string::npos);
}

}  // namespace
}  // namespace hexfire::fireline
