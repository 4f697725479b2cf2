// The stages of an assault (each pre-assault fire, each round's dice, each side's result, the
// outcome) over a compact state that holds only what an assault changes: the hits, side, status
// and elimination of the units of the two stacks. execute_assault runs them with the game's dice
// and writes each state back to the GameState; assault_odds runs them over every die through the
// staged walk (staged_odds.hpp). Internal to fireline assault code.
#pragma once

#include <compare>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "engine/rules/fireline/assault.hpp"
#include "engine/rules/fireline/fireline_unit.hpp"
#include "engine/rules/fireline/movement_options.hpp"

namespace hexfire::fireline::assault_detail {

// The units an assault can change, fixed when it begins: the attacking stack, then the
// defending one, leaders included, in stack order.
struct Roster {
  Hex from{}, target{};
  std::vector<UnitId> ids;
  std::vector<Hex> home;        // where each stood
  std::vector<bool> attacker;   // in the attacking stack
  std::vector<bool> leader;
  std::vector<std::uint8_t> flags;  // FirelineUnit flag bits as the assault found them (the charge flag set)
  // The combat units of each stack as they began (the fixed values a result reads), from which
  // a stack is rebuilt for a result without reading the state.
  StackWork attacker_start, defender_start;
};

// What results change in one unit.
struct UnitPoint {
  int hits = 0;
  bool reduced = false;
  bool eliminated = false;
  UnitStatus status = UnitStatus::Good;
  auto operator<=>(const UnitPoint&) const = default;
};

// The units' points packed two bytes each, so that a point is copied without an allocation for
// the usual stacks (up to seven units) and compared as bytes: the walk copies one per die.
class UnitPoints {
 public:
  std::size_t size() const { return bytes_.size() / 2; }
  UnitPoint operator[](std::size_t i) const;
  void set(std::size_t i, const UnitPoint& u);
  void push_back(const UnitPoint& u);
  // An order for the walk's maps (shorter first, then byte by byte), here to be inlined:
  // a library compare of a few bytes costs more than the bytes.
  std::strong_ordering operator<=>(const UnitPoints& o) const {
    if (const auto by_size = bytes_.size() <=> o.bytes_.size(); by_size != 0) return by_size;
    for (std::size_t i = 0; i < bytes_.size(); ++i)
      if (bytes_[i] != o.bytes_[i]) return bytes_[i] <=> o.bytes_[i];
    return std::strong_ordering::equal;
  }
  bool operator==(const UnitPoints& o) const { return (*this <=> o) == 0; }

 private:
  std::string bytes_;
};

// An assault between two stages. The members are compared in order (the walk merges equal
// points): the numbers first, as they are the cheapest.
struct AssaultPoint {
  // 0 defender's pre-assault fire, 1 attacker's, 2 a round's attacker CRT die (or the outcome),
  // 3 the defender's CRT die, 4 the defender takes its result, 5 the attacker takes its result
  // (then 2 again).
  int stage = 0;
  int rounds = 0;
  bool done = false;
  // A round between its dice and its results: the CRT columns hit (index into Crt::columns),
  // the defender's fire line, and each stack's morale adjustment as the round began (the
  // results are simultaneous).
  int on_defender = -1, on_attacker = -1;
  int defence_row = -1;
  int defender_adjust = 0, attacker_adjust = 0;
  UnitPoints units;              // by roster index
  std::string outcome;           // the odds key, once done
  auto operator<=>(const AssaultPoint&) const = default;
};

Roster make_roster(const GameState& state, const FirelineContext& ctx, const AssaultOrder& order);
AssaultPoint point_of(const GameState& state, const Roster& roster);
// Writes a point into the state: every roster unit's hits, side, status, elimination and flags,
// and each survivor back in its hex in roster order (undoing any retreat or occupation).
void apply_point(GameState& state, const Roster& roster, const AssaultPoint& p);

// Stages 0 and 1: a pre-assault fire, planned from the state (nothing when it is not fired).
struct PreFire {
  std::optional<FirePlan> plan;
  std::optional<StackWork> target;
};
PreFire prepare_pre_fire(const GameState& state, const FirelineContext& ctx, const AssaultOrder& order,
                         const AssaultOptions& opts, int stage);
// Rolls it and advances `p`; with `ledger` (the assault's) the fire's ledger and consequences
// are recorded there.
void roll_pre_fire(const PreFire& prep, const FirelineContext& ctx, const Roster& roster, const AssaultPlan& plan,
                   AssaultPoint& p, DiceSource& dice, AssaultResult* record);

// Stages 2 and 3: whether another round is fought, the round's two fires and stacks, its dice.
bool round_continues(const Roster& roster, const AssaultPoint& p, const AssaultOptions& opts);
struct Round {
  AssaultFire attack, defence;
  StackWork defender_work, attacker_work;
};
Round prepare_round(const GameState& state, const FirelineContext& ctx, const AssaultOrder& order, int round);
// Stage 2: the attacker's CRT die; stage 3: the defender's (read on the row stage 2 kept in
// `p`). With `record` the dice and results go into the round's fires' ledgers.
void roll_attacker_die(const Round& round, const FirelineContext& ctx, AssaultPoint& p, DiceSource& dice,
                       Round* record);
void roll_defender_die(const FirelineContext& ctx, AssaultPoint& p, DiceSource& dice, Round* record);

// Stages 4 and 5: one side's result on its stack as the round found it (`w`, a working copy
// that the result changes).
StackWork result_stack(const Roster& roster, const AssaultPoint& p, bool defender);
void roll_result(StackWork& w, const FirelineContext& ctx, const Roster& roster, AssaultPoint& p, DiceSource& dice,
                 Resolution& fire_ledger);
// The odds walk shares a stage's outcomes among the points that differ only in the units the
// stage neither reads nor changes (the other side's): side_part clears the units of the side
// that is not `defender`, with_side_part puts `p`'s back into a point reached from that part.
AssaultPoint side_part(const Roster& roster, const AssaultPoint& p, bool defender);
AssaultPoint with_side_part(const Roster& roster, const AssaultPoint& p, AssaultPoint part, bool defender);

// The outcome once no round is left: retreat, elimination, occupation on the state (no dice).
void decide(GameState& state, const FirelineContext& ctx, const AssaultOrder& order, const AssaultOptions& opts,
            AssaultResult& r);

// Sets or clears a tag on every unit in the hex.
void set_tag(GameState& s, Hex h, UnitFlag tag, bool on);

}  // namespace hexfire::fireline::assault_detail
