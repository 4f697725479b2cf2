// Assault (seeds 000 and 002; rules reference 1.1-1.3, 3.1, 3.2, 6.1, A-1, B-2), each rule built
// on a small map: both sides' fire values, every shift of both variants' charts for the side it
// belongs to, the first-round shifts, simultaneous rolls and the entrenched defender firing first.
#include <gtest/gtest.h>

#include <algorithm>

#include "assault_fixture.hpp"

namespace hexfire::column_shift::testing {
namespace {

class Assault : public AssaultFixture {
 protected:
  Assault() : AssaultFixture("ww1") {}
  static std::vector<std::string> ids(const AssaultFire& f) {
    std::vector<std::string> out;
    for (const Modifier& m : f.ledger.modifiers) out.push_back(m.id);
    return out;
  }
  static LossChooser first() {
    return [](const std::vector<UnitId>& c, LossCategory, int) { return c.front(); };
  }
};

TEST_F(Assault, EachSideCountsItsOwnFireValue) {
  const UnitId a1 = w.unit("0505", "infantry", w.allies, 6);
  const UnitId a2 = w.unit("0505", "infantry", w.allies, 5);
  const UnitId a3 = w.unit("0505", "infantry", w.allies, 4);
  w.unit("0505", "infantry", w.axis, 8);
  const UnitId d2 = w.unit("0505", "mg", w.axis, 4);
  w.state.unit_mut(a2).status = UnitStatus::Disrupted;
  w.state.unit_mut(a3).status = UnitStatus::Demoralized;
  w.state.unit_mut(d2).status = UnitStatus::Demoralized;
  AssaultPlan p = plan(situation("ww1"));
  ASSERT_TRUE(p.legal) << p.error;
  EXPECT_EQ(p.attacker.fire_value, 6 + 5 / 2);
  EXPECT_EQ(p.defender.fire_value, 8);  // WWI: a demoralized unit does not fire
  EXPECT_EQ(p.attacker.ledger.base_row, "5");
  p = plan(situation("ww2"));
  EXPECT_EQ(p.defender.fire_value, 9);  // WWII: a demoralized defender counts a quarter
  EXPECT_EQ(p.attacker.ledger.inputs.at(0).label, w.state.unit(a1).name);
}

// disrupted_halves=each: each share rounded down on its own. Two disrupted 5s are 5 together
// and 4 each; a demoralized WWII defender's quarter of 6 is 1 on its own (1.5 with the rest).
TEST_F(Assault, WithTheOptionEachEveryShareIsRoundedDownOnItsOwn) {
  const UnitId a1 = w.unit("0505", "infantry", w.allies, 5);
  const UnitId a2 = w.unit("0505", "infantry", w.allies, 5);
  w.unit("0505", "infantry", w.axis, 4);
  const UnitId d2 = w.unit("0505", "infantry", w.axis, 6);
  const UnitId d3 = w.unit("0505", "infantry", w.axis, 6);
  w.state.unit_mut(a1).status = UnitStatus::Disrupted;
  w.state.unit_mut(a2).status = UnitStatus::Disrupted;
  w.state.unit_mut(d2).status = UnitStatus::Demoralized;
  w.state.unit_mut(d3).status = UnitStatus::Demoralized;
  AssaultPlan p = plan(situation("ww2"));
  EXPECT_EQ(p.attacker.fire_value, 5);
  EXPECT_EQ(p.defender.fire_value, 4 + 3);  // 6/4 + 6/4 = 3
  options.halves_each = true;
  p = plan(situation("ww2"));
  EXPECT_EQ(p.attacker.fire_value, 4);
  EXPECT_EQ(p.defender.fire_value, 4 + 1 + 1);
}

TEST_F(Assault, AWwiiHeavyMachineGunCountsHalfWithoutDismountedInfantry) {
  w.unit("0505", "hmg", w.allies, 8);
  w.unit("0505", "infantry", w.axis, 4);
  EXPECT_EQ(plan(situation("ww2")).attacker.fire_value, 4);
  EXPECT_EQ(plan(situation("ww1")).attacker.fire_value, 8);  // seed 000 has no such rule
  w.unit("0505", "infantry", w.allies, 2);
  EXPECT_EQ(plan(situation("ww2")).attacker.fire_value, 10);
}

TEST_F(Assault, CoverShiftsOnlyTheAttackersColumn) {
  w.unit("0505", "infantry", w.allies, 9);
  w.unit("0505", "infantry", w.axis, 9);
  w.terrain("0505", "woods");
  AssaultPlan p = plan(situation());
  EXPECT_EQ(ids(p.attacker), std::vector<std::string>{"defender_woods"});
  EXPECT_TRUE(ids(p.defender).empty());
  w.terrain("0505", "town");
  p = plan(situation());
  EXPECT_EQ(ids(p.attacker), std::vector<std::string>{"defender_entrenched_or_town"});
  EXPECT_EQ(p.attacker.ledger.modifiers[0].value, -2);
  EXPECT_FALSE(p.defender_first);  // a town alone does not make the defender fire first
  w.terrain("0505", "clear").marker("0505", "entrenchment");
  p = plan(situation());
  EXPECT_EQ(ids(p.attacker), std::vector<std::string>{"defender_entrenched_or_town"});
  EXPECT_TRUE(p.defender_first);
}

TEST_F(Assault, HigherMoraleHelpsTheAttackerOnlyUnlessTheOptionMakesItSymmetric) {
  const UnitId guards = w.unit("0505", "infantry", w.allies, 9, 4, "Guards", 7);
  w.unit("0505", "infantry", w.axis, 9, 4, "Landwehr", 5);
  EXPECT_EQ(ids(plan(situation()).attacker), std::vector<std::string>{"higher_morale"});
  // Reduced strength lowers morale for the comparison (6 against 5 still above)...
  w.state.unit_mut(guards).reduced = true;
  EXPECT_EQ(ids(plan(situation()).attacker), std::vector<std::string>{"higher_morale"});
  // ... and so does demoralization, once: 6 - 1 = 5, no longer above 5.
  w.state.unit_mut(guards).status = UnitStatus::Demoralized;
  EXPECT_EQ(plan(situation()).attacker.ledger.find("higher_morale"), nullptr);
  w.state.unit_mut(guards).status = UnitStatus::Good;
  w.state.unit_mut(guards).reduced = false;
  // The axis attacks: the defending Guards' better morale gives nothing as printed ...
  AssaultSituation swapped = situation();
  swapped.attacker = w.axis;
  EXPECT_TRUE(ids(plan(swapped).defender).empty());
  EXPECT_TRUE(ids(plan(swapped).attacker).empty());
  // ... and the same shift with the symmetric option.
  options.symmetric_morale = true;
  EXPECT_EQ(ids(plan(swapped).defender), std::vector<std::string>{"higher_morale"});
}

TEST_F(Assault, TheLeaderShiftFollowsEachVariantsWords) {
  w.unit("0505", "infantry", w.allies, 9);
  w.unit("0505", "infantry", w.axis, 9);
  const UnitId cav_leader = w.unit("0505", "cavalry_leader", w.allies, 1, 0, "Rittm. Kessel");
  EXPECT_TRUE(ids(plan(situation("ww1")).attacker).empty());  // no cavalry to lead
  w.unit("0505", "cavalry", w.allies, 3);
  EXPECT_EQ(ids(plan(situation("ww1")).attacker), std::vector<std::string>{"leader"});
  EXPECT_TRUE(ids(plan(situation("ww2")).attacker).empty());  // WWII: an infantry leader only
  w.unit("0505", "leader", w.axis, 1, 0, "Hptm. Brandt");
  EXPECT_EQ(ids(plan(situation("ww2")).defender), std::vector<std::string>{"leader"});
  w.state.unit_mut(cav_leader).status = UnitStatus::Demoralized;
  EXPECT_TRUE(ids(plan(situation("ww1")).attacker).empty());
}

TEST_F(Assault, DemoralizedEnemiesAndEngineersInTownHelpEitherSide) {
  w.unit("0505", "engineer", w.allies, 6);
  const UnitId d = w.unit("0505", "infantry", w.axis, 6);
  w.state.unit_mut(d).status = UnitStatus::Demoralized;
  // The demoralized defender's morale (7 - 1) is below the engineers' 7 as well.
  EXPECT_EQ(ids(plan(situation()).attacker), (std::vector<std::string>{"higher_morale", "enemy_demoralized"}));
  w.terrain("0505", "town");
  EXPECT_EQ(ids(plan(situation()).attacker),
            (std::vector<std::string>{"defender_entrenched_or_town", "higher_morale", "enemy_demoralized", "engineers"}));
}

// Seed 000: "an undemoralized ENG or PIO unit"; seed 002: "side includes engineers", with no
// word of their morale. Demoralized engineers defending a town earn the shift in WWII alone.
TEST_F(Assault, DemoralizedEngineersEarnTheTownShiftInWwiiOnly) {
  w.terrain("0505", "town");
  w.unit("0505", "infantry", w.allies, 6);
  const UnitId eng = w.unit("0505", "engineer", w.axis, 6);
  auto has_engineers = [&](const char* variant) {
    const auto d = ids(plan(situation(variant)).defender);
    return std::find(d.begin(), d.end(), "engineers") != d.end();
  };
  EXPECT_TRUE(has_engineers("ww1"));
  EXPECT_TRUE(has_engineers("ww2"));
  w.state.unit_mut(eng).status = UnitStatus::Demoralized;
  EXPECT_FALSE(has_engineers("ww1"));
  EXPECT_TRUE(has_engineers("ww2"));
}

TEST_F(Assault, TheHillHelpsTheDefenderInTheFirstRoundOnly) {
  w.unit("0505", "infantry", w.allies, 9);
  w.unit("0505", "infantry", w.axis, 9);
  w.elevation("0505", 1);
  AssaultSituation a = situation();
  EXPECT_EQ(ids(plan(a).defender), std::vector<std::string>{"defender_hill"});
  a.entered_from.push_back(w.hex("0604"));
  w.elevation("0604", 1);  // one attacker came from as high
  EXPECT_TRUE(ids(plan(a).defender).empty());
  a = situation();
  a.first_round = false;
  EXPECT_TRUE(ids(plan(a).defender).empty());
}

TEST_F(Assault, ChargingCavalryAndColdSteelByVariant) {
  w.unit("0505", "cavalry", w.allies, 6);
  w.unit("0505", "infantry", w.axis, 6);
  AssaultSituation a = situation("ww1");
  a.attacker_charging = true;
  a.defender_cold_steel = true;
  AssaultPlan p = plan(a);
  EXPECT_EQ(p.attacker.ledger.find("charging_cavalry")->value, 2);
  EXPECT_EQ(p.defender.ledger.find("cold_steel")->value, 2);
  a.variant = "ww2";
  p = plan(a);
  EXPECT_EQ(p.attacker.ledger.find("charging_cavalry")->value, 1);
  EXPECT_EQ(p.defender.ledger.find("cold_steel"), nullptr);  // seed 002 prints no cold steel
  a.first_round = false;
  EXPECT_EQ(plan(a).attacker.ledger.find("charging_cavalry"), nullptr);
}

TEST_F(Assault, AWwiiAttackerOutOfAMajorRiverAgainstDefendersWithoutEngineers) {
  w.unit("0505", "infantry", w.allies, 9);
  w.unit("0505", "infantry", w.axis, 9);
  w.terrain("0506", "river");
  EXPECT_EQ(ids(plan(situation("ww2")).attacker), std::vector<std::string>{"attacker_in_river"});
  EXPECT_TRUE(ids(plan(situation("ww1")).attacker).empty());
  w.unit("0505", "engineer", w.axis, 2);  // the defender has engineers: as printed (B-2), no shift
  EXPECT_TRUE(ids(plan(situation("ww2")).attacker).empty());
  options.river_attacker_engineers = true;  // the other reading: the attacker has none
  EXPECT_EQ(ids(plan(situation("ww2")).attacker), std::vector<std::string>{"attacker_in_river"});
}

TEST_F(Assault, BothSidesRollTogetherAndBothResultsApply) {
  const UnitId a = w.unit("0505", "infantry", w.allies, 30);  // column 30+
  const UnitId d = w.unit("0505", "infantry", w.axis, 9);     // column 9
  // Both dice first: attacker 6 on 30+ (3 losses), defender 6 on 9 (1 loss). The defender is gone
  // after its two steps, so only the attacker checks: M2 with 1+1, passed.
  ScriptedDice dice({6, 6, 1, 1});
  const Resolution r = resolve_assault_round(w.state, w.tables, options, morale, situation(), first(), dice);
  ASSERT_EQ(r.follow_ups.size(), 2u) << r.result_text;
  EXPECT_EQ(r.follow_ups[0].title, "Attacker fires in 0505");
  EXPECT_EQ(r.follow_ups[0].result, "3");
  EXPECT_EQ(r.follow_ups[1].result, "1");
  EXPECT_TRUE(w.state.unit(d).eliminated);
  EXPECT_TRUE(w.state.unit(a).reduced);
  EXPECT_EQ(r.follow_ups[0].lookups.at(0).table, "assault_ww1");
  EXPECT_EQ(r.result, "3 / 1");
}

TEST_F(Assault, EntrenchedDefendersFireFirstAndTheAttackerFiresWithWhatIsLeft) {
  const UnitId a = w.unit("0505", "infantry", w.allies, 9);  // 9, reduced 4
  w.unit("0505", "infantry", w.axis, 30);
  w.marker("0505", "entrenchment");
  // Defender first: 30+ on a 6 gives 3 losses: the attacker is gone; no attacker die is rolled.
  ScriptedDice dice({6});
  const Resolution r = resolve_assault_round(w.state, w.tables, options, morale, situation(), first(), dice);
  ASSERT_EQ(r.follow_ups.size(), 2u);
  EXPECT_EQ(r.follow_ups[0].title, "Defender fires in 0505");
  EXPECT_TRUE(w.state.unit(a).eliminated);
  EXPECT_EQ(r.follow_ups[1].base_value, 0);
  EXPECT_EQ(r.follow_ups[1].result, "-");
  EXPECT_EQ(dice.rolled().size(), 1u);
}

TEST(AssaultOptionsRead, TheChartsReadingsByDefault) {
  std::string why;
  const auto o = read_assault_options(load_rules()->options, why);
  ASSERT_TRUE(o) << why;
  EXPECT_FALSE(o->symmetric_morale);
  EXPECT_FALSE(o->river_attacker_engineers);
  EXPECT_FALSE(read_assault_options({{"river_engineers", "both"}}, why));
  EXPECT_EQ(why, "option river_engineers=\"both\": defender or attacker");
}

}  // namespace
}  // namespace hexfire::column_shift::testing
