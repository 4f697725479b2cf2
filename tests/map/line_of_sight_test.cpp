// Line of sight on small test maps: woods, elevation, walls, crests, lines along a hexside, and
// the explanation the result gives.
#include <gtest/gtest.h>

#include <set>

#include "engine/core/rng.hpp"
#include "engine/map/line_of_sight.hpp"
#include "support/test_map.hpp"

namespace hexfire {
namespace {

using test_support::TestMap;

// Column 3 of a flat-odd-q map is a straight north-south line: 0301, 0302, ... 0306.
LosResult los(const TestMap& t, const std::string& a, const std::string& b, const LosOptions& o = {}) {
  const LosResult r = line_of_sight(t.map, t.rules, t.hex(a), t.hex(b), o);
  // The fast variant must always agree with the full one.
  EXPECT_EQ(has_line_of_sight(t.map, t.rules, t.hex(a), t.hex(b), o), r.clear) << a << "->" << b;
  return r;
}

TEST(LineOfSight, ClearOverOpenGround) {
  TestMap t;
  const LosResult r = los(t, "0301", "0306");
  EXPECT_TRUE(r.clear);
  EXPECT_EQ(r.reason, "clear");
  EXPECT_FALSE(r.blocking_hex.has_value());
  EXPECT_FALSE(r.blocking_hexside_from.has_value());
  ASSERT_EQ(r.path.size(), 6u);
  EXPECT_EQ(r.path.front().hex, t.hex("0301"));
  EXPECT_EQ(r.path[3].hex, t.hex("0304"));
  EXPECT_EQ(r.profile, std::vector<int>(6, 0));
}

TEST(LineOfSight, SameHexIsClear) {
  TestMap t;
  t.terrain("0303", t.woods);
  EXPECT_TRUE(los(t, "0303", "0303").clear);
}

TEST(LineOfSight, WoodsBlockThroughButNotInto) {
  TestMap t;
  t.terrain("0303", t.woods);
  const LosResult through = los(t, "0301", "0306");
  EXPECT_FALSE(through.clear);
  EXPECT_EQ(through.blocking_hex, t.hex("0303"));
  EXPECT_EQ(through.reason, "blocked by woods in hex 0303");
  EXPECT_EQ(through.path.size(), 6u);  // the whole line is still there to draw
  EXPECT_TRUE(los(t, "0301", "0303").clear);  // into
  EXPECT_TRUE(los(t, "0303", "0306").clear);  // out of
}

TEST(LineOfSight, WoodsBesideTheLineDoNotBlock) {
  TestMap t;
  t.terrain("0203", t.woods).terrain("0403", t.woods).terrain("0204", t.woods).terrain("0404", t.woods);
  EXPECT_TRUE(los(t, "0301", "0306").clear);
}

TEST(LineOfSight, FirstObstacleIsTheOneReported) {
  TestMap t;
  t.terrain("0304", t.town).terrain("0302", t.woods);
  EXPECT_EQ(los(t, "0301", "0306").reason, "blocked by woods in hex 0302");
  EXPECT_EQ(los(t, "0306", "0301").reason, "blocked by town in hex 0304");
}

TEST(LineOfSight, HillBlocksBetweenLowHexes) {
  TestMap t;
  t.elevation("0303", 1);
  const LosResult r = los(t, "0301", "0306");
  EXPECT_FALSE(r.clear);
  EXPECT_EQ(r.blocking_hex, t.hex("0303"));
  EXPECT_EQ(r.reason, "blocked by higher ground in hex 0303 (elevation 1)");
  EXPECT_EQ(r.profile, (std::vector<int>{0, 0, 1, 0, 0, 0}));
}

TEST(LineOfSight, HighObserverSeesOverNearWoodsButNotWoodsByTheTarget) {
  // Eye at 2.5 falling to 0.5 over five hexes: 2.1, 1.7, 1.3, 0.9 above the four between.
  TestMap t;
  t.elevation("0301", 2).terrain("0302", t.woods);
  EXPECT_TRUE(los(t, "0301", "0306").clear);
  t.terrain("0305", t.woods);
  const LosResult r = los(t, "0301", "0306");
  EXPECT_FALSE(r.clear);
  EXPECT_EQ(r.blocking_hex, t.hex("0305"));
}

TEST(LineOfSight, WoodsOnAHillStandTaller) {
  TestMap t;
  t.elevation("0301", 2).elevation("0303", 1);
  EXPECT_TRUE(los(t, "0301", "0306").clear);  // ground top 1 under a line at 1.7
  t.terrain("0303", t.woods);                 // top 2 reaches it
  EXPECT_EQ(los(t, "0301", "0306").reason, "blocked by woods in hex 0303");
}

TEST(LineOfSight, HillToHillOverAWoodedValley) {
  TestMap t;
  t.elevation("0301", 1).elevation("0306", 1).terrain("0303", t.woods).terrain("0304", t.woods);
  EXPECT_TRUE(los(t, "0301", "0306").clear);  // woods reach 1, the line runs at 1.5
  t.elevation("0304", 2);
  EXPECT_EQ(los(t, "0301", "0306").reason, "blocked by higher ground in hex 0304 (elevation 2)");
}

TEST(LineOfSight, StoneWallBlocksALineCrossingIt) {
  TestMap t;
  t.hexside("0302", HexDirection::S, t.stone_wall);
  const LosResult r = los(t, "0301", "0306");
  EXPECT_FALSE(r.clear);
  EXPECT_FALSE(r.blocking_hex.has_value());
  EXPECT_EQ(r.blocking_hexside_from, t.hex("0302"));
  EXPECT_EQ(r.blocking_hexside_dir, HexDirection::S);
  EXPECT_EQ(r.reason, "blocked by stone wall on hexside 0302/0303");
  // From the other end the same wall is reported from that side.
  const LosResult back = los(t, "0306", "0301");
  EXPECT_EQ(back.blocking_hexside_from, t.hex("0303"));
  EXPECT_EQ(back.blocking_hexside_dir, HexDirection::N);
}

TEST(LineOfSight, WallOnAnEndpointHexsideIsFiredOver) {
  TestMap t;
  t.hexside("0301", HexDirection::S, t.stone_wall).hexside("0306", HexDirection::N, t.stone_wall);
  EXPECT_TRUE(los(t, "0301", "0306").clear);
  LosOptions strict;
  strict.endpoint_hexsides_block = true;
  EXPECT_EQ(los(t, "0301", "0306", strict).reason, "blocked by stone wall on hexside 0301/0302");
}

TEST(LineOfSight, HighObserverSeesOverAWall) {
  TestMap t;
  t.hexside("0302", HexDirection::S, t.stone_wall).elevation("0301", 2);
  EXPECT_TRUE(los(t, "0301", "0306").clear);  // the line crosses at 1.9, the wall top is 1
  t.elevation("0303", 1);                     // the wall now stands on a rise: top 2
  EXPECT_EQ(los(t, "0301", "0306").reason, "blocked by stone wall on hexside 0302/0303");
}

// An eye height of 1.5 lets a line pass over level-1 ground, so only the crest rule can block.
LosOptions tall_eyes() {
  LosOptions o;
  o.eye_height = 1.5;
  return o;
}

TEST(LineOfSight, CrestBlocksLinesBetweenHexesBothBelowIt) {
  TestMap t;
  t.elevation("0302", 1).elevation("0303", 1);
  EXPECT_TRUE(los(t, "0301", "0306", tall_eyes()).clear);
  t.hexside("0303", HexDirection::S, t.crest);
  const LosResult r = los(t, "0301", "0306", tall_eyes());
  EXPECT_FALSE(r.clear);
  EXPECT_EQ(r.blocking_hexside_from, t.hex("0303"));
  EXPECT_EQ(r.blocking_hexside_dir, HexDirection::S);
  EXPECT_EQ(r.reason, "blocked by the crest on hexside 0303/0304 (elevation 1; both ends are lower)");
}

TEST(LineOfSight, CrestHidesTheGroundJustBelowIt) {
  // The crest is a side of the target hex: endpoints do not exempt a crest.
  TestMap t;
  t.elevation("0302", 1).elevation("0303", 1).hexside("0303", HexDirection::S, t.crest);
  EXPECT_FALSE(los(t, "0301", "0304", tall_eyes()).clear);
  EXPECT_FALSE(los(t, "0304", "0301", tall_eyes()).clear);
}

TEST(LineOfSight, ObserverOnTheCrestSeesDown) {
  TestMap t;
  t.elevation("0302", 1).elevation("0303", 1).hexside("0303", HexDirection::S, t.crest);
  EXPECT_TRUE(los(t, "0303", "0306").clear);
  EXPECT_TRUE(los(t, "0302", "0306").clear);
  EXPECT_TRUE(los(t, "0306", "0302").clear);
}

// 0305 -> 0505 runs exactly along the hexside between 0404 and 0405.
TEST(LineOfSight, AlongAHexsideIsClearWhenOneSideIsClear) {
  TestMap t;
  const LosResult open = los(t, "0305", "0505");
  ASSERT_EQ(open.path.size(), 3u);
  ASSERT_TRUE(open.path[1].alternate.has_value());
  EXPECT_EQ((std::set<Hex>{open.path[1].hex, *open.path[1].alternate}), (std::set<Hex>{t.hex("0404"), t.hex("0405")}));
  t.terrain("0404", t.woods);
  EXPECT_TRUE(los(t, "0305", "0505").clear);
  t.terrain("0404", t.clear).terrain("0405", t.woods);
  EXPECT_TRUE(los(t, "0305", "0505").clear);
}

TEST(LineOfSight, AlongAHexsideIsBlockedWhenBothSidesBlock) {
  TestMap t;
  t.terrain("0404", t.woods).elevation("0405", 1);
  const LosResult r = los(t, "0305", "0505");
  EXPECT_FALSE(r.clear);
  ASSERT_TRUE(r.blocking_hex.has_value());
  EXPECT_TRUE(*r.blocking_hex == t.hex("0404") || *r.blocking_hex == t.hex("0405"));
  EXPECT_NE(r.reason.find("blocked along hexside "), std::string::npos) << r.reason;
  EXPECT_NE(r.reason.find("woods in hex 0404"), std::string::npos) << r.reason;
  EXPECT_NE(r.reason.find("higher ground in hex 0405 (elevation 1)"), std::string::npos) << r.reason;
  EXPECT_FALSE(los(t, "0505", "0305").clear);
}

TEST(LineOfSight, AWallOnTheHexsideRunAlongIsNotCrossed) {
  TestMap t;
  t.hexside("0404", HexDirection::S, t.stone_wall);  // the hexside 0404/0405 itself
  EXPECT_TRUE(los(t, "0305", "0505").clear);
}

TEST(LineOfSight, AlongAHexsideEachWayRoundCountsItsHexsides) {
  // 0105 -> 0505 runs along 0204/0205, through 0305, then along 0404/0405. Woods close the
  // 0404 way; a wall between 0305 and 0405 closes the other.
  TestMap t;
  t.terrain("0404", t.woods);
  EXPECT_TRUE(los(t, "0105", "0505").clear);
  t.hexside("0305", HexDirection::SE, t.stone_wall);
  const LosResult r = los(t, "0105", "0505");
  EXPECT_FALSE(r.clear);
  EXPECT_NE(r.reason.find("stone wall on hexside 0305/0405"), std::string::npos) << r.reason;
}

TEST(LineOfSight, OffTheMapIsNeverClear) {
  TestMap t;
  const Hex off = t.hex("0101") + Hex{-3, 0};
  const LosResult r = line_of_sight(t.map, t.rules, t.hex("0101"), off);
  EXPECT_FALSE(r.clear);
  EXPECT_NE(r.reason.find("off the map"), std::string::npos);
  EXPECT_FALSE(has_line_of_sight(t.map, t.rules, off, t.hex("0101")));
}

TEST(LineOfSight, OptionsComeFromTheRuleset) {
  TestMap t;
  EXPECT_DOUBLE_EQ(los_options_from(t.rules).eye_height, 0.5);
  t.rules.options["los_eye_height"] = "1.25";
  t.rules.options["los_endpoint_hexsides_block"] = "true";
  EXPECT_DOUBLE_EQ(los_options_from(t.rules).eye_height, 1.25);
  EXPECT_TRUE(los_options_from(t.rules).endpoint_hexsides_block);
  t.rules.options["los_eye_height"] = "tall";
  EXPECT_DOUBLE_EQ(los_options_from(t.rules).eye_height, 0.5);
}

TEST(LineOfSight, IsReciprocalAndBothVariantsAgreeOnRandomTerrain) {
  TestMap t(20, 20);
  Rng rng(2024);
  const auto hexes = t.map.all_hexes();
  for (Hex h : hexes) {
    const int roll = rng.below(20);
    if (roll < 4) t.map.set_terrain(h, t.woods);
    if (roll == 4) t.map.set_terrain(h, t.town);
    t.map.set_elevation(h, rng.below(4) == 0 ? rng.below(3) : 0);
    if (rng.below(15) == 0) t.map.add_hexside_feature(h, direction_from_index(rng.below(6)), t.stone_wall);
    if (rng.below(15) == 0) t.map.add_hexside_feature(h, direction_from_index(rng.below(6)), t.crest);
  }
  int clear = 0, blocked = 0;
  for (int i = 0; i < 3000; ++i) {
    const Hex a = hexes[static_cast<std::size_t>(rng.below(static_cast<int>(hexes.size())))];
    const Hex b = hexes[static_cast<std::size_t>(rng.below(static_cast<int>(hexes.size())))];
    const LosResult r = line_of_sight(t.map, t.rules, a, b);
    ASSERT_EQ(has_line_of_sight(t.map, t.rules, a, b), r.clear) << t.map.label(a) << "->" << t.map.label(b);
    ASSERT_EQ(has_line_of_sight(t.map, t.rules, b, a), r.clear) << t.map.label(a) << "->" << t.map.label(b);
    ASSERT_EQ(r.reason.rfind(r.clear ? "clear" : "blocked", 0), 0u) << r.reason;
    ASSERT_EQ(r.path.size(), r.profile.size());
    (r.clear ? clear : blocked)++;
  }
  EXPECT_GT(clear, 100);
  EXPECT_GT(blocked, 100);
}

}  // namespace
}  // namespace hexfire
