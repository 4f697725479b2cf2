// The terrain effects chart in the Tables window (issue 14, 5): made from the ruleset's data, so
// column-shift's woods show their movement cost, line of sight and the category its shifts read.
#include <gtest/gtest.h>

#include <algorithm>

#include "engine/io/ruleset_loader.hpp"
#include "engine/rules/terrain_chart.hpp"
#include "flow/flow_helpers.hpp"

namespace hexfire::test {
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

TEST(TerrainChart, EveryTerrainOfTheRulesetIsARowWithItsEffects) {
  const RulesetLoad load = load_ruleset(rules_dir() + "/column-shift.xml");
  ASSERT_TRUE(load.ok()) << format_diagnostics(load.errors);
  const std::vector<RulesTable> tables = terrain_effects_tables(*load.ruleset);
  const RulesTable* hexes = find_table(tables, "tec_terrain");
  ASSERT_NE(hexes, nullptr);
  EXPECT_EQ(hexes->row_labels.size(), load.ruleset->terrain.size());
  for (const auto& row : hexes->cells) EXPECT_EQ(row.size(), hexes->columns.size());
  EXPECT_EQ(cell(*hexes, "Woods", "Move (MP)"), "2");
  EXPECT_EQ(cell(*hexes, "Woods", "Line of sight"), "blocks (height 1)");
  EXPECT_EQ(cell(*hexes, "Woods", "Rule values"), "Category woods");
}

}  // namespace
}  // namespace hexfire::test
