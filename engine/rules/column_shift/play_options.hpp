// Column-shift's options for the turn's choices the charts leave to the full rules (6.1): what an
// activation is, whether leaders alone may assault, whether anyone fires into a melee, and the
// declarations on an assault (charging cavalry, cold steel). Each is a named option of
// assets/rules/column-shift.xml, documented in docs/rules/column-shift.md; the defaults are what
// the system did before they were options.
#pragma once

#include <map>
#include <optional>
#include <string>

#include "engine/state/game_state.hpp"

namespace hexfire::column_shift {

struct PlayOptions {
  // fire_into_melee: no (nobody fires into a hex both sides hold) or enemy (the fire reaches the
  // enemy's units in it only).
  bool fire_into_melee = false;
  // charge_run_up: the clear hexes a charge must cross before it enters the assault hex (6.1 [D]:
  // at least 2).
  int charge_run_up = 2;
  // cold_steel_answer: ask (defenders who may answer cold steel are asked whether they do) or
  // never.
  bool cold_steel_answer = true;
  // carrier_capacity: the units one wagon, truck or prime mover carries (the charts are silent).
  int carrier_capacity = 1;
  // demoralized_retreat: one_hex (demoralized units fired at fall back one hex once the fire is
  // placed, seed 002 3.3 "retreats if under fire"; demoralized_retreat.hpp) or none.
  bool demoralized_retreat = true;
  // dig_in_units: infantry (the units of the infantry arm dig in: infantry, engineers and machine
  // guns, and dismounted cavalry, which fight on foot; rules reference 6.1, "infantry that spend
  // an activation without moving or firing") or any (every unit but a leader, as the system did
  // before this was an option).
  bool dig_in_infantry_only = true;
  // assault_into_melee: next_round (a stack entering a hex where a melee goes on joins it and
  // fights in its next round, at the next turn's start: seed 002, "Assaults must be resolved
  // immediately if no friendly units exist in hex entered", so not when they do), at_once (a
  // round is fought as it enters, as an assault on a hex the enemy holds alone is) or by_variant
  // (the default: next_round in a WWII game, whose chart says it, at_once in a WWI game, whose
  // chart, seed 000, is silent).
  bool join_melee_next_round = false;
};

// Reads the options above for a game of `variant` (ww1, ww2), and refuses a value of activation
// (one_stack) and leaders_assault (with_units) other than the only one the system plays so far.
std::optional<PlayOptions> read_play_options(const std::map<std::string, std::string>& values, const std::string& variant,
                                             std::string& why);

// Whether `unit` digs in when its stack does (16.1): never a leader; under dig_in_units=infantry
// only a unit whose class is of the infantry arm or a dismounted cavalry class.
bool may_dig_in(const GameState& s, UnitId unit, const PlayOptions& o);

}  // namespace hexfire::column_shift
