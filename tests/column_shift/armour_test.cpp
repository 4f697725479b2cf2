// The WWII armour rules (seed 002; rules reference 3.1, 3.2, B-1, B-3, B-5), each built on a small
// map: closed-top AFVs with infantry (the literal reading and the nations option), enemy AFVs in
// town or woods without their infantry, the AFV loss of 2M2 and 3M2, the AA gun's half value, and
// German anti-tank fire at Soviet AFVs.
#include <gtest/gtest.h>

#include <algorithm>

#include "assault_fixture.hpp"

namespace hexfire::column_shift::testing {
namespace {

class Armour : public AssaultFixture {
 protected:
  Armour() : AssaultFixture("ww2") {}
  // Gives the unit's type a nation (and Guards), as a scenario's <unit-type nation guards> does.
  void nation(UnitId u, const std::string& n, bool guards = false) {
    UnitType t = w.state.unit_type(w.state.unit(u).type);
    t.id += "_" + n;
    t.attributes["nation"] = n;
    if (guards) t.attributes["guards"] = "true";
    w.state.unit_mut(u).type = w.state.add_unit_type(t);
  }
  static bool has(const AssaultFire& f, const char* id) { return f.ledger.find(id) != nullptr; }
};

TEST_F(Armour, ClosedTopAfvsWithInfantryShiftTheirSidesColumn) {
  const UnitId tank = w.unit("0505", "afv_closed", w.allies, 6, 8, "T-34");
  w.unit("0505", "infantry", w.axis, 9);
  EXPECT_FALSE(has(plan(situation()).attacker, "afv_with_infantry"));  // no infantry with it
  const UnitId inf = w.unit("0505", "infantry", w.allies, 4);
  AssaultPlan p = plan(situation());
  ASSERT_TRUE(has(p.attacker, "afv_with_infantry"));
  EXPECT_EQ(p.attacker.ledger.find("afv_with_infantry")->value, 1);
  EXPECT_EQ(p.attacker.ledger.find("afv_with_infantry")->source.unit, tank);
  EXPECT_FALSE(has(p.defender, "afv_with_infantry"));
  EXPECT_FALSE(has(plan(situation("ww1")).attacker, "afv_with_infantry"));  // seed 000 has no armour shift
  w.state.unit_mut(inf).status = UnitStatus::Demoralized;  // "undemoralized ... infantry"
  EXPECT_FALSE(has(plan(situation()).attacker, "afv_with_infantry"));
  w.state.unit_mut(inf).status = UnitStatus::Good;
  w.state.unit_mut(tank).status = UnitStatus::Demoralized;  // "undemoralized closed-top AFVs"
  EXPECT_FALSE(has(plan(situation()).attacker, "afv_with_infantry"));
}

TEST_F(Armour, AnHmgIsNotTheInfantryAnAfvNeeds) {
  w.unit("0505", "afv_closed", w.allies, 6);
  w.unit("0505", "hmg", w.allies, 4);
  w.unit("0505", "infantry", w.axis, 9);
  EXPECT_FALSE(has(plan(situation()).attacker, "afv_with_infantry"));
}

TEST_F(Armour, OpenTopAfvsQualifyOnlyWhenGermanOrSovietGuardsLiterally) {
  const UnitId su = w.unit("0505", "afv_open", w.allies, 6, 8, "SU-76");
  w.unit("0505", "infantry", w.allies, 4);
  w.unit("0505", "infantry", w.axis, 9);
  EXPECT_FALSE(has(plan(situation()).attacker, "afv_with_infantry"));
  nation(su, "soviet");
  EXPECT_FALSE(has(plan(situation()).attacker, "afv_with_infantry"));
  nation(su, "soviet", true);
  EXPECT_TRUE(has(plan(situation()).attacker, "afv_with_infantry"));
  nation(su, "german");
  EXPECT_TRUE(has(plan(situation()).attacker, "afv_with_infantry"));
}

TEST_F(Armour, TheNationsOptionLimitsTheShiftToGermanAndSovietGuardsAfvs) {
  options.afv_infantry = AfvInfantryReading::Nations;
  const UnitId tank = w.unit("0505", "afv_closed", w.allies, 6, 8, "Sherman");
  w.unit("0505", "infantry", w.allies, 4);
  w.unit("0505", "infantry", w.axis, 9);
  EXPECT_FALSE(has(plan(situation()).attacker, "afv_with_infantry"));  // closed-top, but American
  nation(tank, "american");
  EXPECT_FALSE(has(plan(situation()).attacker, "afv_with_infantry"));
  nation(tank, "german");
  AssaultPlan p = plan(situation());
  ASSERT_TRUE(has(p.attacker, "afv_with_infantry"));
  EXPECT_NE(p.attacker.ledger.find("afv_with_infantry")->reason.find("afv_infantry=nations"), std::string::npos);
}

TEST_F(Armour, EnemyAfvsInTownOrWoodsWithoutTheirInfantryHelpTheSideFacingThem) {
  w.unit("0505", "infantry", w.allies, 9);
  w.unit("0505", "afv_closed", w.axis, 6);
  w.unit("0505", "hmg", w.axis, 4);  // an HMG does not support them
  EXPECT_FALSE(has(plan(situation()).attacker, "enemy_afv_unsupported"));  // clear terrain
  w.terrain("0505", "woods");
  AssaultPlan p = plan(situation());
  EXPECT_TRUE(has(p.attacker, "enemy_afv_unsupported"));
  EXPECT_FALSE(has(p.defender, "enemy_afv_unsupported"));
  w.terrain("0505", "town");
  EXPECT_TRUE(has(plan(situation()).attacker, "enemy_afv_unsupported"));
  w.unit("0505", "infantry", w.axis, 3);  // now they have their infantry
  EXPECT_FALSE(has(plan(situation()).attacker, "enemy_afv_unsupported"));
  // The attackers' own AFVs alone in the woods help the defenders' column.
  World v;
  v.terrain("0505", "woods");
  v.unit("0505", "afv_open", v.allies, 6);
  v.unit("0505", "infantry", v.axis, 4);
  AssaultSituation a = situation();
  a.attacker = v.allies;
  EXPECT_TRUE(has(plan_assault(v.state, v.tables, options, a).defender, "enemy_afv_unsupported"));
}

// Attacker 24 on a 5 reads 2M2 (seed 002); the defender's 2 on a 1 reads nothing. Then M2 checks.
TEST_F(Armour, A2M2LossAfterTheBestMoraleOneGoesToAnAfv) {
  w.unit("0505", "infantry", w.allies, 24);
  const UnitId inf1 = w.unit("0505", "infantry", w.axis, 2, 4, "Grenadiers");
  const UnitId inf2 = w.unit("0505", "infantry", w.axis, 2, 4, "Pioneers");
  const UnitId tank = w.unit("0505", "afv_open", w.axis, 0, 4, "Marder");
  w.state.unit_mut(tank).status = UnitStatus::Disrupted;  // not of the best morale status
  ScriptedDice dice({5, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1});
  const auto first = [](const std::vector<UnitId>& c, LossCategory, int) { return c.front(); };
  const Resolution r = resolve_assault_round(w.state, w.tables, options, morale, situation(), first, dice);
  ASSERT_EQ(r.follow_ups.size(), 2u);
  EXPECT_EQ(r.follow_ups[0].result, "2M2");
  EXPECT_TRUE(w.state.unit(inf1).reduced);   // the first loss: best morale status
  EXPECT_FALSE(w.state.unit(inf2).reduced);  // the second would be the owner's, but an AFV is owed
  EXPECT_TRUE(w.state.unit(tank).eliminated);  // no reduced side: the loss eliminates it
  const auto& c = r.follow_ups[0].consequences;
  EXPECT_TRUE(std::any_of(c.begin(), c.end(), [](const std::string& s) { return s.find("B-3") != std::string::npos; }));
}

TEST_F(Armour, AnAfvThatTookTheFirstLossPaysTheDebt) {
  w.unit("0505", "infantry", w.allies, 24);
  const UnitId tank = w.unit("0505", "afv_closed", w.axis, 2, 4, "Panzer IV");  // reduced side 1
  const UnitId inf = w.unit("0505", "infantry", w.axis, 2, 4, "Grenadiers");
  w.state.unit_mut(inf).status = UnitStatus::Disrupted;  // the AFV alone is of the best status
  ScriptedDice dice({5, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1});
  int asked = 0;
  const LossChooser pick_infantry = [&](const std::vector<UnitId>& c, LossCategory, int) {
    ++asked;
    return std::find(c.begin(), c.end(), inf) != c.end() ? inf : c.front();
  };
  resolve_assault_round(w.state, w.tables, options, morale, situation(), pick_infantry, dice);
  EXPECT_TRUE(w.state.unit(tank).reduced);  // loss 1: the only best-morale unit
  EXPECT_TRUE(w.state.unit(inf).reduced);   // loss 2: free again, the owner's pick
  EXPECT_EQ(asked, 1);
}

TEST_F(Armour, AnAaGunCountsHalfWithoutInfantryAndAnAfvIsNotInfantry) {
  w.unit("0505", "aa", w.allies, 8);
  w.unit("0505", "afv_closed", w.allies, 6);
  const UnitId def = w.unit("0505", "aa", w.axis, 8);
  EXPECT_EQ(plan(situation()).attacker.fire_value, 4 + 6);
  w.state.unit_mut(def).status = UnitStatus::Demoralized;
  // Demoralized and defending (a quarter) without infantry (half again): 8/8.
  EXPECT_EQ(plan(situation()).defender.fire_value, 1);
  w.unit("0505", "infantry", w.allies, 2);
  EXPECT_EQ(plan(situation()).attacker.fire_value, 8 + 6 + 2);
}

TEST_F(Armour, AnAssaultAgainstInfantryRidingAnAfvHelpsTheSideFacingIt) {
  w.unit("0505", "infantry", w.allies, 9);
  const UnitId tank = w.unit("0505", "afv_closed", w.axis, 0, 4, "T-34");
  const UnitId desant = w.unit("0505", "infantry", w.axis, 4, 4, "Desant");
  EXPECT_FALSE(has(plan(situation()).attacker, "enemy_riding_afv"));
  EXPECT_TRUE(has(plan(situation()).defender, "afv_with_infantry"));  // on foot, beside the tank
  column_shift_unit(w.state.unit_mut(desant)).carried_by = tank;
  AssaultPlan p = plan(situation());
  ASSERT_TRUE(has(p.attacker, "enemy_riding_afv"));
  EXPECT_EQ(p.attacker.ledger.find("enemy_riding_afv")->source.unit, desant);
  EXPECT_FALSE(has(p.defender, "enemy_riding_afv"));
  EXPECT_FALSE(has(p.defender, "afv_with_infantry"));  // riders do not fight beside it
  // Riders stay exposed to the combat units' losses, and the tank's end sets them down.
  const auto c = loss_candidates(w.state, {tank, desant}, LossCategory::CombatUnits, false);
  EXPECT_NE(std::find(c.begin(), c.end(), desant), c.end());
  take_step_loss(w.state, tank);
  EXPECT_TRUE(w.state.unit(tank).eliminated);
  EXPECT_FALSE(column_shift_unit(w.state.unit(desant)).carried_by.has_value());
  EXPECT_FALSE(w.state.unit(desant).eliminated);
}

// Grenadiers (German, 8: column 5) assault a T-34 (Soviet, 2: column 1); both main dice 1: no effect.
TEST_F(Armour, GermanInfantryMakeAntiTankFireAtSovietAfvsOnAFiveOrSix) {
  const UnitId grenadiers = w.unit("0505", "infantry", w.allies, 8, 4, "Grenadiers");
  const UnitId tank = w.unit("0505", "afv_closed", w.axis, 2, 4, "T-34");
  nation(grenadiers, "german");
  nation(tank, "soviet");
  const auto first = [](const std::vector<UnitId>& c, LossCategory, int) { return c.front(); };
  // Chance 5: it fires, 6 read on column 5 with a 6: M2; the T-34 checks 6+6+2 and is demoralized.
  ScriptedDice dice({1, 1, 5, 6, 6, 6});
  const Resolution r = resolve_assault_round(w.state, w.tables, options, morale, situation(), first, dice);
  ASSERT_EQ(r.follow_ups.size(), 3u);
  const Resolution& at = r.follow_ups[2];
  EXPECT_EQ(at.kind, "anti_tank");
  EXPECT_EQ(at.base_value, 6);
  EXPECT_EQ(at.final_row, "5");
  EXPECT_EQ(at.result, "M2");
  EXPECT_EQ(w.state.unit(tank).status, UnitStatus::Demoralized);
  EXPECT_EQ(dice.rolled().size(), 6u);
}

// Into an entrenchment the defender fires first and its result is placed before the attacker
// fires: German grenadiers it wipes out make no anti-tank fire (they did, as if still there);
// those it leaves fire, and their anti-tank fire follows.
TEST_F(Armour, GermanInfantryWipedOutByAnEntrenchedDefendersFirstFireMakeNoAntiTankFire) {
  w.terrain("0505", "clear").marker("0505", "entrenchment");
  const UnitId grenadiers = w.unit("0505", "infantry", w.allies, 8, 4, "Grenadiers");
  const UnitId riflemen = w.unit("0505", "infantry", w.axis, 24, 4, "Riflemen");
  const UnitId tank = w.unit("0505", "afv_closed", w.axis, 0, 4, "T-34");
  nation(grenadiers, "german");
  nation(tank, "soviet");
  const auto first = [](const std::vector<UnitId>& c, LossCategory, int) { return c.front(); };
  auto anti_tank_fires = [](const Resolution& r) {
    return std::count_if(r.follow_ups.begin(), r.follow_ups.end(), [](const Resolution& f) { return f.kind == "anti_tank"; });
  };
  {
    // The riflemen's 24 on a 6: 2M2, both steps on the grenadiers. Dice left over for the anti-tank fire.
    ScriptedDice dice({6, 5, 6, 6, 6});
    const Resolution r = resolve_assault_round(w.state, w.tables, options, morale, situation(), first, dice);
    ASSERT_TRUE(w.state.unit(grenadiers).eliminated);
    EXPECT_EQ(anti_tank_fires(r), 0);
    EXPECT_EQ(w.state.unit(tank).status, UnitStatus::Good);
  }
  // Again with the riflemen at 2 (column 1, a 1: no effect): the grenadiers fire (8, two columns
  // left for the entrenchment: column 1, a 1), and then their anti-tank fire: 5 to fire, a 6 on
  // column 5, M2, and the T-34 fails its check.
  w.state.unit_mut(grenadiers).eliminated = false;
  w.state.unit_mut(grenadiers).reduced = false;
  w.state.unit_mut(grenadiers).position = w.hex("0505");
  UnitType weak = w.state.unit_type(w.state.unit(riflemen).type);
  weak.strength = 2;
  w.state.unit_mut(riflemen).type = w.state.add_unit_type(weak);
  ScriptedDice dice({1, 1, 5, 6, 6, 6});
  const Resolution r = resolve_assault_round(w.state, w.tables, options, morale, situation(), first, dice);
  ASSERT_EQ(anti_tank_fires(r), 1);
  EXPECT_EQ(r.follow_ups.back().result, "M2");
  EXPECT_EQ(w.state.unit(tank).status, UnitStatus::Demoralized);
}

TEST_F(Armour, AntiTankFireNeedsItsRollGermanInfantrySovietAfvsAndTheOption) {
  const UnitId grenadiers = w.unit("0505", "infantry", w.allies, 8, 4, "Grenadiers");
  const UnitId tank = w.unit("0505", "afv_closed", w.axis, 2, 4, "T-34");
  const auto first = [](const std::vector<UnitId>& c, LossCategory, int) { return c.front(); };
  auto round = [&](std::vector<int> d) {
    ScriptedDice dice(std::move(d));
    return resolve_assault_round(w.state, w.tables, options, morale, situation(), first, dice);
  };
  EXPECT_EQ(round({1, 1}).follow_ups.size(), 2u);  // no nations: nobody fires at a tank
  nation(grenadiers, "german");
  EXPECT_EQ(round({1, 1}).follow_ups.size(), 2u);  // the tank is not Soviet
  nation(tank, "soviet");
  const Resolution missed = round({1, 1, 4});
  ASSERT_EQ(missed.follow_ups.size(), 3u);
  EXPECT_EQ(missed.follow_ups[2].result, "-");
  EXPECT_EQ(missed.follow_ups[2].result_text, "no chance to fire (rolled 4, 5 or more needed)");
  options.anti_tank = false;  // german_at_fire=off
  EXPECT_EQ(round({1, 1}).follow_ups.size(), 2u);
  options.anti_tank = true;
  w.state.unit_mut(grenadiers).status = UnitStatus::Demoralized;  // may not fire
  EXPECT_EQ(round({1, 1}).follow_ups.size(), 2u);
}

TEST(ArmourOptionsRead, TheLiteralReadingByDefault) {
  std::string why;
  const auto o = read_assault_options(load_rules()->options, why);
  ASSERT_TRUE(o) << why;
  EXPECT_EQ(o->afv_infantry, AfvInfantryReading::Literal);
  EXPECT_TRUE(o->anti_tank);
  EXPECT_FALSE(read_assault_options({{"german_at_fire", "off"}}, why)->anti_tank);
  const auto n = read_assault_options({{"afv_infantry", "nations"}}, why);
  ASSERT_TRUE(n) << why;
  EXPECT_EQ(n->afv_infantry, AfvInfantryReading::Nations);
  EXPECT_FALSE(read_assault_options({{"afv_infantry", "soviet"}}, why));
}

}  // namespace
}  // namespace hexfire::column_shift::testing
