// Units still in contact at the end of the turn go to melee (seed 003, 003_00fc7c65d725293d.txt
// line 52: "If tie or if units end turn in contact, go" [to melee]; rules reference 4.6 step 6):
// which enemy regiments stand in contact when the melee phase, the turn's last, begins.
#pragma once

#include <set>
#include <utility>
#include <vector>

#include "engine/flow/match.hpp"

namespace hexfire::volley {

// Pairs of enemy regiments in adjacent hexes (adjacent is in contact, as for a charge), in unit
// order: a unit, then its first enemy neighbour in unit order; each unit in one pair at most, so
// a unit touching two enemies fights the first (one melee a unit, as a charge has one target).
// Left out: officers, routed units (4.5 [D]: a routed unit cannot fire or melee), units already
// locked in a melee (VolleyFlow::melees) and those in `busy` (fought a melee this phase). A
// battery fights by its sections (volley_charge.hpp, ChargeUnit).
std::vector<std::pair<UnitId, UnitId>> units_in_contact(const Match& m, const std::set<UnitId>& busy);

}  // namespace hexfire::volley
