// "Executing Charge or Assault (+1) ... applies throughout the assault" (5.4; issue 11 point 5):
// the assaulting stack's morale has its +1 in the defender's pre-assault fire as in the rounds.
#include <gtest/gtest.h>

#include "engine/rules/fireline/assault.hpp"
#include "engine/rules/fireline/assault_stages.hpp"
#include "engine/rules/fireline/morale.hpp"
#include "move_world.hpp"

namespace hexfire::fireline {
namespace {

using testing::World;
using assault_detail::PreFire;
using assault_detail::Round;
using assault_detail::prepare_pre_fire;
using assault_detail::prepare_round;

bool has_line(const MoraleBreakdown& b, const std::string& id) {
  for (const auto& m : b.modifiers)
    if (m.id == id) return true;
  return false;
}

TEST(FirelineAssaultMorale, AssaultingStackHasItsPlusOneInThePreAssaultFire) {
  World w;
  w.usa_leader("Col. Smith", "0401");  // in command: no other schedule line
  const UnitId atk = w.usa_inf("12th Oh", "0402", 4, 5);
  w.state.unit_mut(atk).facing = HexDirection::S;  // facing the defender: not flanked
  w.csa_inf("5th Va", "0403", 4, 5);
  const AssaultOrder order{w.hex("0402"), w.hex("0403"), false};
  const PreFire defender_fires = prepare_pre_fire(w.state, w.ctx, order, AssaultOptions{}, 0);
  ASSERT_TRUE(defender_fires.plan.has_value());
  ASSERT_TRUE(defender_fires.target.has_value());
  EXPECT_EQ(defender_fires.plan->action.target, w.hex("0402"));  // at the assaulting stack
  const MoraleBreakdown b = defender_fires.target->amm();
  EXPECT_TRUE(has_line(b, "charging"));
  EXPECT_EQ(b.value, 6);  // 5 + 1
  // A disorganization check on a 6 passes only because of it.
  ScriptedDice six({6});
  EXPECT_TRUE(roll_morale_check(*defender_fires.target, six, "check", "check", nullptr));
  // The attacker's own pre-assault fire gives the defender no such line.
  const PreFire attacker_fires = prepare_pre_fire(w.state, w.ctx, order, AssaultOptions{}, 1);
  ASSERT_TRUE(attacker_fires.target.has_value());
  EXPECT_FALSE(has_line(attacker_fires.target->amm(), "charging"));
}

TEST(FirelineAssaultMorale, AndInEveryRoundEvenWhenDisrupted) {
  World w;
  w.usa_leader("Col. Smith", "0401");
  const UnitId atk = w.usa_inf("12th Oh", "0402", 4, 5);
  w.csa_inf("5th Va", "0403", 4, 5);
  w.status(atk, UnitStatus::Disrupted);
  w.options({{"assault_disrupted_may_start", "true"}});
  const Round r = prepare_round(w.state, w.ctx, {w.hex("0402"), w.hex("0403"), false}, 1);
  EXPECT_TRUE(has_line(r.attacker_work.amm(), "charging"));
}

}  // namespace
}  // namespace hexfire::fireline
