// The ledger panel of an assault and of a rout: the result is said once ("defender holds", not
// "defender holds: defender holds") and no empty "Base:" line stands where there is no base value.
#include <gtest/gtest.h>

#include <algorithm>

#include "engine/rules/fireline/assault.hpp"
#include "engine/rules/fireline/rout.hpp"
#include "fireline/move_world.hpp"
#include "game/play/play_types.hpp"

namespace hexfire::game::testing {
namespace {

using fireline::testing::World;

bool has_base_line(const LedgerView& v) {
  return std::any_of(v.lines.begin(), v.lines.end(), [](const std::string& l) { return l.rfind("Base:", 0) == 0; });
}

TEST(AssaultRoutLedgerView, AnAssaultThatHoldsSaysSoOnceWithoutABaseLine) {
  World w(8, 8, {{"assault_pre_assault_fire", "false"}});
  w.usa_inf("12th Oh", "0402", 4, 5);
  w.csa_inf("5th Va", "0403", 4, 5);
  ScriptedDice dice({9, 0, 9});  // attacker N, defender "2", its check fails: the defender holds
  const fireline::AssaultResult r =
      fireline::execute_assault(w.state, w.ctx, {w.hex("0402"), w.hex("0403"), false}, dice);
  ASSERT_EQ(r.outcome, "defender holds");
  const LedgerView v = make_ledger_view(r.ledger, nullptr, false);
  EXPECT_EQ(v.result, "defender holds");
  EXPECT_FALSE(has_base_line(v)) << v.lines.front();
  EXPECT_EQ(format_resolution(r.ledger).find("defender holds - defender holds"), std::string::npos);
}

TEST(AssaultRoutLedgerView, ARoutHasNoBaseLine) {
  World w;
  const UnitId us = w.usa_inf("12th Oh", "0404");
  w.csa_inf("5th Va", "0402");
  w.state.unit_mut(us).status = UnitStatus::Routed;
  const auto r = fireline::rout_stack(w.state, w.ctx, w.hex("0404"), 3);
  ASSERT_TRUE(r.has_value());
  const LedgerView v = make_ledger_view(*r, nullptr, false);
  EXPECT_FALSE(has_base_line(v));
  EXPECT_EQ(v.result.rfind("retreat: retreats to ", 0), 0u) << v.result;
}

TEST(AssaultRoutLedgerView, AFireLedgerKeepsItsBaseLine) {
  Resolution fire;
  fire.base_label = "F = S x R = 4 x 1";
  fire.base_value = 4;
  fire.base_row = "4";
  const LedgerView v = make_ledger_view(fire, nullptr, false);
  ASSERT_TRUE(has_base_line(v));
  EXPECT_EQ(v.lines.back(), "Base: F = S x R = 4 x 1 = 4  -> row 4");
}

}  // namespace
}  // namespace hexfire::game::testing
