// Carried units and mounting (carriers.hpp; rules reference 1.2, 2.2, 3.1, 6.1): a loaded unit
// neither fires nor takes a combat unit's loss, and dies with its vehicle; loading lets the stack
// move at the vehicle's speed; cavalry dismount and mount again as an action; all of it replays.
#include <gtest/gtest.h>

#include <algorithm>

#include "column_shift_world.hpp"
#include "cs_session.hpp"
#include "engine/io/scenario_loader.hpp"
#include "engine/rules/column_shift/carriers.hpp"
#include "engine/rules/column_shift/direct_fire.hpp"
#include "engine/rules/column_shift/results.hpp"
#include "engine/rules/preview.hpp"
#include "engine/rules/scenario_check.hpp"

namespace hexfire::column_shift::testing {
namespace {

const LossChooser kFirst = [](const std::vector<UnitId>& c, LossCategory, int) { return c.front(); };

TEST(Carriers, AVehicleLossKillsTheVehicleAndItsCargoAndTheCargoIsNoCombatUnit) {
  World w;
  const UnitId truck = w.unit("0505", "truck", w.axis, 2, 0, "Opel");  // a reduced side: still eliminated
  const UnitId riders = w.unit("0505", "infantry", w.axis, 6, 4, "Riders");
  const UnitId walkers = w.unit("0505", "infantry", w.axis, 6, 4, "Walkers");
  column_shift_unit(w.state.unit_mut(riders)).carried_by = truck;
  EXPECT_EQ(loss_candidates(w.state, {truck, riders, walkers}, LossCategory::CombatUnits, false),
            std::vector<UnitId>{walkers});
  ScriptedDice dice({1, 1, 1, 1});
  const AppliedResult r = apply_result(w.state, {}, {truck, riders, walkers}, *parse_cell("X"), false, {}, kFirst, dice);
  EXPECT_TRUE(w.state.unit(walkers).reduced);  // (a): the one combat unit not loaded
  EXPECT_TRUE(w.state.unit(truck).eliminated);  // (b): the truck ...
  EXPECT_TRUE(w.state.unit(riders).eliminated);  // ... and what it carried
  EXPECT_TRUE(std::any_of(r.consequences.begin(), r.consequences.end(), [](const std::string& c) {
    return c == "Opel: eliminated with its cargo: Riders";
  }));
}

TEST(Carriers, AnAfvTakesInfantryRidersOnlyAndATruckTakesAnyUnitOnFoot) {
  World w;
  const UnitId tank = w.unit("0505", "afv_closed", w.allies, 6, 8);
  const UnitId gun = w.unit("0505", "gun", w.allies, 4, 6);
  const UnitId inf = w.unit("0505", "infantry", w.allies, 6, 4);
  CarryPlan p = plan_carry(w.state, CarryAction::Load, {tank, gun, inf}, 1);
  EXPECT_EQ(p.loads, (std::vector<std::pair<UnitId, UnitId>>{{inf, tank}}));  // the gun may not ride a tank
  const UnitId truck = w.unit("0505", "prime_mover", w.allies, 0, 0);
  p = plan_carry(w.state, CarryAction::Load, {tank, gun, inf, truck}, 1);
  EXPECT_EQ(p.loads, (std::vector<std::pair<UnitId, UnitId>>{{gun, truck}, {inf, tank}}));
}

TEST(Carriers, ALoadedUnitDoesNotFire) {
  World w;
  const UnitId truck = w.unit("0505", "truck", w.allies, 0, 0);
  const UnitId riders = w.unit("0505", "infantry", w.allies, 6, 4);
  const UnitId gunners = w.unit("0505", "mg", w.allies, 4, 4);
  w.unit("0503", "infantry", w.axis, 6);
  column_shift_unit(w.state.unit_mut(riders)).carried_by = truck;
  const FirePlan p = plan_direct_fire(w.state, w.tables, {}, {{truck, riders, gunners}, w.hex("0503"), {}, false});
  ASSERT_TRUE(p.legal) << p.error;
  EXPECT_EQ(p.fire_value, 4);
  const auto share = std::find_if(p.firers.begin(), p.firers.end(), [&](const FireShare& f) { return f.unit == riders; });
  ASSERT_NE(share, p.firers.end());
  EXPECT_EQ(share->note, "loaded on a vehicle: may not fire");
}

// Grenadiers (4 MP) and their truck (8 MP) in 0303; Cossacks in 0505; the enemy far off in 0110.
const char* kField = R"(<?xml version="1.0" encoding="UTF-8"?>
<scenario format="1" system="column-shift" variant="ww2" turns="3" seed="11">
  <title>Carriers</title>
  <options>
    <option name="initiative" value="a:5"/>
  </options>
  <map width="10" height="10" layout="flat-odd-q" label-first="1" label-digits="2" default-terrain="clear"/>
  <sides>
    <side key="a" name="Soviet" color="#8f3b3b"/>
    <side key="b" name="German" color="#6f7a6f"/>
  </sides>
  <unit-types>
    <unit-type id="inf" class="infantry" strength="8" reduced-strength="4" morale="7" reduced-morale="6" movement="4" range="4"/>
    <unit-type id="trk" class="truck" strength="0" morale="6" movement="8"/>
    <unit-type id="cav" class="cavalry" strength="6" reduced-strength="3" morale="8" reduced-morale="7" movement="6" range="2"/>
  </unit-types>
  <units side="a">
    <unit name="Grenadiers" type="inf" at="0303"/>
    <unit name="ZiS" type="trk" at="0303"/>
    <unit name="Cossacks" type="cav" at="0505"/>
  </units>
  <units side="b">
    <unit name="Picket" type="inf" at="0110"/>
  </units>
</scenario>
)";

void submit(GameSession& s, const std::string& line) {
  const ApplyResult r = s.submit(test::cmd(line));
  ASSERT_TRUE(r.ok) << line << ": " << r.error;
}

TEST(Carriers, LoadingMovesTheStackAtTheVehiclesSpeedAndCavalryDismountAndMount) {
  auto s = test::cs::open(kField);
  ASSERT_TRUE(s);
  const auto& m = [&]() -> const Match& { return s->match(); };
  const UnitId grenadiers = test::cs::unit(m(), "Grenadiers"), truck = test::cs::unit(m(), "ZiS");
  const UnitId cossacks = test::cs::unit(m(), "Cossacks");
  const char* drive = "a move 0303 0403 0503 0603 0703 0803 0903";
  EXPECT_EQ(s->validate(test::cmd(drive)).value_or(""), "the path costs 6 MP; the stack has 4");
  EXPECT_EQ(s->validate(test::cmd("a unload 0303")).value_or(""), "no unit in 0303 is loaded");
  EXPECT_EQ(s->validate(test::cmd("a mount 0505")).value_or(""), "no dismounted cavalry in 0505 to mount");
  const auto legal = s->rules().legal_commands(m());
  EXPECT_NE(std::find(legal.begin(), legal.end(), test::cmd("a load 0303")), legal.end());
  EXPECT_NE(std::find(legal.begin(), legal.end(), test::cmd("a dismount 0505")), legal.end());
  EXPECT_EQ(std::find(legal.begin(), legal.end(), test::cmd("a load 0505")), legal.end());
  // The play screen's Load previews what the stack would do.
  const auto previews = s->rules().make_previews();
  ActionRequest load;
  load.action = "load";
  load.from = load.target = *m().state.map().parse_label("0303");
  const ActionPreviewData d = previews->preview(m(), load);
  ASSERT_TRUE(d.legal) << d.error;
  EXPECT_EQ(d.ledger.notes, std::vector<std::string>{"Grenadiers loads on ZiS"});
  EXPECT_FALSE(carrier_of(m().state, grenadiers));  // a preview changes nothing
  submit(*s, "a load 0303");
  EXPECT_EQ(carrier_of(m().state, grenadiers), truck);
  submit(*s, "b end");
  submit(*s, "a dismount 0505");
  EXPECT_EQ(m().state.unit_class_of(cossacks).id, "cavalry_dismounted");
  EXPECT_FALSE(m().state.unit_class_of(cossacks).mounted);
  EXPECT_EQ(m().state.unit_type(m().state.unit(cossacks).type).strength, 6);  // the same numbers
  ASSERT_EQ(m().flow.turn, 2);
  submit(*s, drive);  // loaded, the stack moves at the truck's 8
  EXPECT_EQ(m().state.unit(grenadiers).position, m().state.map().parse_label("0903"));
  submit(*s, "b end");
  EXPECT_EQ(s->validate(test::cmd("a unload 0903")).value_or(""), "no unit of yours in 0903 may act this turn");
  submit(*s, "a end");  // the Cossacks pass too
  ASSERT_EQ(m().flow.turn, 3);
  submit(*s, "a unload 0903");
  EXPECT_FALSE(carrier_of(m().state, grenadiers));
  submit(*s, "b end");
  submit(*s, "a mount 0505");
  EXPECT_EQ(m().state.unit_class_of(cossacks).id, "cavalry");
  EXPECT_EQ(m().state.unit_type(m().state.unit(cossacks).type).id, "cav");  // back to its own type
  test::expect_save_replays(*s, test::rules_dir(), "carriers.hxsave");
}

std::string with_grenadiers_on(const std::string& vehicle) {
  std::string text = kField;
  const std::string from = R"(<unit name="Grenadiers" type="inf" at="0303"/>)";
  text.replace(text.find(from), from.size(), R"(<unit name="Grenadiers" type="inf" at="0303" on=")" + vehicle + R"("/>)");
  return text;
}

TEST(Carriers, AScenarioStartsAUnitLoadedAndTheSetupCheckRefusesAVehicleItCannotBeOn) {
  auto s = test::cs::open(with_grenadiers_on("ZiS"));
  ASSERT_TRUE(s);
  EXPECT_EQ(carrier_of(s->match().state, test::cs::unit(s->match(), "Grenadiers")), test::cs::unit(s->match(), "ZiS"));
  for (const auto& [vehicle, why] : std::vector<std::pair<std::string, std::string>>{
           {"Nobody", "unit 'Grenadiers' at 0303: it starts on 'Nobody', which is no unit of the scenario"},
           {"Cossacks", "unit 'Grenadiers' at 0303: Cossacks carries no units"}}) {
    const ScenarioLoad load = load_scenario_text(with_grenadiers_on(vehicle), "loaded.xml", test::rules_dir());
    ASSERT_TRUE(load.ok()) << format_diagnostics(load.errors);
    const Diagnostics d = check_scenario_rules(*load.scenario, test::rules_dir());
    ASSERT_EQ(d.size(), 1u) << vehicle;
    EXPECT_NE(d[0].message.find(why), std::string::npos) << d[0].message;
  }
}

}  // namespace
}  // namespace hexfire::column_shift::testing
