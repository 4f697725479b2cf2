// The units' edits of a scenario draft: set up a unit of one of the scenario's unit types, move
// it, turn it, take it off. Units are found by name, which the format keeps unique.
#include <set>

#include "engine/edit/document_nodes.hpp"
#include "engine/edit/scenario_draft.hpp"

namespace hexfire {

namespace {

using edit::attribute;

bool is_unit_element(const XmlElement& e) { return e.name == "unit" || e.name == "leader"; }

// The <unit> or <leader> set up on the map (not a reinforcement) with that name.
XmlElement* unit_element(XmlElement& root, const std::string& name) {
  for (XmlElement* side : edit::children(root, "units"))
    for (XmlNode& n : side->children)
      if (auto* e = std::get_if<XmlElement>(&n.value); e && is_unit_element(*e) && attribute(*e, "name") == name) return e;
  return nullptr;
}

// The <units> of a side, made after the last <units> (or at the end) when it has none.
XmlElement& units_of_side(XmlElement& root, const std::string& side) {
  std::size_t at = root.children.size();
  for (std::size_t i = 0; i < root.children.size(); ++i) {
    const XmlElement* e = root.children[i].element();
    if (!e || e->name != "units") continue;
    if (attribute(*e, "side") == side) return std::get<XmlElement>(root.children[i].value);
    at = i + 1;
  }
  XmlElement made{"units", 0, {}, {}};
  made.set_attribute("side", side);
  root.children.insert(root.children.begin() + static_cast<std::ptrdiff_t>(at), XmlNode{std::move(made)});
  return std::get<XmlElement>(root.children[at].value);
}

std::string free_name(const GameState& s, const std::string& base) {
  std::set<std::string> used;
  for (const Unit& u : s.units()) used.insert(u.name);
  for (int i = 1;; ++i)
    if (const std::string n = base + " " + std::to_string(i); !used.count(n)) return n;
}

}  // namespace

EditResult ScenarioDraft::place_unit(const UnitPlacement& unit) {
  return edit("place unit", [&](XmlElement& root, const GameState& s) -> EditResult {
    if (!s.map().contains(unit.at)) return {"the hex is off the map", ""};
    if (!s.find_side(unit.side)) return {"there is no side '" + unit.side + "'", ""};
    const auto type = s.find_unit_type(unit.type);
    if (!type) return {"there is no unit type '" + unit.type + "' in <unit-types>", ""};
    const UnitType& t = s.unit_type(*type);
    const std::string name = unit.name.empty() ? free_name(s, t.name.empty() ? t.id : t.name) : unit.name;
    if (s.find_unit(name)) return {"a unit is already named '" + name + "'", ""};
    const bool leader = s.ruleset().unit_class(t.unit_class).leader;
    XmlElement& e = units_of_side(root, unit.side).add_element(leader ? "leader" : "unit");
    e.set_attribute("name", name);
    e.set_attribute("type", unit.type);
    if (!unit.org.empty()) e.set_attribute("org", unit.org);
    e.set_attribute("at", s.map().label(unit.at));
    if (s.ruleset().unit_facing) e.set_attribute("facing", direction_name(unit.facing));
    return {std::nullopt, name};
  });
}

EditResult ScenarioDraft::move_unit(const std::string& name, Hex to) {
  return edit("move " + name, [&](XmlElement& root, const GameState& s) -> EditResult {
    if (!s.map().contains(to)) return {"the hex is off the map", ""};
    XmlElement* e = unit_element(root, name);
    if (!e) return {"no unit named '" + name + "' is set up on the map", ""};
    const std::string label = s.map().label(to);
    if (attribute(*e, "at") == label) return {name + " is already there", ""};
    e->set_attribute("at", label);
    return {std::nullopt, name};
  });
}

EditResult ScenarioDraft::remove_unit(const std::string& name) {
  return edit("remove " + name, [&](XmlElement& root, const GameState&) -> EditResult {
    std::size_t removed = 0;
    for (XmlElement* side : edit::children(root, "units"))
      removed += edit::remove_children(*side, [&](const XmlElement& e) { return is_unit_element(e) && attribute(e, "name") == name; });
    if (removed == 0) return {"no unit named '" + name + "' is set up on the map", ""};
    return {std::nullopt, name};
  });
}

}  // namespace hexfire
