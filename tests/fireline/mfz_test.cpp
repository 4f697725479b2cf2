// MFZ shapes: 1 hex normally, 2 from an embankment, down a slope, through fence/abatis/wall,
// and only where the stack could fire: the 2-hex MFZ follows fire's own line of sight.
#include <gtest/gtest.h>

#include "engine/rules/fireline/fire.hpp"
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

// TEC note b: a slope's crest hex may be traced into but not through. A stack behind the crest
// (0402, the crest hex 0403 between it and the lower 0404) cannot fire at 0404, so its MFZ does
// not reach it either, though the line goes down the slope; from the crest hex itself it does.
TEST(FirelineMfz, NotThroughTheCrestHexOfASlope) {
  World w;
  w.elevation("0402", 1).elevation("0403", 1);
  w.hexside("0403", "0404", "slope");
  w.csa_inf("5th Va", "0402");
  w.usa_inf("12th Oh", "0404");
  const FirePlan fire = plan_fire(w.state, w.ctx, FireAction{w.hex("0402"), w.hex("0404")});
  EXPECT_FALSE(fire.legal);
  // Down the slope but blind: only artillery fires so (No-LoS fire, 5.6).
  EXPECT_NE(fire.illegal_reason.find("No-LoS fire: 5th Va (Inf) is not artillery"), std::string::npos)
      << fire.illegal_reason;
  const MfzReach r = mfz_reach(w.ctx, w.state, w.hex("0402"), w.hex("0404"));
  EXPECT_FALSE(r.reaches);
  EXPECT_NE(r.reason.find("no line of sight"), std::string::npos) << r.reason;
  EXPECT_FALSE(in_enemy_mfz(w.ctx, w.state, w.hex("0404"), w.usa));
  // On the crest hex, sighting down the slope two hexes: both fire and the MFZ reach 0405.
  World crest;
  crest.elevation("0403", 1);
  crest.hexside("0403", "0404", "slope");
  crest.csa_inf("5th Va", "0403");
  crest.usa_inf("12th Oh", "0405");
  EXPECT_TRUE(plan_fire(crest.state, crest.ctx, FireAction{crest.hex("0403"), crest.hex("0405")}).legal);
  const MfzReach down = mfz_reach(crest.ctx, crest.state, crest.hex("0403"), crest.hex("0405"));
  EXPECT_TRUE(down.reaches) << down.reason;
  EXPECT_EQ(down.radius, 2);
}

// TEC note f: an embankment blocks LoS only between two units at ground level. A stack on the
// embankment (0404) fires along it, over the embankment hex 0403, at 0402 on the ground; its MFZ
// reaches 0402 the same way.
TEST(FirelineMfz, AlongTheEmbankmentFromOnTopOfIt) {
  World w;
  w.terrain("0403", "rr_embankment").terrain("0404", "rr_embankment").terrain("0405", "rr_embankment");
  w.csa_inf("5th Va", "0404");
  w.usa_inf("12th Oh", "0402");
  ASSERT_TRUE(plan_fire(w.state, w.ctx, FireAction{w.hex("0404"), w.hex("0402")}).legal);
  const MfzReach r = mfz_reach(w.ctx, w.state, w.hex("0404"), w.hex("0402"));
  EXPECT_TRUE(r.reaches) << r.reason;
  EXPECT_EQ(r.radius, 2);
  EXPECT_TRUE(in_enemy_mfz(w.ctx, w.state, w.hex("0402"), w.usa));
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
