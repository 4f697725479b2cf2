// Messages that teach: an unknown name gets the nearest known one or the short list of them, and
// a legend character whose terrain is misspelt is reported once, at the legend, not again at
// every hex of the terrain rows.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "engine/io/scenario_loader.hpp"
#include "engine/io/suggest.hpp"

namespace hexfire {
namespace {

TEST(Suggest, EditDistanceCountsInsertionsDeletionsSubstitutionsAndSwaps) {
  EXPECT_EQ(name_distance("woods", "woods", 3), 0);
  EXPECT_EQ(name_distance("wods", "woods", 3), 1);
  EXPECT_EQ(name_distance("wooods", "woods", 3), 1);
  EXPECT_EQ(name_distance("wuods", "woods", 3), 1);
  EXPECT_EQ(name_distance("wodos", "woods", 3), 1);  // a swap is one edit
  EXPECT_EQ(name_distance("Woods", "woods", 3), 0);  // case does not count
  EXPECT_EQ(name_distance("clear", "woods", 2), 3);  // past the limit: limit + 1
}

TEST(Suggest, TheNearestNameOrTheShortList) {
  const std::vector<std::string> terrain{"clear", "woods", "town", "marsh"};
  EXPECT_EQ(suggestion("wods", terrain), "; did you mean 'woods'?");
  EXPECT_EQ(suggestion("jungle", terrain), "; one of: clear, woods, town, marsh");
  EXPECT_EQ(suggestion("jungle", terrain, 3), "");  // too many to list
  EXPECT_EQ(suggestion("x", {}), "");
  // A short word gets one edit at most: 'tn' is not 'town'.
  EXPECT_EQ(suggestion("tn", terrain, 0), "");
}

std::string minimal_with(const std::string& from, const std::string& to) {
  std::ifstream in(std::string(HEXFIRE_SOURCE_DIR) + "/tests/fixtures/scenarios/good/minimal.xml");
  std::stringstream s;
  s << in.rdbuf();
  std::string text = s.str();
  const auto at = text.find(from);
  EXPECT_NE(at, std::string::npos) << from;
  if (at != std::string::npos) text.replace(at, from.size(), to);
  return text;
}

std::vector<std::string> messages(const std::string& text) {
  const ScenarioLoad l = load_scenario_text(text, "t.xml", std::string(HEXFIRE_SOURCE_DIR) + "/assets/rules");
  std::vector<std::string> out;
  for (const Diagnostic& d : l.errors) out.push_back("t.xml:" + std::to_string(d.line) + ": " + d.message);
  return out;
}

// The map as terrain rows: 30 columns of '.' (clear) but for a column of 'w' down the middle.
std::string with_rows(const std::string& woods_terrain) {
  std::string rows;
  for (int r = 0; r < 20; ++r) rows += "      " + std::string(15, '.') + "w" + std::string(14, '.') + "\n";
  return minimal_with("    <hex at=\"0302\" terrain=\"woods\"/>\n",
                      "    <legend char=\".\" terrain=\"clear\"/>\n    <legend char=\"w\" terrain=\"" + woods_terrain +
                          "\"/>\n    <terrain>\n" + rows + "    </terrain>\n");
}

TEST(Suggest, AMisspeltLegendTerrainIsOneErrorWithItsCorrection) {
  EXPECT_TRUE(messages(with_rows("woods")).empty()) << ::testing::PrintToString(messages(with_rows("woods")));
  // Twenty rows use 'w': still one message, at the legend, with the correction.
  const auto m = messages(with_rows("wods"));
  ASSERT_EQ(m.size(), 1u) << ::testing::PrintToString(m);
  EXPECT_EQ(m[0], "t.xml:7: legend 'w': 'wods' is not a terrain type of the fireline ruleset; did you mean 'woods'?");
}

TEST(Suggest, ACharacterMissingFromTheLegendIsStillReportedPerRow) {
  std::string text = with_rows("woods");
  const auto legend = text.find("    <legend char=\"w\"");
  text.erase(legend, text.find('\n', legend) - legend + 1);
  const auto m = messages(text);
  EXPECT_EQ(m.size(), 20u);  // one per row: nothing said where the 'w' was meant to come from
}

TEST(Suggest, AMissingSideIsOneErrorNotOneForEveryOrganizationUnderIt) {
  // 1st Brigade names side 'usaa'; its 12th Ohio and the unit in it would each have said so too.
  const auto m = messages(minimal_with("<org key=\"1bde\" name=\"1st Brigade\" side=\"usa\">",
                                       "<org key=\"1bde\" name=\"1st Brigade\" side=\"usaa\">"));
  ASSERT_EQ(m.size(), 1u) << ::testing::PrintToString(m);
  EXPECT_EQ(m[0], "t.xml:21: organization '1bde': side 'usaa' does not exist; did you mean 'usa'?");
}

}  // namespace
}  // namespace hexfire
