// Line of sight by the chart's categories (TEC "LoS" column, notes b and f: issue 11 point 1) and
// artillery No-LoS fire and ranges 7-8 only when sighting down a slope (5.6, D-7: point 3), each
// built as a small map along column 05 (0509 at the south end, north is up).
#include <gtest/gtest.h>

#include <string>

#include "engine/map/line_of_sight.hpp"
#include "engine/rules/fireline/fire.hpp"
#include "engine/rules/fireline/slope_sighting.hpp"
#include "tests/support/fireline_fixture.hpp"

namespace hexfire::fireline {
namespace {

using test_support::FirelineFixture;

struct Line : FirelineFixture {
  explicit Line(const std::map<std::string, std::string>& options = {}) : FirelineFixture(10, 10, options) {}
  bool sees(const std::string& from, const std::string& to) const {
    return has_line_of_sight(state.map(), *rules, hex(from), hex(to), los_options_from(*rules, ctx.option_values));
  }
  FirePlan fire(const std::string& from, const std::string& to) {
    return plan_fire(state, ctx, {hex(from), hex(to)});
  }
  // A firer on the crest of a slope: 0505 at elevation `level`, its north hexside a slope.
  Line& crest_at_0505(int level) {
    elevation("0505", level);
    hexside("0505", HexDirection::N, "slope");
    return *this;
  }
};

TEST(ChartLineOfSight, WoodsBlockALineThroughThemWhateverTheHeights) {
  Line s;
  s.crest_at_0505(2);
  s.terrain("0503", "woods");
  s.unit("0505", "infantry", s.usa, 4, 5, HexDirection::N);
  s.unit("0502", "infantry", s.csa, 4, 5, HexDirection::S);
  EXPECT_FALSE(s.sees("0505", "0502"));
  const LosResult los = line_of_sight(s.state.map(), *s.rules, s.hex("0505"), s.hex("0502"),
                                      los_options_from(*s.rules, s.ctx.option_values));
  EXPECT_NE(los.reason.find("woods in hex 0503"), std::string::npos) << los.reason;
  // Infantry cannot fire without a line of sight (only artillery fires No-LoS).
  const FirePlan p = s.fire("0505", "0502");
  EXPECT_FALSE(p.legal);
  EXPECT_NE(p.illegal_reason.find("is not artillery"), std::string::npos) << p.illegal_reason;
  // The old height model (an option) sees over them from the ridge.
  Line h(std::map<std::string, std::string>{{"los_model", "height"}});
  h.crest_at_0505(2);
  h.terrain("0503", "woods");
  EXPECT_TRUE(h.sees("0505", "0502"));
}

TEST(ChartLineOfSight, TracedIntoBlockingTerrainButNotThrough) {
  Line s;
  s.terrain("0503", "woods").terrain("0502", "woods");
  EXPECT_TRUE(s.sees("0505", "0503"));  // into the first woods hex
  EXPECT_FALSE(s.sees("0505", "0502"));  // through it into the next
  EXPECT_TRUE(s.sees("0503", "0505"));  // and out of it
  s.terrain("0503", "fieldwork");
  EXPECT_FALSE(s.sees("0505", "0502"));  // fieldworks block too
}

TEST(ChartLineOfSight, EmbankmentBlocksOnlyBetweenTwoGroundLevelUnits) {
  Line s;
  s.terrain("0504", "rr_embankment");
  EXPECT_FALSE(s.sees("0505", "0503"));  // both on the ground: blocked (note f)
  s.terrain("0506", "rr_embankment");
  EXPECT_TRUE(s.sees("0506", "0503"));  // from another embankment hex
  Line c;
  c.terrain("0504", "rr_embankment");
  c.elevation("0503", 1).hexside("0503", HexDirection::N, "slope");  // 0503 is a crest hex
  EXPECT_TRUE(c.sees("0505", "0503"));
  EXPECT_TRUE(c.sees("0503", "0505"));
}

TEST(ChartLineOfSight, ASlopeIsTracedIntoButNotThrough) {
  Line s;  // a one-hex ridge at 0504 between two low hexes
  s.elevation("0504", 1);
  s.hexside("0504", HexDirection::N, "slope").hexside("0504", HexDirection::S, "slope");
  EXPECT_TRUE(s.sees("0505", "0504"));   // into the slope
  EXPECT_TRUE(s.sees("0504", "0502"));   // down from its crest
  EXPECT_FALSE(s.sees("0505", "0503"));  // through it
  EXPECT_FALSE(s.sees("0506", "0502"));
}

TEST(ChartLineOfSight, HigherGroundAloneNeverBlocks) {
  Line s;
  s.elevation("0504", 3);  // a rise with no slope drawn: plain ground in the chart's terms
  EXPECT_TRUE(s.sees("0505", "0503"));
}

// "Artillery must be sighting down a slope to have a range of 7 or 8 and the target must be on a
// lower elevation" (5.6): an embankment on flat ground is not a slope.
TEST(ChartSightingDownASlope, ArtilleryAtSevenOrEightHexesOnlyDownASlope) {
  Line flat;
  flat.terrain("0509", "rr_embankment");
  flat.unit("0509", "artillery", flat.usa, 4, 5, HexDirection::N);
  flat.unit("0502", "infantry", flat.csa, 4, 5, HexDirection::S);
  const FirePlan no = flat.fire("0509", "0502");
  EXPECT_FALSE(no.legal);
  EXPECT_NE(no.illegal_reason.find("sighting down a slope"), std::string::npos) << no.illegal_reason;

  Line slope;
  slope.elevation("0509", 1).hexside("0509", HexDirection::N, "slope");
  slope.unit("0509", "artillery", slope.usa, 4, 5, HexDirection::N);
  slope.unit("0502", "infantry", slope.csa, 4, 5, HexDirection::S);
  const FirePlan yes = slope.fire("0509", "0502");
  ASSERT_TRUE(yes.legal) << yes.illegal_reason;
  EXPECT_TRUE(yes.no_los_fire);
  EXPECT_EQ(yes.ledger.final_row, "0");
  EXPECT_EQ(yes.ledger.find("target_lower"), nullptr);  // "EXCEPT Arty firing a 7-8 range"

  // Down a slope but at a target on the same elevation: still not allowed.
  Line level;
  level.elevation("0509", 1).hexside("0509", HexDirection::N, "slope").elevation("0502", 1);
  level.unit("0509", "artillery", level.usa, 4, 5, HexDirection::N);
  level.unit("0502", "infantry", level.csa, 4, 5, HexDirection::S);
  EXPECT_FALSE(level.fire("0509", "0502").legal);
}

TEST(ChartSightingDownASlope, BehindTheCrestTheLineCrossesTheSlopeGoingDown) {
  Line s;  // a plateau 0506-0505 at elevation 1, the slope on 0505's north hexside
  s.elevation("0506", 1);
  s.crest_at_0505(1);
  EXPECT_TRUE(sighting_down_slope(s.state, s.hex("0506"), s.hex("0503")).down);
  EXPECT_FALSE(sighting_down_slope(s.state, s.hex("0503"), s.hex("0506")).down);  // up, not down
  // From behind the crest the line passes through the crest hex: no LoS, so only artillery
  // fires, as No-LoS fire (capped at row 0, the target's morale +1).
  s.unit("0506", "artillery", s.usa, 4, 5, HexDirection::N);
  s.unit("0503", "infantry", s.csa, 4, 5, HexDirection::S);
  EXPECT_FALSE(s.sees("0506", "0503"));
  const FirePlan p = s.fire("0506", "0503");
  ASSERT_TRUE(p.legal) << p.illegal_reason;
  EXPECT_TRUE(p.no_los_fire);
  EXPECT_TRUE(p.target_situation.no_los_target.has_value());
}

}  // namespace
}  // namespace hexfire::fireline
