// The map: per hex terrain and elevation, per hexside features, roads as links between
// neighbours, and markers. Dense storage over the offset rectangle, so look-ups on hot paths
// (line of sight, movement) are an index computation and a bit test.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "engine/core/strong_id.hpp"
#include "engine/hex/hex.hpp"
#include "engine/hex/offset.hpp"
#include "engine/map/ruleset.hpp"

namespace hexfire {

class HexMap {
 public:
  static constexpr int kMaxSide = 1000;  // larger maps are refused by the loader

  HexMap() = default;
  HexMap(int width, int height, OffsetLayout layout = OffsetLayout::FlatOddQ, HexLabelFormat labels = {});

  int width() const { return width_; }
  int height() const { return height_; }
  OffsetLayout layout() const { return layout_; }
  const HexLabelFormat& label_format() const { return labels_; }

  bool contains(Hex h) const { return index_of_hex(h).has_value(); }
  Hex hex_at(OffsetCoord c) const { return from_offset(c, layout_); }
  OffsetCoord offset_of(Hex h) const { return to_offset(h, layout_); }
  std::string label(Hex h) const { return hex_label(offset_of(h), labels_); }
  std::optional<Hex> parse_label(const std::string& label) const;  // on-map hexes only
  std::vector<Hex> all_hexes() const;  // column-major in offset order
  std::size_t hex_count() const { return cells_.size(); }

  // Terrain and elevation. Reading an off-map hex is a programming error (checked).
  TerrainId terrain(Hex h) const { return cell(h).terrain; }
  void set_terrain(Hex h, TerrainId t) { cell(h).terrain = t; }
  int elevation(Hex h) const { return cell(h).elevation; }
  void set_elevation(Hex h, int level) { cell(h).elevation = level; }

  // Hexside features are stored on both adjoining hexes, so either side reads the same.
  bool has_hexside_feature(Hex h, HexDirection d, HexsideFeatureId f) const;
  std::uint32_t hexside_mask(Hex h, HexDirection d) const { return cell(h).hexsides[dir(d)]; }
  void add_hexside_feature(Hex h, HexDirection d, HexsideFeatureId f);
  void remove_hexside_feature(Hex h, HexDirection d, HexsideFeatureId f);
  std::vector<HexsideFeatureId> hexside_features(Hex h, HexDirection d) const;
  // A fence, abatis or wall has a protected side (fireline TEC note h): it shelters the hex
  // behind it, not the one in front. By default both adjoining hexes count as behind it; a
  // scenario that names the side marks the hex in front as exposed on that hexside.
  bool sheltered_by_hexside(Hex h, HexDirection d) const { return (cell(h).exposed & bit8(d)) == 0; }
  void set_hexside_exposed(Hex h, HexDirection d, bool exposed);

  // Roads and railroads link neighbouring hexes (both on the map).
  void add_road(Hex a, Hex b, RoadTypeId type);
  bool has_road(Hex a, Hex b, RoadTypeId type) const;
  std::uint8_t road_mask(Hex h, HexDirection d) const { return cell(h).roads[dir(d)]; }
  std::vector<RoadTypeId> roads_between(Hex a, Hex b) const;

  // Markers in a hex (entrenchments, fieldworks, ...).
  void add_marker(Hex h, MarkerId m) { cell(h).markers |= bit(m.value); }
  void remove_marker(Hex h, MarkerId m) { cell(h).markers &= ~bit(m.value); }
  bool has_marker(Hex h, MarkerId m) const { return (cell(h).markers & bit(m.value)) != 0; }
  std::vector<MarkerId> markers(Hex h) const;

  std::optional<std::size_t> index_of_hex(Hex h) const;

  // Hot-path reads by cell index (a value index_of_hex returned), without a second offset
  // conversion or bounds check: line of sight and movement search call these per step.
  TerrainId terrain_at(std::size_t cell) const { return cells_[cell].terrain; }
  int elevation_at(std::size_t cell) const { return cells_[cell].elevation; }
  std::uint32_t hexside_mask_at(std::size_t cell, HexDirection d) const { return cells_[cell].hexsides[dir(d)]; }
  std::uint8_t road_mask_at(std::size_t cell, HexDirection d) const { return cells_[cell].roads[dir(d)]; }

 private:
  struct Cell {
    TerrainId terrain{};
    int elevation = 0;
    std::array<std::uint32_t, 6> hexsides{};
    std::array<std::uint8_t, 6> roads{};
    std::uint32_t markers = 0;
    std::uint8_t exposed = 0;  // bit per direction: in front of that hexside's protected feature
  };

  static std::size_t dir(HexDirection d) { return static_cast<std::size_t>(index_of(d)); }
  static std::uint32_t bit(std::uint32_t i) { return std::uint32_t{1} << i; }
  static std::uint8_t bit8(HexDirection d) { return static_cast<std::uint8_t>(1u << dir(d)); }
  Cell& cell(Hex h);
  const Cell& cell(Hex h) const;

  int width_ = 0;
  int height_ = 0;
  OffsetLayout layout_ = OffsetLayout::FlatOddQ;
  HexLabelFormat labels_;
  std::vector<Cell> cells_;
};

}  // namespace hexfire
