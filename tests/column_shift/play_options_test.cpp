// The turn's decisions the charts leave open, as named options (play_options.hpp): their
// defaults, the values refused, and fire into a melee hex reaching the enemy only when allowed.
#include <gtest/gtest.h>

#include "column_shift_world.hpp"
#include "cs_field.hpp"
#include "cs_session.hpp"
#include "engine/rules/column_shift/direct_fire.hpp"
#include "engine/rules/column_shift/play_options.hpp"

namespace hexfire::column_shift::testing {
namespace {

TEST(PlayOptions, TheDefaultsAreWhatTheSystemPlayed) {
  std::string why;
  const auto o = read_play_options(load_rules()->options, "ww1", why);
  ASSERT_TRUE(o) << why;
  EXPECT_FALSE(o->fire_into_melee);
  EXPECT_EQ(o->charge_run_up, 2);
  // Joining a melee follows the game: at once in WWI (seed 000 is silent), its next round in WWII
  // (seed 002: only an assault into a hex with no friendly units is "resolved immediately").
  EXPECT_FALSE(o->join_melee_next_round);
  EXPECT_TRUE(read_play_options(load_rules()->options, "ww2", why)->join_melee_next_round);
  EXPECT_TRUE(read_play_options({{"assault_into_melee", "next_round"}}, "ww1", why)->join_melee_next_round);
  EXPECT_FALSE(read_play_options({{"assault_into_melee", "at_once"}}, "ww2", why)->join_melee_next_round);
  EXPECT_FALSE(read_play_options({{"activation", "leader"}}, "ww1", why));
  EXPECT_EQ(why, "option activation=\"leader\": one_stack");
  EXPECT_FALSE(read_play_options({{"leaders_assault", "alone"}}, "ww1", why));
  EXPECT_EQ(why, "option leaders_assault=\"alone\": with_units");
  EXPECT_FALSE(read_play_options({{"fire_into_melee", "all"}}, "ww1", why));
  ASSERT_TRUE(read_play_options({{"fire_into_melee", "enemy"}, {"charge_run_up", "3"}}, "ww1", why));
  EXPECT_EQ(read_play_options({{"charge_run_up", "3"}}, "ww1", why)->charge_run_up, 3);
}

TEST(PlayOptions, FireAtAHexBothSidesHoldReachesTheEnemyOnly) {
  World w;
  const UnitId firer = w.unit("0503", "infantry", w.allies, 8);
  const UnitId friend_in_melee = w.unit("0504", "infantry", w.allies, 8);
  const UnitId enemy = w.unit("0504", "infantry", w.axis, 8);
  const FirePlan p = plan_direct_fire(w.state, w.tables, {}, {{firer}, w.hex("0504"), {}, false});
  ASSERT_TRUE(p.legal) << p.error;
  EXPECT_EQ(p.targets, std::vector<UnitId>{enemy});
  EXPECT_NE(p.targets.front(), friend_in_melee);
}

// Inf6 assaults dug-in Inf5 in 0606; a six on each die leaves both sides there: a melee.
std::string field(const char* melee_option) {
  test::cs::Field f;
  f.title = "Melee field";
  f.options = melee_option;
  f.side_a = R"(<unit name="Inf6" type="inf" at="0605"/>)";
  f.side_b = R"(<unit name="Inf5" type="inf" at="0606" dug_in="true"/>
    <unit name="Inf7" type="inf" at="0607"/>)";
  return test::cs::field_text(f);
}

TEST(PlayOptions, FireIntoAMeleeIsRefusedByDefaultAndReachesTheEnemyWithTheOption) {
  for (const bool allowed : {false, true}) {
    SCOPED_TRACE(allowed);
    auto s = test::cs::open(field(allowed ? R"(
    <option name="fire_into_melee" value="enemy"/>)"
                                          : ""));
    ASSERT_TRUE(s);
    Match m = s->match();
    ASSERT_TRUE(test::cs::forced(*s, m, "a assault 0605 0606", std::vector<int>(12, 6)).ok);
    ASSERT_EQ(m.flow.active_side, *m.state.find_side("b"));
    const auto why = s->rules().validate(m, test::cmd("b fire 0607 0606"));
    if (!allowed) {
      EXPECT_EQ(why.value_or(""), "0606 is a melee: nobody fires into it");
      continue;
    }
    // The fire reaches Inf6 only: Inf5 is b's own.
    EXPECT_FALSE(why.has_value()) << *why;
    const ApplyResult r = test::cs::forced(*s, m, "b fire 0607 0606", {6, 6, 6, 6, 6, 6});
    ASSERT_TRUE(r.ok) << r.error;
    EXPECT_EQ(r.resolutions.at(0).kind, "direct_fire");
    EXPECT_EQ(m.state.unit(test::cs::unit(m, "Inf5")).status, UnitStatus::Good);  // not reached
  }
}

}  // namespace
}  // namespace hexfire::column_shift::testing
