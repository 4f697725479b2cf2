// A charge (4.6) from a described situation: the charge move and the disorder point (steps 1
// and 2), the defensive volley's distance and the charger's check (step 3), impact and its
// outcomes with the fall-backs and the status roll, the end-of-charge volley (step 5); every
// step with forced dice and each outcome of a whole charge end to end. Melee is in
// volley_melee_test.cpp, the odds in volley_charge_odds_test.cpp.
#include "volley_charge_world.hpp"

namespace hexfire::test {
namespace {

using namespace volley;
using namespace volley_charge_world;
using volley_world::tables;

// 4, 4: reaches in order, the volley at 1 hex; 1 x 4: an M, no effect, no check.
const std::vector<int> kToImpact{4, 4, 1, 1, 1, 1};

std::vector<int> then(std::vector<int> a, const std::vector<int>& b) {
  a.insert(a.end(), b.begin(), b.end());
  return a;
}

// --- Steps 1 and 2: the charge move and the disorder point ---------------------------------

TEST(VolleyChargeMove, TheBonusAndTheDisorderPointOfVeteransAndGreens) {
  ChargeSituation s = alabama_on_maine();  // 6" normal move, 3 hexes away: 2 to contact
  ChargeReach r = charge_reach(tables(), s, ChargeOptions{}, 4);
  EXPECT_EQ(r.charge_inches, 10);
  EXPECT_EQ(r.charge_hexes, 5);
  EXPECT_EQ(r.disorder_inches, 8);  // a veteran: its normal move and half the bonus
  EXPECT_EQ(r.disorder_hexes, 4);
  EXPECT_EQ(r.hexes_to_contact, 2);
  EXPECT_TRUE(r.reaches);
  EXPECT_FALSE(r.arrives_disordered);
  s.attacker.morale.quality = "green";  // half the full charge move: 5" = 3 hexes
  r = charge_reach(tables(), s, ChargeOptions{}, 4);
  EXPECT_EQ(r.disorder_inches, 5);
  EXPECT_EQ(r.disorder_hexes, 3);
  s.target_hexes = 5;  // 4 hexes to contact, past the green's 3
  EXPECT_TRUE(charge_reach(tables(), s, ChargeOptions{}, 4).arrives_disordered);
  s.attacker.morale.quality = "elite";
  EXPECT_FALSE(charge_reach(tables(), s, ChargeOptions{}, 4).arrives_disordered);
  ChargeOptions half;
  ASSERT_TRUE(set_charge_option(half, "veteran_disorder_point", "half_bonus"));
  r = charge_reach(tables(), s, half, 4);  // 2" from the start: 1 hex
  EXPECT_EQ(r.disorder_hexes, 1);
  EXPECT_TRUE(r.arrives_disordered);
}

TEST(VolleyChargeMove, RoundedUpToHexesAndTheInchesPerHex) {
  ChargeSituation s = alabama_on_maine();
  s.inches_per_hex = 3;
  const ChargeReach r = charge_reach(tables(), s, ChargeOptions{}, 1);  // 7" at 3" a hex: 3 hexes
  EXPECT_EQ(r.charge_hexes, 3);
  EXPECT_EQ(r.disorder_hexes, 3);  // 6.5"
}

TEST(VolleyChargeMove, OffItsFrontTheChargeIsMadeInDisorder) {
  ChargeSituation s = alabama_on_maine();
  s.off_front = true;
  EXPECT_TRUE(charge_reach(tables(), s, ChargeOptions{}, 6).arrives_disordered);
  ChargeSituation stop = s;
  stop.defender.figures = 0;  // nobody to fire: straight to impact
  ScriptedDice more({6, 6, 1, 1, 6, 6, 1, 1, 1, 1});
  const ChargeResult c = resolve_charge(tables(), stop, ChargeOptions{}, more);
  const Resolution* impact = follow_up(c.ledger, "impact");
  ASSERT_NE(impact, nullptr);
  EXPECT_NE(impact->find("morale:disorder"), nullptr) << format_resolution(*impact);
}

TEST(VolleyChargeMove, InfantryRollsOneDieCavalryTwo) {
  ChargeSituation s = alabama_on_maine();
  s.target_hexes = 9;  // too far for anything: the charge falls short after the bonus
  ScriptedDice one({3});
  ChargeResult r = resolve_charge(tables(), s, ChargeOptions{}, one);
  EXPECT_EQ(follow_up(r.ledger, "charge_move")->dice.size(), 1u);
  s.attacker.arm = "cavalry";
  s.attacker.move_inches = 12;  // 12 + 2d6 of 1 and 1: 14" = 7 hexes, short of 8
  ScriptedDice two({1, 1});
  r = resolve_charge(tables(), s, ChargeOptions{}, two);
  EXPECT_EQ(follow_up(r.ledger, "charge_move")->dice.size(), 2u);
  EXPECT_EQ(r.end.outcome, "falls short");
  EXPECT_EQ(r.end.attacker_hexes_forward, 7);
}

TEST(VolleyChargeMove, AGivenBonusRollsNoDice) {
  ChargeSituation s = alabama_on_maine();
  s.target_hexes = 9;
  s.bonus_inches = 2;
  ScriptedDice none({});
  const ChargeResult r = resolve_charge(tables(), s, ChargeOptions{}, none);
  EXPECT_EQ(r.end.outcome, "falls short");
  EXPECT_EQ(r.end.attacker_hexes_forward, 4);  // 8"
}

// --- Step 3: the defensive volley -----------------------------------------------------------

TEST(VolleyDefensiveVolley, TheDistanceRollItsModifiersAndHalving) {
  ChargeSituation s = alabama_on_maine();
  s.target_hexes = 6;
  EXPECT_EQ(defensive_volley_distance(tables(), s, 5).inches, 2.5);  // veteran: half
  EXPECT_EQ(defensive_volley_distance(tables(), s, 5).hexes, 2);
  s.defender.morale.quality = "green";
  EXPECT_EQ(defensive_volley_distance(tables(), s, 5).inches, 5);
  EXPECT_EQ(defensive_volley_distance(tables(), s, 5).hexes, 3);
  s.defender_on_charge_order = true;
  s.defender_changing_formation = true;
  s.defender.formation = "disorder";
  Resolution L;
  EXPECT_EQ(defensive_volley_distance(tables(), s, 5, &L).modified, 8);
  EXPECT_NE(L.find("distance:on_charge_order"), nullptr);
  EXPECT_NE(L.find("distance:disordered"), nullptr);
  EXPECT_NE(L.find("distance:changing_formation"), nullptr);
  ChargeSituation calm = alabama_on_maine();
  calm.defender.fire.officer = true;
  calm.defender.fire.firer_works = "hasty_works";
  Resolution M;
  const VolleyDistance v = defensive_volley_distance(tables(), calm, 1, &M);
  EXPECT_EQ(v.modified, -1);
  EXPECT_EQ(v.hexes, 1);  // below 0: at contact
  EXPECT_NE(M.find("distance:officer"), nullptr);
  EXPECT_NE(M.find("distance:works"), nullptr);
  calm.defender.morale.quality = "green";
  calm.target_hexes = 2;
  EXPECT_EQ(defensive_volley_distance(tables(), calm, 6 + 2).hexes, 2);  // no further than the charger
}

TEST(VolleyDefensiveVolley, CloseRangeWithinTheWeaponsCloseRange) {
  const ChargeSituation s = alabama_on_maine();
  // A 4: 2" = 1 hex, close range for rifled muskets (2"): 4 dice. No loss: no check.
  ScriptedDice close({4, 4, 1, 1, 1, 1, 1, 1, 6, 6, 1, 2, 1, 1, 1, 1, 1});
  ChargeResult r = resolve_charge(tables(), s, ChargeOptions{}, close);
  const Resolution* v = follow_up(r.ledger, "volley");
  ASSERT_NE(v, nullptr);
  EXPECT_EQ(v->dice.size(), 4u);
  EXPECT_NE(v->find("close_range"), nullptr);
  EXPECT_EQ(follow_up(r.ledger, "morale"), nullptr);
  // A 6: 3" = 2 hexes, normal range: 3 dice.
  ScriptedDice normal({4, 6, 1, 1, 1, 1, 1, 6, 6, 1, 2, 1, 1, 1, 1, 1});
  r = resolve_charge(tables(), s, ChargeOptions{}, normal);
  EXPECT_EQ(follow_up(r.ledger, "volley")->dice.size(), 3u);
  EXPECT_EQ(r.end.outcome, "attacker wins: defender good");
}

TEST(VolleyDefensiveVolley, TheChargerHaltsPastItsDisorderPointDisordered) {
  ChargeSituation s = alabama_on_maine();
  s.target_hexes = 6;  // bonus 4: 5 hexes, disorder point 4 hexes, 5 to contact: arrives disordered
  const std::vector<int> more(20, 1);  // whatever follows
  ScriptedDice at_two(then({4, 6}, more));  // 3" = 2 hexes: 4 covered, still in order
  ChargeResult r = resolve_charge(tables(), s, ChargeOptions{}, at_two);
  EXPECT_EQ(follow_up(r.ledger, "volley")->find("formation:disorder"), nullptr);
  ScriptedDice at_one(then({4, 2}, more));  // 1" = 1 hex: 5 covered, disordered
  r = resolve_charge(tables(), s, ChargeOptions{}, at_one);
  EXPECT_NE(follow_up(r.ledger, "volley")->find("formation:disorder"), nullptr);
}

TEST(VolleyDefensiveVolley, AFailedCheckStopsTheCharge) {
  // 4, 4, then 4 x 4 = 16 at close range: 5 figures, the first loss and a stand: the charger
  // checks at 3 - 1 (charging) + 3 = 5 and a 5 fails.
  ScriptedDice dice({4, 4, 4, 4, 4, 4, 2, 3});
  const ChargeResult r = resolve_charge(tables(), alabama_on_maine(), ChargeOptions{}, dice);
  EXPECT_EQ(r.end.outcome, "stopped by the defensive volley");
  EXPECT_EQ(r.end.attacker_losses, 5);
  EXPECT_EQ(r.end.attacker_level, MoraleLevel::Shaken);
  EXPECT_EQ(r.end.attacker_hexes_forward, 2);  // halted 1 hex from the target
  const Resolution* check = follow_up(r.ledger, "morale");
  ASSERT_NE(check, nullptr);
  EXPECT_NE(check->find("morale:charging"), nullptr);
  EXPECT_NE(check->find("morale:stand_lost"), nullptr);
  EXPECT_EQ(check->final_row, "5");
  EXPECT_EQ(follow_up(r.ledger, "impact"), nullptr);
}

TEST(VolleyDefensiveVolley, APassedCheckGoesOnToImpact) {
  ScriptedDice dice({4, 4, 4, 4, 4, 4, 3, 3, 1, 1, 6, 6, 1, 2, 1, 1, 1, 1});
  const ChargeResult r = resolve_charge(tables(), alabama_on_maine(), ChargeOptions{}, dice);
  EXPECT_EQ(r.end.outcome, "attacker wins: defender good");
  const Resolution* impact = follow_up(r.ledger, "impact");
  ASSERT_NE(impact, nullptr);
  EXPECT_NE(impact->find("morale:stand_lost"), nullptr);  // the stand lost to the volley counts at impact
}

// --- Steps 4 and 5: impact, outcomes, the end-of-charge volley ------------------------------

TEST(VolleyChargeOutcome, DefenderWinsTheAttackerFallsBackAndBothFire) {
  // Impact 2 + 12 against 3 + 2; falls back 5" = 3 hexes; the end volley: the attacker's 1, 1
  // does nothing, the defender's 6, 5 + 2 (disorder) = 13 kills 3: the first loss, a check
  // at 3 + 1 (disorder), passed with a 6.
  ScriptedDice dice(then(kToImpact, {6, 6, 1, 1, 5, 1, 1, 6, 5, 3, 3}));
  const ChargeResult r = resolve_charge(tables(), alabama_on_maine(), ChargeOptions{}, dice);
  EXPECT_EQ(r.end.outcome, "defender wins");
  EXPECT_EQ(r.end.attacker_hexes_back, 3);
  EXPECT_TRUE(r.end.attacker_disordered);
  EXPECT_EQ(r.end.attacker_losses, 3);
  EXPECT_EQ(r.end.attacker_level, MoraleLevel::Good);
  EXPECT_EQ(count_follow_ups(r.ledger, "volley"), 3);  // defensive, and both end-of-charge volleys
  EXPECT_EQ(count_follow_ups(r.ledger, "morale"), 1);
  EXPECT_THROW(dice.roll(6, 1, "more"), DiceExhausted);  // every die given was used
}

TEST(VolleyChargeOutcome, AttackerWinsWithEachStatus) {
  struct Case {
    std::vector<int> status_and_after;
    std::string outcome;
    MoraleLevel level;
    bool captured;
    int back;
    int volleys;
  };
  const std::vector<Case> cases{
      {{1, 2, 1, 1, 1, 1, 1}, "attacker wins: defender good", MoraleLevel::Good, false, 2, 3},
      {{3, 4, 1, 1, 1, 1, 1}, "attacker wins: defender shaken", MoraleLevel::Shaken, false, 4, 3},
      {{5, 5, 1, 1, 1}, "attacker wins: defender routed", MoraleLevel::Routed, false, 5, 3},
      {{6, 6}, "attacker wins: defender captured", MoraleLevel::Good, true, 0, 3},
  };
  for (const Case& k : cases) {
    ScriptedDice dice(then(then(kToImpact, {1, 1, 6, 6}), k.status_and_after));
    const ChargeResult r = resolve_charge(tables(), alabama_on_maine(), ChargeOptions{}, dice);
    EXPECT_EQ(r.end.outcome, k.outcome);
    EXPECT_EQ(r.end.defender_captured, k.captured) << k.outcome;
    if (!k.captured) {
      EXPECT_EQ(r.end.defender_level, k.level) << k.outcome;
    }
    EXPECT_EQ(r.end.defender_hexes_back, k.back) << k.outcome;
    EXPECT_EQ(r.end.attacker_hexes_forward, 2) << k.outcome;
    EXPECT_EQ(count_follow_ups(r.ledger, "volley"), k.volleys) << k.outcome;
    EXPECT_THROW(dice.roll(6, 1, "more"), DiceExhausted) << k.outcome;  // routed and captured fire no dice
  }
}

// The opening volley is the unit's first fire of the game (4.4): the defender spends it on the
// defensive volley, the charger on its end-of-charge volley.
TEST(VolleyChargeOutcome, TheEndOfChargeVolleyIsTheChargersOpeningVolley) {
  ChargeSituation s = alabama_on_maine();
  s.attacker.fire.opening_volley = s.defender.fire.opening_volley = true;  // neither has fired yet
  // The defensive volley: 1 x 4 + 2 = 6: a possible kill, missed (1). Impact 2 + 12 against
  // 3 + 2: the defender wins, the attacker falls back 5". The end volley: the attacker's 1, 1 + 2
  // = 4, a possible kill missed (1); the defender's 1, 1 + 2 (disorder), no opening: an M.
  ScriptedDice dice({4, 4, 1, 1, 1, 1, 1, 6, 6, 1, 1, 5, 1, 1, 1, 1, 1});
  const ChargeResult r = resolve_charge(tables(), s, ChargeOptions{}, dice);
  EXPECT_EQ(r.end.outcome, "defender wins");
  EXPECT_THROW(dice.roll(6, 1, "more"), DiceExhausted);
  std::vector<const Resolution*> volleys;
  for (const Resolution& f : r.ledger.follow_ups)
    if (f.kind == "volley") volleys.push_back(&f);
  ASSERT_EQ(volleys.size(), 3u);
  EXPECT_EQ(volleys[0]->title, "Defensive volley: 20th Maine fires at 15th Alabama");
  EXPECT_NE(volleys[0]->find("firer:opening_volley"), nullptr);
  EXPECT_EQ(volleys[1]->title, "End-of-charge volley: 15th Alabama fires at 20th Maine");
  EXPECT_NE(volleys[1]->find("firer:opening_volley"), nullptr) << format_resolution(*volleys[1]);
  EXPECT_EQ(volleys[2]->title, "End-of-charge volley: 20th Maine fires at 15th Alabama");
  EXPECT_EQ(volleys[2]->find("firer:opening_volley"), nullptr) << "spent on the defensive volley";
  EXPECT_TRUE(r.end.attacker_fired);
  EXPECT_TRUE(r.end.defender_fired);
}

// C-2 in a charge: every die of a volley a 6 runs its firer's ammunition down, the defensive
// volley's and the end-of-charge volley's alike; the second time it is out.
TEST(VolleyChargeOutcome, EachVolleyOfAllSixesRunsTheFirersAmmunitionDown) {
  // The defensive volley at 1 hex: 6 x 4 = 24: 12 figures; the attacker checks at 3 - 1 + 6 and
  // rallies on a natural 12. Impact 8 + 12 against 3 + 2: the defender wins, the attacker falls
  // back 5". The end volley: the attacker's 1, 1 nothing; the defender's 6, 6 + 2 (disorder) =
  // 14: 4 figures, and its ammunition out; the attacker's check, 3, 3, fails.
  ScriptedDice dice({4, 4, 6, 6, 6, 6, 6, 6, 6, 6, 1, 1, 5, 1, 1, 6, 6, 3, 3});
  const ChargeResult r = resolve_charge(tables(), alabama_on_maine(), ChargeOptions{}, dice);
  EXPECT_EQ(r.end.outcome, "defender wins");
  EXPECT_THROW(dice.roll(6, 1, "more"), DiceExhausted);
  EXPECT_EQ(r.end.defender_ammo_drops, 2);
  EXPECT_EQ(r.end.attacker_ammo_drops, 0);
  EXPECT_EQ(r.end.attacker_losses, 16);
}

TEST(VolleyChargeOutcome, ADefenderOutOfAmmunitionFiresNoEndOfChargeVolley) {
  ChargeSituation s = alabama_on_maine();
  s.defender.fire.low_ammunition = true;
  // The defensive volley at 1 hex, one die fewer: 6 x 3 = 18: 7 figures, and now out; the
  // attacker checks at 3 - 1 + 3 and passes with a 6. Impact 5 + 12 against 3 + 2: the defender
  // wins, the attacker falls back 5". The end volley: the attacker's 1, 1 nothing; the defender
  // has nothing left to fire.
  ScriptedDice dice({4, 4, 6, 6, 6, 3, 3, 6, 6, 1, 1, 5, 1, 1});
  const ChargeResult r = resolve_charge(tables(), s, ChargeOptions{}, dice);
  EXPECT_EQ(r.end.outcome, "defender wins");
  EXPECT_THROW(dice.roll(6, 1, "more"), DiceExhausted);
  EXPECT_EQ(r.end.defender_ammo_drops, 1);
  const Resolution& last = r.ledger.follow_ups.back();
  EXPECT_EQ(last.title, "End-of-charge volley: 20th Maine fires at 15th Alabama");
  EXPECT_EQ(last.result, "-");
  EXPECT_EQ(last.result_text, "20th Maine is out of ammunition (C-2)");
}

TEST(VolleyChargeOutcome, TheEndOfChargeVolleyOnlyWhenTheDefenderWinsAsAnOption) {
  ChargeOptions o;
  ASSERT_TRUE(set_charge_option(o, "end_of_charge_volley", "defender_wins"));
  ScriptedDice dice(then(kToImpact, {1, 1, 6, 6, 3, 4}));
  const ChargeResult r = resolve_charge(tables(), alabama_on_maine(), o, dice);
  EXPECT_EQ(r.end.outcome, "attacker wins: defender shaken");
  EXPECT_EQ(count_follow_ups(r.ledger, "volley"), 1);
  ScriptedDice lost(then(kToImpact, {6, 6, 1, 1, 5, 1, 1, 1, 1}));
  EXPECT_EQ(count_follow_ups(resolve_charge(tables(), alabama_on_maine(), o, lost).ledger, "volley"), 3);
}

TEST(VolleyChargeOutcome, ATieGoesToMeleeAndARoutInMeleeSurrenders) {
  // Impact 2 + 5 against 3 + 4: a tie. Melee round 1: the attacker's 4, 4, 4 = 12 with 20
  // figures: 3, x2 infantry on infantry = 6; the defender's 1, 1, 1 nothing. The defender
  // (16 -> 10 figures, two stands) checks by the charge column at 3 + 6 and rolls a natural 2.
  ScriptedDice dice(then(kToImpact, {2, 3, 2, 2, 4, 4, 4, 1, 1, 1, 1, 1}));
  const ChargeResult r = resolve_charge(tables(), alabama_on_maine(), ChargeOptions{}, dice);
  EXPECT_EQ(r.end.outcome, "melee: defender surrenders");
  EXPECT_TRUE(r.end.defender_captured);
  EXPECT_EQ(r.end.defender_losses, 6);
  EXPECT_EQ(r.end.melee_rounds, 1);
  EXPECT_EQ(count_follow_ups(r.ledger, "melee"), 2);
}

TEST(VolleyChargeOutcome, TheMainLedgerSaysWhereEachSideEnds) {
  ScriptedDice dice(then(kToImpact, {1, 1, 6, 6, 3, 4, 1, 1, 1, 1, 1}));
  const ChargeResult r = resolve_charge(tables(), alabama_on_maine(), ChargeOptions{}, dice);
  EXPECT_EQ(r.ledger.kind, "charge");
  EXPECT_EQ(r.ledger.result, "attacker wins: defender shaken");
  ASSERT_EQ(r.ledger.consequences.size(), 2u);
  EXPECT_EQ(r.ledger.consequences[0], "15th Alabama: 20 figures (0 lost), good, in order, 2 hexes forward");
  EXPECT_EQ(r.ledger.consequences[1], "20th Maine: 16 figures (0 lost), shaken, disordered, 4 hexes back");
}

TEST(VolleyChargeOptions, NamesAndValues) {
  ChargeOptions o;
  EXPECT_TRUE(set_charge_option(o, "melee_round_limit", "2"));
  EXPECT_EQ(o.melee_round_limit, 2);
  EXPECT_FALSE(set_charge_option(o, "melee_round_limit", "0"));
  EXPECT_FALSE(set_charge_option(o, "melee_round_limit", "x"));
  EXPECT_TRUE(set_charge_option(o, "melee_morale_check", "triggers"));
  EXPECT_EQ(o.melee_morale_check, ChargeOptions::MeleeCheck::Triggers);
  EXPECT_FALSE(set_charge_option(o, "end_of_charge_volley", "never"));
  EXPECT_FALSE(set_charge_option(o, "no_such_option", "always"));
  EXPECT_EQ(o.end_of_charge_volley, ChargeOptions::EndVolley::Always);
}

}  // namespace
}  // namespace hexfire::test
