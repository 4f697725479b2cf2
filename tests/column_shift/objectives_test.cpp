// Objectives in a column-shift game: who holds each at the start, as the scenario says.
#include <gtest/gtest.h>

#include "engine/flow/victory.hpp"
#include "cs_field.hpp"
#include "flow/flow_helpers.hpp"

namespace hexfire::test {
namespace {

// 0505 is Axis-held by the scenario with nobody on it; 0202 has no owner and an Allied company.
std::string field() {
  cs::Field f;
  f.title = "Objectives field";
  f.width = f.height = 6;
  f.side_a = R"(<unit name="Inf1" type="inf" at="0202"/>)";
  f.side_b = R"(<unit name="Inf2" type="inf" at="0606"/>)";
  f.rest = R"(<victory>
    <objective name="Farm" at="0505" points="5" owner="b"/>
    <objective name="Mill" at="0202" points="3"/>
  </victory>)";
  return cs::field_text(f);
}

TEST(ColumnShiftObjectives, AnEmptyObjectiveStartsHeldByTheSideTheScenarioNames) {
  const SessionOpen o = GameSession::open_text({"objectives.xml", rules_dir(), std::nullopt, {}}, field(), "objectives.xml");
  ASSERT_TRUE(o.session) << o.error;
  const Match& m = o.session->match();
  ASSERT_TRUE(m.flow.objective_owner.count(0));
  EXPECT_EQ(m.state.side(m.flow.objective_owner.at(0)).key, "b");
  ASSERT_TRUE(m.flow.objective_owner.count(1));  // held by the company standing on it
  EXPECT_EQ(m.state.side(m.flow.objective_owner.at(1)).key, "a");
  const VictoryStanding v = victory_standing(m);
  EXPECT_EQ(v.of(m.flow.objective_owner.at(0))->objective_vp, 5);
}

// A hex both sides stand in (a melee) keeps its holder, whichever side's unit the hex lists
// first (engine/flow/victory.cpp says why).
TEST(ColumnShiftObjectives, AHexBothSidesStandInKeepsItsHolder) {
  const SessionOpen o = GameSession::open_text({"objectives.xml", rules_dir(), std::nullopt, {}}, field(), "objectives.xml");
  ASSERT_TRUE(o.session) << o.error;
  Match m = o.session->match();
  const UnitId a = *m.state.find_unit("Inf1"), b = *m.state.find_unit("Inf2");
  const Hex farm = m.info.victory.objectives.at(0).hex;
  m.state.move_unit(a, farm);  // the attacker's company listed first
  m.state.move_unit(b, farm);
  update_objective_owners(m);
  EXPECT_EQ(m.state.side(m.flow.objective_owner.at(0)).key, "b");
  m.state.move_unit(b, m.state.map().hex_at({0, 0}));  // the defender leaves: the attacker holds it
  update_objective_owners(m);
  EXPECT_EQ(m.state.side(m.flow.objective_owner.at(0)).key, "a");
}

}  // namespace
}  // namespace hexfire::test
