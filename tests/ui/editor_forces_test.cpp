// The scenario editor's Forces window through real SDL events: the palette opens it; a click on
// the tree picks an organization, typing renames it and gives it a new key; the form adds a
// regiment under it; a leader's command is chosen in its drop-down; removing one a unit names is
// refused with the unit's name; a new reinforcement group gets its entry hex from a click on the
// map, a unit and a later turn; a click on the unit's name opens the Unit panel, which turns it;
// the group is given to the other side; Ctrl+S saves a file that lints clean and loads to what
// was edited.
#include <algorithm>
#include <cstdlib>
#include <filesystem>

#include "engine/edit/scenario_draft.hpp"
#include "engine/io/scenario_loader.hpp"
#include "engine/rules/scenario_check.hpp"
#include "game/app/data_paths.hpp"
#include "game/screens/editor_screen.hpp"
#include "editor_fixture.hpp"

namespace hexfire::game::testing {
namespace {

class EditorForcesTest : public EditorFixture {
 protected:
  void pick(const std::string& org) {
    const auto at = editor().field_centre("org:" + org);
    ASSERT_TRUE(at.has_value()) << "no row for " << org << " in the tree";
    click_at(*at);
    app->step();
  }
  // A click on a header of the Forces window folds it (or opens it again).
  void fold(const std::string& header) {
    const auto at = editor().field_centre("header:" + header);
    ASSERT_TRUE(at.has_value()) << "no header " << header;
    click_at(*at);
    for (int i = 0; i < 2; ++i) app->step();
  }
  // An organization combo of the window opened with a click, then the row of `key` clicked.
  void choose(const std::string& combo, const std::string& key) {
    app->step();
    const auto box = editor().field_centre("combo:" + combo);
    ASSERT_TRUE(box.has_value()) << "no box " << combo;
    click_at(*box);
    app->step();
    const auto row = editor().field_centre("combo:" + combo + ":" + key);
    ASSERT_TRUE(row.has_value()) << "no row " << key << " in " << combo;
    click_at(*row);
    app->step();
  }
  const Organization* org(const std::string& key) {
    const auto id = state().find_org(key);
    return id ? &state().org(*id) : nullptr;
  }
};

TEST_F(EditorForcesTest, BuildsTheOrderOfBattleAndReinforcementsAndSaves) {
  click("Forces");
  ASSERT_TRUE(editor().forces_open());
  EXPECT_FALSE(editor().settings_open());
  app->step();
  EXPECT_EQ(editor().forces_side(), "usa") << "the first side is shown first";

  // Pick the Union brigade and rename it.
  pick("kanawha");
  EXPECT_EQ(editor().picked_org(), "kanawha");
  type_into("org-name", "Kanawha Division");
  ASSERT_NE(org("kanawha"), nullptr);
  EXPECT_EQ(org("kanawha")->name, "Kanawha Division") << editor().message();
  EXPECT_EQ(draft().undo_label(), "rename kanawha");
  // A new key for it: the units and the leader that name it follow, and it stays picked.
  type_into("org-key", "kanawha_div");
  EXPECT_NE(org("kanawha_div"), nullptr) << editor().message();
  EXPECT_EQ(editor().picked_org(), "kanawha_div");
  if (const char* shots = std::getenv("HEXFIRE_TEST_SHOTS")) {
    std::string error;
    EXPECT_TRUE(app->save_screenshot(std::string(shots) + "/editor_forces_org.png", error)) << error;
  }
  ctrl(SDLK_z);
  ASSERT_NE(org("kanawha"), nullptr);
  app->step();
  pick("kanawha");

  // A new regiment under the brigade picked.
  type_into("new-org-key", "9oh");
  type_into("new-org-name", "9th Ohio");
  type_into("new-org-level", "regiment");
  click("Add organization");
  ASSERT_NE(org("9oh"), nullptr) << editor().message();
  EXPECT_EQ(org("9oh")->name, "9th Ohio");
  EXPECT_EQ(org("9oh")->parent, state().find_org("kanawha"));
  EXPECT_EQ(editor().picked_org(), "9oh");

  // Lt. Col. Hayes commands the 30th Ohio in place of the 23rd: his box, then its row.
  fold("organizations");
  choose("commands:Lt. Col. Hayes", "30oh");
  const Organization* thirtieth = org("30oh");
  ASSERT_NE(thirtieth, nullptr);
  ASSERT_TRUE(thirtieth->leader) << editor().message();
  EXPECT_EQ(state().unit(*thirtieth->leader).name, "Lt. Col. Hayes");
  EXPECT_FALSE(org("23oh")->leader);
  fold("organizations");

  // The 12th Ohio names its regiment: refused, and the message says who.
  app->step();
  pick("12oh");
  click("Remove organization");
  EXPECT_NE(org("12oh"), nullptr);
  EXPECT_NE(editor().message().find("12th Ohio"), std::string::npos) << editor().message();

  // The Confederate side's button shows its groups; back to the Union for a new group.
  click("Confederate##side:csa");
  EXPECT_EQ(editor().forces_side(), "csa");
  click("Union##side:usa");
  app->step();

  // A new Union group on turn 4, entering where the designer clicks, clear of the windows.
  // Organizations and leaders folded, the reinforcements come up into the window.
  fold("organizations");
  fold("leaders");
  const std::size_t groups = draft().reinforcements().size();
  type_into("new-turn", "4");
  click("Pick its entry hex##new_group");
  ASSERT_EQ(editor().picking_entry(), EditorScreen::kNewGroup);
  app->focus(hex("0112"), 1.0);
  app->camera().pan_by({200, 0});
  app->step();
  click_at(app->hex_to_screen(hex("0112")));
  EXPECT_FALSE(editor().picking_entry());
  ASSERT_EQ(draft().reinforcements().size(), groups + 1) << editor().message();
  const DraftReinforcement added = draft().reinforcements().back();
  EXPECT_EQ(added.side, "usa");
  EXPECT_EQ(added.turn, 4);
  EXPECT_EQ(added.entry, "0112");
  const std::string g = std::to_string(groups);

  // A unit for it, named, and the group one turn later.
  type_into("arrival-name:" + g, "44th Ohio");
  click("Add unit##group:" + g);
  ASSERT_EQ(draft().reinforcements().back().units.size(), 1u) << editor().message();
  EXPECT_EQ(draft().reinforcements().back().units[0].name, "44th Ohio");
  type_into("turn:" + g, "5");
  EXPECT_EQ(draft().reinforcements().back().turn, 5) << editor().message();
  // Each was one step: the turn goes back with one undo.
  ctrl(SDLK_z);
  EXPECT_EQ(draft().reinforcements().back().turn, 4);
  ctrl(SDLK_y);

  // A click on the unit's name opens the Unit panel on it, where it is turned to enter facing SE.
  app->step();
  const auto name_at = editor().field_centre("arrival:44th Ohio");
  ASSERT_TRUE(name_at.has_value());
  click_at(*name_at);
  ASSERT_EQ(editor().selected_unit(), std::optional<std::string>("44th Ohio"));
  click("SE##facing");
  EXPECT_EQ(draft().reinforcements().back().units[0].facing, "SE") << editor().message();
  if (const char* shots = std::getenv("HEXFIRE_TEST_SHOTS")) {
    std::string error;
    EXPECT_TRUE(app->save_screenshot(std::string(shots) + "/editor_forces_unit.png", error)) << error;
  }
  click("Close##unit");

  // The group given to the Confederates: it has no Union organization, so it may go.
  ASSERT_EQ(draft().reinforcements().back().units[0].org, "");
  click("Give the group to Confederate##toside:csa:" + g);
  EXPECT_EQ(draft().reinforcements().back().side, "csa") << editor().message();

  ctrl(SDLK_s);
  EXPECT_FALSE(draft().modified()) << editor().message();
  const ScenarioLoad load = load_scenario(path, rules_dir());
  ASSERT_TRUE(load.ok()) << format_diagnostics(load.errors);
  EXPECT_TRUE(check_scenario_load(load, rules_dir()).empty()) << format_diagnostics(check_scenario_load(load, rules_dir()));
  const GameState& s = load.scenario->initial;
  EXPECT_EQ(s.org(*s.find_org("kanawha")).name, "Kanawha Division");
  ASSERT_TRUE(s.find_org("9oh"));
  EXPECT_EQ(s.org(*s.find_org("9oh")).parent, s.find_org("kanawha"));
  ASSERT_EQ(load.scenario->info.reinforcements.size(), groups + 1);
  const Reinforcement& r = load.scenario->info.reinforcements.back();
  EXPECT_EQ(r.turn, 5);
  EXPECT_EQ(r.entry, hex("0112"));
  ASSERT_EQ(r.units.size(), 1u);
  EXPECT_EQ(s.unit(r.units[0]).name, "44th Ohio");
  EXPECT_EQ(s.unit(r.units[0]).facing, HexDirection::SE);
  EXPECT_EQ(s.side(r.side).key, "csa");
}

TEST_F(EditorForcesTest, TheSettingsWindowAndTheForcesWindowTakeTurns) {
  click("Forces");
  ASSERT_TRUE(editor().forces_open());
  click("Scenario settings");
  EXPECT_TRUE(editor().settings_open());
  EXPECT_FALSE(editor().forces_open());
  click("Forces");
  EXPECT_TRUE(editor().forces_open());
  EXPECT_FALSE(editor().settings_open());
  // Esc gives up picking an entry hex; nothing is added.
  app->step();
  const std::size_t groups = draft().reinforcements().size();
  click("Pick its entry hex##new_group");
  ASSERT_TRUE(editor().picking_entry());
  key(SDLK_ESCAPE);
  EXPECT_FALSE(editor().picking_entry());
  EXPECT_EQ(draft().reinforcements().size(), groups);
}

}  // namespace
}  // namespace hexfire::game::testing
