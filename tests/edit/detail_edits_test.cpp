// The scenario editor's detail edits: a unit's status, reduced side, name and the rule system's
// own attributes; the ruleset's options; markers; elimination and sudden-death victory lines.
// Each is refused where the loader would refuse it, and the saved file lints clean and loads to
// the edited state (typed unit state, options, markers, victory conditions).
#include <gtest/gtest.h>

#include <filesystem>

#include "edit/crossroads_draft.hpp"
#include "engine/edit/scenario_draft.hpp"
#include "engine/io/scenario_loader.hpp"
#include "engine/rules/column_shift/column_shift_unit.hpp"
#include "engine/rules/fireline/fireline_unit.hpp"
#include "engine/rules/scenario_check.hpp"
#include "engine/rules/volley/volley_unit.hpp"

namespace hexfire {
namespace {

class DetailEditTest : public CrossroadsDraft {
 protected:
  const Scenario& scenario() const { return *draft_->load().scenario; }
  const Unit& unit(const std::string& name) const {
    const GameState& s = draft_->load().scenario->initial;
    return s.unit(*s.find_unit(name));
  }
  void expect_clean() const { EXPECT_TRUE(draft_->problems().empty()) << format_diagnostics(draft_->problems()); }
  // The saved file, read back by the loader and the linter's checks as a game would read it.
  ScenarioLoad saved() {
    EXPECT_FALSE(draft_->save());
    ScenarioLoad load = load_scenario(path_, kRules);
    EXPECT_TRUE(check_scenario_load(load, kRules).empty()) << format_diagnostics(check_scenario_load(load, kRules));
    return load;
  }
  // Another shipped scenario in place of crossroads.
  void open_other(const std::string& relative) {
    path_ = (dir_ / std::filesystem::path(relative).filename()).string();
    std::filesystem::copy_file(kRoot + "/scenarios/" + relative, path_, std::filesystem::copy_options::overwrite_existing);
    DraftOpen o = ScenarioDraft::open(path_, kRules);
    ASSERT_TRUE(o.draft) << format_diagnostics(o.errors);
    draft_.emplace(std::move(*o.draft));
  }
};

TEST_F(DetailEditTest, StatusAndReducedSideLoadIntoTheUnit) {
  EXPECT_TRUE(draft_->set_unit_status("12th Ohio", "disrupted").ok());
  EXPECT_TRUE(draft_->set_unit_reduced("12th Ohio", true).ok());
  expect_clean();
  EXPECT_EQ(unit("12th Ohio").status, UnitStatus::Disrupted);
  EXPECT_TRUE(unit("12th Ohio").reduced);
  EXPECT_EQ(draft_->unit_details("12th Ohio")->status, "disrupted");
  // Refusals change nothing.
  EXPECT_FALSE(draft_->set_unit_status("12th Ohio", "tired").ok());
  EXPECT_FALSE(draft_->set_unit_status("12th Ohio", "disrupted").ok());
  EXPECT_FALSE(draft_->set_unit_status("Nobody", "routed").ok());
  EXPECT_FALSE(draft_->set_unit_reduced("Col. Scammon", true).ok());  // a leader's type has no reduced side
  EXPECT_FALSE(draft_->set_unit_reduced("12th Ohio", true).ok());
  // Good is the default: no attribute.
  EXPECT_TRUE(draft_->set_unit_status("12th Ohio", "good").ok());
  EXPECT_EQ(draft_->unit_details("12th Ohio")->status, "");
  EXPECT_EQ(draft_->undo_label(), "status of 12th Ohio");
  const ScenarioLoad load = saved();
  ASSERT_TRUE(load.scenario);
  const GameState& s = load.scenario->initial;
  EXPECT_TRUE(s.unit(*s.find_unit("12th Ohio")).reduced);
  EXPECT_EQ(s.unit(*s.find_unit("12th Ohio")).status, UnitStatus::Good);
}

TEST_F(DetailEditTest, RenameKeepsNamesUnique) {
  EXPECT_FALSE(draft_->rename_unit("12th Ohio", "23rd Ohio").ok());
  EXPECT_FALSE(draft_->rename_unit("12th Ohio", "11th Ohio").ok());  // a reinforcement's name
  EXPECT_FALSE(draft_->rename_unit("12th Ohio", "").ok());
  EXPECT_FALSE(draft_->rename_unit("12th Ohio", std::string(101, 'x')).ok());
  ASSERT_TRUE(draft_->rename_unit("12th Ohio", "12th Ohio Volunteers").ok());
  expect_clean();
  EXPECT_TRUE(draft_->state()->find_unit("12th Ohio Volunteers"));
  EXPECT_FALSE(draft_->state()->find_unit("12th Ohio"));
  // A reinforcement's unit too.
  ASSERT_TRUE(draft_->unit_details("11th Ohio"));
  EXPECT_FALSE(draft_->unit_details("11th Ohio")->on_map);
  ASSERT_TRUE(draft_->set_unit_status("11th Ohio", "shaken").ok());
  ASSERT_TRUE(draft_->rename_unit("11th Ohio", "11th Ohio Infantry").ok());
  expect_clean();
  const ScenarioLoad load = saved();
  ASSERT_TRUE(load.scenario);
  EXPECT_TRUE(load.scenario->initial.find_unit("12th Ohio Volunteers"));
  const auto late = load.scenario->initial.find_unit("11th Ohio Infantry");
  ASSERT_TRUE(late);
  EXPECT_EQ(load.scenario->initial.unit(*late).status, UnitStatus::Shaken);
}

TEST_F(DetailEditTest, AReinforcementsUnitIsTurnedAsAUnitOnTheMap) {
  ASSERT_TRUE(draft_->set_facing("11th Ohio", HexDirection::SE).ok());  // waits for turn 3
  ASSERT_TRUE(draft_->set_facing("12th Ohio", HexDirection::SW).ok());  // on the map
  expect_clean();
  EXPECT_EQ(draft_->unit_details("11th Ohio")->facing, "SE");
  EXPECT_EQ(unit("11th Ohio").facing, HexDirection::SE);
  EXPECT_EQ(unit("12th Ohio").facing, HexDirection::SW);
  EXPECT_FALSE(draft_->set_facing("11th Ohio", HexDirection::SE).ok()) << "already so";
  EXPECT_FALSE(draft_->set_facing("Nobody", HexDirection::N).ok());
  const ScenarioLoad load = saved();
  ASSERT_TRUE(load.scenario);
  const GameState& s = load.scenario->initial;
  EXPECT_EQ(s.unit(*s.find_unit("11th Ohio")).facing, HexDirection::SE);
}

TEST_F(DetailEditTest, TheSystemsOwnAttributesAreCheckedAgainstItsDeclaration) {
  const auto declared = draft_->unit_attributes();
  ASSERT_FALSE(declared.empty());
  EXPECT_TRUE(draft_->set_unit_attribute("12th Ohio", "hits", "2").ok());
  EXPECT_TRUE(draft_->set_unit_attribute("Col. Scammon", "rank", "army").ok());
  expect_clean();
  EXPECT_EQ(fireline::fireline_unit(unit("12th Ohio")).o_hits, 2);
  EXPECT_EQ(fireline::fireline_unit(unit("Col. Scammon")).rank, fireline::LeaderRank::Army);
  EXPECT_FALSE(draft_->set_unit_attribute("12th Ohio", "hits", "100").ok());
  EXPECT_FALSE(draft_->set_unit_attribute("12th Ohio", "hits", "two").ok());
  EXPECT_FALSE(draft_->set_unit_attribute("12th Ohio", "rank", "army").ok());  // leaders only
  EXPECT_FALSE(draft_->set_unit_attribute("Col. Scammon", "rank", "general").ok());
  EXPECT_FALSE(draft_->set_unit_attribute("12th Ohio", "figures", "12").ok());  // not a fireline attribute
  EXPECT_FALSE(draft_->set_unit_attribute("12th Ohio", "org", "23oh").ok());
  EXPECT_EQ(draft_->unit_details("12th Ohio")->attributes.at("hits"), "2");
  // Empty: back to the system's default.
  EXPECT_TRUE(draft_->set_unit_attribute("Col. Scammon", "rank", "").ok());
  EXPECT_FALSE(draft_->set_unit_attribute("Col. Scammon", "rank", "").ok());
  const ScenarioLoad load = saved();
  ASSERT_TRUE(load.scenario);
  const GameState& s = load.scenario->initial;
  EXPECT_EQ(fireline::fireline_unit(s.unit(*s.find_unit("12th Ohio"))).o_hits, 2);
  EXPECT_FALSE(fireline::fireline_unit(s.unit(*s.find_unit("Col. Scammon"))).rank);
}

TEST_F(DetailEditTest, VolleyRegimentsFiguresFormationAndWeapon) {
  open_other("volley/tutorial_volley.xml");
  const auto declared = draft_->unit_attributes();
  const auto weapon = std::find_if(declared.begin(), declared.end(), [](const UnitAttribute& a) { return a.name == "weapon"; });
  ASSERT_NE(weapon, declared.end());
  ASSERT_EQ(weapon->kind, UnitAttributeKind::Choice);  // the tables' weapons
  EXPECT_NE(std::find(weapon->values.begin(), weapon->values.end(), "rifled_musket"), weapon->values.end());
  EXPECT_TRUE(draft_->set_unit_attribute("20th Maine", "figures", "18").ok());
  EXPECT_TRUE(draft_->set_unit_attribute("20th Maine", "formation", "column").ok());
  EXPECT_TRUE(draft_->set_unit_attribute("20th Maine", "quality", "elite").ok());
  EXPECT_TRUE(draft_->set_unit_attribute("20th Maine", "repeaters", "true").ok());
  EXPECT_FALSE(draft_->set_unit_attribute("20th Maine", "figures", "61").ok());
  EXPECT_FALSE(draft_->set_unit_attribute("20th Maine", "formation", "square").ok());
  EXPECT_FALSE(draft_->set_unit_attribute("20th Maine", "weapon", "longbow").ok());
  expect_clean();
  const ScenarioLoad load = saved();
  ASSERT_TRUE(load.scenario);
  const GameState& s = load.scenario->initial;
  const volley::VolleyUnit& v = volley::volley_unit(s.unit(*s.find_unit("20th Maine")));
  EXPECT_EQ(v.figures, 18);
  EXPECT_EQ(v.formation, "column");
  EXPECT_EQ(v.quality, "elite");
  EXPECT_TRUE(v.repeaters);
}

TEST_F(DetailEditTest, AUnitAttributeFollowsTheUnitItNamesWhenRenamed) {
  open_other("column-shift/tutorial_ww2.xml");
  ASSERT_TRUE(draft_->set_unit_attribute("C Company", "dug_in", "true").ok());
  EXPECT_TRUE(column_shift::column_shift_unit(draft_->state()->unit(*draft_->state()->find_unit("C Company"))).dug_in);
  EXPECT_FALSE(draft_->set_unit_attribute("C Company", "on", "No such carrier").ok());
  EXPECT_FALSE(draft_->set_unit_attribute("C Company", "on", "C Company").ok());
  ASSERT_TRUE(draft_->set_unit_attribute("C Company", "on", "1 Troop, Churchills").ok());
  ASSERT_TRUE(draft_->rename_unit("1 Troop, Churchills", "1 Troop").ok());
  EXPECT_EQ(draft_->unit_details("C Company")->attributes.at("on"), "1 Troop");
}

TEST_F(DetailEditTest, EverySystemsDeclaredValuesLoadThroughItsReader) {
  // The declaration and the reader agree: each declared value of each attribute, on a unit of a
  // shipped scenario of that system, loads without a problem from the loader itself.
  for (const std::string relative : {"fireline/crossroads.xml", "column-shift/tutorial_ww2.xml", "volley/tutorial_volley.xml"}) {
    open_other(relative);
    for (const UnitAttribute& a : draft_->unit_attributes()) {
      std::vector<std::string> values = a.values;
      if (a.kind == UnitAttributeKind::Number) values = {std::to_string(a.min), std::to_string(a.max)};
      if (a.kind == UnitAttributeKind::Flag) values = {"true", "false"};
      const bool leader = a.on == UnitAttributeOn::Leader;
      std::string name;
      for (const Unit& u : draft_->state()->units())
        if (draft_->state()->ruleset().unit_class(draft_->state()->unit_type(u.type).unit_class).leader == leader && u.position) name = u.name;
      ASSERT_FALSE(name.empty()) << relative << " " << a.name;
      for (const std::string& v : values) {
        const EditResult r = draft_->set_unit_attribute(name, a.name, v);
        if (!r.ok()) continue;  // the value it already had
        for (const Diagnostic& d : draft_->load().errors)
          EXPECT_EQ(d.message.find(a.name + "="), std::string::npos) << relative << ": " << d.to_string();
        draft_->undo();
      }
    }
  }
}

TEST_F(DetailEditTest, OptionsSetAndResetToTheRulesetDefault) {
  auto option = [&](const std::string& name) {
    for (const DraftOption& o : draft_->options())
      if (o.name == name) return o;
    return DraftOption{};
  };
  EXPECT_EQ(option("entrenchment_marker").value, "true");
  EXPECT_EQ(option("straggle_uses_amm").default_value, "false");
  EXPECT_EQ(option("straggle_uses_amm").value, "");
  ASSERT_TRUE(draft_->set_option("straggle_uses_amm", "true").ok());
  expect_clean();
  EXPECT_EQ(scenario().info.options.at("straggle_uses_amm"), "true");
  EXPECT_EQ(option("straggle_uses_amm").value, "true");
  EXPECT_FALSE(draft_->set_option("straggle_uses_amm", "true").ok());
  EXPECT_FALSE(draft_->set_option("no_such_option", "1").ok());
  EXPECT_FALSE(draft_->set_option("straggle_uses_amm", "").ok());
  ASSERT_TRUE(draft_->reset_option("entrenchment_marker").ok());
  EXPECT_FALSE(draft_->reset_option("entrenchment_marker").ok());
  EXPECT_FALSE(scenario().info.options.count("entrenchment_marker"));
  // The designer's comment in <options> keeps the element when its last option goes.
  ASSERT_TRUE(draft_->reset_option("straggle_uses_amm").ok());
  EXPECT_NE(draft_->text().find("<options>"), std::string::npos);
  ASSERT_TRUE(draft_->undo());
  const ScenarioLoad load = saved();
  ASSERT_TRUE(load.scenario);
  EXPECT_EQ(load.scenario->info.options.at("straggle_uses_amm"), "true");
  EXPECT_FALSE(load.scenario->info.options.count("entrenchment_marker"));
}

TEST_F(DetailEditTest, AnOptionsElementIsMadeBeforeTheMapAndGoesWithItsLastOption) {
  open_other("volley/tutorial_volley.xml");
  ASSERT_EQ(draft_->text().find("<options>"), std::string::npos);
  const std::string name = draft_->options().front().name;
  ASSERT_TRUE(draft_->set_option(name, draft_->options().front().default_value).ok());
  const std::string text = draft_->text();
  EXPECT_LT(text.find("<options>"), text.find("<map"));
  ASSERT_TRUE(draft_->reset_option(name).ok());
  EXPECT_EQ(draft_->text().find("<options"), std::string::npos);
}

TEST_F(DetailEditTest, MarkersArePlacedAndRemoved) {
  const Hex h = hex("0506");
  const MarkerId m = *draft_->state()->ruleset().find_marker("entrenchment");
  ASSERT_TRUE(draft_->place_marker(h, "entrenchment").ok());
  expect_clean();
  EXPECT_TRUE(draft_->state()->map().has_marker(h, m));
  EXPECT_FALSE(draft_->place_marker(h, "entrenchment").ok());   // already there
  EXPECT_FALSE(draft_->place_marker(h, "smoke_pot").ok());      // not a marker of the ruleset
  EXPECT_FALSE(draft_->remove_marker(hex("0101"), "entrenchment").ok());
  const ScenarioLoad load = saved();
  ASSERT_TRUE(load.scenario);
  EXPECT_TRUE(load.scenario->initial.map().has_marker(h, m));
  EXPECT_TRUE(load.scenario->initial.map().has_marker(hex("0805"), m));
  ASSERT_TRUE(draft_->remove_marker(hex("0805"), "entrenchment").ok());
  EXPECT_FALSE(draft_->state()->map().has_marker(hex("0805"), m));
  EXPECT_TRUE(draft_->state()->map().has_marker(h, m));
}

TEST_F(DetailEditTest, AMarkerIsMovedInOneStep) {
  const MarkerId m = *draft_->state()->ruleset().find_marker("entrenchment");
  ASSERT_TRUE(draft_->state()->map().has_marker(hex("0805"), m));
  ASSERT_TRUE(draft_->move_marker(hex("0805"), hex("0101"), "entrenchment").ok());
  expect_clean();
  EXPECT_FALSE(draft_->state()->map().has_marker(hex("0805"), m));
  EXPECT_TRUE(draft_->state()->map().has_marker(hex("0101"), m));
  EXPECT_EQ(draft_->undo_label(), "move marker entrenchment");
  // Refused: nothing to move, a hex that has one already, the same hex.
  EXPECT_FALSE(draft_->move_marker(hex("0805"), hex("0202"), "entrenchment").ok());
  ASSERT_TRUE(draft_->place_marker(hex("0202"), "entrenchment").ok());
  EXPECT_FALSE(draft_->move_marker(hex("0101"), hex("0202"), "entrenchment").ok());
  EXPECT_FALSE(draft_->move_marker(hex("0101"), hex("0101"), "entrenchment").ok());
  ASSERT_TRUE(draft_->undo());  // the placing
  ASSERT_TRUE(draft_->undo());  // the move
  EXPECT_TRUE(draft_->state()->map().has_marker(hex("0805"), m));
  EXPECT_FALSE(draft_->state()->map().has_marker(hex("0101"), m));
}

TEST_F(DetailEditTest, AMarkerThatShowsAUnitsStateIsNotPlacedOnAHex) {
  open_other("column-shift/tutorial_ww2.xml");
  EXPECT_FALSE(draft_->place_marker(hex("0303"), "dug_in").ok());
  EXPECT_TRUE(draft_->place_marker(hex("0303"), draft_->state()->ruleset().markers.front().id).ok() ||
              draft_->state()->ruleset().markers.front().unit_only);
}

TEST_F(DetailEditTest, EliminationAndSuddenDeathLines) {
  const SideId usa = *draft_->state()->find_side("usa");
  const SideId csa = *draft_->state()->find_side("csa");
  EXPECT_EQ(draft_->victory_rules().vp_per_sp.at("usa"), 1);
  ASSERT_TRUE(draft_->set_elimination("usa", 2).ok());
  ASSERT_TRUE(draft_->set_sudden_death("csa", 12).ok());
  ASSERT_TRUE(draft_->remove_elimination("csa").ok());
  EXPECT_FALSE(draft_->remove_elimination("csa").ok());
  EXPECT_FALSE(draft_->set_elimination("usa", 2).ok());
  EXPECT_FALSE(draft_->set_elimination("usa", 101).ok());
  EXPECT_FALSE(draft_->set_sudden_death("csa", 0).ok());
  EXPECT_FALSE(draft_->set_sudden_death("prussia", 5).ok());
  expect_clean();
  const VictoryConditions& v = scenario().info.victory;
  EXPECT_EQ(v.vp_per_sp_eliminated.at(usa), 2);
  EXPECT_FALSE(v.vp_per_sp_eliminated.count(csa));
  EXPECT_EQ(v.sudden_death_vp.at(csa), 12);
  // Sudden deaths after the eliminations, eliminations after the objectives.
  const std::string text = draft_->text();
  EXPECT_LT(text.rfind("<objective"), text.find("<elimination"));
  EXPECT_LT(text.rfind("<elimination"), text.find("<sudden-death"));
  ASSERT_TRUE(draft_->set_elimination("csa", 3).ok());
  EXPECT_LT(draft_->text().rfind("<elimination"), draft_->text().find("<sudden-death"));
  ASSERT_TRUE(draft_->remove_sudden_death("usa").ok());
  const ScenarioLoad load = saved();
  ASSERT_TRUE(load.scenario);
  EXPECT_EQ(load.scenario->info.victory.vp_per_sp_eliminated.at(csa), 3);
  EXPECT_EQ(load.scenario->info.victory.sudden_death_vp.size(), 1u);
  EXPECT_EQ(load.scenario->info.victory.sudden_death_vp.at(csa), 12);
}

TEST_F(DetailEditTest, ABonusLineStandsBetweenTheEliminationsAndTheSuddenDeaths) {
  const SideId csa = *draft_->state()->find_side("csa");
  ASSERT_TRUE(draft_->set_sudden_death("csa", 30).ok());
  ASSERT_TRUE(draft_->set_bonus("csa", 7).ok());
  EXPECT_FALSE(draft_->set_bonus("csa", 7).ok());     // already 7
  EXPECT_FALSE(draft_->set_bonus("csa", 0).ok());     // 1..1000
  EXPECT_FALSE(draft_->set_bonus("csa", 1001).ok());
  EXPECT_FALSE(draft_->set_bonus("prussia", 5).ok());
  EXPECT_EQ(draft_->victory_rules().bonus.at("csa"), 7);
  const std::string text = draft_->text();
  EXPECT_LT(text.rfind("<elimination"), text.find("<bonus"));
  EXPECT_LT(text.find("<bonus"), text.find("<sudden-death"));
  expect_clean();
  EXPECT_EQ(scenario().info.victory.bonus_vp.at(csa), 7);
  ASSERT_TRUE(draft_->set_bonus("usa", 2).ok());
  EXPECT_EQ(saved().scenario->info.victory.bonus_vp.size(), 2u);
  ASSERT_TRUE(draft_->remove_bonus("csa").ok());
  EXPECT_FALSE(draft_->remove_bonus("csa").ok());
  const ScenarioLoad load = saved();
  ASSERT_TRUE(load.scenario);
  EXPECT_FALSE(load.scenario->info.victory.bonus_vp.count(csa));
}

TEST_F(DetailEditTest, CommentsBetweenTerrainRowsStayBetweenThoseRows) {
  // A comment above the fourth row and one above the last, as a designer writes them.
  std::string text = draft_->text();
  const std::string fourth = ". . r . . . . . . . . e . . w w";
  const std::string last = ". . p . . . . . . . . . w w w w";
  ASSERT_NE(text.find(fourth), std::string::npos);
  text.insert(text.find(fourth), "<!-- the run's ford -->\n      ");
  text.insert(text.find(last), "<!-- the mill pond -->\n      ");
  DraftOpen o = ScenarioDraft::open_text(text, path_, kRules);
  ASSERT_TRUE(o.draft);
  draft_.emplace(std::move(*o.draft));
  ASSERT_TRUE(draft_->paint_terrain({hex("0106"), hex("1612")}, "woods").ok());
  const std::string after = draft_->text();
  const auto ford = after.find("<!-- the run's ford -->");
  const auto pond = after.find("<!-- the mill pond -->");
  ASSERT_NE(ford, std::string::npos);
  ASSERT_NE(pond, std::string::npos);
  // Rows three and four on either side of the first; rows eleven and twelve of the second.
  EXPECT_LT(after.find(". . r . . w w . . . . e . w w w"), ford);
  EXPECT_GT(after.find(fourth), ford);
  EXPECT_LT(after.find("m m x . . . . . . . . . . w w w"), pond);
  EXPECT_GT(after.find(". . p . . . . . . . . . w w w w"), pond);
  EXPECT_LT(after.find(". . p . . . . . . . . . w w w w"), after.find("</terrain>"));
  expect_clean();
  EXPECT_EQ(draft_->state()->map().terrain(hex("0106")), *draft_->state()->ruleset().find_terrain("woods"));
}

}  // namespace
}  // namespace hexfire
