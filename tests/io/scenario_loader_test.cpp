// The scenario loader on good files: the default scenario's contents, read back fact by fact.
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <sstream>
#include <string>

#include "engine/io/scenario_loader.hpp"

namespace hexfire {
namespace {

std::string rules_dir() { return std::string(HEXFIRE_SOURCE_DIR) + "/assets/rules"; }

class Crossroads : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    load_ = new ScenarioLoad(load_scenario("scenarios/fireline/crossroads.xml", rules_dir()));
  }
  static void TearDownTestSuite() {
    delete load_;
    load_ = nullptr;
  }
  void SetUp() override { ASSERT_TRUE(load_->ok()) << format_diagnostics(load_->errors); }

  const ScenarioInfo& info() const { return load_->scenario->info; }
  const GameState& st() const { return load_->scenario->initial; }
  Hex at(const std::string& label) const {
    const auto h = st().map().parse_label(label);
    EXPECT_TRUE(h.has_value()) << label;
    return h.value_or(Hex{});
  }
  std::string terrain_at(const std::string& label) const {
    return st().ruleset().terrain_type(st().map().terrain(at(label))).id;
  }
  bool hexside(const std::string& label, HexDirection d, const char* feature) const {
    return st().map().has_hexside_feature(at(label), d, *st().ruleset().find_hexside_feature(feature));
  }

  static ScenarioLoad* load_;
};

ScenarioLoad* Crossroads::load_ = nullptr;

TEST_F(Crossroads, Header) {
  EXPECT_EQ(info().title, "Crossroads at Miller's Run");
  EXPECT_EQ(info().rule_system, "fireline");
  EXPECT_EQ(info().variant, "vol1");
  EXPECT_EQ(info().turns, 6);
  EXPECT_EQ(st().turn_count, 6);
  EXPECT_EQ(info().seed, 18620914u);
  EXPECT_EQ(st().rng.state(), Rng(18620914).state());
  EXPECT_EQ(info().source_path, "scenarios/fireline/crossroads.xml");
  EXPECT_EQ(info().side_briefings.size(), 2u);
  // Indentation is dropped and the paragraph break kept.
  EXPECT_EQ(info().briefing.rfind("September 1862. A Confederate brigade", 0), 0u);
  EXPECT_NE(info().briefing.find("regiment of horse.\n\nSix turns"), std::string::npos);
}

TEST_F(Crossroads, MapShapeAndTerrain) {
  EXPECT_EQ(st().map().width(), 16);
  EXPECT_EQ(st().map().height(), 12);
  EXPECT_EQ(st().map().layout(), OffsetLayout::FlatOddQ);
  EXPECT_EQ(terrain_at("0101"), "woods");
  EXPECT_EQ(terrain_at("0301"), "run");
  EXPECT_EQ(terrain_at("0309"), "marsh_run");
  EXPECT_EQ(terrain_at("0209"), "marsh");
  EXPECT_EQ(terrain_at("0312"), "pond");
  EXPECT_EQ(terrain_at("1203"), "rr_embankment");
  EXPECT_EQ(terrain_at("1201"), "clear");
  EXPECT_EQ(terrain_at("0906"), "woods");  // per-hex override on a clear row
  EXPECT_EQ(terrain_at("0807"), "clear");
  EXPECT_EQ(terrain_at("1612"), "woods");
}

TEST_F(Crossroads, Elevation) {
  EXPECT_EQ(st().map().elevation(at("0703")), 2);
  EXPECT_EQ(st().map().elevation(at("0504")), 1);
  EXPECT_EQ(st().map().elevation(at("0605")), 1);
  EXPECT_EQ(st().map().elevation(at("0807")), 0);
}

TEST_F(Crossroads, HexsidesReadFromBothSides) {
  EXPECT_TRUE(hexside("0703", HexDirection::S, "slope"));
  EXPECT_TRUE(hexside("0704", HexDirection::N, "slope"));
  EXPECT_TRUE(hexside("0408", HexDirection::N, "fence"));
  EXPECT_TRUE(hexside("0407", HexDirection::S, "fence"));
  EXPECT_TRUE(hexside("0910", HexDirection::NW, "stone_wall"));
  EXPECT_TRUE(hexside("0412", HexDirection::N, "stream"));
  EXPECT_FALSE(hexside("0807", HexDirection::S, "fence"));
}

