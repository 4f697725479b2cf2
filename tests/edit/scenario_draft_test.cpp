// The scenario editor's engine: edits change the scenario's XML document, undo and redo, and a
// save that lints clean and loads to the edited state.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "engine/edit/scenario_draft.hpp"
#include "edit/crossroads_draft.hpp"
#include "engine/io/save_atomic.hpp"
#include "engine/io/scenario_loader.hpp"
#include "engine/rules/scenario_check.hpp"

namespace hexfire {
namespace {

class DraftTest : public CrossroadsDraft {
 protected:
  void SetUp() override {
    CrossroadsDraft::SetUp();
    ASSERT_TRUE(draft_->problems().empty()) << format_diagnostics(draft_->problems());
  }

  std::string terrain_at(const GameState& s, const std::string& label) const {
    return s.ruleset().terrain_type(s.map().terrain(*s.map().parse_label(label))).id;
  }
  std::string terrain_at(const std::string& label) const { return terrain_at(*draft_->state(), label); }
  int elevation_at(const std::string& label) const { return draft_->state()->map().elevation(hex(label)); }
};

TEST_F(DraftTest, PaintsTerrainInTheRowsAndUndoesIt) {
  ASSERT_NE(terrain_at("0303"), "marsh");
  EXPECT_TRUE(draft_->paint_terrain(brush_hexes(draft_->state()->map(), hex("0303"), 1), "marsh").ok());
  EXPECT_EQ(terrain_at("0303"), "marsh");
  EXPECT_EQ(terrain_at("0403"), "marsh");  // a neighbour, in the brush
  EXPECT_TRUE(draft_->problems().empty()) << format_diagnostics(draft_->problems());
  EXPECT_NE(draft_->text().find("terrain=\"marsh\""), std::string::npos);  // the legend has it
  ASSERT_TRUE(draft_->undo());
  EXPECT_NE(terrain_at("0303"), "marsh");
  ASSERT_TRUE(draft_->redo());
  EXPECT_EQ(terrain_at("0303"), "marsh");
}

TEST_F(DraftTest, AStrokeOfTheBrushIsOneStep) {
  draft_->begin_stroke();
  ASSERT_TRUE(draft_->paint_terrain({hex("0303")}, "marsh").ok());
  ASSERT_TRUE(draft_->paint_terrain({hex("0304")}, "marsh").ok());
  draft_->end_stroke();
  ASSERT_TRUE(draft_->paint_terrain({hex("0305")}, "marsh").ok());
  ASSERT_TRUE(draft_->undo());
  EXPECT_EQ(terrain_at("0304"), "marsh");
  ASSERT_TRUE(draft_->undo());
  EXPECT_NE(terrain_at("0303"), "marsh");
  EXPECT_NE(terrain_at("0304"), "marsh");
  EXPECT_FALSE(draft_->can_undo());
}

TEST_F(DraftTest, RefusesWhatWouldChangeNothingAndUnknownTerrain) {
  const std::string before = draft_->text();
  EXPECT_FALSE(draft_->paint_terrain({hex("0303")}, terrain_at("0303")).ok());
  EXPECT_FALSE(draft_->paint_terrain({hex("0303")}, "lava").ok());
  EXPECT_FALSE(draft_->can_undo());
  EXPECT_EQ(draft_->text(), before);
}

TEST_F(DraftTest, RaisesAndLowersGround) {
  const int was = elevation_at("0505");
  EXPECT_TRUE(draft_->raise_elevation({hex("0505")}, 1).ok());
  EXPECT_EQ(elevation_at("0505"), was + 1);
  // Beyond a digit and below zero: format 2's rows hold whole numbers, so no <hex> override.
  EXPECT_TRUE(draft_->set_elevation({hex("0505")}, 12).ok());
  EXPECT_EQ(elevation_at("0505"), 12);
  EXPECT_TRUE(draft_->set_elevation({hex("0506")}, -3).ok());
  EXPECT_EQ(elevation_at("0506"), -3);
  EXPECT_EQ(draft_->text().find("<hex at=\"0505\""), std::string::npos);
  EXPECT_NE(draft_->text().find(" 12 "), std::string::npos);
  EXPECT_NE(draft_->text().find("format=\"2\""), std::string::npos);  // written in the newest format
  EXPECT_TRUE(draft_->set_elevation({hex("0505")}, 2).ok());
  EXPECT_EQ(elevation_at("0505"), 2);
  EXPECT_TRUE(draft_->problems().empty()) << format_diagnostics(draft_->problems());
}

TEST_F(DraftTest, TogglesHexsidesFromEitherSideAndInRuns) {
  const HexMap& m0 = draft_->state()->map();
  const auto fence = draft_->state()->ruleset().find_hexside_feature("fence");
  ASSERT_TRUE(fence);
  ASSERT_TRUE(m0.has_hexside_feature(hex("0508"), HexDirection::N, *fence));  // from a <hexside-run>
  EXPECT_TRUE(draft_->toggle_hexside(hex("0507"), HexDirection::S, "fence").ok());  // named from across
  EXPECT_FALSE(draft_->state()->map().has_hexside_feature(hex("0508"), HexDirection::N, *fence));
  EXPECT_TRUE(draft_->state()->map().has_hexside_feature(hex("0608"), HexDirection::N, *fence));
  EXPECT_TRUE(draft_->toggle_hexside(hex("0303"), HexDirection::SE, "fence").ok());
  EXPECT_TRUE(draft_->state()->map().has_hexside_feature(hex("0303"), HexDirection::SE, *fence));
  EXPECT_TRUE(draft_->problems().empty()) << format_diagnostics(draft_->problems());
}

TEST_F(DraftTest, RoadsGrowAtTheirEndsAndAreCutWhereRemoved) {
  const auto road = draft_->state()->ruleset().find_road_type("road");
  ASSERT_TRUE(road);
  const Hex end = hex("0812");  // the end of the north-south road
  const Hex off = neighbor(end, HexDirection::NE);
  ASSERT_TRUE(draft_->state()->map().contains(off));
  EXPECT_TRUE(draft_->toggle_road(end, HexDirection::NE, "road").ok());
  EXPECT_TRUE(draft_->state()->map().has_road(end, off, *road));
  EXPECT_NE(draft_->text().find("0811 0812 " + draft_->state()->map().label(off) + "\""), std::string::npos);
  // Cut the road in the middle: two paths, both still there.
  EXPECT_TRUE(draft_->toggle_road(hex("0804"), HexDirection::S, "road").ok());
  EXPECT_FALSE(draft_->state()->map().has_road(hex("0804"), hex("0805"), *road));
  EXPECT_TRUE(draft_->state()->map().has_road(hex("0803"), hex("0804"), *road));
  EXPECT_TRUE(draft_->state()->map().has_road(hex("0805"), hex("0806"), *road));
  EXPECT_TRUE(draft_->problems().empty()) << format_diagnostics(draft_->problems());
}

TEST_F(DraftTest, PlacesMovesTurnsAndRemovesUnits) {
  UnitPlacement p{"usa", "inf_small", hex("0202"), HexDirection::SE, "", ""};
  const EditResult placed = draft_->place_unit(p);
  ASSERT_TRUE(placed.ok()) << *placed.error;
  const GameState* s = draft_->state();
  const auto id = s->find_unit(placed.detail);
  ASSERT_TRUE(id) << placed.detail;
  EXPECT_EQ(s->unit(*id).position, hex("0202"));
  EXPECT_EQ(s->unit(*id).facing, HexDirection::SE);
  EXPECT_TRUE(draft_->move_unit(placed.detail, hex("0203")).ok());
  EXPECT_TRUE(draft_->set_facing(placed.detail, HexDirection::N).ok());
  s = draft_->state();
  EXPECT_EQ(s->unit(*s->find_unit(placed.detail)).position, hex("0203"));
  EXPECT_EQ(s->unit(*s->find_unit(placed.detail)).facing, HexDirection::N);
  EXPECT_TRUE(draft_->remove_unit(placed.detail).ok());
  EXPECT_FALSE(draft_->state()->find_unit(placed.detail));
  EXPECT_FALSE(draft_->remove_unit("Nobody").ok());
  // Undo back to the unit's first hex.
  ASSERT_TRUE(draft_->undo());
  ASSERT_TRUE(draft_->undo());
  ASSERT_TRUE(draft_->undo());
  s = draft_->state();
  EXPECT_EQ(s->unit(*s->find_unit(placed.detail)).position, hex("0202"));
}

TEST_F(DraftTest, SavedFileLintsCleanAndLoadsToTheEditedState) {
  ASSERT_TRUE(draft_->paint_terrain({hex("0303")}, "marsh").ok());
  ASSERT_TRUE(draft_->raise_elevation({hex("0303")}, 2).ok());
  const EditResult placed = draft_->place_unit({"csa", "inf_small", hex("0302"), HexDirection::S, "Test Regiment", ""});
  ASSERT_TRUE(placed.ok()) << *placed.error;
  const int level = elevation_at("0303");
  EXPECT_TRUE(draft_->modified());
  ASSERT_FALSE(draft_->save());
  EXPECT_FALSE(draft_->modified());

  const ScenarioLoad load = load_scenario(path_, kRules);
  ASSERT_TRUE(load.ok()) << format_diagnostics(load.errors);
  EXPECT_TRUE(check_scenario_load(load, kRules).empty()) << format_diagnostics(check_scenario_load(load, kRules));
  const GameState& s = load.scenario->initial;
  EXPECT_EQ(terrain_at(s, "0303"), "marsh");
  EXPECT_EQ(s.map().elevation(*s.map().parse_label("0303")), level);
  const auto id = s.find_unit("Test Regiment");
  ASSERT_TRUE(id);
  EXPECT_EQ(s.unit(*id).position, s.map().parse_label("0302"));
  // The designer's comments stay.
  std::string why;
  EXPECT_NE(read_whole_file(path_, why)->find("<!-- Rail fences along the Pike"), std::string::npos);
}

TEST_F(DraftTest, ProblemsPointAtTheirHex) {
  ASSERT_TRUE(draft_->place_unit({"csa", "inf_small", hex("0811"), HexDirection::S, "Intruder", ""}).ok());
  ASSERT_FALSE(draft_->problems().empty());  // two sides in one hex
  bool pointed = false;
  for (const Diagnostic& d : draft_->problems()) pointed = pointed || draft_->problem_hex(d) == hex("0811");
  EXPECT_TRUE(pointed) << format_diagnostics(draft_->problems());
}

TEST(NewScenarioTest, EveryRuleSystemMakesAnEmptyMapThatLoads) {
  for (const std::string system : {"fireline", "column-shift", "volley"}) {
    DraftOpen o = ScenarioDraft::create({system, 12, 9, "pointy-even-r", "Test"}, "/nonexistent/new.xml", kRules);
    ASSERT_TRUE(o.draft) << format_diagnostics(o.errors);
    ASSERT_TRUE(o.draft->state()) << system;
    EXPECT_EQ(o.draft->state()->map().width(), 12);
    EXPECT_EQ(o.draft->state()->map().height(), 9);
    // The terrain rows are made on the first stroke.
    const Hex h = *o.draft->state()->map().parse_label("0505");
    const std::string other = o.draft->state()->ruleset().terrain.back().id;
    EXPECT_TRUE(o.draft->paint_terrain({h}, other).ok()) << system;
    const GameState& s = *o.draft->state();
    EXPECT_EQ(s.ruleset().terrain_type(s.map().terrain(h)).id, other);
    EXPECT_TRUE(o.draft->load().ok()) << format_diagnostics(o.draft->problems());
  }
}

TEST(BrushTest, FloodFillStopsAtOtherTerrainAndTheEdge) {
  HexMap m(5, 4);
  for (const Hex h : m.all_hexes()) m.set_terrain(h, TerrainId{0});
  const Hex wall = m.hex_at({2, 0});
  for (int row = 0; row < 4; ++row) m.set_terrain(m.hex_at({2, row}), TerrainId{1});
  EXPECT_EQ(flood_fill_hexes(m, m.hex_at({0, 0})).size(), 8u);
  EXPECT_EQ(flood_fill_hexes(m, wall).size(), 4u);
  EXPECT_EQ(brush_hexes(m, m.hex_at({0, 0}), 1).size(), 3u);  // a corner keeps what is on the map
}

}  // namespace
}  // namespace hexfire
