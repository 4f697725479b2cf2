// Melee (4.6 step 6) with forced dice: both sides fire at once with the melee dice, the
// casualties multiplied (infantry on infantry x2, infantry on cavalry x1, cavalry on infantry
// x2), smoothbores and pistols +1, supporting figures half in the first round and whole after,
// the checks for losses, a rout in melee surrenders, a shaken side falls back, the round limit.
#include "volley_charge_world.hpp"

namespace hexfire::test {
namespace {

using namespace volley;
using namespace volley_charge_world;
using volley_world::tables;

std::vector<const Resolution*> melee_ledgers(const Resolution& r) {
  std::vector<const Resolution*> out;
  for (const Resolution& f : r.follow_ups)
    if (f.kind == "melee") out.push_back(&f);
  return out;
}

std::string input(const Resolution& r, const std::string& label) {
  for (const LedgerInput& i : r.inputs)
    if (i.label == label) return i.value;
  return "";
}

TEST(VolleyMelee, InfantryOnInfantryDoublesAndTheRoundsRunToTheLimit) {
  ChargeSituation s = alabama_on_maine();
  s.defender.fire.weapon = "smoothbore";
  // Round 1: 4, 4, 4 = 12 with 20 figures: 3, x2 = 6; the smoothbores' 1, 1, 1 + 1 = 4: M,
  // nothing. The defender (10 figures, two stands down) checks at 3 + 6 and a 10 passes.
  // Rounds 2 and 3: nothing on either side, no checks. Three rounds a turn: still in contact.
  ScriptedDice dice({4, 4, 4, 1, 1, 1, 5, 5, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1});
  const ChargeResult r = resolve_charge(tables(), s, ChargeOptions{}, dice, ChargeStart::Melee);
  EXPECT_EQ(r.end.outcome, "melee: still in contact");
  EXPECT_TRUE(r.end.in_contact);
  EXPECT_EQ(r.end.melee_rounds, 3);
  EXPECT_EQ(r.end.defender_losses, 6);
  EXPECT_EQ(r.end.attacker_losses, 0);
  const auto rounds = melee_ledgers(r.ledger);
  ASSERT_EQ(rounds.size(), 6u);
  ASSERT_NE(rounds[0]->find("melee_multiplier"), nullptr);
  EXPECT_EQ(rounds[0]->find("melee_multiplier")->value, 200);
  EXPECT_EQ(rounds[0]->dice.size(), 3u);
  EXPECT_EQ(rounds[0]->find("weapon_melee"), nullptr);  // rifled muskets: none
  ASSERT_NE(rounds[1]->find("weapon_melee"), nullptr);  // smoothbores +1 in melee
  EXPECT_EQ(rounds[1]->find("weapon_melee")->value, 1);
  EXPECT_EQ(rounds[0]->title, "Melee round 1: 15th Alabama fires at 20th Maine");
  EXPECT_EQ(rounds[5]->title, "Melee round 3: 20th Maine fires at 15th Alabama");
  const Resolution* check = follow_up(r.ledger, "morale");
  ASSERT_NE(check, nullptr);
  EXPECT_EQ(check->title, "20th Maine: morale check (charge)");
}

// A melee is not a volley (4.4's opening volley is the unit's first fire): no +2 in it, and
// neither side has spent its opening volley after it.
TEST(VolleyMelee, AMeleeIsNoOpeningVolleyAndSpendsNone) {
  ChargeSituation s = alabama_on_maine();
  s.attacker.fire.opening_volley = s.defender.fire.opening_volley = true;
  ScriptedDice dice({4, 4, 4, 1, 1, 1, 5, 5, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1});
  const ChargeResult r = resolve_charge(tables(), s, ChargeOptions{}, dice, ChargeStart::Melee);
  const auto rounds = melee_ledgers(r.ledger);
  ASSERT_FALSE(rounds.empty());
  for (const Resolution* round : rounds) EXPECT_EQ(round->find("firer:opening_volley"), nullptr) << round->title;
  EXPECT_FALSE(r.end.attacker_fired);
  EXPECT_FALSE(r.end.defender_fired);
}

TEST(VolleyMelee, CavalryOnInfantryDoublesInfantryOnCavalryDoesNot) {
  ChargeSituation s = alabama_on_maine();
  s.attacker = regiment("1st Virginia Cavalry", 12);
  s.attacker.arm = "cavalry";
  s.attacker.stand_figures = 3;
  s.attacker.fire.weapon = "pistol";
  ChargeOptions o;
  o.melee_round_limit = 1;
  // The pistols' 4, 4, 4 + 1 = 13 with 12 figures: 2, x2 = 4. The infantry's 2, 2, 2 + 2
  // (cavalry in line) = 8 with 16 figures: 1, x1. Both check and pass with 12s.
  ScriptedDice dice({4, 4, 4, 2, 2, 2, 6, 6, 6, 6});
  const ChargeResult r = resolve_charge(tables(), s, o, dice, ChargeStart::Melee);
  EXPECT_EQ(r.end.defender_losses, 4);
  EXPECT_EQ(r.end.attacker_losses, 1);
  const auto rounds = melee_ledgers(r.ledger);
  ASSERT_EQ(rounds.size(), 2u);
  EXPECT_EQ(rounds[0]->find("melee_multiplier")->value, 200);
  EXPECT_EQ(rounds[0]->find("weapon_melee")->value, 1);
  EXPECT_EQ(rounds[1]->find("melee_multiplier")->value, 100);
  EXPECT_EQ(r.end.outcome, "melee: still in contact");
}

TEST(VolleyMelee, SupportingFiguresCountHalfInTheFirstRoundAndWholeAfter) {
  ChargeSituation s = alabama_on_maine();
  s.attacker.supporting_figures = 12;
  ChargeOptions o;
  o.melee_round_limit = 2;
  // Round 1: 20 + 6 = 26 figures (the 24 row): 12 reads 4, x2 = 8; the defender checks at
  // 3 + 6 and passes with a 10. Round 2: 20 + 12 = 32: 1, 1, 1 = 3 is a possible kill (1: a
  // miss); the defender's 1, 1, 1 nothing.
  ScriptedDice dice({4, 4, 4, 1, 1, 1, 5, 5, 1, 1, 1, 1, 1, 1, 1});
  const ChargeResult r = resolve_charge(tables(), s, o, dice, ChargeStart::Melee);
  const auto rounds = melee_ledgers(r.ledger);
  ASSERT_EQ(rounds.size(), 4u);
  EXPECT_EQ(input(*rounds[0], "Figures firing"), "26");
  EXPECT_EQ(input(*rounds[0], "Supporting figures"), "6 of 12 (50% in round 1)");
  EXPECT_EQ(input(*rounds[2], "Figures firing"), "32");
  EXPECT_EQ(input(*rounds[2], "Supporting figures"), "12 of 12 (100% in round 2)");
  EXPECT_EQ(r.end.defender_losses, 8);
  EXPECT_EQ(r.end.melee_rounds, 2);
}

// A melee carried over from an earlier turn goes on at its next round (4.6 step 6): its
// supporting units count in full, and the round limit counts this turn's rounds.
TEST(VolleyMelee, AMeleeCarriedOverGoesOnAtItsNextRound) {
  ChargeSituation s = alabama_on_maine();
  s.attacker.supporting_figures = 12;
  s.melee_rounds_before = 3;
  ChargeOptions o;
  o.melee_round_limit = 2;
  // Rounds 4 and 5: 20 + 12 = 32 figures, 1, 1, 1 = 3 a possible kill (1: a miss); the
  // defender's 1, 1, 1 nothing.
  ScriptedDice dice(std::vector<int>(14, 1));
  const ChargeResult r = resolve_charge(tables(), s, o, dice, ChargeStart::Melee);
  EXPECT_THROW(dice.roll(6, 1, "more"), DiceExhausted);
  const auto rounds = melee_ledgers(r.ledger);
  ASSERT_EQ(rounds.size(), 4u);
  EXPECT_EQ(rounds[0]->title, "Melee round 4: 15th Alabama fires at 20th Maine");
  EXPECT_EQ(input(*rounds[0], "Supporting figures"), "12 of 12 (100% in round 4)");
  EXPECT_EQ(rounds[3]->title, "Melee round 5: 20th Maine fires at 15th Alabama");
  EXPECT_EQ(r.end.outcome, "melee: still in contact");
  EXPECT_EQ(r.end.melee_rounds, 5);
}

TEST(VolleyMelee, ARoutSurrendersAShakenSideFallsBack) {
  ChargeSituation s = alabama_on_maine();
  ScriptedDice fails({4, 4, 4, 1, 1, 1, 3, 3});  // 6 not over 9: shaken, falls back
  ChargeResult r = resolve_charge(tables(), s, ChargeOptions{}, fails, ChargeStart::Melee);
  EXPECT_EQ(r.end.outcome, "melee: defender falls back");
  EXPECT_EQ(r.end.defender_level, MoraleLevel::Shaken);
  EXPECT_TRUE(r.end.defender_disordered);
  EXPECT_EQ(r.end.defender_hexes_back, 3);  // its normal move, 6"
  EXPECT_FALSE(r.end.defender_captured);
  s.defender.morale.level = MoraleLevel::Shaken;  // already shaken: the failure routs it, and it surrenders
  ScriptedDice routs({4, 4, 4, 1, 1, 1, 3, 3});
  r = resolve_charge(tables(), s, ChargeOptions{}, routs, ChargeStart::Melee);
  EXPECT_EQ(r.end.outcome, "melee: defender surrenders");
  EXPECT_TRUE(r.end.defender_captured);
  EXPECT_EQ(r.ledger.consequences[1], "20th Maine: captured, removed");
}

TEST(VolleyMelee, ChecksForLossesOrUnderTheNormalTriggersAsAnOption) {
  ChargeSituation s = alabama_on_maine();
  s.defender.figures = 15;  // three stands; 2 lost leaves 13, still three
  s.defender.lost_before = true;
  ChargeOptions o;
  o.melee_round_limit = 1;
  ScriptedDice losses({2, 2, 2, 1, 1, 1, 6, 6});  // 6: 1, x2 = 2 figures; the check for losses
  ChargeResult r = resolve_charge(tables(), s, o, losses, ChargeStart::Melee);
  EXPECT_EQ(r.end.defender_losses, 2);
  EXPECT_EQ(count_follow_ups(r.ledger, "morale"), 1);
  ASSERT_TRUE(set_charge_option(o, "melee_morale_check", "triggers"));
  ScriptedDice triggers({2, 2, 2, 1, 1, 1});  // not the first loss, no stand: no check
  r = resolve_charge(tables(), s, o, triggers, ChargeStart::Melee);
  EXPECT_EQ(r.end.defender_losses, 2);
  EXPECT_EQ(count_follow_ups(r.ledger, "morale"), 0);
}

}  // namespace
}  // namespace hexfire::test
