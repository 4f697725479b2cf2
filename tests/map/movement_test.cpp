// Movement: step costs from the chart (terrain, hexsides, roads, per-class overrides), reachable
// areas and best paths, and the hooks rule systems use (a fake zone of control here).
#include <gtest/gtest.h>

#include <set>

#include "engine/map/movement.hpp"
#include "support/test_map.hpp"

namespace hexfire {
namespace {

using test_support::TestMap;
using D = HexDirection;

// 0505 sits mid-map: (4,2) in axial terms. Its north neighbour is 0504, then 0503.
constexpr const char* kStart = "0505";

StepCost step(const TestMap& t, const std::string& from, D d, std::vector<UnitClassId> classes = {}) {
  return step_cost(t.map, t.rules, classes, t.hex(from), d);
}

std::set<Hex> on_map_within(const TestMap& t, Hex c, int r) {
  std::set<Hex> out;
  for (Hex h : hexes_within(c, r))
    if (t.map.contains(h)) out.insert(h);
  return out;
}

std::set<Hex> as_set(const std::vector<Hex>& v) { return {v.begin(), v.end()}; }

MoveQuery query(const TestMap& t, const std::string& start, int mp, std::vector<UnitClassId> classes = {}) {
  MoveQuery q;
  q.start = t.hex(start);
  q.movement_points = mp;
  q.unit_classes = std::move(classes);
  return q;
}

TEST(StepCost, TerrainCostsFromTheChart) {
  TestMap t;
  t.terrain("0504", t.woods).terrain("0604", t.marsh).terrain("0605", t.water);
  EXPECT_EQ(step(t, kStart, D::S).cost, 1);
  const StepCost woods = step(t, kStart, D::N);
  EXPECT_TRUE(woods.allowed());
  EXPECT_EQ(woods.cost, 2);
  EXPECT_FALSE(woods.stop);
  const StepCost marsh = step(t, kStart, D::NE);
  EXPECT_EQ(marsh.cost, 1);
  EXPECT_TRUE(marsh.stop);
  const StepCost water = step(t, kStart, D::SE);
  EXPECT_EQ(water.blocked, StepBlock::Terrain);
  EXPECT_EQ(describe_step_block(t.map, t.rules, t.hex(kStart), D::SE, water), "prohibited: water in hex 0605");
  EXPECT_EQ(describe_step_block(t.map, t.rules, t.hex(kStart), D::S, step(t, kStart, D::S)), "");
}

TEST(StepCost, OffTheMapIsNoStep) {
  TestMap t;
  EXPECT_EQ(step(t, "0101", D::N).blocked, StepBlock::OffMap);
  EXPECT_EQ(step(t, "0101", D::NW).blocked, StepBlock::OffMap);
}

TEST(StepCost, HexsidesAddTheirCostOrProhibit) {
  TestMap t;
  t.hexside(kStart, D::N, t.stream).hexside(kStart, D::S, t.river).terrain("0504", t.woods);
  EXPECT_EQ(step(t, kStart, D::N).cost, 3);  // woods 2 + stream 1
  EXPECT_EQ(step(t, "0504", D::S).cost, 2);  // clear 1 + stream 1, crossed the other way
  const StepCost river = step(t, kStart, D::S);
  EXPECT_EQ(river.blocked, StepBlock::Hexside);
  EXPECT_EQ(river.culprit, t.river);
  EXPECT_EQ(describe_step_block(t.map, t.rules, t.hex(kStart), D::S, river), "prohibited: river on hexside 0505/0506");
  t.hexside(kStart, D::SE, t.crest);
  EXPECT_EQ(step(t, kStart, D::SE).cost, 1);  // a crest is free to cross
}

TEST(StepCost, FollowingARoadReplacesTerrainAndHexside) {
  TestMap t;
  t.terrain("0504", t.woods).terrain("0506", t.water).hexside(kStart, D::S, t.river);
  t.road(kStart, "0504", t.road_id).road(kStart, "0506", t.road_id);
  const StepCost woods = step(t, kStart, D::N);
  EXPECT_EQ(woods.cost, 1);
  EXPECT_TRUE(woods.along_road);
  const StepCost bridge = step(t, kStart, D::S);  // over the river into a water hex: a bridge
  EXPECT_TRUE(bridge.allowed());
  EXPECT_EQ(bridge.cost, 1);
  // A trail has no cost of its own: it changes nothing about woods.
  t.terrain("0604", t.woods).road(kStart, "0604", t.trail);
  EXPECT_EQ(step(t, kStart, D::NE).cost, 2);
  EXPECT_FALSE(step(t, kStart, D::NE).along_road);
}

TEST(StepCost, ArtilleryOverrides) {
  TestMap t;
  t.terrain("0504", t.woods).terrain("0604", t.marsh).terrain("0605", t.embankment);
  t.hexside(kStart, D::S, t.abatis);
  const std::vector<UnitClassId> art{t.artillery};
  EXPECT_TRUE(step(t, kStart, D::N, art).stop);
  EXPECT_FALSE(step(t, kStart, D::N, {t.infantry}).stop);
  EXPECT_EQ(step(t, kStart, D::NE, art).blocked, StepBlock::Terrain);
  const StepCost abatis = step(t, kStart, D::S, art);
  EXPECT_EQ(abatis.blocked, StepBlock::RoadOnly);
  EXPECT_EQ(describe_step_block(t.map, t.rules, t.hex(kStart), D::S, abatis),
            "only along a road: abatis on hexside 0505/0506");
  EXPECT_EQ(step(t, kStart, D::S, {t.infantry}).cost, 2);
  const StepCost embankment = step(t, kStart, D::SE, art);
  EXPECT_EQ(embankment.blocked, StepBlock::RoadOnly);
  EXPECT_FALSE(embankment.culprit.has_value());
  t.road(kStart, "0506", t.trail).road(kStart, "0605", t.trail);
  EXPECT_EQ(step(t, kStart, D::S, art).cost, 2);  // along the trail: clear 1 + abatis 1
  EXPECT_TRUE(step(t, kStart, D::SE, art).allowed());
}

TEST(StepCost, AStackTakesTheWorstOfItsClasses) {
  TestMap t;
  t.terrain("0504", t.woods).terrain("0604", t.marsh);
  const std::vector<UnitClassId> stack{t.infantry, t.artillery};
  EXPECT_EQ(step(t, kStart, D::NE, stack).blocked, StepBlock::Terrain);
  EXPECT_TRUE(step(t, kStart, D::N, stack).stop);
  EXPECT_EQ(step(t, kStart, D::N, stack).cost, 2);
  EXPECT_TRUE(step(t, kStart, D::NE, {t.infantry, t.cavalry}).stop);  // marsh stops everyone
}

TEST(MovementCosts, CheapestLinkingRoad) {
  TestMap t;
  const MovementCosts costs(t.rules);
  EXPECT_EQ(costs.road_cost(0b01), 1);
  EXPECT_EQ(costs.road_cost(0b11), 1);
  EXPECT_FALSE(costs.road_cost(0b10).has_value());
  EXPECT_FALSE(costs.road_cost(0).has_value());
}

TEST(ReachableArea, OpenGroundIsADiscOfRadiusMp) {
  TestMap t;
  const ReachableArea area = reachable_area(t.map, t.rules, query(t, kStart, 3));
  EXPECT_EQ(as_set(area.hexes()), on_map_within(t, t.hex(kStart), 3));
  for (Hex h : area.hexes()) {
    EXPECT_EQ(area.spent(h), distance(t.hex(kStart), h));
    EXPECT_EQ(area.remaining(h), 3 - distance(t.hex(kStart), h));
    EXPECT_FALSE(area.ends_move(h));
  }
  EXPECT_FALSE(area.can_reach(t.hex(kStart) + Hex{0, -4}));
  EXPECT_FALSE(area.remaining(t.hex(kStart) + Hex{0, -4}).has_value());
  EXPECT_EQ(area.hexes().front(), t.hex(kStart));
}

TEST(ReachableArea, HexesComeInOrderOfMpSpent) {
  TestMap t;
  t.terrain("0504", t.woods).terrain("0405", t.woods);
  const ReachableArea area = reachable_area(t.map, t.rules, query(t, kStart, 4));
  int last = 0;
  for (Hex h : area.hexes()) {
    EXPECT_GE(*area.spent(h), last);
    last = *area.spent(h);
  }
}

TEST(ReachableArea, TheMapEdgeClipsIt) {
  TestMap t;
  const ReachableArea area = reachable_area(t.map, t.rules, query(t, "0101", 2));
  EXPECT_EQ(as_set(area.hexes()), on_map_within(t, t.hex("0101"), 2));
}

TEST(ReachableArea, WoodsCostMoreAndCutTheBoundary) {
  TestMap t;
  t.terrain("0504", t.woods);
  const ReachableArea area = reachable_area(t.map, t.rules, query(t, kStart, 2));
  EXPECT_EQ(area.remaining(t.hex("0504")), 0);
  EXPECT_FALSE(area.can_reach(t.hex("0503")));  // only straight through the woods in 2 steps
  EXPECT_TRUE(area.can_reach(t.hex("0603")));   // round them
}

TEST(ReachableArea, ProhibitedTerrainIsWalkedAround) {
  TestMap t;
  t.terrain("0504", t.water);
  const ReachableArea area = reachable_area(t.map, t.rules, query(t, kStart, 3));
  EXPECT_FALSE(area.can_reach(t.hex("0504")));
  EXPECT_EQ(area.spent(t.hex("0503")), 3);
  const auto path = area.path_to(t.hex("0503"));
  ASSERT_EQ(path.size(), 4u);
  EXPECT_EQ(path.front(), t.hex(kStart));
  EXPECT_EQ(path.back(), t.hex("0503"));
  for (std::size_t i = 1; i < path.size(); ++i) {
    EXPECT_EQ(distance(path[i - 1], path[i]), 1);
    EXPECT_NE(path[i], t.hex("0504"));
  }
}

TEST(ReachableArea, StopTerrainEndsTheMove) {
  TestMap t;
  t.terrain("0504", t.marsh);
  const ReachableArea area = reachable_area(t.map, t.rules, query(t, kStart, 3));
  EXPECT_TRUE(area.can_reach(t.hex("0504")));
  EXPECT_TRUE(area.ends_move(t.hex("0504")));
  EXPECT_EQ(area.remaining(t.hex("0504")), 2);
  EXPECT_FALSE(area.can_reach(t.hex("0502")));  // three straight steps, the first into the marsh
  EXPECT_TRUE(area.can_reach(t.hex("0503")));   // round the marsh
  EXPECT_NE(area.path_to(t.hex("0503"))[1], t.hex("0504"));
}

TEST(ReachableArea, RoadsCarryFartherThroughWoods) {
  TestMap t;
  for (const char* h : {"0504", "0503", "0502"}) t.terrain(h, t.woods);
  EXPECT_FALSE(reachable_area(t.map, t.rules, query(t, kStart, 3)).can_reach(t.hex("0502")));
  t.road(kStart, "0504", t.road_id).road("0504", "0503", t.road_id).road("0503", "0502", t.road_id);
  const ReachableArea area = reachable_area(t.map, t.rules, query(t, kStart, 3));
  EXPECT_EQ(area.remaining(t.hex("0502")), 0);
  EXPECT_EQ(area.path_to(t.hex("0502")),
            (std::vector<Hex>{t.hex(kStart), t.hex("0504"), t.hex("0503"), t.hex("0502")}));
}

TEST(ReachableArea, ArtilleryStopsInWoodsInfantryGoesOn) {
  TestMap t;
  for (Hex h : ring(t.hex(kStart), 1)) t.map.set_terrain(h, t.woods);
  const ReachableArea inf = reachable_area(t.map, t.rules, query(t, kStart, 4, {t.infantry}));
  const ReachableArea art = reachable_area(t.map, t.rules, query(t, kStart, 4, {t.artillery}));
  EXPECT_EQ(as_set(inf.hexes()), on_map_within(t, t.hex(kStart), 3));
  EXPECT_EQ(as_set(art.hexes()), on_map_within(t, t.hex(kStart), 1));
  EXPECT_TRUE(art.ends_move(t.hex("0504")));
}

TEST(ReachableArea, HexsideCostsCount) {
  TestMap t;
  for (HexDirection d : kAllDirections) t.hexside(kStart, d, t.stream);
  const ReachableArea area = reachable_area(t.map, t.rules, query(t, kStart, 3));
  EXPECT_EQ(as_set(area.hexes()), on_map_within(t, t.hex(kStart), 2));
  EXPECT_EQ(area.remaining(t.hex("0504")), 1);
}

TEST(ReachableArea, OffMapStartOrNoMpGivesLittle) {
  TestMap t;
  MoveQuery q = query(t, kStart, 3);
  q.start = Hex{-40, 3};
  EXPECT_TRUE(reachable_area(t.map, t.rules, q).hexes().empty());
  const ReachableArea none = reachable_area(t.map, t.rules, query(t, kStart, 0));
  EXPECT_EQ(none.hexes(), std::vector<Hex>{t.hex(kStart)});
}

TEST(BestPath, CheapestRouteOrNothing) {
  TestMap t;
  t.terrain("0504", t.woods).terrain("0503", t.woods);
  // Straight north costs 1+2+2; round the woods costs 4 over four steps.
  const auto path = best_path(t.map, t.rules, query(t, kStart, 10), t.hex("0502"));
  ASSERT_FALSE(path.empty());
  EXPECT_EQ(path.front(), t.hex(kStart));
  EXPECT_EQ(path.back(), t.hex("0502"));
  for (Hex h : path) EXPECT_NE(t.map.terrain(h), t.woods);
  EXPECT_TRUE(best_path(t.map, t.rules, query(t, kStart, 3), t.hex("0502")).empty());
  EXPECT_EQ(best_path(t.map, t.rules, query(t, kStart, 0), t.hex(kStart)), std::vector<Hex>{t.hex(kStart)});
  t.terrain("0502", t.water);
  EXPECT_TRUE(best_path(t.map, t.rules, query(t, kStart, 10), t.hex("0502")).empty());
}

// A fake zone of control: an enemy in 0503 may not be entered, and entering any hex next to it
// ends the move.
MovementHooks fake_zoc(Hex enemy) {
  MovementHooks h;
  h.may_enter = [enemy](const MoveStep& s) { return s.to != enemy; };
  h.ends_move = [enemy](const MoveStep& s) { return distance(s.to, enemy) == 1; };
  return h;
}

TEST(MovementHooks, ZoneOfControlStopsTheMove) {
  TestMap t;
  const Hex enemy = t.hex("0503");
  MoveQuery q = query(t, kStart, 4);
  EXPECT_TRUE(reachable_area(t.map, t.rules, q).can_reach(t.hex("0501")));
  q.hooks = fake_zoc(enemy);
  const ReachableArea area = reachable_area(t.map, t.rules, q);
  EXPECT_FALSE(area.can_reach(enemy));
  EXPECT_TRUE(area.can_reach(t.hex("0504")));
  EXPECT_TRUE(area.ends_move(t.hex("0504")));
  EXPECT_EQ(area.remaining(t.hex("0504")), 3);
  EXPECT_FALSE(area.can_reach(t.hex("0501")));  // beyond the enemy: the zone is in the way
  for (Hex h : area.hexes()) {
    if (distance(h, enemy) == 1) {
      EXPECT_TRUE(area.ends_move(h)) << t.map.label(h);
    }
  }
  EXPECT_TRUE(best_path(t.map, t.rules, q, t.hex("0501")).empty());
}

TEST(MovementHooks, ExtraCostAndEndRestrictions) {
  TestMap t;
  MoveQuery q = query(t, kStart, 3);
  q.hooks.extra_cost = [](const MoveStep& s) { return s.from_start ? 1 : 0; };
  EXPECT_EQ(as_set(reachable_area(t.map, t.rules, q).hexes()), on_map_within(t, t.hex(kStart), 2));

  MoveQuery pass = query(t, kStart, 2);
  const Hex crowded = t.hex("0504");
  pass.hooks.may_end_in = [crowded](Hex h) { return h != crowded; };
  const ReachableArea area = reachable_area(t.map, t.rules, pass);
  EXPECT_FALSE(area.can_reach(crowded));
  EXPECT_EQ(area.spent(crowded), 1);  // passed through
  EXPECT_TRUE(area.can_reach(t.hex("0503")));
  EXPECT_TRUE(as_set(area.hexes()).count(crowded) == 0);
}

TEST(MovementHooks, HooksSeeTheStep) {
  TestMap t;
  t.terrain("0504", t.woods).road(kStart, "0506", t.road_id);
  std::vector<MoveStep> seen;
  MoveQuery q = query(t, kStart, 1);
  q.hooks.may_enter = [&seen](const MoveStep& s) {
    seen.push_back(s);
    return true;
  };
  reachable_area(t.map, t.rules, q);
  ASSERT_EQ(seen.size(), 5u);  // the woods step costs 2 and is never offered with 1 MP
  for (const MoveStep& s : seen) {
    EXPECT_EQ(s.from, t.hex(kStart));
    EXPECT_EQ(s.to, neighbor(s.from, s.dir));
    EXPECT_TRUE(s.from_start);
    EXPECT_EQ(s.mp_spent, 0);
    EXPECT_EQ(s.along_road, s.to == t.hex("0506"));
  }
}

TEST(MovementHooks, AStoppedArrivalDoesNotHideAnotherThatGoesOn) {
  // A corridor of dry land: start S, X north of it, A north-east of S and beside X, then Y and
  // Z north of X. Stepping straight from S into X ends the move; coming in from A does not.
  TestMap t;
  for (Hex h : t.map.all_hexes()) t.map.set_terrain(h, t.water);
  for (const char* h : {"0505", "0504", "0604", "0503", "0502"}) t.terrain(h, t.clear);
  const Hex s = t.hex("0505"), x = t.hex("0504");
  MoveQuery q = query(t, "0505", 4);
  q.hooks.ends_move = [s, x](const MoveStep& st) { return st.from == s && st.to == x; };
  const ReachableArea area = reachable_area(t.map, t.rules, q);
  EXPECT_EQ(area.spent(x), 1);
  EXPECT_TRUE(area.ends_move(x));
  EXPECT_EQ(area.remaining(t.hex("0502")), 0);
  EXPECT_EQ(area.path_to(t.hex("0502")),
            (std::vector<Hex>{s, t.hex("0604"), x, t.hex("0503"), t.hex("0502")}));
}

}  // namespace
}  // namespace hexfire
