// Stack look-ups for the fireline rules (see fireline_stack.hpp).
#include "engine/rules/fireline/fireline_stack.hpp"

#include "engine/io/xml_reader.hpp"

namespace hexfire::fireline {

bool has_tag(const Unit& u, UnitFlag tag) { return fireline_unit(u).has(tag); }

void set_tag(Unit& u, UnitFlag tag, bool on) {
  // A fresh state has no flags: clearing one needs no state of its own.
  if (on || u.system) fireline_unit(u).set(tag, on);
}

bool stack_has_tag(const GameState& s, Hex h, UnitFlag tag) {
  for (UnitId id : combat_units(s, h))
    if (has_tag(s.unit(id), tag)) return true;
  return false;
}

bool is_artillery(const GameState& s, UnitId id) { return s.unit_class_of(id).artillery; }

bool is_small_arms(const GameState& s, UnitId id) {
  const UnitClass& c = s.unit_class_of(id);
  const auto it = c.attributes.find("small_arms");
  if (it != c.attributes.end()) return it->second == "true";
  return !c.artillery && !c.leader;
}

std::vector<UnitId> combat_units(const GameState& s, Hex h) {
  std::vector<UnitId> out;
  for (UnitId id : s.stack_at(h))
    if (!s.is_leader(id) && !s.unit(id).eliminated) out.push_back(id);
  return out;
}

std::vector<UnitId> leaders_in(const GameState& s, Hex h) {
  std::vector<UnitId> out;
  for (UnitId id : s.stack_at(h))
    if (s.is_leader(id) && !s.unit(id).eliminated) out.push_back(id);
  return out;
}

int unit_strength(const GameState& s, UnitId id) {
  const Unit& u = s.unit(id);
  const UnitType& t = s.unit_type(u.type);
  return u.reduced ? t.reduced_strength : t.strength;
}

int unit_base_morale(const GameState& s, UnitId id) {
  const Unit& u = s.unit(id);
  const UnitType& t = s.unit_type(u.type);
  return u.reduced ? t.reduced_morale : t.morale;
}

int stack_strength(const GameState& s, Hex h) {
  int sp = 0;
  for (UnitId id : combat_units(s, h)) sp += unit_strength(s, id);
  return sp;
}

int status_rank(UnitStatus st) {
  switch (st) {
    case UnitStatus::Routed: return 2;
    case UnitStatus::Disrupted: return 1;
    default: return 0;
  }
}

UnitStatus stack_status(const GameState& s, Hex h) {
  UnitStatus worst = UnitStatus::Good;
  for (UnitId id : combat_units(s, h))
    if (status_rank(s.unit(id).status) > status_rank(worst)) worst = s.unit(id).status;
  return worst;
}

HexDirection stack_facing(const GameState& s, Hex h) {
  const auto units = combat_units(s, h);
  if (!units.empty()) return s.unit(units.front()).facing;
  const auto& all = s.stack_at(h);
  return all.empty() ? HexDirection::N : s.unit(all.front()).facing;
}

bool is_artillery_stack(const GameState& s, Hex h) {
  const auto units = combat_units(s, h);
  if (units.empty()) return false;
  for (UnitId id : units)
    if (!is_artillery(s, id)) return false;
  return true;
}

bool is_small_arms_stack(const GameState& s, Hex h) {
  for (UnitId id : combat_units(s, h))
    if (is_small_arms(s, id)) return true;
  return false;
}

int effective_height(const GameState& s, Hex h) {
  const TerrainType& t = s.ruleset().terrain_type(s.map().terrain(h));
  const auto it = t.attributes.find("elevated");
  return s.map().elevation(h) + (it != t.attributes.end() && it->second == "true" ? 1 : 0);
}

std::string hex_name(const GameState& s, Hex h) { return s.map().contains(h) ? s.map().label(h) : to_string(h); }

int attribute_int(const Attributes& a, const std::string& name, int fallback) {
  const auto it = a.find(name);
  if (it == a.end()) return fallback;
  const auto v = parse_whole_number(it->second);
  return v ? static_cast<int>(*v) : fallback;
}

}  // namespace hexfire::fireline
