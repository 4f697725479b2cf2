// Reading a fireline stack from the state: its combat units and leaders, strength, status,
// facing and the unit tags other modules set. Shared by fire, morale, movement and assault.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "engine/rules/fireline/fireline_unit.hpp"
#include "engine/state/game_state.hpp"

namespace hexfire::fireline {

// The unit flags (fireline_unit.hpp) with a meaning in the fireline rules. Movement and assault
// set them; fire reads them.
inline constexpr UnitFlag kTagThoroughfare = UnitFlag::Thoroughfare;  // moving along a road or railroad
inline constexpr UnitFlag kTagCharging = UnitFlag::Charging;          // executing a charge
inline constexpr UnitFlag kTagAdvancing = UnitFlag::Advancing;        // advance movement or fire this activation
inline constexpr UnitFlag kTagPreAssault = UnitFlag::PreAssault;      // pre-assault movement or fire
inline constexpr UnitFlag kTagAdvanceFire = UnitFlag::AdvanceFire;    // carries an Advance Fire marker
inline constexpr std::string_view kAdvanceFireMarker = "advance_fire";  // the same as a map marker

bool has_tag(const Unit& u, UnitFlag tag);
// True when any combat unit in the hex carries the flag.
bool stack_has_tag(const GameState& s, Hex h, UnitFlag tag);
// Sets or clears the flag on the unit.
void set_tag(Unit& u, UnitFlag tag, bool on);

// Small arms per the unit class attribute small_arms (else: neither artillery nor leader).
bool is_small_arms(const GameState& s, UnitId id);
bool is_artillery(const GameState& s, UnitId id);

// Non-leader units in the hex, in stack order.
std::vector<UnitId> combat_units(const GameState& s, Hex h);
std::vector<UnitId> leaders_in(const GameState& s, Hex h);

int unit_strength(const GameState& s, UnitId id);     // SP on its current side
int unit_base_morale(const GameState& s, UnitId id);  // printed morale of its current side
int stack_strength(const GameState& s, Hex h);        // SP of the combat units

// The stack's state: the worst status among its combat units (Good < Disrupted < Routed).
UnitStatus stack_status(const GameState& s, Hex h);
// How bad a status is: good 0, disrupted 1, routed 2 (a stack takes its worst unit's).
int status_rank(UnitStatus st);
// Facing of the stack (its first combat unit; first unit if only leaders).
HexDirection stack_facing(const GameState& s, Hex h);
// True when every combat unit is artillery (an artillery target); false for an empty hex.
bool is_artillery_stack(const GameState& s, Hex h);
// True when the stack holds any small-arms unit.
bool is_small_arms_stack(const GameState& s, Hex h);

// Height for the fire and assault elevation rules: map elevation, +1 on terrain whose
// attribute elevated="true" (the railroad embankment, TEC notes j and k).
int effective_height(const GameState& s, Hex h);

// "0405" on a labelled map.
std::string hex_name(const GameState& s, Hex h);
// Integer attribute value ("+1" -> 1); `fallback` when absent or not a number.
int attribute_int(const Attributes& a, const std::string& name, int fallback = 0);

}  // namespace hexfire::fireline
