// Gathers the hover panel's facts about a hex.
#include "game/ui/hex_info.hpp"

#include <cctype>

namespace hexfire::game {

HexInfo describe_hex(const GameState& state, Hex h, const VictoryConditions* victory) {
  const HexMap& map = state.map();
  const Ruleset& rules = state.ruleset();
  HexInfo info;
  info.hex = h;
  info.label = map.label(h);
  const TerrainId t = map.terrain(h);
  info.terrain = t.value < rules.terrain.size() ? rules.terrain_type(t).name : "(unknown terrain)";
  info.elevation = map.elevation(h);
  for (HexDirection d : kAllDirections) {
    const Hex n = neighbor(h, d);
    HexsideInfo side;
    side.direction = direction_name(d);
    side.neighbour = map.contains(n) ? map.label(n) : "off map";
    side.elevation_change = map.contains(n) ? map.elevation(n) - info.elevation : 0;
    // A one-sided feature (fence, abatis, wall with a protected side) says which side this is.
    const bool exposed = !map.sheltered_by_hexside(h, d);
    const bool one_sided = exposed || (map.contains(n) && !map.sheltered_by_hexside(n, opposite(d)));
    for (HexsideFeatureId f : map.hexside_features(h, d)) {
      if (f.value >= rules.hexside_features.size()) continue;
      const HexsideFeatureType& ft = rules.hexside_feature(f);
      const bool sides = ft.protected_side && one_sided;
      side.features.push_back(ft.name + (sides ? (exposed ? " (this hex in front)" : " (this hex behind)") : ""));
    }
    if (!side.features.empty() || side.elevation_change != 0) info.hexsides.push_back(side);
  }
  for (std::size_t r = 0; r < rules.road_types.size() && r < 8; ++r) {
    std::string dirs;
    for (HexDirection d : kAllDirections)
      if (map.road_mask(h, d) & (1u << r)) dirs += (dirs.empty() ? "" : ", ") + std::string(direction_name(d));
    if (!dirs.empty()) info.roads.push_back(rules.road_types[r].name + " to " + dirs);
  }
  if (victory)
    for (const Objective& o : victory->objectives)
      if (o.hex == h)
        info.objectives.push_back(o.name + ": " + std::to_string(o.points) + " VP, " +
                                  (o.owner ? "held by " + state.side(*o.owner).name : std::string("held by nobody")));
  for (MarkerId m : map.markers(h))
    if (m.value < rules.markers.size()) info.markers.push_back(rules.marker(m).name);
  const auto& stack = state.stack_at(h);
  for (auto it = stack.rbegin(); it != stack.rend(); ++it) {
    const Unit& u = state.unit(*it);
    if (u.eliminated) continue;
    const UnitType& type = state.unit_type(u.type);
    const UnitClass& cls = rules.unit_class(type.unit_class);
    StackEntry e;
    e.name = u.name;
    e.side = state.side(u.side).name;
    e.unit_class = cls.name;
    e.status = status_name(u.status);
    if (!e.status.empty()) e.status[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(e.status[0])));
    e.good_order = u.status == UnitStatus::Good;
    if (rules.unit_facing) e.facing = direction_name(u.facing);
    e.strength = u.reduced ? type.reduced_strength : type.strength;
    e.morale = u.reduced ? type.reduced_morale : type.morale;
    if (u.system)
      if (const auto v = u.system->badges().face_value) e.strength = *v, e.morale = -1;  // volley: figures, no morale number
    if (u.system)
      for (const auto& [label, value] : unit_state_rows(u))
        if (value != "0" && !value.empty()) e.state_note += (e.state_note.empty() ? "" : ", ") + label + ": " + value;
    e.reduced = u.reduced;
    e.leader = cls.leader;
    info.stack.push_back(e);
  }
  return info;
}

}  // namespace hexfire::game
