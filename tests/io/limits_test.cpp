// The limits by design (engine/io/limits.hpp): a file just over each is refused with its exact
// message at its line, and files of a sane size (some at the limit) load.
#include <gtest/gtest.h>

#include <string>

#include "engine/io/limits.hpp"
#include "engine/io/save.hpp"
#include "engine/io/scenario_loader.hpp"
#include "engine/io/xml_guard.hpp"
#include "tests/support/generated_scenario.hpp"

namespace hexfire {
namespace {

using test_support::generate_scenario;
using test_support::line_of;
using test_support::ScenarioShape;

std::string rules_dir() { return std::string(HEXFIRE_SOURCE_DIR) + "/assets/rules"; }

ScenarioLoad load(const std::string& text) { return load_scenario_text(text, "big.xml", rules_dir()); }

// The one error of a refused file, as "file:line: message".
std::string only_error(const std::string& text) {
  const ScenarioLoad l = load(text);
  EXPECT_FALSE(l.ok());
  EXPECT_EQ(l.errors.size(), 1u) << format_diagnostics(l.errors);
  return l.errors.empty() ? std::string() : l.errors.front().to_string();
}

std::string at(const std::string& text, const std::string& needle) {
  return "big.xml:" + std::to_string(line_of(text, needle)) + ": ";
}

std::string n(std::size_t v) { return std::to_string(v); }

// The generator writes usa's pieces (even numbers) before csa's (odd), so of `count` pieces the
// last in the file, the one over a limit of count - 1, is csa's highest: the highest odd number.
std::string last_in_file(const std::string& prefix, int count) {
  return "name=\"" + prefix + std::to_string(count % 2 == 1 ? count - 2 : count - 1) + "\"";
}

TEST(Limits, AGeneratedScenarioOfASaneSizeLoads) {
  ScenarioShape s;
  s.width = 60;
  s.height = 40;
  s.units = 200;
  s.leaders = 20;
  s.orgs = 40;
  s.unit_types = 10;
  s.markers = 30;
  s.objectives = 10;
  s.reinforcements = 5;
  s.terrain_rows = true;
  const ScenarioLoad l = load(generate_scenario(s));
  ASSERT_TRUE(l.ok()) << format_diagnostics(l.errors);
  EXPECT_EQ(l.scenario->initial.units().size(), 225u);
  EXPECT_EQ(l.scenario->initial.orgs().size(), 40u);
  EXPECT_EQ(l.scenario->info.victory.objectives.size(), 10u);
}

TEST(Limits, MapWiderThanTheLimit) {
  ScenarioShape s;
  s.width = limits::kMaxMapSide + 1;
  const std::string text = generate_scenario(s);
  EXPECT_EQ(only_error(text), at(text, "<map ") + "<map>: width=\"" + n(limits::kMaxMapSide + 1) +
                                  "\" is out of range (1 to " + n(limits::kMaxMapSide) + ")");
}

TEST(Limits, UnitsOverTheLimit) {
  ScenarioShape s;
  s.width = 300;
  s.height = 100;
  s.units = static_cast<int>(limits::kMaxUnits) + 1;
  const std::string text = generate_scenario(s);
  EXPECT_EQ(only_error(text), at(text, last_in_file("u", s.units)) + "more than " +
                                  n(limits::kMaxUnits) + " units and leaders (the limit is " + n(limits::kMaxUnits) +
                                  ")");
}

TEST(Limits, ReinforcementsCountAsUnits) {
  ScenarioShape s;
  s.width = 300;
  s.height = 100;
  s.units = static_cast<int>(limits::kMaxUnits);
  s.reinforcements = 1;
  const std::string text = generate_scenario(s);
  EXPECT_EQ(only_error(text), at(text, "name=\"r0\"") + "more than " + n(limits::kMaxUnits) +
                                  " units and leaders (the limit is " + n(limits::kMaxUnits) + ")");
}

TEST(Limits, LeadersOverTheLimit) {
  ScenarioShape s;
  s.width = 100;
  s.height = 50;
  s.leaders = static_cast<int>(limits::kMaxLeaders) + 1;
  const std::string text = generate_scenario(s);
  EXPECT_EQ(only_error(text), at(text, last_in_file("l", s.leaders)) + "more than " + n(limits::kMaxLeaders) + " leaders (the limit is " +
                                  n(limits::kMaxLeaders) + ")");
}

TEST(Limits, OrganizationsOverTheLimit) {
  ScenarioShape s;
  s.orgs = static_cast<int>(limits::kMaxOrganizations) + 1;
  const std::string text = generate_scenario(s);
  EXPECT_EQ(only_error(text), at(text, "key=\"o" + n(limits::kMaxOrganizations) + "\"") + "more than " +
                                  n(limits::kMaxOrganizations) + " organizations (the limit is " +
                                  n(limits::kMaxOrganizations) + ")");
}

TEST(Limits, UnitTypesOverTheLimit) {
  ScenarioShape s;
  s.unit_types = static_cast<int>(limits::kMaxUnitTypes) + 1;
  const std::string text = generate_scenario(s);
  EXPECT_EQ(only_error(text), at(text, "id=\"t" + n(limits::kMaxUnitTypes) + "\"") + "more than " +
                                  n(limits::kMaxUnitTypes) + " unit types (the limit is " + n(limits::kMaxUnitTypes) +
                                  ")");
}

TEST(Limits, MarkersOverTheLimit) {
  ScenarioShape s;
  s.width = 200;
  s.height = 100;
  s.markers = static_cast<int>(limits::kMaxMarkers) + 1;
  const std::string text = generate_scenario(s);
  const std::string over = test_support::generated_label(static_cast<int>(limits::kMaxMarkers) % 200,
                                                          static_cast<int>(limits::kMaxMarkers) / 200);
  EXPECT_EQ(only_error(text), at(text, "entrenchment\" at=\"" + over + "\"") + "more than " +
                                  n(limits::kMaxMarkers) + " markers (the limit is " + n(limits::kMaxMarkers) + ")");
}

TEST(Limits, ObjectivesAtTheLimitLoadAndOneMoreIsRefused) {
  ScenarioShape s;
  s.width = 100;
  s.height = 20;
  s.objectives = static_cast<int>(limits::kMaxObjectives);
  const ScenarioLoad ok = load(generate_scenario(s));
  ASSERT_TRUE(ok.ok()) << format_diagnostics(ok.errors);
  EXPECT_EQ(ok.scenario->info.victory.objectives.size(), limits::kMaxObjectives);
  s.objectives += 1;
  const std::string text = generate_scenario(s);
  const std::string over = test_support::generated_label(static_cast<int>(limits::kMaxObjectives) % 100,
                                                          static_cast<int>(limits::kMaxObjectives) / 100);
  EXPECT_EQ(only_error(text), at(text, "<objective at=\"" + over + "\"") + "more than " + n(limits::kMaxObjectives) +
                                  " objectives (the limit is " + n(limits::kMaxObjectives) + ")");
}

TEST(Limits, ReinforcementsOverTheLimit) {
  ScenarioShape s;
  s.reinforcements = static_cast<int>(limits::kMaxReinforcements) + 1;
  const std::string text = generate_scenario(s);
  // The <reinforcement> is on the line before its unit.
  const int line = line_of(text, "name=\"r" + n(limits::kMaxReinforcements) + "\"") - 1;
  EXPECT_EQ(only_error(text), "big.xml:" + std::to_string(line) + ": more than " + n(limits::kMaxReinforcements) + " reinforcements (the limit is " +
                                  n(limits::kMaxReinforcements) + ")");
}

// A scenario with one text replaced.
std::string with(std::string text, const std::string& from, const std::string& to) {
  const auto at_pos = text.find(from);
  EXPECT_NE(at_pos, std::string::npos) << from;
  return text.replace(at_pos, from.size(), to);
}

TEST(Limits, SidesOverTheLimit) {
  std::string sides;
  for (int i = 0; i < limits::kMaxSides - 1; ++i)  // with usa and csa, one more than the limit
    sides += "<side key=\"s" + std::to_string(i) + "\" name=\"S\" color=\"#000000\"/>\n";
  const std::string text = with(generate_scenario({}), "</sides>", sides + "</sides>");
  EXPECT_EQ(only_error(text), at(text, "key=\"s" + std::to_string(limits::kMaxSides - 2) + "\"") +
                                  "side 's" + std::to_string(limits::kMaxSides - 2) + "': more than " +
                                  std::to_string(limits::kMaxSides) + " sides (the limit is " +
                                  std::to_string(limits::kMaxSides) + ")");
}

TEST(Limits, NamesLongerThanTheLimit) {
  const std::string base = generate_scenario({});
  const std::string long_name(limits::kMaxNameLength + 1, 'x');
  const std::string fits(limits::kMaxNameLength, 'x');
  const ScenarioLoad ok = load(with(base, "name=\"u0\"", "name=\"" + fits + "\""));
  EXPECT_TRUE(ok.ok()) << format_diagnostics(ok.errors);
  std::string text = with(base, "name=\"u0\"", "name=\"" + long_name + "\"");
  EXPECT_EQ(only_error(text), at(text, long_name) + "<unit>: name is " + n(limits::kMaxNameLength + 1) +
                                  " bytes long (the limit is " + n(limits::kMaxNameLength) + ")");
  text = with(base, "name=\"Union\"", "name=\"" + long_name + "\"");
  EXPECT_EQ(only_error(text), at(text, long_name) + "side 'usa': name is " + n(limits::kMaxNameLength + 1) +
                                  " bytes long (the limit is " + n(limits::kMaxNameLength) + ")");
}

TEST(Limits, TitleAndBriefingLongerThanTheLimit) {
  const std::string base = generate_scenario({});
  std::string text = with(base, "<title>Generated 30x20</title>",
                          "<title>" + std::string(limits::kMaxTitleLength + 1, 't') + "</title>");
  EXPECT_EQ(only_error(text), at(text, "<title>") + "<title>: the text is " + n(limits::kMaxTitleLength + 1) +
                                  " bytes long (the limit is " + n(limits::kMaxTitleLength) + ")");
  text = with(base, "</title>", "</title><briefing>" + std::string(limits::kMaxBriefingLength + 1, 'b') + "</briefing>");
  EXPECT_EQ(only_error(text), at(text, "<briefing>") + "<briefing>: the text is " +
                                  n(limits::kMaxBriefingLength + 1) + " bytes long (the limit is " +
                                  n(limits::kMaxBriefingLength) + ")");
}

TEST(Limits, OptionValueLongerThanTheLimit) {
  const std::string text = with(generate_scenario({}), "</title>",
                                "</title>\n<options><option name=\"ho_level\" value=\"" +
                                    std::string(limits::kMaxOptionValueLength + 1, 'v') + "\"/></options>");
  EXPECT_EQ(only_error(text), at(text, "<option ") + "option 'ho_level': value is " +
                                  n(limits::kMaxOptionValueLength + 1) + " bytes long (the limit is " +
                                  n(limits::kMaxOptionValueLength) + ")");
}

// ---- the XML guard --------------------------------------------------------------------------

TEST(XmlGuard, AnElementWithMoreAttributesThanTheLimit) {
  std::string attrs;
  for (int i = 0; i <= limits::kMaxAttributesPerElement; ++i) attrs += " a" + std::to_string(i) + "=\"1\"";
  const std::string text = with(generate_scenario({}), "<unit name=\"u0\"", "<unit name=\"u0\"" + attrs);
  EXPECT_EQ(only_error(text), at(text, "<unit name=\"u0\"") + "element <unit> has more than " +
                                  std::to_string(limits::kMaxAttributesPerElement) + " attributes (the limit is " +
                                  std::to_string(limits::kMaxAttributesPerElement) + ")");
}

// tinyxml2 takes minutes over this one (each attribute checked against all before it); the guard
// refuses it after reading 33 of them.
TEST(XmlGuard, TwoHundredThousandAttributesAreRefusedBeforeTheParser) {
  std::string text = "<scenario format=\"1\" system=\"fireline\" turns=\"1\">\n<title>T</title>\n<map";
  text.reserve(text.size() + 200000 * 14);
  for (int i = 0; i < 200000; ++i) text += " a" + std::to_string(i) + "=\"1\"";
  text += "/>\n</scenario>\n";
  EXPECT_EQ(only_error(text), "big.xml:3: element <map> has more than " +
                                  std::to_string(limits::kMaxAttributesPerElement) + " attributes (the limit is " +
                                  std::to_string(limits::kMaxAttributesPerElement) + ")");
}

TEST(XmlGuard, NestingDeeperThanTheLimit) {
  std::string open, close;
  for (int i = 0; i < limits::kMaxNestingDepth; ++i) {
    open += "<org key=\"k" + std::to_string(i) + "\">\n";
    close += "</org>\n";
  }
  // <scenario> and <organizations> are two levels already.
  const std::string text = with(generate_scenario({}), "<organizations>", "<organizations>\n" + open + close);
  EXPECT_EQ(only_error(text), at(text, "key=\"k" + std::to_string(limits::kMaxNestingDepth - 2) + "\"") +
                                  "element <org> is nested more than " + std::to_string(limits::kMaxNestingDepth) +
                                  " elements deep (the limit is " + std::to_string(limits::kMaxNestingDepth) + ")");
}

TEST(XmlGuard, MoreElementsThanTheLimit) {
  std::string text = "<scenario>\n";
  text.reserve(limits::kMaxElements * 5 + 100);
  for (std::size_t i = 0; i < limits::kMaxElements; ++i) text += "<a/>";
  text += "\n</scenario>\n";
  EXPECT_EQ(only_error(text), "big.xml:2: more than " + n(limits::kMaxElements) + " elements in the file (the limit is " +
                                  n(limits::kMaxElements) + ")");
}

TEST(XmlGuard, MoreLinesThanTheLimit) {
  // Blank lines cost nothing to the parser but a save carries its scenario line by line.
  std::string text = "<scenario>" + std::string(limits::kMaxXmlLines, '\n') + "</scenario>\n";
  EXPECT_EQ(only_error(text), "big.xml:" + std::to_string(limits::kMaxXmlLines + 1) + ": more than " +
                                  n(limits::kMaxXmlLines) + " lines in the file (the limit is " +
                                  n(limits::kMaxXmlLines) + ")");
  const std::string ok = "<scenario>" + std::string(1000, '\n') + "</scenario>\n";
  EXPECT_FALSE(check_xml_shape(ok).has_value());
}

TEST(XmlGuard, QuotesCommentsAndCdataHideTheirContents) {
  XmlShapeLimits tight;
  tight.attributes_per_element = 2;
  tight.nesting_depth = 2;
  tight.elements = 3;
  // '=' and '>' inside values, tags inside comments and CDATA, a self-closing element with a
  // slash in a value: none counts.
  const std::string ok = "<?xml version=\"1.0\"?>\n<!-- <a x=1 y=2 z=3><b><c> -->\n"
                         "<a x=\"1=2>3\" y='a/'>\n<![CDATA[<b><c><d></d></c></b>]]>\n<b z=\"/\"/>\n<c/></a>\n";
  EXPECT_FALSE(check_xml_shape(ok, tight).has_value());
  const auto attrs = check_xml_shape("<a>\n<b x='1' y='2' z='3'/></a>", tight);
  ASSERT_TRUE(attrs.has_value());
  EXPECT_EQ(attrs->line, 2);
  EXPECT_EQ(attrs->message, "element <b> has more than 2 attributes (the limit is 2)");
  const auto deep = check_xml_shape("<a>\n<b>\n<c>", tight);
  ASSERT_TRUE(deep.has_value());
  EXPECT_EQ(deep->line, 3);
  EXPECT_EQ(deep->message, "element <c> is nested more than 2 elements deep (the limit is 2)");
  const auto many = check_xml_shape("<a><b/><c/>\n<d/></a>", tight);
  ASSERT_TRUE(many.has_value());
  EXPECT_EQ(many->line, 2);
  tight.elements = 10;
  const auto total = check_xml_shape("<a x='1' y='2'>\n<b x='1' y='2'/>\n<c x='1' y='2'/>\n<d x='1'/></a>", [&] {
    XmlShapeLimits l = tight;
    l.attributes = 5;
    return l;
  }());
  ASSERT_TRUE(total.has_value());
  EXPECT_EQ(total->line, 3);
  EXPECT_EQ(total->message, "more than 5 attributes in the file (the limit is 5)");
  // Malformed text is left to the parser: an unclosed tag or comment ends the scan quietly.
  EXPECT_FALSE(check_xml_shape("<a x='1 y=2 z=3 w=4>", tight).has_value());
  EXPECT_FALSE(check_xml_shape("<a><!-- <b x='1' y='2' z='3'>", tight).has_value());
}

// ---- saves --------------------------------------------------------------------------------

std::string save_body(const std::string& commands_line) {
  return "hexfire-save " + std::to_string(kSaveVersion) +
         "\nscenario s.xml\nscenario-hash 0123456789abcdef\nsystem fireline\nseed 1\n" + commands_line + "\n";
}

TEST(SaveLimits, MoreCommandsThanTheLimit) {
  const SaveParse p = parse_save(seal_save_text(save_body("commands " + n(limits::kMaxSaveCommands + 1))), "g.hxsave");
  ASSERT_FALSE(p.ok());
  EXPECT_EQ(p.error.to_string(), "g.hxsave:6: commands " + n(limits::kMaxSaveCommands + 1) + ": more than " +
                                     n(limits::kMaxSaveCommands) + " commands (the limit is " +
                                     n(limits::kMaxSaveCommands) + ")");
}

TEST(SaveLimits, MoreCommandLinesThanDeclared) {
  const SaveParse p = parse_save(seal_save_text(save_body("commands 1\ncommand usa end\ncommand usa end")), "g.hxsave");
  ASSERT_FALSE(p.ok());
  EXPECT_EQ(p.error.to_string(), "g.hxsave:8: more command lines than 'commands 1'");
}

TEST(SaveLimits, MoreSnapshotLinesThanTheLimit) {
  const SaveParse p = parse_save(
      seal_save_text(save_body("commands 0\nstate-hash 0123456789abcdef\nsnapshot " + n(limits::kMaxSnapshotLines + 1))),
      "g.hxsave");
  ASSERT_FALSE(p.ok());
  EXPECT_EQ(p.error.to_string(), "g.hxsave:8: snapshot " + n(limits::kMaxSnapshotLines + 1) + ": more than " +
                                     n(limits::kMaxSnapshotLines) + " lines (the limit is " +
                                     n(limits::kMaxSnapshotLines) + ")");
}

TEST(SaveLimits, MoreLinesThanTheLimitAreRefusedBeforeTheyAreSplit) {
  std::string body = save_body("commands 0");
  body.append(limits::kMaxSaveLines, '\n');
  const SaveParse p = parse_save(seal_save_text(body), "g.hxsave");
  ASSERT_FALSE(p.ok());
  EXPECT_EQ(p.error.to_string(), "g.hxsave:" + n(limits::kMaxSaveLines + 1) + ": more than " +
                                     n(limits::kMaxSaveLines) + " lines (the limit is " + n(limits::kMaxSaveLines) +
                                     ")");
}

TEST(SaveLimits, ASaveAtTheCommandLimitParses) {
  std::string body = save_body("commands " + n(limits::kMaxSaveCommands));
  for (std::size_t i = 0; i < limits::kMaxSaveCommands; ++i) body += "command usa end\n";
  body += "state-hash 0123456789abcdef\n";
  const SaveParse p = parse_save(seal_save_text(body), "g.hxsave");
  ASSERT_TRUE(p.ok()) << p.error.to_string();
  EXPECT_EQ(p.save->commands.size(), limits::kMaxSaveCommands);
}

}  // namespace
}  // namespace hexfire
