// The exact odds of what follows a result (follow_on_odds.hpp): checked by hand on one unit, and
// against the brute-force walk of every dice sequence through resolve_assault_round itself.
#include <gtest/gtest.h>

#include "column_shift/column_shift_world.hpp"
#include "engine/rules/column_shift/follow_on_odds.hpp"

namespace hexfire::column_shift {
namespace {

using testing::World;

UnitId first(const std::vector<UnitId>& c, LossCategory, int) { return c.front(); }

// How many of `ids` are still on the map: the worth an expectation reads in the large-stack tests.
std::function<double(const GameState&)> units_there(const std::vector<UnitId>& ids) {
  return [ids](const GameState& s) {
    double n = 0;
    for (UnitId id : ids) n += s.unit(id).eliminated ? 0 : 1;
    return n;
  };
}

// The Allies' stack in 0504 has come in from 0505 to assault what stands there (a ww1 round).
AssaultSituation allies_assault_0504_from_0505(const World& w) {
  AssaultSituation a;
  a.variant = "ww1";
  a.hex = w.hex("0504");
  a.attacker = w.allies;
  a.entered_from = {w.hex("0505")};
  return a;
}

double total(const Distribution& d) {
  double t = 0;
  for (const auto& o : d.outcomes) t += o.probability.value();
  return t;
}

TEST(ColumnShiftFollowOnOdds, AnMResultOnOneCompanyIsItsMoraleCheckOnTwoDice) {
  World w;
  const UnitId c = w.unit("0504", "infantry", w.axis, 8);  // morale 7, no leader
  const ResultOdds odds = result_odds(w.state, {}, {c}, *parse_cell("M"), false, {}, &first);
  ASSERT_EQ(odds.size(), 3u);
  EXPECT_EQ(odds.at("no effect"), Fraction::of(21, 36));  // 2..7
  EXPECT_EQ(odds.at("1 disrupted"), Fraction::of(9, 36));  // 8, 9
  EXPECT_EQ(odds.at("1 demoralized"), Fraction::of(6, 36));  // 10..12
}

// B-8: the WWII assault's M reaches the units only, so its odds are the company's check alone,
// as play rolls it; the WWI M checks the leader too (the odds walked his check while play no
// longer rolled it, for one commit).
TEST(ColumnShiftFollowOnOdds, AWwiiAssaultsMLeavesTheLeaderOutOfItsOdds) {
  World w;
  const UnitId c = w.unit("0504", "infantry", w.axis, 8);  // morale 7, +1 from the leader
  const UnitId l = w.unit("0504", "leader", w.axis, 1);
  const CellResult& ww2_m = w.tables.assault.at("ww2").cell(1, 5);
  const CellResult& ww1_m = w.tables.assault.at("ww1").cell(1, 5);
  ASSERT_EQ(ww2_m.code, "M");
  const ResultOdds ww2 = result_odds(w.state, {}, {c, l}, ww2_m, true, {}, &first);
  ASSERT_EQ(ww2.size(), 3u);
  EXPECT_EQ(ww2.at("no effect"), Fraction::of(26, 36));  // 2..8 against 8
  EXPECT_EQ(ww2.at("1 disrupted"), Fraction::of(7, 36));  // 9, 10
  EXPECT_EQ(ww2.at("1 demoralized"), Fraction::of(3, 36));  // 11, 12
  const ResultOdds ww1 = result_odds(w.state, {}, {c, l}, ww1_m, true, {}, &first);
  EXPECT_GT(ww1.size(), 3u);  // his check's outcomes too
}

TEST(ColumnShiftFollowOnOdds, ALossResultFlipsThenChecksAtM2AndRollsForTheLeader) {
  World w;
  const UnitId c = w.unit("0504", "infantry", w.axis, 8);  // reduced: morale 6
  const UnitId l = w.unit("0504", "leader", w.axis, 1);    // morale 7, +1 to the company
  const ResultOdds odds = result_odds(w.state, {}, {c, l}, *parse_cell("X"), false, {}, &first);
  Fraction sum;
  for (const auto& [k, p] : odds) {
    sum += p;
    EXPECT_EQ(k.rfind("1 step lost, 1 flipped", 0), 0u) << k;
  }
  EXPECT_EQ(sum, Fraction::of(1, 1));
  // The leader dies on 2d6 - 1 <= 2: 3 rolls in 36, whatever the checks did.
  Fraction killed;
  for (const auto& [k, p] : odds)
    if (k.find("leader killed") != std::string::npos) killed += p;
  EXPECT_EQ(killed, Fraction::of(3, 36));
}

// The brute-force walk's key for one unit a side, worded as the odds word it.
std::string one_unit_key(const GameState& before, const GameState& after, UnitId id) {
  const Unit& b = before.unit(id);
  const Unit& a = after.unit(id);
  std::vector<std::string> parts;
  const int steps = a.eliminated ? (b.reduced ? 1 : 2) : (a.reduced != b.reduced ? 1 : 0);
  if (steps) parts.push_back(std::to_string(steps) + (steps == 1 ? " step lost" : " steps lost"));
  if (a.reduced && !b.reduced && !a.eliminated) parts.push_back("1 flipped");
  if (a.eliminated) parts.push_back("1 eliminated");
  if (!a.eliminated && a.status != b.status)
    parts.push_back(a.status == UnitStatus::Disrupted ? "1 disrupted" : "1 demoralized");
  else if (!a.eliminated && column_shift_unit(a).morale_lost != column_shift_unit(b).morale_lost)
    parts.push_back("1 lower morale");
  std::string out;
  for (const auto& p : parts) out += (out.empty() ? "" : ", ") + p;
  return out.empty() ? "no effect" : out;
}

void expect_matches_brute_force(World& w, UnitId attacker, UnitId defender, const char* variant) {
  AssaultSituation a;
  a.variant = variant;
  a.hex = w.hex("0504");
  a.attacker = w.allies;
  a.entered_from = {w.hex("0505")};
  const Distribution staged = assault_round_odds(w.state, w.tables, {}, {}, a, &first);
  const Distribution brute = enumerate_outcomes([&](DiceSource& dice) {
    GameState s = w.state;
    resolve_assault_round(s, w.tables, {}, {}, a, &first, dice);
    return "defenders: " + one_unit_key(w.state, s, defender) + " / attackers: " + one_unit_key(w.state, s, attacker);
  });
  EXPECT_NEAR(total(staged), 1.0, 1e-12);
  ASSERT_EQ(staged.outcomes.size(), brute.outcomes.size());
  for (const auto& o : brute.outcomes) EXPECT_NEAR(staged.probability_of(o.outcome), o.probability.value(), 1e-12) << o.outcome;
}

// Fire values whose columns give every kind of result on some faces and nothing on others, so the
// brute-force walk stays cheap (each check multiplies its sequences by 36).
TEST(ColumnShiftFollowOnOdds, ASimultaneousAssaultRoundMatchesEveryDiceSequence) {
  World w;
  const UnitId att = w.unit("0504", "infantry", w.allies, 9);
  const UnitId def = w.unit("0504", "infantry", w.axis, 5);
  expect_matches_brute_force(w, att, def, "ww1");
  expect_matches_brute_force(w, att, def, "ww2");
}

TEST(ColumnShiftFollowOnOdds, ADefenderFirstRoundMatchesEveryDiceSequence) {
  World w;
  const UnitId att = w.unit("0504", "infantry", w.allies, 9);
  const UnitId def = w.unit("0504", "infantry", w.axis, 9);
  column_shift_unit(w.state.unit_mut(def)).dug_in = true;
  expect_matches_brute_force(w, att, def, "ww1");
}

TEST(ColumnShiftFollowOnOdds, ADirectFireWithFollowUpsAddsUpToOne) {
  World w;
  const UnitId f = w.unit("0505", "infantry", w.allies, 8);
  w.unit("0504", "infantry", w.axis, 8);
  w.unit("0504", "leader", w.axis, 1);
  const FirePlan plan = plan_direct_fire(w.state, w.tables, {}, {{f}, w.hex("0504"), std::nullopt, false});
  ASSERT_TRUE(plan.legal) << plan.error;
  const Distribution d = direct_fire_follow_on_odds(w.state, w.tables, {}, plan, &first);
  EXPECT_NEAR(total(d), 1.0, 1e-12);
  EXPECT_GT(d.outcomes.size(), 5u);
  // No effect on the hex: read straight off direct_fire_odds.
  const Distribution plain = direct_fire_odds(w.tables, plan);
  EXPECT_NEAR(d.probability_of("-: no effect"), plain.probability_of("-"), 1e-12);
}

// Thirteen units fired at (ten companies, three leaders): each company's morale check and each
// leader's casualty check, more than a dozen checks of two dice (36^13 outgrew the 64 bits the
// odds had until session 26). The preview shows their exact odds, adding up to one exactly; the
// opponent's expectation still walks the first five units the result reaches (kMostUnfolded).
TEST(ColumnShiftFollowOnOdds, AFireAtAThirteenUnitStackHasExactOdds) {
  World w;
  const UnitId f = w.unit("0505", "infantry", w.allies, 40);
  std::vector<UnitId> large;
  for (int i = 0; i < 10; ++i) large.push_back(w.unit("0504", "infantry", w.axis, 8));
  for (int i = 0; i < 3; ++i) large.push_back(w.unit("0504", "leader", w.axis, 1));
  const FirePlan at_large = plan_direct_fire(w.state, w.tables, {}, {{f}, w.hex("0504"), std::nullopt, false});
  ASSERT_TRUE(at_large.legal) << at_large.error;
  const Distribution d = direct_fire_follow_on_odds(w.state, w.tables, {}, at_large, &first);
  ASSERT_FALSE(d.outcomes.empty());
  OddsCount counted = 0;
  for (const auto& o : d.outcomes) counted += o.probability.count;
  EXPECT_EQ(to_decimal(counted), to_decimal(d.outcomes.front().probability.total));
  EXPECT_GT(d.outcomes.front().probability.total >> 64, 0u) << "the common denominator is past 64 bits";
  const double large_left = direct_fire_expectation(w.state, w.tables, {}, at_large, &first, units_there(large));
  EXPECT_LT(large_left, 13.0);
  EXPECT_GE(large_left, 13.0 - kMostUnfolded);
}

// A huge stack fired at: twenty-four companies and four leaders, each checked, past 128 bits
// (36^25 > 2^128). The exact walk throws; the preview and the opponent's threat (uncaught on its
// thread, the 64-bit overflow stopped a tournament on mtsensk_1941) must not go with it: the fire
// shows no odds, and its expectation walks the first five units it reaches alone (kMostUnfolded):
// some loss, never more than those five. Four companies and a leader, within both bounds, still
// have their odds and their whole expectation.
TEST(ColumnShiftFollowOnOdds, AFireAtAStackTooLargeToCountExactlyHasNoOddsAndStopsNothing) {
  World w;
  const UnitId f = w.unit("0505", "infantry", w.allies, 40);
  const auto stack_of = [&](const char* hex, int companies, int leaders) {
    std::vector<UnitId> units;
    for (int i = 0; i < companies; ++i) units.push_back(w.unit(hex, "infantry", w.axis, 8));
    for (int i = 0; i < leaders; ++i) units.push_back(w.unit(hex, "leader", w.axis, 1));
    return units;
  };
  const std::vector<UnitId> huge = stack_of("0504", 24, 4), fits = stack_of("0604", 4, 1);
  const FirePlan at_huge = plan_direct_fire(w.state, w.tables, {}, {{f}, w.hex("0504"), std::nullopt, false});
  ASSERT_TRUE(at_huge.legal) << at_huge.error;
  Distribution d;
  ASSERT_NO_THROW(d = direct_fire_follow_on_odds(w.state, w.tables, {}, at_huge, &first));
  EXPECT_TRUE(d.outcomes.empty());
  const double huge_left = direct_fire_expectation(w.state, w.tables, {}, at_huge, &first, units_there(huge));
  EXPECT_LT(huge_left, 28.0);
  EXPECT_GE(huge_left, 28.0 - kMostUnfolded);

  const FirePlan at_fits = plan_direct_fire(w.state, w.tables, {}, {{f}, w.hex("0604"), std::nullopt, false});
  ASSERT_TRUE(at_fits.legal) << at_fits.error;
  EXPECT_NEAR(total(direct_fire_follow_on_odds(w.state, w.tables, {}, at_fits, &first)), 1.0, 1e-12);
  const double left = direct_fire_expectation(w.state, w.tables, {}, at_fits, &first, units_there(fits));
  EXPECT_LT(left, 5.0);
  EXPECT_GT(left, 0.0);
}

// The steps an outcome of the preview's odds lost: "X: 2 steps lost, 1 eliminated" -> 2.
int steps_in(const std::string& outcome) {
  const auto colon = outcome.find(": ");
  const auto word = outcome.find(" step");
  if (word == std::string::npos) return 0;
  return std::stoi(outcome.substr(colon + 2, word - colon - 2));
}

// direct_fire_expectation walks what the preview's odds walk: the steps the units reached have
// left, expected over it, are what they had less the steps lost in the odds; and the chance of
// the leader's death (his presence, expected) agrees too.
TEST(ColumnShiftFollowOnOdds, ADirectFireExpectationAgreesWithThePreviewOdds) {
  World w;
  const UnitId f = w.unit("0505", "infantry", w.allies, 20);
  const UnitId c = w.unit("0504", "infantry", w.axis, 8);
  const UnitId c2 = w.unit("0504", "infantry", w.axis, 6);
  const UnitId l = w.unit("0504", "leader", w.axis, 1);
  const FirePlan plan = plan_direct_fire(w.state, w.tables, {}, {{f}, w.hex("0504"), std::nullopt, false});
  ASSERT_TRUE(plan.legal) << plan.error;
  const auto steps_left = [&](const GameState& s) {
    double n = 0;
    for (UnitId id : {c, c2}) n += s.unit(id).eliminated ? 0 : s.unit(id).reduced ? 1 : 2;
    return n;
  };
  const Distribution d = direct_fire_follow_on_odds(w.state, w.tables, {}, plan, &first);
  double lost = 0, killed = 0;
  for (const auto& o : d.outcomes) {
    lost += o.probability.value() * steps_in(o.outcome);
    if (o.outcome.find("leader killed") != std::string::npos) killed += o.probability.value();
  }
  EXPECT_GT(lost, 0.5);
  EXPECT_GT(killed, 0.0);
  EXPECT_NEAR(direct_fire_expectation(w.state, w.tables, {}, plan, &first, steps_left), 4.0 - lost, 1e-12);
  const auto leader_there = [&](const GameState& s) { return s.unit(l).eliminated ? 0.0 : 1.0; };
  EXPECT_NEAR(direct_fire_expectation(w.state, w.tables, {}, plan, &first, leader_there), 1.0 - killed, 1e-12);
  // The position it was given is as it was.
  EXPECT_FALSE(w.state.unit(c).reduced || w.state.unit(c).eliminated || w.state.unit(l).eliminated);
}


// assault_round_expectation walks what the Assault preview's odds walk: the expected worth each
// side keeps (here its steps) is the mean over every dice sequence of resolve_assault_round
// itself, both in a simultaneous round and in one where the dug-in defender fires first and the
// attacker's column is counted again from what is left.
void expect_assault_expectation_matches_brute_force(World& w, const std::vector<UnitId>& attackers,
                                                    const std::vector<UnitId>& defenders) {
  const AssaultSituation a = allies_assault_0504_from_0505(w);
  const auto worth = [](const std::vector<UnitId>& ids) {
    return [ids](const GameState& s) {
      double n = 0;
      for (UnitId id : ids) {
        const Unit& u = s.unit(id);
        n += u.eliminated ? 0 : s.is_leader(id) ? 1 : u.reduced ? 1 : 2;
      }
      return n;
    };
  };
  // Every dice sequence, its outcome worded as the two sides' whole worths ("3 2").
  const Distribution brute = enumerate_outcomes([&](DiceSource& dice) {
    GameState s = w.state;
    resolve_assault_round(s, w.tables, {}, {}, a, &first, dice);
    return std::to_string(static_cast<int>(worth(defenders)(s))) + " " + std::to_string(static_cast<int>(worth(attackers)(s)));
  });
  double brute_defenders = 0, brute_attackers = 0;
  for (const auto& o : brute.outcomes) {
    const auto space = o.outcome.find(' ');
    brute_defenders += o.probability.value() * std::stoi(o.outcome.substr(0, space));
    brute_attackers += o.probability.value() * std::stoi(o.outcome.substr(space + 1));
  }
  const AssaultExpectation e =
      assault_round_expectation(w.state, w.tables, {}, {}, a, &first, worth(defenders), worth(attackers));
  EXPECT_NEAR(e.defenders, brute_defenders, 1e-12);
  EXPECT_NEAR(e.attackers, brute_attackers, 1e-12);
  // Something is at stake on both sides, and the position it was given is as it was.
  EXPECT_LT(e.defenders, worth(defenders)(w.state));
  EXPECT_LT(e.attackers, worth(attackers)(w.state));
  for (UnitId id : defenders) EXPECT_FALSE(w.state.unit(id).eliminated || w.state.unit(id).reduced);
}

// Seven companies assaulted: more than kMostUnfolded, so the walk takes the first five of them
// (and both attackers): the defenders are expected to keep less than they have and no less than
// the two companies left out, and the attackers to lose something too (they counted nothing at
// all in session 12).
TEST(ColumnShiftFollowOnOdds, AnAssaultOnAStackOfMoreThanFiveWalksTheFirstFive) {
  World w;
  std::vector<UnitId> att, def;
  for (int i = 0; i < 2; ++i) att.push_back(w.unit("0504", "infantry", w.allies, 9));
  for (int i = 0; i < 7; ++i) def.push_back(w.unit("0504", "infantry", w.axis, 5));
  const AssaultSituation a = allies_assault_0504_from_0505(w);
  const AssaultExpectation e = assault_round_expectation(w.state, w.tables, {}, {}, a, &first, units_there(def), units_there(att));
  EXPECT_LT(e.defenders, 7.0);
  EXPECT_GE(e.defenders, 7.0 - kMostUnfolded);
  EXPECT_LT(e.attackers, 2.0);
  for (UnitId id : def) EXPECT_FALSE(w.state.unit(id).eliminated);
}

TEST(ColumnShiftFollowOnOdds, AnAssaultExpectationAgreesWithEveryDiceSequence) {
  World simultaneous;
  const UnitId att = simultaneous.unit("0504", "infantry", simultaneous.allies, 9);
  const UnitId def = simultaneous.unit("0504", "infantry", simultaneous.axis, 5);
  expect_assault_expectation_matches_brute_force(simultaneous, {att}, {def});

  World dug_in;
  const UnitId att2 = dug_in.unit("0504", "infantry", dug_in.allies, 9);
  const UnitId def2 = dug_in.unit("0504", "infantry", dug_in.axis, 9);
  column_shift_unit(dug_in.state.unit_mut(def2)).dug_in = true;
  expect_assault_expectation_matches_brute_force(dug_in, {att2}, {def2});
}

}  // namespace
}  // namespace hexfire::column_shift
