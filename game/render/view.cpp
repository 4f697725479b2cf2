// Screen placement of hex geometry and viewport culling.
#include "game/render/view.hpp"

#include <algorithm>

namespace hexfire::game {

std::array<Vec2, 6> View::corners(Hex h) const {
  std::array<Vec2, 6> out{};
  const Vec2 c = center(h);
  for (int i = 0; i < 6; ++i) out[static_cast<std::size_t>(i)] = c + layout->corner_offset(i) * zoom();
  return out;
}

std::array<Vec2, 2> View::side(Hex h, HexDirection d) const {
  const Vec2 c = center(h);
  const auto s = layout->side_corners(d);
  return {c + s[0] * zoom(), c + s[1] * zoom()};
}

// Offset coordinates map rectangles to rectangles, so the hexes under the viewport's corners
// bound the offset range to draw; this keeps drawing cost proportional to what is on screen.
std::vector<Hex> visible_hexes(const HexMap& map, const View& view) {
  std::vector<Hex> out;
  if (map.width() <= 0 || map.height() <= 0) return out;
  int min_col = map.width(), max_col = -1, min_row = map.height(), max_row = -1;
  for (Vec2 s : {Vec2{0, 0}, Vec2{view.viewport.x, 0}, Vec2{0, view.viewport.y}, view.viewport}) {
    const Hex h = view.layout->pixel_to_hex(view.camera->screen_to_world(s));
    const OffsetCoord c = map.offset_of(h);
    min_col = std::min(min_col, c.col);
    max_col = std::max(max_col, c.col);
    min_row = std::min(min_row, c.row);
    max_row = std::max(max_row, c.row);
  }
  min_col = std::max(0, min_col - 2);
  min_row = std::max(0, min_row - 2);
  max_col = std::min(map.width() - 1, max_col + 2);
  max_row = std::min(map.height() - 1, max_row + 2);
  for (int col = min_col; col <= max_col; ++col)
    for (int row = min_row; row <= max_row; ++row) out.push_back(map.hex_at({col, row}));
  return out;
}

}  // namespace hexfire::game
