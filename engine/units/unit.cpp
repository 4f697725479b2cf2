// Names of unit states, for scenario files and messages.
#include "engine/units/unit.hpp"

namespace hexfire {

const char* status_name(UnitStatus s) {
  switch (s) {
    case UnitStatus::Good: return "good";
    case UnitStatus::Disrupted: return "disrupted";
    case UnitStatus::Routed: return "routed";
    case UnitStatus::Demoralized: return "demoralized";
    case UnitStatus::Shaken: return "shaken";
  }
  return "?";
}

std::optional<UnitStatus> parse_status(const std::string& s) {
  for (UnitStatus st : {UnitStatus::Good, UnitStatus::Disrupted, UnitStatus::Routed, UnitStatus::Demoralized,
                        UnitStatus::Shaken})
    if (s == status_name(st)) return st;
  return std::nullopt;
}

}  // namespace hexfire
