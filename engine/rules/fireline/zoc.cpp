// Zone-of-control geometry.
#include "engine/rules/fireline/zoc.hpp"

#include "engine/rules/fireline/fireline_stack.hpp"
#include "engine/rules/fireline/movement_options.hpp"

namespace hexfire::fireline {

bool hexside_prohibited(const GameState& state, Hex h, HexDirection d) {
  const Ruleset& rs = state.ruleset();
  for (HexsideFeatureId f : state.map().hexside_features(h, d))
    if (!rs.hexside_feature(f).crossing.cost) return true;
  return false;
}

bool hex_prohibited(const GameState& state, Hex h) {
  return !state.ruleset().terrain_type(state.map().terrain(h)).movement.cost.has_value();
}

bool exerts_zone_of_control(const FirelineContext& ctx, const GameState& state, Hex stack_hex) {
  if (combat_units(state, stack_hex).empty()) return false;
  const UnitStatus st = stack_status(state, stack_hex);
  if (st == UnitStatus::Good) return true;
  return st == UnitStatus::Disrupted && zone_options(ctx.option_values).disrupted_exerts_ezoc;
}

std::vector<Hex> zone_of_control(const FirelineContext& ctx, const GameState& state, Hex stack_hex) {
  std::vector<Hex> out;
  if (!exerts_zone_of_control(ctx, state, stack_hex)) return out;
  for (HexDirection d : kAllDirections) {
    const Hex n = neighbor(stack_hex, d);
    if (!state.map().contains(n) || hexside_prohibited(state, stack_hex, d) || hex_prohibited(state, n)) continue;
    out.push_back(n);
  }
  return out;
}

std::vector<Hex> enemy_zone_sources(const FirelineContext& ctx, const GameState& state, Hex h, SideId side) {
  std::vector<Hex> out;
  if (!state.map().contains(h) || hex_prohibited(state, h)) return out;
  for (HexDirection d : kAllDirections) {
    const Hex n = neighbor(h, d);
    if (!state.map().contains(n)) continue;
    const auto owner = state.side_in(n);
    if (!owner || *owner == side) continue;
    if (hexside_prohibited(state, h, d) || !exerts_zone_of_control(ctx, state, n)) continue;
    out.push_back(n);
  }
  return out;
}

bool in_enemy_zone_of_control(const FirelineContext& ctx, const GameState& state, Hex h, SideId side) {
  return !enemy_zone_sources(ctx, state, h, side).empty();
}

}  // namespace hexfire::fireline
