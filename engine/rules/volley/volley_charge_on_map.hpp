// A charge and a melee on the map: the charge's situation read from where the units stand (the
// closest-target rule, the charger's front, supports beside the two units, officers, cover,
// the defender's flank and order), the procedure of volley_charge resolved, and what it ended
// with carried out on the counters (figures, levels, disorder, the charger's run in, the
// fall-backs, captures, units left in contact for a melee).
#pragma once

#include <string>
#include <vector>

#include "engine/flow/match.hpp"
#include "engine/rules/dice.hpp"
#include "engine/rules/resolution.hpp"
#include "engine/rules/volley/volley_charge.hpp"

namespace hexfire::volley {

class VolleySystem;

// The enemy regiments and batteries nearest the unit (4.6 step 1: it must charge the closest;
// several at the same distance are each a choice).
std::vector<UnitId> closest_enemies(const Match& m, UnitId charger);
// Who the two sides are: a charger and its target (Charge: the charger has left its ground, and
// its cover and works with it); the two a charge's tie left in melee (Melee: each stands where it
// is); or two units that ended the turn in contact (4.6 step 6), neither charging (Contact: each
// is covered and flanked against the other as the target of a charge is).
enum class Roles { Charge, Melee, Contact };
ChargeSituation charge_situation(const VolleySystem& sys, const Match& m, UnitId charger, UnitId target,
                                 Roles roles = Roles::Charge);

struct ChargeDone {
  Resolution ledger;
  std::vector<std::string> log;
};
// Resolves the charge of `charger` at `target` (or, from a melee, one more melee of the two)
// and carries out its end on the map.
ChargeDone carry_out_charge(const VolleySystem& sys, Match& m, UnitId charger, UnitId target, DiceSource& dice,
                            ChargeStart from, Roles roles = Roles::Charge);

}  // namespace hexfire::volley
