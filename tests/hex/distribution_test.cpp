// The odds enumerator walks every dice path, follow-on dice included.
#include <gtest/gtest.h>

#include "engine/rules/distribution.hpp"

namespace hexfire {

TEST(Distribution, SingleD10SplitsByThreshold) {
  const auto d = enumerate_outcomes([](DiceSource& dice) { return dice.d10("t") >= 6 ? "hit" : "miss"; });
  EXPECT_EQ(d.paths, 10u);
  EXPECT_DOUBLE_EQ(d.probability_of("hit"), 0.4);
  EXPECT_DOUBLE_EQ(d.probability_of("miss"), 0.6);
}

TEST(Distribution, FollowOnDieOnlyOnSomeBranches) {
  // Hit on 0-1 of a d10, then a d6 check on hits: 4+ "kill". P(kill) = 0.2 * 0.5.
  const auto d = enumerate_outcomes([](DiceSource& dice) -> std::string {
    if (dice.d10("fire") > 1) return "none";
    return dice.d6("check") >= 4 ? "kill" : "hit";
  });
  EXPECT_EQ(d.paths, 8u + 12u);
  EXPECT_DOUBLE_EQ(d.probability_of("kill"), 0.1);
  EXPECT_DOUBLE_EQ(d.probability_of("hit"), 0.1);
  EXPECT_DOUBLE_EQ(d.probability_of("none"), 0.8);
  EXPECT_EQ(d.outcomes.front().outcome, "none");
}

TEST(Distribution, ScriptedDiceRejectsImpossibleFace) {
  ScriptedDice dice({10});
  EXPECT_THROW(dice.d10("fire"), std::invalid_argument);
  ScriptedDice empty({});
  EXPECT_THROW(empty.d6("x"), DiceExhausted);
}

}  // namespace hexfire
