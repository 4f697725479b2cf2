// The scenario editor's details through real SDL events: the Select tool opens the Unit panel
// (the unit's hex outlined on the map), whose buttons and fields set a unit's status, reduced side, name and its rule system's own
// attributes; the Marker tool puts a marker on a hex, takes it off and drags it to another; the settings window
// resets an option and sets the elimination and sudden-death lines; a click on a row of the
// Problems panel centres the map on the problem's hex. Ctrl+S saves a file that lints clean and
// loads to what was edited.
#include <cmath>
#include <cstdlib>
#include <filesystem>

#include "editor_fixture.hpp"
#include "engine/edit/scenario_draft.hpp"
#include "engine/io/scenario_loader.hpp"
#include "engine/rules/fireline/fireline_unit.hpp"
#include "engine/rules/scenario_check.hpp"
#include "game/app/data_paths.hpp"
#include "game/screens/editor_screen.hpp"

namespace hexfire::game::testing {
namespace {

class EditorDetailsTest : public EditorFixture {
 protected:
  // The wheel over a point, `notches` down, a frame each (ImGui takes one notch an event).
  void wheel_at(Vec2 p, int notches) {
    move_mouse(p);
    app->step();
    for (int i = 0; i < notches; ++i) {
      SDL_Event e{};
      e.type = SDL_MOUSEWHEEL;
      e.wheel.y = -1;
      push(e);
      app->step();
    }
    app->step();
  }
  // Whether the hex's edge by its right corner shows the Select pick's sky-blue outline: the map
  // drawn twice (a frame's marks are drawn in the next), read before the frame is presented; the
  // mouse away, where the hover outline cannot be.
  bool outlined(const std::string& label) {
    move_mouse({2, 2});
    app->focus(hex(label), 1.0);
    app->frame();
    SDL_RenderPresent(app->renderer());
    app->frame();
    const double r = app->layout().size() * app->camera().zoom();
    const Vec2 p = app->hex_to_screen(hex(label)) + Vec2{0.95 * r, -0.087 * r};  // flat-top
    SDL_Color c{};
    const SDL_Rect px{static_cast<int>(p.x), static_cast<int>(p.y), 1, 1};
    EXPECT_EQ(SDL_RenderReadPixels(app->renderer(), &px, SDL_PIXELFORMAT_RGBA32, &c, 4), 0) << SDL_GetError();
    SDL_RenderPresent(app->renderer());
    return c.r < 130 && c.g > 150 && c.b > 190;
  }
  void click_hex(const std::string& label) {
    app->focus(hex(label), 1.0);
    app->step();
    click_at(app->hex_to_screen(hex(label)));
  }
  const Unit& unit(const std::string& name) { return state().unit(*state().find_unit(name)); }
};

TEST_F(EditorDetailsTest, TheSelectToolsUnitPanelEditsStatusSideNameAndTheSystemsAttributes) {
  click("Select");
  click_hex("0812");  // McMullin's Battery alone in its hex
  ASSERT_EQ(editor().selected_unit(), std::optional<std::string>("McMullin's Battery")) << editor().message();
  EXPECT_TRUE(outlined("0812")) << "the picked unit's hex is outlined on the map";
  if (const char* shots = std::getenv("HEXFIRE_TEST_SHOTS")) {
    std::string error;
    EXPECT_TRUE(app->save_screenshot(std::string(shots) + "/editor_select.png", error)) << error;
  }
  EXPECT_FALSE(outlined("0804")) << "and no other";
  click("disrupted##status");
  EXPECT_EQ(unit("McMullin's Battery").status, UnitStatus::Disrupted) << editor().message();
  click("reduced##reduced");
  EXPECT_TRUE(unit("McMullin's Battery").reduced) << editor().message();
  click("SW##facing");
  EXPECT_EQ(unit("McMullin's Battery").facing, HexDirection::SW) << editor().message();
  type_into("attr:hits", "2");
  EXPECT_EQ(fireline::fireline_unit(unit("McMullin's Battery")).o_hits, 2) << editor().message();
  type_into("unit:name", "Battery E, 1st Ohio");
  ASSERT_TRUE(state().find_unit("Battery E, 1st Ohio")) << editor().message();
  EXPECT_EQ(editor().selected_unit(), std::optional<std::string>("Battery E, 1st Ohio"));
  // A name already taken is refused, and the panel says why.
  type_into("unit:name", "12th Ohio");
  EXPECT_TRUE(state().find_unit("Battery E, 1st Ohio"));
  EXPECT_NE(editor().message().find("already named"), std::string::npos) << editor().message();

  // A leader's rank: its own buttons, which a regiment's panel does not have.
  EXPECT_FALSE(stack->button_rect("army##attr:rank"));
  click_hex("0804");  // Col. Wharton on top of Bryan's Battery
  click_hex("0804");  // a second click: the next unit of the stack
  const std::string second = *editor().selected_unit();
  click_hex("0804");
  EXPECT_NE(*editor().selected_unit(), second) << "a click again picks the other unit of the stack";
  if (*editor().selected_unit() != "Col. Wharton") click_hex("0804");
  ASSERT_EQ(editor().selected_unit(), std::optional<std::string>("Col. Wharton"));
  click("army##attr:rank");
  EXPECT_EQ(fireline::fireline_unit(unit("Col. Wharton")).rank, fireline::LeaderRank::Army) << editor().message();

  // Six edits, six steps of undo.
  for (int i = 0; i < 6; ++i) ctrl(SDLK_z);
  EXPECT_EQ(unit("McMullin's Battery").status, UnitStatus::Good);
  ctrl(SDLK_y);
  click("Close##unit");
  EXPECT_FALSE(editor().selected_unit());
  EXPECT_FALSE(outlined("0812")) << "no outline once the panel is closed";

  ctrl(SDLK_s);
  const ScenarioLoad load = load_scenario(path, rules_dir());
  ASSERT_TRUE(load.ok()) << format_diagnostics(load.errors);
  EXPECT_TRUE(check_scenario_load(load, rules_dir()).empty());
  const GameState& s = load.scenario->initial;
  EXPECT_EQ(s.unit(*s.find_unit("McMullin's Battery")).status, UnitStatus::Disrupted);
  EXPECT_FALSE(s.unit(*s.find_unit("McMullin's Battery")).reduced);
}

TEST_F(EditorDetailsTest, TheMarkerToolPutsAMarkerOnAndTakesItOff) {
  click("Marker");
  editor().brush().marker = "entrenchment";
  const MarkerId m = *state().ruleset().find_marker("entrenchment");
  click_hex("0506");
  EXPECT_TRUE(state().map().has_marker(hex("0506"), m)) << editor().message();
  click_hex("0506");
  EXPECT_FALSE(state().map().has_marker(hex("0506"), m)) << editor().message();
  EXPECT_EQ(draft().undo_label(), "remove marker entrenchment");

  // A drag from a hex with the marker to another moves it: one step.
  click_hex("0506");
  ASSERT_TRUE(state().map().has_marker(hex("0506"), m));
  const Vec2 from = app->hex_to_screen(hex("0506"));
  const Vec2 to = app->hex_to_screen(hex("0606"));
  move_mouse(from);
  app->step();
  button(SDL_MOUSEBUTTONDOWN, from);
  app->step();
  move_mouse(to);
  app->step();
  button(SDL_MOUSEBUTTONUP, to);
  app->step();
  EXPECT_FALSE(state().map().has_marker(hex("0506"), m)) << editor().message();
  EXPECT_TRUE(state().map().has_marker(hex("0606"), m)) << editor().message();
  EXPECT_EQ(draft().undo_label(), "move marker entrenchment");
}

TEST_F(EditorDetailsTest, SettingsResetAnOptionAndSetEliminationAndSuddenDeath) {
  click("Scenario settings");
  ASSERT_TRUE(editor().settings_open());
  app->step();
  // The window scrolls to its last sections.
  const auto title = editor().field_centre("title");
  ASSERT_TRUE(title);
  wheel_at(*title, 40);
  type_into("sudden:csa", "20");
  EXPECT_EQ(draft().victory_rules().sudden_death.at("csa"), 20) << editor().message();
  type_into("elimination:usa", "3");
  EXPECT_EQ(draft().victory_rules().vp_per_sp.at("usa"), 3) << editor().message();
  type_into("bonus:usa", "5");
  EXPECT_EQ(draft().victory_rules().bonus.at("usa"), 5) << editor().message();
  // Emptied: the line goes.
  type_into("elimination:csa", "");
  EXPECT_FALSE(draft().victory_rules().vp_per_sp.count("csa")) << editor().message();
  // The options are folded under their header until it is clicked.
  EXPECT_FALSE(stack->button_rect("Reset##option:entrenchment_marker"));
  const Vec2 header = *editor().field_centre("options");
  click_at(header);
  // Down the window a notch at a time until the option's row shows.
  for (int i = 0; i < 60; ++i) {
    const auto r = stack->button_rect("Reset##option:entrenchment_marker");
    if (r && r->center().y > 100 && r->center().y < 680) break;
    wheel_at(header, 1);
  }
  click("Reset##option:entrenchment_marker");
  EXPECT_FALSE(draft().load().scenario->info.options.count("entrenchment_marker")) << editor().message();

  ctrl(SDLK_s);
  const ScenarioLoad load = load_scenario(path, rules_dir());
  ASSERT_TRUE(load.ok()) << format_diagnostics(load.errors);
  EXPECT_TRUE(check_scenario_load(load, rules_dir()).empty());
  const VictoryConditions& v = load.scenario->info.victory;
  EXPECT_EQ(v.sudden_death_vp.at(*load.scenario->initial.find_side("csa")), 20);
  EXPECT_EQ(v.vp_per_sp_eliminated.at(*load.scenario->initial.find_side("usa")), 3);
  EXPECT_EQ(v.bonus_vp.at(*load.scenario->initial.find_side("usa")), 5);
  EXPECT_FALSE(v.vp_per_sp_eliminated.count(*load.scenario->initial.find_side("csa")));
  EXPECT_FALSE(load.scenario->info.options.count("entrenchment_marker"));
}

TEST_F(EditorDetailsTest, AClickOnAProblemCentresTheMapOnItsHex) {
  // Two sides in one hex: a problem about 1309 (the cavalry's), far from where the camera looks.
  ASSERT_TRUE(draft().place_unit({"csa", "inf_small", hex("1309"), HexDirection::S, "Intruder", ""}).ok());
  editor().show(false);
  app->focus(hex("0101"), 1.0);
  for (int i = 0; i < 3; ++i) app->step();
  ASSERT_FALSE(draft().problems().empty());
  std::size_t row = draft().problems().size();
  for (std::size_t i = 0; i < draft().problems().size(); ++i)
    if (draft().problem_hex(draft().problems()[i]) == hex("1309")) row = i;
  ASSERT_LT(row, draft().problems().size()) << format_diagnostics(draft().problems());
  const Vec2 before = app->hex_to_screen(hex("1309"));
  const auto at = editor().field_centre("problem:" + std::to_string(row));
  ASSERT_TRUE(at) << "the problems panel drew no row " << row;
  click_at(*at);
  const Vec2 centre{app->viewport().x / 2, app->viewport().y / 2};
  const Vec2 after = app->hex_to_screen(hex("1309"));
  EXPECT_GT(std::hypot(before.x - centre.x, before.y - centre.y), 100.0) << "the hex was already in the middle";
  EXPECT_LT(std::hypot(after.x - centre.x, after.y - centre.y), 2.0) << editor().message();
  EXPECT_EQ(editor().message(), "problem at 1309");
}

}  // namespace
}  // namespace hexfire::game::testing
