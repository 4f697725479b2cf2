// Assault results applied: elimination and occupation, rout and retreat, no retreat, a defender
// that holds, pre-assault fire, and the exact odds.
#include <gtest/gtest.h>

#include "engine/rules/fireline/assault.hpp"
#include "engine/rules/fireline/fireline_unit.hpp"
#include "move_world.hpp"

namespace hexfire::fireline {
namespace {

using testing::World;

struct Duel : World {
  UnitId atk, def;
  explicit Duel(const std::map<std::string, std::string>& opts = {{"assault_pre_assault_fire", "false"}})
      : World(8, 8, opts) {
    atk = usa_inf("12th Oh", "0402", 4, 5);
    def = csa_inf("5th Va", "0403", 4, 5);
  }
  AssaultResult run(std::vector<int> dice) {
    ScriptedDice d(std::move(dice));
    return execute_assault(state, ctx, {hex("0402"), hex("0403"), false}, d);
  }
};

TEST(FirelineAssaultOutcome, DefenderEliminatedAttackerOccupies) {
  Duel w;
  w.state.unit_mut(w.def).reduced = true;
  fireline_unit(w.state.unit_mut(w.def)).o_hits = 2;  // the next hit removes it
  const AssaultResult r = w.run({2, 9});  // row 12-15: 2 -> "1"; defender's 9 -> N
  ASSERT_TRUE(r.legal) << r.error;
  EXPECT_EQ(r.rounds, 1);
  EXPECT_TRUE(r.defender_eliminated);
  EXPECT_TRUE(r.attacker_occupied);
  EXPECT_EQ(r.outcome, "defender eliminated, attacker occupies");
  EXPECT_TRUE(w.state.unit(w.def).eliminated);
  EXPECT_EQ(w.state.unit(w.atk).position, w.hex("0403"));
  ASSERT_EQ(r.ledger.follow_ups.size(), 2u);
  EXPECT_EQ(r.ledger.follow_ups[0].result, "1");
  EXPECT_EQ(r.ledger.follow_ups[1].result, "N");
}

TEST(FirelineAssaultOutcome, RoutedDefenderRetreatsAway) {
  Duel w;
  w.status(w.def, UnitStatus::Disrupted);
  // Attacker 2 -> "1" hit; defender (disrupted, -3: row 5-7) 9 -> N; disorganization check 9 fails.
  const AssaultResult r = w.run({2, 9, 9});
  ASSERT_TRUE(r.legal) << r.error;
  EXPECT_TRUE(r.defender_retreated);
  ASSERT_TRUE(r.retreat_to.has_value());
  EXPECT_EQ(distance(*r.retreat_to, w.hex("0402")), 2);
  EXPECT_EQ(w.state.unit(w.def).position, r.retreat_to);
  EXPECT_EQ(w.state.unit(w.def).status, UnitStatus::Routed);
  EXPECT_TRUE(r.attacker_occupied);
  EXPECT_EQ(r.outcome, "defender retreats, attacker occupies");
}

TEST(FirelineAssaultOutcome, RoutedDefenderWithNowhereToGoTakesThreeHits) {
  Duel w;
  for (HexDirection d : {HexDirection::SE, HexDirection::S, HexDirection::SW, HexDirection::NE, HexDirection::NW})
    w.terrain(w.label(neighbor(w.hex("0403"), d)), "creek");
  w.status(w.def, UnitStatus::Disrupted);
  const AssaultResult r = w.run({2, 9, 9});
  ASSERT_TRUE(r.legal) << r.error;
  EXPECT_FALSE(r.defender_retreated);
  EXPECT_FALSE(r.attacker_occupied);
  EXPECT_EQ(r.outcome, "defender cannot retreat and holds");
  // 1 O hit from the CRT, then 3 more (6.3): the third flips it, the fourth is on its reduced side.
  EXPECT_TRUE(w.state.unit(w.def).reduced) << format_resolution(r.ledger);
  EXPECT_EQ(fireline_unit(w.state.unit(w.def)).o_hits, 1);
  EXPECT_EQ(r.ledger.follow_ups.back().kind, "o_hits");
}

TEST(FirelineAssaultOutcome, DefenderHoldsAttackerStays) {
  Duel w;
  // Attacker 9 -> N; defender 0 -> "2" on the attacker, its disorganization check 9 fails.
  const AssaultResult r = w.run({9, 0, 9});
  ASSERT_TRUE(r.legal) << r.error;
  EXPECT_EQ(r.outcome, "defender holds");
  EXPECT_EQ(w.state.unit(w.atk).position, w.hex("0402"));
  EXPECT_EQ(fireline_unit(w.state.unit(w.atk)).o_hits, 2);
  EXPECT_EQ(w.state.unit(w.atk).status, UnitStatus::Disrupted);
  ASSERT_EQ(r.ledger.follow_ups.size(), 2u);
  ASSERT_EQ(r.ledger.follow_ups[1].follow_ups.size(), 1u);  // the disorganization check
}

TEST(FirelineAssaultOutcome, AttackerAssaultingHasPlusOneMorale) {
  Duel w;
  // The attacker's disorganization check reads AMM 5 (in command? no leader: -1) + 1 assaulting.
  const AssaultResult r = w.run({9, 0, 5});
  const Resolution& check = r.ledger.follow_ups[1].follow_ups.at(0);
  const Modifier* assaulting = check.find("charging");
  ASSERT_NE(assaulting, nullptr);
  EXPECT_EQ(assaulting->value, 1);
}

TEST(FirelineAssaultOutcome, MoreRoundsByOption) {
  Duel w({{"assault_pre_assault_fire", "false"}, {"assault_rounds", "2"}});
  const AssaultResult r = w.run({9, 9, 9, 9});
  EXPECT_EQ(r.rounds, 2);
  EXPECT_EQ(r.ledger.follow_ups.size(), 4u);
  EXPECT_EQ(r.outcome, "defender holds");
}

TEST(FirelineAssaultOutcome, PreAssaultFireComesFirstWithPlusOne) {
  Duel w(std::map<std::string, std::string>{});
  // Defender's pre-assault fire 9 (N), attacker's 9 (N), then the round 9 / 9.
  const AssaultResult r = w.run({9, 9, 9, 9});
  ASSERT_TRUE(r.legal) << r.error;
  ASSERT_EQ(r.ledger.follow_ups.size(), 4u);
  const Resolution& pre = r.ledger.follow_ups[0];
  EXPECT_EQ(pre.kind, "fire");
  EXPECT_EQ(pre.title.rfind("Pre-assault fire", 0), 0u) << pre.title;
  const Modifier* plus = pre.find("target_advance");
  ASSERT_NE(plus, nullptr);
  EXPECT_EQ(plus->value, 1);
  EXPECT_EQ(r.ledger.follow_ups[2].kind, "assault");
}

TEST(FirelineAssaultOutcome, MarshAttackerIsDisruptedBeforeTheRound) {
  Duel w;
  w.terrain("0402", "marsh");
  const AssaultResult r = w.run({9, 9});
  ASSERT_TRUE(r.legal) << r.error;
  EXPECT_EQ(w.state.unit(w.atk).status, UnitStatus::Disrupted);
  EXPECT_EQ(r.ledger.follow_ups[0].final_row, "3-4");  // 12-15 shifted -3
}

TEST(FirelineAssaultOutcome, IllegalAssaultChangesNothing) {
  Duel w;
  w.status(w.atk, UnitStatus::Routed);
  const AssaultResult r = w.run({});
  EXPECT_FALSE(r.legal);
  EXPECT_NE(r.error.find("routed"), std::string::npos);
  EXPECT_EQ(w.state.unit(w.atk).position, w.hex("0402"));
}

TEST(FirelineAssaultOutcome, ExactOddsCoverEveryPath) {
  Duel w;
  w.state.unit_mut(w.def).reduced = true;
  fireline_unit(w.state.unit_mut(w.def)).o_hits = 2;
  std::string why;
  const auto d = assault_odds(w.state, w.ctx, {w.hex("0402"), w.hex("0403"), false}, &why);
  ASSERT_TRUE(d.has_value()) << why;
  double total = 0;
  for (const auto& o : d->outcomes) total += o.probability.value();
  EXPECT_DOUBLE_EQ(total, 1.0);
  // Any O hit removes the defender: the "2" and "1" columns (die 0-3) at least.
  EXPECT_GE(d->probability_of("defender eliminated, attacker occupies"), 0.4);
  EXPECT_GT(d->probability_of("defender holds"), 0.0);
  // The preview does not touch the state.
  EXPECT_EQ(w.state.unit(w.atk).position, w.hex("0402"));
}

TEST(FirelineAssaultOutcome, StagedOddsEqualTheBruteForceWalk) {
  // The merged stage-by-stage walk must give exactly what running execute_assault over every
  // dice sequence gives (paths merge between a round's dice and each side's result).
  Duel w;
  w.status(w.def, UnitStatus::Disrupted);
  // Command range and isolation are map searches that the staged walk caches and the brute
  // walk would redo on every one of its thousands of paths; neither changes along a path here
  // (nobody moves far), so both walks run without them and stay comparable.
  w.ctx.hooks = {};
  const AssaultOrder order{w.hex("0402"), w.hex("0403"), false};
  const auto staged = assault_odds(w.state, w.ctx, order);
  ASSERT_TRUE(staged.has_value());
  const Distribution brute = enumerate_outcomes([&](DiceSource& dice) {
    GameState copy = w.state;
    return execute_assault(copy, w.ctx, order, dice).outcome;
  });
  ASSERT_EQ(staged->outcomes.size(), brute.outcomes.size());
  for (const auto& o : brute.outcomes) {
    const double p = staged->probability_of(o.outcome);
    EXPECT_NEAR(p, o.probability.value(), 1e-12) << o.outcome;
  }
  EXPECT_LT(staged->paths, brute.paths);
}

}  // namespace
}  // namespace hexfire::fireline
