// A unit's details (status, reduced side, name and the rule system's own attributes), the
// ruleset's options, markers on hexes, and the victory conditions other than objectives, as
// edits of a scenario draft. What a system reads on units comes from its declaration
// (unit_attributes.hpp), so no system is named here.
#include <algorithm>

#include "engine/edit/document_nodes.hpp"
#include "engine/edit/scenario_draft.hpp"
#include "engine/io/limits.hpp"
#include "engine/rules/rule_system.hpp"

namespace hexfire {

namespace {

using edit::attribute;

bool is_unit_element(const XmlElement& e) { return e.name == "unit" || e.name == "leader"; }

// The attributes every system's units have, which set_unit_attribute leaves to their own edits.
bool is_common_attribute(const std::string& name) {
  static const char* const kCommon[] = {"name", "type", "at", "org", "commands", "facing", "status", "reduced"};
  return std::any_of(std::begin(kCommon), std::end(kCommon), [&](const char* c) { return name == c; });
}

struct Found {
  const XmlElement* element = nullptr;
  std::string side;
  bool on_map = true;
};

// Visits every <unit> and <leader> of the document, on the map and in reinforcements.
template <typename Visit>
void each_unit(const XmlElement& root, Visit visit) {
  for (const XmlElement* units : root.child_elements("units"))
    for (const XmlElement* e : units->child_elements())
      if (is_unit_element(*e)) visit(Found{e, attribute(*units, "side").value_or(""), true});
  if (const XmlElement* r = root.first_child("reinforcements"))
    for (const XmlElement* group : r->child_elements("reinforcement"))
      for (const XmlElement* e : group->child_elements())
        if (is_unit_element(*e)) visit(Found{e, attribute(*group, "side").value_or(""), false});
}

Found find_unit(const XmlElement& root, const std::string& name) {
  Found out;
  each_unit(root, [&](const Found& f) {
    if (!out.element && attribute(*f.element, "name") == name) out = f;
  });
  return out;
}

// The element itself, to change: `root` is the edit's own copy of the document.
XmlElement* find_unit_element(XmlElement& root, const std::string& name) {
  return const_cast<XmlElement*>(find_unit(root, name).element);
}

std::string no_unit(const std::string& name) { return "no unit or leader is named '" + name + "'"; }

std::optional<UnitAttribute> declared(const std::vector<UnitAttribute>& list, const std::string& name) {
  for (const UnitAttribute& a : list)
    if (a.name == name) return a;
  return std::nullopt;
}

// The marker elements of <map> in `at` of `type`.
bool is_marker(const XmlElement& e, const HexMap& map, Hex at, const std::string& type) {
  if (e.name != "marker" || attribute(e, "type") != type) return false;
  const auto label = attribute(e, "at");
  return label && map.parse_label(*label) == at;
}

// The victory line of `name` ("elimination", "bonus", "sudden-death") for a side, made in its
// place when there is none: the lines stand in the order objectives, eliminations, bonuses,
// sudden deaths, so a new one goes after the last line of its kind or of a kind before it.
XmlElement& victory_line(XmlElement& root, const std::string& name, const std::string& side) {
  XmlElement& victory = edit::child_made(root, "victory");
  for (XmlElement* e : edit::children(victory, name))
    if (attribute(*e, "side") == side) return *e;
  static const std::vector<std::string> order{"objective", "elimination", "bonus", "sudden-death"};
  const auto rank = [](const std::string& n) { return std::find(order.begin(), order.end(), n) - order.begin(); };
  std::size_t at = 0;
  for (std::size_t i = 0; i < victory.children.size(); ++i)
    if (const XmlElement* e = victory.children[i].element(); e && rank(e->name) <= rank(name)) at = i + 1;
  XmlElement made{name, 0, {}, {}};
  made.set_attribute("side", side);
  victory.children.insert(victory.children.begin() + static_cast<std::ptrdiff_t>(at), XmlNode{std::move(made)});
  return std::get<XmlElement>(victory.children[at].value);
}

}  // namespace

std::optional<DraftUnit> ScenarioDraft::unit_details(const std::string& name) const {
  const XmlElement* root = doc_.root();
  if (!root) return std::nullopt;
  const Found f = find_unit(*root, name);
  if (!f.element) return std::nullopt;
  DraftUnit out;
  out.name = name;
  out.type = attribute(*f.element, "type").value_or("");
  out.side = f.side;
  out.leader = f.element->name == "leader";
  out.on_map = f.on_map;
  out.status = attribute(*f.element, "status").value_or("");
  out.reduced = attribute(*f.element, "reduced") == std::optional<std::string>("true");
  out.facing = attribute(*f.element, "facing").value_or("");
  if (const GameState* s = state())
    if (const auto t = s->find_unit_type(out.type)) out.has_reduced_side = s->unit_type(*t).reduced_strength > 0;
  for (const XmlAttribute& a : f.element->attributes)
    if (!is_common_attribute(a.name)) out.attributes[a.name] = a.value;
  return out;
}

std::vector<UnitAttribute> ScenarioDraft::unit_attributes() const {
  const GameState* s = state();
  return s ? unit_attributes_of(s->ruleset().system, rules_dir_) : std::vector<UnitAttribute>{};
}

EditResult ScenarioDraft::set_unit_status(const std::string& name, const std::string& status) {
  return edit("status of " + name, [&](XmlElement& root, const GameState&) -> EditResult {
    XmlElement* e = find_unit_element(root, name);
    if (!e) return {no_unit(name), ""};
    const auto parsed = parse_status(status);
    if (!parsed) return {"'" + status + "' is not a status (good, disrupted, routed, demoralized, shaken)", ""};
    const std::string now = attribute(*e, "status").value_or("good");
    if (parse_status(now) == parsed) return {name + " is already " + status, ""};
    if (*parsed == UnitStatus::Good) edit::remove_attribute(*e, "status");
    else e->set_attribute("status", status_name(*parsed));
    return {std::nullopt, status};
  });
}

// Any unit's or leader's, set up on the map (the Turn tool) or waiting in a reinforcement (the
// Unit panel), since a group's units enter facing as they are written.
EditResult ScenarioDraft::set_facing(const std::string& name, HexDirection facing) {
  return edit("turn " + name, [&](XmlElement& root, const GameState& s) -> EditResult {
    if (!s.ruleset().unit_facing) return {"units of the " + s.ruleset().system + " rules do not face a hexside", ""};
    XmlElement* e = find_unit_element(root, name);
    if (!e) return {no_unit(name), ""};
    const auto now = parse_direction(attribute(*e, "facing").value_or("N"));
    if (now == facing) return {name + " already faces " + direction_name(facing), ""};
    e->set_attribute("facing", direction_name(facing));
    return {std::nullopt, name};
  });
}

EditResult ScenarioDraft::set_unit_reduced(const std::string& name, bool reduced) {
  return edit((reduced ? "reduce " : "restore ") + name, [&](XmlElement& root, const GameState& s) -> EditResult {
    XmlElement* e = find_unit_element(root, name);
    if (!e) return {no_unit(name), ""};
    const auto type = s.find_unit_type(attribute(*e, "type").value_or(""));
    if (reduced && (!type || s.unit_type(*type).reduced_strength == 0)) return {name + "'s type has no reduced side", ""};
    const bool now = attribute(*e, "reduced") == std::optional<std::string>("true");
    if (now == reduced) return {name + (reduced ? " is already reduced" : " is already at full strength"), ""};
    if (reduced) e->set_attribute("reduced", "true");
    else edit::remove_attribute(*e, "reduced");
    return {std::nullopt, name};
  });
}

EditResult ScenarioDraft::rename_unit(const std::string& name, const std::string& new_name) {
  const std::vector<UnitAttribute> declared_list = unit_attributes();
  return edit("rename " + name, [&](XmlElement& root, const GameState&) -> EditResult {
    XmlElement* e = find_unit_element(root, name);
    if (!e) return {no_unit(name), ""};
    if (new_name.empty()) return {"a unit needs a name", ""};
    if (new_name.size() > limits::kMaxNameLength) return {"a name is at most " + std::to_string(limits::kMaxNameLength) + " bytes", ""};
    if (new_name.find_first_of("\n\t") != std::string::npos) return {"a name is one line", ""};
    if (new_name == name) return {"the unit is already named " + name, ""};
    if (find_unit_element(root, new_name)) return {"a unit is already named '" + new_name + "'", ""};
    e->set_attribute("name", new_name);
    // The system's attributes that name a unit (a vehicle a unit rides) follow the new name.
    std::vector<XmlElement*> riders;
    each_unit(root, [&](const Found& f) {
      for (const UnitAttribute& a : declared_list)
        if (a.kind == UnitAttributeKind::Unit && attribute(*f.element, a.name) == name) riders.push_back(const_cast<XmlElement*>(f.element));
    });
    for (XmlElement* r : riders)
      for (const UnitAttribute& a : declared_list)
        if (a.kind == UnitAttributeKind::Unit && attribute(*r, a.name) == name) r->set_attribute(a.name, new_name);
    return {std::nullopt, new_name};
  });
}

EditResult ScenarioDraft::set_unit_attribute(const std::string& name, const std::string& attr, const std::string& value) {
  const std::vector<UnitAttribute> declared_list = unit_attributes();
  return edit(attr + " of " + name, [&](XmlElement& root, const GameState&) -> EditResult {
    XmlElement* e = find_unit_element(root, name);
    if (!e) return {no_unit(name), ""};
    const auto a = declared(declared_list, attr);
    if (!a) return {"the rules read no '" + attr + "' on a unit", ""};
    const bool leader = e->name == "leader";
    if ((a->on == UnitAttributeOn::Leader && !leader) || (a->on == UnitAttributeOn::Unit && leader))
      return {attr + " is for " + std::string(leader ? "units" : "leaders") + " only", ""};
    const auto now = attribute(*e, attr);
    if (value.empty()) {
      if (!now) return {name + " has no " + attr + " set", ""};
      edit::remove_attribute(*e, attr);
      return {std::nullopt, ""};
    }
    if (auto why = check_unit_attribute(*a, value)) return {why, ""};
    if (a->kind == UnitAttributeKind::Unit) {
      if (value == name) return {"a unit cannot name itself", ""};
      if (!find_unit_element(root, value)) return {no_unit(value), ""};
    }
    if (now == value) return {name + "'s " + attr + " is already " + value, ""};
    e->set_attribute(attr, value);
    return {std::nullopt, value};
  });
}

std::vector<DraftOption> ScenarioDraft::options() const {
  std::vector<DraftOption> out;
  const GameState* s = state();
  const XmlElement* root = doc_.root();
  if (!s || !root) return out;
  const Ruleset& rules = s->ruleset();
  const std::string variant = attribute(*root, "variant").value_or("");
  const auto from_variant = rules.variant_options.find(variant);
  std::map<std::string, std::string> set;
  if (const XmlElement* o = root->first_child("options"))
    for (const XmlElement* e : o->child_elements("option")) set[attribute(*e, "name").value_or("")] = attribute(*e, "value").value_or("");
  for (const auto& [option, value] : rules.options) {
    DraftOption d{option, value, ""};
    if (from_variant != rules.variant_options.end())
      if (const auto it = from_variant->second.find(option); it != from_variant->second.end()) d.default_value = it->second;
    if (const auto it = set.find(option); it != set.end()) d.value = it->second;
    out.push_back(std::move(d));
  }
  return out;
}

EditResult ScenarioDraft::set_option(const std::string& name, const std::string& value) {
  return edit("option " + name, [&](XmlElement& root, const GameState& s) -> EditResult {
    if (!s.ruleset().options.count(name)) return {"the " + s.ruleset().system + " ruleset has no option '" + name + "'", ""};
    if (value.empty()) return {"an option needs a value (reset it to use the default)", ""};
    if (value.size() > limits::kMaxOptionValueLength || value.find_first_of("\n\t") != std::string::npos)
      return {"an option's value is one line of at most " + std::to_string(limits::kMaxOptionValueLength) + " bytes", ""};
    XmlElement* options = edit::child(root, "options");
    if (!options) {
      // Before the map, where the format lists it.
      std::size_t at = root.children.size();
      for (std::size_t i = 0; i < root.children.size(); ++i)
        if (const XmlElement* e = root.children[i].element(); e && e->name == "map") {
          at = i;
          break;
        }
      root.children.insert(root.children.begin() + static_cast<std::ptrdiff_t>(at), XmlNode{XmlElement{"options", 0, {}, {}}});
      options = &std::get<XmlElement>(root.children[at].value);
    }
    for (XmlElement* e : edit::children(*options, "option"))
      if (attribute(*e, "name") == name) {
        if (attribute(*e, "value") == value) return {name + " is already " + value, ""};
        e->set_attribute("value", value);
        return {std::nullopt, value};
      }
    XmlElement& e = options->add_element("option");
    e.set_attribute("name", name);
    e.set_attribute("value", value);
    return {std::nullopt, value};
  });
}

EditResult ScenarioDraft::reset_option(const std::string& name) {
  return edit("reset " + name, [&](XmlElement& root, const GameState&) -> EditResult {
    XmlElement* options = edit::child(root, "options");
    const auto named = [&](const XmlElement& e) { return e.name == "option" && attribute(e, "name") == name; };
    if (!options || edit::remove_children(*options, named) == 0) return {"the scenario does not set " + name, ""};
    // An empty <options> says nothing; it goes with its last option, unless it holds a comment.
    if (std::all_of(options->children.begin(), options->children.end(),
                    [](const XmlNode& n) { return n.text() && n.text()->value.find_first_not_of(" \t\r\n") == std::string::npos; }))
      edit::remove_children(root, [](const XmlElement& e) { return e.name == "options"; });
    return {std::nullopt, name};
  });
}

EditResult ScenarioDraft::place_marker(Hex at, const std::string& type) {
  return edit("marker " + type, [&](XmlElement& root, const GameState& s) -> EditResult {
    if (!s.map().contains(at)) return {"the hex is off the map", ""};
    const auto id = s.ruleset().find_marker(type);
    if (!id) return {"'" + type + "' is not a marker of the " + s.ruleset().system + " ruleset", ""};
    if (s.ruleset().marker(*id).unit_only) return {"'" + type + "' shows a unit's state and is set on the unit, not on a hex", ""};
    const std::string label = s.map().label(at);
    if (s.map().has_marker(at, *id)) return {label + " already has a " + type + " marker", ""};
    XmlElement* map = edit::child(root, "map");
    if (!map) return {"the scenario has no <map>", ""};
    // After the other markers, else at the end of the map.
    std::size_t pos = map->children.size();
    for (std::size_t i = 0; i < map->children.size(); ++i)
      if (const XmlElement* e = map->children[i].element(); e && e->name == "marker") pos = i + 1;
    XmlElement made{"marker", 0, {}, {}};
    made.set_attribute("type", type);
    made.set_attribute("at", label);
    map->children.insert(map->children.begin() + static_cast<std::ptrdiff_t>(pos), XmlNode{std::move(made)});
    return {std::nullopt, label};
  });
}

EditResult ScenarioDraft::remove_marker(Hex at, const std::string& type) {
  return edit("remove marker " + type, [&](XmlElement& root, const GameState& s) -> EditResult {
    XmlElement* map = edit::child(root, "map");
    const std::size_t removed = map ? edit::remove_children(*map, [&](const XmlElement& e) { return is_marker(e, s.map(), at, type); }) : 0;
    if (removed == 0) return {"no " + type + " marker in " + s.map().label(at), ""};
    return {std::nullopt, s.map().label(at)};
  });
}

EditResult ScenarioDraft::move_marker(Hex from, Hex to, const std::string& type) {
  return edit("move marker " + type, [&](XmlElement& root, const GameState& s) -> EditResult {
    if (!s.map().contains(to)) return {"that hex is off the map", ""};
    if (from == to) return {"the marker is in " + s.map().label(to) + " already", ""};
    XmlElement* map = edit::child(root, "map");
    if (!map) return {"no " + type + " marker in " + s.map().label(from), ""};
    XmlElement* moving = nullptr;
    for (XmlElement* e : edit::children(*map, "marker")) {
      if (is_marker(*e, s.map(), to, type)) return {s.map().label(to) + " has a " + type + " marker already", ""};
      if (!moving && is_marker(*e, s.map(), from, type)) moving = e;
    }
    if (!moving) return {"no " + type + " marker in " + s.map().label(from), ""};
    moving->set_attribute("at", s.map().label(to));
    return {std::nullopt, s.map().label(to)};
  });
}

DraftVictoryRules ScenarioDraft::victory_rules() const {
  DraftVictoryRules out;
  const XmlElement* root = doc_.root();
  const XmlElement* v = root ? root->first_child("victory") : nullptr;
  if (!v) return out;
  const auto number = [](const XmlElement& e, const char* name) {
    const std::string text = attribute(e, name).value_or("0");
    return std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; }) && !text.empty() && text.size() < 9
               ? std::stoi(text)
               : 0;
  };
  for (const XmlElement* e : v->child_elements("elimination")) out.vp_per_sp[attribute(*e, "side").value_or("")] = number(*e, "vp-per-sp");
  for (const XmlElement* e : v->child_elements("sudden-death")) out.sudden_death[attribute(*e, "side").value_or("")] = number(*e, "vp");
  for (const XmlElement* e : v->child_elements("bonus")) out.bonus[attribute(*e, "side").value_or("")] = number(*e, "vp");
  return out;
}

