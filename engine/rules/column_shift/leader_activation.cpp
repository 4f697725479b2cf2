#include "engine/rules/column_shift/leader_activation.hpp"

#include <algorithm>
#include <set>

#include "engine/rules/column_shift/column_shift_board.hpp"

namespace hexfire::column_shift {

using namespace board;

std::vector<UnitId> leaders_in(const Match& m, SideId side, Hex from) {
  std::vector<UnitId> out;
  for (UnitId id : ColumnShiftSystem::acting_units(m, side, from))
    if (m.state.is_leader(id) && m.state.unit(id).status != UnitStatus::Demoralized) out.push_back(id);
  return out;
}

namespace {

// The organizations `leader` commands: those he leads and every one below them.
std::set<OrgId> command_of(const GameState& s, UnitId leader) {
  std::set<OrgId> out;
  for (const Organization& o : s.orgs())
    if (o.leader == leader) out.insert(o.id);
  // Sub-organizations: repeat until no parent in the set adds a child (the tree is shallow).
  for (bool grew = true; grew;) {
    grew = false;
    for (const Organization& o : s.orgs())
      if (o.parent && out.count(*o.parent) && out.insert(o.id).second) grew = true;
  }
  return out;
}

}  // namespace

std::vector<UnitId> commanded_units(const Match& m, SideId side, Hex from, Hex h) {
  std::vector<UnitId> out;
  if (h == from) return out;
  const GameState& s = m.state;
  for (UnitId leader : leaders_in(m, side, from)) {
    const int range = s.unit_type(s.unit(leader).type).command_range;
    if (distance(from, h) > range) continue;
    const std::set<OrgId> orgs = command_of(s, leader);
    for (UnitId id : ColumnShiftSystem::acting_units(m, side, h))
      if (s.unit(id).org && orgs.count(*s.unit(id).org) && std::find(out.begin(), out.end(), id) == out.end())
        out.push_back(id);
  }
  return out;
}

std::vector<Hex> command_hexes(const Match& m, SideId side, Hex from) {
  std::vector<Hex> out;
  if (leaders_in(m, side, from).empty()) return out;
  for (Hex h : stacks_that_may_act(m, side))
    if (!commanded_units(m, side, from, h).empty()) out.push_back(h);
  std::stable_sort(out.begin(), out.end(), [&](Hex a, Hex b) { return distance(from, a) < distance(from, b); });
  return out;
}

std::optional<std::string> check_group(const Match& m, SideId side, Hex from, const std::vector<Hex>& with) {
  const HexMap& map = m.state.map();
  if (with.empty()) return std::nullopt;
  if (leaders_in(m, side, from).empty())
    return "no leader of yours in " + map.label(from) + " may lead other stacks (a demoralized leader leads nobody)";
  for (std::size_t i = 0; i < with.size(); ++i) {
    if (with[i] == from || std::find(with.begin(), with.begin() + static_cast<long>(i), with[i]) != with.begin() + static_cast<long>(i))
      return map.label(with[i]) + " is named twice in the group";
    if (commanded_units(m, side, from, with[i]).empty())
      return "no unit in " + map.label(with[i]) + " is under the command of a leader in " + map.label(from) +
             " within his command range and free to act";
  }
  return std::nullopt;
}

std::vector<UnitId> group_units(const Match& m, SideId side, Hex from, const std::vector<Hex>& with) {
  std::vector<UnitId> out = ColumnShiftSystem::acting_units(m, side, from);
  for (Hex h : with)
    for (UnitId id : commanded_units(m, side, from, h)) out.push_back(id);
  return out;
}

std::vector<Hex> hexes_that_may_act_now(const Match& m, SideId side) {
  return board::flow_of(m).current ? activation_hexes(m, side) : board::stacks_that_may_act(m, side);
}

}  // namespace hexfire::column_shift

namespace hexfire::column_shift {

std::vector<Hex> group_fire_hexes(const Match& m, const ColumnShiftSystem& system, SideId side, Hex from, Hex target) {
  std::vector<Hex> out;
  const bool night = board::flow_of(m).night;
  for (Hex h : command_hexes(m, side, from))
    if (plan_direct_fire(m.state, system.tables(), system.options().fire,
                         {commanded_units(m, side, from, h), target, std::nullopt, night})
            .legal)
      out.push_back(h);
  return out;
}

}  // namespace hexfire::column_shift

namespace hexfire::column_shift {

std::vector<UnitId> command_group(const Match& m, SideId side, Hex from) {
  std::vector<UnitId> out;
  for (Hex h : command_hexes(m, side, from))
    for (UnitId u : commanded_units(m, side, from, h)) out.push_back(u);
  return out;
}

std::vector<UnitId> activation_units(const Match& m, SideId side, Hex h) {
  const ColumnShiftFlow& f = board::flow_of(m);
  const auto all = ColumnShiftSystem::acting_units(m, side, h);
  if (!f.current || *f.current == h || f.group.empty()) return all;
  std::vector<UnitId> out;
  for (UnitId u : all)
    if (std::find(f.group.begin(), f.group.end(), u) != f.group.end()) out.push_back(u);
  return out;
}

bool in_group(const Match& m, Hex h) {
  const ColumnShiftFlow& f = board::flow_of(m);
  if (!f.current || f.group.empty() || !m.flow.active_side) return false;
  for (UnitId u : ColumnShiftSystem::acting_units(m, *m.flow.active_side, h))
    if (std::find(f.group.begin(), f.group.end(), u) != f.group.end()) return true;
  return false;
}

std::vector<Hex> activation_hexes(const Match& m, SideId side) {
  const ColumnShiftFlow& f = board::flow_of(m);
  std::vector<Hex> out;
  if (!f.current) return out;
  if (!ColumnShiftSystem::acting_units(m, side, *f.current).empty()) out.push_back(*f.current);
  for (UnitId u : f.group) {
    const Unit& unit = m.state.unit(u);
    if (!unit.position || unit.eliminated || std::find(out.begin(), out.end(), *unit.position) != out.end()) continue;
    if (!activation_units(m, side, *unit.position).empty()) out.push_back(*unit.position);
  }
  return out;
}

}  // namespace hexfire::column_shift
