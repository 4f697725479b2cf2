// Tiled TMX hexagonal maps as a scenario's map (docs/tiled.md): the map's size and offset
// layout, terrain and elevation from tile properties, hexside features and roads from tile
// properties or from polylines in object layers. Every problem is reported with the TMX's (or
// TSX's) file and line; nothing throws, and a file never makes the reader allocate more than
// a map at the scenario limits needs.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "engine/hex/hex.hpp"
#include "engine/hex/offset.hpp"
#include "engine/io/diagnostic.hpp"
#include "engine/map/ruleset.hpp"

namespace hexfire {

// Which hex of a protected-side feature (a wall) is in front of it, exposed; None: both count
// as behind it (HexMap::sheltered_by_hexside).
enum class TiledExposed { None, At, Across };

struct TiledHexside {
  OffsetCoord at;
  HexDirection dir = HexDirection::N;  // Hexfire's direction index in the map's layout
  HexsideFeatureId feature;
  TiledExposed exposed = TiledExposed::None;
};

struct TiledRoad {
  OffsetCoord from;  // neighbours, both on the map
  OffsetCoord to;
  RoadTypeId type;
};

struct TiledMap {
  int width = 0;
  int height = 0;
  OffsetLayout layout = OffsetLayout::FlatOddQ;
  // Per cell, row by row (index row * width + col): what the tiles set, if anything.
  std::vector<std::optional<TerrainId>> terrain;
  std::vector<std::optional<int>> elevation;
  std::vector<TiledHexside> hexsides;  // no two alike
  std::vector<TiledRoad> roads;        // no two alike
};

struct TiledMapLoad {
  std::optional<TiledMap> map;  // set only when there are no errors
  Diagnostics errors;
  // The one-line reason for the scenario's own message when the file could not be opened at all
  // (a path that leaves the folder, a missing file); empty when `errors` says it in the TMX.
  std::string unreadable;
};

// Reads `relative` (a path relative to `scenario_folder`, which it may not leave; nor may its
// tilesets) against the ruleset's terrain, hexside features and roads.
TiledMapLoad load_tiled_map(const std::string& scenario_folder, const std::string& relative, const Ruleset& rules);

// The same from text: `path` names the file in messages and its folder holds its .tsx
// tilesets, which may not leave `root`.
TiledMapLoad parse_tiled_map(const std::string& text, const std::string& path, const std::string& root,
                             const Ruleset& rules);

}  // namespace hexfire
