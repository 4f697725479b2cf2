// Opportunity fire (IA 13.0, rules reference 6.1): a stack not yet activated this turn may fire at
// a single enemy unit that moves, or that fires, in its line of sight and range: +1 column, the
// shifts measured to that unit (13.12); firing is the stack's activation for the turn.
//
// A moving stack is exposed at every hex it enters, not only where it stops: the move goes one
// hex at a time and halts for the prompt wherever the other side could fire. After the fire the
// move goes on (option opportunity_fire_move=goes_on, the reference's reading: it says nothing
// of stopping) with the units the fire left in the state they moved off in, or ends there for
// the whole stack (stops). A stack that fires is exposed once, in its hex, after its own result
// (option opportunity_fire_at_fire). docs/rules/column-shift.md, "Opportunity fire".
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "engine/flow/match.hpp"
#include "engine/state/game_state.hpp"

namespace hexfire::column_shift {

class ColumnShiftSystem;

struct OpportunityOptions {
  bool move_stops = false;  // opportunity_fire_move=stops: a stack fired at ends its move there
  bool at_fire = true;      // opportunity_fire_at_fire=true: a stack that fires may be fired at
};
std::optional<OpportunityOptions> read_opportunity_options(const std::map<std::string, std::string>& values,
                                                           std::string& why);

// An activated stack the other side may still fire at: a move under way (the hexes still to
// enter), or a stack that has fired (nothing to enter).
struct Exposure {
  SideId side{};                    // whose units they are
  Hex at{};                         // where they stand now
  std::vector<UnitId> units;        // the units moving or that fired
  std::vector<UnitStatus> status;   // each one's morale status when it set off
  std::vector<bool> reduced;        // each one's side when it set off
  std::vector<Hex> rest;            // hexes still to enter (a move), in order
  bool offered_here = false;        // the prompt at `at` was made (or there was none to make)
  bool fired_at_here = false;       // opportunity fire was taken at `at`
  bool moving = false;              // a move (else a fire)
  std::string hash_text() const;
};

// Carries the exposure of the match's flow on: the prompt at the hex it stands in if the other
// side may fire there, else the next hex of the move, and so on until a prompt stands or the
// exposure is over (then it is cleared). Log lines and events go to `log` and `events`.
void carry_on_exposure(Match& m, const ColumnShiftSystem& system, std::vector<std::string>& log,
                       std::vector<FlowEvent>& events);

}  // namespace hexfire::column_shift
