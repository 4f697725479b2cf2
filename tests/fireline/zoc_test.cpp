// Enemy zones of control: shape, good order only (option), prohibited hexsides and hexes.
#include <gtest/gtest.h>

#include <algorithm>

#include "engine/rules/fireline/zoc.hpp"
#include "move_world.hpp"

namespace hexfire::fireline {
namespace {

using testing::World;

TEST(FirelineZoc, GoodOrderStackControlsItsSixNeighbours) {
  World w;
  w.csa_inf("5th Va", "0404");
  const auto zone = zone_of_control(w.ctx, w.state, w.hex("0404"));
  EXPECT_EQ(zone.size(), 6u);
  for (HexDirection d : kAllDirections) {
    const Hex n = neighbor(w.hex("0404"), d);
    EXPECT_NE(std::find(zone.begin(), zone.end(), n), zone.end()) << w.label(n);
    EXPECT_TRUE(in_enemy_zone_of_control(w.ctx, w.state, n, w.usa));
    EXPECT_FALSE(in_enemy_zone_of_control(w.ctx, w.state, n, w.csa)) << "own zone is not an enemy zone";
  }
  // Two hexes away is outside.
  EXPECT_FALSE(in_enemy_zone_of_control(w.ctx, w.state, w.hex("0604"), w.usa));
}

TEST(FirelineZoc, DisruptedRoutedAndLeaderOnlyStacksExertNone) {
  World w;
  const UnitId a = w.csa_inf("5th Va", "0404");
  w.status(a, UnitStatus::Disrupted);
  EXPECT_TRUE(zone_of_control(w.ctx, w.state, w.hex("0404")).empty());
  w.status(a, UnitStatus::Routed);
  EXPECT_TRUE(zone_of_control(w.ctx, w.state, w.hex("0404")).empty());
  w.unit("Gen. Lee", "leader", w.csa, "0606", 0, 0);
  EXPECT_TRUE(zone_of_control(w.ctx, w.state, w.hex("0606")).empty());
}

TEST(FirelineZoc, OptionLetsDisruptedStacksExertOne) {
  World w(8, 8, {{"ezoc_disrupted_exerts", "true"}});
  const UnitId a = w.csa_inf("5th Va", "0404");
  w.status(a, UnitStatus::Disrupted);
  EXPECT_EQ(zone_of_control(w.ctx, w.state, w.hex("0404")).size(), 6u);
  w.status(a, UnitStatus::Routed);
  EXPECT_TRUE(zone_of_control(w.ctx, w.state, w.hex("0404")).empty());
}

TEST(FirelineZoc, NotAcrossProhibitedHexsidesNorIntoProhibitedHexes) {
  World w;
  const Hex c = w.hex("0404");
  const Hex across = neighbor(c, HexDirection::N);
  const Hex creek = neighbor(c, HexDirection::SE);
  w.hexside("0404", w.label(across), "stream");
  w.terrain(w.label(creek), "creek");
  w.csa_inf("5th Va", "0404");
  const auto zone = zone_of_control(w.ctx, w.state, c);
  EXPECT_EQ(zone.size(), 4u);
  EXPECT_FALSE(in_enemy_zone_of_control(w.ctx, w.state, across, w.usa));
  EXPECT_FALSE(in_enemy_zone_of_control(w.ctx, w.state, creek, w.usa));
  EXPECT_TRUE(in_enemy_zone_of_control(w.ctx, w.state, neighbor(c, HexDirection::S), w.usa));
}

TEST(FirelineZoc, SourcesNameEveryEnemyStack) {
  World w;
  w.csa_inf("5th Va", "0403");
  w.csa_inf("6th Va", "0405");
  const auto src = enemy_zone_sources(w.ctx, w.state, w.hex("0404"), w.usa);
  EXPECT_EQ(src.size(), 2u);
}

}  // namespace
}  // namespace hexfire::fireline
