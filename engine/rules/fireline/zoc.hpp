// Enemy zones of control (fireline 6.3 default): the six hexes around an enemy good-order
// combat stack, not extending across prohibited hexsides nor into prohibited hexes.
// Option ezoc_disrupted_exerts (default false): disrupted stacks exert one too.
#pragma once

#include <vector>

#include "engine/hex/hex.hpp"
#include "engine/rules/fireline/fireline_context.hpp"
#include "engine/state/game_state.hpp"

namespace hexfire::fireline {

// The hex's stack exerts a zone of control.
bool exerts_zone_of_control(const FirelineContext& ctx, const GameState& state, Hex stack_hex);
// The hexes the stack in `stack_hex` controls; empty when it exerts none.
std::vector<Hex> zone_of_control(const FirelineContext& ctx, const GameState& state, Hex stack_hex);
// The enemy stacks (enemies of `side`) whose zone covers `h`.
std::vector<Hex> enemy_zone_sources(const FirelineContext& ctx, const GameState& state, Hex h, SideId side);
bool in_enemy_zone_of_control(const FirelineContext& ctx, const GameState& state, Hex h, SideId side);

// A hexside nobody may cross (a stream): a feature on it has no crossing cost for anyone.
bool hexside_prohibited(const GameState& state, Hex h, HexDirection d);
// A hex nobody may enter (creek, fieldwork): its terrain has no movement cost.
bool hex_prohibited(const GameState& state, Hex h);

}  // namespace hexfire::fireline
