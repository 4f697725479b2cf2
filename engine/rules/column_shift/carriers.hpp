// Carried units and mounting (rules reference 1.2, 2.2, 3.1, 6.1; IA 7.61): wagons, trucks and
// prime movers (class carrier="units") carry units; a loaded unit does not fire, does not count
// for the combat-unit losses (category a), and dies with its vehicle, whose step loss (category b)
// eliminates it. AFVs (carrier="riders") carry infantry riding on them: riders do not fire
// either, but they stay combat units for the losses, and an AFV's elimination sets them down. Cavalry mount and dismount by taking the class their class names
// (dismounts_to, mounts_to). The stack's actions load, unload, mount and dismount are one
// activation each, like dig in. Where the charts are silent the choices are named options:
// carrier_capacity (units per vehicle) and, for mounting, the same type's numbers.
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "engine/state/game_state.hpp"

namespace hexfire::column_shift {

enum class CarryAction { Load, Unload, Mount, Dismount };

std::optional<CarryAction> carry_action_named(const std::string& verb);  // "load", "unload", "mount", "dismount"
const char* carry_verb(CarryAction a);

// A vehicle that carries units (wagons, trucks, prime movers: carrier="units") or riders (AFVs:
// carrier="riders", infantry riding on them, seed 002's "infantry unit riding an AFV").
bool is_carrier(const GameState& s, UnitId id);
bool carries_riders(const GameState& s, UnitId id);
// A unit a vehicle may carry: not a leader, a vehicle, an AFV or mounted.
bool may_be_carried(const GameState& s, UnitId id);
// Whether `unit` may get on `vehicle`: an AFV takes infantry only.
bool may_ride(const GameState& s, UnitId unit, UnitId vehicle);
// The vehicle carrying `id`, if it is loaded.
std::optional<UnitId> carrier_of(const GameState& s, UnitId id);
bool carried(const GameState& s, UnitId id);
std::vector<UnitId> cargo_of(const GameState& s, UnitId carrier);

// What the action does to the stack `units`: each (unit, vehicle) loaded; each unit unloaded
// (vehicle: its carrier); each (unit, class id) mounting or dismounting. Empty: nothing to do.
struct CarryPlan {
  std::vector<std::pair<UnitId, UnitId>> loads;
  std::vector<UnitId> unloads;
  std::vector<std::pair<UnitId, std::string>> swaps;
};
CarryPlan plan_carry(const GameState& s, CarryAction a, const std::vector<UnitId>& units, int capacity);
// Why the plan does nothing ("no unit in 0405 to load on a vehicle with room").
std::string nothing_to_carry(const GameState& s, CarryAction a, Hex h);
// Carries the plan out; each line says what happened.
std::vector<std::string> apply_carry(GameState& s, const CarryPlan& p);

// The units a scenario starts loaded (<unit on="VEHICLE">) put on the vehicle they name; each
// one that may not be (no such unit, not in its hex, of the other side, no carrier, no room, may
// not ride it) is left off and listed with why ("unit 'Riders' at 0405: ...").
std::vector<std::pair<UnitId, std::string>> start_loaded(GameState& s, int capacity);

// A vehicle's step loss: it is eliminated with everything it carries (seed 000, 001: "eliminating
// it and any unit it is carrying"). Returns the cargo eliminated with it.
std::vector<UnitId> lose_vehicle(GameState& s, UnitId vehicle);

}  // namespace hexfire::column_shift