TEST_F(Crossroads, RoadsAndMarkers) {
  const Ruleset& r = st().ruleset();
  const auto road = *r.find_road_type("road");
  const auto rail = *r.find_road_type("railroad");
  EXPECT_TRUE(st().map().has_road(at("0807"), at("0808"), road));
  EXPECT_TRUE(st().map().has_road(at("0808"), at("0807"), road));
  EXPECT_TRUE(st().map().has_road(at("0807"), at("0907"), road));
  EXPECT_FALSE(st().map().has_road(at("0807"), at("0708"), road));
  EXPECT_TRUE(st().map().has_road(at("1206"), at("1207"), rail));
  EXPECT_FALSE(st().map().has_road(at("1206"), at("1207"), road));
  EXPECT_TRUE(st().map().has_marker(at("0805"), *r.find_marker("entrenchment")));
  EXPECT_FALSE(st().map().has_marker(at("0804"), *r.find_marker("entrenchment")));
}

TEST_F(Crossroads, ForcesAndCommand) {
  EXPECT_EQ(st().sides().size(), 2u);
  EXPECT_EQ(st().side(*st().find_side("usa")).color, "#3b5b92");
  EXPECT_EQ(st().unit_types().size(), 6u);
  EXPECT_EQ(st().orgs().size(), 17u);
  EXPECT_EQ(st().units().size(), 18u);
  const auto leaders = std::count_if(st().units().begin(), st().units().end(),
                                     [&](const Unit& u) { return st().is_leader(u.id); });
  EXPECT_EQ(leaders, 3);
  const auto usa = *st().find_side("usa");
  EXPECT_EQ(std::count_if(st().units().begin(), st().units().end(), [&](const Unit& u) { return u.side == usa; }), 10);
  EXPECT_EQ(st().stack_at(at("0811")).size(), 2u);
  const auto brigade = *st().find_org("kanawha");
  ASSERT_TRUE(st().org(brigade).leader.has_value());
  EXPECT_EQ(st().unit(*st().org(brigade).leader).name, "Col. Scammon");
  EXPECT_EQ(st().org(*st().find_org("23oh")).parent, brigade);
  const Unit& cav = st().unit(*st().find_unit("2nd West Virginia Cavalry"));
  EXPECT_EQ(cav.position, at("1309"));
  EXPECT_EQ(cav.facing, HexDirection::NW);
  EXPECT_TRUE(st().unit_class_of(*st().find_unit("Bryan's Battery")).artillery);
}

TEST_F(Crossroads, ReinforcementsWaitOffTheMap) {
  ASSERT_EQ(info().reinforcements.size(), 2u);
  const auto& usa = *info().arriving_on(3).at(0);
  EXPECT_EQ(usa.entry, at("1212"));
  EXPECT_EQ(usa.units.size(), 2u);
  for (UnitId id : usa.units) EXPECT_FALSE(st().unit(id).position.has_value());
  EXPECT_EQ(st().unit(info().arriving_on(2).at(0)->units.at(0)).name, "22nd Virginia");
  EXPECT_TRUE(info().arriving_on(1).empty());
}

TEST_F(Crossroads, Victory) {
  const auto& v = info().victory;
  ASSERT_EQ(v.objectives.size(), 3u);
  EXPECT_EQ(v.objectives[0].name, "The crossroads");
  EXPECT_EQ(v.objectives[0].hex, at("0807"));
  EXPECT_EQ(v.objectives[0].points, 4);
  EXPECT_EQ(v.objectives[0].owner, st().find_side("csa"));
  EXPECT_EQ(v.vp_per_sp_eliminated.size(), 2u);
  EXPECT_EQ(v.sudden_death_vp.at(*st().find_side("usa")), 16);
}

TEST(ScenarioText, MinimalFixtureLoadsFromTextWithDisplayName) {
  const ScenarioLoad file = load_scenario("tests/fixtures/scenarios/good/minimal.xml", rules_dir());
  ASSERT_TRUE(file.ok()) << format_diagnostics(file.errors);
  const GameState& st = file.scenario->initial;
  EXPECT_EQ(st.map().width(), 30);
  EXPECT_EQ(st.ruleset().terrain_type(st.map().terrain(*st.map().parse_label("0302"))).id, "woods");
  EXPECT_EQ(st.unit(*st.find_unit("3/12 Ohio")).facing, HexDirection::S);

  const ScenarioLoad text = load_scenario_text("<scenario format=\"1\" system=\"fireline\" turns=\"2\">\n"
                                               "<title>T</title>\n<bogus/>\n</scenario>",
                                               "inline", rules_dir());
  std::vector<std::string> got;
  for (const auto& d : text.errors) got.push_back(d.to_string());
  EXPECT_EQ(got, (std::vector<std::string>{"inline:1: the scenario has no <map>", "inline:1: the scenario has no <sides>",
                                           "inline:3: unknown element <bogus> in <scenario>"}));
}

