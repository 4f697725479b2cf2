// How good a position is for one side, from what the seam shows: the result when the game is
// over, the VP standing, the fighting worth left on both sides (RuleSystem::ai_material, else a
// neutral measure from strengths and statuses), and how close the side's units stand to the
// objectives it does not hold. Larger is better for `side`.
#pragma once

#include "engine/flow/match.hpp"
#include "engine/rules/rule_system.hpp"

namespace hexfire::ai {

double evaluate(const RuleSystem& rules, const Match& m, SideId side);
// The neutral measure: each unit not eliminated counts its face value (else its type's strength,
// reduced side when reduced; a leader 1), less when disrupted or shaken, much less when routed
// or demoralized.
double neutral_material(const Match& m, SideId side);
// One unit's part of it (0 when eliminated).
double unit_worth(const Match& m, const Unit& u);

}  // namespace hexfire::ai
