// Every CRT cell (11 fire lines x 10 die faces), plain and parenthesised, read through a real fire
// on a small map: artillery at 4 hexes (factor 0.5) so F = SP / 2 lands on each row unmodified.
#include <gtest/gtest.h>

#include <array>
#include <string>

#include "engine/rules/dice.hpp"
#include "engine/rules/fireline/fire.hpp"
#include "tests/support/fireline_fixture.hpp"

namespace hexfire::fireline {
namespace {

using test_support::FirelineFixture;

// The chart as printed in seed 004 (rules reference 5.5): for each fire line, the result of each
// die face 0..9.
struct ChartRow {
  const char* label;
  int fire;  // a fire value on that row
  std::array<const char*, 10> results;
};
const std::array<ChartRow, 11> kChart = {{
    {"0", 0, {"1", "D", "N", "N", "N", "N", "N", "N", "N", "N"}},
    {"1", 1, {"1", "D", "D", "N", "N", "N", "N", "N", "N", "N"}},
    {"2", 2, {"1", "D", "D", "D", "N", "N", "N", "N", "N", "N"}},
    {"3-4", 4, {"1", "1", "D", "D", "D", "N", "N", "N", "N", "N"}},
    {"5-7", 6, {"2", "1", "1", "D", "D", "N", "N", "N", "N", "N"}},
    {"8-11", 11, {"2", "1", "1", "1", "D", "D", "N", "N", "N", "N"}},
    {"12-15", 12, {"2", "2", "1", "1", "D", "D", "N", "N", "N", "N"}},
    {"16-20", 18, {"3", "2", "2", "1", "1", "D", "D", "N", "N", "N"}},
    {"21-26", 21, {"3", "2", "2", "1", "1", "1", "D", "D", "N", "N"}},
    {"27-35", 35, {"3", "3", "2", "2", "2", "1", "1", "D", "D", "N"}},
    {"36+", 40, {"3", "3", "2", "2", "2", "2", "1", "1", "D", "D"}},
}};

std::string paren_of(const std::string& code) {
  if (code == "3") return "2";
  if (code == "2") return "1";
  if (code == "1") return "D";
  return code;
}

// Artillery in 0501 fires at 0505 (4 hexes, straight south); the target faces the firer, stands in
// a run (no terrain shift) and has under 5 SP. `target_class` artillery gives plain results,
// infantry the parenthesised ones.
Resolution fire_once(int fire, int die, const std::string& target_class) {
  FirelineFixture f;
  f.terrain("0505", "run");
  f.unit("0501", "artillery", f.usa, fire == 0 ? 1 : 2 * fire, 5, HexDirection::S);
  f.unit("0505", target_class, f.csa, 2, 9, HexDirection::N);
  ScriptedDice dice({die, 0, 0, 0});
  const FireOutcome out = resolve_fire(f.state, f.ctx, {f.hex("0501"), f.hex("0505")}, dice);
  EXPECT_TRUE(out.ok) << out.error;
  return out.ledger;
}

TEST(TablesCrt, EveryPlainCell) {
  for (const auto& row : kChart)
    for (int die = 0; die < 10; ++die) {
      const Resolution r = fire_once(row.fire, die, "artillery");
      EXPECT_EQ(r.base_value, row.fire);
      EXPECT_EQ(r.final_row, row.label) << "F " << row.fire;
      EXPECT_TRUE(r.modifiers.empty()) << format_resolution(r);
      EXPECT_EQ(r.result, row.results[static_cast<std::size_t>(die)]) << "row " << row.label << " die " << die;
    }
}

TEST(TablesCrt, EveryParenthesisedCellForArtilleryAtSmallArms) {
  for (const auto& row : kChart)
    for (int die = 0; die < 10; ++die) {
      const Resolution r = fire_once(row.fire, die, "infantry");
      EXPECT_EQ(r.final_row, row.label);
      EXPECT_EQ(r.result, paren_of(row.results[static_cast<std::size_t>(die)])) << "row " << row.label << " die " << die;
    }
}

TEST(TablesCrt, ParenthesisedColumnsAreNotUsedAtOneHex) {
  FirelineFixture f;
  f.terrain("0502", "run");
  f.unit("0501", "artillery", f.usa, 6, 5, HexDirection::S);  // F = 6 x 2 = 12
  f.unit("0502", "infantry", f.csa, 2, 9, HexDirection::N);
  ScriptedDice dice({0, 0});
  const auto out = resolve_fire(f.state, f.ctx, {f.hex("0501"), f.hex("0502")}, dice);
  ASSERT_TRUE(out.ok) << out.error;
  // 12-15 shifted +1 (artillery at adjacent small arms) -> 16-20, die 0 -> 3 (not 2).
  EXPECT_EQ(out.ledger.final_row, "16-20");
  EXPECT_EQ(out.ledger.result, "3");
}

TEST(TablesCrt, RowsTileTheFireValues) {
  FirelineFixture f;
  const Crt& crt = f.ctx.tables.crt;
  ASSERT_EQ(crt.rows.size(), 11u);
  EXPECT_EQ(crt.row_for_fire(0), 0);
  EXPECT_EQ(crt.row_for_fire(4), 3);
  EXPECT_EQ(crt.row_for_fire(5), 4);
  EXPECT_EQ(crt.row_for_fire(35), 9);
  EXPECT_EQ(crt.row_for_fire(36), 10);
  EXPECT_EQ(crt.row_for_fire(500), 10);
}

}  // namespace
}  // namespace hexfire::fireline
