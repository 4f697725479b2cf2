// Hold fire at a moving enemy (option hold_fire=at_movers; rules reference 4.5 "Orders", H: a
// unit on Hold "may fire at any time during the turn"). The chart itself gives Hold only its 3
// dice, so with the default (fire_phases) a Hold unit fires in the first fire phase or the fire
// phase, as every unit that has not fired may.
//
// With at_movers, a regiment or battery that moves in the disengage or movement phase goes one hex
// at a time. At each hex it enters where a regiment or battery of the other side on a Hold order
// may fire at it (not fired nor charged this turn, not in melee; its front, range and line of
// sight as for any volley), the move halts and that side is asked: fire with one of them (`SIDE
// fire FROM TARGET`) or let it pass (`SIDE pass`). After a fire the others that still may are
// asked again at the same hex; after a pass the move goes on, and they are asked again at the
// next hex. The volley is any volley: the Hold pool (3 dice), the figures the firer has now, and
// the morale checks its losses call for at the end of the phase with the others (4.2 step 7). A
// mover the fire destroys ends its move there. Officers riding are not fired at (an officer alone
// is not a target).
#pragma once

#include <vector>

#include "engine/flow/match.hpp"
#include "engine/rules/rule_system.hpp"

namespace hexfire::volley {

class VolleySystem;

// The move of `mover` from `from` along `path` (checked and paid for), as far as the first hex
// where the other side's Hold units are asked, or to its end.
void start_exposed_move(const VolleySystem& sys, Match& m, UnitId mover, Hex from, const std::vector<Hex>& path,
                        ApplyResult& out);
// After an answer to the Hold fire prompt: the next offer at the same hex (after a fire, when
// `fired`), else the move goes on.
void carry_on_exposed_move(const VolleySystem& sys, Match& m, bool fired, ApplyResult& out);

}  // namespace hexfire::volley
