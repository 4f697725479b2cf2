// The ruleset loader: the shipped fireline TEC, movement-effect syntax, and its error messages.
#include <gtest/gtest.h>

#include <string>

#include "engine/io/ruleset_loader.hpp"

namespace hexfire {
namespace {

std::string fireline_path() { return std::string(HEXFIRE_SOURCE_DIR) + "/assets/rules/fireline.xml"; }

const Ruleset& fireline() {
  static const RulesetLoad load = load_ruleset(fireline_path());
  EXPECT_TRUE(load.ok()) << format_diagnostics(load.errors);
  static const Ruleset empty;
  return load.ruleset ? *load.ruleset : empty;
}

TEST(FirelineRuleset, LoadsWithoutErrors) {
  const RulesetLoad load = load_ruleset(fireline_path());
  EXPECT_TRUE(load.ok()) << format_diagnostics(load.errors);
  ASSERT_NE(load.ruleset, nullptr);
  EXPECT_EQ(load.ruleset->system, "fireline");
}

TEST(FirelineRuleset, HasTheChartsTerrainAndFeatures) {
  const Ruleset& r = fireline();
  for (const char* t : {"clear", "woods", "marsh", "marsh_run", "run", "rr_embankment", "creek", "river", "pond",
                        "fieldwork"})
    EXPECT_TRUE(r.find_terrain(t).has_value()) << t;
  for (const char* f : {"slope", "fence", "abatis", "stone_wall", "stream"})
    EXPECT_TRUE(r.find_hexside_feature(f).has_value()) << f;
  EXPECT_TRUE(r.find_road_type("road").has_value());
  EXPECT_TRUE(r.find_road_type("railroad").has_value());
  EXPECT_TRUE(r.find_marker("entrenchment").has_value());
  EXPECT_EQ(r.unit_classes.size(), 5u);
  EXPECT_EQ(r.variants, (std::vector<std::string>{"vol1", "vol2"}));
}

TEST(FirelineRuleset, ProhibitedTerrainHasNoCost) {
  const Ruleset& r = fireline();
  for (const char* t : {"creek", "river", "pond", "fieldwork"})
    EXPECT_FALSE(r.terrain_type(*r.find_terrain(t)).movement.cost.has_value()) << t;
  EXPECT_TRUE(r.terrain_type(*r.find_terrain("fieldwork")).blocks_los);
  EXPECT_FALSE(r.hexside_feature(*r.find_hexside_feature("stream")).crossing.cost.has_value());
}

TEST(FirelineRuleset, ArtilleryOverridesFollowNotesGAndI) {
  const Ruleset& r = fireline();
  const auto& woods = r.terrain_type(*r.find_terrain("woods"));
  EXPECT_EQ(woods.movement, (MovementEffect{1, false, false}));
  EXPECT_EQ(woods.movement_by_class.at("artillery"), (MovementEffect{1, true, false}));
  const auto& marsh = r.terrain_type(*r.find_terrain("marsh"));
  EXPECT_TRUE(marsh.movement.stop);
  EXPECT_FALSE(marsh.movement_by_class.at("artillery").cost.has_value());
  EXPECT_TRUE(r.terrain_type(*r.find_terrain("rr_embankment")).movement_by_class.at("artillery").road_only);
  EXPECT_TRUE(r.hexside_feature(*r.find_hexside_feature("abatis")).crossing_by_class.at("artillery").road_only);
  EXPECT_EQ(r.terrain_type(*r.find_terrain("run")).attributes.at("stop_on_exit"), "artillery");
}

TEST(FirelineRuleset, RuleNumbersAreAttributes) {
  const Ruleset& r = fireline();
  const auto& clear = r.terrain_type(*r.find_terrain("clear"));
  EXPECT_TRUE(clear.clear);
  EXPECT_EQ(clear.attributes.at("fire_line"), "+1");
  EXPECT_EQ(r.terrain_type(*r.find_terrain("woods")).attributes.at("fire_line"), "-1");
  const auto& slope = r.hexside_feature(*r.find_hexside_feature("slope"));
  EXPECT_TRUE(slope.crest);
  EXPECT_TRUE(slope.blocks_los);
  EXPECT_EQ(slope.attributes.at("mfz"), "2");
  const auto& art = r.unit_class(*r.find_unit_class("artillery"));
  EXPECT_TRUE(art.artillery);
  EXPECT_EQ(art.abbreviation, "Art");
  EXPECT_TRUE(r.unit_class(*r.find_unit_class("leader")).leader);
  EXPECT_TRUE(r.unit_class(*r.find_unit_class("cavalry")).mounted);
}

TEST(MovementEffectText, ParsesEveryForm) {
  EXPECT_EQ(parse_movement_effect("2", 1), (MovementEffect{2, false, false}));
  EXPECT_EQ(parse_movement_effect("stop", 1), (MovementEffect{1, true, false}));
  EXPECT_EQ(parse_movement_effect("0 road-only", 1), (MovementEffect{0, false, true}));
  EXPECT_EQ(parse_movement_effect("prohibited", 1), (MovementEffect{std::nullopt, false, false}));
  EXPECT_FALSE(parse_movement_effect("", 1));
  EXPECT_FALSE(parse_movement_effect("1 2", 1));
  EXPECT_FALSE(parse_movement_effect("prohibited stop", 1));
  EXPECT_FALSE(parse_movement_effect("-1", 1));
  EXPECT_FALSE(parse_movement_effect("stop stop", 1));
  for (const char* t : {"1", "2 stop", "0 road-only", "prohibited", "1 stop road-only"})
    EXPECT_EQ(movement_effect_text(*parse_movement_effect(t, 1)), t);
}

// A small ruleset with one fault spliced in at `fault`.
std::string tiny_ruleset(const std::string& fault) {
  return "<ruleset format=\"1\" system=\"t\" name=\"T\">\n"
         "  <unit-classes>\n"
         "    <class id=\"inf\" name=\"Infantry\" abbreviation=\"Inf\"/>\n"
         "  </unit-classes>\n"
         "  <terrain>\n"
         "    <attribute name=\"fire_line\" doc=\"d\"/>\n"
         "    <type id=\"clear\" name=\"Clear\" color=\"#ffffff\" move=\"1\" fire_line=\"+1\"/>\n" +
         fault +
         "  </terrain>\n"
         "  <tables><crt anything=\"goes\"><row/></crt></tables>\n"
         "</ruleset>\n";
}

std::vector<std::string> messages(const RulesetLoad& l) {
  std::vector<std::string> out;
  for (const auto& d : l.errors) out.push_back(d.to_string());
  return out;
}

TEST(RulesetErrors, TablesAreSkippedAndATinyRulesetLoads) {
  const RulesetLoad l = load_ruleset_text(tiny_ruleset(""), "t.xml");
  EXPECT_TRUE(l.ok()) << format_diagnostics(l.errors);
}

TEST(RulesetErrors, UndeclaredAttributeIsAnError) {
  const auto l = load_ruleset_text(tiny_ruleset("    <type id=\"woods\" name=\"W\" color=\"#00ff00\" move=\"1\" fire_lin=\"-1\"/>\n"), "t.xml");
  EXPECT_EQ(messages(l), std::vector<std::string>{"t.xml:8: type 'woods': unknown attribute 'fire_lin'"});
  EXPECT_EQ(l.ruleset, nullptr);
}

TEST(RulesetErrors, OverrideForUnknownClass) {
  const auto l = load_ruleset_text(
      tiny_ruleset("    <type id=\"woods\" name=\"W\" color=\"#00ff00\" move=\"1\">\n"
                   "      <move class=\"arty\" effect=\"stop\"/>\n    </type>\n"),
      "t.xml");
  EXPECT_EQ(messages(l), std::vector<std::string>{"t.xml:9: <move>: unit class 'arty' is not defined in <unit-classes>"});
}

TEST(RulesetErrors, DuplicateIdAndBadEffectAndColour) {
  const auto l = load_ruleset_text(
      tiny_ruleset("    <type id=\"clear\" name=\"C\" color=\"white\" move=\"fast\"/>\n"), "t.xml");
  EXPECT_EQ(messages(l), (std::vector<std::string>{
                             "t.xml:8: type 'clear': duplicate id",
                             "t.xml:8: type 'clear': color=\"white\" is not a colour of the form #rrggbb",
                             "t.xml:8: type 'clear': move=\"fast\" is not a movement effect (a cost, 'stop', "
                             "'road-only', or 'prohibited')",
                         }));
}

TEST(RulesetErrors, MissingFileAndMalformedXml) {
  const auto missing = load_ruleset("no/such/rules.xml");
  EXPECT_EQ(messages(missing), std::vector<std::string>{"no/such/rules.xml: cannot open: No such file or directory"});
  const auto bad = load_ruleset_text("<ruleset>\n<terrain>\n</ruleset>\n", "b.xml");
  EXPECT_EQ(messages(bad), std::vector<std::string>{"b.xml:2: malformed XML: the element opened on this line is closed by a different tag"});
}

}  // namespace
}  // namespace hexfire
