#include "engine/rules/column_shift/carriers.hpp"

#include <algorithm>

#include "engine/rules/column_shift/column_shift_unit.hpp"
#include "engine/rules/column_shift/data_reads.hpp"

namespace hexfire::column_shift {
namespace {

bool present(const GameState& s, UnitId id) { return s.unit(id).position && !s.unit(id).eliminated; }

// The type a unit takes when its class becomes `class_id`: the same numbers, that class. Made
// once per type and class and named after both, so a replay makes the same one.
UnitTypeId type_with_class(GameState& s, UnitTypeId from, const std::string& class_id) {
  const UnitType& t = s.unit_type(from);
  const std::string base = t.id.substr(0, t.id.find('@'));
  const std::string id = base + "@" + class_id;
  if (const auto found = s.find_unit_type(id)) return *found;
  if (const auto original = s.find_unit_type(base); original && s.ruleset().unit_class(s.unit_type(*original).unit_class).id == class_id)
    return *original;
  UnitType copy = t;
  copy.id = id;
  copy.unit_class = *s.ruleset().find_unit_class(class_id);
  return s.add_unit_type(std::move(copy));
}

}  // namespace

std::optional<CarryAction> carry_action_named(const std::string& verb) {
  if (verb == "load") return CarryAction::Load;
  if (verb == "unload") return CarryAction::Unload;
  if (verb == "mount") return CarryAction::Mount;
  if (verb == "dismount") return CarryAction::Dismount;
  return std::nullopt;
}

const char* carry_verb(CarryAction a) {
  switch (a) {
    case CarryAction::Load: return "load";
    case CarryAction::Unload: return "unload";
    case CarryAction::Mount: return "mount";
    case CarryAction::Dismount: return "dismount";
  }
  return "";
}

bool is_carrier(const GameState& s, UnitId id) {
  const std::string c = class_attr(s, id, "carrier");
  return c == "units" || c == "riders";
}

bool carries_riders(const GameState& s, UnitId id) { return class_attr(s, id, "carrier") == "riders"; }

bool may_be_carried(const GameState& s, UnitId id) {
  const std::string afv = class_attr(s, id, "afv");
  return !s.is_leader(id) && !is_carrier(s, id) && (afv.empty() || afv == "none") &&
         class_attr(s, id, "loss_category") != "vehicle" && !s.unit_class_of(id).mounted;
}

bool may_ride(const GameState& s, UnitId unit, UnitId vehicle) {
  return may_be_carried(s, unit) && (!carries_riders(s, vehicle) || class_attr(s, unit, "arm") == "infantry");
}

std::optional<UnitId> carrier_of(const GameState& s, UnitId id) { return column_shift_unit(s.unit(id)).carried_by; }

bool carried(const GameState& s, UnitId id) { return carrier_of(s, id).has_value(); }

std::vector<UnitId> cargo_of(const GameState& s, UnitId carrier) {
  std::vector<UnitId> out;
  for (const Unit& u : s.units())
    if (!u.eliminated && column_shift_unit(u).carried_by == carrier) out.push_back(u.id);
  return out;
}

CarryPlan plan_carry(const GameState& s, CarryAction a, const std::vector<UnitId>& units, int capacity) {
  CarryPlan p;
  switch (a) {
    case CarryAction::Load: {
      std::vector<std::pair<UnitId, int>> room;
      for (UnitId v : units)
        if (present(s, v) && is_carrier(s, v)) room.push_back({v, capacity - static_cast<int>(cargo_of(s, v).size())});
      for (UnitId u : units) {
        if (!present(s, u) || !may_be_carried(s, u) || carried(s, u)) continue;
        const auto free =
            std::find_if(room.begin(), room.end(), [&](const auto& r) { return r.second > 0 && may_ride(s, u, r.first); });
        if (free == room.end()) continue;
        p.loads.push_back({u, free->first});
        --free->second;
      }
      break;
    }
    case CarryAction::Unload:
      for (UnitId u : units)
        if (present(s, u) && carried(s, u)) p.unloads.push_back(u);
      break;
    case CarryAction::Mount:
    case CarryAction::Dismount: {
      const char* attr = a == CarryAction::Mount ? "mounts_to" : "dismounts_to";
      for (UnitId u : units) {
        const std::string to = class_attr(s, u, attr);
        if (present(s, u) && !to.empty() && to != "none" && s.ruleset().find_unit_class(to)) p.swaps.push_back({u, to});
      }
      break;
    }
  }
  return p;
}

std::string nothing_to_carry(const GameState& s, CarryAction a, Hex h) {
  const std::string at = s.map().label(h);
  switch (a) {
    case CarryAction::Load: return "no unit in " + at + " to load on a vehicle with room";
    case CarryAction::Unload: return "no unit in " + at + " is loaded";
    case CarryAction::Mount: return "no dismounted cavalry in " + at + " to mount";
    case CarryAction::Dismount: return "no mounted cavalry in " + at + " to dismount";
  }
  return "";
}

std::vector<std::string> apply_carry(GameState& s, const CarryPlan& p) {
  std::vector<std::string> out;
  for (const auto& [u, v] : p.loads) {
    column_shift_unit(s.unit_mut(u)).carried_by = v;
    column_shift_unit(s.unit_mut(u)).dug_in = false;
    out.push_back(s.unit(u).name + " loads on " + s.unit(v).name);
  }
  for (UnitId u : p.unloads) {
    out.push_back(s.unit(u).name + " unloads from " + s.unit(*carrier_of(s, u)).name);
    column_shift_unit(s.unit_mut(u)).carried_by.reset();
  }
  for (const auto& [u, to] : p.swaps) {
    const UnitTypeId t = type_with_class(s, s.unit(u).type, to);
    s.unit_mut(u).type = t;
    column_shift_unit(s.unit_mut(u)).dug_in = false;
    column_shift_unit(s.unit_mut(u)).now_class = to;
    out.push_back(s.unit(u).name + (s.unit_class_of(u).mounted ? " mounts" : " dismounts"));
  }
  return out;
}

std::vector<std::pair<UnitId, std::string>> start_loaded(GameState& s, int capacity) {
  std::vector<std::pair<UnitId, std::string>> problems;
  for (const Unit& u : s.units()) {
    if (!u.system) continue;
    const std::string name = column_shift_unit(u).starts_on;
    if (name.empty()) continue;
    column_shift_unit(s.unit_mut(u.id)).starts_on.clear();
    const std::string at = "unit '" + u.name + "'" + (u.position ? " at " + s.map().label(*u.position) : std::string());
    const auto v = s.find_unit(name);
    std::string why;
    if (!v) why = "it starts on '" + name + "', which is no unit of the scenario";
    else if (!is_carrier(s, *v)) why = name + " carries no units";
    else if (s.unit(*v).side != u.side || s.unit(*v).position != u.position || !u.position) why = name + " is not in its hex or not of its side";
    else if (!may_ride(s, u.id, *v)) why = "it may not be carried by " + name;
    else if (static_cast<int>(cargo_of(s, *v).size()) >= capacity)
      why = name + " has no room (option carrier_capacity=" + std::to_string(capacity) + ")";
    if (!why.empty()) {
      problems.push_back({u.id, at + ": " + why});
      continue;
    }
    column_shift_unit(s.unit_mut(u.id)).carried_by = *v;
  }
  return problems;
}

std::vector<UnitId> lose_vehicle(GameState& s, UnitId vehicle) {
  const auto cargo = cargo_of(s, vehicle);
  for (UnitId id : cargo) {
    s.unit_mut(id).eliminated = true;
    s.unit_mut(id).position.reset();
    column_shift_unit(s.unit_mut(id)).carried_by.reset();
  }
  s.unit_mut(vehicle).eliminated = true;
  s.unit_mut(vehicle).position.reset();
  return cargo;
}

}  // namespace hexfire::column_shift
