// Picking firers (5.2, D-11): the owner names which units of the stack fire; the hex's fire limit
// still caps what counts, and a pick that is not in the stack is refused with its reason.
#include <gtest/gtest.h>

#include "engine/rules/fireline/action_script.hpp"
#include "engine/rules/fireline/fire.hpp"
#include "engine/rules/fireline/fireline_stack.hpp"
#include "tests/support/fireline_fixture.hpp"

namespace hexfire::fireline {
namespace {

using test_support::FirelineFixture;

int counted_sp(const FirePlan& p, UnitId id) {
  for (const auto& f : p.firers)
    if (f.unit == id) return f.sp;
  return -1;  // not among the firers
}

bool has_input(const Resolution& r, const std::string& label, const std::string& part) {
  for (const auto& [l, v] : r.inputs)
    if (l == label && v.find(part) != std::string::npos) return true;
  return false;
}

// A clear hex with two 3-SP regiments and a 2-SP battery, one hex from an enemy regiment.
struct PickWorld : FirelineFixture {
  UnitId inf_a = unit("0505", "infantry", usa, 3, 5, HexDirection::N, 0, 0, "1st Ohio");
  UnitId inf_b = unit("0505", "infantry", usa, 3, 5, HexDirection::N, 0, 0, "2nd Ohio");
  UnitId guns = unit("0505", "artillery", usa, 2, 5, HexDirection::N, 0, 0, "Battery A");
  UnitId enemy = unit("0504", "infantry", csa, 4, 5, HexDirection::S, 0, 0, "5th Virginia");
  FireAction at_enemy(std::vector<UnitId> picked = {}) { return {hex("0505"), hex("0504"), false, false, std::move(picked)}; }
};

TEST(FirePick, WholeStackTakesTheBetterOfSmallArmsUpToFourOrAllArtillery) {
  PickWorld w;
  const FirePlan p = plan_fire(w.state, w.ctx, w.at_enemy());
  ASSERT_TRUE(p.legal) << p.illegal_reason;
  EXPECT_EQ(p.fire_value, 8);  // 4 small-arms SP x 2 beats the battery's 2 x 2
  EXPECT_EQ(counted_sp(p, w.inf_a) + counted_sp(p, w.inf_b), 4);
  EXPECT_EQ(counted_sp(p, w.guns), -1);
  EXPECT_FALSE(has_input(p.ledger, "Picked to fire", ""));
}

TEST(FirePick, OneRegimentPickedFiresAloneAndTheLedgerSaysWhoHoldsFire) {
  PickWorld w;
  const FirePlan p = plan_fire(w.state, w.ctx, w.at_enemy({w.inf_b}));
  ASSERT_TRUE(p.legal) << p.illegal_reason;
  EXPECT_EQ(p.fire_value, 6);  // 3 SP x 2 at one hex
  ASSERT_EQ(p.firers.size(), 1u);
  EXPECT_EQ(p.firers[0].unit, w.inf_b);
  EXPECT_TRUE(has_input(p.ledger, "Picked to fire", "2nd Ohio"));
  EXPECT_TRUE(has_input(p.ledger, "Picked to fire", "holding fire: 1st Ohio"));
}

TEST(FirePick, TheBatteryPickedAloneFiresAsArtillery) {
  PickWorld w;
  const FirePlan p = plan_fire(w.state, w.ctx, w.at_enemy({w.guns}));
  ASSERT_TRUE(p.legal) << p.illegal_reason;
  EXPECT_EQ(p.fire_value, 4);  // 2 SP x 2 at one hex
  EXPECT_TRUE(p.artillery_fire);
}

TEST(FirePick, PickedUnitsStillObeyTheFireLimitOfTheHex) {
  PickWorld w;
  w.terrain("0505", "woods");  // not clear: up to 3 SP of any mix
  const FirePlan p = plan_fire(w.state, w.ctx, w.at_enemy({w.inf_a, w.guns}));
  ASSERT_TRUE(p.legal) << p.illegal_reason;
  EXPECT_EQ(counted_sp(p, w.inf_a) + std::max(0, counted_sp(p, w.guns)), 3);
  EXPECT_EQ(counted_sp(p, w.inf_b), -1);
}

TEST(FirePick, APickOutsideTheStackOrTwiceIsRefusedWithItsReason) {
  PickWorld w;
  const UnitId elsewhere = w.unit("0707", "infantry", w.usa, 3, 5, HexDirection::N, 0, 0, "9th Ohio");
  FirePlan p = plan_fire(w.state, w.ctx, w.at_enemy({w.inf_a, elsewhere}));
  EXPECT_FALSE(p.legal);
  EXPECT_EQ(p.illegal_reason, "9th Ohio is not a combat unit of the stack in 0505 and cannot be picked to fire");
  p = plan_fire(w.state, w.ctx, w.at_enemy({w.inf_a, w.inf_a}));
  EXPECT_FALSE(p.legal);
  EXPECT_EQ(p.illegal_reason, "1st Ohio is picked to fire twice");
}

TEST(FirePick, APickThatCannotReachTheRangeLeavesNoFirer) {
  PickWorld w;
  const UnitId horse = w.unit("0508", "cavalry", w.usa, 2, 5, HexDirection::N, 0, 0, "1st Ohio Cavalry");
  w.unit("0508", "artillery", w.usa, 2, 5, HexDirection::N, 0, 0, "Battery B");
  // Four hexes to 0504: cavalry has '-' there, the battery does not.
  const FirePlan p = plan_fire(w.state, w.ctx, {w.hex("0508"), w.hex("0504"), false, false, {horse}});
  EXPECT_FALSE(p.legal);
  EXPECT_NE(p.illegal_reason.find("1st Ohio Cavalry (Cav) has range factor '-' at 4 hexes"), std::string::npos)
      << p.illegal_reason;
  EXPECT_TRUE(plan_fire(w.state, w.ctx, {w.hex("0508"), w.hex("0504")}).legal);
}

TEST(FirePick, ScriptArgumentsNameThePickByUnitNumber) {
  PickWorld w;
  std::string why;
  const auto a = parse_fire_args(w.state, {"0505", "0504", "advance", units_arg({w.inf_b, w.guns})}, why);
  ASSERT_TRUE(a) << why;
  EXPECT_TRUE(a->vs_advance);
  EXPECT_EQ(a->units, (std::vector<UnitId>{w.inf_b, w.guns}));
  EXPECT_EQ(units_arg({w.inf_b, w.guns}), "units=" + std::to_string(w.inf_b.value) + "," + std::to_string(w.guns.value));

  EXPECT_FALSE(parse_fire_args(w.state, {"0505", "0504", "units=1,x"}, why));
  EXPECT_EQ(why, "'x' in units=1,x is not a unit number (hexfire-cli state lists them)");
  EXPECT_FALSE(parse_fire_args(w.state, {"0505", "0504", "units=99"}, why));
  EXPECT_EQ(why, "'99' in units=99 is not a unit number (hexfire-cli state lists them)");
  EXPECT_FALSE(parse_fire_args(w.state, {"0505", "0504", "units="}, why));
  EXPECT_FALSE(parse_fire_args(w.state, {"0505", "0504", "units=0", "units=1"}, why));
  EXPECT_EQ(why, "'units=1' is not advance, pre-assault or units=N,N (or is given twice)");
}

TEST(FirePick, ResolvedFireUsesOnlyThePick) {
  PickWorld w;
  ScriptedDice dice({9, 9});  // whatever the dice read, only the fire value is checked here
  const FireOutcome out = resolve_fire(w.state, w.ctx, w.at_enemy({w.guns}), dice);
  ASSERT_TRUE(out.ok) << out.error;
  EXPECT_EQ(out.ledger.base_value, 4);
}

// The Advance Fire marker (-2) is the firers': a regiment that moved in shares the hex with one
// that did not; picking only the one that did not fire without the marker.
TEST(FirePick, AdvanceFireCountsOnlyForUnitsThatFire) {
  PickWorld w;
  set_tag(w.state.unit_mut(w.inf_a), kTagAdvanceFire, true);
  const auto has_marker = [&](const FirePlan& p) {
    return p.ledger.find("advance_fire_marker") != nullptr;
  };
  EXPECT_TRUE(has_marker(plan_fire(w.state, w.ctx, w.at_enemy())));
  EXPECT_TRUE(has_marker(plan_fire(w.state, w.ctx, w.at_enemy({w.inf_a}))));
  EXPECT_FALSE(has_marker(plan_fire(w.state, w.ctx, w.at_enemy({w.inf_b}))));
}

}  // namespace
}  // namespace hexfire::fireline
