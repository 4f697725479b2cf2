// A volley (4.2-4.4) from a described situation: the dice pool for each order and situation,
// every firer, formation and target DRM, the table read, M and 1* by firer, halving, all sixes,
// and the exact odds against a brute-force walk of the same code.
#include <algorithm>

#include "engine/rules/volley/volley_fire.hpp"
#include "volley_world.hpp"

namespace hexfire::test {
namespace {

using namespace volley;
using volley_world::tables;

VolleyFire musketry(int figures = 20) {
  VolleyFire f;
  f.firer = "20th Maine";
  f.target = "15th Alabama";
  f.weapon = "rifled_musket";
  f.figures = figures;
  return f;
}

VolleyFire battery(int half_sections = 8) {
  VolleyFire f;
  f.firer = "Battery B";
  f.target = "15th Alabama";
  f.weapon = "napoleon";
  f.half_sections = half_sections;
  return f;
}

bool has(const Resolution& r, const std::string& id) {
  return std::any_of(r.modifiers.begin(), r.modifiers.end(), [&](const Modifier& m) { return m.id == id; });
}

TEST(VolleyPool, HoldAndFirstFireRollThreeDiceAndAMovedUnitTwo) {
  VolleyFire f = musketry();
  EXPECT_EQ(plan_volley(tables(), f).pool, 3);
  EXPECT_EQ(plan_volley(tables(), f).drm, 0);
  f.first_fire = true;
  const VolleyPlan ff = plan_volley(tables(), f);
  EXPECT_EQ(ff.pool, 3);
  EXPECT_EQ(ff.drm, 1);  // First Fire's +1, once (C-3)
  EXPECT_TRUE(has(ff.ledger, "firer:first_fire"));
  f.moved = true;  // moving spoils the first fire
  const VolleyPlan mv = plan_volley(tables(), f);
  EXPECT_EQ(mv.pool, 2);
  EXPECT_EQ(mv.drm, 0);
  EXPECT_EQ(mv.ledger.base_label, "Dice: Moved, changed formation or pivoted this turn");
}

TEST(VolleyPool, CloseRangeAndRepeatersAddADieEach) {
  VolleyFire f = musketry();
  f.band = RangeBand::Close;
  f.repeaters = true;
  const VolleyPlan p = plan_volley(tables(), f);
  EXPECT_EQ(p.pool, 5);
  EXPECT_TRUE(has(p.ledger, "close_range"));
  EXPECT_TRUE(has(p.ledger, "repeaters"));
}

TEST(VolleyPool, CanisterAddsTwoDiceUpToTheCap) {
  VolleyFire f = battery();
  f.band = RangeBand::Close;
  const VolleyPlan p = plan_volley(tables(), f);
  EXPECT_EQ(p.pool, 5);  // 3 + 2 canister (not the close-range die too)
  EXPECT_TRUE(has(p.ledger, "canister"));
  EXPECT_FALSE(has(p.ledger, "close_range"));
  f.repeaters = true;  // no battery has them, but the cap holds whatever is added
  const VolleyPlan capped = plan_volley(tables(), f);
  EXPECT_EQ(capped.pool, 5);
  ASSERT_FALSE(capped.ledger.notes.empty());
  EXPECT_EQ(capped.ledger.notes.back(), "artillery at canister range rolls at most 5 dice (6.2 [D])");
}

TEST(VolleyDrms, EveryFirerDrm) {
  VolleyFire f = musketry();
  f.officer = true;
  f.opening_volley = true;
  f.quality = "elite";
  f.firer_works = "heavy_works";
  EXPECT_EQ(plan_volley(tables(), f).drm, 1 + 2 + 1 + 2);
  f.quality = "green";
  f.firer_works = "hasty_works";
  EXPECT_EQ(plan_volley(tables(), f).drm, 1 + 2 - 1 + 1);
  f = musketry();
  f.quality = "veteran";
  EXPECT_EQ(plan_volley(tables(), f).drm, 0);
}

TEST(VolleyDrms, WeaponsCarryTheirOwnDrms) {
  VolleyFire f = musketry();
  f.weapon = "bl_carbine";
  EXPECT_EQ(plan_volley(tables(), f).drm, 2);
  f.weapon = "flintlock";
  EXPECT_EQ(plan_volley(tables(), f).drm, -1);
  f.weapon = "smoothbore";
  EXPECT_EQ(plan_volley(tables(), f).drm, 0);
  f.band = RangeBand::Close;  // +1 at close range
  EXPECT_EQ(plan_volley(tables(), f).drm, 1);
  EXPECT_TRUE(has(plan_volley(tables(), f).ledger, "weapon_close"));
}

TEST(VolleyDrms, TheTargetsFormationByItsArm) {
  VolleyFire f = musketry();
  f.formation = "march_column";
  EXPECT_EQ(plan_volley(tables(), f).drm, 3);
  f.formation = "extended_line";
  EXPECT_EQ(plan_volley(tables(), f).drm, -1);
  f.target_arm = "cavalry";
  f.formation = "double_line";
  EXPECT_EQ(plan_volley(tables(), f).drm, 4);
  f.formation = "line";
  EXPECT_EQ(plan_volley(tables(), f).drm, 2);
  f.target_arm = "artillery";
  f.formation = "limbered";
  EXPECT_EQ(plan_volley(tables(), f).drm, 3);
}

TEST(VolleyDrms, ArtilleryFireTakesOneOffTheFormation) {
  VolleyFire f = battery();
  f.formation = "march_column";
  const VolleyPlan p = plan_volley(tables(), f);
  EXPECT_EQ(p.drm, 3 - 1);  // C-5
  EXPECT_TRUE(has(p.ledger, "formation_artillery"));
}

TEST(VolleyDrms, CoverAndFlanks) {
  VolleyFire f = musketry();
  f.target_drms = {"stone_wall"};
  EXPECT_EQ(plan_volley(tables(), f).drm, -2);
  f.target_drms = {"fence_or_woods", "partial_flank"};
  EXPECT_EQ(plan_volley(tables(), f).drm, 1);
  f.target_drms = {"full_flank"};
  EXPECT_EQ(plan_volley(tables(), f).drm, 4);
  f.target_drms = {"hasty_works"};
  EXPECT_EQ(plan_volley(tables(), f).drm, -2);
  f.target_drms = {"heavy_works"};
  EXPECT_EQ(plan_volley(tables(), f).drm, -3);
  VolleyFire g = battery();
  g.target_drms = {"full_flank"};
  EXPECT_EQ(plan_volley(tables(), g).drm, 6 - 1);  // +6 when artillery fires, and C-5 on the line's 0
}

TEST(VolleyRead, TheTableRowAndTheModifiedTotal) {
  VolleyFire f = musketry(20);
  f.officer = true;  // +1
  ScriptedDice d({4, 5, 5});
  VolleyOutcome o;
  const Resolution r = resolve_volley(tables(), f, d, &o);
  // 14 + 1 = 15 on the 20-figure row: 5 figures.
  EXPECT_EQ(o.casualties, 5);
  EXPECT_EQ(r.result, "5");
  EXPECT_EQ(r.final_row, "15");
  ASSERT_EQ(r.lookups.size(), 1u);
  EXPECT_EQ(r.lookups[0].row_label, "20 figures / 12 sections");
  EXPECT_EQ(r.lookups[0].column_label, "15");
  EXPECT_EQ(o.key(), "5 figures");
}

TEST(VolleyRead, ATotalUnderOneDoesNothing) {
  VolleyFire f = musketry(20);
  f.quality = "green";
  f.target_drms = {"heavy_works"};  // -4 in all
  ScriptedDice d({1, 1, 2});
  VolleyOutcome o;
  const Resolution r = resolve_volley(tables(), f, d, &o);
  EXPECT_EQ(o.key(), "no effect");
  EXPECT_TRUE(r.lookups.empty());
}

TEST(VolleyRead, AnMCountsOnlyForArtilleryAndSharpshooters) {
  // The 20-figure row's M is at total 3.
  VolleyFire f = musketry(20);
  ScriptedDice d1({1, 1, 1});
  VolleyOutcome o;
  resolve_volley(tables(), f, d1, &o);
  EXPECT_EQ(o.key(), "no effect");
  f.weapon = "sharpshooter";  // +1, and green -1: total 3 again
  f.quality = "green";
  ScriptedDice d2({1, 1, 1});
  const Resolution r = resolve_volley(tables(), f, d2, &o);
  EXPECT_EQ(r.result, "M") << format_resolution(r);
  EXPECT_TRUE(o.morale_check);
  VolleyFire g = battery(24);  // 12 sections: the 20-figure row; artillery's -1 on the formation
  ScriptedDice d3({1, 1, 2});
  resolve_volley(tables(), g, d3, &o);
  EXPECT_EQ(o.key(), "morale check");
}

TEST(VolleyRead, APossibleKillRollsOneMoreDie) {
  VolleyFire f = musketry(20);  // 1* at totals 4 and 5
  ScriptedDice kill({1, 1, 2, 4});
  VolleyOutcome o;
  Resolution r = resolve_volley(tables(), f, kill, &o);
  EXPECT_EQ(o.key(), "1 figure");
  EXPECT_EQ(r.dice.size(), 4u);
  ScriptedDice miss({1, 1, 2, 3});
  resolve_volley(tables(), f, miss, &o);
  EXPECT_EQ(o.key(), "no effect");
  // An artillery 1* that misses still forces a morale check (4.1).
  VolleyFire g = battery(24);
  ScriptedDice gmiss({1, 2, 2, 3});  // 5 - 1 = 4: 1*, and a 3 misses
  resolve_volley(tables(), g, gmiss, &o);
  EXPECT_EQ(o.key(), "morale check");
}

TEST(VolleyRead, DisengagingOrSkirmishingTargetsLoseHalf) {
  VolleyFire f = musketry(20);
  f.halved_because = "disengaging";
  ScriptedDice d({4, 5, 6});  // 15: 5, halved 2
  VolleyOutcome o;
  const Resolution r = resolve_volley(tables(), f, d, &o);
  EXPECT_EQ(o.casualties, 2);
  EXPECT_TRUE(has(r, "halved"));
  // A halved 1 is a possible kill: 20 figures at total 6 is 1.
  ScriptedDice one({2, 2, 2, 5});
  resolve_volley(tables(), f, one, &o);
  EXPECT_EQ(o.key(), "1 figure");
  ScriptedDice one_missed({2, 2, 2, 2});
  resolve_volley(tables(), f, one_missed, &o);
  EXPECT_EQ(o.key(), "no effect");
}

TEST(VolleyRead, EverySixLeavesTheFirerLowOnAmmunition) {
  VolleyFire f = musketry(20);
  ScriptedDice d({6, 6, 6});
  VolleyOutcome o;
  const Resolution r = resolve_volley(tables(), f, d, &o);
  EXPECT_TRUE(o.low_ammunition);
  EXPECT_EQ(o.key(), "8 figures, low on ammunition");  // 18 on the 20-figure row
  ASSERT_EQ(r.consequences.size(), 1u);
  ScriptedDice not_all({6, 6, 5});
  resolve_volley(tables(), f, not_all, &o);
  EXPECT_FALSE(o.low_ammunition);
}

TEST(VolleyRead, OutOfRangeOrNobodyFiringCannotFire) {
  VolleyFire f = musketry(20);
  f.band = RangeBand::Beyond;
  EXPECT_TRUE(plan_volley(tables(), f).cannot);
  f = musketry(0);
  EXPECT_EQ(*plan_volley(tables(), f).cannot, "nobody fires: no figure of 20th Maine can");
}

TEST(VolleyRange, InchesBecomeHexesRoundedUp) {
  const Weapon& rifle = *tables().weapon("rifled_musket");  // 2, 4, 12 inches
  EXPECT_EQ(range_band(rifle, 1, 2.0, false), RangeBand::Close);
  EXPECT_EQ(range_band(rifle, 2, 2.0, false), RangeBand::Normal);
  EXPECT_EQ(range_band(rifle, 6, 2.0, false), RangeBand::Long);
  EXPECT_EQ(range_band(rifle, 7, 2.0, false), RangeBand::Beyond);
  EXPECT_EQ(range_band(rifle, 7, 2.0, true), RangeBand::Beyond);  // woods halve artillery only
  const Weapon& gun = *tables().weapon("napoleon");  // 3, 12, 30
  EXPECT_EQ(range_band(gun, 2, 2.0, false), RangeBand::Close);  // 3" is 2 hexes, rounded up
  EXPECT_EQ(range_band(gun, 15, 2.0, false), RangeBand::Long);
  EXPECT_EQ(range_band(gun, 15, 2.0, true), RangeBand::Beyond);  // 30" halved: 8 hexes
  EXPECT_EQ(range_in_hexes(0.25, 2.0, false), 1);
}

// The reference walk: every dice sequence through resolve_volley, one at a time.
Distribution brute_force(const VolleyFire& f) {
  return enumerate_outcomes([&](DiceSource& d) {
    VolleyOutcome o;
    resolve_volley(tables(), f, d, &o);
    return o.key();
  });
}

void expect_same_odds(const VolleyFire& f) {
  const Distribution fast = volley_odds(tables(), plan_volley(tables(), f));
  const Distribution slow = brute_force(f);
  ASSERT_EQ(fast.outcomes.size(), slow.outcomes.size());
  double sum = 0;
  for (const OutcomeOdds& o : slow.outcomes) {
    EXPECT_NEAR(fast.probability_of(o.outcome), o.probability.value(), 1e-12) << o.outcome;
    sum += fast.probability_of(o.outcome);
  }
  EXPECT_NEAR(sum, 1.0, 1e-12);
  EXPECT_EQ(fast.sequences, slow.paths);
}

TEST(VolleyOdds, TheMultisetWalkEqualsEveryDiceSequence) {
  VolleyFire f = musketry(20);
  expect_same_odds(f);
  f.halved_because = "skirmishing";
  f.officer = true;
  expect_same_odds(f);
  VolleyFire g = battery(8);
  g.band = RangeBand::Close;  // five dice
  expect_same_odds(g);
  VolleyFire h = musketry(20);  // breech-loaders and repeaters: their own ammunition faces
  h.weapon = "bl_carbine";
  expect_same_odds(h);
  h.repeaters = true;
  expect_same_odds(h);
}

TEST(VolleyOdds, SixDiceAreWalkedAsFewMultisets) {
  VolleyFire f = musketry(32);
  f.band = RangeBand::Close;
  f.repeaters = true;
  f.first_fire = true;
  f.weapon = "mixed_musket";
  f.figures = 32;
  VolleyPlan p = plan_volley(tables(), f);
  p.pool = 6;  // a pool of six
  const Distribution d = volley_odds(tables(), p);
  double sum = 0;
  for (const OutcomeOdds& o : d.outcomes) sum += o.probability.value();
  EXPECT_NEAR(sum, 1.0, 1e-12);
  EXPECT_LT(d.paths, 100u);  // 462 multisets in groups by their sum and ammunition faces, not 46656 sequences
  // Repeaters run low on all 4s, 5s and 6s (4.1 [P]): every such roll sums 24 or more.
  EXPECT_NEAR(d.probability_of("24 figures, low on ammunition"), 1.0 / 64, 1e-15);
}

}  // namespace
}  // namespace hexfire::test
