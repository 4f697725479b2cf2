// Volley morale (seed 003, rules reference 4.5) and the charge's impact dice-down (4.6 step 4
// and 5), from a described situation: the unit's quality, level and the modifiers that apply.
// Which triggers a check and which modifiers apply are read from the map with the rest of the
// system (issue 13); these are the checks themselves, each one ledger, with exact odds.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "engine/rules/dice.hpp"
#include "engine/rules/distribution.hpp"
#include "engine/rules/resolution.hpp"
#include "engine/rules/volley/volley_tables.hpp"
#include "engine/units/unit.hpp"

namespace hexfire::volley {

enum class MoraleLevel { Good, Shaken, Routed };
const char* level_name(MoraleLevel l);  // "good", "shaken", "routed"
// The level a unit's status is at (Good, Shaken, Routed) and back.
MoraleLevel level_of(UnitStatus s);
UnitStatus status_of(MoraleLevel l);

// The unit's side of a check or of an impact: who, how good, where it stands in morale, and the
// morale point modifiers that apply (ids of the tables' <morale_modifiers>, with their counts
// for those counted by stands, regiments or hits). Its level adds "shaken" or "routed" itself.
struct MoraleSide {
  std::string unit = "Unit";
  std::string quality = "veteran";
  MoraleLevel level = MoraleLevel::Good;
  std::map<std::string, int> modifiers;  // id -> count (1 for those counted once)
  auto operator<=>(const MoraleSide&) const = default;  // a key of the opponent's charge cache
};

// The Modified Morale Point: base morale plus the modifiers of the fire or the charge column,
// each a ledger line (a modifier the column lacks is left out with a note).
int modified_morale(const VolleyTables& t, const MoraleSide& s, bool by_charge, Resolution& ledger);

struct MoraleCheck {
  Resolution ledger;
  MoraleLevel after = MoraleLevel::Good;
  bool passed = false;
};
// 2d6 strictly above the MMP passes; a failure drops one level; a natural 2 routs and a natural
// 12 rallies one level, whatever the modifiers (4.5).
MoraleCheck check_morale(const VolleyTables& t, const MoraleSide& s, bool by_charge, DiceSource& dice);
// The exact odds of the level after the check ("good", "shaken", "routed").
Distribution morale_odds(const VolleyTables& t, const MoraleSide& s, bool by_charge);

// One side of an impact: its morale, formation and supporting units.
struct ImpactSide {
  MoraleSide morale;
  std::string formation = "line";
  int supporting_infantry = 0, supporting_cavalry = 0;
};

enum class ImpactWinner { Attacker, Defender, Melee };
struct Impact {
  Resolution ledger;  // both sides' Impact Morale, the dice, the totals; the status roll a follow-up
  ImpactWinner winner = ImpactWinner::Melee;
  std::string loser_status;  // attacker won: the defender's status roll (good, shaken, routed, captured)
};
// Each side's Impact Morale (base morale, the formation's charge morale, the charge column's
// modifiers, the supports) plus 2d6: the lower total wins, a tie is a melee. When the attacker
// wins the defender's 2d6 fall-back roll is its status (4.6 step 5); when the defender wins the
// attacker checks morale under the normal triggers, outside this resolution.
Impact resolve_impact(const VolleyTables& t, const ImpactSide& attacker, const ImpactSide& defender, DiceSource& dice);
// Exact odds of "attacker wins: defender good|shaken|routed|captured", "defender wins", "melee".
Distribution impact_odds(const VolleyTables& t, const ImpactSide& attacker, const ImpactSide& defender);

}  // namespace hexfire::volley
