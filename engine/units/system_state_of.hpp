// A rule system's typed state of a unit, read or made: every system's `<system>_unit(u)` helpers
// are these two templates over its SystemUnitState subclass.
#pragma once

#include <memory>

#include "engine/units/unit.hpp"

namespace hexfire {

// The unit's state as `State`; a unit without one (or with another system's) reads as fresh.
template <class State>
const State& system_state_of(const Unit& u) {
  static const State fresh;
  const auto* s = dynamic_cast<const State*>(u.system.get());
  return s ? *s : fresh;
}

// The same, to change: a unit without a `State` is given a fresh one.
template <class State>
State& system_state_of(Unit& u) {
  if (auto* s = dynamic_cast<State*>(u.system.get())) return *s;
  auto fresh = std::make_unique<State>();
  State* s = fresh.get();
  u.system = UnitStateBox(std::move(fresh));
  return *s;
}

}  // namespace hexfire
