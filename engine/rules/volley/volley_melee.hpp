// Melee (seed 003, rules reference 4.6 step 6) and the end-of-charge volley (step 5) as stages
// of the charge (volley_charge_stages.hpp). The round structure is a design default ([D],
// option melee_round_limit and melee_morale_check): both sides fire at once on the Combat
// Results Table with the melee dice and their figures in contact (supporting figures at
// support_first_round percent in the first round, support_later after), the casualties
// multiplied by the melee multipliers; both take their losses, then each side that must checks
// morale by the charge column. A side whose level drops leaves the melee: shaken, it falls back
// its normal move in disorder; routed, it surrenders (4.6 step 6). Otherwise another round,
// up to the limit a turn.
#pragma once

#include <string>

#include "engine/rules/volley/volley_charge_stages.hpp"

namespace hexfire::volley::charge_stages {

// The volley of a melee round: `f` (the firer's volley with figures, target and formation set)
// with the melee dice, the supporting figures and the weapon's melee DRM.
VolleyPlan melee_plan(const Context& c, const ChargeState& s, VolleyFire f, bool attacker_fires);
// The end-of-charge volley: `f` with the end-volley dice, regardless of range (C-7).
VolleyPlan end_volley_plan(const Context& c, VolleyFire f);
// The melee multiplier of the attacker's (or the defender's) fire on the other (4.1).
int melee_multiplier(const Context& c, bool attacker_fires);
// After both sides' checks: who surrenders, who falls back, whether another round follows.
void end_melee_round(const Context& c, ChargeState& s);
// "melee: defender surrenders", "melee: attacker falls back", "melee: still in contact", ...
std::string melee_key(const ChargeState& s);

}  // namespace hexfire::volley::charge_stages
