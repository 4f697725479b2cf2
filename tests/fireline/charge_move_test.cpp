// A charging move (5.3 "Charging/Assaulting units do not check for stragglers", 5.7 Charge;
// charge_move.hpp): only cavalry charge, in the Action Segment, and only into an assault; such a
// move makes no straggle check and leaves the stack charging, which fire at it reads (5.6).
#include <gtest/gtest.h>

#include "engine/rules/fireline/fire.hpp"
#include "engine/rules/fireline/fireline_stack.hpp"
#include "engine/rules/fireline/movement_execute.hpp"
#include "move_world.hpp"

namespace hexfire::fireline {
namespace {

using testing::World;

// Woods along column 4 (rows 1-6), the 5th Virginia in the woods at 0404.
World woods_with_enemy() {
  World w(8, 8);
  for (int r = 1; r <= 6; ++r) w.terrain("040" + std::to_string(r), "woods");
  w.csa_inf("5th Va", "0404");
  return w;
}

MoveOrder charge(const World& w, UnitId unit, std::initializer_list<const char*> path) {
  MoveOrder o;
  o.units = {unit};
  o.path = w.hexes(path);
  o.charging = true;
  return o;
}

TEST(FirelineChargeMove, InfantryMayNotCharge) {
  World w = woods_with_enemy();
  const UnitId inf = w.usa_inf("12th Oh", "0401");
  const MovePlan p = plan_move(w.ctx, w.state, charge(w, inf, {"0402", "0403"}));
  EXPECT_FALSE(p.legal);
  EXPECT_NE(p.error.find("12th Oh (Infantry) is not mounted: only cavalry charge"), std::string::npos) << p.error;
  // The same move without the word checks for stragglers before each step.
  MoveOrder walk = charge(w, inf, {"0402", "0403"});
  walk.charging = false;
  const MovePlan q = plan_move(w.ctx, w.state, walk);
  ASSERT_TRUE(q.legal) << q.error;
  EXPECT_TRUE(q.legs[0].straggle);
  EXPECT_TRUE(q.legs[1].straggle);
}

TEST(FirelineChargeMove, CavalryChargingIntoAnAssaultMakesNoStraggleCheck) {
  World w = woods_with_enemy();
  const UnitId cav = w.unit("1st Oh Cav", "cavalry", w.usa, "0401");
  const MovePlan p = plan_move(w.ctx, w.state, charge(w, cav, {"0402", "0403"}));
  ASSERT_TRUE(p.legal) << p.error;
  EXPECT_FALSE(p.legs[0].straggle);
  EXPECT_FALSE(p.legs[1].straggle);
  ScriptedDice no_dice({});
  const MoveResult r = execute_move(w.state, w.ctx, charge(w, cav, {"0402", "0403"}), no_dice, always_take_hit);
  ASSERT_TRUE(r.legal) << r.error;
  EXPECT_TRUE(r.completed);
  EXPECT_TRUE(r.ledger.follow_ups.empty());
  EXPECT_TRUE(has_tag(w.state.unit(cav), kTagCharging));
}

TEST(FirelineChargeMove, AChargeMustEndNextToAnEnemyItMayCharge) {
  World w = woods_with_enemy();
  const UnitId cav = w.unit("1st Oh Cav", "cavalry", w.usa, "0401");
  const MovePlan p = plan_move(w.ctx, w.state, charge(w, cav, {"0402"}));
  EXPECT_FALSE(p.legal);
  EXPECT_NE(p.error.find("no enemy stack is next to 0402"), std::string::npos) << p.error;
  // Next to the enemy, but disrupted: a disrupted stack may not start an assault (6.3).
  w.status(cav, UnitStatus::Disrupted);
  const MovePlan q = plan_move(w.ctx, w.state, charge(w, cav, {"0402", "0403"}));
  EXPECT_FALSE(q.legal);
  EXPECT_NE(q.error.find("disrupted and may not start an assault"), std::string::npos) << q.error;
}

TEST(FirelineChargeMove, NoChargeInTheHorseSegment) {
  World w = woods_with_enemy();
  const UnitId cav = w.unit("1st Oh Cav", "cavalry", w.usa, "0401");
  MoveOrder o = charge(w, cav, {"0402", "0403"});
  o.segment = Segment::Horse;
  const MovePlan p = plan_move(w.ctx, w.state, o);
  EXPECT_FALSE(p.legal);
  EXPECT_NE(p.error.find("the Horse Segment has none"), std::string::npos) << p.error;
}

TEST(FirelineChargeMove, FireAtTheChargingStackGetsTheChargeLine) {
  World w = woods_with_enemy();
  const UnitId cav = w.unit("1st Oh Cav", "cavalry", w.usa, "0401");
  ScriptedDice no_dice({});
  ASSERT_TRUE(execute_move(w.state, w.ctx, charge(w, cav, {"0402", "0403"}), no_dice, always_take_hit).legal);
  // Reaction fire from 0404 at the stack that charged into 0403: +1 advancing and +1 charging.
  const FirePlan f = plan_fire(w.state, w.ctx, FireAction{w.hex("0404"), w.hex("0403"), true, false});
  ASSERT_TRUE(f.legal) << f.illegal_reason;
  const Modifier* m = f.ledger.find("target_charging");
  ASSERT_NE(m, nullptr);
  EXPECT_EQ(m->value, +1);
  EXPECT_NE(f.ledger.find("target_advance"), nullptr);
}

}  // namespace
}  // namespace hexfire::fireline
