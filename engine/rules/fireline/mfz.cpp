// MFZ reach from terrain and hexside data: the "mfz" attribute of the firer's terrain (RR
// embankment) or of the hexside it fires through (fence, abatis, wall; a crest feature such as
// a slope counts only sighting down it into a non-crest, non-embankment hex), always along a
// line of sight that fire itself would have (fire_sight.hpp).
#include "engine/rules/fireline/mfz.hpp"

#include "engine/rules/fireline/fire_sight.hpp"
#include "engine/rules/fireline/fireline_stack.hpp"
#include "engine/rules/fireline/movement_options.hpp"
#include "engine/rules/fireline/slope_sighting.hpp"

namespace hexfire::fireline {
namespace {

bool truthy(const std::string& v) { return v == "true" || v == "1" || v == "yes"; }

// Why the firer's MFZ would be 2 hexes at `target` (note a), the line of sight aside, or empty.
std::string reach_two(const GameState& state, Hex firer, Hex target) {
  const Ruleset& rs = state.ruleset();
  const HexMap& map = state.map();
  // "... and the hexes fired into are non-embankment or non-crest hexes".
  const bool target_ok_for_height = !is_crest_hex(state, target) && !is_embankment_hex(state, target);
  const auto& firer_terrain = rs.terrain_type(map.terrain(firer));
  if (attribute_int(firer_terrain.attributes, "mfz", 1) >= 2 && target_ok_for_height)
    return "firer on " + firer_terrain.name + " " + map.label(firer);
  // Sighting down a slope, as fire reads it (slope_sighting.hpp): the slope crossed going down
  // must be a crest feature with mfz 2.
  if (target_ok_for_height) {
    const SlopeSighting down = sighting_down_slope(state, firer, target);
    if (down.down && down.slope)
      for (HexsideFeatureId f : map.hexside_features(down.slope->first, down.slope->second)) {
        const auto& ft = rs.hexside_feature(f);
        if (ft.crest && attribute_int(ft.attributes, "mfz", 1) >= 2)
          return "down the " + ft.name + " from " + map.label(firer) + " to " + map.label(target) + " (" +
                 down.why + ")";
      }
  }
  // Firing through an obstacle on the firer's own hexside (note a, last sentence), from behind
  // it (note h: its protected side); along a vertex either hexside the line leaves by.
  for (const auto& step : hex_line(firer, target))
    for (std::optional<Hex> mid : {std::optional<Hex>{step.hex}, step.alternate}) {
      if (!mid || *mid == firer || *mid == target || !map.contains(*mid)) continue;
      const auto d = direction_to(firer, *mid);
      if (!d || !map.sheltered_by_hexside(firer, *d)) continue;
      for (HexsideFeatureId f : map.hexside_features(firer, *d)) {
        const auto& ft = rs.hexside_feature(f);
        if (!ft.crest && attribute_int(ft.attributes, "mfz", 1) >= 2)
          return "firing through the " + ft.name + " of " + map.label(firer);
      }
    }
  return {};
}

}  // namespace

bool terrain_has_flag(const GameState& state, Hex h, const std::string& attribute) {
  return truthy(terrain_attribute(state, h, attribute));
}

std::string terrain_attribute(const GameState& state, Hex h, const std::string& attribute) {
  const auto& a = state.ruleset().terrain_type(state.map().terrain(h)).attributes;
  const auto it = a.find(attribute);
  return it == a.end() ? std::string{} : it->second;
}

bool hexside_has_flag(const GameState& state, Hex h, HexDirection d, const std::string& attribute) {
  for (HexsideFeatureId f : state.map().hexside_features(h, d)) {
    const auto& a = state.ruleset().hexside_feature(f).attributes;
    const auto it = a.find(attribute);
    if (it != a.end() && truthy(it->second)) return true;
  }
  return false;
}

bool is_crest_hex(const GameState& state, Hex h) {
  const HexMap& map = state.map();
  for (HexDirection d : kAllDirections) {
    const Hex n = neighbor(h, d);
    if (!map.contains(n) || map.elevation(n) >= map.elevation(h)) continue;
    for (HexsideFeatureId f : map.hexside_features(h, d))
      if (state.ruleset().hexside_feature(f).crest) return true;
  }
  return false;
}

bool is_embankment_hex(const GameState& state, Hex h) { return terrain_has_flag(state, h, "elevated"); }

bool projects_mfz(const FirelineContext& ctx, const GameState& state, Hex firer) {
  if (combat_units(state, firer).empty()) return false;
  return stack_status(state, firer) != UnitStatus::Routed || zone_options(ctx.option_values).routed_projects_mfz;
}

MfzReach mfz_reach(const FirelineContext& ctx, const GameState& state, Hex firer, Hex target) {
  MfzReach r;
  const int d = distance(firer, target);
  if (d == 0 || d > 2 || !projects_mfz(ctx, state, firer) || !state.map().contains(target)) return r;
  if (d == 1) return {true, 1, "adjacent"};
  std::string why = reach_two(state, firer, target);
  if (why.empty()) return r;
  // The MFZ is where the stack's fire reaches: the line of sight of fire itself (TEC notes b,
  // f), never one of its own.
  const LosResult los = fire_line_of_sight(ctx, state, firer, target);
  if (!los.clear) {
    r.reason = why + ", but no line of sight: " + los.reason;
    return r;
  }
  return {true, 2, std::move(why)};
}

std::vector<Hex> mfz_hexes(const FirelineContext& ctx, const GameState& state, Hex firer) {
  std::vector<Hex> out;
  for (Hex h : hexes_within(firer, 2))
    if (mfz_reach(ctx, state, firer, h).reaches) out.push_back(h);
  return out;
}

std::vector<Hex> enemy_mfz_sources(const FirelineContext& ctx, const GameState& state, Hex h, SideId side) {
  std::vector<Hex> out;
  for (Hex f : hexes_within(h, 2)) {
    if (f == h || !state.map().contains(f)) continue;
    const auto owner = state.side_in(f);
    if (!owner || *owner == side) continue;
    if (mfz_reach(ctx, state, f, h).reaches) out.push_back(f);
  }
  return out;
}

bool in_enemy_mfz(const FirelineContext& ctx, const GameState& state, Hex h, SideId side) {
  return !enemy_mfz_sources(ctx, state, h, side).empty();
}

}  // namespace hexfire::fireline
