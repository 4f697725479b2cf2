// The scenario editor's settings through real SDL events (issue 15, 1): the palette opens the
// settings window, a click into the title field and typing retitle the scenario when the field
// is left with Enter; the Objective tool places an objective with a click on the map; one undo
// each; Ctrl+S saves a file that lints clean and loads with the new title and objective.
#include <algorithm>
#include <filesystem>

#include "engine/edit/scenario_draft.hpp"
#include "engine/io/scenario_loader.hpp"
#include "engine/rules/scenario_check.hpp"
#include "game/app/data_paths.hpp"
#include "game/screens/editor_screen.hpp"
#include "editor_fixture.hpp"

namespace hexfire::game::testing {
namespace {

class EditorSettingsTest : public EditorFixture {};

TEST_F(EditorSettingsTest, RetitlesPlacesAnObjectiveUndoesAndSaves) {
  click("Scenario settings");
  ASSERT_TRUE(editor().settings_open());
  app->step();
  const auto title = editor().field_centre("title");
  ASSERT_TRUE(title.has_value());
  // A click selects the whole title; what is typed replaces it; Enter makes it one edit.
  click_at(*title);
  push(text_event("Ford at dawn"));
  app->step();
  EXPECT_EQ(draft().settings().title, "Crossroads at Miller's Run") << "no edit while typing";
  press(SDLK_RETURN);
  app->step();
  EXPECT_EQ(draft().settings().title, "Ford at dawn") << editor().message();
  EXPECT_EQ(draft().undo_label(), "title");

  // The Objective tool: 3 points, held by the Union at the start, at a hex clicked on the map.
  click("Objective");
  editor().brush().points = 3;
  editor().brush().owner = "usa";
  const std::size_t before = draft().settings().objectives.size();
  app->focus(hex("0505"), 1.0);
  app->step();
  click_at(app->hex_to_screen(hex("0505")));
  ASSERT_EQ(draft().settings().objectives.size(), before + 1) << editor().message();
  // Undone and redone as one step each, from the keyboard.
  ctrl(SDLK_z);
  EXPECT_EQ(draft().settings().objectives.size(), before);
  EXPECT_EQ(draft().settings().title, "Ford at dawn");
  ctrl(SDLK_y);
  EXPECT_EQ(draft().settings().objectives.size(), before + 1);

  ctrl(SDLK_s);
  EXPECT_FALSE(draft().modified()) << editor().message();
  const ScenarioLoad load = load_scenario(path, rules_dir());
  ASSERT_TRUE(load.ok()) << format_diagnostics(load.errors);
  EXPECT_TRUE(check_scenario_load(load, rules_dir()).empty());
  EXPECT_EQ(load.scenario->info.title, "Ford at dawn");
  const auto& objectives = load.scenario->info.victory.objectives;
  const auto placed = std::find_if(objectives.begin(), objectives.end(), [&](const Objective& o) { return o.hex == hex("0505"); });
  ASSERT_NE(placed, objectives.end());
  EXPECT_EQ(placed->points, 3);
  ASSERT_TRUE(placed->owner.has_value());
  EXPECT_EQ(load.scenario->initial.side(*placed->owner).key, "usa");
}

}  // namespace
}  // namespace hexfire::game::testing
