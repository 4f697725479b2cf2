// Hexes pointed out for one frame (hex_marks.hpp).
#include "game/render/hex_marks.hpp"

#include <algorithm>
#include <cmath>

#include "game/render/geometry.hpp"
#include "game/render/map_renderer.hpp"
#include "game/render/text_cache.hpp"

namespace hexfire::game {

void draw_hex_marks(const View& view, const std::vector<HexMark>& marks) {
  const double px = view.hex_px();
  const bool flat = view.layout->orientation() == HexOrientation::FlatTop;
  // The tag sits in the lower part of the hex, clear of its edge and of the hex number at the top
  // (an entry hex is mostly empty at the start; over a counter the tag still reads, drawn last).
  const double down = flat ? 0.58 * px : 0.62 * px;
  const int font = std::clamp(static_cast<int>(std::lround(0.26 * px)), 11, 18);
  for (const HexMark& m : marks) {
    draw_hex_highlight(view, m.hex, m.color);
    if (m.tag.empty() || !view.text) continue;
    const Vec2 at = view.center(m.hex) + Vec2{0, down};
    const Vec2 size = view.text->measure(m.tag, font, FontWeight::Bold);
    const Vec2 pad{4, 1};
    rect_fill(view.renderer, at - size * 0.5 - pad, at + size * 0.5 + pad, SDL_Color{20, 20, 20, 225});
    rect_fill(view.renderer, at - size * 0.5 - pad, Vec2{at.x + size.x * 0.5 + pad.x, at.y - size.y * 0.5 - pad.y + 2}, m.color);
    view.text->draw(m.tag, at, font, SDL_Color{250, 246, 232, 255}, FontWeight::Bold);
  }
}

}  // namespace hexfire::game
