// Header-only builder of a small Ruleset and HexMap for tests: a handful of terrain types,
// hexside features, roads and unit classes, and helpers that address hexes by board label.
//
// Usage:
//   hexfire::test_support::TestMap t(8, 8);          // 8x8, flat-odd-q, labels "0101".."0808"
//   t.terrain("0403", t.woods).elevation("0503", 2);
//   t.hexside("0403", hexfire::HexDirection::S, t.stone_wall);
//   t.road("0101", "0102", t.road_id);
//   line_of_sight(t.map, t.rules, t.hex("0101"), t.hex("0105"));
//
// The values below are test data, chosen so each effect is visible on its own; they are not
// the fireline chart (that lives in assets/rules/fireline.xml).
#pragma once

#include <stdexcept>
#include <string>

#include "engine/hex/hex.hpp"
#include "engine/hex/offset.hpp"
#include "engine/map/hex_map.hpp"
#include "engine/map/ruleset.hpp"

namespace hexfire::test_support {

// Terrain:   clear (1 MP), woods (2 MP, blocks LOS 1 level high; artillery stops on entering),
//            marsh (1 MP, stop; artillery prohibited), water (prohibited), town (1 MP, blocks
//            LOS 2 levels high), embankment (1 MP; artillery only from a connected road).
// Hexsides:  stream (+1 MP), stone_wall (+1 MP, blocks LOS, 1 level above the higher hex),
//            crest (no movement effect, crest for LOS), abatis (+1 MP; artillery only along a
//            road), river (prohibited).
// Roads:     road (1 MP along the link), trail (no cost of its own: satisfies road_only only).
// Classes:   infantry, cavalry, artillery.
inline Ruleset make_test_ruleset() {
  Ruleset r;
  r.system = "test";
  r.name = "Test ruleset";

  auto terrain = [&r](const std::string& id, std::optional<int> cost, bool stop) -> TerrainType& {
    TerrainType t;
    t.id = id;
    t.name = id;
    t.movement = MovementEffect{cost, stop, false};
    r.terrain.push_back(t);
    return r.terrain.back();
  };
  terrain("clear", 1, false).clear = true;
  {
    TerrainType& woods = terrain("woods", 2, false);
    woods.blocks_los = true;
    woods.los_height = 1;
    woods.movement_by_class["artillery"] = MovementEffect{2, true, false};
  }
  terrain("marsh", 1, true).movement_by_class["artillery"] = MovementEffect{std::nullopt, false, false};
  terrain("water", std::nullopt, false);
  {
    TerrainType& town = terrain("town", 1, false);
    town.blocks_los = true;
    town.los_height = 2;
  }
  terrain("embankment", 1, false).movement_by_class["artillery"] = MovementEffect{1, false, true};

  auto side = [&r](const std::string& id, const std::string& name, std::optional<int> cost) -> HexsideFeatureType& {
    HexsideFeatureType f;
    f.id = id;
    f.name = name;
    f.crossing = MovementEffect{cost, false, false};
    r.hexside_features.push_back(f);
    return r.hexside_features.back();
  };
  side("stream", "stream", 1);
  {
    HexsideFeatureType& wall = side("stone_wall", "stone wall", 1);
    wall.blocks_los = true;
    wall.los_height = 1;
  }
  side("crest", "crest", 0).crest = true;
  side("abatis", "abatis", 1).crossing_by_class["artillery"] = MovementEffect{1, false, true};
  side("river", "river", std::nullopt);

  RoadType road;
  road.id = "road";
  road.name = "road";
  road.cost = 1;
  r.road_types.push_back(road);
  RoadType trail;
  trail.id = "trail";
  trail.name = "trail";
  r.road_types.push_back(trail);

  auto unit_class = [&r](const std::string& id, bool artillery, bool mounted) {
    UnitClass c;
    c.id = id;
    c.name = id;
    c.symbol = id;
    c.artillery = artillery;
    c.mounted = mounted;
    r.unit_classes.push_back(c);
  };
  unit_class("infantry", false, false);
  unit_class("cavalry", false, true);
  unit_class("artillery", true, true);
  return r;
}

// The test ruleset, a map of clear level ground, and the ids of everything in the ruleset.
struct TestMap {
  Ruleset rules = make_test_ruleset();
  HexMap map;

  TerrainId clear{0}, woods{1}, marsh{2}, water{3}, town{4}, embankment{5};
  HexsideFeatureId stream{0}, stone_wall{1}, crest{2}, abatis{3}, river{4};
  RoadTypeId road_id{0}, trail{1};
  UnitClassId infantry{0}, cavalry{1}, artillery{2};

  explicit TestMap(int width = 10, int height = 10, OffsetLayout layout = OffsetLayout::FlatOddQ,
                   HexLabelFormat labels = {})
      : map(width, height, layout, labels) {
    for (Hex h : map.all_hexes()) map.set_terrain(h, clear);
  }

  // The on-map hex with this board label; throws on a bad label so a typo fails the test loudly.
  Hex hex(const std::string& label) const {
    const auto h = map.parse_label(label);
    if (!h) throw std::invalid_argument("test map has no hex " + label);
    return *h;
  }

  TestMap& terrain(const std::string& label, TerrainId t) {
    map.set_terrain(hex(label), t);
    return *this;
  }
  TestMap& elevation(const std::string& label, int level) {
    map.set_elevation(hex(label), level);
    return *this;
  }
  TestMap& hexside(const std::string& label, HexDirection d, HexsideFeatureId f) {
    map.add_hexside_feature(hex(label), d, f);
    return *this;
  }
  TestMap& road(const std::string& a, const std::string& b, RoadTypeId type) {
    map.add_road(hex(a), hex(b), type);
    return *this;
  }
};

}  // namespace hexfire::test_support
