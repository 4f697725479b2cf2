// The terrain effects chart in the Tables window (issue 14, 5): made from the ruleset's data, so
// fireline's woods and stone walls show their movement costs, line of sight and fire line shifts.
#include <gtest/gtest.h>

#include <algorithm>

#include "engine/io/ruleset_loader.hpp"
#include "engine/rules/terrain_chart.hpp"
#include "tests/support/flow_session.hpp"

namespace hexfire {
namespace {

const RulesTable* find_table(const std::vector<RulesTable>& ts, const std::string& id) {
  auto it = std::find_if(ts.begin(), ts.end(), [&](const RulesTable& t) { return t.id == id; });
  return it == ts.end() ? nullptr : &*it;
}

std::string cell(const RulesTable& t, const std::string& row, const std::string& column) {
  const auto r = std::find(t.row_labels.begin(), t.row_labels.end(), row);
  const auto c = std::find(t.columns.begin(), t.columns.end(), column);
  if (r == t.row_labels.end() || c == t.columns.end()) return "(none)";
  return t.cells[static_cast<std::size_t>(r - t.row_labels.begin())][static_cast<std::size_t>(c - t.columns.begin())];
}

TEST(FirelineTerrainChart, HexesHexsidesAndRoadsWithTheirShifts) {
  const RulesetLoad load = load_ruleset(test_support::repo_path("assets/rules/fireline.xml"));
  ASSERT_TRUE(load.ok()) << format_diagnostics(load.errors);
  const std::vector<RulesTable> tables = terrain_effects_tables(*load.ruleset);
  const RulesTable* hexes = find_table(tables, "tec_terrain");
  const RulesTable* sides = find_table(tables, "tec_hexsides");
  ASSERT_NE(hexes, nullptr);
  ASSERT_NE(sides, nullptr);
  EXPECT_NE(find_table(tables, "tec_roads"), nullptr);
  EXPECT_EQ(sides->row_labels.size(), load.ruleset->hexside_features.size());
  EXPECT_EQ(cell(*hexes, "Woods", "Line of sight"), "blocks (height 1)");
  EXPECT_EQ(cell(*sides, "Stream", "Cross (MP)"), "prohibited");
  EXPECT_NE(cell(*sides, "Stone wall", "Rule values").find("Fire line target behind -1"), std::string::npos)
      << cell(*sides, "Stone wall", "Rule values");
}

}  // namespace
}  // namespace hexfire
