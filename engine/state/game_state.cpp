// GameState bookkeeping: ids, look-ups and the stack index.
#include "engine/state/game_state.hpp"

#include <algorithm>
#include <stdexcept>

namespace hexfire {

GameState::GameState(std::shared_ptr<const Ruleset> ruleset, HexMap map)
    : ruleset_(std::move(ruleset)), map_(std::move(map)) {
  if (!ruleset_) throw std::invalid_argument("GameState needs a ruleset");
}

SideId GameState::add_side(Side side) {
  side.id = SideId{static_cast<std::uint32_t>(sides_.size())};
  side_by_key_.emplace(side.key, side.id.value);
  sides_.push_back(std::move(side));
  return sides_.back().id;
}

OrgId GameState::add_org(Organization org) {
  org.id = OrgId{static_cast<std::uint32_t>(orgs_.size())};
  org_by_key_.emplace(org.key, org.id.value);
  orgs_.push_back(std::move(org));
  return orgs_.back().id;
}

UnitTypeId GameState::add_unit_type(UnitType type) {
  unit_type_by_id_.emplace(type.id, static_cast<std::uint32_t>(unit_types_.size()));
  unit_types_.push_back(std::move(type));
  return UnitTypeId{static_cast<std::uint32_t>(unit_types_.size() - 1)};
}

UnitId GameState::add_unit(Unit unit) {
  unit.id = UnitId{static_cast<std::uint32_t>(units_.size())};
  if (unit.position && !map_.contains(*unit.position))
    throw std::out_of_range("unit '" + unit.name + "' placed off the map");
  unit_by_name_.emplace(unit.name, unit.id.value);
  units_.push_back(std::move(unit));
  const Unit& u = units_.back();
  if (u.position) index_add(u.id, *u.position);
  return u.id;
}

namespace {

std::optional<std::uint32_t> find_in(const std::unordered_map<std::string, std::uint32_t>& index,
                                     const std::string& key) {
  const auto it = index.find(key);
  if (it == index.end()) return std::nullopt;
  return it->second;
}

}  // namespace

std::optional<SideId> GameState::find_side(const std::string& key) const {
  if (auto i = find_in(side_by_key_, key)) return SideId{*i};
  return std::nullopt;
}
std::optional<OrgId> GameState::find_org(const std::string& key) const {
  if (auto i = find_in(org_by_key_, key)) return OrgId{*i};
  return std::nullopt;
}
std::optional<UnitTypeId> GameState::find_unit_type(const std::string& id) const {
  if (auto i = find_in(unit_type_by_id_, id)) return UnitTypeId{*i};
  return std::nullopt;
}
std::optional<UnitId> GameState::find_unit(const std::string& name) const {
  if (auto i = find_in(unit_by_name_, name)) return UnitId{*i};
  return std::nullopt;
}

const std::vector<UnitId>& GameState::stack_at(Hex h) const {
  static const std::vector<UnitId> empty;
  const auto it = stacks_.find(h);
  return it == stacks_.end() ? empty : it->second;
}

std::optional<SideId> GameState::side_in(Hex h) const {
  const auto& s = stack_at(h);
  if (s.empty()) return std::nullopt;
  return unit(s.front()).side;
}

bool GameState::holds_enemy_of(Hex h, SideId side) const {
  for (UnitId id : stack_at(h)) {
    const Unit& u = unit(id);
    if (!u.eliminated && u.position == h && u.side != side) return true;
  }
  return false;
}

void GameState::move_unit(UnitId id, Hex to) {
  if (!map_.contains(to)) throw std::out_of_range("move to a hex off the map: " + to_string(to));
  Unit& u = units_.at(id.value);
  if (u.position) index_remove(id, *u.position);
  u.position = to;
  index_add(id, to);
}

void GameState::remove_unit(UnitId id) {
  Unit& u = units_.at(id.value);
  if (u.position) index_remove(id, *u.position);
  u.position.reset();
}

void GameState::index_add(UnitId id, Hex h) { stacks_[h].push_back(id); }

void GameState::index_remove(UnitId id, Hex h) {
  auto it = stacks_.find(h);
  if (it == stacks_.end()) return;
  auto& v = it->second;
  v.erase(std::remove(v.begin(), v.end(), id), v.end());
  if (v.empty()) stacks_.erase(it);
}

}  // namespace hexfire
