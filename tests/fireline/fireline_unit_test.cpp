// Fireline's typed unit state (Unit::system): read from a scenario's hits=, copied with the game
// state, hashed in the layout recorded games were hashed with, shown as rows and badges.
#include <gtest/gtest.h>

#include <string>

#include "engine/io/scenario_loader.hpp"
#include "engine/rules/fireline/fireline_stack.hpp"
#include "engine/rules/fireline/fireline_unit.hpp"
#include "engine/state/state_hash.hpp"
#include "tests/support/fireline_fixture.hpp"

namespace hexfire::fireline {
namespace {

using test_support::FirelineFixture;

std::string unit_line(const GameState& s, UnitId id) {
  const std::string text = state_text(s);
  const std::string head = "unit " + std::to_string(id.value) + " ";
  const auto at = text.find(head);
  if (at == std::string::npos) return {};
  return text.substr(at, text.find('\n', at) - at);
}

TEST(FirelineUnit, FlagNamesRoundTrip) {
  for (int i = 0; i < kUnitFlagCount; ++i) {
    const auto f = static_cast<UnitFlag>(i);
    EXPECT_EQ(parse_flag(flag_name(f)), f);
  }
  EXPECT_FALSE(parse_flag("advanced"));
  EXPECT_FALSE(parse_flag(""));
}

TEST(FirelineUnit, HashLineKeepsTheRecordedLayout) {
  FirelineFixture f;
  const UnitId a = f.unit("0505", "infantry", f.usa, 3, 5);
  Unit& u = f.state.unit_mut(a);
  fireline_unit(u).o_hits = 2;
  set_tag(u, UnitFlag::Thoroughfare, true);
  set_tag(u, UnitFlag::AdvanceFire, true);
  u.status = UnitStatus::Disrupted;
  // The hits before the status, the flags after it in alphabetical order: the text the 240
  // recorded games (tests/fixtures/replays) were hashed with.
  const std::string line = unit_line(f.state, a);
  EXPECT_NE(line.find(" full hits=2 disrupted advance_fire=1 thoroughfare=1"), std::string::npos) << line;
  set_tag(u, UnitFlag::AdvanceFire, false);
  EXPECT_NE(unit_line(f.state, a).find("hits=2 disrupted thoroughfare=1"), std::string::npos);
}

TEST(FirelineUnit, AUnitWithoutStateReadsFreshAndClearingAFlagGivesItNone) {
  Unit u;
  EXPECT_EQ(fireline_unit(std::as_const(u)).o_hits, 0);
  EXPECT_FALSE(has_tag(u, UnitFlag::Charging));
  set_tag(u, UnitFlag::Charging, false);
  EXPECT_FALSE(u.system) << "clearing a flag a fresh unit lacks must not give it a state (its hash would change)";
  set_tag(u, UnitFlag::Charging, true);
  ASSERT_TRUE(u.system);
  EXPECT_TRUE(has_tag(u, UnitFlag::Charging));
}

TEST(FirelineUnit, CopiesOfTheGameStateAreIndependent) {
  FirelineFixture f;
  const UnitId a = f.unit("0505", "infantry", f.usa, 3, 5);
  fireline_unit(f.state.unit_mut(a)).o_hits = 1;
  GameState copy = f.state;
  fireline_unit(copy.unit_mut(a)).o_hits = 3;
  set_tag(copy.unit_mut(a), UnitFlag::Advancing, true);
  EXPECT_EQ(fireline_unit(f.state.unit(a)).o_hits, 1);
  EXPECT_FALSE(has_tag(f.state.unit(a), UnitFlag::Advancing));
  EXPECT_EQ(fireline_unit(copy.unit(a)).o_hits, 3);
}

TEST(FirelineUnit, RowsAndBadgesComeFromTheState) {
  FirelineUnit st;
  st.o_hits = 2;
  st.set(UnitFlag::AdvanceFire, true);
  st.set(UnitFlag::Charging, true);
  ASSERT_EQ(st.rows().size(), 1u);
  EXPECT_EQ(st.rows()[0].label, "O hits");
  EXPECT_EQ(st.rows()[0].value, "2");
  const UnitStateBadges b = st.badges();
  EXPECT_EQ(b.markers, (std::vector<std::string>{"advance_fire", "charging"}));
  EXPECT_EQ(b.count, 2);
  EXPECT_EQ(b.count_label, "O HITS");
}

constexpr const char* kScenario = R"(<?xml version="1.0"?>
<scenario format="1" system="fireline" variant="vol1" turns="3">
  <title>Unit state</title>
  <map width="4" height="4" layout="flat-odd-q" label-first="1" label-digits="2" default-terrain="clear"/>
  <sides><side key="usa" name="Union" color="#3b5b92"/><side key="csa" name="Confederate" color="#8c8c84"/></sides>
  <unit-types><unit-type id="inf" name="Infantry" class="infantry" strength="5" morale="5" movement="3"/></unit-types>
  <organizations>
    <org key="ubde" name="Union Brigade" level="brigade" side="usa"/>
    <org key="cbde" name="Confederate Brigade" level="brigade" side="csa"/>
  </organizations>
  <units side="usa">
    <unit name="Tired" type="inf" org="ubde" at="0202" hits="2"/>
    <unit name="Fresh" type="inf" org="ubde" at="0203"/>
  </units>
  <units side="csa">
    <unit name="Bad" type="inf" org="cbde" at="0404" hits="100"/>
  </units>
</scenario>
)";

TEST(FirelineUnit, TheScenarioReaderOfTheSystemReadsHits) {
  const std::string rules = std::string(HEXFIRE_SOURCE_DIR) + "/assets/rules";
  ScenarioLoad bad = load_scenario_text(kScenario, "state.xml", rules);
  ASSERT_EQ(bad.errors.size(), 1u) << format_diagnostics(bad.errors);
  EXPECT_NE(bad.errors[0].message.find("hits"), std::string::npos) << bad.errors[0].message;
  EXPECT_EQ(bad.errors[0].line, 16);

  std::string good = kScenario;
  good.replace(good.find("hits=\"100\""), 10, "hits=\"1\"");
  const ScenarioLoad l = load_scenario_text(good, "state.xml", rules);
  ASSERT_TRUE(l.ok()) << format_diagnostics(l.errors);
  const GameState& s = l.scenario->initial;
  EXPECT_EQ(fireline_unit(s.unit(*s.find_unit("Tired"))).o_hits, 2);
  EXPECT_EQ(fireline_unit(s.unit(*s.find_unit("Bad"))).o_hits, 1);
  // Every unit of a fireline scenario has its state, so every hash line carries its hits.
  EXPECT_TRUE(s.unit(*s.find_unit("Fresh")).system);
}

}  // namespace
}  // namespace hexfire::fireline
