// Internal to the TMX reader: what its parts share while one map is read.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "engine/io/tiled/tiled_map.hpp"
#include "engine/io/tiled/tmx_grid.hpp"
#include "engine/io/xml_document.hpp"
#include "engine/io/xml_reader.hpp"

namespace hexfire::tiled {

// What one tile's properties say (docs/tiled.md, "Tile properties").
struct TileTraits {
  std::optional<TerrainId> terrain;
  std::optional<int> elevation;
  std::vector<std::pair<HexDirection, HexsideFeatureId>> hexsides;
  std::vector<std::pair<HexDirection, RoadTypeId>> roads;
};

struct Tilesets {
  std::vector<std::uint32_t> first_gids;        // sorted
  std::map<std::uint32_t, TileTraits> by_gid;  // tiles with properties only
};

struct MapContext {
  const Ruleset& rules;
  std::string path;  // the TMX, for messages and its folder
  std::string root;  // the folder no file may leave
  Diagnostics& errors;
  int width = 0;
  int height = 0;
  TmxGrid grid;
  bool flat_top() const { return is_flat_top(grid.layout()); }
  bool on_map(OffsetCoord c) const { return c.col >= 0 && c.row >= 0 && c.col < width && c.row < height; }
};

// A direction as drawn on the map: N NE SE S SW NW on a flat-top map, NE E SE SW W NW on a
// pointy-top one; Hexfire's direction index for it.
std::optional<HexDirection> parse_map_direction(const std::string& word, bool flat_top);
std::string map_direction_names(bool flat_top);

// The <property> value named `name` under `element`'s <properties>, with its line.
struct Property {
  std::string name;
  std::string value;
  int line = 0;
};
std::vector<Property> properties_of(const XmlElement& element);

// Every <tileset> of the map (embedded or external .tsx): the tiles' traits by GID.
Tilesets read_tilesets(MapContext& ctx, const XmlElement& map, DiagnosticSink& sink);
// An <objectgroup>'s hexside and road polylines.
void read_object_layer(MapContext& ctx, const XmlElement& group, DiagnosticSink& sink, TiledMap& out);

}  // namespace hexfire::tiled
