#include "engine/state/unit_worth.hpp"

#include "engine/units/unit_state.hpp"

namespace hexfire {
double status_worth_factor(UnitStatus s) {
  switch (s) {
    case UnitStatus::Good: return 1.0;
    case UnitStatus::Disrupted:
    case UnitStatus::Shaken: return 0.75;
    case UnitStatus::Routed:
    case UnitStatus::Demoralized: return 0.4;
  }
  return 1.0;
}

double unit_worth(const GameState& s, const Unit& u) {
  if (u.eliminated) return 0;
  const UnitType& t = s.unit_type(u.type);
  double value = u.reduced && t.reduced_strength > 0 ? t.reduced_strength : t.strength;
  if (u.system)
    if (const auto face = u.system->badges().face_value) value = *face;
  if (value <= 0) value = 1;  // a leader
  return value * status_worth_factor(u.status);
}

}  // namespace hexfire