TEST(ScenarioOptions, OverrideReplacesTheRulesetDefault) {
  const std::string xml =
      "<scenario format=\"1\" system=\"fireline\" variant=\"vol2\" turns=\"2\"><title>T</title>"
      "<options><option name=\"ho_level\" value=\"division\"/></options>"
      "<map width=\"3\" height=\"3\" default-terrain=\"clear\"/>"
      "<sides><side key=\"a\" name=\"A\" color=\"#000000\"/><side key=\"b\" name=\"B\" color=\"#ffffff\"/></sides>"
      "</scenario>";
  const ScenarioLoad l = load_scenario_text(xml, "opt", rules_dir());
  ASSERT_TRUE(l.ok()) << format_diagnostics(l.errors);
  EXPECT_EQ(l.scenario->info.option(l.scenario->initial.ruleset(), "ho_level"), "division");
  EXPECT_EQ(l.scenario->info.option(l.scenario->initial.ruleset(), "flank_hexsides"), "3");
  EXPECT_FALSE(l.scenario->info.option(l.scenario->initial.ruleset(), "nonsense").has_value());
}

// behind="at|across|both": the protected side of a fence, abatis or wall (TEC note h).
TEST(ScenarioHexsides, BehindNamesTheProtectedSide) {
  const std::string xml =
      "<scenario format=\"1\" system=\"fireline\" turns=\"2\"><title>T</title>"
      "<map width=\"5\" height=\"5\" default-terrain=\"clear\">"
      "<hexside at=\"0202\" dir=\"S\" feature=\"abatis\" behind=\"at\"/>"
      "<hexside-run feature=\"stone_wall\" behind=\"across\" sides=\"0404:N\"/>"
      "<hexside at=\"0303\" dir=\"S\" feature=\"fence\"/>"
      "</map>"
      "<sides><side key=\"a\" name=\"A\" color=\"#000000\"/><side key=\"b\" name=\"B\" color=\"#ffffff\"/></sides>"
      "</scenario>";
  const ScenarioLoad l = load_scenario_text(xml, "behind", rules_dir());
  ASSERT_TRUE(l.ok()) << format_diagnostics(l.errors);
  const HexMap& map = l.scenario->initial.map();
  auto hex = [&](const char* label) { return *map.parse_label(label); };
  EXPECT_TRUE(map.sheltered_by_hexside(hex("0202"), HexDirection::S));   // named: behind
  EXPECT_FALSE(map.sheltered_by_hexside(hex("0203"), HexDirection::N));  // across: in front
  EXPECT_FALSE(map.sheltered_by_hexside(hex("0404"), HexDirection::N));  // across: the named hex is in front
  EXPECT_TRUE(map.sheltered_by_hexside(hex("0403"), HexDirection::S));
  EXPECT_TRUE(map.sheltered_by_hexside(hex("0303"), HexDirection::S));   // both, the default
  EXPECT_TRUE(map.sheltered_by_hexside(hex("0304"), HexDirection::N));
}

}  // namespace
}  // namespace hexfire

namespace hexfire {
namespace {

// The file with its root element's opening tag given.
std::string minimal_with_root(const std::string& root_tag) {
  std::ifstream in(std::string(HEXFIRE_SOURCE_DIR) + "/tests/fixtures/scenarios/good/minimal.xml");
  std::stringstream s;
  s << in.rdbuf();
  std::string text = s.str();
  const auto at = text.find("<scenario ");
  text.replace(at, text.find('>', at) - at + 1, root_tag);
  return text;
}

TEST(SchemaPointer, TheRootMayNameTheSchemaForEditors) {
  const std::string text = minimal_with_root(
      R"(<scenario xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" )"
      R"(xsi:noNamespaceSchemaLocation="../../assets/schema/scenario.xsd" format="1" system="fireline" turns="4" seed="7">)");
  const ScenarioLoad l = load_scenario_text(text, "pointer.xml", std::string(HEXFIRE_SOURCE_DIR) + "/assets/rules");
  EXPECT_TRUE(l.ok()) << format_diagnostics(l.errors);
}

TEST(SchemaPointer, OtherNamespaceAttributesAreStillUnknown) {
  const std::string text =
      minimal_with_root(R"(<scenario xsi:type="x" format="1" system="fireline" turns="4" seed="7">)");
  const ScenarioLoad l = load_scenario_text(text, "pointer.xml", std::string(HEXFIRE_SOURCE_DIR) + "/assets/rules");
  ASSERT_FALSE(l.ok());
  EXPECT_NE(format_diagnostics(l.errors).find("unknown attribute 'xsi:type'"), std::string::npos) << format_diagnostics(l.errors);
}

}  // namespace
}  // namespace hexfire
