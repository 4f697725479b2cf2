// The scenario editor driven through real SDL events in the game's loop (issue 15, 1): the
// palette's buttons and map clicks paint terrain, raise ground, draw a hexside and a road, set a
// unit up; Ctrl+Z / Ctrl+Y and the buttons undo and redo; Ctrl+S saves; the saved file lints
// clean and loads to the state that was edited. "Play from here" plays a copy and comes back.
#include <filesystem>

#include "engine/edit/scenario_draft.hpp"
#include "engine/flow/game_session.hpp"
#include "engine/io/scenario_loader.hpp"
#include "engine/rules/scenario_check.hpp"
#include "game/app/data_paths.hpp"
#include "game/screens/editor_screen.hpp"
#include "editor_fixture.hpp"
#include "tests/support/text_file.hpp"

namespace hexfire::game::testing {
namespace {

class EditorTest : public EditorFixture {
 protected:
  // The hex in the middle of the window, clear of the panels, and clicked there.
  Vec2 centre_of(const std::string& label) {
    app->focus(hex(label), 1.0);
    app->step();
    return app->hex_to_screen(hex(label));
  }
  // A point inside the hex near its side towards `d`.
  Vec2 near_side(const std::string& label, HexDirection d) {
    const Vec2 c = centre_of(label);
    const Vec2 n = app->hex_to_screen(neighbor(hex(label), d));
    return c + (n - c) * 0.4;
  }
  std::string terrain_at(const GameState& s, const std::string& label) {
    return s.ruleset().terrain_type(s.map().terrain(*s.map().parse_label(label))).id;
  }
};

TEST_F(EditorTest, PaintsRaisesDrawsPlacesUndoesAndSavesAFileThatLintsClean) {
  // Terrain: the palette's tool, then a click on the map.
  click("Terrain");
  editor().brush().terrain = "marsh";
  click_at(centre_of("0303"));
  EXPECT_EQ(terrain_at(state(), "0303"), "marsh") << editor().message();
  // Elevation, one level up.
  const int level = state().map().elevation(hex("0505"));
  click("Raise");
  click_at(centre_of("0505"));
  EXPECT_EQ(state().map().elevation(hex("0505")), level + 1) << editor().message();
  // A fence along the edge nearest the click, and a road across another.
  click("Hexside");
  editor().brush().feature = "fence";
  click_at(near_side("0303", HexDirection::SE));
  const auto fence = *state().ruleset().find_hexside_feature("fence");
  EXPECT_TRUE(state().map().has_hexside_feature(hex("0303"), HexDirection::SE, fence)) << editor().message();
  click("Road");
  editor().brush().road = "road";
  click_at(near_side("0203", HexDirection::S));
  const auto road = *state().ruleset().find_road_type("road");
  EXPECT_TRUE(state().map().has_road(hex("0203"), hex("0204"), road)) << editor().message();
  // A unit of the scenario's unit types.
  click("Unit");
  editor().brush().side = "csa";
  editor().brush().unit_type = "inf_small";
  click_at(centre_of("0302"));
  ASSERT_EQ(state().stack_at(hex("0302")).size(), 1u) << editor().message();
  const std::string unit = state().unit(state().stack_at(hex("0302")).front()).name;

  // Undo and redo, by keys and by buttons.
  ctrl(SDLK_z);
  EXPECT_TRUE(state().stack_at(hex("0302")).empty());
  ctrl(SDLK_y);
  EXPECT_EQ(state().stack_at(hex("0302")).size(), 1u);
  click("Undo");
  click("Undo");
  EXPECT_FALSE(state().map().has_road(hex("0203"), hex("0204"), road));
  click("Redo");
  click("Redo");
  EXPECT_TRUE(state().map().has_road(hex("0203"), hex("0204"), road));
  EXPECT_TRUE(editor().draft()->problems().empty()) << format_diagnostics(editor().draft()->problems());

  ctrl(SDLK_s);
  EXPECT_FALSE(editor().draft()->modified()) << editor().message();
  const ScenarioLoad load = load_scenario(path, rules_dir());
  ASSERT_TRUE(load.ok()) << format_diagnostics(load.errors);
  EXPECT_TRUE(check_scenario_load(load, rules_dir()).empty());
  const GameState& saved = load.scenario->initial;
  EXPECT_EQ(terrain_at(saved, "0303"), "marsh");
  EXPECT_EQ(saved.map().elevation(*saved.map().parse_label("0505")), level + 1);
  EXPECT_TRUE(saved.map().has_hexside_feature(*saved.map().parse_label("0303"), HexDirection::SE, fence));
  EXPECT_TRUE(saved.map().has_road(*saved.map().parse_label("0203"), *saved.map().parse_label("0204"), road));
  const auto id = saved.find_unit(unit);
  ASSERT_TRUE(id);
  EXPECT_EQ(saved.unit(*id).position, saved.map().parse_label("0302"));
}

TEST_F(EditorTest, ADragOfTheBrushIsOneUndoStep) {
  click("Terrain");
  editor().brush().terrain = "marsh";
  const Vec2 a = centre_of("0303");
  const Vec2 b = app->hex_to_screen(hex("0304"));
  move_mouse(a);
  app->step();
  button(SDL_MOUSEBUTTONDOWN, a);
  app->step();
  push(mouse_motion_event(b, SDL_BUTTON_LMASK));
  app->step();
  button(SDL_MOUSEBUTTONUP, b);
  app->step();
  EXPECT_EQ(terrain_at(state(), "0303"), "marsh");
  EXPECT_EQ(terrain_at(state(), "0304"), "marsh");
  click("Undo");
  EXPECT_NE(terrain_at(state(), "0303"), "marsh");
  EXPECT_NE(terrain_at(state(), "0304"), "marsh");
}

TEST_F(EditorTest, PlayFromHereLeavesTheFileAloneAndComesBackToTheEditor) {
  const std::string before = test_support::read_text_file(path);
  click("Unit");
  editor().brush().side = "csa";
  editor().brush().unit_type = "inf_small";
  click_at(centre_of("0302"));
  const std::string unit = state().unit(state().stack_at(hex("0302")).front()).name;
  click("Play from here");
  ASSERT_EQ(stack->top(), ScreenId::Play) << stack->status();
  ASSERT_NE(stack->session(), nullptr);
  EXPECT_TRUE(stack->session()->match().state.find_unit(unit));
  EXPECT_EQ(test_support::read_text_file(path), before);
  stack->to_main_menu();
  EXPECT_EQ(stack->top(), ScreenId::Editor);
  EXPECT_TRUE(editor().draft()->modified());
}

TEST_F(EditorTest, TheMainMenuOpensTheEditorsForm) {
  editor().close();
  stack->to_main_menu();
  click("Editor");
  EXPECT_EQ(stack->top(), ScreenId::Editor);
  EXPECT_FALSE(editor().has_draft());
  click("New");
  ASSERT_TRUE(editor().has_draft()) << editor().message();
  EXPECT_TRUE(editor().draft()->load().ok()) << format_diagnostics(editor().draft()->problems());
}

}  // namespace
}  // namespace hexfire::game::testing
