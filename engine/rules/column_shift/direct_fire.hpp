// Direct fire in the column-shift system (seed 001, rules reference 2.1-2.3 and 6.1): the fire
// value of the units firing together, the column it reaches, every column shift the chart lists
// read from the map and the units, and the result of a 2d6 roll, hex-wide and for each unit with
// shifts of its own (IA 7.52). One ledger per fire; the odds come from the same plan.
//
// What follows the result (the owner's choice of losses, the morale checks of the survivors,
// leader casualties) is the next part of the system and not here yet.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "engine/rules/column_shift/column_shift_tables.hpp"
#include "engine/rules/dice.hpp"
#include "engine/rules/distribution.hpp"
#include "engine/rules/resolution.hpp"
#include "engine/state/game_state.hpp"

namespace hexfire::column_shift {

// The design choices the charts leave open, each a named option of the ruleset.
struct FireOptions {
  bool flanking_fire = false;  // flanking_fire: the optional rule 17.6
  bool any_far = false;        // mixed_range=any_far: range 3+ when any firer is that far; default all_far
  // disrupted_halves=each: each disrupted unit's half rounded down on its own; default together
  // (the halves added and the sum rounded down once: 6 + 5/2 + 3/2 = 10, not 9).
  bool halves_each = false;
};

// The options above from the ruleset's option values (with a scenario's overrides on top);
// nothing, with `why` naming the option, for a value the option does not take.
std::optional<FireOptions> read_fire_options(const std::map<std::string, std::string>& values, std::string& why);

// What fires at what.
struct FireOrder {
  std::vector<UnitId> firers;  // one stack, or the units a leader activates together (any hexes)
  Hex target{};
  // Opportunity fire (13.0) at one moving unit or leader: the shifts are measured to it (13.12).
  std::optional<UnitId> opportunity_target;
  bool night = false;          // the scenario's night turn (1.2)
};

// One unit's share of the fire value.
struct FireShare {
  UnitId unit{};
  int strength = 0;      // printed direct fire strength (reduced side if reduced)
  int counts_half = 0;   // 1: disrupted, counted at half
  int leader_bonus = 0;  // a leader's combat modifier added to it (6.1)
  std::string note;      // why it does not fire, when it does not
};

// A target unit read on its own column (a per-unit shift of 7.52).
struct UnitColumn {
  UnitId unit{};
  std::vector<Modifier> shifts;  // its own shifts only
  std::optional<int> column;     // nothing: shifted off the left edge
};

struct FirePlan {
  bool legal = false;
  std::string error;
  std::vector<FireShare> firers;
  int fire_value = 0;
  std::optional<int> base_column;   // before shifts
  std::optional<int> column;        // after the hex-wide shifts; nothing: off the left edge
  std::vector<UnitId> targets;      // the units the result reaches
  std::vector<UnitColumn> unit_columns;
  Resolution ledger;                // everything above, without dice
};

FirePlan plan_direct_fire(const GameState& s, const ColumnShiftTables& t, const FireOptions& o, const FireOrder& order);

// What a 2d6 total gives: the hex result, and for each unit with shifts of its own the result of
// its column when that is worse (more losses, or a harder morale check) than the hex's.
struct FireOutcome {
  CellResult hex;
  std::vector<std::pair<UnitId, CellResult>> units;
};
FireOutcome read_fire_roll(const ColumnShiftTables& t, const FirePlan& plan, int roll);

// The fire rolled: the plan's ledger with the dice, the table cell and the result.
Resolution resolve_direct_fire(const GameState& s, const ColumnShiftTables& t, const FireOptions& o,
                               const FireOrder& order, DiceSource& dice);

// The exact chance of each hex result (by code), and of each unit's own worse result.
Distribution direct_fire_odds(const ColumnShiftTables& t, const FirePlan& plan);

}  // namespace hexfire::column_shift
