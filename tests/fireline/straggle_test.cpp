// Straggle checks: when they happen, the table boundaries, every DRM, the natural 9, the
// owner's choice, and the exact odds the preview shows.
#include <gtest/gtest.h>

#include "engine/rules/fireline/movement_execute.hpp"
#include "engine/rules/fireline/fireline_unit.hpp"
#include "move_world.hpp"

namespace hexfire::fireline {
namespace {

using testing::World;

// Woods along column 4 (rows 1-6); the USA colonel sits in 0201, in command range of the path.
World woods_world() {
  World w(8, 8);
  for (int r = 1; r <= 6; ++r) w.terrain("040" + std::to_string(r), "woods");
  w.usa_leader("Col. Smith", "0202");
  return w;
}

MoveOrder order(const World& w, std::vector<UnitId> units, std::initializer_list<const char*> path) {
  MoveOrder o;
  o.units = std::move(units);
  o.path = w.hexes(path);
  return o;
}

TEST(FirelineStraggle, CheckedOnlyBetweenTwoNonClearHexes) {
  World w = woods_world();
  const UnitId u = w.usa_inf("12th Oh", "0401");
  const MovePlan p = plan_move(w.ctx, w.state, order(w, {u}, {"0402", "0403"}));
  ASSERT_TRUE(p.legal) << p.error;
  EXPECT_TRUE(p.legs[0].straggle);
  EXPECT_TRUE(p.legs[1].straggle);
  // Clear -> woods and woods -> clear make no check.
  World v = woods_world();
  const UnitId a = v.usa_inf("A", "0301");
  const MovePlan q = plan_move(v.ctx, v.state, order(v, {a}, {"0401", "0501"}));
  ASSERT_TRUE(q.legal) << q.error;
  EXPECT_FALSE(q.legs[0].straggle);
  EXPECT_FALSE(q.legs[1].straggle);
}

TEST(FirelineStraggle, ArtilleryStacksAndChargesMakeNoCheck) {
  World w = woods_world();
  w.terrain("0501", "woods").terrain("0502", "woods");
  const UnitId art = w.unit("Bty A", "artillery", w.usa, "0501");
  EXPECT_FALSE(plan_move(w.ctx, w.state, order(w, {art}, {"0502"})).legs[0].straggle);
  // A charge (charge_move_test.cpp): cavalry moving into its charge on the 5th Virginia.
  const UnitId cav = w.unit("1st Oh Cav", "cavalry", w.usa, "0401");
  w.csa_inf("5th Va", "0403");
  MoveOrder o = order(w, {cav}, {"0402"});
  EXPECT_TRUE(plan_move(w.ctx, w.state, o).legs[0].straggle);
  o.charging = true;
  const MovePlan charge = plan_move(w.ctx, w.state, o);
  ASSERT_TRUE(charge.legal) << charge.error;
  EXPECT_FALSE(charge.legs[0].straggle);
}

TEST(FirelineStraggle, NoCheckInTheThoroughfareBonusHex) {
  World w = woods_world();
  for (int r = 1; r < 6; ++r) w.road("040" + std::to_string(r), "040" + std::to_string(r + 1));
  const UnitId u = w.usa_inf("12th Oh", "0401");
  const MovePlan p = plan_move(w.ctx, w.state, order(w, {u}, {"0402", "0403", "0404", "0405"}));
  ASSERT_TRUE(p.legal) << p.error;
  EXPECT_TRUE(p.legs[2].straggle);
  EXPECT_TRUE(p.legs[3].bonus);
  EXPECT_FALSE(p.legs[3].straggle);
}

// The straggle threshold read for a lone unit of this morale (in command, no leader with it).
int threshold_for_morale(int morale) {
  World w = woods_world();
  const UnitId u = w.usa_inf("12th Oh", "0401", 4, morale);
  const StraggleCheck c = make_straggle_check(w.ctx, w.state, {u}, w.hex("0401"), w.hex("0402"), false);
  EXPECT_EQ(c.morale, morale);
  EXPECT_TRUE(c.drms.empty());
  return c.threshold;
}

TEST(FirelineStraggle, TableBoundaries) {
  EXPECT_EQ(threshold_for_morale(0), 4);
  EXPECT_EQ(threshold_for_morale(3), 4);
  EXPECT_EQ(threshold_for_morale(4), 5);
  EXPECT_EQ(threshold_for_morale(5), 5);
  EXPECT_EQ(threshold_for_morale(6), 6);
  EXPECT_EQ(threshold_for_morale(7), 6);
  EXPECT_EQ(threshold_for_morale(9), 6);  // above the table: its last row
}

TEST(FirelineStraggle, RollAtTheThresholdStragglesOneBelowPasses) {
  World w = woods_world();
  const UnitId u = w.usa_inf("12th Oh", "0401", 4, 4);
  const StraggleCheck c = make_straggle_check(w.ctx, w.state, {u}, w.hex("0401"), w.hex("0402"), false);
  ScriptedDice four({4}), five({5});
  const StraggleRoll pass = roll_straggle(c, four);
  const StraggleRoll fail = roll_straggle(c, five);
  EXPECT_FALSE(pass.straggled);
  EXPECT_EQ(pass.ledger.result, "pass");
  EXPECT_TRUE(fail.straggled);
  EXPECT_EQ(fail.ledger.result, "straggle");
  ASSERT_EQ(fail.ledger.dice.size(), 1u);
  EXPECT_EQ(fail.ledger.dice[0].value, 5);
  EXPECT_DOUBLE_EQ(straggle_odds(c).value(), 0.5);
}

// D-1 (revised): the chart's heading "Avg. Base Morale" read literally by default; AMM as the
// straggle_uses_amm option.
TEST(FirelineStraggle, BaseMoraleByDefaultModifiedMoraleAsOption) {
  World w = woods_world();
  const UnitId u = w.usa_inf("12th Oh", "0401", 4, 6);
  fireline_unit(w.state.unit_mut(u)).o_hits = 2;  // modified morale 4
  StraggleCheck c = make_straggle_check(w.ctx, w.state, {u}, w.hex("0401"), w.hex("0402"), false);
  EXPECT_EQ(c.morale, 6);  // O hits are not subtracted from the base morale
  EXPECT_EQ(c.threshold, 6);
  w.options({{"straggle_uses_amm", "true"}});
  c = make_straggle_check(w.ctx, w.state, {u}, w.hex("0401"), w.hex("0402"), false);
  EXPECT_EQ(c.morale, 4);
  EXPECT_EQ(c.threshold, 5);
}

TEST(FirelineStraggle, BaseMoraleIsTheRoundedDownAverageOfTheMovingUnits) {
  World w = woods_world();
  const UnitId a = w.usa_inf("A", "0401", 2, 7);
  const UnitId b = w.usa_inf("B", "0401", 2, 4);
  const StraggleCheck c = make_straggle_check(w.ctx, w.state, {a, b}, w.hex("0401"), w.hex("0402"), false);
  EXPECT_EQ(c.morale, 5);  // (7 + 4) / 2 rounded down
  EXPECT_EQ(c.threshold, 5);
}

TEST(FirelineStraggle, OutOfCommandCountsOnlyInTheAmmOption) {
  World w(10, 8);
  w.terrain("0901", "woods").terrain("0902", "woods");
  w.usa_leader("Col. Smith", "0101");
  const UnitId u = w.usa_inf("12th Oh", "0901", 4, 6);
  StraggleCheck c = make_straggle_check(w.ctx, w.state, {u}, w.hex("0901"), w.hex("0902"), false);
  EXPECT_EQ(c.morale, 6);
  w.options({{"straggle_uses_amm", "true"}});
  c = make_straggle_check(w.ctx, w.state, {u}, w.hex("0901"), w.hex("0902"), false);
  EXPECT_EQ(c.morale, 5);
  EXPECT_EQ(c.threshold, 5);
}

// The leader counts once: the table's -1 DRM, never also the schedule's +1 (D-1).
TEST(FirelineStraggle, LeaderMovingWithTheStackCountsOnce) {
  for (const char* amm : {"false", "true"}) {
    World w = woods_world();
    w.options({{"straggle_uses_amm", amm}});
    const UnitId u = w.usa_inf("12th Oh", "0401", 4, 5);
    const UnitId ldr = w.unit("Maj. Jones", "leader", w.usa, "0401", 0, 0);
    const StraggleCheck c = make_straggle_check(w.ctx, w.state, {u, ldr}, w.hex("0401"), w.hex("0402"), false);
    ASSERT_EQ(c.drms.size(), 1u) << amm;
    EXPECT_EQ(c.drms[0].value, -1);
    EXPECT_EQ(c.drms[0].label, "Leader moves with the stack");
    EXPECT_EQ(c.morale, 5) << amm;  // no +1 for the leader on top of the DRM
    // 5+ on die - 1: faces 6, 7, 8, 9.
    EXPECT_DOUBLE_EQ(straggle_odds(c).value(), 0.4);
  }
}

TEST(FirelineStraggle, EnteringOrLeavingAnEzocOnceEach) {
  World w = woods_world();
  const UnitId u = w.usa_inf("12th Oh", "0401", 4, 5);
  const Hex enemy = neighbor(w.hex("0402"), HexDirection::SE);
  w.csa_inf("5th Va", w.label(enemy));
  const StraggleCheck in = make_straggle_check(w.ctx, w.state, {u}, w.hex("0401"), w.hex("0402"), false);
  ASSERT_EQ(in.drms.size(), 1u);
  EXPECT_EQ(in.drms[0].label, "Leaving or entering an EZOC");
  EXPECT_NE(in.drms[0].reason.find(w.label(w.hex("0402"))), std::string::npos);
  // Leaving (from inside a zone) counts the same, and never twice.
  const StraggleCheck out = make_straggle_check(w.ctx, w.state, {u}, w.hex("0402"), w.hex("0403"), false);
  EXPECT_EQ(out.drms.size(), 1u);
  const StraggleCheck none = make_straggle_check(w.ctx, w.state, {u}, w.hex("0405"), w.hex("0406"), false);
  EXPECT_TRUE(none.drms.empty());
}

TEST(FirelineStraggle, AlongAThoroughfareFromTheMap) {
  World w = woods_world();
  w.road("0401", "0402");
  const UnitId u = w.usa_inf("12th Oh", "0401", 4, 5);
  MoveOrder o = order(w, {u}, {"0402", "0403"});
  const MovePreview pv = preview_move(w.ctx, w.state, o);
  ASSERT_EQ(pv.checks.size(), 2u);
  ASSERT_EQ(pv.checks[0].check.drms.size(), 1u);
  EXPECT_EQ(pv.checks[0].check.drms[0].label, "Moving along a thoroughfare");
  EXPECT_TRUE(pv.checks[1].check.drms.empty());
  EXPECT_DOUBLE_EQ(pv.checks[0].straggle.value(), 0.4);  // die - 1 >= 5
  EXPECT_DOUBLE_EQ(pv.checks[1].straggle.value(), 0.5);
}

TEST(FirelineStraggle, NaturalNineAlwaysStraggles) {
  World w = woods_world();
  w.road("0401", "0402");
  const UnitId u = w.usa_inf("12th Oh", "0401", 4, 7);
  const UnitId ldr = w.unit("Maj. Jones", "leader", w.usa, "0401", 0, 0);
  w.csa_inf("5th Va", w.label(neighbor(w.hex("0402"), HexDirection::SE)));
  const StraggleCheck c = make_straggle_check(w.ctx, w.state, {u, ldr}, w.hex("0401"), w.hex("0402"), true);
  EXPECT_EQ(c.total_drm(), -3);
  ScriptedDice nine({9}), eight({8});
  const StraggleRoll r9 = roll_straggle(c, nine);
  EXPECT_TRUE(r9.straggled);
  ASSERT_FALSE(r9.ledger.notes.empty());
  EXPECT_NE(r9.ledger.notes[0].find("natural 9"), std::string::npos);
  EXPECT_FALSE(roll_straggle(c, eight).straggled);
  EXPECT_DOUBLE_EQ(straggle_odds(c).value(), 0.1);
}

TEST(FirelineStraggle, OwnerChoosesToStop) {
  World w = woods_world();
  const UnitId u = w.usa_inf("12th Oh", "0401", 4, 5);
  ScriptedDice dice({7});
  std::vector<StragglePrompt> asked;
  const MoveResult r = execute_move(w.state, w.ctx, order(w, {u}, {"0402", "0403"}), dice,
                                    [&](const StragglePrompt& p) {
                                      asked.push_back(p);
                                      return StraggleChoice::Stop;
                                    });
  ASSERT_TRUE(r.legal) << r.error;
  ASSERT_EQ(asked.size(), 1u);
  ASSERT_EQ(asked[0].options.size(), 2u);
  EXPECT_EQ(asked[0].side, w.usa);
  EXPECT_NE(asked[0].options[0].label.find("12th Oh: O hits 0 -> 1"), std::string::npos) << asked[0].options[0].label;
  EXPECT_TRUE(r.stopped_by_straggle);
  EXPECT_EQ(r.end, w.hex("0401"));
  EXPECT_EQ(w.state.unit(u).position, w.hex("0401"));
  EXPECT_EQ(fireline_unit(w.state.unit(u)).o_hits, 0);
  ASSERT_EQ(r.ledger.follow_ups.size(), 1u);
  EXPECT_EQ(r.ledger.follow_ups[0].kind, "straggle");
}

TEST(FirelineStraggle, OwnerTakesTheHitAndGoesOn) {
  World w = woods_world();
  const UnitId u = w.usa_inf("12th Oh", "0401", 4, 5);
  ScriptedDice dice({7, 0});
  const MoveResult r = execute_move(w.state, w.ctx, order(w, {u}, {"0402", "0403"}), dice, always_take_hit);
  ASSERT_TRUE(r.legal) << r.error;
  EXPECT_TRUE(r.completed);
  EXPECT_EQ(r.o_hits, 1);
  EXPECT_EQ(fireline_unit(w.state.unit(u)).o_hits, 1);
  EXPECT_EQ(w.state.unit(u).position, w.hex("0403"));
  ASSERT_EQ(r.ledger.follow_ups.size(), 2u);
  EXPECT_EQ(r.ledger.follow_ups[0].result, "straggle");
  EXPECT_EQ(r.ledger.follow_ups[1].result, "pass");
  // The second check read the base morale (D-1): the O hit does not lower it.
  EXPECT_EQ(r.ledger.follow_ups[1].base_value, 5);
}

TEST(FirelineStraggle, AtMostOneHitPerCheckForTheWholeStack) {
  World w = woods_world();
  const UnitId a = w.usa_inf("12th Oh A", "0401", 4, 5);
  const UnitId b = w.usa_inf("12th Oh B", "0401", 3, 5);
  ScriptedDice dice({9});
  const MoveResult r = execute_move(w.state, w.ctx, order(w, {a, b}, {"0402"}), dice, always_take_hit);
  ASSERT_TRUE(r.completed);
  EXPECT_EQ(fireline_unit(w.state.unit(a)).o_hits + fireline_unit(w.state.unit(b)).o_hits, 1);
  EXPECT_EQ(fireline_unit(w.state.unit(a)).o_hits, 1) << "the unit with most SP takes it (6.4)";
}

TEST(FirelineStraggle, PreviewDistributionComesFromTheSameCode) {
  World w = woods_world();
  const UnitId u = w.usa_inf("12th Oh", "0401", 4, 5);
  const MovePreview pv = preview_move(w.ctx, w.state, order(w, {u}, {"0402", "0403"}), always_stop);
  ASSERT_TRUE(pv.plan.legal);
  ASSERT_EQ(pv.checks.size(), 2u);
  EXPECT_DOUBLE_EQ(pv.outcomes.probability_of("ends in 0403"), 0.25);
  EXPECT_DOUBLE_EQ(pv.outcomes.probability_of("stops in 0401 (stragglers)"), 0.5);
  EXPECT_DOUBLE_EQ(pv.outcomes.probability_of("stops in 0402 (stragglers)"), 0.25);
  // The state itself is untouched by a preview.
  EXPECT_EQ(w.state.unit(u).position, w.hex("0401"));
}

}  // namespace
}  // namespace hexfire::fireline
