// Fireline movement legality: MP per segment, thoroughfare bonus, stop / prohibited / road-only
// terrain with every artillery restriction, enemy stacks, MFZ and stacking.
#include <gtest/gtest.h>

#include "engine/rules/fireline/movement_plan.hpp"
#include "move_world.hpp"

namespace hexfire::fireline {
namespace {

using testing::World;

MoveOrder order(const World& w, std::vector<UnitId> units, std::initializer_list<const char*> path,
                Segment seg = Segment::Action) {
  MoveOrder o;
  o.units = std::move(units);
  o.path = w.hexes(path);
  o.segment = seg;
  return o;
}

TEST(FirelineMovePlan, ThreeMpPerActionSegment) {
  World w;
  const UnitId u = w.usa_inf("12th Oh", "0401");
  MovePlan p = plan_move(w.ctx, w.state, order(w, {u}, {"0402", "0403", "0404"}));
  EXPECT_TRUE(p.legal) << p.error;
  EXPECT_EQ(p.allowance, 3);
  EXPECT_EQ(p.spent(), 3);
  p = plan_move(w.ctx, w.state, order(w, {u}, {"0402", "0403", "0404", "0405", "0406"}));
  EXPECT_FALSE(p.legal);
  EXPECT_NE(p.error.find("needs 5 MP"), std::string::npos) << p.error;
}

TEST(FirelineMovePlan, HorseSegmentAllowances) {
  World w;
  const UnitId inf = w.usa_inf("12th Oh", "0401");
  const UnitId cav = w.unit("1st Oh Cav", "cavalry", w.usa, "0601");
  const UnitId art = w.unit("Battery A", "artillery", w.usa, "0801");
  MovePlan p = plan_move(w.ctx, w.state, order(w, {inf}, {"0402"}, Segment::Horse));
  EXPECT_FALSE(p.legal);
  EXPECT_NE(p.error.find("does not move in the horse segment"), std::string::npos) << p.error;
  p = plan_move(w.ctx, w.state, order(w, {cav}, {"0602", "0603", "0604"}, Segment::Horse));
  EXPECT_TRUE(p.legal) << p.error;
  EXPECT_EQ(p.allowance, 3);
  p = plan_move(w.ctx, w.state, order(w, {art}, {"0802"}, Segment::Horse));
  EXPECT_TRUE(p.legal) << p.error;
  EXPECT_EQ(p.allowance, 1);
  EXPECT_FALSE(plan_move(w.ctx, w.state, order(w, {art}, {"0802", "0803"}, Segment::Horse)).legal);
}

World road_world() {
  World w;
  for (int r = 1; r < 6; ++r) w.road("040" + std::to_string(r), "040" + std::to_string(r + 1));
  return w;
}

TEST(FirelineMovePlan, ThoroughfareBonusOnAWholeRoadMove) {
  World w = road_world();
  const UnitId u = w.usa_inf("12th Oh", "0401");
  const MovePlan p = plan_move(w.ctx, w.state, order(w, {u}, {"0402", "0403", "0404", "0405"}));
  ASSERT_TRUE(p.legal) << p.error;
  EXPECT_EQ(p.bonus, 1);
  EXPECT_FALSE(p.legs[2].bonus);
  EXPECT_TRUE(p.legs[3].bonus);
  EXPECT_FALSE(plan_move(w.ctx, w.state, order(w, {u}, {"0402", "0403", "0404", "0405", "0406"})).legal);
}

TEST(FirelineMovePlan, NoBonusOffTheRoad) {
  World w = road_world();
  const UnitId u = w.usa_inf("12th Oh", "0301");
  // First step onto the road is not along it.
  const MovePlan p = plan_move(w.ctx, w.state, order(w, {u}, {"0401", "0402", "0403", "0404"}));
  EXPECT_FALSE(p.legal);
  EXPECT_NE(p.error.find("not wholly on a road"), std::string::npos) << p.error;
}

TEST(FirelineMovePlan, NoBonusForDisruptedUnits) {
  World w = road_world();
  const UnitId u = w.usa_inf("12th Oh", "0401");
  w.status(u, UnitStatus::Disrupted);
  const MovePlan p = plan_move(w.ctx, w.state, order(w, {u}, {"0402", "0403", "0404", "0405"}));
  EXPECT_FALSE(p.legal);
  EXPECT_NE(p.error.find("disrupted"), std::string::npos) << p.error;
}

TEST(FirelineMovePlan, NoBonusIntoAnEnemyZoneOrMfz) {
  World w = road_world();
  const UnitId u = w.usa_inf("12th Oh", "0401");
  const Hex beside = neighbor(w.hex("0405"), HexDirection::SE);
  w.csa_inf("6th Va", w.label(beside));
  MovePlan p = plan_move(w.ctx, w.state, order(w, {u}, {"0402", "0403", "0404", "0405"}));
  EXPECT_FALSE(p.legal);
  EXPECT_NE(p.error.find("enemy zone of control"), std::string::npos) << p.error;

  // An enemy on an embankment two hexes off projects MFZ but no zone onto the road.
  World v = road_world();
  const UnitId u2 = v.usa_inf("12th Oh", "0401");
  const Hex far = neighbor(neighbor(v.hex("0404"), HexDirection::SE), HexDirection::SE);
  v.terrain(v.label(far), "rr_embankment");
  v.csa_inf("7th Va", v.label(far));
  p = plan_move(v.ctx, v.state, order(v, {u2}, {"0402", "0403", "0404", "0405"}));
  EXPECT_FALSE(p.legal);
  EXPECT_NE(p.error.find("enemy MFZ"), std::string::npos) << p.error;
}

TEST(FirelineMovePlan, MarshStopsEveryone) {
  World w;
  w.terrain("0402", "marsh");
  const UnitId u = w.usa_inf("12th Oh", "0401");
  EXPECT_TRUE(plan_move(w.ctx, w.state, order(w, {u}, {"0402"})).legal);
  const MovePlan p = plan_move(w.ctx, w.state, order(w, {u}, {"0402", "0403"}));
  EXPECT_FALSE(p.legal);
  EXPECT_NE(p.error.find("ends the move"), std::string::npos) << p.error;
}

TEST(FirelineMovePlan, CreekAndStreamAreProhibited) {
  World w;
  w.terrain("0402", "creek");
  w.hexside("0601", "0602", "stream");
  const UnitId a = w.usa_inf("A", "0401");
  const UnitId b = w.usa_inf("B", "0601");
  EXPECT_NE(plan_move(w.ctx, w.state, order(w, {a}, {"0402"})).error.find("prohibited"), std::string::npos);
  EXPECT_NE(plan_move(w.ctx, w.state, order(w, {b}, {"0602"})).error.find("prohibited"), std::string::npos);
}

TEST(FirelineMovePlan, ArtilleryMayNotEnterMarsh) {
  World w;
  w.terrain("0402", "marsh");
  w.terrain("0602", "marsh_run");
  const UnitId a = w.unit("Bty A", "artillery", w.usa, "0401");
  const UnitId b = w.unit("Bty B", "artillery", w.usa, "0601");
  EXPECT_FALSE(plan_move(w.ctx, w.state, order(w, {a}, {"0402"})).legal);
  EXPECT_FALSE(plan_move(w.ctx, w.state, order(w, {b}, {"0602"})).legal);
}

TEST(FirelineMovePlan, ArtilleryStopsOnEnteringWoodsInfantryDoesNot) {
  World w;
  w.terrain("0402", "woods");
  w.terrain("0602", "woods");
  const UnitId art = w.unit("Bty A", "artillery", w.usa, "0401");
  const UnitId inf = w.usa_inf("12th Oh", "0601");
  EXPECT_TRUE(plan_move(w.ctx, w.state, order(w, {art}, {"0402"})).legal);
  const MovePlan p = plan_move(w.ctx, w.state, order(w, {art}, {"0402", "0403"}));
  EXPECT_FALSE(p.legal);
  EXPECT_NE(p.error.find("Woods"), std::string::npos) << p.error;
  EXPECT_TRUE(plan_move(w.ctx, w.state, order(w, {inf}, {"0602", "0603"})).legal);
}

TEST(FirelineMovePlan, ArtilleryStopsOnLeavingARun) {
  World w;
  w.terrain("0401", "run");
  w.terrain("0601", "run");
  const UnitId art = w.unit("Bty A", "artillery", w.usa, "0401");
  const UnitId inf = w.usa_inf("12th Oh", "0601");
  EXPECT_TRUE(plan_move(w.ctx, w.state, order(w, {art}, {"0402"})).legal);
  const MovePlan p = plan_move(w.ctx, w.state, order(w, {art}, {"0402", "0403"}));
  EXPECT_FALSE(p.legal);
  EXPECT_NE(p.error.find("(TEC d)"), std::string::npos) << p.error;
  EXPECT_TRUE(plan_move(w.ctx, w.state, order(w, {inf}, {"0602", "0603"})).legal);
}

TEST(FirelineMovePlan, ArtilleryCrossesAbatisOnlyAlongARoad) {
  World w;
  w.hexside("0401", "0402", "abatis");
  w.hexside("0601", "0602", "abatis");
  w.road("0601", "0602");
  const UnitId a = w.unit("Bty A", "artillery", w.usa, "0401");
  const UnitId b = w.unit("Bty B", "artillery", w.usa, "0601");
  const UnitId inf = w.usa_inf("12th Oh", "0801");
  w.hexside("0801", "0802", "abatis");
  const MovePlan p = plan_move(w.ctx, w.state, order(w, {a}, {"0402"}));
  EXPECT_FALSE(p.legal);
  EXPECT_NE(p.error.find("only along a road"), std::string::npos) << p.error;
  EXPECT_TRUE(plan_move(w.ctx, w.state, order(w, {b}, {"0602"})).legal);
  EXPECT_TRUE(plan_move(w.ctx, w.state, order(w, {inf}, {"0802"})).legal);
}

TEST(FirelineMovePlan, ArtilleryEntersAndLeavesAnEmbankmentOnlyByRoad) {
  World w;
  w.terrain("0402", "rr_embankment");
  w.terrain("0602", "rr_embankment");
  w.road("0601", "0602", "railroad");
  const UnitId a = w.unit("Bty A", "artillery", w.usa, "0401");
  const UnitId b = w.unit("Bty B", "artillery", w.usa, "0601");
  EXPECT_FALSE(plan_move(w.ctx, w.state, order(w, {a}, {"0402"})).legal);
  EXPECT_TRUE(plan_move(w.ctx, w.state, order(w, {b}, {"0602"})).legal);
  // Leaving it: only along a connected road (TEC i).
  World v;
  v.terrain("0402", "rr_embankment");
  v.road("0402", "0403", "railroad");
  const UnitId c = v.unit("Bty C", "artillery", v.usa, "0402");
  const MovePlan off = plan_move(v.ctx, v.state, order(v, {c}, {"0401"}));
  EXPECT_FALSE(off.legal);
  EXPECT_NE(off.error.find("(TEC i)"), std::string::npos) << off.error;
  EXPECT_TRUE(plan_move(v.ctx, v.state, order(v, {c}, {"0403"})).legal);
  const UnitId inf = v.usa_inf("12th Oh", "0602");
  v.terrain("0602", "rr_embankment");
  EXPECT_TRUE(plan_move(v.ctx, v.state, order(v, {inf}, {"0601"})).legal);
}

TEST(FirelineMovePlan, EnemyStacksAndOtherHigherOrganizations) {
  World w;
  const UnitId u = w.usa_inf("12th Oh", "0401");
  w.csa_inf("5th Va", "0403");
  w.options({{"mfz_blocks_leaving", "false"}});
  MovePlan p = plan_move(w.ctx, w.state, order(w, {u}, {"0402", "0403"}));
  EXPECT_FALSE(p.legal);
  EXPECT_NE(p.error.find("assault"), std::string::npos) << p.error;
  w.unit("14th Oh", "infantry", w.usa, "0601", 4, 5, w.usa_regt2);
  w.usa_inf("12th Oh B", "0801");
  p = plan_move(w.ctx, w.state, order(w, {u}, {"0501", "0601"}));
  EXPECT_FALSE(p.legal);
  EXPECT_NE(p.error.find("only units of one HO"), std::string::npos) << p.error;
  EXPECT_TRUE(plan_move(w.ctx, w.state, order(w, {u}, {"0501", "0601", "0701"})).legal) << "passing through is fine";
}

TEST(FirelineMovePlan, StackInAnEnemyMfzMayNotWalkOut) {
  World w;
  const UnitId u = w.usa_inf("12th Oh", "0402");
  w.csa_inf("5th Va", "0403");
  MovePlan p = plan_move(w.ctx, w.state, order(w, {u}, {"0401"}));
  EXPECT_FALSE(p.legal);
  EXPECT_NE(p.error.find("only by retreat"), std::string::npos) << p.error;
  // Sliding along inside the MFZ is allowed.
  const Hex along = neighbor(w.hex("0403"), HexDirection::NW);
  ASSERT_EQ(distance(along, w.hex("0402")), 1);
  p = plan_move(w.ctx, w.state, order(w, {u}, {w.label(along).c_str()}));
  EXPECT_TRUE(p.legal) << p.error;
  w.options({{"mfz_blocks_leaving", "false"}});
  EXPECT_TRUE(plan_move(w.ctx, w.state, order(w, {u}, {"0401"})).legal);
}

TEST(FirelineMovePlan, RoutedUnitsDoNotMove) {
  World w;
  const UnitId u = w.usa_inf("12th Oh", "0401");
  w.status(u, UnitStatus::Routed);
  EXPECT_NE(plan_move(w.ctx, w.state, order(w, {u}, {"0402"})).error.find("routed"), std::string::npos);
}

}  // namespace
}  // namespace hexfire::fireline
