// MFZ, the zone a stack's fire projects into (TEC note a): 1 hex normally; 2 hexes from an RR
// embankment, when sighting down a slope, or when firing through an abatis, fence or wall; the
// second hex only along the line of sight fire itself traces (fire_sight.hpp).
// Enemy MFZ denies the thoroughfare bonus, blocks leaving (6.3 default) and isolation paths.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "engine/hex/hex.hpp"
#include "engine/rules/fireline/fireline_context.hpp"
#include "engine/state/game_state.hpp"

namespace hexfire::fireline {

// Why (or why not) the stack in `firer` reaches `target`.
struct MfzReach {
  bool reaches = false;
  int radius = 0;      // 1 or 2: the MFZ radius that applies along this line
  std::string reason;  // "adjacent", "firer on RR embankment 0405", "down the slope 0405 -> 0607", ...
};

// The stack in `firer` projects an MFZ at all: it has combat units and is not routed
// (option mfz_routed_projects, default false, lets routed stacks project one too).
bool projects_mfz(const FirelineContext& ctx, const GameState& state, Hex firer);
MfzReach mfz_reach(const FirelineContext& ctx, const GameState& state, Hex firer, Hex target);
std::vector<Hex> mfz_hexes(const FirelineContext& ctx, const GameState& state, Hex firer);
// The enemy stacks (enemies of `side`) whose MFZ covers `h`.
std::vector<Hex> enemy_mfz_sources(const FirelineContext& ctx, const GameState& state, Hex h, SideId side);
bool in_enemy_mfz(const FirelineContext& ctx, const GameState& state, Hex h, SideId side);

// Terrain/hexside predicates shared by movement and assault, read from ruleset attributes.
bool terrain_has_flag(const GameState& state, Hex h, const std::string& attribute);
std::string terrain_attribute(const GameState& state, Hex h, const std::string& attribute);
bool hexside_has_flag(const GameState& state, Hex h, HexDirection d, const std::string& attribute);
bool is_crest_hex(const GameState& state, Hex h);  // a crest hexside on any of its sides
bool is_embankment_hex(const GameState& state, Hex h);

}  // namespace hexfire::fireline
