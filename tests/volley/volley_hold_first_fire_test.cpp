// A unit on Hold "may fire at any time during the turn" (rules reference 4.5 "Orders", H), so in
// the first fire phase too, with Hold's 3 dice and without First Fire's +1 (seed 003 line 19:
// "FIRER ON HOLD, Roll 3 die, FIRST FIRE Roll 3 die with +1 DRM"); on a small strip.
#include <gtest/gtest.h>

#include <algorithm>

#include "engine/rules/dice.hpp"
#include "volley/volley_strip.hpp"

namespace hexfire::test {
namespace {

// The Bluecoats at 0202 facing SE on Hold, the Greycoats 3 hexes away on `csa_order`: the game
// at the first fire phase.
std::unique_ptr<GameSession> at_first_fire(const char* csa_order) {
  VolleyStrip v;
  v.title = "Hold strip";
  v.usa = R"(<unit name="Bluecoats" type="inf" at="0202" facing="SE" figures="20" stands="4"/>)";
  v.csa = R"(<unit name="Greycoats" type="inf" at="0502" facing="NW" figures="20" stands="4"/>)";
  auto s = open_volley_strip(volley_strip_text(v));
  if (!s) return s;
  for (const std::string& line : {std::string("usa order 0202 hold"), std::string("usa done"),
                                 std::string("csa order 0502 ") + csa_order, std::string("csa done")}) {
    const ApplyResult r = s->submit(cmd(line));
    EXPECT_TRUE(r.ok) << line << ": " << r.error;
  }
  EXPECT_EQ(s->match().flow.phase, "first_fire");
  return s;
}

TEST(VolleyHoldFirstFire, AUnitOnHoldMayFireInTheFirstFirePhase) {
  auto s = at_first_fire("move");
  ASSERT_TRUE(s);
  const auto legal = s->legal_commands();
  EXPECT_NE(std::find(legal.begin(), legal.end(), cmd("usa fire 0202 0502")), legal.end());
  Match m = s->match();
  // 1, 1, 1 + 2 (opening volley) = 5 on the 20-figure row: a possible kill; 1 misses.
  ScriptedDice dice({1, 1, 1, 1});
  const ApplyResult r = s->rules().apply(m, cmd("usa fire 0202 0502"), &dice);
  ASSERT_TRUE(r.ok) << r.error;
  ASSERT_FALSE(r.resolutions.empty());
  const Resolution& L = r.resolutions.front();
  EXPECT_EQ(L.base_label, "Dice: On Hold");
  EXPECT_EQ(L.base_value, 3);
  EXPECT_EQ(L.find("firer:first_fire"), nullptr) << "First Fire's +1 is the First Fire order's alone";
  EXPECT_NE(L.find("firer:opening_volley"), nullptr);
}

// Orders other than First Fire and Hold still wait for the fire phase.
TEST(VolleyHoldFirstFire, AMovingUnitDoesNotFireInTheFirstFirePhase) {
  auto s = at_first_fire("move");
  ASSERT_TRUE(s);
  ASSERT_TRUE(s->submit(cmd("usa done")).ok);
  EXPECT_NE(s->match().flow.phase, "first_fire") << "the Greycoats, on Move, have nothing to do in it";
}

}  // namespace
}  // namespace hexfire::test
