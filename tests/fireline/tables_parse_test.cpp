// The <tables> parser: the shipped file loads clean, and broken tables are reported with file:line.
// Options: defaults from fireline.xml, scenario overrides, and bad values named.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "engine/rules/fireline/fireline_context.hpp"
#include "engine/rules/fireline/fireline_tables.hpp"
#include "tests/support/fireline_fixture.hpp"

namespace hexfire::fireline {
namespace {

std::string shipped_text() {
  std::ifstream in(test_support::fireline_rules_path());
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// The shipped file with one piece of text replaced.
FirelineTablesLoad parse_with(const std::string& from, const std::string& to) {
  std::string text = shipped_text();
  const auto at = text.find(from);
  EXPECT_NE(at, std::string::npos) << from;
  if (at != std::string::npos) text.replace(at, from.size(), to);
  return parse_fireline_tables(text, "fireline.xml");
}

bool has_error(const FirelineTablesLoad& l, const std::string& text) {
  for (const auto& d : l.errors)
    if (d.to_string().find(text) != std::string::npos) return true;
  return false;
}

TEST(TablesParse, ShippedTablesLoadClean) {
  const auto l = load_fireline_tables(test_support::fireline_rules_path());
  ASSERT_TRUE(l.tables) << format_diagnostics(l.errors);
  EXPECT_EQ(l.tables->crt.columns.size(), 5u);
  EXPECT_EQ(l.tables->fire_modifiers.size(), kFireModifierIds.size());
  EXPECT_EQ(l.tables->assault_modifiers.size(), kAssaultModifierIds.size());
  EXPECT_EQ(l.tables->morale_modifiers.size(), kMoraleModifierIds.size());
  EXPECT_EQ(l.tables->hits_per_side, 3);
  EXPECT_EQ(l.tables->fire("firer_disrupted").value, -3);
  EXPECT_EQ(l.tables->morale("isolated").value, -2);
}

TEST(TablesParse, DieFaceTwiceOrMissingIsAnErrorWithItsLine) {
  const auto l = parse_with(R"(<row fire="2"     dice="-   -   0   1-3 4-9"/>)", R"(<row fire="2" dice="- - 0 1-4 4-8"/>)");
  EXPECT_FALSE(l.tables);
  EXPECT_TRUE(has_error(l, "die face 4 appears twice"));
  EXPECT_TRUE(has_error(l, "die face 9 has no result"));
  EXPECT_TRUE(has_error(l, "fireline.xml:")) << format_diagnostics(l.errors);
}

TEST(TablesParse, RowsMustTileTheFireValues) {
  const auto l = parse_with(R"(fire="5-7")", R"(fire="6-7")");
  EXPECT_TRUE(has_error(l, "row 6-7 should start at 5")) << format_diagnostics(l.errors);
}

TEST(TablesParse, BadFactorAndMissingModifier) {
  auto l = parse_with(R"(factors="3 2   1   0.5 -")", R"(factors="3 2 1 half -")");
  EXPECT_TRUE(has_error(l, "factor \"half\""));
  l = parse_with(R"(<modifier id="target_density" value="+1")", R"(<modifier id="target_dense" value="+1")");
  EXPECT_TRUE(has_error(l, "missing modifier 'target_density'"));
  l = parse_with(R"(<drm id="ezoc" value="-1")", R"(<drm id="ezoc" value="-1" colour="red")");
  EXPECT_TRUE(has_error(l, "unknown attribute 'colour'"));
}

TEST(TablesParse, OptionsDefaultOverrideAndBadValues) {
  const auto rules = test_support::load_fireline_ruleset();
  auto tables = load_fireline_tables(test_support::fireline_rules_path());
  ASSERT_TRUE(tables.tables);
  auto c = make_fireline_context(rules, *tables.tables);
  ASSERT_TRUE(c.ok());
  EXPECT_TRUE(c.context->options.d_result_o_hit_test);
  EXPECT_EQ(c.context->options.round_fire, RoundFire::Down);
  EXPECT_TRUE(c.context->options.clamp_each_step);
  EXPECT_EQ(c.context->options.front_half_width(), 1);
  c = make_fireline_context(rules, *tables.tables, {{"round_fire", "up"}, {"d_result_o_hit_option", "off"}});
  ASSERT_TRUE(c.ok());
  EXPECT_EQ(c.context->options.round_fire, RoundFire::Up);
  EXPECT_FALSE(c.context->options.d_result_o_hit_test);
  c = make_fireline_context(rules, *tables.tables, {{"round_fire", "sideways"}, {"flank_hexsides", "2"}}, "s.xml");
  EXPECT_FALSE(c.ok());
  ASSERT_EQ(c.errors.size(), 2u);
  EXPECT_NE(format_diagnostics(c.errors).find("s.xml: option round_fire=\"sideways\""), std::string::npos)
      << format_diagnostics(c.errors);
  EXPECT_NE(format_diagnostics(c.errors).find("flank_hexsides=\"2\""), std::string::npos);
  // Options other modules read are checked here too.
  c = make_fireline_context(rules, *tables.tables, {{"assault_rounds", "two"}, {"assault_occupy", "maybe"}}, "s.xml");
  EXPECT_FALSE(c.ok());
  ASSERT_EQ(c.errors.size(), 2u) << format_diagnostics(c.errors);
  EXPECT_NE(format_diagnostics(c.errors).find("option assault_rounds=\"two\": must be a whole number"),
            std::string::npos);
  EXPECT_NE(format_diagnostics(c.errors).find("option assault_occupy=\"maybe\": must be true or false"),
            std::string::npos);
}

}  // namespace
}  // namespace hexfire::fireline
