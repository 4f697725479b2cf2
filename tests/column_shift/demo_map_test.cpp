// Column-shift's code-built maps (engine/rules/column_shift/demo_scenario.hpp), one per variant,
// asked for through the seam (code_built_maps.hpp) by system id and variant.
#include <gtest/gtest.h>

#include <set>

#include "engine/rules/code_built_maps.hpp"
#include "flow/flow_helpers.hpp"

namespace hexfire::test {
namespace {

class ColumnShiftDemoMap : public ::testing::TestWithParam<std::string> {};

TEST_P(ColumnShiftDemoMap, UsesEachTerrainAndPlaysBothSidesWithLeadersAndReinforcements) {
  const BuiltScenario b = build_demo_scenario("column-shift", rules_dir(), OffsetLayout::FlatOddQ, GetParam());
  ASSERT_TRUE(b.scenario) << (b.errors.empty() ? "" : b.errors.front().message);
  const Scenario& sc = *b.scenario;
  EXPECT_EQ(sc.info.rule_system, "column-shift");
  EXPECT_EQ(sc.info.variant, GetParam());
  const GameState& st = sc.initial;
  std::set<std::string> terrain;
  bool hill = false, entrenched = false;
  for (Hex h : st.map().all_hexes()) {
    terrain.insert(st.ruleset().terrain_type(st.map().terrain(h)).id);
    hill = hill || st.map().elevation(h) > 0;
    entrenched = entrenched || !st.map().markers(h).empty();
  }
  EXPECT_EQ(terrain, (std::set<std::string>{"clear", "woods", "town", "swamp", "river"}));
  EXPECT_TRUE(hill);
  EXPECT_TRUE(entrenched);
  ASSERT_EQ(st.sides().size(), 2u);
  for (const Side& side : st.sides()) {
    bool leader = false;
    for (const Unit& u : st.units()) leader = leader || (u.side == side.id && st.is_leader(u.id) && u.position);
    EXPECT_TRUE(leader) << side.name;
  }
  ASSERT_EQ(sc.info.reinforcements.size(), 2u);
  for (const Reinforcement& rf : sc.info.reinforcements)
    for (UnitId u : rf.units) EXPECT_FALSE(st.unit(u).position) << st.unit(u).name;
  // It opens as a game of its variant.
  std::string why;
  auto rules = make_rule_system(sc, rules_dir(), why);
  ASSERT_TRUE(rules) << why;
  EXPECT_TRUE(rules->check_setup(sc).empty());
  const Match m = rules->start(sc, 1);
  EXPECT_FALSE(rules->legal_commands(m).empty());
}

INSTANTIATE_TEST_SUITE_P(Variant, ColumnShiftDemoMap, ::testing::Values("ww1", "ww2"));

TEST(ColumnShiftDemoMapSeam, TheSystemsDemoIsTheWw1MapAndAnUnknownVariantIsAnError) {
  const BuiltScenario plain = build_demo_scenario("column-shift", rules_dir());
  ASSERT_TRUE(plain.scenario);
  EXPECT_EQ(plain.scenario->info.variant, "ww1");
  const BuiltScenario none = build_demo_scenario("column-shift", rules_dir(), OffsetLayout::FlatOddQ, "ww3");
  EXPECT_FALSE(none.scenario);
  ASSERT_FALSE(none.errors.empty());
  EXPECT_EQ(none.errors.front().message, "column-shift builds no demonstration map for variant 'ww3' (ww1, ww2)");
  // A system without variant maps says so.
  const BuiltScenario fireline = build_demo_scenario("fireline", rules_dir(), OffsetLayout::FlatOddQ, "vol1");
  EXPECT_FALSE(fireline.scenario);
  EXPECT_EQ(fireline.errors.at(0).message, "rule system 'fireline' builds no demonstration map of a variant");
}

}  // namespace
}  // namespace hexfire::test
