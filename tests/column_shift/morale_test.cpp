// Morale checks, recovery and leader casualties (rules reference 3.3, 6.1, B-4, B-6, B-7), each
// rolled with chosen dice on a small map.
#include <gtest/gtest.h>

#include "column_shift_world.hpp"
#include "engine/rules/column_shift/morale.hpp"

namespace hexfire::column_shift::testing {
namespace {

class Morale : public ::testing::Test {
 protected:
  World w;
  MoraleOptions options;
  UnitId unit{};
  void SetUp() override { unit = w.unit("0505", "infantry", w.allies, 6); }  // morale 7
  MoraleCheck check(int bonus, std::vector<int> dice) {
    ScriptedDice d(std::move(dice));
    return check_morale(w.state, options, unit, bonus, d);
  }
};

TEST_F(Morale, AtOrUnderMoralePassesOneOrTwoOverDisruptsThreeOverDemoralizes) {
  EXPECT_EQ(check(0, {3, 4}).effect, MoraleEffect::None);  // 7 against 7
  EXPECT_EQ(check(0, {4, 4}).effect, MoraleEffect::Disrupted);
  EXPECT_EQ(check(0, {4, 5}).effect, MoraleEffect::Disrupted);
  EXPECT_EQ(check(0, {5, 5}).effect, MoraleEffect::Demoralized);
  // M2 adds to the roll: 7 + 2 is two over.
  const MoraleCheck m2 = check(2, {3, 4});
  EXPECT_EQ(m2.effect, MoraleEffect::Disrupted);
  ASSERT_NE(m2.ledger.find("result_bonus"), nullptr);
  EXPECT_EQ(m2.ledger.find("result_bonus")->op, ModifierOp::DieRollModifier);
  EXPECT_EQ(m2.ledger.dice.size(), 2u);
}

TEST_F(Morale, ALeaderInTheHexRaisesMoraleAndTheOptionReachesAdjacentHexes) {
  const UnitId l = w.unit("0505", "leader", w.allies, 1, 0, "Lt. Brandt");
  const MoraleCheck c = check(0, {4, 4});  // 8 against 7 + 1
  EXPECT_EQ(c.effect, MoraleEffect::None);
  ASSERT_NE(c.ledger.find("leader"), nullptr);
  EXPECT_EQ(c.ledger.find("leader")->source.unit, l);
  w.state.unit_mut(l).position = w.hex("0506");
  EXPECT_EQ(check(0, {4, 4}).effect, MoraleEffect::Disrupted);  // not in the hex
  options.leader_reach = LeaderReach::Adjacent;
  EXPECT_EQ(check(0, {4, 4}).effect, MoraleEffect::None);
  w.state.unit_mut(l).status = UnitStatus::Demoralized;
  EXPECT_EQ(check(0, {4, 4}).effect, MoraleEffect::Disrupted);  // a demoralized leader helps nobody
}

TEST_F(Morale, CompoundFailuresDemoralizeThenLowerMorale) {
  w.state.unit_mut(unit).status = UnitStatus::Disrupted;
  const MoraleCheck c = check(0, {4, 4});  // one over
  EXPECT_EQ(c.effect, MoraleEffect::Demoralized);
  apply_morale(w.state, unit, c.effect);
  EXPECT_EQ(w.state.unit(unit).status, UnitStatus::Demoralized);
  EXPECT_EQ(current_morale(w.state, unit), 6);  // demoralized: -1
  const MoraleCheck again = check(0, {4, 3});   // 7 against 6
  EXPECT_EQ(again.effect, MoraleEffect::MoraleLost);
  apply_morale(w.state, unit, again.effect);
  EXPECT_EQ(current_morale(w.state, unit), 5);
  EXPECT_EQ(unit_state_rows(w.state.unit(unit)), (std::vector<FlowRow>{{"Morale lost", "1"}}));
  // A reduced unit checks against its reduced morale.
  w.state.unit_mut(unit).reduced = true;
  EXPECT_EQ(current_morale(w.state, unit), 4);
}

TEST_F(Morale, RecoveryNeedsStrictlyUnderMoraleWithTownOrEntrenchmentHelping) {
  w.state.unit_mut(unit).status = UnitStatus::Demoralized;  // morale 6
  ScriptedDice six({3, 3});
  RecoveryCheck r = check_recovery(w.state, unit, six);
  EXPECT_EQ(r.effect, RecoveryEffect::None);  // 6 is not under 6 (B-7)
  w.marker("0505", "entrenchment");
  ScriptedDice again({3, 3});
  r = check_recovery(w.state, unit, again);
  EXPECT_EQ(r.effect, RecoveryEffect::OneStep);
  ASSERT_NE(r.ledger.find("cover"), nullptr);
  apply_recovery(w.state, unit, r.effect);
  EXPECT_EQ(w.state.unit(unit).status, UnitStatus::Disrupted);
  apply_recovery(w.state, unit, RecoveryEffect::OneStep);
  EXPECT_EQ(w.state.unit(unit).status, UnitStatus::Good);
}

TEST_F(Morale, ANaturalTwoRecoversFullyAndANaturalTwelveLosesADemoralizedLeader) {
  w.state.unit_mut(unit).status = UnitStatus::Demoralized;
  column_shift_unit(w.state.unit_mut(unit)).morale_lost = 3;  // morale 3: a 2 is under it anyway
  ScriptedDice snake({1, 1});
  const RecoveryCheck r = check_recovery(w.state, unit, snake);
  EXPECT_EQ(r.effect, RecoveryEffect::Full);
  apply_recovery(w.state, unit, r.effect);
  EXPECT_EQ(w.state.unit(unit).status, UnitStatus::Good);
  EXPECT_EQ(current_morale(w.state, unit), 7);
  const UnitId l = w.unit("0606", "leader", w.allies, 1);
  w.state.unit_mut(l).status = UnitStatus::Demoralized;
  ScriptedDice boxcars({6, 6});
  const RecoveryCheck d = check_recovery(w.state, l, boxcars);
  EXPECT_EQ(d.effect, RecoveryEffect::Deserts);
  apply_recovery(w.state, l, d.effect);
  EXPECT_TRUE(w.state.unit(l).eliminated);
  // A 12 on anyone else is just a failure.
  w.state.unit_mut(unit).status = UnitStatus::Demoralized;
  ScriptedDice twelve({6, 6});
  EXPECT_EQ(check_recovery(w.state, unit, twelve).effect, RecoveryEffect::None);
}

TEST_F(Morale, ALeaderDiesWhenTheRollLessTheStepsLostIsTwoOrLess) {
  const UnitId l = w.unit("0505", "leader", w.allies, 1);
  ScriptedDice five({2, 3});
  EXPECT_FALSE(check_leader_casualty(w.state, l, 2, five).killed);  // 5 - 2 = 3
  ScriptedDice four({1, 3});
  const CasualtyCheck c = check_leader_casualty(w.state, l, 2, four);  // 4 - 2 = 2
  EXPECT_TRUE(c.killed);
  EXPECT_EQ(c.ledger.find("steps_lost")->value, -2);
  ScriptedDice two({1, 1});
  EXPECT_TRUE(check_leader_casualty(w.state, l, 0, two).killed);  // a 2 kills with no losses
}

// By default the reach follows the game: his hex in WWI (Infantry Attacks 14.1), the adjacent
// hexes too in WWII (Panzer Grenadier, seed 002's system); either may be named for both.
TEST(MoraleOptionsRead, TheReachFollowsTheVariantUnlessNamed) {
  std::string why;
  EXPECT_EQ(read_morale_options(load_rules()->options, "ww1", why)->leader_reach, LeaderReach::Hex);
  EXPECT_EQ(read_morale_options(load_rules()->options, "ww2", why)->leader_reach, LeaderReach::Adjacent);
  EXPECT_EQ(read_morale_options({{"leader_morale_reach", "adjacent"}}, "ww1", why)->leader_reach, LeaderReach::Adjacent);
  EXPECT_EQ(read_morale_options({{"leader_morale_reach", "hex"}}, "ww2", why)->leader_reach, LeaderReach::Hex);
  EXPECT_FALSE(read_morale_options({{"leader_morale_reach", "2"}}, "ww1", why));
  EXPECT_EQ(why, "option leader_morale_reach=\"2\": hex, adjacent or by_variant");
}

}  // namespace
}  // namespace hexfire::column_shift::testing
