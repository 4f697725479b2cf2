// What the column-shift rules read from the ruleset's data: the attributes of a unit's class and
// type, the terrain category of a hex and its entrenchment marker, and the named options. One
// place, so direct fire, assault and morale read each the same way.
#pragma once

#include <initializer_list>
#include <map>
#include <optional>
#include <string>

#include "engine/rules/option_values.hpp"
#include "engine/state/game_state.hpp"

namespace hexfire::column_shift {

// An attribute of the unit's class ("company", "arm"); empty when the class has none.
std::string class_attr(const GameState& s, UnitId unit, const char* attr);
// A number the unit's type prints ("range", "combat", "morale_mod"); `fallback` when it prints
// none or something else.
int type_number(const GameState& s, UnitId unit, const char* attr, int fallback);
// A word the unit's type prints ("nation"); empty when it prints none.
std::string type_word(const GameState& s, UnitId unit, const char* attr);
// The hex's terrain category (open, town, woods, swamp, river); "open" when its terrain names none.
std::string terrain_category(const GameState& s, Hex h);
bool entrenched(const GameState& s, Hex h);

using hexfire::option_choice;  // engine/rules/option_values.hpp

}  // namespace hexfire::column_shift
