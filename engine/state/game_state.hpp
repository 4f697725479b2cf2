// The whole state of a game in progress: ruleset, map, sides, organizations, units, the turn,
// and the RNG. Stacks are derived: the units whose position is a hex, in placement order.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "engine/core/rng.hpp"
#include "engine/map/hex_map.hpp"
#include "engine/map/ruleset.hpp"
#include "engine/units/unit.hpp"

namespace hexfire {

class GameState {
 public:
  GameState(std::shared_ptr<const Ruleset> ruleset, HexMap map);

  const Ruleset& ruleset() const { return *ruleset_; }
  std::shared_ptr<const Ruleset> ruleset_ptr() const { return ruleset_; }
  HexMap& map() { return map_; }
  const HexMap& map() const { return map_; }

  SideId add_side(Side side);
  OrgId add_org(Organization org);
  UnitTypeId add_unit_type(UnitType type);
  // Adds a unit (its id is assigned here) and places it if it has a position.
  UnitId add_unit(Unit unit);

  const std::vector<Side>& sides() const { return sides_; }
  const std::vector<Organization>& orgs() const { return orgs_; }
  const std::vector<UnitType>& unit_types() const { return unit_types_; }
  const std::vector<Unit>& units() const { return units_; }

  const Side& side(SideId id) const { return sides_.at(id.value); }
  const Organization& org(OrgId id) const { return orgs_.at(id.value); }
  Organization& org(OrgId id) { return orgs_.at(id.value); }
  const UnitType& unit_type(UnitTypeId id) const { return unit_types_.at(id.value); }
  const Unit& unit(UnitId id) const { return units_.at(id.value); }
  // Mutable access to everything but the position: use move_unit / remove_unit for that so
  // the stack index stays right.
  Unit& unit_mut(UnitId id) { return units_.at(id.value); }
  const UnitClass& unit_class_of(UnitId id) const { return ruleset_->unit_class(unit_type(unit(id).type).unit_class); }
  bool is_leader(UnitId id) const { return unit_class_of(id).leader; }

  // Look-ups by key, id or name through indexes kept by the add_ functions (a scenario with
  // thousands of units or organizations must not search them one by one). Keys, ids and names
  // are fixed once added; with duplicates the first added is found.
  std::optional<SideId> find_side(const std::string& key) const;
  std::optional<OrgId> find_org(const std::string& key) const;
  std::optional<UnitTypeId> find_unit_type(const std::string& id) const;
  std::optional<UnitId> find_unit(const std::string& name) const;

  // The units in a hex (leaders included), in the order they arrived. Empty for empty hexes.
  const std::vector<UnitId>& stack_at(Hex h) const;
  std::optional<SideId> side_in(Hex h) const;  // the owner of the stack, if any
  bool holds_enemy_of(Hex h, SideId side) const;  // a unit of another side stands in the hex
  void move_unit(UnitId id, Hex to);
  void remove_unit(UnitId id);  // off the map (eliminated or withdrawn)

  int turn = 1;
  int turn_count = 1;
  Rng rng;

 private:
  void index_add(UnitId id, Hex h);
  void index_remove(UnitId id, Hex h);

  std::shared_ptr<const Ruleset> ruleset_;
  HexMap map_;
  std::vector<Side> sides_;
  std::vector<Organization> orgs_;
  std::vector<UnitType> unit_types_;
  std::vector<Unit> units_;
  std::unordered_map<Hex, std::vector<UnitId>> stacks_;
  std::unordered_map<std::string, std::uint32_t> side_by_key_, org_by_key_, unit_type_by_id_, unit_by_name_;
};

}  // namespace hexfire
