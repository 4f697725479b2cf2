// Direct fire (seed 001; rules reference 2.1-2.3, 6.1), each rule built on a small map: the
// fire value, every column shift of the chart from the map and the units, the per-unit columns
// of 7.52, the edges of the table, the roll and the exact odds.
#include <gtest/gtest.h>

#include "column_shift_world.hpp"
#include "engine/rules/column_shift/direct_fire.hpp"

namespace hexfire::column_shift::testing {
namespace {

class DirectFire : public ::testing::Test {
 protected:
  World w;
  FireOptions options;
  UnitId target_unit{};

  void SetUp() override { target_unit = w.unit("0503", "infantry", w.axis, 4, 4, "Target Company"); }
  FirePlan plan(std::vector<UnitId> firers, const std::string& at = "0503") {
    return plan_direct_fire(w.state, w.tables, options, {std::move(firers), w.hex(at), {}, false});
  }
  static std::vector<std::string> ids(const FirePlan& p) {
    std::vector<std::string> out;
    for (const Modifier& m : p.ledger.modifiers) out.push_back(m.id);
    return out;
  }
  static int shift_of(const FirePlan& p, const std::string& id) {
    const Modifier* m = p.ledger.find(id);
    return m ? m->value : 0;
  }
};

TEST_F(DirectFire, TheFireValueSumsTheFirersHalvesTheDisruptedAndSkipsTheDemoralized) {
  const UnitId a = w.unit("0505", "infantry", w.allies, 6);
  const UnitId b = w.unit("0505", "mg", w.allies, 5);
  const UnitId c = w.unit("0605", "infantry", w.allies, 3);
  const UnitId d = w.unit("0605", "infantry", w.allies, 4);
  w.state.unit_mut(b).status = UnitStatus::Disrupted;
  w.state.unit_mut(c).status = UnitStatus::Disrupted;
  w.state.unit_mut(d).status = UnitStatus::Demoralized;
  const FirePlan p = plan({a, b, c, d});
  ASSERT_TRUE(p.legal) << p.error;
  EXPECT_EQ(p.fire_value, 6 + (5 + 3) / 2);  // the disrupted halves summed, rounded down once
  EXPECT_EQ(p.ledger.base_label, "Fire value = 6 + 5/2 + 3/2");
  EXPECT_EQ(p.firers[3].note, "demoralized: may not fire");
  EXPECT_EQ(p.ledger.base_row, "7");  // the highest column not above 10
  // The ledger names what it reads as the table does: a column, not a CRT's row.
  EXPECT_EQ(p.ledger.row_word, "column");
  EXPECT_NE(format_resolution(p.ledger).find("Column used: "), std::string::npos) << format_resolution(p.ledger);
  // A reduced unit fires with its reduced side.
  w.state.unit_mut(a).reduced = true;
  EXPECT_EQ(plan({a}).fire_value, 3);
}

// The option disrupted_halves=each rounds each disrupted half down on its own: 6 + 2 + 1 = 9,
// where the default's 6 + (5 + 3) / 2 is 10.
TEST_F(DirectFire, WithTheOptionEachADisruptedHalfIsRoundedDownOnItsOwn) {
  const UnitId a = w.unit("0505", "infantry", w.allies, 6);
  const UnitId b = w.unit("0505", "mg", w.allies, 5);
  const UnitId c = w.unit("0605", "infantry", w.allies, 3);
  w.state.unit_mut(b).status = UnitStatus::Disrupted;
  w.state.unit_mut(c).status = UnitStatus::Disrupted;
  EXPECT_EQ(plan({a, b, c}).fire_value, 10);
  std::string why;
  options = *read_fire_options({{"disrupted_halves", "each"}}, why);
  EXPECT_TRUE(options.halves_each);
  EXPECT_EQ(plan({a, b, c}).fire_value, 9);
  EXPECT_EQ(plan({a, c}).fire_value, 7);
}

TEST_F(DirectFire, ALeaderAddsHisCombatModifierToOneUnitInHisHex) {
  const UnitId a = w.unit("0505", "infantry", w.allies, 6);
  const UnitId b = w.unit("0505", "infantry", w.allies, 6);
  const UnitId away = w.unit("0605", "infantry", w.allies, 6);
  const UnitId l = w.unit("0505", "leader", w.allies, 2, 0, "Capt. Hale");
  EXPECT_EQ(plan({a, b, l}).fire_value, 14);  // once, not per unit
  EXPECT_EQ(plan({away, l}).fire_value, 6);   // no firer in his hex
  EXPECT_EQ(plan({a, b, l}).ledger.base_label, "Fire value = 6 + 2 (leader) + 6");
}

TEST_F(DirectFire, RangeAndLineOfSightDecideWhoFires) {
  const UnitId near = w.unit("0505", "infantry", w.allies, 6, 2);
  const UnitId far = w.unit("0508", "infantry", w.allies, 6, 3);  // 5 hexes away, range 3
  FirePlan p = plan({near, far});
  ASSERT_TRUE(p.legal);
  EXPECT_EQ(p.fire_value, 6);
  EXPECT_EQ(p.firers[1].note, "out of range (5 hexes, range 3)");
  w.terrain("0504", "woods");  // between the near firer and the target
  p = plan({near});
  EXPECT_FALSE(p.legal);
  EXPECT_EQ(p.firers[0].note, "no line of sight");
  EXPECT_NE(p.error.find("fire value 0"), std::string::npos) << p.error;
}

TEST_F(DirectFire, TownOrWoodsAndAnEntrenchmentThereAddUp) {
  const UnitId a = w.unit("0505", "infantry", w.allies, 16);
  w.marker("0503", "entrenchment");
  EXPECT_EQ(shift_of(plan({a}), "entrenchment"), -2);  // in the open
  w.terrain("0503", "woods");
  const FirePlan p = plan({a});
  EXPECT_EQ(shift_of(p, "entrenchment"), -1);  // only -1 in town or woods
  EXPECT_EQ(shift_of(p, "town_or_woods"), -2);
  EXPECT_EQ(p.ledger.base_row, "16");
  EXPECT_EQ(p.ledger.final_row, "7");  // -3 together, +1 for the one company: two columns left
  w.terrain("0503", "town");
  EXPECT_EQ(shift_of(plan({a}), "town_or_woods"), -2);
  EXPECT_EQ(plan({a}).ledger.find("town_or_woods")->source.kind, SourceKind::Hex);
}

TEST_F(DirectFire, HillSwampNightAndDugInEachShift) {
  const UnitId a = w.unit("0505", "infantry", w.allies, 16);
  w.elevation("0503", 1);
  EXPECT_EQ(shift_of(plan({a}), "hill"), -1);
  w.elevation("0503", 0);
  w.terrain("0503", "swamp");
  EXPECT_EQ(shift_of(plan({a}), "swamp"), 1);
  const FirePlan night = plan_direct_fire(w.state, w.tables, options, {{a}, w.hex("0503"), {}, true});
  EXPECT_EQ(shift_of(night, "night"), -1);
  column_shift_unit(w.state.unit_mut(target_unit)).dug_in = true;
  EXPECT_EQ(shift_of(plan({a}), "dug_in"), -1);
  // Dug in applies to the hex only when every unit fired at is dug in.
  w.unit("0503", "mg", w.axis, 4);
  EXPECT_EQ(plan({a}).ledger.find("dug_in"), nullptr);
}

TEST_F(DirectFire, RangeThreeOrMoreCountsOnlyWhenEveryFirerIsThatFar) {
  const UnitId far = w.unit("0506", "infantry", w.allies, 6, 6);   // 3 hexes
  const UnitId near = w.unit("0505", "infantry", w.allies, 6, 6);  // 2 hexes
  EXPECT_EQ(shift_of(plan({far}), "long_range"), -1);
  EXPECT_EQ(plan({far, near}).ledger.find("long_range"), nullptr);  // A-5 default
  options.any_far = true;
  EXPECT_EQ(shift_of(plan({far, near}), "long_range"), -1);
}

TEST_F(DirectFire, CompaniesInTheTargetHexAndAdjacencyToEveryFirer) {
  const UnitId a = w.unit("0504", "infantry", w.allies, 6);
  const std::string ne = w.state.map().label(neighbor(w.hex("0503"), HexDirection::NE));
  const UnitId b = w.unit(ne, "infantry", w.allies, 6);  // also adjacent to 0503
  FirePlan p = plan({a, b});
  EXPECT_EQ(shift_of(p, "one_company"), 1);
  EXPECT_EQ(shift_of(p, "adjacent_to_all"), 2);
  w.unit("0503", "infantry", w.axis, 4);
  w.unit("0503", "mg", w.axis, 4);  // not a company
  p = plan({a, b});
  EXPECT_EQ(p.ledger.find("one_company"), nullptr);
  EXPECT_EQ(shift_of(p, "two_companies"), 2);
  const UnitId c = w.unit("0505", "infantry", w.allies, 6);  // 2 hexes away
  EXPECT_EQ(plan({a, b, c}).ledger.find("adjacent_to_all"), nullptr);
}

TEST_F(DirectFire, OpportunityFireAimsAtOneUnit) {
  const UnitId a = w.unit("0505", "infantry", w.allies, 6);
  const UnitId mg = w.unit("0503", "mg", w.axis, 4);
  FirePlan p = plan_direct_fire(w.state, w.tables, options, {{a}, w.hex("0503"), mg, false});
  ASSERT_TRUE(p.legal) << p.error;
  EXPECT_EQ(p.targets, std::vector<UnitId>{mg});
  EXPECT_EQ(shift_of(p, "opportunity"), 1);
  EXPECT_EQ(p.ledger.find("one_company"), nullptr);  // the MG platoon is not a company (13.12)
  p = plan_direct_fire(w.state, w.tables, options, {{a}, w.hex("0503"), target_unit, false});
  EXPECT_EQ(shift_of(p, "one_company"), 1);
  EXPECT_NE(p.ledger.find("one_company")->reason.find("the target is a company"), std::string::npos);
}

TEST_F(DirectFire, FlankingFireIsAnOption) {
  const UnitId a = w.unit("0505", "infantry", w.allies, 6);
  const UnitId b = w.unit("0303", "infantry", w.allies, 6);  // 2 hexes from the target, not next to 0505
  EXPECT_EQ(plan({a, b}).ledger.find("flanking"), nullptr);
  options.flanking_fire = true;
  const FirePlan p = plan({a, b});
  EXPECT_EQ(shift_of(p, "flanking"), 2);
  EXPECT_EQ(p.ledger.find("flanking")->source.kind, SourceKind::Option);
}

TEST_F(DirectFire, MortarsCavalryAndArtilleryReadTheirOwnColumnOnTheSameRoll) {
  const UnitId a = w.unit("0505", "infantry", w.allies, 4);  // column 4 (+1 one company: 7)
  const UnitId gun = w.unit("0503", "gun", w.axis, 3);
  const UnitId cav = w.unit("0503", "cavalry", w.axis, 3);
  const UnitId mortar = w.unit("0503", "mortar", w.axis, 3);
  const FirePlan p = plan({a});
  ASSERT_TRUE(p.legal);
  EXPECT_EQ(ids(p), (std::vector<std::string>{"one_company", "artillery", "mounted_cavalry", "mortar"}));
  ASSERT_EQ(p.unit_columns.size(), 3u);
  EXPECT_EQ(p.ledger.final_row, "7");
  EXPECT_EQ(p.unit_columns[0].unit, gun);
  EXPECT_EQ(w.tables.direct_fire.column_label(*p.unit_columns[0].column), "16");  // the gun: +2 more
  EXPECT_EQ(p.unit_columns[1].unit, cav);
  EXPECT_EQ(w.tables.direct_fire.column_label(*p.unit_columns[1].column), "11");  // +1 more
  EXPECT_EQ(p.unit_columns[2].unit, mortar);
  EXPECT_EQ(w.tables.direct_fire.column_label(*p.unit_columns[2].column), "11");
  // Roll 2: the hex takes X on column 7; the gun's own column 16 reads 2X, worse: its own.
  const FireOutcome two = read_fire_roll(w.tables, p, 2);
  EXPECT_EQ(two.hex.code, "X");
  ASSERT_EQ(two.units.size(), 1u);
  EXPECT_EQ(two.units[0].first, gun);
  EXPECT_EQ(two.units[0].second.code, "2X");
  // Roll 6: nothing on column 7; the gun's column 16 gives M, the cavalry's and mortar's 11 nothing.
  const FireOutcome six = read_fire_roll(w.tables, p, 6);
  EXPECT_EQ(six.hex.code, "-");
  ASSERT_EQ(six.units.size(), 1u);
  EXPECT_EQ(six.units[0].second.code, "M");
}

TEST_F(DirectFire, OffTheLeftEdgeIsNoEffectAndTheRightEdgeClamps) {
  const UnitId weak = w.unit("0505", "infantry", w.allies, 1);
  w.terrain("0503", "woods");
  FirePlan p = plan({weak});  // column 1, -2 woods, +1 company: off the table
  ASSERT_TRUE(p.legal);
  EXPECT_FALSE(p.column.has_value());
  EXPECT_EQ(p.ledger.final_row, "off the table");
  for (int roll = 2; roll <= 12; ++roll) EXPECT_FALSE(read_fire_roll(w.tables, p, roll).hex.any_effect()) << roll;
  w.terrain("0503", "clear");
  const UnitId strong = w.unit("0504", "infantry", w.allies, 50);
  p = plan({strong});  // 45+, +1 company, +2 adjacent: clamped
  EXPECT_EQ(p.ledger.final_row, "45+");
  EXPECT_EQ(p.ledger.notes.front(), "clamped at the right edge (A-8)");
}

TEST_F(DirectFire, TheRollIsLedgeredAndTheOddsAreExact) {
  const UnitId a = w.unit("0505", "infantry", w.allies, 1);  // column 1, +1 company: column 2
  ScriptedDice dice({5, 6});
  const Resolution r = resolve_direct_fire(w.state, w.tables, options, {{a}, w.hex("0503"), {}, false}, dice);
  ASSERT_EQ(r.dice.size(), 2u);
  ASSERT_EQ(r.lookups.size(), 1u);
  EXPECT_EQ(r.lookups[0].table, "direct_fire");
  EXPECT_EQ(r.lookups[0].row_label, "11");
  EXPECT_EQ(r.lookups[0].column_label, "2");
  EXPECT_EQ(r.result, "M");
  EXPECT_EQ(r.system, "column-shift");
  // Column 2 of the chart: M1 on 2 and 12, M on 3, 4 and 11, nothing otherwise.
  const Distribution d = direct_fire_odds(w.tables, plan({a}));
  EXPECT_NEAR(d.probability_of("M1"), 2.0 / 36, 1e-12);
  EXPECT_NEAR(d.probability_of("M"), (2.0 + 3 + 2) / 36, 1e-12);
  EXPECT_NEAR(d.probability_of("-"), 27.0 / 36, 1e-12);
}

TEST(DirectFireOptions, TheRulesetsDefaultsAndAScenariosOverridesAreRead) {
  std::string why;
  const auto defaults = read_fire_options(load_rules()->options, why);
  ASSERT_TRUE(defaults) << why;
  EXPECT_FALSE(defaults->flanking_fire);
  EXPECT_FALSE(defaults->any_far);
  EXPECT_FALSE(defaults->halves_each);
  const auto set = read_fire_options({{"flanking_fire", "true"}, {"mixed_range", "any_far"}}, why);
  ASSERT_TRUE(set);
  EXPECT_TRUE(set->flanking_fire);
  EXPECT_TRUE(set->any_far);
  EXPECT_FALSE(read_fire_options({{"mixed_range", "nearest"}}, why));
  EXPECT_EQ(why, "option mixed_range=\"nearest\": all_far or any_far");
  EXPECT_FALSE(read_fire_options({{"disrupted_halves", "up"}}, why));
  EXPECT_EQ(why, "option disrupted_halves=\"up\": together or each");
}

}  // namespace
}  // namespace hexfire::column_shift::testing
