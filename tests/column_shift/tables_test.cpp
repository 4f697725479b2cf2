// The column-shift charts as data: every cell of the direct fire table (seed 001) and of both
// assault tables (seeds 000 and 002) as the charts print them, the column look-up and shifts
// the result codes, and a broken tables file refused with its line.
#include <gtest/gtest.h>

#include "column_shift_world.hpp"

namespace hexfire::column_shift::testing {
namespace {

// The charts, transcribed from shared/rules/seed-rules.md 1.1, 2.1 and 3.1, row by row.
const char* const kDirectFire[] = {
    "M M1 M1 X X 2X 2X 3X 3X",  "M M M M2 M2 X X 2X 3X",     "- M M M1 M1 M2 X X 2X",  "- - - M M M1 M2 M2 X",
    "- - - - - M M1 M1 M2",     "- - - - - - M M M1",        "- - - - - M M M1 M2",    "- - - - M M M1 M2 M2",
    "- - M M M1 M1 M2 X X",     "M M M1 M1 M2 M2 X 2X 2X",   "M M1 M2 M2 X X 2X 2X 3X"};
const char* const kAssaultWw1[] = {"- - - - - M M1 M2", "- - - - M M1 M2 1", "- - - M M1 M2 1 1",
                                   "- - M M1 M2 1 1 2", "- M M1 M2 1 1 2 2", "M M1 M2 1 1 2 2 3"};
const char* const kAssaultWw2[] = {"- - - - - M M1 M2",         "- - - - M M1 M2 1M2",       "- - - M M1 M2 1M2 1M2",
                                   "- - M M1 M2 1M2 1M2 2M2",   "- M M1 M2 1M2 1M2 2M2 2M2", "M M1 M2 1M2 1M2 2M2 2M2 3M2"};

template <std::size_t N>
void expect_cells(const ColumnTable& t, const char* const (&chart)[N]) {
  ASSERT_EQ(static_cast<std::size_t>(t.last_roll() - t.first_roll() + 1), N) << t.id;
  for (std::size_t i = 0; i < N; ++i) {
    const int roll = t.first_roll() + static_cast<int>(i);
    std::string row;
    for (std::size_t c = 0; c < t.columns.size(); ++c) row += (c ? " " : "") + t.cell(roll, static_cast<int>(c)).code;
    EXPECT_EQ(row, chart[i]) << t.id << " roll " << roll;
  }
}

TEST(ColumnShiftTables, EveryCellIsTheChartsOwn) {
  const ColumnShiftTables t = load_tables();
  EXPECT_EQ(t.direct_fire.columns, (std::vector<int>{1, 2, 4, 7, 11, 16, 22, 30, 45}));
  EXPECT_EQ(t.direct_fire.dice, 2);
  expect_cells(t.direct_fire, kDirectFire);
  ASSERT_EQ(t.assault.size(), 2u);
  for (const auto& [variant, table] : t.assault) {
    EXPECT_EQ(table.columns, (std::vector<int>{1, 3, 5, 9, 13, 18, 24, 30})) << variant;
    EXPECT_EQ(table.dice, 1);
  }
  expect_cells(t.assault.at("ww1"), kAssaultWw1);
  expect_cells(t.assault.at("ww2"), kAssaultWw2);
  // The two assault tables are the same cells in two spellings (3.1).
  for (int roll = 1; roll <= 6; ++roll)
    for (int c = 0; c < 8; ++c) {
      const CellResult& a = t.assault.at("ww1").cell(roll, c);
      const CellResult& b = t.assault.at("ww2").cell(roll, c);
      EXPECT_EQ(a.losses, b.losses);
      EXPECT_EQ(a.morale_bonus, b.morale_bonus);
    }
}

TEST(ColumnShiftTables, ResultCodesMeanWhatTheChartsSay) {
  EXPECT_FALSE(parse_cell("-")->any_effect());
  EXPECT_EQ(parse_cell("M")->morale_bonus, 0);
  EXPECT_TRUE(parse_cell("M")->morale_check);
  EXPECT_EQ(parse_cell("M2")->morale_bonus, 2);
  for (const char* one : {"X", "1", "1M2"}) {
    const CellResult r = *parse_cell(one);
    EXPECT_EQ(r.losses, 1) << one;
    EXPECT_EQ(r.morale_bonus, 2) << one << ": survivors check at M2";
  }
  EXPECT_EQ(parse_cell("3X")->losses, 3);
  EXPECT_EQ(parse_cell("2M2")->losses, 2);
  for (const char* bad : {"", "M3", "4X", "X2", "0", "1M1", "m"}) EXPECT_FALSE(parse_cell(bad)) << bad;
}

TEST(ColumnShiftTables, TheColumnIsTheHighestReachedAndShiftsClampRightButNotLeft) {
  const ColumnTable& t = load_tables().direct_fire;
  EXPECT_FALSE(t.column_for(0));  // below the first column: cannot fire
  EXPECT_EQ(t.column_for(1), 0);
  EXPECT_EQ(t.column_for(3), 1);   // 2 is the highest header not above 3
  EXPECT_EQ(t.column_for(44), 7);
  EXPECT_EQ(t.column_for(45), 8);
  EXPECT_EQ(t.column_for(200), 8);
  EXPECT_EQ(t.column_label(8), "45+");
  EXPECT_EQ(t.shifted(2, -2), 0);
  EXPECT_FALSE(t.shifted(2, -3));  // off the left edge: no effect
  EXPECT_EQ(t.shifted(7, 5), 8);   // clamped at 45+
  const TableLookup l = t.lookup(12, 8);
  EXPECT_EQ(l.row, 10);
  EXPECT_EQ(l.column_label, "45+");
  EXPECT_EQ(l.cell, "3X");
}

std::string tables_xml(const std::string& fire_rows) {
  std::string shifts;
  for (std::string_view id : kFireShiftIds)
    shifts += "<shift id=\"" + std::string(id) + "\" value=\"1\" label=\"x\" rule=\"r\"/>\n";
  return "<ruleset>\n<tables>\n<direct_fire title=\"t\" dice=\"1\" columns=\"1 2\">\n" + fire_rows +
         "</direct_fire>\n<assault variant=\"ww1\" title=\"a\" dice=\"1\" columns=\"1\">\n"
         "<row roll=\"1\" cells=\"-\"/><row roll=\"2\" cells=\"-\"/><row roll=\"3\" cells=\"-\"/>"
         "<row roll=\"4\" cells=\"-\"/><row roll=\"5\" cells=\"-\"/><row roll=\"6\" cells=\"M\"/>\n</assault>\n"
         "<fire_shifts>\n" + shifts + "</fire_shifts>\n<assault_shifts variant=\"ww1\">\n"
         "<shift id=\"leader\" value=\"1\" side=\"either\" label=\"x\" rule=\"r\"/>\n</assault_shifts>\n"
         "</tables>\n</ruleset>\n";
}

const std::string kSixRows =
    "<row roll=\"1\" cells=\"- -\"/>\n<row roll=\"2\" cells=\"- -\"/>\n<row roll=\"3\" cells=\"- M\"/>\n"
    "<row roll=\"4\" cells=\"- M\"/>\n<row roll=\"5\" cells=\"M M1\"/>\n<row roll=\"6\" cells=\"M X\"/>\n";

TEST(ColumnShiftTables, ABrokenTableIsRefusedWithItsLine) {
  ASSERT_TRUE(parse_column_shift_tables(tables_xml(kSixRows), "t.xml").tables)
      << format_diagnostics(parse_column_shift_tables(tables_xml(kSixRows), "t.xml").errors);
  std::string short_row = kSixRows;
  short_row.replace(short_row.find("\"- M\""), 5, "\"M\"");
  auto bad = parse_column_shift_tables(tables_xml(short_row), "t.xml");
  EXPECT_FALSE(bad.tables);
  ASSERT_FALSE(bad.errors.empty());
  EXPECT_EQ(bad.errors[0].line, 6);  // <ruleset>, <tables>, <direct_fire>, then rolls 1, 2, 3
  EXPECT_NE(bad.errors[0].message.find("roll 3: 1 cells for 2 columns"), std::string::npos) << bad.errors[0].message;

  std::string typo = kSixRows;
  typo.replace(typo.find("M1"), 2, "M7");
  bad = parse_column_shift_tables(tables_xml(typo), "t.xml");
  ASSERT_FALSE(bad.errors.empty());
  EXPECT_NE(bad.errors[0].message.find("\"M7\" is not a result"), std::string::npos) << bad.errors[0].message;

  std::string missing = kSixRows;
  missing.erase(missing.find("<row roll=\"4\""), missing.find("<row roll=\"5\"") - missing.find("<row roll=\"4\""));
  bad = parse_column_shift_tables(tables_xml(missing), "t.xml");
  ASSERT_FALSE(bad.errors.empty());
  EXPECT_NE(format_diagnostics(bad.errors).find("no row for roll 4"), std::string::npos) << format_diagnostics(bad.errors);

  std::string extra = tables_xml(kSixRows);
  extra.insert(extra.find("</fire_shifts>"), "<shift id=\"invented\" value=\"1\" label=\"x\" rule=\"r\"/>\n");
  bad = parse_column_shift_tables(extra, "t.xml");
  EXPECT_NE(format_diagnostics(bad.errors).find("'invented' is not one the direct fire code applies"), std::string::npos);
}

TEST(ColumnShiftTables, EachVariantHasItsAssaultShifts) {
  const ColumnShiftTables t = load_tables();
  ASSERT_NE(t.assault_shift("ww1", "cold_steel"), nullptr);
  EXPECT_EQ(t.assault_shift("ww1", "cold_steel")->value, 2);
  EXPECT_EQ(t.assault_shift("ww2", "cold_steel"), nullptr);  // seed 002 has none
  EXPECT_EQ(t.assault_shift("ww1", "charging_cavalry")->value, 2);
  EXPECT_EQ(t.assault_shift("ww2", "charging_cavalry")->value, 1);
  EXPECT_TRUE(t.assault_shift("ww2", "attacker_in_river")->first_round);
  EXPECT_EQ(t.assault_shift("ww1", "defender_hill")->side, "defender");
  std::string bad_side = tables_xml(kSixRows);
  bad_side.replace(bad_side.find("side=\"either\""), 13, "side=\"both\"");
  EXPECT_NE(format_diagnostics(parse_column_shift_tables(bad_side, "t.xml").errors).find("side=\"both\""),
            std::string::npos);
}

TEST(ColumnShiftTables, TheRulesetLoadsWithBothVariants) {
  const auto rules = load_rules();
  EXPECT_EQ(rules->system, "column-shift");
  EXPECT_EQ(rules->variants, (std::vector<std::string>{"ww1", "ww2"}));
}

}  // namespace
}  // namespace hexfire::column_shift::testing
