// Fuzz target: the Tiled TMX reader on any bytes, against the fireline rules, as if the file were
// in tests/fixtures/tiled (so its .tsx tilesets resolve there and nowhere else). Properties: it
// never crashes; a refused map says why; a map that is read has one cell entry per hex, a size
// within the scenario limits, and hexsides and roads on the map, roads only between neighbours.
#include <cstddef>
#include <cstdint>

#include "engine/io/limits.hpp"
#include "engine/io/ruleset_loader.hpp"
#include "engine/io/tiled/tiled_map.hpp"
#include "fuzz_support.hpp"

using namespace hexfire;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const RulesetLoad rules = load_ruleset(fuzz::rules_dir() + "/fireline.xml");
  fuzz::require(rules.ok(), "the fireline rules do not load");
  static const std::string folder = std::string(HEXFIRE_SOURCE_DIR) + "/tests/fixtures/tiled";
  const TiledMapLoad load = parse_tiled_map(fuzz::as_text(data, size), folder + "/fuzz.tmx", folder, *rules.ruleset);
  if (!load.map) {
    fuzz::require(!load.errors.empty() || !load.unreadable.empty(), "a refused Tiled map must say why");
    return 0;
  }
  const TiledMap& m = *load.map;
  fuzz::require(m.width >= 1 && m.height >= 1 && m.width <= limits::kMaxMapSide && m.height <= limits::kMaxMapSide,
                "a Tiled map was read with a size outside the limits");
  const auto cells = static_cast<std::size_t>(m.width) * static_cast<std::size_t>(m.height);
  fuzz::require(m.terrain.size() == cells && m.elevation.size() == cells, "a cell entry per hex");
  const auto on_map = [&](OffsetCoord c) { return c.col >= 0 && c.row >= 0 && c.col < m.width && c.row < m.height; };
  for (const TiledHexside& s : m.hexsides) fuzz::require(on_map(s.at), "a hexside off the map");
  for (const TiledRoad& r : m.roads) {
    fuzz::require(on_map(r.from) && on_map(r.to), "a road off the map");
    fuzz::require(direction_to(from_offset(r.from, m.layout), from_offset(r.to, m.layout)).has_value(),
                  "a road between hexes that are not neighbours");
  }
  return 0;
}