namespace {

EditResult set_victory_number(XmlElement& root, const GameState& s, const std::string& element, const std::string& side,
                              const char* attr, int value, int min, int max) {
  if (!s.find_side(side)) return {"there is no side '" + side + "'", ""};
  if (value < min || value > max) return {std::string(attr) + " is " + std::to_string(min) + ".." + std::to_string(max), ""};
  XmlElement& e = victory_line(root, element, side);
  if (attribute(e, attr) == std::to_string(value)) return {"it is already " + std::to_string(value), ""};
  e.set_attribute(attr, std::to_string(value));
  return {std::nullopt, std::to_string(value)};
}

EditResult remove_victory_line(XmlElement& root, const std::string& element, const std::string& side) {
  XmlElement* v = edit::child(root, "victory");
  const auto line = [&](const XmlElement& e) { return e.name == element && attribute(e, "side") == side; };
  if (!v || edit::remove_children(*v, line) == 0) return {"no <" + element + "> for '" + side + "'", ""};
  return {std::nullopt, side};
}

}  // namespace

EditResult ScenarioDraft::set_elimination(const std::string& side, int vp_per_sp) {
  return edit("elimination for " + side, [&](XmlElement& root, const GameState& s) {
    return set_victory_number(root, s, "elimination", side, "vp-per-sp", vp_per_sp, 0, 100);
  });
}

EditResult ScenarioDraft::remove_elimination(const std::string& side) {
  return edit("remove elimination for " + side, [&](XmlElement& root, const GameState&) { return remove_victory_line(root, "elimination", side); });
}

EditResult ScenarioDraft::set_sudden_death(const std::string& side, int vp) {
  return edit("sudden death for " + side, [&](XmlElement& root, const GameState& s) {
    return set_victory_number(root, s, "sudden-death", side, "vp", vp, 1, 100000);
  });
}

EditResult ScenarioDraft::remove_sudden_death(const std::string& side) {
  return edit("remove sudden death for " + side,
              [&](XmlElement& root, const GameState&) { return remove_victory_line(root, "sudden-death", side); });
}

EditResult ScenarioDraft::set_bonus(const std::string& side, int vp) {
  return edit("bonus for " + side, [&](XmlElement& root, const GameState& s) {
    return set_victory_number(root, s, "bonus", side, "vp", vp, 1, 1000);
  });
}

EditResult ScenarioDraft::remove_bonus(const std::string& side) {
  return edit("remove bonus for " + side, [&](XmlElement& root, const GameState&) { return remove_victory_line(root, "bonus", side); });
}

}  // namespace hexfire
