// The terrain chart's part of a hex's effects, shared by every rule system: the movement cost
// into the hex for the classes of a stack from each side, the hexsides it may not cross, and the
// line of sight through it (PreviewProvider::terrain_effects adds the system's fire and assault
// modifiers to these).
#pragma once

#include <vector>

#include "engine/rules/preview.hpp"
#include "engine/state/game_state.hpp"

namespace hexfire {

std::vector<TerrainEffect> chart_terrain_effects(const GameState& s, Hex h, const std::vector<UnitId>& units);

}  // namespace hexfire
