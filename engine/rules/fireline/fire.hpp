// Fire combat (5.5, 5.6): who may fire, F = S x R, the fire line and every modifier derived from
// the map and the state, the d10 on the CRT, and the result applied through o_hits. One function
// builds the ledger without dice (preview), one rolls and applies, one gives the exact odds.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "engine/rules/distribution.hpp"
#include "engine/rules/fireline/fireline_context.hpp"
#include "engine/rules/fireline/morale.hpp"
#include "engine/rules/resolution.hpp"
#include "engine/state/game_state.hpp"

namespace hexfire::fireline {

// A declared fire action: the stack in `firer` fires at the stack in `target`.
struct FireAction {
  Hex firer{};
  Hex target{};
  // The target is doing advance / pre-assault movement or fire (D-4: +1). The target's unit tags
  // "advancing" and "pre_assault" give the same shift without the declaration.
  bool vs_advance = false;
  bool vs_pre_assault = false;
  // The units the owner picked to fire (5.2): empty means the whole stack, best range factor
  // first. Either way the fire limit of the firer's hex caps what counts.
  std::vector<UnitId> units{};
};

// One unit's share of S.
struct FiringShare {
  UnitId unit{};
  int sp = 0;               // SP counted (a unit may count only part of its SP under the limit)
  RangeFactor factor;
};

// Everything decided before the die: legality, the ledger without dice, the row to roll on.
struct FirePlan {
  bool legal = false;
  std::string illegal_reason;  // why not, when !legal
  Resolution ledger;           // inputs, base, modifiers, row used, notes; no dice, no result
  std::vector<FiringShare> firers;
  int range = 0;
  int fire_value = 0;          // F
  int base_row = 0;
  int final_row = 0;
  bool artillery_fire = false;  // every firing unit is artillery
  bool paren = false;          // artillery at small arms at 2+ hexes: parenthesised results
  bool no_los_fire = false;
  std::string no_los_slope;  // "down the slope on hexside 0405/0406" when no_los_fire
  MoraleSituation target_situation;  // flanked / No-LoS target lines for the target's AMM
  FireAction action;                 // as declared
};

// Builds the plan and its ledger; never rolls, never changes the state.
FirePlan plan_fire(const GameState& s, const FirelineContext& ctx, const FireAction& a);

struct FireOutcome {
  bool ok = false;
  std::string error;     // the illegal reason when !ok
  Resolution ledger;     // the plan's ledger with the die, result, consequences and follow-ups
  std::string outcome;   // the odds key of what happened ("2: 2 O hits, disrupted")
  // A D on a good-order target left to its owner (ask_owner_on_d): the target is unchanged until
  // settle_fire_d_result is called with the answer.
  bool d_choice_pending = false;
};

// Rolls the d10 (and every follow-on check) from `dice` and applies the result to `s`. With
// `ask_owner_on_d` (and d_result_o_hit_option = ask) a D on a good-order target waits for its
// owner instead of being settled by the option.
FireOutcome resolve_fire(GameState& s, const FirelineContext& ctx, const FireAction& a, DiceSource& dice,
                         bool ask_owner_on_d = false);

// The owner's answer to a D left pending by resolve_fire: `test` the AMM (the same morale
// situation as the fire: flank, No-LoS) or accept the disruption. Its own ledger, kind "d_result".
FireOutcome settle_fire_d_result(GameState& s, const FirelineContext& ctx, const FireAction& a, bool test,
                                 DiceSource& dice);

// The roll and its application on a working copy of the target stack; the code resolve_fire and
// fire_odds share. Fills `ledger` (a copy of plan.ledger) and returns the outcome key.
std::string roll_fire(const FirePlan& plan, const FirelineContext& ctx, StackWork& target, DiceSource& dice,
                      Resolution& ledger);

// Exact distribution over outcome keys, follow-on checks included. Nothing (and `why` set) when
// the fire is illegal.
std::optional<Distribution> fire_odds(const GameState& s, const FirelineContext& ctx, const FireAction& a,
                                      std::string* why = nullptr);
// The same from a plan already made (the target stack is snapshotted from `s`).
Distribution fire_odds(const GameState& s, const FirelineContext& ctx, const FirePlan& plan);

// The expectation of `value` of the target stack once the fire is over, over the same dice as
// fire_odds (the d10 and every follow-on check, each result applied by roll_fire to a quiet copy
// of `start`, the target stack as snapshot_stack reads it for the plan's situation): what the
// computer opponent's threat weighs a fire by, from the odds the preview shows.
double fire_expectation(const StackWork& start, const FirelineContext& ctx, const FirePlan& plan,
                        const std::function<double(const StackWork&)>& value);

// The fire line modifiers of 5.6 for a plan whose firers, range and LoS are known; appended to
// plan.ledger.modifiers in the order they are applied (positive first). Used by plan_fire.
void derive_fire_modifiers(const GameState& s, const FirelineContext& ctx, const FireAction& a, FirePlan& plan);

// Shifts `row` by the modifiers, positive ones first, clamping per the fire_line_clamp option
// (D-14); notes what clamping did. Shared with assault.
int shift_fire_line(const FirelineContext& ctx, int row, const std::vector<Modifier>& ordered,
                    std::vector<std::string>& notes);
// Sorts modifiers positive first, then negative, keeping their order otherwise.
void order_positive_first(std::vector<Modifier>& mods);

}  // namespace hexfire::fireline
