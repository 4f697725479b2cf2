// What a rule system reads from a scenario's <unit> and <leader> beyond the attributes every
// system has: each attribute's name, the kind of value it takes and, where the set is short, the
// values. The scenario editor lists and checks a unit's attributes from this alone, so a new
// system's attributes are edited without a change to the editor. Each system declares its list
// beside the reader of those attributes (UnitStateReader), and a test loads every declared value
// through that reader, so the two cannot drift apart.
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace hexfire {

enum class UnitAttributeKind {
  Number,  // a whole number min..max
  Choice,  // one of `values`
  Flag,    // "true" (absent: false)
  Unit,    // the name of another unit of the scenario (renaming that unit renames it here)
  Text,    // a word the system checks itself (the set-up check names a bad one)
};

enum class UnitAttributeOn { Any, Unit, Leader };  // which elements take it

struct UnitAttribute {
  std::string name;   // the XML attribute: "hits"
  std::string label;  // for people: "O hits"
  UnitAttributeKind kind = UnitAttributeKind::Text;
  int min = 0, max = 0;             // Number
  std::vector<std::string> values;  // Choice
  UnitAttributeOn on = UnitAttributeOn::Any;
  std::string doc;  // one line: what it means and what its absence means
};

// A system's unit attributes; `rules_dir` holds its ruleset, for values its tables list (volley:
// the weapons).
using UnitAttributeLister = std::vector<UnitAttribute> (*)(const std::string& rules_dir);

// The attributes `system_id` declares (nothing for a system that declares none or is unknown).
std::vector<UnitAttribute> unit_attributes_of(const std::string& system_id, const std::string& rules_dir);

// Nothing when `value` is one the attribute takes (by its kind alone; a Unit's name is checked by
// the caller), else why not. An empty value is never one: it means "absent".
std::optional<std::string> check_unit_attribute(const UnitAttribute& a, const std::string& value);

}  // namespace hexfire
