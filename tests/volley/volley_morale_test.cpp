// Volley morale (4.5) and the impact of a charge (4.6): the Modified Morale Point from every
// modifier of the fire and charge columns, the check strictly above it, the level dropping one
// at a time, natural 2 and 12, Impact Morale with formations and supports (O'Neill's worked
// totals), the lower total winning, the status roll, and the exact odds of both.
#include "engine/rules/volley/volley_morale.hpp"
#include "volley_world.hpp"

namespace hexfire::test {
namespace {

using namespace volley;
using volley_world::tables;

MoraleSide regiment(const std::string& quality = "veteran") {
  MoraleSide s;
  s.unit = "5th New York";
  s.quality = quality;
  return s;
}

int mmp(const MoraleSide& s, bool by_charge) {
  Resolution r;
  return modified_morale(tables(), s, by_charge, r);
}

TEST(VolleyMorale, BaseMoraleByQuality) {
  EXPECT_EQ(mmp(regiment("elite"), false), 2);
  EXPECT_EQ(mmp(regiment("veteran"), false), 3);
  EXPECT_EQ(mmp(regiment("green"), false), 4);
}

TEST(VolleyMorale, EveryModifierOfTheFireColumn) {
  const std::map<std::string, int> expected{
      {"brigade_officer", -1}, {"division_officer", -2}, {"corps_officer", -3}, {"charging", -1},
      {"cover", -1},          {"hasty_works", -2},      {"heavy_works", -3},   {"supported", -4},
      {"stand_lost", 3},      {"brigade_commander_lost", 1}, {"regiment_lost", 1}, {"partial_flank", 2},
      {"full_flank", 4},      {"rear", 6},              {"disorder", 1},       {"artillery_hit", 1}};
  for (const auto& [id, value] : expected) {
    MoraleSide s = regiment();
    s.modifiers[id] = 1;
    EXPECT_EQ(mmp(s, false), 3 + value) << id;
  }
}

TEST(VolleyMorale, EveryModifierOfTheChargeColumn) {
  const std::map<std::string, int> expected{{"partial_flank", 3}, {"full_flank", 5}, {"rear", 7},
                                            {"disorder", 3},      {"caught_forming", 2}, {"supported", -4}};
  for (const auto& [id, value] : expected) {
    MoraleSide s = regiment();
    s.modifiers[id] = 1;
    EXPECT_EQ(mmp(s, true), 3 + value) << id;
  }
}

TEST(VolleyMorale, CountedModifiersAndTheLevel) {
  MoraleSide s = regiment();
  s.modifiers = {{"stand_lost", 2}, {"regiment_lost", 3}, {"artillery_hit", 2}, {"brigade_officer", 1}};
  s.level = MoraleLevel::Shaken;
  Resolution r;
  EXPECT_EQ(modified_morale(tables(), s, false, r), 3 + 6 + 3 + 2 - 1 + 2);
  s.level = MoraleLevel::Routed;
  EXPECT_EQ(mmp(s, false), 3 + 6 + 3 + 2 - 1 + 4);
}

TEST(VolleyMorale, AColumnWithoutTheModifierSaysSo) {
  MoraleSide s = regiment();
  s.modifiers = {{"caught_forming", 1}, {"artillery_hit", 1}};
  Resolution fire, charge;
  EXPECT_EQ(modified_morale(tables(), s, false, fire), 4);   // the hit, not the forming
  EXPECT_EQ(modified_morale(tables(), s, true, charge), 5);  // the forming, not the hit
  ASSERT_EQ(fire.notes.size(), 1u);
  EXPECT_EQ(fire.notes[0], "Forming, or standing on a Charge order, when hit: none in the fire column");
}

TEST(VolleyMorale, TheCheckPassesStrictlyAboveAndDropsOneLevel) {
  MoraleSide s = regiment();  // MMP 3 + 3 (a stand lost) = 6
  s.modifiers = {{"stand_lost", 1}};
  ScriptedDice over({3, 4});
  MoraleCheck c = check_morale(tables(), s, false, over);
  EXPECT_TRUE(c.passed);
  EXPECT_EQ(c.after, MoraleLevel::Good);
  ScriptedDice equal({3, 3});
  c = check_morale(tables(), s, false, equal);
  EXPECT_FALSE(c.passed);
  EXPECT_EQ(c.after, MoraleLevel::Shaken);
  EXPECT_EQ(c.ledger.result_text, "6 not over 6; good -> shaken");
  s.level = MoraleLevel::Shaken;  // MMP 8 now
  ScriptedDice again({4, 4});
  c = check_morale(tables(), s, false, again);
  EXPECT_EQ(c.after, MoraleLevel::Routed);
}

TEST(VolleyMorale, NaturalTwoRoutsAndNaturalTwelveRallies) {
  MoraleSide s = regiment("elite");
  s.modifiers = {{"corps_officer", 1}, {"heavy_works", 1}};  // MMP -4: a 2 would pass
  ScriptedDice two({1, 1});
  MoraleCheck c = check_morale(tables(), s, false, two);
  EXPECT_EQ(c.after, MoraleLevel::Routed);
  EXPECT_FALSE(c.passed);
  MoraleSide broken = regiment("green");
  broken.level = MoraleLevel::Shaken;
  broken.modifiers = {{"stand_lost", 3}, {"rear", 1}};  // MMP 4 + 9 + 6 + 2 = 21
  ScriptedDice twelve({6, 6});
  c = check_morale(tables(), broken, false, twelve);
  EXPECT_TRUE(c.passed);
  EXPECT_EQ(c.after, MoraleLevel::Good);
  broken.level = MoraleLevel::Routed;
  ScriptedDice twelve_again({6, 6});
  EXPECT_EQ(check_morale(tables(), broken, false, twelve_again).after, MoraleLevel::Shaken);
}

TEST(VolleyMorale, TheOddsAreEveryRollOfTheCheck) {
  MoraleSide s = regiment();
  s.modifiers = {{"stand_lost", 1}};  // MMP 6
  const Distribution d = morale_odds(tables(), s, false);
  const Distribution brute = enumerate_outcomes([&](DiceSource& dice) { return std::string(level_name(check_morale(tables(), s, false, dice).after)); });
  for (const OutcomeOdds& o : brute.outcomes) EXPECT_NEAR(d.probability_of(o.outcome), o.probability.value(), 1e-12) << o.outcome;
  EXPECT_NEAR(d.probability_of("good"), 21.0 / 36, 1e-12);  // 7 to 12 (the 12 rallies: good stays good)
  EXPECT_NEAR(d.probability_of("shaken"), 14.0 / 36, 1e-12);
  EXPECT_NEAR(d.probability_of("routed"), 1.0 / 36, 1e-12);  // the natural 2
}

ImpactSide side(const std::string& name, const std::string& quality, const std::string& formation) {
  ImpactSide s;
  s.morale = regiment(quality);
  s.morale.unit = name;
  s.formation = formation;
  return s;
}

int impact_morale_of(const ImpactSide& a) {
  // Rolls of 1 and 1 against a defender who cannot win, so the attacker's total shows its IM + 2.
  ScriptedDice d({1, 1, 6, 6, 1, 1});
  ImpactSide nobody = side("Nobody", "green", "march_column");
  nobody.morale.modifiers = {{"rear", 1}};
  const Impact i = resolve_impact(tables(), a, nobody, d);
  const std::string total = i.ledger.inputs.at(2).value;  // "Impact Morale N + 2 = ..."
  return std::stoi(total.substr(std::string("Impact Morale ").size()));
}

TEST(VolleyImpact, ONeillsWorkedTotals) {
  ImpactSide elite = side("Iron Brigade", "elite", "line");
  elite.morale.modifiers = {{"brigade_officer", 1}};
  EXPECT_EQ(impact_morale_of(elite), 2 + 0 - 1);
  ImpactSide green = side("Green Regiment", "green", "line");
  green.morale.modifiers = {{"disorder", 1}, {"stand_lost", 1}};
  EXPECT_EQ(impact_morale_of(green), 4 + 3 + 3);
}

TEST(VolleyImpact, FormationsAndSupports) {
  EXPECT_EQ(impact_morale_of(side("A", "veteran", "double_line")), 3 - 1);
  EXPECT_EQ(impact_morale_of(side("A", "veteran", "column")), 3 - 1);
  EXPECT_EQ(impact_morale_of(side("A", "veteran", "extended_line")), 3 + 1);
  EXPECT_EQ(impact_morale_of(side("A", "veteran", "march_column")), 3 + 2);
  EXPECT_EQ(impact_morale_of(side("A", "veteran", "skirmish")), 3 + 2);
  EXPECT_EQ(impact_morale_of(side("A", "veteran", "limbered")), 3 + 3);
  ImpactSide supported = side("A", "veteran", "line");
  supported.supporting_infantry = 2;
  supported.supporting_cavalry = 1;
  EXPECT_EQ(impact_morale_of(supported), 3 - 2 - 2);
}

TEST(VolleyImpact, TheLowerTotalWinsATieIsAMelee) {
  const ImpactSide a = side("Attacker", "veteran", "line"), d = side("Defender", "veteran", "line");
  ScriptedDice attacker_wins({1, 2, 3, 3, 4, 4});  // 3+3 = 6 against 3+6 = 9; status 8: shaken
  Impact i = resolve_impact(tables(), a, d, attacker_wins);
  EXPECT_EQ(i.winner, ImpactWinner::Attacker);
  EXPECT_EQ(i.loser_status, "shaken");
  ASSERT_EQ(i.ledger.follow_ups.size(), 1u);
  EXPECT_EQ(i.ledger.follow_ups[0].result_text, "8: Shaken (seed 003 4.6; C-8)");
  ScriptedDice defender_wins({5, 5, 1, 1});
  i = resolve_impact(tables(), a, d, defender_wins);
  EXPECT_EQ(i.winner, ImpactWinner::Defender);
  EXPECT_TRUE(i.ledger.follow_ups.empty());  // the attacker checks morale outside the impact
  ScriptedDice tie({2, 3, 4, 1});
  i = resolve_impact(tables(), a, d, tie);
  EXPECT_EQ(i.winner, ImpactWinner::Melee);
}

TEST(VolleyImpact, TheStatusRollBands) {
  for (int roll = 2; roll <= 12; ++roll) {
    const std::string want = roll <= 4 ? "good" : roll <= 8 ? "shaken" : roll <= 11 ? "routed" : "captured";
    EXPECT_EQ(tables().status_for(roll).status, want) << roll;
  }
}

TEST(VolleyImpact, TheOddsAreEveryRollOfTheImpact) {
  ImpactSide a = side("Attacker", "elite", "column");
  a.supporting_infantry = 1;
  ImpactSide d = side("Defender", "green", "line");
  d.morale.modifiers = {{"cover", 1}};
  const Distribution fast = impact_odds(tables(), a, d);
  const Distribution brute = enumerate_outcomes([&](DiceSource& dice) {
    const Impact i = resolve_impact(tables(), a, d, dice);
    switch (i.winner) {
      case ImpactWinner::Melee: return std::string("melee");
      case ImpactWinner::Defender: return std::string("defender wins");
      case ImpactWinner::Attacker: return "attacker wins: defender " + i.loser_status;
    }
    return std::string();
  });
  ASSERT_EQ(fast.outcomes.size(), brute.outcomes.size());
  for (const OutcomeOdds& o : brute.outcomes) EXPECT_NEAR(fast.probability_of(o.outcome), o.probability.value(), 1e-12) << o.outcome;
  EXPECT_EQ(fast.sequences, brute.paths);
}

}  // namespace
}  // namespace hexfire::test
