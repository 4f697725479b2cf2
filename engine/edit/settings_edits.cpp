// The scenario's settings as edits of a draft: title, turns, seed, each side's name and colour,
// the briefings, and the objectives of <victory>. Each refuses what the loader would refuse, so
// a designer typing into a field is told at once rather than by a problem after the fact.
#include <algorithm>
#include <cctype>

#include "engine/edit/document_nodes.hpp"
#include "engine/edit/scenario_draft.hpp"
#include "engine/io/limits.hpp"
#include "engine/io/xml_reader.hpp"

namespace hexfire {

namespace {

using edit::attribute;

void set_text(XmlElement& e, const std::string& text) {
  e.children.erase(std::remove_if(e.children.begin(), e.children.end(), [](const XmlNode& n) { return n.text() != nullptr; }),
                   e.children.end());
  e.add_text(text);
}

XmlElement* side_element(XmlElement& root, const std::string& key) {
  return edit::keyed_child(root, "sides", "side", "key", key);
}

std::optional<std::string> too_long(const std::string& what, const std::string& text, std::size_t max) {
  if (text.size() <= max) return std::nullopt;
  return what + " is " + std::to_string(text.size()) + " bytes; at most " + std::to_string(max);
}

// The <title> or <briefing> child placed after <title> when it is made, as designers write it.
XmlElement& text_child(XmlElement& parent, const std::string& name) {
  if (XmlElement* e = edit::child(parent, name)) return *e;
  std::size_t at = 0;
  for (std::size_t i = 0; i < parent.children.size(); ++i)
    if (const XmlElement* e = parent.children[i].element(); e && e->name == "title") at = i + 1;
  parent.children.insert(parent.children.begin() + static_cast<std::ptrdiff_t>(at), XmlNode{XmlElement{name, 0, {}, {}}});
  return std::get<XmlElement>(parent.children[at].value);
}

bool is_objective_at(const XmlElement& e, const HexMap& map, Hex at) {
  if (e.name != "objective") return false;
  const auto label = attribute(e, "at");
  return label && map.parse_label(*label) == at;
}

}  // namespace

DraftSettings ScenarioDraft::settings() const {
  DraftSettings out;
  const XmlElement* root = doc_.root();
  if (!root) return out;
  if (const XmlElement* t = root->first_child("title")) out.title = tidy_text(t->text());
  if (const XmlElement* b = root->first_child("briefing")) out.briefing = tidy_text(b->text());
  out.turns = static_cast<int>(parse_whole_number(attribute(*root, "turns").value_or("")).value_or(0));
  out.seed = attribute(*root, "seed").value_or("");
  if (const XmlElement* sides = root->first_child("sides"))
    for (const XmlElement* s : sides->child_elements("side")) {
      DraftSide d{attribute(*s, "key").value_or(""), attribute(*s, "name").value_or(""), attribute(*s, "color").value_or(""), ""};
      if (const XmlElement* b = s->first_child("briefing")) d.briefing = tidy_text(b->text());
      out.sides.push_back(std::move(d));
    }
  if (const XmlElement* v = root->first_child("victory"))
    for (const XmlElement* o : v->child_elements("objective"))
      out.objectives.push_back({attribute(*o, "at").value_or(""),
                                static_cast<int>(parse_whole_number(attribute(*o, "points").value_or("")).value_or(0)),
                                attribute(*o, "name").value_or(""), attribute(*o, "owner").value_or("")});
  return out;
}

EditResult ScenarioDraft::set_title(const std::string& title) {
  return edit("title", [&](XmlElement& root, const GameState&) -> EditResult {
    const std::string tidy = tidy_text(title);
    if (tidy.empty()) return {"a scenario needs a title", ""};
    if (tidy.find('\n') != std::string::npos) return {"the title is one line", ""};
    if (auto why = too_long("the title", tidy, limits::kMaxTitleLength)) return {why, ""};
    XmlElement& t = text_child(root, "title");
    if (tidy_text(t.text()) == tidy) return {"the title is already that", ""};
    set_text(t, tidy);
    return {std::nullopt, tidy};
  });
}

EditResult ScenarioDraft::set_turns(int turns) {
  return edit("turns", [&](XmlElement& root, const GameState&) -> EditResult {
    if (turns < 1 || turns > 999) return {"turns are 1..999", ""};
    const std::string value = std::to_string(turns);
    if (attribute(root, "turns") == value) return {"the scenario already has " + value + " turns", ""};
    root.set_attribute("turns", value);
    return {std::nullopt, value};
  });
}

EditResult ScenarioDraft::set_seed(const std::string& seed) {
  return edit("seed", [&](XmlElement& root, const GameState&) -> EditResult {
    // Digits only: the loader reads 0..2^64-1 and a number that overflows is refused.
    const bool digits = !seed.empty() && seed.size() <= 20 &&
                        std::all_of(seed.begin(), seed.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); });
    if (!digits || (seed.size() == 20 && seed > "18446744073709551615")) return {"the seed is a whole number 0..2^64-1", ""};
    if (attribute(root, "seed") == seed) return {"the seed is already " + seed, ""};
    root.set_attribute("seed", seed);
    return {std::nullopt, seed};
  });
}

