// Pixel <-> hex conversion (the Red Blob Games layout matrices) and hex corner geometry.
#include "game/render/layout.hpp"

#include <cmath>
#include <numbers>

namespace hexfire::game {

namespace {
constexpr double kSqrt3 = std::numbers::sqrt3;
constexpr double kDegToRad = std::numbers::pi / 180.0;
}  // namespace

double length(Vec2 v) { return std::sqrt(v.x * v.x + v.y * v.y); }

Vec2 normalized(Vec2 v) {
  const double l = length(v);
  return l > 0 ? v * (1.0 / l) : Vec2{};
}

Hex hex_round(FractionalHex h) {
  double q = std::round(h.q);
  double r = std::round(h.r);
  const double s = std::round(h.s());
  const double dq = std::abs(q - h.q);
  const double dr = std::abs(r - h.r);
  const double ds = std::abs(s - h.s());
  if (dq > dr && dq > ds) {
    q = -r - s;
  } else if (dr > ds) {
    r = -q - s;
  }
  return {static_cast<int>(q), static_cast<int>(r)};
}

Layout::Layout(HexOrientation orientation, double size, Vec2 origin)
    : orientation_(orientation), size_(size), origin_(origin) {}

Layout Layout::for_map(OffsetLayout offset_layout, double size) {
  return Layout(is_flat_top(offset_layout) ? HexOrientation::FlatTop : HexOrientation::PointyTop, size);
}

Vec2 Layout::hex_to_pixel(Hex h) const {
  const double q = h.q;
  const double r = h.r;
  if (orientation_ == HexOrientation::FlatTop)
    return Vec2{size_ * 1.5 * q, size_ * (kSqrt3 / 2 * q + kSqrt3 * r)} + origin_;
  return Vec2{size_ * (kSqrt3 * q + kSqrt3 / 2 * r), size_ * 1.5 * r} + origin_;
}

FractionalHex Layout::pixel_to_fractional(Vec2 p) const {
  const Vec2 v = (p - origin_) * (1.0 / size_);
  if (orientation_ == HexOrientation::FlatTop) return {2.0 / 3.0 * v.x, -1.0 / 3.0 * v.x + kSqrt3 / 3.0 * v.y};
  return {kSqrt3 / 3.0 * v.x - 1.0 / 3.0 * v.y, 2.0 / 3.0 * v.y};
}

// Screen y grows downwards, so increasing angles run clockwise on screen, as directions do.
Vec2 Layout::corner_offset(int i) const {
  const double start = orientation_ == HexOrientation::FlatTop ? 0.0 : -30.0;
  const double a = (start + 60.0 * i) * kDegToRad;
  return {size_ * std::cos(a), size_ * std::sin(a)};
}

std::array<Vec2, 6> Layout::corners(Hex h) const {
  const Vec2 c = hex_to_pixel(h);
  std::array<Vec2, 6> out{};
  for (int i = 0; i < 6; ++i) out[static_cast<std::size_t>(i)] = c + corner_offset(i);
  return out;
}

// Direction 0 points up on a flat-top map and up-left on a pointy-top one; in both cases its
// hexside runs between corners 4 and 5.
std::array<Vec2, 2> Layout::side_corners(HexDirection d) const {
  const int i = index_of(d);
  return {corner_offset((i + 4) % 6), corner_offset((i + 5) % 6)};
}

Vec2 Layout::side_midpoint(HexDirection d) const {
  const auto c = side_corners(d);
  return (c[0] + c[1]) * 0.5;
}

double Layout::width() const { return orientation_ == HexOrientation::FlatTop ? 2 * size_ : kSqrt3 * size_; }
double Layout::height() const { return orientation_ == HexOrientation::FlatTop ? kSqrt3 * size_ : 2 * size_; }

}  // namespace hexfire::game
