// A scenario whose map is a Tiled map (<map tmx="...">): the shipped example loads to the terrain,
// elevation, roads and hexsides drawn in Tiled, and the scenario's own map elements apply on top;
// what cannot go with a Tiled map is refused at the scenario's line.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "engine/io/scenario_loader.hpp"

namespace hexfire {
namespace {

const char* kRules = "assets/rules";
const char* kScenario = "docs/tiled/mill_ford.xml";

std::string read_file(const std::string& path) {
  std::ifstream in(path);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

class TiledScenario : public ::testing::Test {
 protected:
  void SetUp() override {
    load_ = load_scenario(kScenario, kRules);
    ASSERT_TRUE(load_.ok()) << format_diagnostics(load_.errors);
  }
  const GameState& st() const { return load_.scenario->initial; }
  Hex at(const std::string& label) const { return st().map().parse_label(label).value(); }
  std::string terrain(const std::string& label) const {
    return st().ruleset().terrain_type(st().map().terrain(at(label))).id;
  }
  int elevation(const std::string& label) const { return st().map().elevation(at(label)); }
  bool road(const std::string& a, const std::string& b) const {
    return st().map().has_road(at(a), at(b), *st().ruleset().find_road_type("road"));
  }
  bool hexside(const std::string& label, HexDirection d, const char* f) const {
    return st().map().has_hexside_feature(at(label), d, *st().ruleset().find_hexside_feature(f));
  }
  ScenarioLoad load_;
};

TEST_F(TiledScenario, SizeAndLayoutComeFromTheTiledMap) {
  EXPECT_EQ(st().map().width(), 12);
  EXPECT_EQ(st().map().height(), 9);
  EXPECT_EQ(st().map().layout(), OffsetLayout::FlatOddQ);
}

TEST_F(TiledScenario, TerrainAndElevationComeFromTileProperties) {
  EXPECT_EQ(terrain("0101"), "woods");
  EXPECT_EQ(elevation("0101"), 0);
  EXPECT_EQ(terrain("0403"), "clear");
  EXPECT_EQ(elevation("0403"), 2);
  EXPECT_EQ(terrain("0504"), "woods");
  EXPECT_EQ(elevation("0504"), 1);
  EXPECT_EQ(terrain("0801"), "run");
  EXPECT_EQ(terrain("1107"), "pond");
  EXPECT_EQ(terrain("1206"), "clear");
}

TEST_F(TiledScenario, RoadsAndTheWallComeFromPolylines) {
  // The Valley road runs straight down column 10; the mill lane zigzags west from 1005.
  for (int row = 1; row < 9; ++row)
    EXPECT_TRUE(road("10" + std::string(row < 10 ? "0" : "") + std::to_string(row),
                     "10" + std::string(row + 1 < 10 ? "0" : "") + std::to_string(row + 1)))
        << row;
  EXPECT_TRUE(road("1005", "0905"));
  EXPECT_TRUE(road("0905", "0805"));
  EXPECT_TRUE(road("0605", "0505"));
  EXPECT_FALSE(road("0505", "0405"));
  // The stone wall below the hill: four hexsides.
  EXPECT_TRUE(hexside("0406", HexDirection::S, "stone_wall"));
  EXPECT_TRUE(hexside("0406", HexDirection::SE, "stone_wall"));
  EXPECT_TRUE(hexside("0506", HexDirection::S, "stone_wall"));
  EXPECT_TRUE(hexside("0506", HexDirection::SE, "stone_wall"));
  EXPECT_FALSE(hexside("0506", HexDirection::N, "stone_wall"));
  // behind="left" of the wall as drawn (west to east): the hill side is behind it, the hexes
  // below are in front of it.
  EXPECT_TRUE(st().map().sheltered_by_hexside(at("0406"), HexDirection::S));
  EXPECT_FALSE(st().map().sheltered_by_hexside(at("0407"), HexDirection::N));
  EXPECT_TRUE(st().map().sheltered_by_hexside(at("0506"), HexDirection::SE));
  EXPECT_FALSE(st().map().sheltered_by_hexside(at("0606"), HexDirection::NW));
}

TEST_F(TiledScenario, TheScenariosOwnMapElementsApplyOnTop) {
  EXPECT_TRUE(st().map().has_marker(at("0504"), *st().ruleset().find_marker("entrenchment")));
}

// The example scenario's text with `from` replaced by `to` (and `from2` by `to2`), loaded as if
// from its own folder.
ScenarioLoad variant(const std::string& from, const std::string& to, const std::string& from2 = "",
                     const std::string& to2 = "") {
  std::string text = read_file(kScenario);
  for (const auto& [f, t] : {std::pair{from, to}, std::pair{from2, to2}}) {
    if (f.empty()) continue;
    const auto pos = text.find(f);
    EXPECT_NE(pos, std::string::npos) << f;
    if (pos != std::string::npos) text.replace(pos, f.size(), t);
  }
  return load_scenario_text(text, kScenario, kRules);
}

TEST(TiledScenarioMap, ThePointyTopExampleLoads) {
  const ScenarioLoad l = load_scenario("docs/tiled/ridge_pointy.xml", kRules);
  ASSERT_TRUE(l.ok()) << format_diagnostics(l.errors);
  const HexMap& m = l.scenario->initial.map();
  EXPECT_EQ(m.layout(), OffsetLayout::PointyEvenR);
  EXPECT_EQ(m.width(), 10);
  const auto& rules = l.scenario->initial.ruleset();
  EXPECT_EQ(rules.terrain_type(m.terrain(*m.parse_label("0104"))).id, "run");
  EXPECT_TRUE(m.has_road(*m.parse_label("0108"), *m.parse_label("0208"), *rules.find_road_type("road")));
  EXPECT_TRUE(m.has_road(*m.parse_label("1008"), *m.parse_label("0908"), *rules.find_road_type("road")));
  EXPECT_EQ(m.elevation(*m.parse_label("0502")), 1);
}

TEST(TiledScenarioMap, SizeRowsAndLegendCannotGoWithATiledMap) {
  const ScenarioLoad l = variant("<marker ", "<legend char=\".\" terrain=\"clear\"/><marker ",
                                 "label-first=\"1\"", "width=\"12\" label-first=\"1\"");
  ASSERT_FALSE(l.ok());
  const std::string all = format_diagnostics(l.errors);
  EXPECT_NE(all.find("mill_ford.xml:13: <map>: width= comes from the Tiled map named by tmx=; leave it out"),
            std::string::npos)
      << all;
  EXPECT_NE(all.find("<legend> cannot be used with tmx=: the terrain and elevation come from the Tiled map"),
            std::string::npos)
      << all;
}

TEST(TiledScenarioMap, AMapThatLeavesTheFolderOrIsMissingIsOneErrorAtTheMapLine) {
  for (const char* bad : {"../crossroads.tmx", "/etc/passwd.tmx", "maps/no_such_map.tmx"}) {
    const ScenarioLoad l = variant("tmx=\"maps/mill_ford.tmx\"", std::string("tmx=\"") + bad + "\"");
    ASSERT_EQ(l.errors.size(), 1u) << bad << "\n" << format_diagnostics(l.errors);
    EXPECT_EQ(l.errors[0].line, 13);
    EXPECT_NE(l.errors[0].message.find(std::string("tmx=\"") + bad + "\": "), std::string::npos)
        << l.errors[0].message;
  }
}

TEST(TiledScenarioMap, TheTiledMapsOwnErrorsFollowWithTheirFile) {
  // The map reads the woods as 'wods': one error in the TMX, named at the scenario's map line too.
  std::string text = read_file("docs/tiled/maps/mill_ford.tmx");
  const auto ts = text.find("<tileset firstgid=\"1\" source=\"fireline_terrain.tsx\"/>");
  ASSERT_NE(ts, std::string::npos);
  EXPECT_TRUE(text.find("value=\"stone_wall\"") != std::string::npos);
  text.replace(text.find("value=\"stone_wall\""), 18, "value=\"stone_wal\"");
  const std::string dir = ::testing::TempDir() + "hexfire_tiled_scenario";
  std::filesystem::create_directories(dir + "/maps");
  std::ofstream(dir + "/maps/mill_ford.tmx") << text;
  std::ofstream(dir + "/maps/fireline_terrain.tsx") << read_file("docs/tiled/maps/fireline_terrain.tsx");
  std::ofstream(dir + "/s.xml") << read_file(kScenario);
  const ScenarioLoad l = load_scenario(dir + "/s.xml", kRules);
  ASSERT_EQ(l.errors.size(), 2u) << format_diagnostics(l.errors);
  EXPECT_EQ(l.errors[0].file, dir + "/s.xml");
  EXPECT_NE(l.errors[0].message.find("the Tiled map has 1 error (listed after this file's)"), std::string::npos);
  EXPECT_EQ(l.errors[1].file, dir + "/maps/mill_ford.tmx");
  EXPECT_NE(l.errors[1].message.find("hexside object 3 'Wall below the hill': 'stone_wal' is not a hexside feature of "
                                     "the fireline ruleset; did you mean 'stone_wall'?"),
            std::string::npos)
      << l.errors[1].message;
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace hexfire
