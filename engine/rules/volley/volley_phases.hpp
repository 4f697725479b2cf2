// The steps of volley's turn the players do not command: a new turn (orders cleared, the orders
// phase), handing a phase from one side to the next and on to the next phase, and the automatic
// phases and end-of-phase steps: routs and rallies with resupply (rally), the reveal of the
// orders, the morale checks a fire phase's losses call for with their fall-backs, melee, and the
// end of the turn and of the game.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "engine/flow/match.hpp"
#include "engine/rules/dice.hpp"
#include "engine/rules/rule_system.hpp"

namespace hexfire::volley {

class VolleySystem;

// A new turn: this turn's orders, moves and fire cleared; the orders phase, the first side giving.
void begin_turn(const VolleySystem& sys, Match& m, std::vector<FlowEvent>& events);
// Whether `side` has anything to do in `phase` (sides with nothing are passed over).
bool has_work(const VolleySystem& sys, const Match& m, SideId side, const std::string& phase);
// The acting side is done with the phase: the next side with work, else the phase's end steps
// and the next phase (automatic ones carried out with `dice`), into `out`.
void finish_part(const VolleySystem& sys, Match& m, DiceSource& dice, ApplyResult& out);
// The morale checks the phase's pressure calls for, in unit order, with the fall-backs of units
// that go shaken without an officer, the removal of destroyed units and the checks their friends
// then take (4.5): called at the end of every phase but the orders (the routs and rallies phase
// too: a rally check's natural 2 routs, trigger 4).
void morale_pass(const VolleySystem& sys, Match& m, DiceSource& dice, ApplyResult& out);

// A unit that has just gone shaken falls back a full move away from the nearest enemy, keeping
// its facing, ending in disorder, unless an officer is with it (4.5 [D], option
// shaken_fall_back): the end-of-phase checks and the checks inside a charge alike. The log line,
// or nothing when it stays.
std::optional<std::string> shaken_fall_back(const VolleySystem& sys, Match& m, UnitId id);

// Every friendly regiment and battery within 6" of `at` takes trigger 4 because `broken` did
// `what` ("routed", "was destroyed"): they check at the end of the phase.
void friends_shaken_by(const VolleySystem& sys, Match& m, UnitId broken, Hex at, const std::string& what);

}  // namespace hexfire::volley
