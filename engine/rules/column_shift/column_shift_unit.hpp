// Column-shift's own state of a unit beyond the common fields (steps are Unit::reduced, the
// morale state is Unit::status Good / Disrupted / Demoralized): whether it is dug in (IA 16.1),
// how many compound morale failures past demoralization have lowered its morale (B-6), the vehicle
// carrying it, and the class it took by mounting or dismounting (its type says it too; the state
// hash reads this).
#pragma once

#include <optional>
#include <string>

#include "engine/units/unit.hpp"

namespace hexfire::column_shift {

class ColumnShiftUnit final : public SystemUnitState {
 public:
  bool dug_in = false;
  int morale_lost = 0;  // B-6: each further failure while demoralized lowers morale by one more
  std::optional<UnitId> carried_by;  // the vehicle carrying it (carriers.hpp)
  std::string now_class;             // the class it took by mounting or dismounting ("" if none)
  std::string starts_on;             // scenario: the vehicle it starts loaded on, by name, until the start

  std::unique_ptr<SystemUnitState> clone() const override { return std::make_unique<ColumnShiftUnit>(*this); }
  std::string hash_lead() const override;   // "lost=N"
  std::string hash_trail() const override;  // " dug_in=1" when dug in
  std::vector<FlowRow> rows() const override;
  UnitStateBadges badges() const override;
};

// The unit's column-shift state; a unit without one reads as fresh.
const ColumnShiftUnit& column_shift_unit(const Unit& u);
ColumnShiftUnit& column_shift_unit(Unit& u);

}  // namespace hexfire::column_shift
