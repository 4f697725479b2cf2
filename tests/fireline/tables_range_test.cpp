// Every range factor cell (Inf, Cav, Irg, Art x 1, 2, 3, 4-8 hexes) through a real fire plan,
// the assault column as data, the No-LoS ranges 7-8 and the straggle table as data look-ups.
#include <gtest/gtest.h>

#include <string>

#include "engine/rules/fireline/fire.hpp"
#include "tests/support/fireline_fixture.hpp"

namespace hexfire::fireline {
namespace {

using test_support::FirelineFixture;

struct Cell {
  const char* unit_class;
  int range;
  const char* factor;  // "-" cannot fire
  int fire_with_4_sp;  // F = 4 x R rounded down; -1 when it cannot fire
};

// Seed 004 range factor table; 4-8 for artillery is 0.5 (ranges 4-6 with line of sight).
const Cell kCells[] = {
    {"infantry", 1, "2", 8},    {"infantry", 2, "1", 4},    {"infantry", 3, "0.5", 2},  {"infantry", 4, "-", -1},
    {"infantry", 6, "-", -1},   {"cavalry", 1, "1", 4},     {"cavalry", 2, "0.5", 2},   {"cavalry", 3, "-", -1},
    {"cavalry", 5, "-", -1},    {"irregular", 1, "2", 8},   {"irregular", 2, "0.5", 2}, {"irregular", 3, "-", -1},
    {"irregular", 4, "-", -1},  {"artillery", 1, "2", 8},   {"artillery", 2, "1.5", 6}, {"artillery", 3, "1", 4},
    {"artillery", 4, "0.5", 2}, {"artillery", 5, "0.5", 2}, {"artillery", 6, "0.5", 2},
};

TEST(TablesRange, EveryFactorCellOnTheMap) {
  for (const Cell& c : kCells) {
    FirelineFixture f(10, 12);
    f.unit("0501", c.unit_class, f.usa, 4, 5, HexDirection::S);
    const std::string target = "05" + std::string(c.range + 1 < 10 ? "0" : "") + std::to_string(c.range + 1);
    f.unit(target, "infantry", f.csa, 2, 5, HexDirection::N);
    const FirePlan p = plan_fire(f.state, f.ctx, {f.hex("0501"), f.hex(target)});
    ASSERT_EQ(p.range, c.range);
    if (c.fire_with_4_sp < 0) {
      EXPECT_FALSE(p.legal) << c.unit_class << " at " << c.range;
      EXPECT_NE(p.illegal_reason.find("range factor '-'"), std::string::npos) << p.illegal_reason;
      continue;
    }
    ASSERT_TRUE(p.legal) << c.unit_class << " at " << c.range << ": " << p.illegal_reason;
    ASSERT_EQ(p.firers.size(), 1u);
    EXPECT_EQ(p.firers[0].factor.text, c.factor) << c.unit_class << " at " << c.range;
    EXPECT_EQ(p.fire_value, c.fire_with_4_sp) << c.unit_class << " at " << c.range;
    EXPECT_EQ(p.ledger.base_value, c.fire_with_4_sp);
  }
}

TEST(TablesRange, AssaultColumnIsData) {
  FirelineFixture f;
  const RangeTable& t = f.ctx.tables.ranges;
  const auto band = t.assault_band();
  ASSERT_TRUE(band);
  const std::pair<const char*, const char*> expected[] = {{"Inf", "3"}, {"Cav", "3"}, {"Irg", "3"}, {"Art", "1"}};
  for (const auto& [cls, factor] : expected) {
    const RangeFactorRow* row = t.row_for(cls, "");
    ASSERT_NE(row, nullptr) << cls;
    EXPECT_EQ(row->factors[static_cast<std::size_t>(*band)].text, factor) << cls;
  }
}

TEST(TablesRange, HalfFactorsRoundDown) {
  FirelineFixture f;
  f.unit("0501", "infantry", f.usa, 3, 5, HexDirection::S);
  f.unit("0504", "infantry", f.csa, 2, 5, HexDirection::N);
  const FirePlan p = plan_fire(f.state, f.ctx, {f.hex("0501"), f.hex("0504")});
  ASSERT_TRUE(p.legal);
  EXPECT_EQ(p.fire_value, 1);  // 3 x 0.5 = 1.5 -> 1 (D-9)
  EXPECT_NE(p.ledger.base_label.find("rounded down"), std::string::npos);
}

TEST(TablesRange, RangesSevenAndEightNeedNoLosFireDownASlope) {
  FirelineFixture f(10, 12);
  f.unit("0501", "artillery", f.usa, 4, 5, HexDirection::S);
  f.unit("0508", "infantry", f.csa, 2, 5, HexDirection::N);
  FirePlan p = plan_fire(f.state, f.ctx, {f.hex("0501"), f.hex("0508")});
  EXPECT_FALSE(p.legal);
  EXPECT_NE(p.illegal_reason.find("No-LoS"), std::string::npos) << p.illegal_reason;

  f.elevation("0501", 2);  // higher, but not yet down a slope
  p = plan_fire(f.state, f.ctx, {f.hex("0501"), f.hex("0508")});
  EXPECT_FALSE(p.legal);
  f.hexside("0501", HexDirection::S, "slope");  // now sighting down a slope at a lower target
  p = plan_fire(f.state, f.ctx, {f.hex("0501"), f.hex("0508")});
  ASSERT_TRUE(p.legal) << p.illegal_reason;
  EXPECT_TRUE(p.no_los_fire);
  EXPECT_EQ(p.ledger.final_row, "0");
  ASSERT_TRUE(p.target_situation.no_los_target);
  // No "target lower" shift at 7-8 (5.6), and it says so.
  bool noted = false;
  for (const auto& n : p.ledger.notes) noted = noted || n.find("does not apply to artillery No-LoS") != std::string::npos;
  EXPECT_TRUE(noted);

  f.unit("0501", "infantry", f.usa, 2, 5, HexDirection::S);  // infantry cannot join No-LoS fire
  p = plan_fire(f.state, f.ctx, {f.hex("0501"), f.hex("0508")});
  ASSERT_TRUE(p.legal);
  EXPECT_EQ(p.firers.size(), 1u);
}

TEST(TablesRange, BeyondEightCannotFire) {
  FirelineFixture f(10, 12);
  f.elevation("0501", 3);
  f.unit("0501", "artillery", f.usa, 4, 5, HexDirection::S);
  f.unit("0510", "infantry", f.csa, 2, 5, HexDirection::N);
  const FirePlan p = plan_fire(f.state, f.ctx, {f.hex("0501"), f.hex("0510")});
  EXPECT_FALSE(p.legal);
  EXPECT_NE(p.illegal_reason.find("beyond"), std::string::npos) << p.illegal_reason;
}

TEST(TablesStraggle, BandsBoundariesAndDrms) {
  FirelineFixture f;
  const StraggleTable& t = f.ctx.tables.straggle;
  const std::pair<int, int> expected[] = {{-1, 4}, {0, 4}, {3, 4}, {4, 5}, {5, 5}, {6, 6}, {7, 6}, {9, 6}};
  for (const auto& [morale, threshold] : expected) EXPECT_EQ(t.threshold_for(morale), threshold) << morale;
  EXPECT_EQ(t.always_face, 9);
  EXPECT_EQ(t.max_hits, 1);
  EXPECT_EQ(t.drm("leader").value, -1);
  EXPECT_EQ(t.drm("ezoc").value, -1);
  EXPECT_EQ(t.drm("thoroughfare").value, -1);
}

TEST(TablesLimits, FireAndAssaultLimitsAreData) {
  FirelineFixture f;
  EXPECT_EQ(f.ctx.tables.fire_limits.clear.small_arms_sp, 4);
  EXPECT_TRUE(f.ctx.tables.fire_limits.clear.all_artillery);
  EXPECT_EQ(f.ctx.tables.fire_limits.non_clear.total_sp, 3);
  EXPECT_EQ(f.ctx.tables.assault_limits.clear.small_arms_sp, 5);
  EXPECT_EQ(f.ctx.tables.assault_limits.non_clear.total_sp, 4);
}

TEST(TablesLimits, ClearHexFiresFourSmallArmsOrAllArtillery) {
  FirelineFixture f;
  f.unit("0501", "infantry", f.usa, 3, 5, HexDirection::S);
  f.unit("0501", "infantry", f.usa, 3, 5, HexDirection::S);
  f.unit("0502", "infantry", f.csa, 2, 5, HexDirection::N);
  FirePlan p = plan_fire(f.state, f.ctx, {f.hex("0501"), f.hex("0502")});
  ASSERT_TRUE(p.legal);
  EXPECT_EQ(p.fire_value, 8);  // 4 of the 6 SP x 2
  f.unit("0501", "artillery", f.usa, 6, 5, HexDirection::S);
  p = plan_fire(f.state, f.ctx, {f.hex("0501"), f.hex("0502")});
  EXPECT_EQ(p.fire_value, 12);  // all the artillery (6 x 2) beats 8, not combined
  EXPECT_TRUE(p.artillery_fire);
}

TEST(TablesLimits, NonClearHexFiresThreeSpOfAnyMix) {
  FirelineFixture f;
  f.terrain("0501", "woods");
  f.unit("0501", "infantry", f.usa, 2, 5, HexDirection::S);
  f.unit("0501", "artillery", f.usa, 4, 5, HexDirection::S);
  f.unit("0502", "infantry", f.csa, 2, 5, HexDirection::N);
  const FirePlan p = plan_fire(f.state, f.ctx, {f.hex("0501"), f.hex("0502")});
  ASSERT_TRUE(p.legal);
  EXPECT_EQ(p.fire_value, 6);  // 3 SP x 2
  EXPECT_FALSE(p.artillery_fire);
}

}  // namespace
}  // namespace hexfire::fireline
