// The routs and rallies phase on a small strip (rules reference 4.5 "Unit Routs": "2 full moves
// directly away from the enemy in the Routs & Rallies phase" [D]; "Rally": "each Shaken or
// Routed unit rolls a normal morale check; a pass improves it one level. A natural 12 always
// rallies" [D]; docs/rules/volley.md "The turn on hexes"). Routed units run first, then every
// shaken or routed unit checks to rally: a pass recovers one level, a failure leaves it, a
// natural 2 routs it, a natural 12 rallies it whatever its morale.
#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <stdexcept>

#include "engine/rules/dice.hpp"
#include "engine/rules/volley/volley_unit.hpp"
#include "volley/volley_strip.hpp"

namespace hexfire::test {
namespace {

// After the routs and rallies phase of turn 1.
struct Rallied {
  Match m;
  ApplyResult r;  // the command that ran the phase: its rally ledgers and its log
};

// The Union Pickets at 0202 facing SE, the Confederates `csa` on `terrain` (empty: all clear).
// `setup` sets what a scenario cannot say (losses taken before the game). Nobody gives an order
// (everything holds) and the orders' end runs the routs and rallies phase with `dice`, every one
// of which it must use (the phases after it roll nothing: nobody fires, nobody is in contact).
Rallied through_the_rally_phase(const std::string& csa, const std::vector<int>& dice, const std::string& terrain = {},
                                std::map<std::string, std::string> options = {},
                                const std::function<void(Match&)>& setup = {}) {
  VolleyStrip v;
  v.title = "Rally strip";
  v.terrain = terrain;
  v.orgs = R"(    <org key="grey" name="Grey's Brigade" level="brigade" side="csa"/>)";
  v.usa = R"(<unit name="Pickets" type="inf" at="0202" facing="SE" figures="20" stands="4"/>)";
  v.csa = csa;
  auto s = open_volley_strip(volley_strip_text(v), std::move(options));
  if (!s) throw std::runtime_error("the rally strip did not open");
  Rallied out{s->match(), {}};
  if (setup) setup(out.m);
  ScriptedDice forced(dice);
  out.r = s->rules().apply(out.m, cmd("usa done"), &forced);
  EXPECT_TRUE(out.r.ok) << out.r.error;
  // A side with nothing to order (only routed units) is passed over: the Union's done ran the phase.
  if (out.m.flow.turn == 1 && out.m.flow.phase == "orders") {
    out.r = s->rules().apply(out.m, cmd("csa done"), &forced);
    EXPECT_TRUE(out.r.ok) << out.r.error;
  }
  EXPECT_THROW(forced.roll(6, 1, "more"), DiceExhausted) << "every die given was used, and no more";
  return out;
}

const Unit& unit(const Rallied& x, const char* name) { return x.m.state.unit(*x.m.state.find_unit(name)); }
std::string hex_of(const Rallied& x, const char* name) { return x.m.state.map().label(*unit(x, name).position); }
Hex hex(const Rallied& x, const char* label) { return *x.m.state.map().parse_label(label); }

const Resolution* rally_of(const Rallied& x, const std::string& name) {
  for (const Resolution& r : x.r.resolutions)
    if (r.kind == "rally" && r.title == name + " tries to rally") return &r;
  return nullptr;
}

bool logged(const Rallied& x, const std::string& line) {
  return std::find(x.r.log.begin(), x.r.log.end(), line) != x.r.log.end();
}

// The veteran Runners, routed, at `at` facing NW (toward the Pickets), `more` attributes.
std::string runners(const std::string& at, const std::string& more = {}) {
  return R"(<unit name="Runners" type="inf" at=")" + at + R"(" facing="NW" figures="20" stands="4" status="routed" )" + more +
         "/>";
}


TEST(VolleyRallyPhase, ARoutedUnitRunsTwoFullMovesDirectlyAwayFacingAwayThenChecksToRally) {
  // A veteran in line moves 6" = 3 hexes: two moves, 6 hexes. Its rally check after the run: 1, 2
  // = 3, not over 3 + 4 (routed) = 7: it stays routed.
  const Rallied x = through_the_rally_phase(runners("0402"), {1, 2});
  const Hex from = hex(x, "0402"), pickets = hex(x, "0202"), to = *unit(x, "Runners").position;
  EXPECT_EQ(distance(from, to), 6) << hex_of(x, "Runners");
  EXPECT_EQ(distance(pickets, to), distance(pickets, from) + 6) << "every hex of the run farther from the enemy";
  EXPECT_GT(distance(pickets, neighbor(to, unit(x, "Runners").facing)), distance(pickets, to)) << "it faces away";
  EXPECT_TRUE(logged(x, "Runners routs from 0402 to " + hex_of(x, "Runners")));
  const Resolution* rally = rally_of(x, "Runners");
  ASSERT_NE(rally, nullptr);
  EXPECT_EQ(rally->final_row, "7");
  ASSERT_NE(rally->find("morale:routed"), nullptr);
  EXPECT_EQ(rally->result_text, "stays routed");
  EXPECT_EQ(unit(x, "Runners").status, UnitStatus::Routed);
}

TEST(VolleyRallyPhase, AFullMoveIsTheFormationsMoveAndTheOptionOneMoveHalvesTheRun) {
  // rout_move="one_move": 3 hexes in line.
  const Rallied one = through_the_rally_phase(runners("0402"), {1, 2}, {}, {{"rout_move", "one_move"}});
  EXPECT_EQ(distance(hex(one, "0402"), *unit(one, "Runners").position), 3) << hex_of(one, "Runners");
  // In disorder a move is 3" = 1 hex: two moves, 2 hexes. Routed and disordered: 7 + 1 = 8.
  const Rallied disordered = through_the_rally_phase(runners("0402", R"(formation="disorder")"), {1, 2});
  EXPECT_EQ(distance(hex(disordered, "0402"), *unit(disordered, "Runners").position), 2) << hex_of(disordered, "Runners");
}

TEST(VolleyRallyPhase, WoodsSlowTheRout) {
  // Woods (2 a hex) across columns 6 and 7: 1 + 2 + 2 + 1 = the 6 points of the two moves, 4 hexes.
  const std::string woods = "      . . . . . w w . . . . .";
  const Rallied x = through_the_rally_phase(runners("0402"), {1, 2}, woods + "\n" + woods + "\n" + woods);
  EXPECT_EQ(distance(hex(x, "0402"), *unit(x, "Runners").position), 4) << hex_of(x, "Runners");
  EXPECT_EQ(hex_of(x, "Runners").substr(0, 2), "08");
}

TEST(VolleyRallyPhase, ARoutStopsAtTheMapsEdgeOrWithTheOptionLeavesTheBattle) {
  // From 1002 the map ends 2 columns on, with 4 of the 6 hexes of the run still to go. With
  // rout_off_map=leaves the Runners run off it, out of the battle and counted as lost; no rally
  // check is rolled for them.
  const std::map<std::string, std::string> leaves = {{"rout_off_map", "leaves"}};
  const Rallied gone = through_the_rally_phase(runners("1002"), {}, {}, leaves);
  EXPECT_FALSE(unit(gone, "Runners").position);
  EXPECT_TRUE(unit(gone, "Runners").eliminated);
  EXPECT_EQ(rally_of(gone, "Runners"), nullptr);
  const auto line = std::find_if(gone.r.log.begin(), gone.r.log.end(),
                                 [](const std::string& l) { return l.rfind("Runners routs from 1002 off the map past 12", 0) == 0; });
  ASSERT_NE(line, gone.r.log.end());
  EXPECT_NE(line->find(" and is out of the battle (lost)"), std::string::npos) << *line;
  // By default (stays) the run stops at the edge, and the rally check is rolled there.
  const Rallied edge = through_the_rally_phase(runners("1002"), {1, 2});
  EXPECT_EQ(hex_of(edge, "Runners").substr(0, 2), "12");
  EXPECT_EQ(distance(hex(edge, "1002"), *unit(edge, "Runners").position), 2);
}

TEST(VolleyRallyPhase, TheEdgeIsTheLastWayOutARoutKeepsToTheMapWhileItGainsGround) {
  // The strip is three rows deep: from 0402 the run straight back (SE) meets the bottom edge at
  // once, yet the Runners keep to the map and run its length while each hex takes them farther.
  const Rallied x = through_the_rally_phase(runners("0402"), {1, 2}, {}, {{"rout_off_map", "leaves"}});
  ASSERT_TRUE(unit(x, "Runners").position);
  EXPECT_EQ(distance(hex(x, "0402"), *unit(x, "Runners").position), 6) << hex_of(x, "Runners");
}

TEST(VolleyRallyPhase, TheOfficersWithARoutingUnitGoWithItOrWithTheOptionStay) {
  // Col. Grey stands with the Runners in 0402. They run 6 hexes: he goes with them (rally: 1, 2
  // and his -1 still leave them routed).
  const std::string with_grey = runners("0402", R"(org="grey")") + R"(
    <leader name="Col. Grey" type="bde" at="0402" commands="grey" facing="NW"/>)";
  const Rallied led = through_the_rally_phase(with_grey, {1, 2});
  EXPECT_EQ(unit(led, "Col. Grey").position, unit(led, "Runners").position);
  EXPECT_TRUE(logged(led, "Runners routs from 0402 to " + hex_of(led, "Runners") + "; Col. Grey goes with it"));
  const Resolution* rally = rally_of(led, "Runners");
  ASSERT_NE(rally, nullptr);
  EXPECT_NE(rally->find("morale:brigade_officer"), nullptr) << "his -1 helps the rally where they stop";
  // officers_in_rout=stay: he stays in 0402.
  const Rallied left = through_the_rally_phase(with_grey, {1, 2}, {}, {{"officers_in_rout", "stay"}});
  EXPECT_EQ(hex_of(left, "Col. Grey"), "0402");
  ASSERT_NE(rally_of(left, "Runners"), nullptr);
  EXPECT_EQ(rally_of(left, "Runners")->find("morale:brigade_officer"), nullptr);
  // A unit that runs off the map (rout_off_map=leaves) leaves him at the edge it left by.
  const std::string grey_at_1002 = runners("1002", R"(org="grey")") + R"(
    <leader name="Col. Grey" type="bde" at="1002" commands="grey" facing="NW"/>)";
  const Rallied gone = through_the_rally_phase(grey_at_1002, {}, {}, {{"rout_off_map", "leaves"}});
  EXPECT_FALSE(unit(gone, "Runners").position);
  EXPECT_EQ(hex_of(gone, "Col. Grey").substr(0, 2), "12");
}

