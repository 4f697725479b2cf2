// Pixel <-> hex conversion for flat-top and pointy-top maps (world pixels, before the camera).
#pragma once

#include <array>

#include "engine/hex/hex.hpp"
#include "engine/hex/offset.hpp"

namespace hexfire::game {

struct Vec2 {
  double x = 0;
  double y = 0;
  constexpr Vec2 operator+(Vec2 o) const { return {x + o.x, y + o.y}; }
  constexpr Vec2 operator-(Vec2 o) const { return {x - o.x, y - o.y}; }
  constexpr Vec2 operator*(double k) const { return {x * k, y * k}; }
};

double length(Vec2 v);
Vec2 normalized(Vec2 v);  // zero stays zero

// A hex with fractional coordinates, as a pixel maps to before rounding.
struct FractionalHex {
  double q = 0;
  double r = 0;
  double s() const { return -q - r; }
};

// Rounds to the hex containing the point (cube rounding: fix the coordinate with the largest
// rounding error so q + r + s stays 0).
Hex hex_round(FractionalHex h);

enum class HexOrientation { FlatTop, PointyTop };

// Maps hexes to world pixels: `size` is the centre-to-corner distance, hex (0,0) sits at origin.
class Layout {
 public:
  Layout(HexOrientation orientation, double size, Vec2 origin = {});
  static Layout for_map(OffsetLayout offset_layout, double size);

  HexOrientation orientation() const { return orientation_; }
  double size() const { return size_; }
  Vec2 origin() const { return origin_; }

  Vec2 hex_to_pixel(Hex h) const;
  FractionalHex pixel_to_fractional(Vec2 p) const;
  Hex pixel_to_hex(Vec2 p) const { return hex_round(pixel_to_fractional(p)); }

  // Corner i of a hex, relative to its centre. Corners run clockwise; the hexside in direction d
  // lies between corners side_corners(d).
  Vec2 corner_offset(int i) const;
  std::array<Vec2, 6> corners(Hex h) const;
  // The two corners (relative to the centre) that bound the hexside facing direction d, in
  // clockwise order.
  std::array<Vec2, 2> side_corners(HexDirection d) const;
  // Middle of the hexside in direction d, relative to the centre.
  Vec2 side_midpoint(HexDirection d) const;

  double width() const;   // extent of one hex across x
  double height() const;  // extent of one hex across y

 private:
  HexOrientation orientation_;
  double size_;
  Vec2 origin_;
};

}  // namespace hexfire::game
