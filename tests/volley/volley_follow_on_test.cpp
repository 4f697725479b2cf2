// A volley's odds with its follow-on morale check equal a brute-force walk of every die: the
// pool, the possible kill, a battery's hit dice and the check's 2d6, rolled through the code
// the game rolls (read_volley, check_morale).
#include <gtest/gtest.h>

#include "engine/rules/volley/volley_follow_on.hpp"
#include "volley/volley_world.hpp"

namespace hexfire::test {
namespace {

using namespace volley;

std::string rolled(const VolleyTables& t, const VolleyPlan& p, const FollowOnTarget& target, int horse_to, DiceSource& d) {
  Resolution L = p.ledger;
  std::vector<int> faces;
  for (int i = 0; i < p.pool; ++i) faces.push_back(d.d6("volley"));
  const VolleyOutcome o = read_volley(t, p, faces, d, L);
  std::string key = o.key();
  int figures_lost = 0, sections_lost = 0;
  if (target.sections > 0 && o.casualties > 0) {
    for (int i = 0; i < o.casualties; ++i)
      if (d.d6("battery hit") > horse_to) ++sections_lost;
    sections_lost = std::min(sections_lost, target.sections);
    key += " (" + std::to_string(sections_lost) + (sections_lost == 1 ? " section)" : " sections)");
  } else {
    figures_lost = std::min(o.casualties, target.figures);
  }
  MoraleSide s = target.morale;
  bool check = (figures_lost > 0 || sections_lost > 0) && !target.lost_before;
  const int per = target.stand_figures;
  const int stands = target.sections > 0 ? sections_lost
                                         : (target.figures + per - 1) / per - (target.figures - figures_lost + per - 1) / per;
  if (stands > 0) check = true, s.modifiers["stand_lost"] += stands;
  if (o.morale_check) check = true, s.modifiers["artillery_hit"] += 1;
  if (!check) return key;
  return key + "; then " + level_name(check_morale(t, s, false, d).after);
}

void expect_equal(const Distribution& a, const Distribution& b) {
  ASSERT_EQ(a.outcomes.size(), b.outcomes.size());
  for (const OutcomeOdds& o : a.outcomes) {
    const double x = o.probability.value(), y = b.probability_of(o.outcome);
    EXPECT_NEAR(x, y, 1e-12) << o.outcome;
  }
}

TEST(VolleyFollowOn, ARegimentsOddsEqualEveryDiceSequence) {
  const VolleyTables& t = volley_world::tables();
  VolleyFire f;
  f.weapon = "rifled_musket";
  f.figures = 16;
  f.band = RangeBand::Normal;
  f.opening_volley = true;
  const VolleyPlan p = plan_volley(t, f);
  FollowOnTarget target;
  target.morale.quality = "green";
  target.morale.modifiers = {{"cover", 1}};
  target.figures = 9;
  target.stand_figures = 4;  // 9 figures stand in 3 stands: one lost figure loses a stand
  const Distribution fast = volley_follow_on_odds(t, p, target, t.small_arms_horse_to);
  const Distribution slow = enumerate_outcomes([&](DiceSource& d) { return rolled(t, p, target, t.small_arms_horse_to, d); });
  expect_equal(fast, slow);
  EXPECT_GT(fast.probability_of("1 figure; then shaken"), 0.0);
}

TEST(VolleyFollowOn, ABatterysHitDiceAndAnArtilleryMoraleCheckAreWalkedToo) {
  const VolleyTables& t = volley_world::tables();
  VolleyFire f;
  f.weapon = "napoleon";
  f.half_sections = 6;
  f.band = RangeBand::Normal;
  f.target_arm = "artillery";
  f.formation = "unlimbered";
  const VolleyPlan p = plan_volley(t, f);
  FollowOnTarget target;
  target.sections = 2;
  target.lost_before = true;
  const Distribution fast = volley_follow_on_odds(t, p, target, t.counter_battery_horse_to);
  const Distribution slow =
      enumerate_outcomes([&](DiceSource& d) { return rolled(t, p, target, t.counter_battery_horse_to, d); });
  expect_equal(fast, slow);
  EXPECT_GT(fast.probability_of("morale check; then shaken"), 0.0);  // an artillery M: a check without loss
}

}  // namespace
}  // namespace hexfire::test
