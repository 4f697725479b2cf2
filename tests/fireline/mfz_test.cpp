// MFZ shapes: 1 hex normally, 2 from an embankment, down a slope, through fence/abatis/wall.
#include <gtest/gtest.h>

#include "engine/rules/fireline/mfz.hpp"
#include "move_world.hpp"

namespace hexfire::fireline {
namespace {

using testing::World;

Hex two_north(const World& w, const std::string& label) {
  return neighbor(neighbor(w.hex(label), HexDirection::N), HexDirection::N);
}

TEST(FirelineMfz, OneHexOnOpenGround) {
  World w;
  w.csa_inf("5th Va", "0404");
  const auto zone = mfz_hexes(w.ctx, w.state, w.hex("0404"));
  EXPECT_EQ(zone.size(), 6u);
  EXPECT_TRUE(in_enemy_mfz(w.ctx, w.state, neighbor(w.hex("0404"), HexDirection::S), w.usa));
  EXPECT_FALSE(in_enemy_mfz(w.ctx, w.state, two_north(w, "0404"), w.usa));
  const MfzReach r = mfz_reach(w.ctx, w.state, w.hex("0404"), neighbor(w.hex("0404"), HexDirection::S));
  EXPECT_EQ(r.radius, 1);
}

TEST(FirelineMfz, TwoHexesFromRailroadEmbankment) {
  World w;
  w.terrain("0404", "rr_embankment");
  w.csa_inf("5th Va", "0404");
  EXPECT_EQ(mfz_hexes(w.ctx, w.state, w.hex("0404")).size(), 18u);
  const MfzReach r = mfz_reach(w.ctx, w.state, w.hex("0404"), two_north(w, "0404"));
  EXPECT_TRUE(r.reaches);
  EXPECT_EQ(r.radius, 2);
  EXPECT_NE(r.reason.find("embankment"), std::string::npos) << r.reason;
}

TEST(FirelineMfz, TwoHexesThroughFenceAbatisOrWallOnly) {
  for (const char* feature : {"fence", "abatis", "stone_wall"}) {
    World w;
    const Hex mid = neighbor(w.hex("0404"), HexDirection::N);
    w.hexside("0404", w.label(mid), feature);
    w.csa_inf("5th Va", "0404");
    const MfzReach r = mfz_reach(w.ctx, w.state, w.hex("0404"), two_north(w, "0404"));
    EXPECT_TRUE(r.reaches) << feature;
    EXPECT_EQ(r.radius, 2) << feature;
    // The other way it fires over open ground: 1 hex.
    const Hex south2 = neighbor(neighbor(w.hex("0404"), HexDirection::S), HexDirection::S);
    EXPECT_FALSE(mfz_reach(w.ctx, w.state, w.hex("0404"), south2).reaches) << feature;
  }
}

// TEC notes a and h: the 2-hex reach is for a stack firing from behind the obstacle; from its
// exposed side (a scenario's behind=) it reaches 1 hex like anyone in the open.
TEST(FirelineMfz, NotFromTheExposedSideOfTheObstacle) {
  World w;
  const Hex mid = neighbor(w.hex("0404"), HexDirection::N);
  w.hexside("0404", w.label(mid), "abatis");
  w.state.map().set_hexside_exposed(w.hex("0404"), HexDirection::N, true);
  w.csa_inf("5th Va", "0404");
  EXPECT_FALSE(mfz_reach(w.ctx, w.state, w.hex("0404"), two_north(w, "0404")).reaches);
}

TEST(FirelineMfz, TwoHexesDownASlopeIntoLowerNonCrestHexes) {
  World w;
  const Hex top = w.hex("0404");
  const Hex mid = neighbor(top, HexDirection::N);
  const Hex low = neighbor(mid, HexDirection::N);
  w.elevation("0404", 1);
  w.hexside("0404", w.label(mid), "slope");
  w.csa_inf("5th Va", "0404");
  const MfzReach r = mfz_reach(w.ctx, w.state, top, low);
  EXPECT_TRUE(r.reaches) << r.reason;
  EXPECT_NE(r.reason.find("Slope"), std::string::npos) << r.reason;
  // Uphill or level across the slope: 1 hex only.
  World level;
  level.hexside("0404", level.label(mid), "slope");
  level.csa_inf("5th Va", "0404");
  EXPECT_FALSE(mfz_reach(level.ctx, level.state, top, low).reaches);
  // Into an embankment hex: not 2.
  w.terrain(w.label(low), "rr_embankment");
  EXPECT_FALSE(mfz_reach(w.ctx, w.state, top, low).reaches);
}

TEST(FirelineMfz, WoodsBetweenBlocksTheSecondHex) {
  World w;
  w.terrain("0404", "rr_embankment");
  w.terrain(w.label(neighbor(w.hex("0404"), HexDirection::N)), "woods");
  w.csa_inf("5th Va", "0404");
  EXPECT_FALSE(mfz_reach(w.ctx, w.state, w.hex("0404"), two_north(w, "0404")).reaches);
}

TEST(FirelineMfz, RoutedStacksProjectNoneUnlessTheOptionSaysSo) {
  World w;
  const UnitId a = w.csa_inf("5th Va", "0404");
  w.status(a, UnitStatus::Routed);
  EXPECT_TRUE(mfz_hexes(w.ctx, w.state, w.hex("0404")).empty());
  w.options({{"mfz_routed_projects", "true"}});
  EXPECT_EQ(mfz_hexes(w.ctx, w.state, w.hex("0404")).size(), 6u);
}

}  // namespace
}  // namespace hexfire::fireline