TEST(VolleyRallyPhase, OtherRegimentsStopTheRout) {
  // From 1102 with friends in the three hexes of the last column, every hex farther from the
  // enemy holds a regiment: the Runners stay.
  const Rallied blocked = through_the_rally_phase(
      runners("1102") + R"(
    <unit name="North" type="inf" at="1201" facing="NW" figures="20" stands="4"/>
    <unit name="Middle" type="inf" at="1202" facing="NW" figures="20" stands="4"/>
    <unit name="South" type="inf" at="1203" facing="NW" figures="20" stands="4"/>)",
      {1, 2});
  EXPECT_EQ(hex_of(blocked, "Runners"), "1102");
  EXPECT_TRUE(logged(blocked, "Runners is routed and has nowhere to run"));
}

TEST(VolleyRallyPhase, AShakenUnitRalliesToGoodOnARollOverItsMoraleAndStaysShakenOtherwise) {
  // Veterans, shaken: 3 + 2 = 5. Steady rolls 3, 3 = 6: good. Wavering 2, 3 = 5, not over: stays
  // shaken. Led, with its brigadier (-1): 4, and 2, 3 = 5 is over it: good. Fresh, good, does not
  // check. Nobody faces a friend (no "behind friendly units").
  const Rallied x = through_the_rally_phase(
      R"(<unit name="Fresh" type="inf" at="0602" facing="NW" figures="20" stands="4"/>
    <unit name="Steady" type="inf" at="0802" facing="NW" figures="20" stands="4" status="shaken"/>
    <unit name="Wavering" type="inf" at="1002" facing="NW" figures="20" stands="4" status="shaken"/>
    <leader name="Col. Grey" type="bde" at="1202" commands="grey" facing="NW"/>
    <unit name="Led" type="inf" at="1202" org="grey" facing="NW" figures="20" stands="4" status="shaken"/>)",
      {3, 3, 2, 3, 2, 3});
  EXPECT_EQ(rally_of(x, "Fresh"), nullptr);
  const Resolution* steady = rally_of(x, "Steady");
  ASSERT_NE(steady, nullptr);
  EXPECT_EQ(steady->final_row, "5");
  ASSERT_NE(steady->find("morale:shaken"), nullptr);
  EXPECT_EQ(steady->result_text, "shaken -> good");
  EXPECT_EQ(unit(x, "Steady").status, UnitStatus::Good);
  ASSERT_NE(rally_of(x, "Wavering"), nullptr);
  EXPECT_EQ(rally_of(x, "Wavering")->result_text, "stays shaken");
  EXPECT_EQ(unit(x, "Wavering").status, UnitStatus::Shaken);
  EXPECT_EQ(hex_of(x, "Wavering"), "1002") << "a shaken unit does not run";
  const Resolution* led = rally_of(x, "Led");
  ASSERT_NE(led, nullptr);
  EXPECT_EQ(led->final_row, "4");
  EXPECT_NE(led->find("morale:brigade_officer"), nullptr);
  EXPECT_EQ(unit(x, "Led").status, UnitStatus::Good);
}

