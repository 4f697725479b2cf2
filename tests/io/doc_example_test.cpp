// The complete example in docs/scenario-format.md must load clean, so the documentation
// cannot drift from the loader.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>

#include "engine/io/scenario_loader.hpp"
#include "engine/rules/fireline/fireline_unit.hpp"

namespace hexfire {
namespace {

std::string first_xml_block(const std::string& markdown) {
  const std::string open = "```xml\n";
  const auto start = markdown.find(open);
  if (start == std::string::npos) return {};
  const auto body = start + open.size();
  const auto end = markdown.find("```", body);
  return markdown.substr(body, end == std::string::npos ? std::string::npos : end - body);
}

TEST(DocExample, LoadsCleanAndUsesEveryPart) {
  std::ifstream in("docs/scenario-format.md");
  ASSERT_TRUE(in) << "docs/scenario-format.md not found";
  std::ostringstream ss;
  ss << in.rdbuf();
  const std::string xml = first_xml_block(ss.str());
  ASSERT_FALSE(xml.empty());
  const ScenarioLoad l = load_scenario_text(xml, "doc-example", std::string(HEXFIRE_SOURCE_DIR) + "/assets/rules");
  ASSERT_TRUE(l.ok()) << format_diagnostics(l.errors);
  const ScenarioInfo& info = l.scenario->info;
  const GameState& st = l.scenario->initial;
  EXPECT_EQ(info.briefing, "Text for both players. Indentation is dropped;\n\na blank line starts a new paragraph.");
  EXPECT_EQ(info.options.at("straggle_uses_amm"), "false");
  EXPECT_EQ(info.side_briefings.at("usa"), "Only the Union player reads this.");
  EXPECT_EQ(info.reinforcements.size(), 1u);
  EXPECT_EQ(info.victory.objectives.size(), 1u);
  const Unit& bty = st.unit(*st.find_unit("Battery A"));
  EXPECT_EQ(bty.status, UnitStatus::Disrupted);
  EXPECT_EQ(hexfire::fireline::fireline_unit(bty).o_hits, 1);
  EXPECT_TRUE(st.unit(*st.find_unit("4th Texas")).reduced);
  EXPECT_EQ(st.map().elevation(*st.map().parse_label("0202")), 2);
  EXPECT_EQ(st.map().elevation(*st.map().parse_label("0404")), 1);
}

}  // namespace
}  // namespace hexfire
