// What a rule system keeps of a unit beyond the fields every system has (fireline: O hits and
// the advance-fire, charging ... flags; column-shift: steps and dug-in; volley: stands, figures,
// formation). Each system defines its own typed state; the neutral code copies, hashes and shows
// it through this interface without knowing what is in it.
#pragma once

#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace hexfire {

// The markers a unit's state puts on its counter, for the front end's badges.
struct UnitStateBadges {
  std::vector<std::string> markers;  // ruleset marker ids the unit carries ("advance_fire")
  int count = 0;                     // a number markers print (fireline: O hits); 0 shows none
  std::string count_label;           // its legend under the number ("O HITS")
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
  virtual std::vector<std::pair<std::string, std::string>> rows() const = 0;
  virtual UnitStateBadges badges() const = 0;
};

// Value semantics for a SystemUnitState, so units (and whole game states) stay copyable.
class UnitStateBox {
 public:
  UnitStateBox() = default;
  explicit UnitStateBox(std::unique_ptr<SystemUnitState> p) : p_(std::move(p)) {}
  UnitStateBox(const UnitStateBox& o) : p_(o.p_ ? o.p_->clone() : nullptr) {}
  UnitStateBox& operator=(const UnitStateBox& o) {
    if (this != &o) p_ = o.p_ ? o.p_->clone() : nullptr;
    return *this;
  }
  UnitStateBox(UnitStateBox&&) noexcept = default;
  UnitStateBox& operator=(UnitStateBox&&) noexcept = default;

  explicit operator bool() const { return p_ != nullptr; }
  const SystemUnitState* get() const { return p_.get(); }
  SystemUnitState* get() { return p_.get(); }
  const SystemUnitState* operator->() const { return p_.get(); }
  SystemUnitState* operator->() { return p_.get(); }

 private:
  std::unique_ptr<SystemUnitState> p_;
};

}  // namespace hexfire
