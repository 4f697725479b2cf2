#include "engine/rules/volley/volley_follow_on.hpp"

#include <map>

#include "engine/rules/staged_odds.hpp"
#include "engine/rules/volley/volley_battery_hits.hpp"

namespace hexfire::volley {

namespace {

int ceil_div(int a, int b) { return b > 0 ? (a + b - 1) / b : 0; }

}  // namespace

Distribution volley_follow_on_odds(const VolleyTables& t, const VolleyPlan& p, const FollowOnTarget& target,
                                   int horse_to) {
  std::uint64_t paths = 0;
  const auto outcomes = volley_outcomes(t, p, &paths);
  std::map<std::string, Fraction> by_key;
  std::uint64_t sequences = 0;
  // One case of what the volley did to the target: the key so far, its weight, and the losses.
  auto follow = [&](const VolleyOutcome& o, const std::string& key, Fraction w, int figures_lost, int sections_lost) {
    MoraleSide s = target.morale;
    bool check = false;
    const bool lost = figures_lost > 0 || sections_lost > 0;
    if (lost && !target.lost_before) check = true;  // its first loss
    int stands_lost = 0;
    if (target.sections > 0) {
      stands_lost = sections_lost;
    } else if (figures_lost > 0) {
      stands_lost = ceil_div(target.figures, target.stand_figures) -
                    ceil_div(std::max(0, target.figures - figures_lost), target.stand_figures);
    }
    if (stands_lost > 0) check = true, s.modifiers["stand_lost"] += stands_lost;
    if (o.morale_check) check = true, s.modifiers["artillery_hit"] += 1;
    if (!check) {
      by_key[key] += w;
      return;
    }
    const Distribution levels = morale_odds(t, s, false);
    for (const OutcomeOdds& l : levels.outcomes)
      by_key[key + "; then " + l.outcome] += w * Fraction::of(l.probability.count, l.probability.total);
  };
  for (const VolleyOutcomeOdds& o : outcomes) {
    sequences += o.sequences;
    const int n = o.outcome.casualties;
    if (target.sections == 0 || n == 0) {
      follow(o.outcome, o.outcome.key(), o.probability, std::min(n, target.figures), 0);
      continue;
    }
    // A battery's hits each roll a die (4.1): 1..horse_to a horse, else a section.
    for (const SectionsLost& k : battery_hit_odds(n, horse_to, target.sections))
      follow(o.outcome, o.outcome.key() + " (" + std::to_string(k.sections) + (k.sections == 1 ? " section)" : " sections)"),
             o.probability * k.probability, 0, k.sections);
  }
  return distribution_from(by_key, paths, sequences);
}

}  // namespace hexfire::volley
