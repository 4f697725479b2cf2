// The order of battle in the editor: organizations added (top level and nested), renamed,
// levelled and removed (refused while units name them), a unit's org and a leader's command (one
// leader per organization), and reinforcement groups with their units; each one step of undo,
// each refusal the loader's reason, and the saved file lints clean and loads to the edited state.
#include <gtest/gtest.h>

#include <algorithm>

#include "edit/crossroads_draft.hpp"
#include "engine/edit/scenario_draft.hpp"
#include "engine/io/scenario_loader.hpp"
#include "engine/rules/scenario_check.hpp"

namespace hexfire {
namespace {

class ForceEditTest : public CrossroadsDraft {
 protected:
  const GameState& state() const { return *draft_->state(); }
  const ScenarioInfo& info() const { return draft_->load().scenario->info; }
  const Organization& org(const std::string& key) const { return state().org(*state().find_org(key)); }
  std::string org_of(const std::string& unit) const {
    const Unit& u = state().unit(*state().find_unit(unit));
    return u.org ? state().org(*u.org).key : "";
  }
  void expect_clean() const { EXPECT_TRUE(draft_->problems().empty()) << format_diagnostics(draft_->problems()); }
  // The saved file, loaded again from disk, clean by the linter's checks.
  ScenarioLoad saved() {
    EXPECT_FALSE(draft_->save());
    ScenarioLoad load = load_scenario(path_, kRules);
    EXPECT_TRUE(load.ok()) << format_diagnostics(load.errors);
    EXPECT_TRUE(check_scenario_load(load, kRules).empty()) << format_diagnostics(check_scenario_load(load, kRules));
    return load;
  }
};

TEST_F(ForceEditTest, TopLevelAndNestedOrganizationsAreAddedWithTheirSide) {
  EXPECT_TRUE(draft_->add_org({"3div", "Third Division", "division", "usa", ""}).ok());
  EXPECT_TRUE(draft_->add_org({"hunter", "Hunter's Brigade", "brigade", "", "3div"}).ok());
  EXPECT_TRUE(draft_->add_org({"9oh", "", "regiment", "", "hunter"}).ok());
  expect_clean();
  EXPECT_EQ(org("3div").name, "Third Division");
  EXPECT_EQ(org("3div").level, "division");
  EXPECT_FALSE(org("3div").parent);
  EXPECT_EQ(org("hunter").parent, state().find_org("3div"));
  EXPECT_EQ(org("9oh").parent, state().find_org("hunter"));
  EXPECT_EQ(org("9oh").name, "9oh") << "a name left out is the key";
  EXPECT_EQ(state().side(org("9oh").side).key, "usa") << "a nested organization takes its parent's side";
  // The loader's refusals, said before anything changes.
  const std::string before = draft_->text();
  EXPECT_EQ(draft_->add_org({"3div", "Again", "", "usa", ""}).error, "an organization is already keyed '3div'");
  EXPECT_EQ(draft_->add_org({"x", "", "", "", ""}).error, "a top-level organization needs a side");
  EXPECT_EQ(draft_->add_org({"x", "", "", "nobody", ""}).error, "there is no side 'nobody'");
  EXPECT_EQ(draft_->add_org({"x", "", "", "", "nowhere"}).error, "there is no organization 'nowhere' to put it under");
  EXPECT_EQ(draft_->add_org({"x", "", "", "csa", "hunter"}).error, "side 'csa' differs from its parent's");
  EXPECT_FALSE(draft_->add_org({"two words", "", "", "usa", ""}).ok());
  EXPECT_FALSE(draft_->add_org({"", "", "", "usa", ""}).ok());
  EXPECT_EQ(draft_->text(), before);
  // One step each.
  EXPECT_EQ(draft_->undo_label(), "add 9oh");
  ASSERT_TRUE(draft_->undo());
  EXPECT_FALSE(state().find_org("9oh"));
  EXPECT_TRUE(state().find_org("hunter"));
}

TEST_F(ForceEditTest, RenameAndLevel) {
  EXPECT_TRUE(draft_->rename_org("12oh", "12th Ohio Volunteer Infantry").ok());
  EXPECT_TRUE(draft_->set_org_level("12oh", "demi-regiment").ok());
  EXPECT_EQ(org("12oh").name, "12th Ohio Volunteer Infantry");
  EXPECT_EQ(org("12oh").level, "demi-regiment");
  EXPECT_FALSE(draft_->rename_org("12oh", "12th Ohio Volunteer Infantry").ok());
  EXPECT_FALSE(draft_->rename_org("12oh", "").ok());
  EXPECT_FALSE(draft_->rename_org("nothing", "X").ok());
  EXPECT_FALSE(draft_->rename_org("12oh", std::string(101, 'a')).ok());
  EXPECT_TRUE(draft_->set_org_level("12oh", "").ok());
  EXPECT_EQ(org("12oh").level, "");
  expect_clean();
  EXPECT_NE(draft_->text().find("<org key=\"12oh\" name=\"12th Ohio Volunteer Infantry\"/>"), std::string::npos);
}

TEST_F(ForceEditTest, RemovingIsRefusedWhileUnitsOrLeadersNameItAndLiftsItsSubOrganizations) {
  // 12oh: the 12th Ohio is in it. kanawha: Col. Scammon commands it.
  EXPECT_EQ(draft_->remove_org("12oh").error, "12oh is named by 12th Ohio: give them another organization first");
  const auto refused = draft_->remove_org("kanawha");
  ASSERT_FALSE(refused.ok());
  EXPECT_NE(refused.error.value_or("").find("Col. Scammon"), std::string::npos) << refused.error.value_or("");
  // A reinforcement's unit counts too.
  EXPECT_NE(draft_->remove_org("22va").error.value_or("").find("22nd Virginia"), std::string::npos);
  // Nobody names 36oh's sibling 2wvc once the cavalry leaves it.
  ASSERT_TRUE(draft_->set_unit_org("2nd West Virginia Cavalry", "kanawha").ok());
  EXPECT_TRUE(draft_->remove_org("2wvc").ok());
  EXPECT_FALSE(state().find_org("2wvc"));
  // A brigade nobody names: its regiments move up to the top level with its side.
  ASSERT_TRUE(draft_->add_org({"reserve", "Reserve", "brigade", "csa", ""}).ok());
  ASSERT_TRUE(draft_->add_org({"r1", "R1", "regiment", "", "reserve"}).ok());
  ASSERT_TRUE(draft_->add_org({"r2", "R2", "regiment", "", "reserve"}).ok());
  EXPECT_TRUE(draft_->remove_org("reserve").ok());
  expect_clean();
  EXPECT_FALSE(state().find_org("reserve"));
  EXPECT_FALSE(org("r1").parent);
  EXPECT_EQ(state().side(org("r2").side).key, "csa");
  // Nested: a removed regiment's sub-units move up under the brigade.
  ASSERT_TRUE(draft_->add_org({"co_a", "Company A", "company", "", "30oh"}).ok());
  ASSERT_TRUE(draft_->set_unit_org("30th Ohio", "co_a").ok());
  EXPECT_TRUE(draft_->remove_org("30oh").ok());
  EXPECT_EQ(org("co_a").parent, state().find_org("kanawha"));
  EXPECT_EQ(org_of("30th Ohio"), "co_a");
  expect_clean();
}

TEST_F(ForceEditTest, UnitsOrganizationAndLeadersCommand) {
  EXPECT_TRUE(draft_->set_unit_org("12th Ohio", "23oh").ok());
  EXPECT_EQ(org_of("12th Ohio"), "23oh");
  EXPECT_EQ(draft_->set_unit_org("12th Ohio", "45va").error, "org=\"45va\": organization '45va' belongs to side 'csa'");
  EXPECT_EQ(draft_->set_unit_org("12th Ohio", "nope").error, "org=\"nope\": organization 'nope' does not exist");
  EXPECT_FALSE(draft_->set_unit_org("Nobody", "23oh").ok());
  EXPECT_TRUE(draft_->set_unit_org("Simmonds' Battery", "kanawha").ok()) << "a reinforcement's unit too";
  EXPECT_EQ(org_of("Simmonds' Battery"), "kanawha");
  EXPECT_TRUE(draft_->set_unit_org("12th Ohio", "").ok());
  EXPECT_EQ(org_of("12th Ohio"), "");

  // One leader per organization: Hayes may not command the brigade Scammon commands.
  EXPECT_EQ(draft_->set_commands("Lt. Col. Hayes", "kanawha").error, "organization 'kanawha' already has leader 'Col. Scammon'");
  EXPECT_FALSE(draft_->set_commands("12th Ohio", "12oh").ok()) << "only a leader commands";
  EXPECT_FALSE(draft_->set_commands("Lt. Col. Hayes", "45va").ok());
  EXPECT_TRUE(draft_->set_commands("Lt. Col. Hayes", "36oh").ok());
  EXPECT_EQ(org("36oh").leader, state().find_unit("Lt. Col. Hayes"));
  EXPECT_FALSE(org("23oh").leader);
  // Once Scammon lets the brigade go, Hayes may take it.
  EXPECT_TRUE(draft_->set_commands("Col. Scammon", "").ok());
  EXPECT_TRUE(draft_->set_commands("Lt. Col. Hayes", "kanawha").ok());
  EXPECT_EQ(org("kanawha").leader, state().find_unit("Lt. Col. Hayes"));
  EXPECT_NE(draft_->text().find("<leader name=\"Lt. Col. Hayes\" type=\"ldr_col\" rank=\"junior\" commands=\"kanawha\""),
            std::string::npos)
      << "changed in its place";
  // A leader that commanded nothing gets `commands` right after his type, as the format lists it.
  EXPECT_TRUE(draft_->set_commands("Col. Wharton", "").ok());
  EXPECT_TRUE(draft_->set_commands("Col. Wharton", "wharton").ok());
  EXPECT_NE(draft_->text().find("<leader name=\"Col. Wharton\" type=\"ldr_bde\" commands=\"wharton\" rank=\"junior\""),
            std::string::npos);
  ASSERT_TRUE(draft_->set_commands("Col. Scammon", "12oh").ok());  // an affiliation again for the lint
  const ScenarioLoad load = saved();
  ASSERT_TRUE(load.scenario);
  const GameState& g = load.scenario->initial;
  EXPECT_EQ(g.org(*g.find_org("kanawha")).leader, g.find_unit("Lt. Col. Hayes"));
  EXPECT_EQ(g.org(*g.find_org("12oh")).leader, g.find_unit("Col. Scammon"));
}

TEST_F(ForceEditTest, ReinforcementGroupsAreAddedChangedAndRemoved) {
  const std::size_t before = info().reinforcements.size();
  const auto added = draft_->add_reinforcement("usa", 4, hex("0112"));
  ASSERT_TRUE(added.ok()) << *added.error;
  const std::size_t group = std::stoul(added.detail);
  EXPECT_EQ(group, before);
  const auto u = draft_->add_arrival(group, {"inf_large", "44th Ohio", "kanawha", HexDirection::NE});
  ASSERT_TRUE(u.ok()) << *u.error;
  const auto l = draft_->add_arrival(group, {"ldr_col", "", "", HexDirection::N});
  ASSERT_TRUE(l.ok()) << *l.error;
  EXPECT_EQ(l.detail, "Regimental colonel 1");
  ASSERT_TRUE(draft_->add_org({"44oh", "44th Ohio", "regiment", "", "kanawha"}).ok());
  ASSERT_TRUE(draft_->set_commands(l.detail, "44oh").ok()) << "a leader arriving may command";
  // The loader's refusals.
  EXPECT_EQ(draft_->add_reinforcement("usa", 7, hex("0112")).error, "turn 7 is after the last turn (6)");
  EXPECT_FALSE(draft_->add_reinforcement("usa", 0, hex("0112")).ok());
  EXPECT_FALSE(draft_->add_reinforcement("nobody", 2, hex("0112")).ok());
  EXPECT_FALSE(draft_->add_reinforcement("usa", 2, Hex{40, 40}).ok());
  EXPECT_EQ(draft_->add_arrival(group, {"inf_large", "12th Ohio", "", HexDirection::N}).error, "a unit is already named '12th Ohio'");
  EXPECT_EQ(draft_->add_arrival(group, {"inf_large", "", "wharton", HexDirection::N}).error,
            "org=\"wharton\": organization 'wharton' belongs to side 'csa'");
  EXPECT_FALSE(draft_->add_arrival(group, {"howitzer", "", "", HexDirection::N}).ok());
  EXPECT_FALSE(draft_->add_arrival(group + 5, {"inf_large", "", "", HexDirection::N}).ok());
  EXPECT_EQ(draft_->set_reinforcement_turn(group, 9).error, "turn 9 is after the last turn (6)");
  EXPECT_TRUE(draft_->set_reinforcement_turn(group, 5).ok());
  EXPECT_TRUE(draft_->set_reinforcement_entry(group, hex("1612")).ok());
  EXPECT_FALSE(draft_->set_reinforcement_entry(group, hex("1612")).ok());
  expect_clean();

  // What the window lists.
  const auto groups = draft_->reinforcements();
  ASSERT_EQ(groups.size(), before + 1);
  EXPECT_EQ(groups[group].side, "usa");
  EXPECT_EQ(groups[group].turn, 5);
  EXPECT_EQ(groups[group].entry, "1612");
  ASSERT_EQ(groups[group].units.size(), 2u);
  EXPECT_EQ(groups[group].units[0].name, "44th Ohio");
  EXPECT_EQ(groups[group].units[0].facing, "NE");
  EXPECT_TRUE(groups[group].units[1].leader);
  EXPECT_EQ(groups[group].units[1].commands, "44oh");

  // Saved and loaded: the group arrives on turn 5 at 1612 with both, who have no position yet.
  {
    const ScenarioLoad load = saved();
    ASSERT_TRUE(load.scenario);
    const Scenario& s = *load.scenario;
    ASSERT_EQ(s.info.reinforcements.size(), before + 1);
    const Reinforcement& r = s.info.reinforcements[group];
    EXPECT_EQ(r.turn, 5);
    EXPECT_EQ(r.entry, hex("1612"));
    EXPECT_EQ(s.initial.side(r.side).key, "usa");
    ASSERT_EQ(r.units.size(), 2u);
    const Unit& ohio = s.initial.unit(r.units[0]);
    EXPECT_EQ(ohio.name, "44th Ohio");
    EXPECT_FALSE(ohio.position);
    EXPECT_EQ(ohio.facing, HexDirection::NE);
    EXPECT_EQ(s.initial.org(*ohio.org).key, "kanawha");
    EXPECT_EQ(s.initial.org(*s.initial.find_org("44oh")).leader, r.units[1]);
  }

  // A unit out of its group, then the whole group.
  EXPECT_TRUE(draft_->remove_arrival("44th Ohio").ok());
  EXPECT_FALSE(draft_->remove_arrival("44th Ohio").ok());
  EXPECT_FALSE(draft_->remove_arrival("12th Ohio").ok()) << "a unit on the map is not a reinforcement";
  EXPECT_EQ(draft_->reinforcements()[group].units.size(), 1u);
  EXPECT_TRUE(draft_->remove_reinforcement(0).ok());  // the 22nd Virginia's
  EXPECT_FALSE(state().find_unit("22nd Virginia"));
  EXPECT_EQ(info().reinforcements.size(), before);
  EXPECT_EQ(draft_->reinforcements().front().side, "usa");
  expect_clean();
  ASSERT_TRUE(draft_->undo());
  EXPECT_TRUE(state().find_unit("22nd Virginia"));
}

TEST_F(ForceEditTest, ANewKeyIsFollowedByTheUnitsAndLeadersThatNameIt) {
  ASSERT_TRUE(draft_->set_org_key("12oh", "12ohio").ok());
  ASSERT_TRUE(draft_->set_org_key("kanawha", "kanawha_bde").ok());
  expect_clean();
  EXPECT_EQ(org_of("12th Ohio"), "12ohio");
  EXPECT_FALSE(state().find_org("12oh"));
  EXPECT_EQ(org("12ohio").parent, state().find_org("kanawha_bde")) << "its sub-organizations stay under it";
  const auto leader = org("kanawha_bde").leader;
  ASSERT_TRUE(leader) << "the leader's commands follows";
  EXPECT_EQ(state().unit(*leader).name, "Col. Scammon");
  EXPECT_EQ(draft_->undo_label(), "key of kanawha");
  // Refused: taken, empty, two words, unknown.
  EXPECT_EQ(draft_->set_org_key("23oh", "12ohio").error, "an organization is already keyed '12ohio'");
  EXPECT_FALSE(draft_->set_org_key("23oh", "").ok());
  EXPECT_FALSE(draft_->set_org_key("23oh", "23 oh").ok());
  EXPECT_FALSE(draft_->set_org_key("nothing", "x").ok());
  EXPECT_FALSE(draft_->set_org_key("23oh", "23oh").ok());
  const ScenarioLoad load = saved();
  ASSERT_TRUE(load.scenario);
  const GameState& s = load.scenario->initial;
  const Unit& ohio = s.unit(*s.find_unit("12th Ohio"));
  ASSERT_TRUE(ohio.org);
  EXPECT_EQ(s.org(*ohio.org).key, "12ohio");
}

TEST_F(ForceEditTest, AGroupGoesToTheOtherSideOnceNoUnitOfItNamesAnOrganizationOfItsOwn) {
  // Group 1 of crossroads: the 11th Ohio and Simmonds' Battery, each of a Union organization.
  const std::size_t group = 1;
  ASSERT_EQ(draft_->reinforcements()[group].side, "usa");
  EXPECT_EQ(draft_->set_reinforcement_side(group, "csa").error,
            "unit '11th Ohio': org=\"11oh\": organization '11oh' belongs to side 'usa'");
  EXPECT_FALSE(draft_->set_reinforcement_side(group, "usa").ok()) << "already so";
  EXPECT_FALSE(draft_->set_reinforcement_side(group, "nobody").ok());
  EXPECT_FALSE(draft_->set_reinforcement_side(9, "csa").ok());
  ASSERT_TRUE(draft_->set_unit_org("11th Ohio", "").ok());
  ASSERT_TRUE(draft_->set_unit_org("Simmonds' Battery", "").ok());
  ASSERT_TRUE(draft_->set_reinforcement_side(group, "csa").ok());
  expect_clean();
  EXPECT_EQ(draft_->reinforcements()[group].side, "csa");
  EXPECT_EQ(draft_->undo_label(), "side of reinforcement group 2");
  const ScenarioLoad load = saved();
  ASSERT_TRUE(load.scenario);
  const GameState& s = load.scenario->initial;
  EXPECT_EQ(s.side(s.unit(*s.find_unit("11th Ohio")).side).key, "csa");
  EXPECT_EQ(s.side(load.scenario->info.reinforcements[group].side).key, "csa");
}

TEST(NewScenarioForcesTest, ANewScenarioGetsItsSectionsInTheFormatsOrder) {
  DraftOpen o = ScenarioDraft::create({"fireline", 8, 6, "flat-odd-q", "Test"}, "/nonexistent/new.xml", kRules);
  ASSERT_TRUE(o.draft) << format_diagnostics(o.errors);
  ScenarioDraft& d = *o.draft;
  EXPECT_TRUE(d.place_objective({*d.state()->map().parse_label("0303"), 2, "Hill", "red"}).ok());
  EXPECT_TRUE(d.add_org({"bde", "Brigade", "brigade", "blue", ""}).ok());
  EXPECT_TRUE(d.add_reinforcement("blue", 2, *d.state()->map().parse_label("0101")).ok());
  EXPECT_TRUE(d.problems().empty()) << format_diagnostics(d.problems());
  const std::string text = d.text();
  EXPECT_LT(text.find("<organizations>"), text.find("<reinforcements>"));
  EXPECT_LT(text.find("<reinforcements>"), text.find("<victory>"));
  ASSERT_TRUE(d.load().scenario);
  EXPECT_EQ(d.load().scenario->info.reinforcements.size(), 1u);
  EXPECT_TRUE(d.remove_reinforcement(0).ok());
  EXPECT_EQ(d.text().find("<reinforcements"), std::string::npos) << "an empty section goes with its last group";
}

}  // namespace
}  // namespace hexfire
