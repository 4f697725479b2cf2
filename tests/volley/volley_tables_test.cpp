// The volley charts as data: every cell of the Combat Results Table against the reference's
// machine-readable copy (tests/fixtures/volley/volley-fire-table.csv), how a count or a total
// between two rows or columns reads the lower, and broken files refused with their lines.
#include <fstream>
#include <sstream>

#include "support/text_file.hpp"
#include "volley_world.hpp"

namespace hexfire::test {
namespace {

using volley::Casualty;
using volley_world::tables;

std::vector<std::string> split_csv(std::string line) {
  if (!line.empty() && line.back() == '\r') line.pop_back();  // the reference's file ends lines CRLF
  std::vector<std::string> out;
  std::string cell;
  std::istringstream in(line);
  while (std::getline(in, cell, ',')) out.push_back(cell);
  if (!line.empty() && line.back() == ',') out.push_back("");
  return out;
}

TEST(VolleyTables, EveryCellIsTheReferencesCell) {
  std::ifstream csv(volley_world::repo_path("tests/fixtures/volley/volley-fire-table.csv"));
  ASSERT_TRUE(csv) << "the fixture is missing";
  std::string line;
  std::getline(csv, line);
  const auto head = split_csv(line);
  const volley::CasualtyTable& t = tables().casualties;
  ASSERT_EQ(t.totals.size() + 2, head.size());
  for (std::size_t c = 0; c < t.totals.size(); ++c) EXPECT_EQ(std::to_string(t.totals[c]), head[c + 2]);
  std::size_t row = 0;
  while (std::getline(csv, line)) {
    const auto cells = split_csv(line);
    ASSERT_LT(row, t.cells.size());
    ASSERT_EQ(cells.size(), t.totals.size() + 2) << line;
    EXPECT_EQ(cells[0], std::to_string(t.figures[row]) + (row == 0 ? "+" : "")) << line;
    const int h = t.half_sections[row];
    EXPECT_EQ(cells[1], h == 0 ? "—" : h == 1 ? "½" : std::to_string(h / 2)) << line;
    for (std::size_t c = 0; c < t.totals.size(); ++c) {
      const std::string want = cells[c + 2].empty() ? "." : cells[c + 2];
      EXPECT_EQ(t.cells[row][c].code, want) << "row " << cells[0] << ", total " << head[c + 2];
    }
    ++row;
  }
  EXPECT_EQ(row, t.cells.size());
}

TEST(VolleyTables, CellsReadAsTheirResults) {
  const volley::CasualtyTable& t = tables().casualties;
  EXPECT_EQ(t.cells[0][0].kind, Casualty::Kind::Morale);        // 32+ figures, total 1: M
  EXPECT_EQ(t.cells[0][1].kind, Casualty::Kind::PossibleKill);  // 1*
  EXPECT_EQ(t.cells[0][21].kind, Casualty::Kind::Figures);      // 24+: 24 figures
  EXPECT_EQ(t.cells[0][21].figures, 24);
  EXPECT_EQ(t.cells[12][0].kind, Casualty::Kind::None);         // 1 figure, total 1: nothing
}

TEST(VolleyTables, ACountBetweenRowsReadsTheLowerRow) {
  const volley::CasualtyTable& t = tables().casualties;
  EXPECT_EQ(t.row_for_figures(40), 0);  // 32+
  EXPECT_EQ(t.row_for_figures(32), 0);
  EXPECT_EQ(t.row_for_figures(31), 1);  // 24
  EXPECT_EQ(t.row_for_figures(5), 9);   // 4
  EXPECT_EQ(t.row_for_figures(1), 12);
  EXPECT_FALSE(t.row_for_figures(0));
  EXPECT_EQ(t.row_for_sections(32), 0);  // 16 sections
  EXPECT_EQ(t.row_for_sections(10), 6);  // 5 sections: the 4-section row
  EXPECT_EQ(t.row_for_sections(5), 8);   // 2 and a half: the 2-section row, past the row with none
  EXPECT_EQ(t.row_for_sections(2), 10);  // 1 section
  EXPECT_EQ(t.row_for_sections(1), 12);  // half a section
  EXPECT_FALSE(t.row_for_sections(0));
  EXPECT_EQ(t.row_label(0), "32+ figures / 16 sections");
  EXPECT_EQ(t.row_label(9), "4 figures");
  EXPECT_EQ(t.row_label(12), "1 figures / half a section");
}

TEST(VolleyTables, ATotalBetweenColumnsReadsTheLowerColumn) {
  const volley::CasualtyTable& t = tables().casualties;
  EXPECT_FALSE(t.column_for(0));
  EXPECT_FALSE(t.column_for(-3));
  EXPECT_EQ(t.column_for(1), 0);
  EXPECT_EQ(t.column_for(20), 19);
  EXPECT_EQ(t.column_for(21), 19);  // 20
  EXPECT_EQ(t.column_for(23), 20);  // 22
  EXPECT_EQ(t.column_for(24), 21);
  EXPECT_EQ(t.column_for(40), 21);  // 24+
  EXPECT_EQ(t.column_label(21), "24+");
}

TEST(VolleyTables, TheRestOfTheChartIsThere) {
  const volley::VolleyTables& t = tables();
  EXPECT_EQ(t.kill_from, 4);
  EXPECT_EQ(t.ammo_faces_of("muzzle").from, 6);
  EXPECT_EQ(t.ammo_faces_of("breech").from, 5);
  EXPECT_EQ(t.ammo_faces_of("repeaters").from, 4);
  EXPECT_EQ(t.weapon("bl_carbine")->loading, "breech");
  EXPECT_EQ(t.weapon("rifled_musket")->loading, "muzzle");
  EXPECT_EQ(t.canister_cap, 5);
  EXPECT_EQ(t.pool_base("hold").dice, 3);
  EXPECT_EQ(t.pool_base("first_fire").dice, 3);
  EXPECT_EQ(t.pool_base("moved").dice, 2);
  EXPECT_EQ(t.pool_extra("canister").dice, 2);
  EXPECT_EQ(t.firer_drm("opening_volley").value, 2);
  EXPECT_EQ(t.firer_drm("green").value, -1);
  EXPECT_EQ(t.target_drm("full_flank").value, 4);
  EXPECT_EQ(t.target_drm("full_flank").artillery, 6);
  EXPECT_EQ(t.formation("march_column").infantry, 3);
  EXPECT_EQ(t.formation("double_line").cavalry, 4);
  EXPECT_EQ(t.formation_artillery, -1);
  ASSERT_TRUE(t.weapon("rifled_musket"));
  EXPECT_EQ(t.weapon("rifled_musket")->longest, 12);
  EXPECT_DOUBLE_EQ(t.weapon("pistol")->close, 0.25);
  EXPECT_EQ(t.melee_times("infantry", "infantry"), 2);
  EXPECT_EQ(t.melee_times("infantry", "cavalry"), 1);
  EXPECT_EQ(t.melee_times("cavalry", "infantry"), 2);
}

std::string first_error(const std::string& xml) {
  const volley::VolleyTablesLoad l = volley::parse_volley_tables(xml, "bad.xml");
  if (l.tables) return "(loaded)";
  return "line " + std::to_string(l.errors.front().line) + ": " + l.errors.front().message;
}

std::string shipped() { return test_support::read_text_file(volley_world::repo_path("assets/rules/volley.xml")); }

using test_support::replaced;

TEST(VolleyTables, BrokenFilesAreRefusedWithTheirLines) {
  const std::string ok = shipped();
  EXPECT_EQ(first_error(ok), "(loaded)");
  const std::string short_row = replaced(ok, "cells=\"M  1* 1* 1  1  2", "cells=\"M  1* 1  2");
  EXPECT_NE(first_error(short_row).find("cells for 22 totals"), std::string::npos) << first_error(short_row);
  const std::string bad_code = replaced(ok, "cells=\"M  1* 1* 1  1  2", "cells=\"X  1* 1* 1  1  2");
  EXPECT_NE(first_error(bad_code).find("\"X\" is not a result of the chart"), std::string::npos);
  const std::string rows_up = replaced(ok, "<row figures=\"24\" sections=\"14\"", "<row figures=\"40\" sections=\"14\"");
  EXPECT_NE(first_error(rows_up).find("figures must decrease"), std::string::npos);
  const std::string no_hold = replaced(ok, "<base id=\"hold\"", "<base id=\"wait\"");
  EXPECT_NE(first_error(no_hold).find("no pool base 'hold'"), std::string::npos);
  const std::string bad_range = replaced(ok, "close=\"2\" normal=\"4\" long=\"12\"", "close=\"2\" normal=\"4\" long=\"3\"");
  EXPECT_NE(first_error(bad_range).find("the ranges must grow"), std::string::npos);
  const std::string inches = replaced(ok, "close=\"0.25\"", "close=\"1/4\"");
  EXPECT_NE(first_error(inches).find("is not a range in inches"), std::string::npos);
  // The line is the element's own.
  EXPECT_EQ(first_error(bad_code).rfind("line ", 0), 0u);
}

}  // namespace
}  // namespace hexfire::test