EditResult ScenarioDraft::set_side_name(const std::string& side, const std::string& name) {
  return edit("name of " + side, [&](XmlElement& root, const GameState&) -> EditResult {
    XmlElement* s = side_element(root, side);
    if (!s) return {"there is no side '" + side + "'", ""};
    if (name.empty()) return {"a side needs a name", ""};
    if (auto why = too_long("the name", name, limits::kMaxNameLength)) return {why, ""};
    if (attribute(*s, "name") == name) return {"the side is already named " + name, ""};
    s->set_attribute("name", name);
    return {std::nullopt, name};
  });
}

EditResult ScenarioDraft::set_side_color(const std::string& side, const std::string& color) {
  return edit("colour of " + side, [&](XmlElement& root, const GameState&) -> EditResult {
    XmlElement* s = side_element(root, side);
    if (!s) return {"there is no side '" + side + "'", ""};
    if (!is_hex_color(color)) return {"a colour is #rrggbb", ""};
    if (attribute(*s, "color") == color) return {"the side's colour is already " + color, ""};
    s->set_attribute("color", color);
    return {std::nullopt, color};
  });
}

EditResult ScenarioDraft::set_briefing(const std::string& side, const std::string& text) {
  return edit(side.empty() ? "briefing" : "briefing of " + side, [&](XmlElement& root, const GameState&) -> EditResult {
    XmlElement* parent = side.empty() ? &root : side_element(root, side);
    if (!parent) return {"there is no side '" + side + "'", ""};
    const std::string tidy = tidy_text(text);
    if (auto why = too_long("the briefing", tidy, limits::kMaxBriefingLength)) return {why, ""};
    const XmlElement* now = parent->first_child("briefing");
    if ((now ? tidy_text(now->text()) : std::string()) == tidy) return {"the briefing is already that", ""};
    if (tidy.empty()) edit::remove_children(*parent, [](const XmlElement& e) { return e.name == "briefing"; });
    else set_text(side.empty() ? text_child(root, "briefing") : edit::child_made(*parent, "briefing"), tidy);
    return {std::nullopt, side};
  });
}

EditResult ScenarioDraft::place_objective(const ObjectivePlacement& objective) {
  return edit("objective", [&](XmlElement& root, const GameState& s) -> EditResult {
    if (!s.map().contains(objective.at)) return {"the hex is off the map", ""};
    if (objective.points < 0 || objective.points > 1000) return {"an objective is worth 0..1000 points", ""};
    if (!objective.owner.empty() && !s.find_side(objective.owner)) return {"there is no side '" + objective.owner + "'", ""};
    if (auto why = too_long("the name", objective.name, limits::kMaxNameLength)) return {why, ""};
    const std::string label = s.map().label(objective.at);
    XmlElement& victory = edit::child_made(root, "victory");
    XmlElement* e = nullptr;
    for (XmlNode& n : victory.children)
      if (auto* o = std::get_if<XmlElement>(&n.value); o && is_objective_at(*o, s.map(), objective.at)) e = o;
    if (!e) {
      // Before the elimination and sudden-death lines, after the other objectives.
      std::size_t at = 0;
      for (std::size_t i = 0; i < victory.children.size(); ++i)
        if (const XmlElement* o = victory.children[i].element(); o && o->name == "objective") at = i + 1;
      victory.children.insert(victory.children.begin() + static_cast<std::ptrdiff_t>(at), XmlNode{XmlElement{"objective", 0, {}, {}}});
      e = &std::get<XmlElement>(victory.children[at].value);
    }
    const XmlElement before = *e;
    // The format's order of attributes: name, at, points, owner.
    e->attributes.clear();
    if (!objective.name.empty()) e->set_attribute("name", objective.name);
    e->set_attribute("at", label);
    e->set_attribute("points", std::to_string(objective.points));
    if (!objective.owner.empty()) e->set_attribute("owner", objective.owner);
    if (before.attributes.size() == e->attributes.size() &&
        std::equal(before.attributes.begin(), before.attributes.end(), e->attributes.begin(),
                   [](const XmlAttribute& a, const XmlAttribute& b) { return a.name == b.name && a.value == b.value; }))
      return {"that objective is already there", ""};
    return {std::nullopt, label};
  });
}

EditResult ScenarioDraft::remove_objective(Hex at) {
  return edit("remove objective", [&](XmlElement& root, const GameState& s) -> EditResult {
    XmlElement* victory = edit::child(root, "victory");
    const std::size_t removed =
        victory ? edit::remove_children(*victory, [&](const XmlElement& e) { return is_objective_at(e, s.map(), at); }) : 0;
    if (removed == 0) return {"no objective in " + s.map().label(at), ""};
    return {std::nullopt, s.map().label(at)};
  });
}

}  // namespace hexfire
