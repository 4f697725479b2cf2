// How good a position is for one side, from what the seam shows: the result when the game is
// over (in its last turn, the result the standing would give at the turn limit), the VP
// standing, the fighting worth left on both sides (RuleSystem::ai_material, else a neutral
// measure from strengths and statuses), the threats of both sides (RuleSystem::ai_threat), how
// close the side's units stand to the objectives it does not hold, counting what they may still
// move (RuleSystem::ai_reach), and, when the side is behind and the objectives cannot put it
// ahead, how close they stand to the enemy (the hunt). Larger is better for `side`.
// `decision_turn`: the turn of the decision the position is weighed for (the search passes its
// root's), by which the pull of the objectives and the hunt grow as the end nears; the
// position's own turn when not given. `result_worth`: what that result counts (kWon; less at a
// playout's end, choose_command.cpp).
#pragma once

#include <optional>

#include "engine/flow/match.hpp"
#include "engine/rules/rule_system.hpp"

namespace hexfire::ai {

// A game won (lost: its negative), far beyond every other term.
inline constexpr double kWon = 10000.0;
double evaluate(const RuleSystem& rules, const Match& m, SideId side, std::optional<int> decision_turn = std::nullopt,
                double result_worth = kWon);
// What the side threatens less what the others threaten it with (RuleSystem::ai_threat: the
// expected worth each side's fire takes next, from the exact odds); 0 for a system without the
// hint. Weighed below material: a threat is a loss that may come, material one that came.
double threat_balance(const RuleSystem& rules, const Match& m, SideId side);
inline constexpr double kThreatWeight = 1.0;
// The neutral measure: the sum of the side's units' worth (engine/state/unit_worth.hpp: face
// value, else strength, less when disrupted or shaken, much less when routed or demoralized).
double neutral_material(const Match& m, SideId side);
// The hunt's pull per hex between the side's nearest unit and its nearest enemy, when the side is
// behind on VP and the objectives cannot put it ahead (1x to 4x as the last turn nears).
inline constexpr double kHuntWeight = 2.0;

}  // namespace hexfire::ai
