// How good a position is for one side, from what the seam shows: the result when the game is
// over, the VP standing, the fighting worth left on both sides (RuleSystem::ai_material, else a
// neutral measure from strengths and statuses), the threats of both sides (RuleSystem::ai_threat),
// and how close the side's units stand to the objectives it does not hold, counting what they
// may still move (RuleSystem::ai_reach). Larger is better for `side`.
#pragma once

#include "engine/flow/match.hpp"
#include "engine/rules/rule_system.hpp"

namespace hexfire::ai {

double evaluate(const RuleSystem& rules, const Match& m, SideId side);
// What the side threatens less what the others threaten it with (RuleSystem::ai_threat: the
// expected worth each side's fire takes next, from the exact odds); 0 for a system without the
// hint. Weighed below material: a threat is a loss that may come, material one that came.
double threat_balance(const RuleSystem& rules, const Match& m, SideId side);
inline constexpr double kThreatWeight = 1.0;
// The neutral measure: the sum of the side's units' worth (engine/state/unit_worth.hpp: face
// value, else strength, less when disrupted or shaken, much less when routed or demoralized).
double neutral_material(const Match& m, SideId side);

}  // namespace hexfire::ai
