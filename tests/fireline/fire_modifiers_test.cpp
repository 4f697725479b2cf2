// Each fire line modifier of 5.6 built as a map situation and read back from the ledger.
#include <gtest/gtest.h>

#include <string>

#include "engine/rules/fireline/fire.hpp"
#include "engine/rules/fireline/fireline_stack.hpp"
#include "tests/support/fireline_fixture.hpp"

namespace hexfire::fireline {
namespace {

using test_support::FirelineFixture;

// Infantry (2 SP) in 0505 fires north at infantry (2 SP) in `target`, facing the firer, in a run
// hex (no terrain shift): F = 4 at 1 hex, row 3-4, no modifier unless the test adds one.
struct Situation : FirelineFixture {
  UnitId firer, target;
  explicit Situation(const std::string& target_hex = "0504", std::map<std::string, std::string> options = {})
      : FirelineFixture(10, 10, options) {
    terrain(target_hex, "run");
    firer = unit("0505", "infantry", usa, 2, 5, HexDirection::N, 0, 0, "1st Ohio");
    target = unit(target_hex, "infantry", csa, 2, 5, HexDirection::S, 0, 0, "5th Virginia");
    target_label = target_hex;
  }
  std::string target_label;
  FirePlan plan(FireAction a = {}) {
    a.firer = hex("0505");
    a.target = hex(target_label);
    FirePlan p = plan_fire(state, ctx, a);
    EXPECT_TRUE(p.legal) << p.illegal_reason;
    return p;
  }
  // The ledger entry with this fire-modifier id; nullptr when absent.
  const Modifier* find(const FirePlan& p, const std::string& id) const { return p.ledger.find(id); }
};

TEST(FireModifiers, BaselineHasNone) {
  Situation s;
  const FirePlan p = s.plan();
  EXPECT_EQ(p.fire_value, 4);
  EXPECT_EQ(p.ledger.final_row, "3-4");
  EXPECT_TRUE(p.ledger.modifiers.empty()) << format_resolution(p.ledger);
}

TEST(FireModifiers, TargetInWoodsOrMarsh) {
  for (const char* t : {"woods", "marsh", "marsh_run"}) {
    Situation s;
    s.terrain("0504", t);
    const FirePlan p = s.plan();
    const Modifier* m = s.find(p, "target_cover");
    ASSERT_NE(m, nullptr) << t;
    EXPECT_EQ(m->value, -1);
    EXPECT_NE(m->reason.find("0504"), std::string::npos) << m->reason;
    EXPECT_EQ(p.ledger.final_row, "2");
  }
}

TEST(FireModifiers, TargetInClear) {
  Situation s;
  s.terrain("0504", "clear");
  const FirePlan p = s.plan();
  const Modifier* m = s.find(p, "target_clear");
  ASSERT_NE(m, nullptr);
  EXPECT_EQ(m->value, +1);
  EXPECT_EQ(p.ledger.final_row, "5-7");
}

TEST(FireModifiers, TargetOnThoroughfare) {
  Situation s;
  set_tag(s.state.unit_mut(s.target), kTagThoroughfare, true);
  const FirePlan p = s.plan();
  const Modifier* m = s.find(p, "target_clear");
  ASSERT_NE(m, nullptr);
  EXPECT_NE(m->reason.find("thoroughfare"), std::string::npos);
}

TEST(FireModifiers, ClearDoesNotApplyToArtilleryAtTwoHexes) {
  Situation s("0503");
  s.terrain("0503", "clear");
  s.state.remove_unit(s.firer);
  s.unit("0505", "artillery", s.usa, 2, 5, HexDirection::N);
  const FirePlan p = s.plan();
  EXPECT_EQ(s.find(p, "target_clear"), nullptr);
  bool noted = false;
  for (const auto& n : p.ledger.notes) noted = noted || n.find("does not apply: artillery") != std::string::npos;
  EXPECT_TRUE(noted) << format_resolution(p.ledger);
}

TEST(FireModifiers, TargetLowerThanFirer) {
  Situation s;  // the firer on the crest of a slope (TEC j: from an elevation)
  s.elevation("0505", 1);
  s.hexside("0505", HexDirection::N, "slope");
  const FirePlan p = s.plan();
  const Modifier* m = s.find(p, "target_lower");
  ASSERT_NE(m, nullptr);
  EXPECT_EQ(m->value, +1);
  Situation e;  // the railroad embankment counts as elevation (TEC j)
  e.terrain("0505", "rr_embankment");
  EXPECT_NE(e.find(e.plan(), "target_lower"), nullptr);
}

// TEC note j: "When firing from an elevation into a non-elevation hex, only." Higher ground that
// is neither a crest nor an embankment gives no +1, nor does fire into a lower embankment.
TEST(FireModifiers, LowTerrainOnlyFromAnElevationIntoANonElevationHex) {
  Situation plain;
  plain.elevation("0505", 1);  // higher, but no slope: not an elevation hex
  const FirePlan p = plain.plan();
  EXPECT_EQ(plain.find(p, "target_lower"), nullptr) << format_resolution(p.ledger);
  bool noted = false;
  for (const auto& n : p.ledger.notes) noted = noted || n.find("TEC note j") != std::string::npos;
  EXPECT_TRUE(noted) << format_resolution(p.ledger);
  Situation into;  // from a crest down into an embankment hex
  into.elevation("0505", 2);
  into.hexside("0505", HexDirection::N, "slope");
  into.terrain("0504", "rr_embankment");
  EXPECT_EQ(into.find(into.plan(), "target_lower"), nullptr);
}

TEST(FireModifiers, TargetBehindStoneWallOrAbatisButNotFence) {
  for (const char* side : {"stone_wall", "abatis"}) {
    Situation s("0503");
    s.hexside("0503", HexDirection::S, side);
    const FirePlan p = s.plan();
    const Modifier* m = s.find(p, "target_behind_cover");
    ASSERT_NE(m, nullptr) << side;
    EXPECT_EQ(m->value, -1);
    EXPECT_EQ(s.find(p, "firer_behind_cover"), nullptr);
  }
  Situation f("0503");
  f.hexside("0503", HexDirection::S, "fence");
  EXPECT_EQ(f.find(f.plan(), "target_behind_cover"), nullptr);
}

TEST(FireModifiers, FirerBehindAbatisFenceOrWall) {
  for (const char* side : {"fence", "abatis", "stone_wall"}) {
    Situation s("0503");
    s.hexside("0505", HexDirection::N, side);
    const FirePlan p = s.plan();
    const Modifier* m = s.find(p, "firer_behind_cover");
    ASSERT_NE(m, nullptr) << side;
    EXPECT_EQ(m->value, +1);
  }
}

// A wall, fence or abatis with a protected side (TEC note h, `behind=` in scenarios) shelters only
// the hex behind it: between two adjacent stacks it no longer helps both.
TEST(FireModifiers, OnlyTheProtectedSideOfAWallShelters) {
  Situation s;  // target 0504 adjacent; the wall on their shared hexside, 0504 behind it
  s.hexside("0504", HexDirection::S, "stone_wall");
  s.state.map().set_hexside_exposed(s.hex("0505"), HexDirection::N, true);
  FirePlan p = s.plan();
  ASSERT_NE(s.find(p, "target_behind_cover"), nullptr);
  EXPECT_EQ(s.find(p, "firer_behind_cover"), nullptr);
  bool said = false;
  for (const auto& n : p.ledger.notes) said = said || n.find("fires across the Stone wall from its exposed side") != std::string::npos;
  EXPECT_TRUE(said) << format_resolution(p.ledger);

  Situation t;  // the same wall facing the other way: the firer is behind it, the target in front
  t.hexside("0504", HexDirection::S, "stone_wall");
  t.state.map().set_hexside_exposed(t.hex("0504"), HexDirection::S, true);
  p = t.plan();
  EXPECT_EQ(t.find(p, "target_behind_cover"), nullptr);
  ASSERT_NE(t.find(p, "firer_behind_cover"), nullptr);
  said = false;
  for (const auto& n : p.ledger.notes) said = said || n.find("0504 is in front of the Stone wall on its S hexside") != std::string::npos;
  EXPECT_TRUE(said) << format_resolution(p.ledger);
}

TEST(FireModifiers, FireThroughTheTargetsFlank) {
  Situation s;
  s.state.unit_mut(s.target).facing = HexDirection::N;  // back to the firer in the south
  const FirePlan p = s.plan();
  const Modifier* m = s.find(p, "target_flanked");
  ASSERT_NE(m, nullptr);
  EXPECT_EQ(m->value, +1);
  EXPECT_TRUE(p.target_situation.flanked);

  Situation front;
  front.state.unit_mut(front.target).facing = HexDirection::SE;  // a front hexside neighbour of S
  const FirePlan q = front.plan();
  EXPECT_EQ(front.find(q, "target_flanked"), nullptr);
  EXPECT_FALSE(q.target_situation.flanked);
}

TEST(FireModifiers, TargetAdvancingOrPreAssault) {
  Situation s;
  FireAction a;
  a.vs_advance = true;
  EXPECT_NE(s.find(s.plan(a), "target_advance"), nullptr);
  FireAction b;
  b.vs_pre_assault = true;
  EXPECT_NE(s.find(s.plan(b), "target_advance"), nullptr);
  set_tag(s.state.unit_mut(s.target), kTagAdvancing, true);
  EXPECT_NE(s.find(s.plan(), "target_advance"), nullptr);
}

TEST(FireModifiers, TargetChargingAddsToAdvance) {
  Situation s;
  set_tag(s.state.unit_mut(s.target), kTagCharging, true);
  FireAction a;
  a.vs_advance = true;
  const FirePlan p = s.plan(a);
  EXPECT_NE(s.find(p, "target_charging"), nullptr);
  EXPECT_NE(s.find(p, "target_advance"), nullptr);
  EXPECT_EQ(p.ledger.final_row, "8-11");  // 3-4 + 2 rows
}

TEST(FireModifiers, SmallArmsAtArtillery) {
  Situation s;
  s.state.remove_unit(s.target);
  s.unit("0504", "artillery", s.csa, 2, 5, HexDirection::S);
  const FirePlan p = s.plan();
  const Modifier* m = s.find(p, "small_arms_vs_artillery");
  ASSERT_NE(m, nullptr);
  EXPECT_EQ(m->value, -1);
}

TEST(FireModifiers, TargetDensityFromFiveSp) {
  Situation s;
  s.unit("0504", "infantry", s.csa, 2, 5, HexDirection::S);  // 4 SP: no
  EXPECT_EQ(s.find(s.plan(), "target_density"), nullptr);
  s.unit("0504", "infantry", s.csa, 1, 5, HexDirection::S);  // 5 SP
  const FirePlan p = s.plan();
  const Modifier* m = s.find(p, "target_density");
  ASSERT_NE(m, nullptr);
  EXPECT_EQ(m->value, +1);
}

TEST(FireModifiers, FiringStackDisrupted) {
  Situation s;
  s.state.unit_mut(s.firer).status = UnitStatus::Disrupted;
  const FirePlan p = s.plan();
  const Modifier* m = s.find(p, "firer_disrupted");
  ASSERT_NE(m, nullptr);
  EXPECT_EQ(m->value, -3);
  EXPECT_EQ(p.ledger.final_row, "0");
}

TEST(FireModifiers, AdvanceFireMarkerAsTagOrMapMarker) {
  Situation s;
  set_tag(s.state.unit_mut(s.firer), kTagAdvanceFire, true);
  const FirePlan p = s.plan();
  const Modifier* m = s.find(p, "advance_fire_marker");
  ASSERT_NE(m, nullptr);
  EXPECT_EQ(m->value, -2);
  Situation t;
  t.marker("0505", "advance_fire");
  EXPECT_NE(t.find(t.plan(), "advance_fire_marker"), nullptr);
}

TEST(FireModifiers, ArtilleryAtAdjacentSmallArms) {
  Situation s;
  s.state.remove_unit(s.firer);
  s.unit("0505", "artillery", s.usa, 2, 5, HexDirection::N);
  const FirePlan p = s.plan();
  const Modifier* m = s.find(p, "artillery_vs_adjacent");
  ASSERT_NE(m, nullptr);
  EXPECT_EQ(m->value, +1);
  Situation at_art;  // not against artillery
  at_art.state.remove_unit(at_art.firer);
  at_art.state.remove_unit(at_art.target);
  at_art.unit("0505", "artillery", at_art.usa, 2, 5, HexDirection::N);
  at_art.unit("0504", "artillery", at_art.csa, 2, 5, HexDirection::S);
  EXPECT_EQ(at_art.find(at_art.plan(), "artillery_vs_adjacent"), nullptr);
}

// Not on the chart: the entrenchment marker is the design option entrenchment_marker (issue 11
// point 8), off by default.
TEST(FireModifiers, EntrenchmentMarkerOnTargetOnlyAsAnOption) {
  Situation s("0504", {{"entrenchment_marker", "true"}});
  s.marker("0504", "entrenchment");
  const FirePlan p = s.plan();
  ASSERT_EQ(p.ledger.modifiers.size(), 1u);
  EXPECT_EQ(p.ledger.modifiers[0].value, -1);
  Situation off;
  off.marker("0504", "entrenchment");
  const FirePlan q = off.plan();
  EXPECT_TRUE(q.ledger.modifiers.empty()) << format_resolution(q.ledger);
  bool noted = false;
  for (const auto& n : q.ledger.notes) noted = noted || n.find("entrenchment_marker is off") != std::string::npos;
  EXPECT_TRUE(noted) << format_resolution(q.ledger);
}

TEST(FireModifiers, NoLosArtilleryFireIsCappedAndRaisesTargetMorale) {
  Situation s("0502");
  s.terrain("0503", "woods");  // blocks the line 0505 -> 0502
  s.state.remove_unit(s.firer);
  s.unit("0505", "artillery", s.usa, 8, 5, HexDirection::N);
  FireAction a{s.hex("0505"), s.hex("0502")};
  FirePlan blocked = plan_fire(s.state, s.ctx, a);
  EXPECT_FALSE(blocked.legal);
  EXPECT_NE(blocked.illegal_reason.find("no line of sight"), std::string::npos) << blocked.illegal_reason;
  s.elevation("0505", 2);
  s.elevation("0504", 1);
  s.elevation("0503", 1);  // woods on a rise still hide 0502 from 0505
  FirePlan no_slope = plan_fire(s.state, s.ctx, a);  // higher, but not down a slope (5.6)
  EXPECT_FALSE(no_slope.legal);
  EXPECT_NE(no_slope.illegal_reason.find("sighting down a slope"), std::string::npos) << no_slope.illegal_reason;
  s.hexside("0505", HexDirection::N, "slope");
  const FirePlan p = s.plan();
  EXPECT_TRUE(p.no_los_fire);
  EXPECT_EQ(p.ledger.base_row, "8-11");  // 8 SP x 1 at 3 hexes
  EXPECT_EQ(p.ledger.final_row, "0");
  ASSERT_TRUE(p.target_situation.no_los_target);
}

TEST(FireModifiers, PositiveShiftsFirstAndClampEachStep) {
  // Artillery 20 SP at 1 hex: F 40, row 36+; +1 clear, +1 adjacent, then -3 disrupted.
  for (const auto& [clamp, row] : {std::pair<std::string, std::string>{"each_step", "16-20"}, {"end", "27-35"}}) {
    Situation s("0504", {{"fire_line_clamp", clamp}});
    s.terrain("0504", "clear");
    s.state.remove_unit(s.firer);
    const UnitId art = s.unit("0505", "artillery", s.usa, 20, 5, HexDirection::N);
    s.state.unit_mut(art).status = UnitStatus::Disrupted;
    const FirePlan p = s.plan();
    ASSERT_EQ(p.ledger.modifiers.size(), 3u);
    EXPECT_GT(p.ledger.modifiers[0].value, 0);
    EXPECT_GT(p.ledger.modifiers[1].value, 0);
    EXPECT_EQ(p.ledger.modifiers[2].value, -3);
    EXPECT_EQ(p.ledger.final_row, row) << clamp;
  }
}

TEST(FireLegality, ClearReasons) {
  Situation s;
  FirePlan p = plan_fire(s.state, s.ctx, {s.hex("0505"), s.hex("0101")});
  EXPECT_FALSE(p.legal);
  EXPECT_NE(p.illegal_reason.find("no unit in 0101"), std::string::npos) << p.illegal_reason;
  s.unit("0506", "infantry", s.usa, 2, 5);
  p = plan_fire(s.state, s.ctx, {s.hex("0505"), s.hex("0506")});
  EXPECT_NE(p.illegal_reason.find("friendly"), std::string::npos) << p.illegal_reason;
  s.state.unit_mut(s.firer).status = UnitStatus::Routed;
  p = plan_fire(s.state, s.ctx, {s.hex("0505"), s.hex("0504")});
  EXPECT_NE(p.illegal_reason.find("routed"), std::string::npos) << p.illegal_reason;
}

}  // namespace
}  // namespace hexfire::fireline
