#include "engine/rules/column_shift/column_shift_unit.hpp"

#include "engine/units/system_state_of.hpp"

namespace hexfire::column_shift {

std::string ColumnShiftUnit::hash_lead() const { return "lost=" + std::to_string(morale_lost); }

std::string ColumnShiftUnit::hash_trail() const {
  std::string out = dug_in ? " dug_in=1" : "";
  if (carried_by) out += " on=" + std::to_string(carried_by->value);
  if (!now_class.empty()) out += " class=" + now_class;
  if (!starts_on.empty()) out += " starts_on=" + starts_on;
  return out;
}

std::vector<FlowRow> ColumnShiftUnit::rows() const {
  std::vector<FlowRow> out;
  if (dug_in) out.push_back({"Dug in", "yes"});
  if (morale_lost > 0) out.push_back({"Morale lost", std::to_string(morale_lost)});
  if (carried_by) out.push_back({"Carried", "on u" + std::to_string(carried_by->value)});
  return out;
}

UnitStateBadges ColumnShiftUnit::badges() const {
  UnitStateBadges b;
  if (dug_in) b.markers.push_back("dug_in");
  return b;
}

const ColumnShiftUnit& column_shift_unit(const Unit& u) { return system_state_of<ColumnShiftUnit>(u); }

ColumnShiftUnit& column_shift_unit(Unit& u) { return system_state_of<ColumnShiftUnit>(u); }

}  // namespace hexfire::column_shift
