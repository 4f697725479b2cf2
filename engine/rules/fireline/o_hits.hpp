// Organization (O) hits and CRT results (5.5, 6.4): apportioning hits inside a stack, flipping
// and removal on the third hit, the disorganization check, Good -> Disrupted -> Routed, and the
// CRT D with its AMM test. Works on a StackWork; each effect appends consequences to the ledger
// and each check adds a follow-up Resolution.
#pragma once

#include <string>

#include "engine/rules/dice.hpp"
#include "engine/rules/fireline/fireline_tables.hpp"
#include "engine/rules/fireline/morale.hpp"
#include "engine/rules/resolution.hpp"

namespace hexfire::fireline {

// What a result did, for the outcome key of the odds.
struct HitTally {
  int hits = 0;        // O hits taken
  int reduced = 0;     // units flipped to their reduced side
  int eliminated = 0;  // units removed
  UnitStatus status_before = UnitStatus::Good;
  UnitStatus status_after = UnitStatus::Good;
  bool d_converted = false;  // a D taken as 1 O hit after a passed AMM test
  bool d_pending = false;    // a D left to the owner's choice (StackWork::defer_d_choice)
};

// Shares `hits` O hits out over the stack by the default of 6.4: one at a time to the unit with
// the most SP remaining (ties: highest modified morale, then stack order); no unit takes a second
// hit from one result before every unit has one; artillery stacked with small arms takes hits
// last. The 3rd hit on a side flips the unit (hits reset, D-12) or removes a reduced unit.
void apply_o_hits(StackWork& w, const FirelineContext& ctx, int hits, Resolution& ledger, HitTally& tally);

// Steps the stack down one state (Good -> Disrupted -> Routed); Routed stays Routed.
void step_down(StackWork& w, Resolution& ledger, HitTally& tally);

// The disorganization check after 1, 2 or 3 O hits (d10 0-9, pass on roll <= AMM, D-10); on a
// failure the stack steps down. Adds the check as a follow-up of `ledger`. No check when the
// stack has no units left.
void disorganization_check(StackWork& w, const FirelineContext& ctx, DiceSource& dice, Resolution& ledger,
                           HitTally& tally);

// Applies a CRT outcome (N, D, 1, 2, 3) as 5.5 says, rolling whatever follow-on checks it needs.
// Returns the outcome key used by the odds ("2: 2 O hits, disrupted").
std::string apply_crt_outcome(StackWork& w, const FirelineContext& ctx, const CrtOutcome& outcome, DiceSource& dice,
                              Resolution& ledger);
// The same without the key (the assault odds walk needs only the stack).
HitTally apply_crt_effects(StackWork& w, const FirelineContext& ctx, const CrtOutcome& outcome, DiceSource& dice,
                           Resolution& ledger);

// A CRT D on a good-order stack (5.5): with `test` the stack tests its AMM (pass: 1 O hit instead
// and stays in good order; fail: disrupted, no hit; the test is a follow-up of `ledger`), without
// it the stack is disrupted. apply_crt_outcome settles it by the d_result_o_hit_option; the flow
// calls it with the owner's answer when the option is "ask".
void settle_d_result(StackWork& w, const FirelineContext& ctx, bool test, DiceSource& dice, Resolution& ledger,
                     HitTally& tally);

// The key for a tally: "<code>: effect, effect" ("N: no effect").
std::string outcome_key(const std::string& code, const HitTally& t);

// O hits from any other cause (a failed straggle check, assault results): applies them to the
// stack in `h` and commits. With `dice`, the disorganization check follows. Returns the ledger.
Resolution apply_o_hits_to_hex(GameState& s, const FirelineContext& ctx, Hex h, int hits, const std::string& cause,
                               DiceSource* dice);

}  // namespace hexfire::fireline
