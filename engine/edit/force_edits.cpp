// The order of battle as edits of a draft: the <organizations> tree, a unit's `org` and a
// leader's `commands`, and the <reinforcements> groups with their units. Each refuses what the
// loader would refuse (an organization of the other side, a second leader of one organization, a
// turn after the last), so the designer reads the reason at once and the file stays loadable.
#include <algorithm>
#include <set>

#include "engine/edit/document_nodes.hpp"
#include "engine/edit/scenario_draft.hpp"
#include "engine/io/limits.hpp"
#include "engine/io/xml_reader.hpp"

namespace hexfire {

namespace {

using edit::attribute;

bool is_unit_element(const XmlElement& e) { return e.name == "unit" || e.name == "leader"; }

// Where an <org> sits: in `holder` (<organizations> or its parent <org>) at `index`, `depth`
// elements below the root.
struct OrgPlace {
  XmlElement* holder = nullptr;
  std::size_t index = 0;
  int depth = 0;
  XmlElement& element() const { return std::get<XmlElement>(holder->children[index].value); }
};

std::optional<OrgPlace> find_org_in(XmlElement& holder, const std::string& key, int depth) {
  for (std::size_t i = 0; i < holder.children.size(); ++i) {
    auto* e = std::get_if<XmlElement>(&holder.children[i].value);
    if (!e || e->name != "org") continue;
    if (attribute(*e, "key") == key) return OrgPlace{&holder, i, depth};
    if (auto found = find_org_in(*e, key, depth + 1)) return found;
  }
  return std::nullopt;
}

std::optional<OrgPlace> find_org(XmlElement& root, const std::string& key) {
  XmlElement* orgs = edit::child(root, "organizations");
  return orgs ? find_org_in(*orgs, key, 3) : std::nullopt;  // <scenario> 1, <organizations> 2
}

// Every <unit> and <leader>, set up on the map or in a reinforcement.
void for_each_unit_element(XmlElement& root, const std::function<void(XmlElement&)>& visit) {
  const auto in = [&](XmlElement& parent) {
    for (XmlNode& n : parent.children)
      if (auto* e = std::get_if<XmlElement>(&n.value); e && is_unit_element(*e)) visit(*e);
  };
  for (XmlElement* side : edit::children(root, "units")) in(*side);
  if (XmlElement* r = edit::child(root, "reinforcements"))
    for (XmlElement* group : edit::children(*r, "reinforcement")) in(*group);
}

XmlElement* unit_anywhere(XmlElement& root, const std::string& name) {
  XmlElement* found = nullptr;
  for_each_unit_element(root, [&](XmlElement& e) {
    if (!found && attribute(e, "name") == name) found = &e;
  });
  return found;
}

// The root's child of that name, made before the first of `before` (as designers order a file)
// or at the end when it has none.
XmlElement& section_made(XmlElement& root, const std::string& name, const std::vector<std::string>& before) {
  if (XmlElement* e = edit::child(root, name)) return *e;
  std::size_t at = root.children.size();
  for (std::size_t i = 0; i < root.children.size() && at == root.children.size(); ++i)
    if (const XmlElement* e = root.children[i].element(); e && std::count(before.begin(), before.end(), e->name)) at = i;
  root.children.insert(root.children.begin() + static_cast<std::ptrdiff_t>(at), XmlNode{XmlElement{name, 0, {}, {}}});
  return std::get<XmlElement>(root.children[at].value);
}

// Sets an attribute; a new one goes right after `after` (the format's order), else at the end.
void set_attribute_after(XmlElement& e, const std::string& name, const std::string& value, const std::string& after) {
  if (e.attribute(name)) return e.set_attribute(name, value);
  const auto it = std::find_if(e.attributes.begin(), e.attributes.end(), [&](const XmlAttribute& a) { return a.name == after; });
  if (it == e.attributes.end()) return e.set_attribute(name, value);
  e.attributes.insert(it + 1, XmlAttribute{name, value, 0});
}

std::optional<std::string> bad_text(const std::string& what, const std::string& text) {
  if (text.size() > limits::kMaxNameLength)
    return what + " is " + std::to_string(text.size()) + " bytes; at most " + std::to_string(limits::kMaxNameLength);
  if (text.find_first_of("\n\r\t") != std::string::npos) return what + " is one line";
  return std::nullopt;
}

// The organization of `key` may be named by a unit of `side`: the loader's own refusals.
std::optional<std::string> org_refusal(const GameState& s, const std::string& attr, const std::string& key, SideId side) {
  const auto o = s.find_org(key);
  if (!o) return attr + "=\"" + key + "\": organization '" + key + "' does not exist";
  if (s.org(*o).side != side)
    return attr + "=\"" + key + "\": organization '" + key + "' belongs to side '" + s.side(s.org(*o).side).key + "'";
  return std::nullopt;
}

std::string free_name(const GameState& s, const std::string& base) {
  std::set<std::string> used;
  for (const Unit& u : s.units()) used.insert(u.name);
  for (int i = 1;; ++i)
    if (const std::string n = base + " " + std::to_string(i); !used.count(n)) return n;
}

XmlElement* group_element(XmlElement& root, std::size_t group) {
  XmlElement* r = edit::child(root, "reinforcements");
  if (!r) return nullptr;
  const auto groups = edit::children(*r, "reinforcement");
  return group < groups.size() ? groups[group] : nullptr;
}

std::string group_name(std::size_t group) { return "reinforcement group " + std::to_string(group + 1); }

std::optional<std::string> bad_turn(const XmlElement& root, int turn) {
  const int turns = static_cast<int>(parse_whole_number(attribute(root, "turns").value_or("")).value_or(0));
  if (turn < 1) return "turns start at 1";
  if (turns > 0 && turn > turns) return "turn " + std::to_string(turn) + " is after the last turn (" + std::to_string(turns) + ")";
  return std::nullopt;
}

}  // namespace

EditResult ScenarioDraft::add_org(const OrgSpec& org) {
  return edit("add " + org.key, [&](XmlElement& root, const GameState& s) -> EditResult {
    if (org.key.empty()) return {"an organization needs a key", ""};
    if (org.key.find_first_of(" \t\n\r") != std::string::npos) return {"an organization's key is one word", ""};
    for (const auto& [what, text] : {std::pair{"the key", &org.key}, {"the name", &org.name}, {"the level", &org.level}})
      if (auto why = bad_text(what, *text)) return {why, ""};
    if (s.find_org(org.key) || find_org(root, org.key)) return {"an organization is already keyed '" + org.key + "'", ""};
    if (s.orgs().size() >= limits::kMaxOrganizations)
      return {"a scenario holds at most " + std::to_string(limits::kMaxOrganizations) + " organizations", ""};
    XmlElement* holder = nullptr;
    if (org.parent.empty()) {
      if (org.side.empty()) return {"a top-level organization needs a side", ""};
      if (!s.find_side(org.side)) return {"there is no side '" + org.side + "'", ""};
      holder = &section_made(root, "organizations", {"units", "reinforcements", "victory"});
    } else {
      const auto parent = find_org(root, org.parent);
      if (!parent) return {"there is no organization '" + org.parent + "' to put it under", ""};
      if (parent->depth + 1 > limits::kMaxNestingDepth)
        return {"organizations nest at most " + std::to_string(limits::kMaxNestingDepth - 2) + " deep", ""};
      const auto parent_id = s.find_org(org.parent);
      if (!org.side.empty() && parent_id && s.side(s.org(*parent_id).side).key != org.side)
        return {"side '" + org.side + "' differs from its parent's", ""};
      holder = &parent->element();
    }
    // The format's order: key, name, level, side (a nested one inherits its side).
    XmlElement& e = holder->add_element("org");
    e.set_attribute("key", org.key);
    if (!org.name.empty()) e.set_attribute("name", org.name);
    if (!org.level.empty()) e.set_attribute("level", org.level);
    if (org.parent.empty()) e.set_attribute("side", org.side);
    return {std::nullopt, org.key};
  });
}

EditResult ScenarioDraft::rename_org(const std::string& key, const std::string& name) {
  return edit("rename " + key, [&](XmlElement& root, const GameState&) -> EditResult {
    const auto place = find_org(root, key);
    if (!place) return {"there is no organization '" + key + "'", ""};
    if (name.empty()) return {"an organization needs a name", ""};
    if (auto why = bad_text("the name", name)) return {why, ""};
    XmlElement& e = place->element();
    if (attribute(e, "name").value_or(key) == name) return {"the organization is already named " + name, ""};
    set_attribute_after(e, "name", name, "key");
    return {std::nullopt, name};
  });
}

// The key and every `org` and `commands` that names it, in one step: nothing else in the format
// refers to an organization (docs/scenario-format.md).
EditResult ScenarioDraft::set_org_key(const std::string& key, const std::string& new_key) {
  return edit("key of " + key, [&](XmlElement& root, const GameState&) -> EditResult {
    const auto place = find_org(root, key);
    if (!place) return {"there is no organization '" + key + "'", ""};
    if (new_key == key) return {"the organization is already keyed " + key, ""};
    if (new_key.empty()) return {"an organization needs a key", ""};
    if (new_key.find_first_of(" \t\n\r") != std::string::npos) return {"an organization's key is one word", ""};
    if (auto why = bad_text("the key", new_key)) return {why, ""};
    if (find_org(root, new_key)) return {"an organization is already keyed '" + new_key + "'", ""};
    place->element().set_attribute("key", new_key);
    for_each_unit_element(root, [&](XmlElement& e) {
      for (const char* a : {"org", "commands"})
        if (attribute(e, a) == key) e.set_attribute(a, new_key);
    });
    return {std::nullopt, new_key};
  });
}

EditResult ScenarioDraft::set_org_level(const std::string& key, const std::string& level) {
  return edit("level of " + key, [&](XmlElement& root, const GameState&) -> EditResult {
    const auto place = find_org(root, key);
    if (!place) return {"there is no organization '" + key + "'", ""};
    if (auto why = bad_text("the level", level)) return {why, ""};
    XmlElement& e = place->element();
    if (attribute(e, "level").value_or("") == level) return {"the organization's level is already " + (level.empty() ? "none" : level), ""};
    if (level.empty()) edit::remove_attribute(e, "level");
    else set_attribute_after(e, "level", level, e.attribute("name") ? "name" : "key");
    return {std::nullopt, level};
  });
}

EditResult ScenarioDraft::remove_org(const std::string& key) {
  return edit("remove " + key, [&](XmlElement& root, const GameState&) -> EditResult {
    const auto place = find_org(root, key);
    if (!place) return {"there is no organization '" + key + "'", ""};
    // Units are not moved out silently: which organization they belong to is the designer's call.
    std::vector<std::string> naming;
    for_each_unit_element(root, [&](XmlElement& e) {
      if (attribute(e, "org") == key || attribute(e, "commands") == key) naming.push_back(attribute(e, "name").value_or("?"));
    });
    if (!naming.empty()) {
      std::string list;
      for (std::size_t i = 0; i < naming.size() && i < 3; ++i) list += (i ? ", " : "") + naming[i];
      if (naming.size() > 3) list += " and " + std::to_string(naming.size() - 3) + " more";
      return {key + " is named by " + list + ": give them another organization first", ""};
    }
    XmlElement removed = std::move(place->element());
    XmlElement& holder = *place->holder;
    holder.children.erase(holder.children.begin() + static_cast<std::ptrdiff_t>(place->index));
    // Its sub-organizations take its place; at the top level each needs the side it inherited.
    std::vector<XmlNode> lifted;
    const auto side = attribute(removed, "side");
    for (XmlNode& n : removed.children)
      if (auto* c = std::get_if<XmlElement>(&n.value); c && c->name == "org") {
        if (holder.name == "organizations" && side && !c->attribute("side")) c->set_attribute("side", *side);
        lifted.push_back(std::move(n));
      }
    holder.children.insert(holder.children.begin() + static_cast<std::ptrdiff_t>(place->index),
                           std::make_move_iterator(lifted.begin()), std::make_move_iterator(lifted.end()));
    return {std::nullopt, key};
  });
}

EditResult ScenarioDraft::set_unit_org(const std::string& unit, const std::string& org) {
  return edit("organization of " + unit, [&](XmlElement& root, const GameState& s) -> EditResult {
    XmlElement* e = unit_anywhere(root, unit);
    const auto id = s.find_unit(unit);
    if (!e || !id) return {"there is no unit named '" + unit + "'", ""};
    if (attribute(*e, "org").value_or("") == org) return {unit + " is already " + (org.empty() ? "in no organization" : "in " + org), ""};
    if (org.empty()) {
      edit::remove_attribute(*e, "org");
    } else {
      if (auto why = org_refusal(s, "org", org, s.unit(*id).side)) return {why, ""};
      set_attribute_after(*e, "org", org, e->attribute("commands") ? "commands" : "type");
    }
    return {std::nullopt, unit};
  });
}

EditResult ScenarioDraft::set_commands(const std::string& leader, const std::string& org) {
  return edit("command of " + leader, [&](XmlElement& root, const GameState& s) -> EditResult {
    XmlElement* e = unit_anywhere(root, leader);
    const auto id = s.find_unit(leader);
    if (!e || !id) return {"there is no leader named '" + leader + "'", ""};
    if (e->name != "leader") return {leader + " is not a leader: only a leader commands", ""};
    if (attribute(*e, "commands").value_or("") == org)
      return {leader + (org.empty() ? " commands nothing already" : " already commands " + org), ""};
    if (org.empty()) {
      edit::remove_attribute(*e, "commands");
      return {std::nullopt, leader};
    }
    if (auto why = org_refusal(s, "commands", org, s.unit(*id).side)) return {why, ""};
    if (const auto other = s.org(*s.find_org(org)).leader; other && *other != *id)
      return {"organization '" + org + "' already has leader '" + s.unit(*other).name + "'", ""};
    set_attribute_after(*e, "commands", org, "type");
    return {std::nullopt, leader};
  });
}

std::vector<DraftReinforcement> ScenarioDraft::reinforcements() const {
  std::vector<DraftReinforcement> out;
  const XmlElement* root = doc_.root();
  const XmlElement* section = root ? root->first_child("reinforcements") : nullptr;
  if (!section) return out;
  for (const XmlElement* g : section->child_elements("reinforcement")) {
    DraftReinforcement r{attribute(*g, "side").value_or(""),
                         static_cast<int>(parse_whole_number(attribute(*g, "turn").value_or("")).value_or(0)),
                         attribute(*g, "entry").value_or(""), {}};
    for (const XmlElement* u : g->child_elements())
      if (is_unit_element(*u))
        r.units.push_back({attribute(*u, "name").value_or(""), attribute(*u, "type").value_or(""),
                           attribute(*u, "org").value_or(""), attribute(*u, "commands").value_or(""),
                           attribute(*u, "facing").value_or(""), u->name == "leader"});
    out.push_back(std::move(r));
  }
  return out;
}

EditResult ScenarioDraft::add_reinforcement(const std::string& side, int turn, Hex entry) {
  return edit("add reinforcements", [&](XmlElement& root, const GameState& s) -> EditResult {
    if (!s.find_side(side)) return {"there is no side '" + side + "'", ""};
    if (auto why = bad_turn(root, turn)) return {why, ""};
    if (!s.map().contains(entry)) return {"the entry hex is off the map", ""};
    XmlElement& section = section_made(root, "reinforcements", {"victory"});
    if (edit::children(section, "reinforcement").size() >= limits::kMaxReinforcements)
      return {"a scenario holds at most " + std::to_string(limits::kMaxReinforcements) + " reinforcement groups", ""};
    XmlElement& e = section.add_element("reinforcement");
    e.set_attribute("side", side);
    e.set_attribute("turn", std::to_string(turn));
    e.set_attribute("entry", s.map().label(entry));
    return {std::nullopt, std::to_string(edit::children(section, "reinforcement").size() - 1)};
  });
}

EditResult ScenarioDraft::set_reinforcement_turn(std::size_t group, int turn) {
  return edit("turn of " + group_name(group), [&](XmlElement& root, const GameState&) -> EditResult {
    XmlElement* g = group_element(root, group);
    if (!g) return {"there is no " + group_name(group), ""};
    if (auto why = bad_turn(root, turn)) return {why, ""};
    if (attribute(*g, "turn") == std::to_string(turn)) return {"the group already arrives on turn " + std::to_string(turn), ""};
    g->set_attribute("turn", std::to_string(turn));
    return {std::nullopt, std::to_string(turn)};
  });
}

// Refused, with the loader's words, while a unit of the group names an organization of the side
// it leaves: the designer moves those units' organizations first, or takes them out.
EditResult ScenarioDraft::set_reinforcement_side(std::size_t group, const std::string& side) {
  return edit_loadable("side of " + group_name(group), [&](XmlElement& root, const GameState& s) -> EditResult {
    XmlElement* g = group_element(root, group);
    if (!g) return {"there is no " + group_name(group), ""};
    if (!s.find_side(side)) return {"there is no side '" + side + "'", ""};
    if (attribute(*g, "side") == side) return {"the group is already " + side + "'s", ""};
    g->set_attribute("side", side);
    return {std::nullopt, side};
  });
}

EditResult ScenarioDraft::set_reinforcement_entry(std::size_t group, Hex entry) {
  return edit("entry of " + group_name(group), [&](XmlElement& root, const GameState& s) -> EditResult {
    XmlElement* g = group_element(root, group);
    if (!g) return {"there is no " + group_name(group), ""};
    if (!s.map().contains(entry)) return {"the entry hex is off the map", ""};
    const std::string label = s.map().label(entry);
    if (attribute(*g, "entry") == label) return {"the group already enters at " + label, ""};
    g->set_attribute("entry", label);
    return {std::nullopt, label};
  });
}

EditResult ScenarioDraft::remove_reinforcement(std::size_t group) {
  return edit("remove " + group_name(group), [&](XmlElement& root, const GameState&) -> EditResult {
    XmlElement* g = group_element(root, group);
    if (!g) return {"there is no " + group_name(group), ""};
    XmlElement& section = *edit::child(root, "reinforcements");
    std::size_t seen = 0;
    edit::remove_children(section, [&](const XmlElement& e) { return e.name == "reinforcement" && seen++ == group; });
    // An empty section says nothing; it goes too.
    if (edit::children(section, "reinforcement").empty())
      edit::remove_children(root, [](const XmlElement& e) { return e.name == "reinforcements" && e.child_elements().empty(); });
    return {std::nullopt, std::to_string(group)};
  });
}

EditResult ScenarioDraft::add_arrival(std::size_t group, const ArrivalSpec& unit) {
  return edit("add to " + group_name(group), [&](XmlElement& root, const GameState& s) -> EditResult {
    XmlElement* g = group_element(root, group);
    if (!g) return {"there is no " + group_name(group), ""};
    const auto side = s.find_side(attribute(*g, "side").value_or(""));
    if (!side) return {"the group's side does not exist; fix that problem first", ""};
    const auto type = s.find_unit_type(unit.type);
    if (!type) return {"there is no unit type '" + unit.type + "' in <unit-types>", ""};
    if (s.units().size() >= limits::kMaxUnits)
      return {"a scenario holds at most " + std::to_string(limits::kMaxUnits) + " units and leaders", ""};
    const UnitType& t = s.unit_type(*type);
    const std::string name = unit.name.empty() ? free_name(s, t.name.empty() ? t.id : t.name) : unit.name;
    if (auto why = bad_text("the name", name)) return {why, ""};
    if (s.find_unit(name) || unit_anywhere(root, name)) return {"a unit is already named '" + name + "'", ""};
    if (!unit.org.empty())
      if (auto why = org_refusal(s, "org", unit.org, *side)) return {why, ""};
    const bool leader = s.ruleset().unit_class(t.unit_class).leader;
    XmlElement& e = g->add_element(leader ? "leader" : "unit");
    e.set_attribute("name", name);
    e.set_attribute("type", unit.type);
    if (!unit.org.empty()) e.set_attribute("org", unit.org);
    if (s.ruleset().unit_facing) e.set_attribute("facing", direction_name(unit.facing));
    return {std::nullopt, name};
  });
}

EditResult ScenarioDraft::remove_arrival(const std::string& name) {
  return edit("remove " + name, [&](XmlElement& root, const GameState&) -> EditResult {
    std::size_t removed = 0;
    if (XmlElement* r = edit::child(root, "reinforcements"))
      for (XmlElement* g : edit::children(*r, "reinforcement"))
        removed += edit::remove_children(*g, [&](const XmlElement& e) { return is_unit_element(e) && attribute(e, "name") == name; });
    if (removed == 0) return {"no unit named '" + name + "' is in a reinforcement group", ""};
    return {std::nullopt, name};
  });
}

}  // namespace hexfire
