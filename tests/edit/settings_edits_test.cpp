// The scenario editor's settings: title, turns, seed, sides' names and colours, briefings and
// objectives change the document, each one step of undo, and the saved file loads with them.
#include <gtest/gtest.h>

#include <filesystem>

#include "engine/edit/scenario_draft.hpp"
#include "edit/crossroads_draft.hpp"
#include "engine/io/scenario_loader.hpp"

namespace hexfire {
namespace {

class SettingsEditTest : public CrossroadsDraft {
 protected:
  const ScenarioInfo& info() const { return draft_->load().scenario->info; }
  void expect_clean() const { EXPECT_TRUE(draft_->problems().empty()) << format_diagnostics(draft_->problems()); }
};

TEST_F(SettingsEditTest, TitleTurnsAndSeedAreOneStepEach) {
  const std::string title = draft_->settings().title;
  EXPECT_TRUE(draft_->set_title("Crossroads & <ridge>").ok());
  EXPECT_TRUE(draft_->set_turns(9).ok());
  EXPECT_TRUE(draft_->set_seed("42").ok());
  expect_clean();
  EXPECT_EQ(info().title, "Crossroads & <ridge>");
  EXPECT_EQ(info().turns, 9);
  EXPECT_EQ(info().seed, 42u);
  EXPECT_EQ(draft_->settings().title, "Crossroads & <ridge>");
  // Refused, and nothing changes: the loader's own bounds.
  EXPECT_FALSE(draft_->set_title("").ok());
  EXPECT_FALSE(draft_->set_turns(0).ok());
  EXPECT_FALSE(draft_->set_turns(1000).ok());
  EXPECT_FALSE(draft_->set_seed("-3").ok());
  EXPECT_FALSE(draft_->set_seed("18446744073709551616").ok());
  EXPECT_FALSE(draft_->set_turns(9).ok());  // no change
  EXPECT_EQ(draft_->undo_label(), "seed");
  ASSERT_TRUE(draft_->undo());
  EXPECT_EQ(info().seed, 18620914u);
  ASSERT_TRUE(draft_->undo());
  EXPECT_EQ(info().turns, 6);
  ASSERT_TRUE(draft_->undo());
  EXPECT_EQ(info().title, title);
  ASSERT_TRUE(draft_->redo());
  EXPECT_EQ(info().title, "Crossroads & <ridge>");
}

TEST_F(SettingsEditTest, SidesNameAndColour) {
  EXPECT_TRUE(draft_->set_side_name("usa", "Federals").ok());
  EXPECT_TRUE(draft_->set_side_color("csa", "#aa2211").ok());
  EXPECT_FALSE(draft_->set_side_color("csa", "red").ok());
  EXPECT_FALSE(draft_->set_side_name("nobody", "X").ok());
  expect_clean();
  const GameState& s = *draft_->state();
  EXPECT_EQ(s.side(*s.find_side("usa")).name, "Federals");
  EXPECT_NE(draft_->text().find("color=\"#aa2211\""), std::string::npos);
  ASSERT_TRUE(draft_->undo());
  EXPECT_EQ(draft_->settings().sides[1].color, "#8c8c84");
}

TEST_F(SettingsEditTest, BriefingsOfTheScenarioAndOfEachSideKeepTheirParagraphs) {
  EXPECT_TRUE(draft_->set_briefing("", "First line.\n\nSecond paragraph.").ok());
  EXPECT_TRUE(draft_->set_briefing("csa", "Hold on.\nStill holding.").ok());
  expect_clean();
  EXPECT_EQ(info().briefing, "First line.\n\nSecond paragraph.");
  EXPECT_EQ(info().side_briefings.at("csa"), "Hold on.\nStill holding.");
  // Empty text removes a side's briefing; one undo brings it back.
  EXPECT_TRUE(draft_->set_briefing("usa", "").ok());
  EXPECT_EQ(info().side_briefings.count("usa"), 0u);
  ASSERT_TRUE(draft_->undo());
  EXPECT_EQ(info().side_briefings.count("usa"), 1u);
}

TEST_F(SettingsEditTest, ObjectivesArePlacedChangedAndRemoved) {
  const auto count = info().victory.objectives.size();
  EXPECT_TRUE(draft_->place_objective({hex("0505"), 3, "Orchard", "usa"}).ok());
  expect_clean();
  ASSERT_EQ(info().victory.objectives.size(), count + 1);
  const Objective& o = info().victory.objectives[count];
  EXPECT_EQ(o.hex, hex("0505"));
  EXPECT_EQ(o.points, 3);
  EXPECT_EQ(o.name, "Orchard");
  EXPECT_EQ(draft_->state()->side(*o.owner).key, "usa");
  // The same hex again changes that objective: still one per hex, as the format wants.
  EXPECT_TRUE(draft_->place_objective({hex("0505"), 5, "", ""}).ok());
  ASSERT_EQ(info().victory.objectives.size(), count + 1);
  EXPECT_EQ(info().victory.objectives[count].points, 5);
  EXPECT_FALSE(info().victory.objectives[count].owner);
  EXPECT_FALSE(draft_->place_objective({hex("0505"), 5, "", ""}).ok());
  EXPECT_FALSE(draft_->place_objective({hex("0606"), 1001, "", ""}).ok());
  EXPECT_FALSE(draft_->place_objective({hex("0606"), 1, "", "nobody"}).ok());
  EXPECT_TRUE(draft_->remove_objective(hex("0807")).ok());  // the crossroads
  EXPECT_FALSE(draft_->remove_objective(hex("0807")).ok());
  EXPECT_EQ(info().victory.objectives.size(), count);
  ASSERT_TRUE(draft_->undo());
  EXPECT_EQ(info().victory.objectives.size(), count + 1);
  // Saved, the file loads with the objective.
  ASSERT_FALSE(draft_->save());
  const ScenarioLoad saved = load_scenario(path_, kRules);
  ASSERT_TRUE(saved.ok()) << format_diagnostics(saved.errors);
  EXPECT_EQ(saved.scenario->info.victory.objectives.size(), count + 1);
}

TEST(NewScenarioSettingsTest, ANewScenarioGetsItsBriefingAfterTheTitleAndAVictoryForItsFirstObjective) {
  DraftOpen o = ScenarioDraft::create({"fireline", 8, 6, "flat-odd-q", "Test"}, "/nonexistent/new.xml", kRules);
  ASSERT_TRUE(o.draft) << format_diagnostics(o.errors);
  ScenarioDraft& d = *o.draft;
  EXPECT_TRUE(d.set_briefing("", "For both.").ok());
  EXPECT_TRUE(d.place_objective({*d.state()->map().parse_label("0303"), 2, "Hill", "red"}).ok());
  EXPECT_TRUE(d.problems().empty()) << format_diagnostics(d.problems());
  const std::string text = d.text();
  EXPECT_LT(text.find("<title>"), text.find("<briefing>"));
  EXPECT_NE(text.find("<victory>\n    <objective name=\"Hill\" at=\"0303\" points=\"2\" owner=\"red\"/>"), std::string::npos) << text;
  ASSERT_TRUE(d.load().scenario);
  EXPECT_EQ(d.load().scenario->info.briefing, "For both.");
  // Removing the only objective leaves an empty <victory>, which loads.
  EXPECT_TRUE(d.remove_objective(*d.state()->map().parse_label("0303")).ok());
  EXPECT_TRUE(d.problems().empty()) << format_diagnostics(d.problems());
}

}  // namespace
}  // namespace hexfire
