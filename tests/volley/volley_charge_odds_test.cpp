// The exact odds of a charge and of a melee round: they sum to one, and on small cases they are
// the odds of the roll's own code walked over every dice sequence, stage by stage.
#include <algorithm>

#include "engine/rules/staged_odds.hpp"
#include "volley_charge_world.hpp"

namespace hexfire::test {
namespace {

using namespace volley;
using namespace volley_charge_world;
using volley_world::tables;

void expect_sums_to_one(const Distribution& d) {
  Fraction sum;
  for (const OutcomeOdds& o : d.outcomes) sum += Fraction::of(o.probability.count, o.probability.total);
  EXPECT_EQ(sum.num, 1u);
  EXPECT_EQ(sum.den, 1u);
}

void expect_same(const Distribution& fast, const Distribution& slow) {
  ASSERT_EQ(fast.outcomes.size(), slow.outcomes.size());
  for (const OutcomeOdds& o : slow.outcomes) {
    const auto it = std::find_if(fast.outcomes.begin(), fast.outcomes.end(), [&](const OutcomeOdds& f) { return f.outcome == o.outcome; });
    ASSERT_NE(it, fast.outcomes.end()) << o.outcome;
    const Fraction a = Fraction::of(it->probability.count, it->probability.total);
    const Fraction b = Fraction::of(o.probability.count, o.probability.total);
    EXPECT_TRUE(a == b) << o.outcome << ": " << it->probability.value() << " against " << o.probability.value();
  }
}

// The shipped tables with one-die volleys and melee rounds, so that the slow walk stays small.
const VolleyTables& small_tables() {
  static const VolleyTables t = [] {
    VolleyTables s = tables();
    for (PoolDie& d : s.pool_bases) d.dice = 1;
    for (PoolDie& d : s.pool_extras) d.dice = 0;
    s.charge.melee_dice = 1;
    s.charge.end_volley_dice = 1;
    return s;
  }();
  return t;
}

TEST(VolleyChargeOdds, AWholeChargeSumsToOne) {
  const Distribution d = charge_odds(tables(), alabama_on_maine(), ChargeOptions{});
  expect_sums_to_one(d);
  for (const char* key : {"stopped by the defensive volley", "defender wins", "melee", "attacker wins: defender good",
                          "attacker wins: defender shaken", "attacker wins: defender routed", "attacker wins: defender captured"})
    EXPECT_GT(d.probability_of(key), 0) << key;
  EXPECT_EQ(d.probability_of("falls short"), 0);  // 2 hexes to contact: any bonus reaches
  ChargeSituation far = alabama_on_maine();
  far.target_hexes = 6;  // 5 to contact: a bonus of 3 or less falls short (9" = 5 hexes reaches)
  const Distribution f = charge_odds(tables(), far, ChargeOptions{});
  expect_sums_to_one(f);
  EXPECT_NEAR(f.probability_of("falls short"), 2.0 / 6, 1e-12);  // 1 and 2: 7" and 8" = 4 hexes
}

TEST(VolleyChargeOdds, AWholeChargeIsTheRollWalkedOverEveryDiceSequence) {
  ChargeSituation s = alabama_on_maine();
  // One die a volley: the defender's 6 figures need a 9 for anything (M, nothing against
  // infantry), so the charge comes to impact from one state: the walk rolls the impact's 46,656
  // dice sequences once.
  s.target_hexes = 2;
  s.defender.figures = 6;
  const Distribution fast = charge_odds(small_tables(), s, ChargeOptions{});
  const Distribution slow = charge_odds_by_rolling(small_tables(), s, ChargeOptions{});
  expect_sums_to_one(fast);
  expect_same(fast, slow);
  EXPECT_LT(fast.paths, slow.paths);
}

TEST(VolleyChargeOdds, AMeleeRoundIsTheRollWalkedOverEveryDiceSequence) {
  ChargeSituation s = alabama_on_maine();
  s.defender.figures = 12;
  s.attacker.supporting_figures = 8;
  const Distribution fast = charge_odds(small_tables(), s, ChargeOptions{}, ChargeStart::Melee);
  const Distribution slow = charge_odds_by_rolling(small_tables(), s, ChargeOptions{}, ChargeStart::Melee);
  expect_sums_to_one(fast);
  expect_same(fast, slow);
  EXPECT_GT(fast.probability_of("melee: another round"), 0);
  EXPECT_GT(fast.probability_of("melee: defender falls back"), 0);
}

TEST(VolleyChargeOdds, AMeleeRoundWithTheShippedTables) {
  ChargeSituation s = alabama_on_maine();
  s.defender.morale.level = MoraleLevel::Shaken;
  const Distribution d = charge_odds(tables(), s, ChargeOptions{}, ChargeStart::Melee);
  expect_sums_to_one(d);
  EXPECT_GT(d.probability_of("melee: defender surrenders"), 0);
}

// The exact odds of a melee round with a battery are the roll walked over
// every dice sequence, the hits' dice included.
ChargeSituation regiment_on_battery() {
  ChargeSituation s = alabama_on_maine();
  s.defender.morale.unit = "Guns";
  s.defender.arm = "artillery";
  s.defender.formation = "unlimbered";
  s.defender.fire.weapon = "napoleon";
  s.defender.battery = true;
  s.defender.figures = 2;
  s.defender.stand_figures = 1;
  s.defender.horses = 4;
  s.attacker.figures = 6;
  return s;
}

TEST(VolleyChargeOdds, AMeleeWithABatteryIsTheRollWalkedOverEveryDiceSequence) {
  ChargeSituation s = regiment_on_battery();
  s.attacker.figures = 32;
  VolleyTables t = small_tables();
  t.charge.melee_dice = 2;  // enough for 2 hits on the guns
  const Distribution fast = charge_odds(t, s, ChargeOptions{}, ChargeStart::Melee);
  const Distribution slow = charge_odds_by_rolling(t, s, ChargeOptions{}, ChargeStart::Melee);
  expect_same(fast, slow);
  expect_sums_to_one(fast);
  EXPECT_GT(fast.probability_of("melee: defender destroyed"), 0) << "its last section can fall";
}

}  // namespace
}  // namespace hexfire::test
