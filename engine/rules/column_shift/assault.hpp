// Assault in the column-shift system (seed 000 for WWI, seed 002 for WWII; rules reference 1.1
// to 1.3, 3.1, 3.2, 6.1, A-1, B-2): both sides in the assault hex total their fire values, each
// finds its column on its variant's assault table and shifts it by the chart's shifts for that
// side, and each rolls 1d6 against the other. The rolls are simultaneous unless the defenders
// are entrenched or dug in: then the defender fires first and its result is applied before the
// attacker's fire value is counted and its die rolled.
//
// The WWII armour shifts and the AFV loss of 2M2 and 3M2 (B-1, B-3) are armour.hpp's, German
// anti-tank fire (B-5) anti_tank.hpp's. Not yet: infantry riding an AFV.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "engine/rules/column_shift/armour.hpp"
#include "engine/rules/column_shift/column_shift_tables.hpp"
#include "engine/rules/column_shift/morale.hpp"
#include "engine/rules/column_shift/results.hpp"

namespace hexfire::column_shift {

enum class AssaultRole { Attacker, Defender };

struct AssaultOptions {
  bool symmetric_morale = false;         // assault_morale_shift=symmetric
  bool river_attacker_engineers = false; // river_engineers=attacker (B-2)
  AfvInfantryReading afv_infantry = AfvInfantryReading::Literal;  // afv_infantry (B-1)
  bool anti_tank = true;                  // german_at_fire=assault_table (B-5); off: false
  bool halves_each = false;               // disrupted_halves=each: each unit's share rounded down on its own
};
std::optional<AssaultOptions> read_assault_options(const std::map<std::string, std::string>& values, std::string& why);

struct AssaultSituation {
  std::string variant;              // "ww1" or "ww2": which table and shifts
  Hex hex{};                        // the assault hex
  SideId attacker{};                // the side that moved in
  std::vector<Hex> entered_from;    // where the attackers came from (the hill and river shifts)
  bool first_round = true;
  bool attacker_charging = false;   // charging cavalry (12.7)
  bool attacker_cold_steel = false; // cold steel (12.6)
  bool defender_cold_steel = false;
};

// One side's fire in the assault, before its die.
struct AssaultFire {
  AssaultRole role = AssaultRole::Attacker;
  std::vector<UnitId> units;        // the side's units and leaders in the hex
  int fire_value = 0;
  std::optional<int> column;        // after shifts; nothing: off the left edge or no fire value
  Resolution ledger;
};

struct AssaultPlan {
  bool legal = false;
  std::string error;
  AssaultFire attacker, defender;
  bool defender_first = false;      // entrenched or dug-in defenders fire first
};

AssaultPlan plan_assault(const GameState& s, const ColumnShiftTables& t, const AssaultOptions& o,
                         const AssaultSituation& a);

// One round, rolled and applied: the losses, morale and casualty checks of both sides. The
// returned ledger holds each side's fire as a follow-up, and each of those its checks.
Resolution resolve_assault_round(GameState& s, const ColumnShiftTables& t, const AssaultOptions& o,
                                 const MoraleOptions& mo, const AssaultSituation& a, const LossChooser& choose,
                                 DiceSource& dice);

}  // namespace hexfire::column_shift
