// What the hover panel shows about one hex, computed from the game state (no ImGui here, so
// tests and later panels can read the same facts).
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "engine/state/game_state.hpp"
#include "engine/state/scenario.hpp"

namespace hexfire::game {

struct HexsideInfo {
  std::string direction;              // "N", "NE", ...
  std::vector<std::string> features;  // feature names
  std::string neighbour;              // label of the hex across, or "off map"
  int elevation_change = 0;           // neighbour's level minus this hex's
};

struct StackEntry {
  std::string name;
  std::string side;
  std::string unit_class;
  std::string status;
  std::string facing;
  int strength = 0;
  int morale = 0;
  std::string state_note;  // the rule system's unit state rows that are set ("O hits: 2"), or empty
  bool reduced = false;
  bool leader = false;
  bool good_order = true;  // status Good: shown plainly, anything else highlighted
};

struct HexInfo {
  Hex hex{};
  std::string label;
  std::string terrain;
  int elevation = 0;
  std::vector<HexsideInfo> hexsides;  // only directions with features or a change of level
  std::vector<std::string> roads;     // "Road to N, SE"
  std::vector<std::string> markers;
  std::vector<std::string> objectives;  // "The crossroads: 4 VP, held by Union"
  std::vector<StackEntry> stack;      // top of the stack first
  // What the terrain does, from the rule system (PreviewProvider::terrain_effects): for whom
  // ("the 12th Ohio's stack", "any unit") and each effect as {what, effect}.
  std::string effects_for;
  std::vector<std::pair<std::string, std::string>> effects;
};

// `victory`: the scenario's (or the game's, with who holds each objective now); none: no objectives.
HexInfo describe_hex(const GameState& state, Hex h, const VictoryConditions* victory = nullptr);

}  // namespace hexfire::game
