// The desktop icon: a counter with the infantry symbol standing on a hex of open ground, drawn
// large and plain so it still reads at 32 pixels in a menu.
#include <cmath>
#include <numbers>

#include "art_recipes.hpp"

namespace hexfire::art {

namespace {

constexpr float kSize = 256;

// A pointy-top hexagon's corners, as the map draws its hexes.
std::vector<float> hexagon(float cx, float cy, float radius) {
  std::vector<float> pts;
  for (int i = 0; i < 6; ++i) {
    const float a = std::numbers::pi_v<float> / 6 + static_cast<float>(i) * std::numbers::pi_v<float> / 3;
    pts.push_back(cx + radius * std::cos(a));
    pts.push_back(cy + radius * std::sin(a));
  }
  return pts;
}

std::vector<float> box(float x0, float y0, float x1, float y1) { return {x0, y0, x1, y0, x1, y1, x0, y1}; }

}  // namespace

std::vector<NamedCanvas> icon_art() {
  Canvas c(static_cast<int>(kSize), static_cast<int>(kSize));
  const float mid = kSize / 2;
  // The hex: dark rim, then grass lit from the top-left like the terrain tiles.
  c.polygon(hexagon(mid, mid, 124), rgb(38, 52, 30));
  c.polygon(hexagon(mid, mid, 114), rgb(112, 142, 74));
  c.polygon(hexagon(mid - 6, mid - 8, 92), rgb(128, 158, 86, 0.6f));
  // The counter: a drop shadow, the blue card, the white NATO infantry box with its cross.
  const float half = 62;
  c.polygon(box(mid - half + 7, mid - half + 9, mid + half + 7, mid + half + 9), rgb(0, 0, 0, 0.35f));
  c.polygon(box(mid - half, mid - half, mid + half, mid + half), rgb(54, 84, 150));
  c.rect_outline(mid - half, mid - half, mid + half, mid + half, 4, rgb(22, 34, 70));
  const float sx0 = mid - 40, sy0 = mid - 42, sx1 = mid + 40, sy1 = mid + 8;
  c.rect_outline(sx0, sy0, sx1, sy1, 6, rgb(255, 255, 255));
  c.line(sx0, sy0, sx1, sy1, 6, rgb(255, 255, 255));
  c.line(sx0, sy1, sx1, sy0, 6, rgb(255, 255, 255));
  // Strength and morale pips under the symbol, as a printed counter's numbers sit.
  for (int i = 0; i < 4; ++i) c.disc(mid - 30 + static_cast<float>(i) * 20, mid + 32, 7, rgb(255, 255, 255));
  return {{"app_icon", std::move(c)}};
}

}  // namespace hexfire::art
