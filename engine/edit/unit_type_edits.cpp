// The scenario's unit types as edits of a draft: add one of a ruleset class, set or clear its
// attributes, remove one no unit uses. The bounds of every number are the loader's: a value it
// would refuse is refused with its own message (edit_loadable), so the two never disagree.
#include <algorithm>

#include "engine/edit/document_nodes.hpp"
#include "engine/edit/scenario_draft.hpp"

namespace hexfire {

namespace {

using edit::attribute;

XmlElement* type_element(XmlElement& root, const std::string& id) {
  return edit::keyed_child(root, "unit-types", "unit-type", "id", id);
}

// Units and leaders naming the type, on the map and in reinforcements.
int units_of_type(const XmlElement& e, const std::string& id) {
  int n = (e.name == "unit" || e.name == "leader") && attribute(e, "type") == id ? 1 : 0;
  for (const XmlElement* c : e.child_elements()) n += units_of_type(*c, id);
  return n;
}

bool is_required(const std::string& name) { return name == "strength" || name == "class"; }

}  // namespace

const std::vector<std::string>& ScenarioDraft::unit_type_attribute_names() {
  // docs/scenario-format.md, <unit-types>: the common numbers, then those a rule system reads.
  static const std::vector<std::string> names = {
      "name",     "strength", "reduced-strength", "morale", "reduced-morale", "movement", "command-range",
      "range",    "combat",   "morale_mod",       "nation", "guards"};
  return names;
}

std::vector<DraftUnitType> ScenarioDraft::unit_types() const {
  std::vector<DraftUnitType> out;
  const XmlElement* root = doc_.root();
  const XmlElement* types = root ? root->first_child("unit-types") : nullptr;
  if (!types) return out;
  for (const XmlElement* t : types->child_elements("unit-type")) {
    DraftUnitType d;
    d.id = attribute(*t, "id").value_or("");
    d.unit_class = attribute(*t, "class").value_or("");
    for (const XmlAttribute& a : t->attributes)
      if (a.name != "id" && a.name != "class") d.attributes.emplace_back(a.name, a.value);
    d.units = units_of_type(*root, d.id);
    out.push_back(std::move(d));
  }
  return out;
}

EditResult ScenarioDraft::add_unit_type(const std::string& id, const std::string& unit_class) {
  return edit_loadable("add unit type " + (id.empty() ? unit_class : id), [&](XmlElement& root, const GameState& state) -> EditResult {
    // No id given: the class's own, numbered when taken (infantry, infantry_2, ...).
    std::string made = id;
    for (int n = 2; made.empty() || (id.empty() && type_element(root, made)); ++n)
      made = unit_class + (n > 2 ? "_" + std::to_string(n - 1) : "");
    if (type_element(root, made)) return {"there is a unit type '" + made + "' already", ""};
    if (!state.ruleset().find_unit_class(unit_class)) {
      std::string known;
      for (const UnitClass& c : state.ruleset().unit_classes) known += (known.empty() ? "" : ", ") + c.id;
      return {"'" + unit_class + "' is not a unit class of the " + state.ruleset().system + " ruleset (" + known + ")", ""};
    }
    XmlElement& t = edit::child_made(root, "unit-types").add_element("unit-type");
    t.set_attribute("id", made);
    t.set_attribute("class", unit_class);
    t.set_attribute("strength", "1");
    return {std::nullopt, made};
  });
}

EditResult ScenarioDraft::set_unit_type_attribute(const std::string& id, const std::string& name, const std::string& value) {
  return edit_loadable(id + " " + name, [&](XmlElement& root, const GameState&) -> EditResult {
    XmlElement* t = type_element(root, id);
    if (!t) return {"there is no unit type '" + id + "'", ""};
    const auto& names = unit_type_attribute_names();
    if (name != "class" && std::find(names.begin(), names.end(), name) == names.end())
      return {"'" + name + "' is not an attribute of a unit type", ""};
    if (value.empty()) {
      if (is_required(name)) return {"a unit type needs its " + name, ""};
      if (!edit::remove_attribute(*t, name)) return {id + " has no " + name + " to clear", ""};
      return {};
    }
    if (attribute(*t, name) == value) return {id + "'s " + name + " is " + value + " already", ""};
    t->set_attribute(name, value);
    return {};
  });
}

EditResult ScenarioDraft::remove_unit_type(const std::string& id) {
  return edit("remove unit type " + id, [&](XmlElement& root, const GameState&) -> EditResult {
    XmlElement* types = edit::child(root, "unit-types");
    if (!types || !type_element(root, id)) return {"there is no unit type '" + id + "'", ""};
    if (const int n = units_of_type(root, id))
      return {std::to_string(n) + (n == 1 ? " unit is" : " units are") + " of type '" + id + "': delete or change them first", ""};
    edit::remove_children(*types, [&](const XmlElement& e) { return e.name == "unit-type" && attribute(e, "id") == id; });
    return {};
  });
}

}  // namespace hexfire
