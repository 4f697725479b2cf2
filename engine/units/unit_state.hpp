// What a rule system keeps of a unit beyond the fields every system has (fireline: O hits and
// the advance-fire, charging ... flags; column-shift: steps and dug-in; volley: stands, figures,
// formation). Each system defines its own typed state; the neutral code copies, hashes and shows
// it through this interface without knowing what is in it.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "engine/core/clone_box.hpp"
#include "engine/core/display_row.hpp"

namespace hexfire {

// The markers a unit's state puts on its counter, for the front end's badges.
struct UnitStateBadges {
  std::vector<std::string> markers;  // ruleset marker ids the unit carries ("advance_fire")
  int count = 0;                     // a number markers print (fireline: O hits); 0 shows none
  std::string count_label;           // its legend under the number ("O HITS")
  // The number the counter prints in place of its type's strength (volley: the figures a
  // regiment has left); nothing: the type's strength.
  std::optional<int> face_value;
};

class SystemUnitState {
 public:
  virtual ~SystemUnitState() = default;
  virtual std::unique_ptr<SystemUnitState> clone() const = 0;
  // Every field in a fixed order, for the state hash and save snapshots. The unit's hash line
  // keeps the layout recorded games were hashed with: `hash_lead` stands before the unit's
  // status ("hits=2"), `hash_trail` after it (" advance_fire=1"; empty or starting with a blank).
  virtual std::string hash_lead() const = 0;
  virtual std::string hash_trail() const = 0;
  // What a player sees of it, as label/value rows ({"O hits", "2"}).
  virtual std::vector<FlowRow> rows() const = 0;
  virtual UnitStateBadges badges() const = 0;
};

// Value semantics for a SystemUnitState, so its holder stays copyable.
using UnitStateBox = CloneBox<SystemUnitState>;

}  // namespace hexfire
