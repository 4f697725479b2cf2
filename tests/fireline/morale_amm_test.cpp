// Average modified morale (5.4): the average, and each line of the schedule built from a map
// situation (routed, hooks for command and isolation, leaders, flank fire, charging, No-LoS fire).
#include <gtest/gtest.h>

#include <string>

#include "engine/rules/fireline/fire.hpp"
#include "engine/rules/fireline/fireline_unit.hpp"
#include "engine/rules/fireline/morale.hpp"
#include "tests/support/fireline_fixture.hpp"

namespace hexfire::fireline {
namespace {

using test_support::FirelineFixture;

const Modifier* line_of(const MoraleBreakdown& b, const std::string& id) {
  for (const auto& m : b.modifiers)
    if (m.id == id) return &m;
  return nullptr;
}

TEST(MoraleAmm, AverageOfMoraleLessHitsRoundedDown) {
  FirelineFixture f;
  const UnitId a = f.unit("0505", "infantry", f.usa, 3, 5);
  f.unit("0505", "infantry", f.usa, 3, 4);
  fireline_unit(f.state.unit_mut(a)).o_hits = 2;  // (5-2 + 4) / 2 = 3.5 -> 3
  const MoraleBreakdown b = average_modified_morale(f.state, f.ctx, f.hex("0505"));
  EXPECT_EQ(b.units, 2);
  EXPECT_EQ(b.sum, 7);
  EXPECT_EQ(b.average, 3);
  EXPECT_EQ(b.value, 3);
  EXPECT_TRUE(b.modifiers.empty());
}

TEST(MoraleAmm, ReducedSideUsesItsOwnMorale) {
  FirelineFixture f;
  const UnitId a = f.unit("0505", "infantry", f.usa, 4, 6, HexDirection::N, 2, 4);
  f.state.unit_mut(a).reduced = true;
  EXPECT_EQ(average_modified_morale(f.state, f.ctx, f.hex("0505")).value, 4);
  EXPECT_EQ(average_base_morale(f.state, f.hex("0505")), 4);
}

TEST(MoraleAmm, LeadersAreNotAveragedButGiveOnePoint) {
  FirelineFixture f;
  f.unit("0505", "infantry", f.usa, 3, 5);
  f.leader("0505", f.usa, "Col. Reed");
  f.leader("0505", f.usa, "Maj. Hale");
  const MoraleBreakdown b = average_modified_morale(f.state, f.ctx, f.hex("0505"));
  EXPECT_EQ(b.units, 1);
  const Modifier* m = line_of(b, "leader");
  ASSERT_NE(m, nullptr);
  EXPECT_EQ(m->value, +1);
  EXPECT_NE(m->reason.find("Col. Reed"), std::string::npos);
  EXPECT_EQ(b.value, 6);  // one leader's point only
}

TEST(MoraleAmm, RoutedStackIsOutOfCommand) {
  FirelineFixture f;
  const UnitId a = f.unit("0505", "infantry", f.usa, 3, 5);
  f.state.unit_mut(a).status = UnitStatus::Routed;
  const MoraleBreakdown b = average_modified_morale(f.state, f.ctx, f.hex("0505"));
  const Modifier* m = line_of(b, "out_of_command");
  ASSERT_NE(m, nullptr);
  EXPECT_EQ(m->value, -1);
  EXPECT_EQ(b.value, 4);
}

TEST(MoraleAmm, CommandAndIsolationHooks) {
  FirelineFixture f;
  f.unit("0505", "infantry", f.usa, 3, 5);
  const MoraleBreakdown before = average_modified_morale(f.state, f.ctx, f.hex("0505"));
  EXPECT_EQ(before.value, 5);  // default hooks: in command, not isolated
  f.ctx.hooks.out_of_command = [](const GameState&, Hex) -> std::optional<std::string> { return "leader 5 hexes away"; };
  f.ctx.hooks.isolated = [](const GameState&, Hex) -> std::optional<std::string> { return "no path to supply"; };
  const MoraleBreakdown b = average_modified_morale(f.state, f.ctx, f.hex("0505"));
  ASSERT_NE(line_of(b, "out_of_command"), nullptr);
  ASSERT_NE(line_of(b, "isolated"), nullptr);
  EXPECT_EQ(line_of(b, "isolated")->value, -2);
  EXPECT_EQ(line_of(b, "isolated")->reason, "no path to supply");
  EXPECT_EQ(b.value, 2);
}

TEST(MoraleAmm, FlankFireAndNoLosFireComeFromTheFirePlan) {
  FirelineFixture f(10, 10);
  f.unit("0505", "infantry", f.usa, 2, 5, HexDirection::N);
  f.unit("0504", "infantry", f.csa, 2, 5, HexDirection::N);  // its back to the firer
  const FirePlan p = plan_fire(f.state, f.ctx, {f.hex("0505"), f.hex("0504")});
  ASSERT_TRUE(p.legal);
  const MoraleBreakdown b = average_modified_morale(f.state, f.ctx, f.hex("0504"), p.target_situation);
  const Modifier* m = line_of(b, "flanked");
  ASSERT_NE(m, nullptr);
  EXPECT_EQ(m->value, -1);
  EXPECT_EQ(b.value, 4);

  FirelineFixture g(10, 12);
  g.elevation("0501", 2).hexside("0501", HexDirection::S, "slope");  // sighting down a slope
  g.unit("0501", "artillery", g.usa, 4, 5, HexDirection::S);
  g.unit("0508", "infantry", g.csa, 2, 5, HexDirection::N);
  const FirePlan q = plan_fire(g.state, g.ctx, {g.hex("0501"), g.hex("0508")});
  ASSERT_TRUE(q.legal) << q.illegal_reason;
  const MoraleBreakdown c = average_modified_morale(g.state, g.ctx, g.hex("0508"), q.target_situation);
  ASSERT_NE(line_of(c, "no_los_target"), nullptr);
  EXPECT_EQ(c.value, 6);
}

TEST(MoraleAmm, ChargingOrAssaultingStack) {
  FirelineFixture f;
  f.unit("0505", "cavalry", f.usa, 3, 5);
  MoraleSituation sit;
  sit.charging = "charging 0504";
  const MoraleBreakdown b = average_modified_morale(f.state, f.ctx, f.hex("0505"), sit);
  ASSERT_NE(line_of(b, "charging"), nullptr);
  EXPECT_EQ(b.value, 6);
}

TEST(MoraleAmm, CheckPassesOnRollAtOrBelowAmm) {
  FirelineFixture f;
  f.unit("0505", "infantry", f.usa, 3, 5);
  const StackWork w = snapshot_stack(f.state, f.ctx, f.hex("0505"));
  for (int die = 0; die < 10; ++die) {
    ScriptedDice dice({die});
    bool passed = false;
    const Resolution r = morale_check(w, dice, "disorganization", "check", passed);
    EXPECT_EQ(passed, die <= 5) << die;
    EXPECT_EQ(r.result, die <= 5 ? "pass" : "fail");
  }
}

}  // namespace
}  // namespace hexfire::fireline
