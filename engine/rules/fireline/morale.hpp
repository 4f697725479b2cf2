// Average modified morale (AMM, 5.4) with each line of the morale schedule as a ledger modifier,
// and StackWork: the working copy of a stack that results are applied to. Fire resolution, the
// odds walk and fireline2's straggle / assault / rally all read morale through here.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/rules/fireline/fireline_context.hpp"
#include "engine/rules/resolution.hpp"
#include "engine/state/game_state.hpp"

namespace hexfire::fireline {

// Situational lines of the schedule, each with its reason when it applies; out of command and
// isolation come from the context hooks and routed status.
struct MoraleSituation {
  std::optional<std::string> flanked;        // "fired on through its S flank hexside from 0405"
  std::optional<std::string> charging;       // "assaulting 0607"
  std::optional<std::string> no_los_target;  // "target of artillery No-LoS fire from 0203"
};

struct MoraleBreakdown {
  int units = 0;     // combat units counted
  int sum = 0;       // sum of (base morale - O hits)
  int average = 0;   // sum / units, rounded down
  std::string base_label;  // "(5-1 + 4) / 2"
  std::vector<Modifier> modifiers;
  int value = 0;     // average + modifiers: the AMM
};

// One combat unit of a stack, with the fields results change.
struct StackUnit {
  UnitId id{};
  std::shared_ptr<const std::string> name;  // a copy of the unit's name: works after the state is gone
  bool artillery = false;
  bool small_arms = false;
  int full_sp = 0, reduced_sp = 0, full_morale = 0, reduced_morale = 0;
  bool has_reduced_side = false;
  int hits = 0;
  bool reduced = false;
  bool eliminated = false;
  int hits_this_result = 0;  // for the 6.4 "no second hit before everyone has one" rule

  int sp() const { return reduced ? reduced_sp : full_sp; }
  int base_morale() const { return reduced ? reduced_morale : full_morale; }
  int modified_morale() const { return base_morale() - hits; }
};

// A read-only list of modifiers shared between copies (iterate it like a vector).
struct SharedModifiers {
  std::shared_ptr<const std::vector<Modifier>> list;
  std::vector<Modifier>::const_iterator begin() const { return list ? list->begin() : empty().begin(); }
  std::vector<Modifier>::const_iterator end() const { return list ? list->end() : empty().end(); }
  std::size_t size() const { return list ? list->size() : 0; }
  bool empty_list() const { return size() == 0; }

 private:
  static const std::vector<Modifier>& empty() {
    static const std::vector<Modifier> none;
    return none;
  }
};

// The mutable part of a stack, copied out of the state so results (and the odds walk over every
// die) can be applied cheaply, then written back with commit_stack.
struct StackWork {
  Hex hex{};
  std::string label;  // "0607"
  std::vector<StackUnit> units;
  UnitStatus status = UnitStatus::Good;
  // The schedule lines that apply (the situation is fixed for one resolution), shared by copies
  // so the odds walk copies only the units; morale_adjust is their sum.
  SharedModifiers morale_modifiers;
  int morale_adjust = 0;
  // The odds walk sets this: the same code runs but skips the ledger text.
  bool quiet = false;
  // A CRT D on this good-order stack is left to its owner (d_result_o_hit_option = ask, in play):
  // apply_crt_outcome then changes nothing and sets d_choice_pending.
  bool defer_d_choice = false;
  bool d_choice_pending = false;

  int living() const;
  // For the odds walks: quiet, and without the names and schedule lines only the ledger reads,
  // so the copy made for every die is cheap.
  void make_quiet();
  MoraleBreakdown amm() const;  // with the ledger lines
  int amm_value() const;        // the number alone
};

StackWork snapshot_stack(const GameState& s, const FirelineContext& ctx, Hex h, const MoraleSituation& sit = {});
// Writes hits, sides, status and eliminations back; eliminated units leave the map.
void commit_stack(GameState& s, const StackWork& w);

// The schedule lines for a stack in a situation (routed / hooks / leader / situation).
std::vector<Modifier> morale_schedule(const GameState& s, const FirelineContext& ctx, Hex h,
                                      const MoraleSituation& sit, UnitStatus stack_state);

// AMM of the stack in hex h.
MoraleBreakdown average_modified_morale(const GameState& s, const FirelineContext& ctx, Hex h,
                                        const MoraleSituation& sit = {});
// The literal reading of the straggle table (D-1 with straggle_uses_amm=false): the average of
// the printed morale of the current sides, rounded down, without O hits or modifiers.
int average_base_morale(const GameState& s, Hex h);

// A morale check of the stack as a ledger: d10 read 0-9, passes when roll <= AMM (D-10).
// `kind` and `title` name the check ("disorganization", "D result: AMM test for 1 O hit").
Resolution morale_check(const StackWork& w, DiceSource& dice, const std::string& kind, const std::string& title,
                        bool& passed);
// The same check; builds the ledger into `ledger` only when it is given (the odds walk passes none).
bool roll_morale_check(const StackWork& w, DiceSource& dice, const std::string& kind, const std::string& title,
                       Resolution* ledger);

// Floor division for possibly negative sums.
int floor_div(int a, int b);

}  // namespace hexfire::fireline
