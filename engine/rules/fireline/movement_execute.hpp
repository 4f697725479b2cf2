// Carrying out a fireline move, straggle checks and the owner's choices included, and its
// preview: every straggle check on the path with its exact probability, and the exact
// distribution of where the move ends, from running every die through execute_move itself.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "engine/rules/distribution.hpp"
#include "engine/rules/fireline/movement_plan.hpp"
#include "engine/rules/fireline/straggle.hpp"
#include "engine/rules/resolution.hpp"

namespace hexfire::fireline {

struct MoveResult {
  bool legal = false;
  std::string error;        // the plan's reason when illegal (nothing moved)
  Resolution ledger;        // kind "move"; follow_ups: each straggle check and O-hit ledger
  Hex end{};
  bool completed = false;   // the stack reached the last hex of the path
  bool stopped_by_straggle = false;
  int o_hits = 0;
  std::vector<StragglePrompt> prompts;   // asked, in order
  std::vector<StraggleChoice> choices;   // the answers
  // A failed check with no decider: the stack waits in the check's `from` hex (not yet left,
  // TEC note c) for the owner's choice, given to resume_move (D-3). The last prompt is its own.
  struct Pending {
    std::size_t leg = 0;    // index into the plan's legs of the step the check was made for
    StraggleCheck check;
    int die = 0;
    int modified = 0;
  };
  std::optional<Pending> awaiting;
};

// Moves the units along the order's path. Before each step marked `straggle` the check is
// rolled; after a straggle `decide` is asked (take 1 O hit and go on, or stop where it is).
// An empty `decide` suspends the move at the first failed check (MoveResult::awaiting).
// Illegal orders change nothing. Sets the fireline "thoroughfare" tag on the movers when the
// whole move was on a road (fire reads it) and clears it otherwise; likewise the "charging" tag
// after a charge (charge_move.hpp).
MoveResult execute_move(GameState& state, const FirelineContext& ctx, const MoveOrder& order, DiceSource& dice,
                        const StraggleDecider& decide);

// Goes on with a move suspended at `leg` (MoveResult::awaiting) with the owner's `choice`: the
// stack stands in that leg's `from` hex; `start` is where the move began and `order` its
// original order (the plan is rebuilt from there, so MP and bonus are those of the whole move).
// The check is not rolled again; further checks are rolled and asked as in execute_move.
MoveResult resume_move(GameState& state, const FirelineContext& ctx, Hex start, const MoveOrder& order,
                       std::size_t leg, StraggleChoice choice, DiceSource& dice, const StraggleDecider& decide);

// Deciders for previews, tests and the AI.
StraggleChoice always_take_hit(const StragglePrompt&);
StraggleChoice always_stop(const StragglePrompt&);

struct StragglePreview {
  std::size_t leg = 0;          // index into MovePlan::legs
  StraggleCheck check;          // as it will be rolled if the stack gets that far unhurt
  Probability straggle;         // exact chance of stragglers on this check
};

struct MovePreview {
  MovePlan plan;
  std::vector<StragglePreview> checks;
  // Where the move ends under `decide`: "ends in 0307", "ends in 0307, 1 O hit",
  // "stops in 0305 (stragglers)". Empty for an illegal plan.
  Distribution outcomes;
};

MovePreview preview_move(const FirelineContext& ctx, const GameState& state, const MoveOrder& order,
                         const StraggleDecider& decide = always_take_hit);

}  // namespace hexfire::fireline
