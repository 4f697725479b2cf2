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

// The attribute names used by `items`, in the order first met.
template <typename T>
std::vector<std::string> attribute_names(const std::vector<T>& items) {
  std::vector<std::string> names;
  for (const T& i : items)
    for (const auto& [k, v] : i.attributes)
      if (std::find(names.begin(), names.end(), k) == names.end()) names.push_back(k);
  return names;
}

template <typename T>
void add_attribute_cells(const T& item, const std::vector<std::string>& names, std::vector<std::string>& row) {
  for (const std::string& n : names) {
    auto it = item.attributes.find(n);
    row.push_back(it == item.attributes.end() ? "-" : it->second);
  }
}

}  // namespace

std::vector<RulesTable> terrain_effects_tables(const Ruleset& rules) {
  std::vector<RulesTable> out;
  if (!rules.terrain.empty()) {
    RulesTable t{"tec_terrain", "Terrain Effects Chart: hexes (movement points to enter)", {"Move (MP)", "Line of sight"}, {}, {}};
    const auto names = attribute_names(rules.terrain);
    for (const std::string& n : names) t.columns.push_back(heading_of(n));
    for (const TerrainType& tt : rules.terrain) {
      t.row_labels.push_back(tt.name);
      std::vector<std::string> row{by_class(rules, tt.movement, tt.movement_by_class),
                                   tt.blocks_los ? "blocks (height " + std::to_string(tt.los_height) + ")" : "-"};
      add_attribute_cells(tt, names, row);
      t.cells.push_back(std::move(row));
    }
    out.push_back(std::move(t));
  }
  if (!rules.hexside_features.empty()) {
    RulesTable t{"tec_hexsides", "Terrain Effects Chart: hexsides (movement points to cross)", {"Cross (MP)", "Line of sight"}, {}, {}};
    const auto names = attribute_names(rules.hexside_features);
    for (const std::string& n : names) t.columns.push_back(heading_of(n));
    for (const HexsideFeatureType& f : rules.hexside_features) {
      t.row_labels.push_back(f.name);
      std::string los = f.blocks_los ? "blocks" : "-";
      if (f.crest) los = f.blocks_los ? "blocks; crest" : "crest";
      std::vector<std::string> row{by_class(rules, f.crossing, f.crossing_by_class), los};
      add_attribute_cells(f, names, row);
      t.cells.push_back(std::move(row));
    }
    out.push_back(std::move(t));
  }
  if (!rules.road_types.empty()) {
    RulesTable t{"tec_roads", "Terrain Effects Chart: roads (movement points along them)", {"Move (MP)"}, {}, {}};
    const auto names = attribute_names(rules.road_types);
    for (const std::string& n : names) t.columns.push_back(heading_of(n));
    for (const RoadType& r : rules.road_types) {
      t.row_labels.push_back(r.name);
      std::vector<std::string> row{r.cost ? std::to_string(*r.cost) : "as the hex"};
      add_attribute_cells(r, names, row);
      t.cells.push_back(std::move(row));
    }
    out.push_back(std::move(t));
  }
  return out;
}

}  // namespace hexfire
