// The terrain chart's effects of a hex (terrain_effects.hpp), read through the same movement
// chart the move search uses, so the inspector's costs are those a path pays.
#include "engine/rules/terrain_effects.hpp"

#include <algorithm>
#include <map>

#include "engine/map/movement.hpp"

namespace hexfire {

std::vector<TerrainEffect> chart_terrain_effects(const GameState& s, Hex h, const std::vector<UnitId>& units) {
  std::vector<TerrainEffect> out;
  const HexMap& map = s.map();
  const Ruleset& rules = s.ruleset();
  if (!map.contains(h)) return out;
  const TerrainType& t = rules.terrain_type(map.terrain(h));
  std::vector<UnitClassId> classes;
  for (UnitId u : units) {
    const UnitClassId c = s.unit_type(s.unit(u).type).unit_class;
    if (std::find(classes.begin(), classes.end(), c) == classes.end()) classes.push_back(c);
  }
  // Entering from each neighbour: the cost (grouped by cost, naming the sides) or why not.
  std::map<int, std::vector<std::string>> by_cost;
  std::vector<std::string> prohibited;
  bool stop = false;
  for (int d = 0; d < 6; ++d) {
    const auto into = static_cast<HexDirection>(d);  // the side of `h` the mover comes across
    const Hex from = neighbor(h, into);
    if (!map.contains(from)) continue;
    const HexDirection back = opposite(into);
    const StepCost step = step_cost(map, rules, classes, from, back);
    if (!step.allowed()) {
      prohibited.push_back(std::string(direction_name(into)) + ": " + describe_step_block(map, rules, from, back, step));
      continue;
    }
    stop = stop || step.stop;
    by_cost[step.cost].push_back(direction_name(into));
  }
  std::string move;
  for (const auto& [cost, sides] : by_cost) {
    if (!move.empty()) move += "; ";
    move += std::to_string(cost) + " MP from";
    if (by_cost.size() == 1 && prohibited.empty()) move += " any side";
    else
      for (const std::string& side : sides) move += " " + side;
  }
  if (!move.empty()) out.push_back({"Move in", move + " (" + t.name + (stop ? "; entering ends the move" : "") + ")"});
  for (const std::string& p : prohibited) out.push_back({"Prohibited", p});
  out.push_back({"Line of sight", t.blocks_los ? "blocked through it (" + t.name + ", " + std::to_string(t.los_height) +
                                                     (t.los_height == 1 ? " level" : " levels") + " above the hex)"
                                               : "open through it (" + t.name + ")"});
  for (int d = 0; d < 6; ++d)
    for (HexsideFeatureId f : map.hexside_features(h, static_cast<HexDirection>(d))) {
      const HexsideFeatureType& ft = rules.hexside_feature(f);
      if (ft.blocks_los || ft.crest)
        out.push_back({"Line of sight", std::string(direction_name(static_cast<HexDirection>(d))) + " hexside: " + ft.name +
                                            (ft.crest ? " (a crest)" : " blocks lines across it")});
    }
  return out;
}

std::vector<TerrainEffect> PreviewProvider::terrain_effects(const Match& m, Hex h, const std::vector<UnitId>& units) const {
  return chart_terrain_effects(m.state, h, units);
}

}  // namespace hexfire
