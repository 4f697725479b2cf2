// What a result does (rules reference 1.2, 2.2, 3.1, 6.1): step losses by category with the
// owner's choice or the best morale status first, then the survivors' checks and the leaders'
// casualty checks, each built on a small map with chosen dice.
#include <gtest/gtest.h>

#include "column_shift_world.hpp"
#include "engine/rules/column_shift/results.hpp"

namespace hexfire::column_shift::testing {
namespace {

class Results : public ::testing::Test {
 protected:
  World w;
  MoraleOptions options;
  std::vector<std::pair<std::vector<UnitId>, LossCategory>> asked;  // what the chooser was offered
  // The owner's choice: the last candidate, recorded.
  LossChooser last() {
    return [this](const std::vector<UnitId>& c, LossCategory cat, int) {
      asked.emplace_back(c, cat);
      return c.back();
    };
  }
};

TEST_F(Results, AStepLossFlipsAFullUnitAndEliminatesAReducedOne) {
  const UnitId a = w.unit("0505", "infantry", w.allies, 6);
  take_step_loss(w.state, a);
  EXPECT_TRUE(w.state.unit(a).reduced);
  EXPECT_FALSE(w.state.unit(a).eliminated);
  take_step_loss(w.state, a);
  EXPECT_TRUE(w.state.unit(a).eliminated);
  const UnitId one_step = w.unit("0505", "infantry", w.allies, 1);  // reduced side 0: none
  take_step_loss(w.state, one_step);
  EXPECT_TRUE(w.state.unit(one_step).eliminated);
}

TEST_F(Results, AnXTakesOneStepPerCategoryThenM2ThenTheLeadersCasualtyCheck) {
  const UnitId a = w.unit("0505", "infantry", w.axis, 6, 4, "First Company");
  const UnitId b = w.unit("0505", "infantry", w.axis, 6, 4, "Second Company");
  const UnitId wagon = w.unit("0505", "wagon", w.axis, 0, 0, "Ammunition Wagon");
  const UnitId leader = w.unit("0505", "leader", w.axis, 1, 0, "Hptm. Vogel");
  // M2 checks of the two companies and the leader (1+1+2 each: passed), then his casualty check (12 - 2).
  ScriptedDice dice({1, 1, 1, 1, 1, 1, 6, 6});
  const AppliedResult r = apply_result(w.state, options, {a, b, wagon, leader}, *parse_cell("X"), false, {}, last(), dice);
  // Direct fire: the owner was asked for the combat loss (two candidates); the wagon was the only one.
  ASSERT_EQ(asked.size(), 1u);
  EXPECT_EQ(asked[0].first, (std::vector<UnitId>{a, b}));
  EXPECT_EQ(asked[0].second, LossCategory::CombatUnits);
  EXPECT_TRUE(w.state.unit(b).reduced);
  EXPECT_TRUE(w.state.unit(wagon).eliminated);
  EXPECT_EQ(r.steps_lost, 2);
  // M2 for the survivors (a, b, the leader), then the leader's casualty check.
  ASSERT_EQ(r.checks.size(), 4u);
  EXPECT_EQ(r.checks[0].kind, "morale");
  EXPECT_EQ(r.checks[0].find("result_bonus")->value, 2);
  EXPECT_EQ(r.checks[3].kind, "leader_casualty");
  EXPECT_EQ(r.checks[3].find("steps_lost")->value, -2);
  EXPECT_FALSE(w.state.unit(leader).eliminated);
}

// Seed 001's X: "check for leader casualties for any leaders in the hex", whether or not a step
// could be lost there: a leader fired at alone (opportunity fire) takes his M2 and then rolls,
// killed on 2 (no step lost to take off the roll).
TEST_F(Results, AnXOnALeaderAloneStillRollsForHisLife) {
  const UnitId leader = w.unit("0505", "leader", w.axis, 1);
  ScriptedDice dice({3, 3, 1, 1});
  const AppliedResult r = apply_result(w.state, options, {leader}, *parse_cell("X"), false, {}, last(), dice);
  EXPECT_EQ(r.steps_lost, 0);
  ASSERT_EQ(r.checks.size(), 2u);
  EXPECT_EQ(r.checks[1].kind, "leader_casualty");
  EXPECT_EQ(r.checks[1].result_text, "killed (2 - 0 = 2)");
  EXPECT_TRUE(w.state.unit(leader).eliminated);
}

TEST_F(Results, AnAssaultsFirstLossGoesToTheBestMoraleStatusAndLaterOnesFreely) {
  const UnitId good = w.unit("0505", "infantry", w.axis, 6, 4, "Good Company");
  const UnitId shaky = w.unit("0505", "infantry", w.axis, 6, 4, "Shaky Company");
  w.state.unit_mut(shaky).status = UnitStatus::Disrupted;
  ScriptedDice dice(std::vector<int>(8, 1));
  apply_result(w.state, options, {good, shaky}, *parse_cell("2M2"), true, {}, last(), dice);
  // First loss: only the good-order company could take it, so nobody was asked; the second: free.
  ASSERT_EQ(asked.size(), 1u);
  EXPECT_EQ(asked[0].first, (std::vector<UnitId>{good, shaky}));
  EXPECT_TRUE(w.state.unit(good).reduced);
  EXPECT_TRUE(w.state.unit(shaky).reduced);
  // In direct fire the owner places even the first.
  asked.clear();
  const UnitId c = w.unit("0606", "infantry", w.axis, 6);
  const UnitId d = w.unit("0606", "infantry", w.axis, 6);
  w.state.unit_mut(d).status = UnitStatus::Demoralized;
  ScriptedDice more(std::vector<int>(8, 1));
  apply_result(w.state, options, {c, d}, *parse_cell("X"), false, {}, last(), more);
  ASSERT_EQ(asked.size(), 1u);
  EXPECT_EQ(asked[0].first, (std::vector<UnitId>{c, d}));
  EXPECT_TRUE(w.state.unit(d).reduced);
}

TEST_F(Results, AMoraleResultChecksEveryoneAndCostsNoLeaderACheck) {
  const UnitId a = w.unit("0505", "infantry", w.axis, 6);
  const UnitId leader = w.unit("0505", "leader", w.axis, 1);
  ScriptedDice dice({6, 6, 1, 1});
  const AppliedResult r = apply_result(w.state, options, {a, leader}, *parse_cell("M1"), false, {}, last(), dice);
  ASSERT_EQ(r.checks.size(), 2u);
  EXPECT_EQ(w.state.unit(a).status, UnitStatus::Demoralized);  // 13 against 8 (leader +1)
  EXPECT_EQ(w.state.unit(leader).status, UnitStatus::Good);
  EXPECT_EQ(r.steps_lost, 0);
}

// B-8: seed 002's assault M reaches "all enemy units"; its leaders check only when a step loss
// occurs. Seed 000's M reaches every unit and leader. Read from the tables as shipped.
TEST_F(Results, AWwiiAssaultsMoraleResultReachesItsLeadersOnlyWithAStepLoss) {
  const UnitId a = w.unit("0505", "infantry", w.axis, 6);
  const UnitId leader = w.unit("0505", "leader", w.axis, 1);
  const CellResult& ww2_m = w.tables.assault.at("ww2").cell(1, 5);  // 18: M
  const CellResult& ww1_m = w.tables.assault.at("ww1").cell(1, 5);
  const CellResult& ww2_loss = w.tables.assault.at("ww2").cell(2, 7);  // 30+: 1M2
  ASSERT_EQ(ww2_m.code, "M");
  ASSERT_EQ(ww1_m.code, "M");
  ASSERT_EQ(ww2_loss.code, "1M2");
  auto checked = [](const AppliedResult& r) {
    std::vector<std::string> who;
    for (const Resolution& c : r.checks) who.push_back(c.kind + ":" + c.title);
    return who;
  };
  {
    ScriptedDice dice({1, 1, 1, 1});
    const AppliedResult r = apply_result(w.state, options, {a, leader}, ww2_m, true, {}, last(), dice);
    ASSERT_EQ(r.checks.size(), 1u) << ::testing::PrintToString(checked(r));  // the company alone
    EXPECT_EQ(dice.rolled().size(), 2u);
  }
  {
    ScriptedDice dice({1, 1, 1, 1});
    const AppliedResult r = apply_result(w.state, options, {a, leader}, ww1_m, true, {}, last(), dice);
    EXPECT_EQ(r.checks.size(), 2u) << ::testing::PrintToString(checked(r));  // and the leader
  }
  {
    // The step loss (the company flips), its M2 and the leader's, then his casualty check.
    ScriptedDice dice({1, 1, 1, 1, 6, 6});
    const AppliedResult r = apply_result(w.state, options, {a, leader}, ww2_loss, true, {}, last(), dice);
    EXPECT_EQ(r.steps_lost, 1);
    ASSERT_EQ(r.checks.size(), 3u) << ::testing::PrintToString(checked(r));
    EXPECT_EQ(r.checks[2].kind, "leader_casualty");
  }
}

TEST_F(Results, AUnitsOwnWorseResultChargesItsExtraLossesAndItsCheck) {
  const UnitId inf = w.unit("0505", "infantry", w.axis, 6);
  const UnitId gun = w.unit("0505", "gun", w.axis, 4);
  ScriptedDice dice(std::vector<int>(8, 1));
  // The hex read M; the gun's own column read X (7.52).
  const AppliedResult r = apply_result(w.state, options, {inf, gun}, *parse_cell("M"), false,
                                       {{gun, *parse_cell("X")}}, last(), dice);
  EXPECT_TRUE(w.state.unit(gun).reduced);
  EXPECT_FALSE(w.state.unit(inf).reduced);
  ASSERT_EQ(r.checks.size(), 2u);
  EXPECT_EQ(r.checks[0].find("result_bonus"), nullptr);          // the infantry at M
  EXPECT_EQ(r.checks[1].find("result_bonus")->value, 2);         // the gun at its own M2
  EXPECT_NE(r.consequences[0].find("its own column"), std::string::npos) << r.consequences[0];
}

TEST_F(Results, AnEmptyCategoryIsSkipped) {
  const UnitId a = w.unit("0505", "infantry", w.axis, 6);
  ScriptedDice dice(std::vector<int>(4, 1));
  const AppliedResult r = apply_result(w.state, options, {a}, *parse_cell("3X"), false, {}, last(), dice);
  EXPECT_TRUE(w.state.unit(a).eliminated);  // two of its three losses were enough
  EXPECT_EQ(r.steps_lost, 2);
  EXPECT_TRUE(r.checks.empty());  // nobody left to check
}

}  // namespace
}  // namespace hexfire::column_shift::testing
