// Objectives in a column-shift game: who holds each at the start, as the scenario says.
#include <gtest/gtest.h>

#include "engine/flow/victory.hpp"
#include "flow/flow_helpers.hpp"

namespace hexfire::test {
namespace {

// 0505 is Axis-held by the scenario with nobody on it; 0202 has no owner and an Allied company.
const char* kField = R"(<?xml version="1.0" encoding="UTF-8"?>
<scenario format="1" system="column-shift" variant="ww1" turns="2" seed="7">
  <title>Objectives field</title>
  <map width="6" height="6" layout="flat-odd-q" label-first="1" label-digits="2" default-terrain="clear"/>
  <sides>
    <side key="a" name="Allies" color="#3b5b92"/>
    <side key="b" name="Axis" color="#8c8c84"/>
  </sides>
  <unit-types>
    <unit-type id="inf" class="infantry" strength="8" reduced-strength="4" morale="7" reduced-morale="6" movement="4" range="4"/>
  </unit-types>
  <units side="a"><unit name="Inf1" type="inf" at="0202"/></units>
  <units side="b"><unit name="Inf2" type="inf" at="0606"/></units>
  <victory>
    <objective name="Farm" at="0505" points="5" owner="b"/>
    <objective name="Mill" at="0202" points="3"/>
  </victory>
</scenario>
)";

TEST(ColumnShiftObjectives, AnEmptyObjectiveStartsHeldByTheSideTheScenarioNames) {
  const SessionOpen o = GameSession::open_text({"objectives.xml", rules_dir(), std::nullopt, {}}, kField, "objectives.xml");
  ASSERT_TRUE(o.session) << o.error;
  const Match& m = o.session->match();
  ASSERT_TRUE(m.flow.objective_owner.count(0));
  EXPECT_EQ(m.state.side(m.flow.objective_owner.at(0)).key, "b");
  ASSERT_TRUE(m.flow.objective_owner.count(1));  // held by the company standing on it
  EXPECT_EQ(m.state.side(m.flow.objective_owner.at(1)).key, "a");
  const VictoryStanding v = victory_standing(m);
  EXPECT_EQ(v.of(m.flow.objective_owner.at(0))->objective_vp, 5);
}

}  // namespace
}  // namespace hexfire::test
