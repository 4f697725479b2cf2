// The owners' choices in an assault round (7.62; seed 000's "owning player's choice" among the
// best morale status, and the later losses placed freely): the round is tried on a copy of the
// position with the dice rolled so far and the choices made so far; when it needs a choice not
// yet made, the owner is asked with a loss prompt (as in direct fire) and the dice rolled before
// it are kept, so answering goes on from the same point. Once no choice is missing, the round is
// applied to the position with the same dice and choices.
#pragma once

#include <optional>

#include "engine/rules/column_shift/column_shift_system.hpp"
#include "engine/rules/column_shift/pending_assault.hpp"

namespace hexfire::column_shift {

struct AssaultStep {
  std::optional<Resolution> done;  // the round, applied to the position
  std::optional<Prompt> prompt;    // or the choice still to make
};

// `live` gives the dice the round has not rolled yet.
AssaultStep settle_assault(Match& m, const ColumnShiftTables& t, const SystemOptions& o, PendingAssault& p,
                           DiceSource& live);

// The flow's side of it: the flow's pending assault (ColumnShiftFlow::assault) carried on. Either
// the owner's loss prompt stands, or the round is logged with its resolution into `r`, the hex
// becomes a melee if both sides are left, and the pending assault and the prompt are cleared.
void carry_on_assault(Match& m, const ColumnShiftTables& t, const SystemOptions& o, DiceSource& live, ApplyResult& r);

// The melee rounds at a turn's start (1.1: rounds repeat while both sides stay), the flow's
// melees_due in order, each through carry_on_assault: true once every one has fought; false while
// an owner's loss prompt stands (answering it goes on from there).
bool fight_melees(const ColumnShiftSystem& rules, Match& m, DiceSource& live, ApplyResult& r);

}  // namespace hexfire::column_shift
