// hexfire-lint's checks that need the rule system (check_scenario_rules): an option value the
// fireline rules refuse, and units of two higher organizations stacked at the start (5.2), each
// reported with the file's line of the option or unit.
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <sstream>

#include "engine/io/scenario_loader.hpp"
#include "engine/rules/rule_system.hpp"
#include "engine/rules/scenario_check.hpp"

namespace hexfire {
namespace {

std::string repo(const std::string& rel) { return std::string(HEXFIRE_SOURCE_DIR) + "/" + rel; }

std::string pick_fixture() {
  std::ifstream in(repo("tests/fixtures/ui/play_pick.xml"));
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

int line_of(const std::string& text, const std::string& part) {
  const std::size_t at = text.find(part);
  EXPECT_NE(at, std::string::npos) << part;
  return 1 + static_cast<int>(std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(at), '\n'));
}

Diagnostics check(const std::string& text) {
  const ScenarioLoad load = load_scenario_text(text, "setup.xml", repo("assets/rules"));
  EXPECT_TRUE(load.ok()) << format_diagnostics(load.errors);
  if (!load.ok()) return {};
  return check_scenario_rules(*load.scenario, repo("assets/rules"));
}

std::string replace(std::string text, const std::string& from, const std::string& to) {
  const std::size_t at = text.find(from);
  EXPECT_NE(at, std::string::npos) << from;
  if (at != std::string::npos) text.replace(at, from.size(), to);
  return text;
}

TEST(SetupCheck, AFixtureThatFollowsTheRulesIsClean) { EXPECT_TRUE(check(pick_fixture()).empty()); }

TEST(SetupCheck, AnOptionValueTheRulesRefuseNamesItsLine) {
  const std::string text = replace(pick_fixture(), "<map ",
                                   "<options>\n    <option name=\"round_fire\" value=\"sideways\"/>\n  </options>\n  <map ");
  const Diagnostics d = check(text);
  ASSERT_EQ(d.size(), 1u) << format_diagnostics(d);
  EXPECT_EQ(d[0].file, "setup.xml");
  EXPECT_EQ(d[0].line, line_of(text, "round_fire"));
  EXPECT_EQ(d[0].message, "option round_fire=\"sideways\": must be down, nearest or up");
}

TEST(SetupCheck, UnitsOfTwoHigherOrganizationsStackedAtTheStartAreReported) {
  const std::string text = replace(pick_fixture(), "type=\"bty\" org=\"23oh\"", "type=\"bty\" org=\"12oh\"");
  const Diagnostics d = check(text);
  ASSERT_EQ(d.size(), 1u) << format_diagnostics(d);
  EXPECT_EQ(d[0].line, line_of(text, "<unit name=\"Battery A\""));
  EXPECT_EQ(d[0].message,
            "unit 'Battery A' at 0605: stacks with 23rd Ohio of another higher organization; only units of one HO "
            "may stack (5.2, option ho_level)");
}

// The rule system hands the location over as data (the editor points at it), not only as text.
TEST(SetupCheck, AProblemCarriesItsFileLineAndHex) {
  const std::string text = replace(pick_fixture(), "type=\"bty\" org=\"23oh\"", "type=\"bty\" org=\"12oh\"");
  const ScenarioLoad load = load_scenario_text(text, "setup.xml", repo("assets/rules"));
  ASSERT_TRUE(load.ok()) << format_diagnostics(load.errors);
  std::string why;
  const auto rules = make_rule_system(*load.scenario, repo("assets/rules"), why);
  ASSERT_TRUE(rules) << why;
  const std::vector<SetupProblem> problems = rules->check_setup(*load.scenario);
  ASSERT_EQ(problems.size(), 1u);
  EXPECT_EQ(problems[0].unit, "Battery A");
  EXPECT_EQ(problems[0].where.file, "setup.xml");
  EXPECT_EQ(problems[0].where.line, line_of(text, "<unit name=\"Battery A\""));
  ASSERT_TRUE(problems[0].where.hex.has_value());
  EXPECT_EQ(load.scenario->initial.map().label(*problems[0].where.hex), "0605");
}

// "HO Vol1 = Regiment, HO Vol2 = Division" (5.2; issue 11 point 6): the scenario's variant sets
// the stacking level. Two regiments of one division may share a hex in Volume 2 only.
TEST(SetupCheck, VolumeTwoStacksByDivision) {
  std::string two_regiments = replace(pick_fixture(), "type=\"bty\" org=\"23oh\"", "type=\"bty\" org=\"12oh\"");
  two_regiments = replace(two_regiments, "name=\"Union Brigade\" level=\"brigade\"", "name=\"Union Division\" level=\"division\"");
  EXPECT_EQ(check(two_regiments).size(), 1u);  // vol1: regiments
  const std::string vol2 = replace(two_regiments, "variant=\"vol1\"", "variant=\"vol2\"");
  EXPECT_TRUE(check(vol2).empty()) << format_diagnostics(check(vol2));
  // A scenario may still choose its own level over its variant's.
  const std::string own = replace(vol2, "<map ", "<options>\n    <option name=\"ho_level\" value=\"regiment\"/>\n  </options>\n  <map ");
  EXPECT_EQ(check(own).size(), 1u);
}

// What the scenario plays with, for everybody who asks (the play screen's line of sight too):
// the ruleset's default, then the variant's option, then the scenario's own.
TEST(SetupCheck, OptionsInEffectLayerTheVariantBetweenRulesetAndScenario) {
  const std::string vol2 = replace(pick_fixture(), "variant=\"vol1\"", "variant=\"vol2\"");
  const ScenarioLoad load = load_scenario_text(vol2, "vol2.xml", repo("assets/rules"));
  ASSERT_TRUE(load.ok()) << format_diagnostics(load.errors);
  const Ruleset& rules = load.scenario->initial.ruleset();
  EXPECT_EQ(rules.options.at("ho_level"), "regiment");
  EXPECT_EQ(load.scenario->info.option(rules, "ho_level"), "division");
  EXPECT_EQ(load.scenario->info.options_in_effect(rules).at("los_model"), "category");
  const std::string own = replace(vol2, "<map ", "<options>\n    <option name=\"ho_level\" value=\"brigade\"/>\n  </options>\n  <map ");
  const ScenarioLoad own_load = load_scenario_text(own, "own.xml", repo("assets/rules"));
  ASSERT_TRUE(own_load.ok()) << format_diagnostics(own_load.errors);
  EXPECT_EQ(own_load.scenario->info.option(own_load.scenario->initial.ruleset(), "ho_level"), "brigade");
}

// Leaders' affiliations are linted: one with neither commands= nor org= is reported at its line.
TEST(SetupCheck, ALeaderWithoutAffiliationIsReported) {
  std::string text = replace(pick_fixture(), "</unit-types>",
                             "  <unit-type id=\"ldr\" name=\"Leader\" class=\"leader\" strength=\"0\" morale=\"7\" movement=\"3\"/>\n  </unit-types>");
  text = replace(text, "    <unit name=\"12th Ohio\"", "    <leader name=\"Col. Nobody\" type=\"ldr\" at=\"0305\" rank=\"junior\"/>\n    <unit name=\"12th Ohio\"");
  const Diagnostics d = check(text);
  ASSERT_EQ(d.size(), 1u) << format_diagnostics(d);
  EXPECT_EQ(d[0].line, line_of(text, "<leader name=\"Col. Nobody\""));
  EXPECT_NE(d[0].message.find("leader 'Col. Nobody' at 0305: no affiliation"), std::string::npos) << d[0].message;
  const std::string with_org = replace(text, "at=\"0305\" rank", "org=\"12oh\" at=\"0305\" rank");
  EXPECT_TRUE(check(with_org).empty()) << format_diagnostics(check(with_org));
}

// Leaders stack with anyone: the shipped scenarios stack theirs with their regiments.
TEST(SetupCheck, ShippedScenariosAreClean) {
  for (const char* s : {"scenarios/fireline/crossroads.xml", "scenarios/fireline/seven_pines.xml",
                        "scenarios/fireline/first_winchester.xml"}) {
    const ScenarioLoad load = load_scenario(repo(s), repo("assets/rules"));
    ASSERT_TRUE(load.ok()) << s;
    EXPECT_TRUE(check_scenario_rules(*load.scenario, repo("assets/rules")).empty()) << s;
  }
}

}  // namespace
}  // namespace hexfire
