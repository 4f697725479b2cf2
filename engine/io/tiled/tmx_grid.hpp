// The pixel geometry of a Tiled hexagonal map, as Tiled draws it (tile size, hex side length,
// stagger axis and index), so that objects drawn in Tiled's pixels can be matched to hexes,
// hex centres and hex corners. Tiled's columns and rows are Hexfire's offset columns and rows:
// stagger axis x is a flat-top map, y a pointy-top one; "odd" shifts the odd columns (rows).
#pragma once

#include <array>
#include <optional>

#include "engine/hex/hex.hpp"
#include "engine/hex/offset.hpp"

namespace hexfire::tiled {

struct Point {
  double x = 0;
  double y = 0;
};

class TmxGrid {
 public:
  // tile_width, tile_height >= 2; 0 <= side_length.
  TmxGrid(int tile_width, int tile_height, int side_length, bool stagger_x, bool stagger_even);

  OffsetLayout layout() const;
  Point centre(OffsetCoord c) const;
  // The six corners of the hex, in order around it.
  std::array<Point, 6> corners(OffsetCoord c) const;
  // The hex whose centre is nearest `p` (any coordinates, on the map or not).
  OffsetCoord nearest(Point p) const;
  // How close a point must be to a centre or corner to count as on it.
  double tolerance() const;

 private:
  Point top_left(OffsetCoord c) const;
  bool staggered(int index) const { return ((index & 1) != 0) != stagger_even_; }

  int w_, h_;
  int side_x_ = 0, side_y_ = 0;
  int side_offset_x_, side_offset_y_;
  int column_width_, row_height_;
  bool stagger_x_, stagger_even_;
};

double distance(Point a, Point b);

}  // namespace hexfire::tiled
