// A volley's exact odds with the morale check it calls for (4.5 "When to check", 4.2 step 7):
// each outcome of the pool read as volley_outcomes reads it, then, when the target would check
// (its first loss, a stand or section lost, an artillery or sharpshooter hit), every level the
// check could leave it at, as if this were the only fire at it this phase. The preview of a
// volley shows these; the ledger of the roll keeps the check for the end of the phase.
#pragma once

#include "engine/rules/distribution.hpp"
#include "engine/rules/volley/volley_fire.hpp"
#include "engine/rules/volley/volley_morale.hpp"

namespace hexfire::volley {

// The target as the follow-on check reads it.
struct FollowOnTarget {
  MoraleSide morale;        // standing modifiers and this fire's flank and cover
  int figures = 0;          // a regiment's figures now
  int stand_figures = 1;    // figures a stand at the start
  int sections = 0;         // a battery's sections now (0: a regiment)
  bool lost_before = false; // no first-loss check
};

// Keys "2 figures" when no check follows, else "2 figures; then good|shaken|routed".
Distribution volley_follow_on_odds(const VolleyTables& t, const VolleyPlan& p, const FollowOnTarget& target,
                                   int counter_battery_horse_to);

}  // namespace hexfire::volley
