// The terrain effects chart from a ruleset's data (terrain_chart.hpp).
#include "engine/rules/terrain_chart.hpp"

#include <algorithm>

namespace hexfire {
namespace {

// "fire_line" -> "Fire line": an attribute's name as a column heading.
std::string heading_of(const std::string& name) {
  std::string h = name;
  std::replace(h.begin(), h.end(), '_', ' ');
  return capitalized(h);
}

std::string cost_text(const MovementEffect& m) {
  if (!m.cost) return "prohibited";
  std::string t = std::to_string(*m.cost);
  if (m.stop) t += ", stop";
  if (m.road_only) t += ", by road only";
  return t;
}

std::string by_class(const Ruleset& rules, const MovementEffect& base, const std::map<std::string, MovementEffect>& by) {
  std::string t = cost_text(base);
  for (const auto& [cls, effect] : by) {
    const auto id = rules.find_unit_class(cls);
    const std::string who = id ? rules.unit_class(*id).name : cls;
    t += "; " + who + " " + cost_text(effect);
  }
  return t;
}

// "Fire line -1, Assault line 0": the rule values the ruleset gives the item, in one cell, so the
// chart stays three columns wide however many values a system reads.
std::string rule_values(const Attributes& attributes) {
  std::string t;
  for (const auto& [name, value] : attributes) t += (t.empty() ? "" : ", ") + heading_of(name) + " " + value;
  return t.empty() ? "-" : t;
}

}  // namespace

std::vector<RulesTable> terrain_effects_tables(const Ruleset& rules) {
  std::vector<RulesTable> out;
  if (!rules.terrain.empty()) {
    RulesTable t{"tec_terrain", "Terrain Effects Chart: hexes (movement points to enter)",
                 {"Move (MP)", "Line of sight", "Rule values"}, {}, {}};
    for (const TerrainType& tt : rules.terrain) {
      t.row_labels.push_back(tt.name);
      std::vector<std::string> row{by_class(rules, tt.movement, tt.movement_by_class),
                                   tt.blocks_los ? "blocks (height " + std::to_string(tt.los_height) + ")" : "-",
                                   rule_values(tt.attributes)};
      t.cells.push_back(std::move(row));
    }
    out.push_back(std::move(t));
  }
  if (!rules.hexside_features.empty()) {
    RulesTable t{"tec_hexsides", "Terrain Effects Chart: hexsides (movement points to cross)",
                 {"Cross (MP)", "Line of sight", "Rule values"}, {}, {}};
    for (const HexsideFeatureType& f : rules.hexside_features) {
      t.row_labels.push_back(f.name);
      std::string los = f.blocks_los ? "blocks" : "-";
      if (f.crest) los = f.blocks_los ? "blocks; crest" : "crest";
      std::vector<std::string> row{by_class(rules, f.crossing, f.crossing_by_class), los, rule_values(f.attributes)};
      t.cells.push_back(std::move(row));
    }
    out.push_back(std::move(t));
  }
  if (!rules.road_types.empty()) {
    RulesTable t{"tec_roads", "Terrain Effects Chart: roads (movement points along them)", {"Move (MP)", "Rule values"},
                 {}, {}};
    for (const RoadType& r : rules.road_types) {
      t.row_labels.push_back(r.name);
      std::vector<std::string> row{r.cost ? std::to_string(*r.cost) : "as the hex", rule_values(r.attributes)};
      t.cells.push_back(std::move(row));
    }
    out.push_back(std::move(t));
  }
  return out;
}

}  // namespace hexfire
