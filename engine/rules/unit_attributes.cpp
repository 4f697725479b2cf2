// Checking a value against a system's declaration of a unit attribute (unit_attributes.hpp).
#include "engine/rules/unit_attributes.hpp"

#include <algorithm>


namespace hexfire {

std::optional<std::string> check_unit_attribute(const UnitAttribute& a, const std::string& value) {
  if (value.empty()) return a.name + " needs a value";
  switch (a.kind) {
    case UnitAttributeKind::Number: {
      const bool digits = value.size() <= 4 && std::all_of(value.begin(), value.end(), [](char c) { return c >= '0' && c <= '9'; });
      const int n = digits ? std::stoi(value) : -1;
      if (!digits || n < a.min || n > a.max)
        return a.name + " is a whole number " + std::to_string(a.min) + ".." + std::to_string(a.max);
      return std::nullopt;
    }
    case UnitAttributeKind::Choice: {
      if (std::find(a.values.begin(), a.values.end(), value) != a.values.end()) return std::nullopt;
      std::string list;
      for (const std::string& v : a.values) list += (list.empty() ? "" : ", ") + v;
      return a.name + " is one of " + list;
    }
    case UnitAttributeKind::Flag:
      if (value == "true" || value == "false") return std::nullopt;
      return a.name + " is true or false";
    case UnitAttributeKind::Unit:
    case UnitAttributeKind::Text:
      if (value.find_first_of("\n\t") != std::string::npos) return a.name + " is one line";
      return std::nullopt;
  }
  return std::nullopt;
}

}  // namespace hexfire
