// One unit's fighting worth in the measure every part of the engine shares (the computer
// opponent's material, column-shift's threat): its face value when its system prints one, else
// its type's strength (the reduced side's when reduced; a leader 1), three quarters of it when
// disrupted or shaken and 0.4 of it when routed or demoralized; nothing once eliminated. One
// function, so that a system's threat and the opponent's material stay in one measure.
#pragma once

#include "engine/state/game_state.hpp"

namespace hexfire {

double unit_worth(const GameState& s, const Unit& u);

// The share of a unit's worth its status leaves it: 1 good, 0.75 disrupted or shaken, 0.4 routed
// or demoralized (a system that weighs its units its own way, fireline's O hits, keeps this part).
double status_worth_factor(UnitStatus s);

}  // namespace hexfire
