// The staged walk of staged_odds.hpp: exact fractions, merging equal states between stages,
// stages that roll a varying number of dice, and agreement with the one-pass enumeration.
#include <gtest/gtest.h>

#include <algorithm>

#include "engine/rules/staged_odds.hpp"

namespace hexfire {
namespace {

TEST(StagedOdds, FractionsStayReduced) {
  Fraction a = Fraction::of(1, 10);
  a += Fraction::of(1, 15);
  EXPECT_EQ(a, Fraction::of(1, 6));
  EXPECT_EQ(Fraction::of(3, 4) * Fraction::of(2, 9), Fraction::of(1, 6));
  EXPECT_EQ(Fraction::of(4, 8), (Fraction{1, 2}));
}

// 36^13 (thirteen checks of two dice) outgrew the 64 bits the fractions had until session 26;
// 128 bits hold 36^24 and no more.
TEST(StagedOdds, FractionsHoldTwoDozenChecksOfTwoDice) {
  const Fraction check = Fraction::of(1, 36);
  Fraction p = Fraction::of(1, 1);
  for (int i = 0; i < 13; ++i) p = p * check;
  EXPECT_EQ(to_decimal(p.den), "170581728179578208256");  // 36^13, past 2^64
  for (int i = 13; i < 24; ++i) p = p * check;
  EXPECT_EQ(to_decimal(p.den), "22452257707354557240087211123792674816");  // 36^24
  Fraction sum = p;
  sum += p;
  EXPECT_EQ(sum, Fraction::of(2, p.den));
  EXPECT_THROW(p * check, std::overflow_error);
}

TEST(StagedOdds, CountsPast64BitsKeepTheirDigitsAndDivisors) {
  EXPECT_EQ(to_decimal(0), "0");
  EXPECT_EQ(to_decimal(18446744073709551615ull), "18446744073709551615");
  const OddsCount big = OddsCount{18446744073709551615ull} * 1000;
  EXPECT_EQ(to_decimal(big), "18446744073709551615000");
  EXPECT_EQ(odds_gcd(big, OddsCount{18446744073709551615ull} * 12), OddsCount{18446744073709551615ull} * 4);
  EXPECT_EQ(odds_gcd(big, 7), 1u);
  EXPECT_EQ(odds_lcm(6, 10), 30u);
  EXPECT_THROW(odds_lcm(OddsCount{1} << 100, (OddsCount{1} << 100) - 1), std::overflow_error);
}

// Three d6, a success on 5 or 6: the state is the number of successes so far and the stage.
struct Count {
  int stage = 0;
  int successes = 0;
  auto operator<=>(const Count&) const = default;
};

TEST(StagedOdds, EqualStatesMergeBetweenStages) {
  const auto walk = walk_stages(
      Count{},
      [](const Count& c) {
        return [c](DiceSource& dice) { return Count{c.stage + 1, c.successes + (dice.d6("try") >= 5 ? 1 : 0)}; };
      },
      [](const Count& c) { return c.stage == 3; });
  // 6 + 2 x 6 + 3 x 6 dice sequences instead of 6^3, which it still counts.
  EXPECT_EQ(walk.paths, 36u);
  EXPECT_EQ(walk.sequences, 216u);
  const Distribution d = distribution_of(walk, [](const Count& c) { return std::to_string(c.successes); });
  ASSERT_EQ(d.outcomes.size(), 4u);
  EXPECT_DOUBLE_EQ(d.probability_of("0"), 8.0 / 27);
  EXPECT_DOUBLE_EQ(d.probability_of("1"), 12.0 / 27);
  EXPECT_DOUBLE_EQ(d.probability_of("2"), 6.0 / 27);
  EXPECT_DOUBLE_EQ(d.probability_of("3"), 1.0 / 27);
  EXPECT_EQ(d.outcomes.front().outcome, "1");  // most likely first
}

// A d10 and, on 7 or more, a follow-on d6 in the same stage; up to three stages, stopping early
// on a 0. The staged walk must equal the one-pass enumeration of the whole process.
struct Track {
  int stage = 0;
  int score = 0;
  bool stopped = false;
  auto operator<=>(const Track&) const = default;
};

Track advance(Track t, DiceSource& dice) {
  const int die = dice.d10("step");
  ++t.stage;
  if (die == 0) t.stopped = true;
  else if (die >= 7) t.score += dice.d6("bonus") >= 4 ? 2 : 1;
  return t;
}

bool finished(const Track& t) { return t.stopped || t.stage == 3; }

TEST(StagedOdds, StagesWithFollowOnDiceEqualTheOnePassEnumeration) {
  const auto walk = walk_stages(
      Track{}, [](const Track& t) { return [t](DiceSource& dice) { return advance(t, dice); }; }, finished);
  const auto key = [](const Track& t) { return std::to_string(t.score) + (t.stopped ? " stopped" : ""); };
  const Distribution staged = distribution_of(walk, key);
  const Distribution brute = enumerate_outcomes([&](DiceSource& dice) {
    Track t;
    while (!finished(t)) t = advance(t, dice);
    return key(t);
  });
  ASSERT_EQ(staged.outcomes.size(), brute.outcomes.size());
  for (std::size_t i = 0; i < brute.outcomes.size(); ++i) {
    EXPECT_EQ(staged.outcomes[i].outcome, brute.outcomes[i].outcome);
    const auto& a = staged.outcomes[i].probability;
    const auto& b = brute.outcomes[i].probability;
    EXPECT_EQ(Fraction::of(a.count, a.total), Fraction::of(b.count, b.total)) << brute.outcomes[i].outcome;
  }
  EXPECT_LT(walk.paths, brute.paths);
  EXPECT_EQ(walk.sequences, brute.paths);
  EXPECT_EQ(staged.sequences, brute.sequences);
}

TEST(StagedOdds, AStartThatIsFinalNeedsNoDice) {
  const auto walk = walk_stages(
      Track{3, 3, false}, [](const Track& t) { return [t](DiceSource& dice) { return advance(t, dice); }; }, finished);
  EXPECT_EQ(walk.paths, 0u);
  EXPECT_EQ(walk.sequences, 1u);
  ASSERT_EQ(walk.finals.size(), 1u);
  EXPECT_EQ(walk.finals.begin()->second, Fraction::of(1, 1));
}

// A stage may give its outcomes without rolling them again (a system that knows a part of the
// state repeats): the walk takes them as given and counts no paths for them.
TEST(StagedOdds, AStepMayReuseOutcomesItKnows) {
  StageOutcomes<Count> d6;
  roll_outcomes([](DiceSource& dice) { return Count{1, dice.d6("try") >= 5 ? 1 : 0}; }, d6);
  ASSERT_EQ(d6.reached.size(), 2u);
  const auto walk = walk_outcomes(
      Count{},
      [&](const Count& c, StageOutcomes<Count>& out) {
        out.reached.clear();
        for (const auto& [next, p, sequences] : d6.reached)
          out.reached.push_back({Count{c.stage + 1, c.successes + next.successes}, p, sequences});
      },
      [](const Count& c) { return c.stage == 3; });
  EXPECT_EQ(walk.paths, 0u);
  EXPECT_EQ(walk.sequences, 216u);
  const Distribution d = distribution_of(walk, [](const Count& c) { return std::to_string(c.successes); });
  EXPECT_EQ(d.outcomes.front().outcome, "1");
  EXPECT_DOUBLE_EQ(d.probability_of("3"), 1.0 / 27);
}

// A d10 whose faces fall into three bands, then a d6 added per band: chained, the d6 is rolled
// once per band (3 x 6 paths after the 10) and the odds equal one roll of both dice.
TEST(StagedOdds, ChainedStagesEqualOneRollOfBoth) {
  const auto band = [](int d10) { return d10 <= 2 ? 0 : d10 <= 6 ? 1 : 2; };
  StageOutcomes<Count> first, both, chained, out;
  roll_outcomes([&](DiceSource& dice) { return Count{1, band(dice.d10("band"))}; }, first);
  const auto second = [&](const Count& c, std::uint64_t& paths) -> const StageOutcomes<Count>& {
    roll_outcomes([&](DiceSource& dice) { return Count{2, c.successes + (dice.d6("add") >= 5 ? 1 : 0)}; }, out);
    paths += out.paths;
    return out;
  };
  chain_outcomes(first, second, chained);
  roll_outcomes([&](DiceSource& dice) {
    const int b = band(dice.d10("band"));
    return Count{2, b + (dice.d6("add") >= 5 ? 1 : 0)};
  }, both);
  EXPECT_EQ(chained.paths, 10u + 3u * 6u);
  ASSERT_EQ(chained.reached.size(), both.reached.size());
  for (const auto& [state, p, sequences] : both.reached) {
    const auto it = std::find_if(chained.reached.begin(), chained.reached.end(),
                                 [&](const Reached<Count>& r) { return r.state == state; });
    ASSERT_NE(it, chained.reached.end());
    EXPECT_EQ(it->probability, p);
    EXPECT_EQ(it->sequences, sequences);
  }
}

}  // namespace
}  // namespace hexfire
