// What a rule system declares about the map and units: terrain, hexside features, roads,
// markers and unit classes. Loaded from assets/rules/<system>.xml; the engine holds no numbers.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "engine/core/strong_id.hpp"

namespace hexfire {

using RoadTypeId = StrongId<struct RoadTypeTag>;
using UnitClassId = StrongId<struct UnitClassTag>;

// Cost of entering a hex (or crossing a hexside, on top of the hex cost). No cost = prohibited.
struct MovementEffect {
  std::optional<int> cost = 1;
  bool stop = false;  // entering (crossing) ends the move
  // Only allowed when the move also follows a road or railroad between the two hexes
  // (fireline TEC notes g and i: artillery across abatis, onto embankments).
  bool road_only = false;
  bool operator==(const MovementEffect&) const = default;
};

// Rule-system specific values ("fire_line=+1", "mfz=2") kept as text; each system parses its own.
using Attributes = std::map<std::string, std::string>;

struct TerrainType {
  std::string id;    // "woods"
  std::string name;  // "Woods"
  std::string color = "#a0a080";  // the map's base colour for this terrain, #rrggbb
  bool clear = false;              // counts as "clear" where the rules distinguish clear hexes
  MovementEffect movement;
  std::map<std::string, MovementEffect> movement_by_class;  // unit class id -> override
  // Line of sight may be traced into such a hex but not through it, unless the line passes
  // above the obstacle: its top is the hex elevation plus los_height.
  bool blocks_los = false;
  int los_height = 1;
  Attributes attributes;
};

struct HexsideFeatureType {
  std::string id;    // "stone_wall"
  std::string name;  // "Stone wall"
  MovementEffect crossing{0, false, false};  // extra cost on top of entering the hex
  std::map<std::string, MovementEffect> crossing_by_class;
  bool blocks_los = false;  // a line crossing this hexside is blocked (unless it passes above)
  int los_height = 0;       // height of the obstacle above the higher adjoining hex
  bool crest = false;       // the brow of a slope: blocks lines between hexes both below it
  // It has a protected side (a fence, abatis or wall): a scenario may say which adjoining hex is
  // behind it (HexMap::sheltered_by_hexside); other features have no sides to name.
  bool protected_side = false;
  Attributes attributes;
};

struct RoadType {
  std::string id;    // "road", "railroad"
  std::string name;
  std::string color = "#8a6a3a";
  // MP to move along the link; replaces the entered hex's terrain cost when following it.
  std::optional<int> cost;
  Attributes attributes;
};

struct MarkerType {
  std::string id;  // "entrenchment"
  std::string name;
  std::string icon;  // art printed on its badge (assets/art/markericon_<icon>.png); empty: none
  // A marker that only shows a unit's state on its counter (on="unit": dug in) is never placed
  // on a hex by a scenario; on="hex" (the default) markers are.
  bool unit_only = false;
  Attributes attributes;
};

struct UnitClass {
  std::string id;            // "infantry"
  std::string name;          // "Infantry"
  std::string abbreviation;  // "Inf", as the tables name it
  std::string symbol;        // NATO-style symbol key: infantry, cavalry, artillery, irregular, leader
  bool leader = false;
  bool artillery = false;
  bool mounted = false;
  Attributes attributes;
};

// A rule attribute the ruleset file declares (<attribute name=.../> in a section), with where, so
// a rule system can refuse one its code never reads (dead data) with file and line.
struct DeclaredAttribute {
  std::string section;  // "terrain", "hexside-features", "roads", "markers", "unit-classes"
  std::string name;     // "fire_line"
  int line = 0;
};

// Everything above, for one rule system. IDs index into the vectors.
struct Ruleset {
  std::string system;  // "fireline"
  std::string name;
  // Whether units face a hexside in this game (fireline does; column-shift's companies do not):
  // the front end draws and lists a facing only when they do. <ruleset facing="false">.
  bool unit_facing = true;
  std::vector<TerrainType> terrain;
  std::vector<HexsideFeatureType> hexside_features;  // at most 32: the map keeps them as bits
  std::vector<RoadType> road_types;                  // at most 8
  std::vector<MarkerType> markers;                   // at most 32
  std::vector<UnitClass> unit_classes;
  std::map<std::string, std::string> options;  // named design defaults, overridable per scenario
  std::vector<std::string> variants;           // variant ids a scenario may name ("ww1", "ww2")
  // Options a variant sets over the defaults above ("vol2": ho_level=division); a scenario's own
  // <options> still override them.
  std::map<std::string, std::map<std::string, std::string>> variant_options;
  std::vector<DeclaredAttribute> declared_attributes;  // in file order

  std::optional<TerrainId> find_terrain(const std::string& id) const;
  std::optional<HexsideFeatureId> find_hexside_feature(const std::string& id) const;
  std::optional<RoadTypeId> find_road_type(const std::string& id) const;
  std::optional<MarkerId> find_marker(const std::string& id) const;
  std::optional<UnitClassId> find_unit_class(const std::string& id) const;

  const TerrainType& terrain_type(TerrainId id) const { return terrain.at(id.value); }
  const HexsideFeatureType& hexside_feature(HexsideFeatureId id) const { return hexside_features.at(id.value); }
  const RoadType& road_type(RoadTypeId id) const { return road_types.at(id.value); }
  const MarkerType& marker(MarkerId id) const { return markers.at(id.value); }
  const UnitClass& unit_class(UnitClassId id) const { return unit_classes.at(id.value); }
};

}  // namespace hexfire
