// Officers falling (4.5: trigger 4's "officer killed" and the modifier "brigade commander lost").
// The chart names both but gives no way for an officer to be hit, so the roll is a named option
// (officer_casualties: never, the chart as printed; loss_roll, [D]) with its numbers in the
// tables (<officer_casualty>, after seed 002's leader casualty roll).
#pragma once

#include <string>
#include <vector>

#include "engine/flow/match.hpp"
#include "engine/rules/dice.hpp"
#include "engine/rules/resolution.hpp"

namespace hexfire::volley {

class VolleySystem;

// With officer_casualties=loss_roll, each of `officers` (those with `unit`), which has just lost
// figures and `stands_lost` stands, rolls for his life. A killed officer leaves the
// map, and every friendly regiment or battery within 6" of him checks at the end of the phase
// ("officer killed"); his brigade's regiments count "brigade commander lost" from then on. Each
// roll is a follow-up of `ledger`, each death a line of `log`.
void roll_officer_casualties(const VolleySystem& sys, Match& m, UnitId unit, const std::vector<UnitId>& officers,
                             int stands_lost, DiceSource& dice, Resolution& ledger, std::vector<std::string>& log);

}  // namespace hexfire::volley
