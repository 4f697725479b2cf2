#include "engine/rules/column_shift/column_shift_unit.hpp"

namespace hexfire::column_shift {

std::string ColumnShiftUnit::hash_lead() const { return "lost=" + std::to_string(morale_lost); }

std::string ColumnShiftUnit::hash_trail() const { return dug_in ? " dug_in=1" : ""; }

std::vector<FlowRow> ColumnShiftUnit::rows() const {
  std::vector<FlowRow> out;
  if (dug_in) out.push_back({"Dug in", "yes"});
  if (morale_lost > 0) out.push_back({"Morale lost", std::to_string(morale_lost)});
  return out;
}

UnitStateBadges ColumnShiftUnit::badges() const {
  UnitStateBadges b;
  if (dug_in) b.markers.push_back("dug_in");
  return b;
}

const ColumnShiftUnit& column_shift_unit(const Unit& u) {
  static const ColumnShiftUnit fresh;
  const auto* s = dynamic_cast<const ColumnShiftUnit*>(u.system.get());
  return s ? *s : fresh;
}

ColumnShiftUnit& column_shift_unit(Unit& u) {
  if (auto* s = dynamic_cast<ColumnShiftUnit*>(u.system.get())) return *s;
  auto fresh = std::make_unique<ColumnShiftUnit>();
  ColumnShiftUnit* s = fresh.get();
  u.system = UnitStateBox(std::move(fresh));
  return *s;
}

}  // namespace hexfire::column_shift
