// Unit definitions (UnitType, fixed for a scenario) apart from live units (Unit), plus sides
// and organizations. Leaders are units whose class is a leader class.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "engine/core/strong_id.hpp"
#include "engine/hex/hex.hpp"
#include "engine/map/ruleset.hpp"
#include "engine/units/unit_state.hpp"

namespace hexfire {

struct UnitType {
  std::string id;    // "inf_regt_5"
  std::string name;  // "Infantry regiment (5 SP)"
  UnitClassId unit_class{};
  int strength = 0;          // SP on the full side
  int reduced_strength = 0;  // SP on the reduced side (0: the unit has no reduced side)
  int morale = 0;            // base morale on the full side
  int reduced_morale = 0;    // base morale on the reduced side
  int movement = 0;          // MP per segment, where the system does not fix it
  int command_range = 0;     // leaders: hexes
  Attributes attributes;
};

// Live status. Each rule system uses the states its charts name:
// fireline Good -> Disrupted -> Routed; column-shift Good -> Disrupted -> Demoralized;
// volley Good -> Shaken -> Routed.
enum class UnitStatus { Good, Disrupted, Routed, Demoralized, Shaken };
const char* status_name(UnitStatus s);
std::optional<UnitStatus> parse_status(const std::string& s);

struct Unit {
  UnitId id{};
  std::string name;  // "3/12 Ohio"
  UnitTypeId type{};
  SideId side{};
  std::optional<OrgId> org;
  std::optional<Hex> position;  // nothing: not on the map (reinforcement not yet arrived, removed)
  HexDirection facing = HexDirection::N;
  bool reduced = false;  // on its reduced side
  UnitStatus status = UnitStatus::Good;
  bool eliminated = false;
  // The rule system's own state of the unit (unit_state.hpp); empty until the system gives it one.
  UnitStateBox system;
};

// What a player sees of the unit's system state (the stack inspector, the hex panel,
// hexfire-cli state): its rows, none when it has no state.
inline std::vector<FlowRow> unit_state_rows(const Unit& u) { return u.system ? u.system->rows() : std::vector<FlowRow>{}; }

struct Side {
  SideId id{};
  std::string key;   // "usa"
  std::string name;  // "Union"
  std::string color = "#2f4f8f";
};

struct Organization {
  OrgId id{};
  std::string key;   // "1bde"
  std::string name;  // "1st Brigade"
  std::string level;  // "regiment", "brigade", "division" ...
  SideId side{};
  std::optional<OrgId> parent;
  std::optional<UnitId> leader;
};

}  // namespace hexfire
