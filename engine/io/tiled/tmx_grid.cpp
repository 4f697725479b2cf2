// Tiled's hexagonal pixel geometry (see tmx_grid.hpp). Tiled rounds the tile size down to even
// numbers and works in whole pixels; so does this.
#include "engine/io/tiled/tmx_grid.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

namespace hexfire::tiled {

TmxGrid::TmxGrid(int tile_width, int tile_height, int side_length, bool stagger_x, bool stagger_even)
    : w_(tile_width & ~1), h_(tile_height & ~1), stagger_x_(stagger_x), stagger_even_(stagger_even) {
  (stagger_x ? side_x_ : side_y_) = side_length;
  side_offset_x_ = (w_ - side_x_) / 2;
  side_offset_y_ = (h_ - side_y_) / 2;
  column_width_ = side_offset_x_ + side_x_;
  row_height_ = side_offset_y_ + side_y_;
}

OffsetLayout TmxGrid::layout() const {
  if (stagger_x_) return stagger_even_ ? OffsetLayout::FlatEvenQ : OffsetLayout::FlatOddQ;
  return stagger_even_ ? OffsetLayout::PointyEvenR : OffsetLayout::PointyOddR;
}

Point TmxGrid::top_left(OffsetCoord c) const {
  if (stagger_x_)
    return {static_cast<double>(c.col) * column_width_,
            static_cast<double>(c.row) * (h_ + side_y_) + (staggered(c.col) ? row_height_ : 0)};
  return {static_cast<double>(c.col) * (w_ + side_x_) + (staggered(c.row) ? column_width_ : 0),
          static_cast<double>(c.row) * row_height_};
}

Point TmxGrid::centre(OffsetCoord c) const {
  const Point t = top_left(c);
  return {t.x + w_ / 2.0, t.y + h_ / 2.0};
}

std::array<Point, 6> TmxGrid::corners(OffsetCoord c) const {
  const Point t = top_left(c);
  const auto at = [&](double dx, double dy) { return Point{t.x + dx, t.y + dy}; };
  const double w = w_, h = h_, sx = side_offset_x_, sy = side_offset_y_;
  if (stagger_x_) return {at(0, h / 2), at(sx, 0), at(w - sx, 0), at(w, h / 2), at(w - sx, h), at(sx, h)};
  return {at(w / 2, 0), at(w, sy), at(w, h - sy), at(w / 2, h), at(0, h - sy), at(0, sy)};
}

OffsetCoord TmxGrid::nearest(Point p) const {
  const double step_x = stagger_x_ ? column_width_ : w_ + side_x_;
  const double step_y = stagger_x_ ? h_ + side_y_ : row_height_;
  const int col = static_cast<int>(std::floor(p.x / step_x));
  const int row = static_cast<int>(std::floor(p.y / step_y));
  OffsetCoord best{col, row};
  double best_d = std::numeric_limits<double>::max();
  for (int c = col - 2; c <= col + 2; ++c)
    for (int r = row - 2; r <= row + 2; ++r) {
      const double d = distance(centre({c, r}), p);
      if (d < best_d) best_d = d, best = {c, r};
    }
  return best;
}

double TmxGrid::tolerance() const { return std::min(w_, h_) / 8.0; }

double distance(Point a, Point b) { return std::hypot(a.x - b.x, a.y - b.y); }

}  // namespace hexfire::tiled
