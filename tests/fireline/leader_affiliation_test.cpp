// "Stacked with Leader (1). Small Arms stack can receive the benefits of 1 leader only (Army,
// Senior, Junior, as appropriate). Artillery receives the benefits of any leader, regardless of
// affiliation." (5.4; issue 11 point 4), and leaders' ranks in the scenario format.
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <sstream>

#include "engine/io/scenario_loader.hpp"
#include "engine/rules/fireline/fireline_unit.hpp"
#include "engine/rules/fireline/morale.hpp"
#include "move_world.hpp"

namespace hexfire::fireline {
namespace {

using testing::World;

int leader_lines(const World& w, const std::string& hex) {
  int n = 0;
  for (const auto& m : average_modified_morale(w.state, w.ctx, w.hex(hex)).modifiers) n += m.id == "leader";
  return n;
}

TEST(FirelineLeaderBenefit, SmallArmsTakeOnlyALeaderOfTheirOwnCommand) {
  World w;
  w.usa_inf("12th Oh", "0404");                       // of the 12th Ohio
  w.usa_leader("Col. Other", "0404", w.usa_regt2);    // commands the 14th Ohio
  EXPECT_EQ(leader_lines(w, "0404"), 0);
  World b;
  b.usa_inf("12th Oh", "0404");
  b.usa_leader("Col. Brigade", "0404", b.usa_bde);    // the brigade the 12th belongs to
  EXPECT_EQ(leader_lines(b, "0404"), 1);
}

TEST(FirelineLeaderBenefit, AnArmyLeaderReachesAnyStackOfHisSide) {
  World w;
  w.usa_inf("12th Oh", "0404");
  const UnitId l = w.usa_leader("Gen. Army", "0404", w.usa_regt2);
  fireline_unit(w.state.unit_mut(l)).rank = LeaderRank::Army;
  EXPECT_EQ(leader_lines(w, "0404"), 1);
}

TEST(FirelineLeaderBenefit, ArtilleryTakesAnyLeaderRegardlessOfAffiliation) {
  World w;
  w.unit("Bty A", "artillery", w.usa, "0404");        // of the 12th Ohio
  w.usa_leader("Col. Other", "0404", w.usa_regt2);
  EXPECT_EQ(leader_lines(w, "0404"), 1);
}

TEST(FirelineLeaderBenefit, OneLeaderOnly) {
  World w;
  w.usa_inf("12th Oh", "0404", 4, 5);
  w.usa_leader("Col. Regiment", "0404");
  w.usa_leader("Col. Brigade", "0404", w.usa_bde);
  const MoraleBreakdown b = average_modified_morale(w.state, w.ctx, w.hex("0404"));
  EXPECT_EQ(leader_lines(w, "0404"), 1);
  EXPECT_EQ(b.value, 6);
}

std::string pick_fixture() {
  std::ifstream in(std::string(HEXFIRE_SOURCE_DIR) + "/tests/fixtures/ui/play_pick.xml");
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

std::string with_leader(const std::string& leader_attributes) {
  std::string text = pick_fixture();
  const std::string types = "</unit-types>";
  text.insert(text.find(types), "  <unit-type id=\"ldr\" name=\"Leader\" class=\"leader\" strength=\"0\" morale=\"7\" movement=\"3\"/>\n  ");
  const std::string unit = "    <unit name=\"12th Ohio\"";
  text.insert(text.find(unit), "    <leader name=\"Col. Smith\" type=\"ldr\" commands=\"ubde\" at=\"0305\" " +
                                    leader_attributes + "/>\n");
  return text;
}

TEST(FirelineLeaderBenefit, RankIsReadFromTheScenarioAndCheckedWithFileLineAndHex) {
  const std::string rules = std::string(HEXFIRE_SOURCE_DIR) + "/assets/rules";
  const ScenarioLoad good = load_scenario_text(with_leader("rank=\"senior\""), "ranks.xml", rules);
  ASSERT_TRUE(good.ok()) << format_diagnostics(good.errors);
  const GameState& s = good.scenario->initial;
  bool found = false;
  for (const Unit& u : s.units())
    if (u.name == "Col. Smith") found = fireline_unit(u).rank == LeaderRank::Senior;
  EXPECT_TRUE(found);
  const std::string bad_text = with_leader("rank=\"colonel\"");
  const ScenarioLoad bad = load_scenario_text(bad_text, "ranks.xml", rules);
  ASSERT_FALSE(bad.ok());
  ASSERT_FALSE(bad.errors.empty());
  EXPECT_EQ(bad.errors[0].file, "ranks.xml");
  const auto at = bad_text.find("rank=\"colonel\"");
  EXPECT_EQ(bad.errors[0].line, 1 + static_cast<int>(std::count(bad_text.begin(), bad_text.begin() + static_cast<std::ptrdiff_t>(at), '\n')));
  EXPECT_NE(bad.errors[0].message.find("0305"), std::string::npos) << bad.errors[0].message;
  EXPECT_NE(bad.errors[0].message.find("army, senior or junior"), std::string::npos) << bad.errors[0].message;
}

}  // namespace
}  // namespace hexfire::fireline