TEST(VolleyRallyPhase, ARoutedUnitThatPassesRalliesOneLevelToShaken) {
  // After its run: 4, 4 = 8, over 7: shaken, not good.
  const Rallied x = through_the_rally_phase(runners("0402"), {4, 4});
  ASSERT_NE(rally_of(x, "Runners"), nullptr);
  EXPECT_EQ(rally_of(x, "Runners")->result_text, "routed -> shaken");
  EXPECT_EQ(unit(x, "Runners").status, UnitStatus::Shaken);
}

TEST(VolleyRallyPhase, ANaturalTwelveRalliesAndANaturalTwoRoutsWhateverTheMorale) {
  // Green and routed, down to 8 of 20 figures (2 stands lost, +6): 4 + 4 + 6 = 14, beyond any
  // roll. A natural 12 rallies it to shaken; an 11 leaves it routed.
  const auto two_stands_lost = [](Match& m) { volley::volley_unit(m.state.unit_mut(*m.state.find_unit("Runners"))).figures = 8; };
  const Rallied twelve = through_the_rally_phase(runners("0402", R"(quality="green")"), {6, 6}, {}, {}, two_stands_lost);
  ASSERT_NE(rally_of(twelve, "Runners"), nullptr);
  EXPECT_EQ(rally_of(twelve, "Runners")->final_row, "14");
  EXPECT_EQ(unit(twelve, "Runners").status, UnitStatus::Shaken);
  const Rallied eleven = through_the_rally_phase(runners("0402", R"(quality="green")"), {5, 6}, {}, {}, two_stands_lost);
  EXPECT_EQ(unit(eleven, "Runners").status, UnitStatus::Routed);
  // An elite with its brigadier, shaken: 2 + 2 - 1 = 3. A 3 fails and leaves it shaken; a natural
  // 2 routs it.
  const std::string elite = R"(<leader name="Col. Grey" type="bde" at="0602" commands="grey" facing="NW"/>
    <unit name="Elite" type="inf" at="0602" org="grey" facing="NW" figures="20" stands="4" quality="elite" status="shaken"/>)";
  const Rallied three = through_the_rally_phase(elite, {1, 2});
  EXPECT_EQ(unit(three, "Elite").status, UnitStatus::Shaken);
  const Rallied two = through_the_rally_phase(elite, {1, 1});
  ASSERT_NE(rally_of(two, "Elite"), nullptr);
  EXPECT_EQ(rally_of(two, "Elite")->result_text, "shaken -> routed");
  EXPECT_EQ(unit(two, "Elite").status, UnitStatus::Routed);
  EXPECT_EQ(hex_of(two, "Elite"), "0602") << "it runs in the next routs and rallies phase";
}

}  // namespace
}  // namespace hexfire::test
