// Hexside features (walls, fences, abatis, streams, slopes) and road/railroad strips.
#include <cmath>
#include <numbers>

#include "art_recipes.hpp"

namespace hexfire::art {

namespace {

constexpr float kTwoPi = 2.0f * std::numbers::pi_v<float>;
constexpr int kSideW = 128, kSideH = 32;

Canvas stone_wall() {
  Canvas c(kSideW, kSideH);
  // Two courses of rounded stones, offset like a dry-stone wall seen from above.
  for (int row = 0; row < 2; ++row)
    for (int i = -1; i < 12; ++i) {
      const float x = static_cast<float>(i) * 11.5f + (row ? 5.5f : 0.0f) + 3.0f * hash01(i, row, 5);
      const float y = 11.0f + static_cast<float>(row) * 10.0f;
      const float rx = 6.5f + 1.5f * hash01(i, row, 6), ry = 5.6f;
      c.ellipse(x, y, rx + 1.2f, ry + 1.2f, rgb(45, 45, 45));
      const float g = 135.0f + 45.0f * hash01(i, row, 7);
      c.ellipse(x, y, rx, ry, {g / 255.0f, g / 255.0f, (g - 8) / 255.0f, 1});
      c.ellipse(x - 1.5f, y - 1.5f, rx * 0.5f, ry * 0.45f, rgb(235, 235, 230, 0.7f));
    }
  return c;
}

// A split-rail "worm" fence: zig-zag rails with posts where they cross.
Canvas fence() {
  Canvas c(kSideW, kSideH);
  const Rgba dark = rgb(60, 40, 20), rail = rgb(150, 105, 60);
  const int zigs = 6;
  const float step = static_cast<float>(kSideW) / zigs;
  for (int pass = 0; pass < 2; ++pass)
    for (int i = 0; i < zigs; ++i) {
      const float x0 = static_cast<float>(i) * step, x1 = x0 + step / 2, x2 = x0 + step;
      const float w = pass == 0 ? 5.5f : 3.0f;
      const Rgba col = pass == 0 ? dark : rail;
      c.line(x0, 10, x1, 22, w, col);
      c.line(x1, 22, x2, 10, w, col);
    }
  for (int i = 0; i <= zigs; ++i) c.disc(static_cast<float>(i) * step, 10, 3, dark);
  return c;
}

// Felled trees with sharpened branches pointing out: crossed stakes along the line.
Canvas abatis() {
  Canvas c(kSideW, kSideH);
  const Rgba dark = rgb(55, 35, 20), wood = rgb(125, 85, 45);
  c.line(2, 16, kSideW - 2, 16, 3.5f, dark);
  for (int i = 0; i < 9; ++i) {
    const float x = 8.0f + static_cast<float>(i) * 14.0f;
    for (int pass = 0; pass < 2; ++pass) {
      const float w = pass == 0 ? 4.0f : 2.0f;
      const Rgba col = pass == 0 ? dark : wood;
      c.line(x - 6, 5, x + 6, 27, w, col);
      c.line(x + 6, 5, x - 6, 27, w, col);
    }
  }
  return c;
}

// A stream along the hexside: blue band with a darker bank line and a light centre; the wave
// has whole periods so neighbouring hexsides join at the corners.
Canvas stream() {
  Canvas c(kSideW, kSideH);
  auto y_at = [](float x) { return 16.0f + 2.5f * std::sin(kTwoPi * x / kSideW * 2); };
  for (int pass = 0; pass < 3; ++pass)
    for (int x = 0; x < kSideW; ++x) {
      const float xa = static_cast<float>(x), xb = xa + 1;
      const float w = pass == 0 ? 20.0f : pass == 1 ? 15.0f : 4.0f;
      const Rgba col = pass == 0 ? rgb(40, 80, 140) : pass == 1 ? rgb(95, 150, 210) : rgb(190, 220, 245, 0.9f);
      c.line(xa, y_at(xa), xb, y_at(xb), w, col);
    }
  return c;
}

// Hachures: a brown crest line on the high side (v=0) with tapering ticks running downhill.
Canvas slope() {
  Canvas c(kSideW, kSideH);
  const Rgba ink = rgb(110, 70, 35);
  c.line(0, 5, kSideW, 5, 2.5f, ink);
  for (int i = 0; i < 16; ++i) {
    const float x = 4.0f + static_cast<float>(i) * 8.0f;
    const float len = (i % 2 == 0) ? 20.0f : 13.0f;
    c.polygon({x - 2.2f, 5, x + 2.2f, 5, x + 0.4f, 5 + len, x - 0.4f, 5 + len}, ink);
  }
  return c;
}

Canvas default_side() {
  Canvas c(kSideW, kSideH);
  for (int i = 0; i < 8; ++i) {
    const float x = static_cast<float>(i) * 16.0f + 4;
    c.line(x, 16, x + 8, 16, 4.0f, rgb(60, 30, 80));
  }
  return c;
}

constexpr int kRoadW = 64, kRoadH = 24;

// The road surface: tan with faint wheel ruts; the game draws a dark casing under it, so
// junctions merge cleanly. Tiles along u.
Canvas road() {
  Canvas c(kRoadW, kRoadH, rgb(250, 246, 238));
  c.set_wrap(true, false);
  for (int x = 0; x < kRoadW; x += 4) {
    const float xa = static_cast<float>(x) + 2 * hash01(x, 0, 3);
    c.line(xa, 8.0f, xa + 2.5f, 8.0f, 1.3f, rgb(200, 185, 160, 0.8f));
    c.line(xa + 1, 16.0f, xa + 3.5f, 16.0f, 1.3f, rgb(200, 185, 160, 0.8f));
  }
  return c;
}

// A railroad: black rails' centre line crossed by ties.
Canvas railroad() {
  Canvas c(kRoadW, kRoadH);
  c.set_wrap(true, false);
  for (int i = 0; i < 4; ++i) {
    const float x = static_cast<float>(i) * 16.0f + 8;
    c.line(x, 4, x, 20, 3.0f, rgb(25, 25, 25));
  }
  c.line(-2, 12, kRoadW + 2, 12, 4.0f, rgb(25, 25, 25));
  return c;
}

}  // namespace

std::vector<NamedCanvas> hexside_art() {
  std::vector<NamedCanvas> out;
  out.push_back({"side_default", default_side()});
  out.push_back({"side_stone_wall", stone_wall()});
  out.push_back({"side_fence", fence()});
  out.push_back({"side_abatis", abatis()});
  out.push_back({"side_stream", stream()});
  out.push_back({"side_slope", slope()});
  return out;
}

std::vector<NamedCanvas> road_art() {
  std::vector<NamedCanvas> out;
  out.push_back({"road_default", road()});
  out.push_back({"road_road", road()});
  out.push_back({"road_railroad", railroad()});
  return out;
}

}  // namespace hexfire::art
