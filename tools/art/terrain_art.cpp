// Terrain textures: light, tileable detail that the game multiplies by each terrain's colour.
#include "art_recipes.hpp"

#include <cmath>
#include <numbers>

namespace hexfire::art {

namespace {

constexpr int kTile = 256;
constexpr float kTwoPi = 2.0f * std::numbers::pi_v<float>;

// Paper-like ground: near white with soft mottling, so the terrain colour reads calm and even.
Canvas ground(int seed, float depth) {
  Canvas c(kTile, kTile);
  c.set_wrap(true, true);
  for (int y = 0; y < kTile; ++y)
    for (int x = 0; x < kTile; ++x) {
      const float u = static_cast<float>(x) / kTile, v = static_cast<float>(y) / kTile;
      const float n = fractal_noise(u, v, 4, 4, seed);
      const float speck = hash01(x, y, seed + 5) > 0.985f ? 0.05f : 0.0f;
      const float k = 1.0f - depth * n - speck;
      c.at(x, y) = {k, k, k, 1};
    }
  return c;
}

float jitter(int i, int j, int seed) { return hash01(i, j, seed); }

void draw_tree(Canvas& c, float x, float y, float r, int seed) {
  c.disc(x + r * 0.25f, y + r * 0.3f, r, rgb(90, 100, 90, 0.35f));      // shadow to the south-east
  c.disc(x, y, r, rgb(150, 165, 140));                                 // crown
  c.disc(x - r * 0.15f, y - r * 0.2f, r * 0.72f, rgb(180, 195, 165));  // lit side
  c.disc(x - r * 0.35f, y - r * 0.4f, r * 0.28f, rgb(215, 225, 200, 0.8f));
  // A few leaf clumps break the circle's outline.
  for (int k = 0; k < 5; ++k) {
    const float a = kTwoPi * (static_cast<float>(k) / 5 + jitter(k, seed, 3));
    c.disc(x + std::cos(a) * r * 0.8f, y + std::sin(a) * r * 0.8f, r * 0.35f, rgb(140, 155, 130, 0.9f));
  }
}

Canvas woods() {
  Canvas c = ground(11, 0.16f);
  const int grid = 6;
  const float cell = static_cast<float>(kTile) / grid;
  for (int j = 0; j < grid; ++j)
    for (int i = 0; i < grid; ++i) {
      const float x = (static_cast<float>(i) + 0.15f + 0.7f * jitter(i, j, 1)) * cell;
      const float y = (static_cast<float>(j) + 0.15f + 0.7f * jitter(i, j, 2)) * cell;
      draw_tree(c, x, y, 13.0f + 5.0f * jitter(i, j, 4), i * 7 + j);
    }
  return c;
}

// The classic marsh symbol: a short water line with a tuft of reeds above it.
void draw_reeds(Canvas& c, float x, float y, float s) {
  const Rgba water = rgb(150, 175, 205);
  const Rgba reed = rgb(95, 110, 80);
  c.line(x - s * 1.3f, y + 1.5f, x + s * 1.3f, y + 1.5f, 1.6f, water);
  c.line(x - s * 0.9f, y + 4.5f, x + s * 0.5f, y + 4.5f, 1.2f, water);
  c.line(x, y, x, y - s * 1.3f, 1.3f, reed);
  c.line(x - s * 0.3f, y, x - s * 0.8f, y - s, 1.2f, reed);
  c.line(x + s * 0.3f, y, x + s * 0.8f, y - s, 1.2f, reed);
  c.line(x - s * 0.6f, y, x - s * 1.3f, y - s * 0.55f, 1.1f, reed);
  c.line(x + s * 0.6f, y, x + s * 1.3f, y - s * 0.55f, 1.1f, reed);
}

Canvas marsh(bool with_run) {
  Canvas c = ground(23, 0.12f);
  const int grid = 5;
  const float cell = static_cast<float>(kTile) / grid;
  for (int j = 0; j < grid; ++j)
    for (int i = 0; i < grid; ++i) {
      const float x = (static_cast<float>(i) + 0.2f + 0.6f * jitter(i, j, 7)) * cell;
      const float y = (static_cast<float>(j) + 0.3f + 0.5f * jitter(i, j, 8)) * cell;
      draw_reeds(c, x, y, 7.0f + 2.0f * jitter(i, j, 9));
    }
  if (with_run) {
    // A meandering channel that wraps horizontally.
    for (int x = 0; x < kTile; x += 2) {
      const float u = static_cast<float>(x) / kTile;
      const float y = kTile * 0.5f + 18.0f * std::sin(kTwoPi * u * 2) + 6.0f * std::sin(kTwoPi * u * 5);
      c.disc(static_cast<float>(x), y, 5.0f, rgb(165, 195, 225));
    }
  }
  return c;
}

// Ripples: short wavy dashes, lighter and darker, for water.
Canvas water(int seed, float density) {
  Canvas c = ground(seed, 0.10f);
  const int rows = 12;
  for (int j = 0; j < rows; ++j)
    for (int i = 0; i < 6; ++i) {
      if (hash01(i, j, seed + 2) > density) continue;
      const float x0 = (static_cast<float>(i) + hash01(i, j, seed + 3)) * kTile / 6.0f;
      const float y0 = (static_cast<float>(j) + 0.5f) * kTile / static_cast<float>(rows);
      for (int k = 0; k < 14; ++k) {
        const float xa = x0 + static_cast<float>(k) * 2, xb = xa + 2;
        const float ya = y0 + 1.5f * std::sin(static_cast<float>(k) * 0.9f);
        const float yb = y0 + 1.5f * std::sin(static_cast<float>(k + 1) * 0.9f);
        c.line(xa, ya, xb, yb, 1.4f, rgb(120, 150, 185, 0.8f));
        c.line(xa, ya + 2.5f, xb, yb + 2.5f, 1.0f, rgb(245, 250, 255, 0.8f));
      }
    }
  return c;
}

Canvas hatch(int seed, float spacing, float slope, Rgba ink) {
  Canvas c = ground(seed, 0.12f);
  const float n = kTile / spacing;
  for (int i = -static_cast<int>(n); i < 2 * static_cast<int>(n); ++i) {
    const float x = static_cast<float>(i) * spacing;
    c.line(x, 0, x + slope * kTile, kTile, 1.4f, ink);
  }
  return c;
}

// A village from above: pitched roofs in rows along lanes, each with its shadow to the
// south-east and a lit ridge, some turned end-on, with small gardens between them.
void draw_roof(Canvas& c, float x, float y, float w, float h, bool ridge_across) {
  auto rect = [&c](float x0, float y0, float x1, float y1, Rgba col) { c.polygon({x0, y0, x1, y0, x1, y1, x0, y1}, col); };
  rect(x + 3, y + 4, x + w + 3, y + h + 4, rgb(80, 70, 65, 0.45f));  // shadow
  rect(x, y, x + w, y + h, rgb(150, 125, 115));
  if (ridge_across) {
    rect(x, y, x + w / 2, y + h, rgb(185, 160, 148));  // the lit slope faces west
    c.line(x + w / 2, y + 1, x + w / 2, y + h - 1, 1.6f, rgb(225, 210, 200));
  } else {
    rect(x, y, x + w, y + h / 2, rgb(185, 160, 148));  // the lit slope faces north
    c.line(x + 1, y + h / 2, x + w - 1, y + h / 2, 1.6f, rgb(225, 210, 200));
  }
}

Canvas town() {
  Canvas c = ground(61, 0.10f);
  const int grid = 4;
  const float cell = static_cast<float>(kTile) / grid;
  for (int j = 0; j < grid; ++j) {
    // The lane runs along the top of each row of houses: a paler band.
    const float lane = static_cast<float>(j) * cell;
    for (int x = 0; x < kTile; x += 3) c.line(static_cast<float>(x), lane + 4, static_cast<float>(x + 3), lane + 4, 7, rgb(235, 228, 214, 0.8f));
    for (int i = 0; i < grid; ++i) {
      if (hash01(i, j, 62) < 0.15f) {  // a garden plot instead of a house
        c.disc((static_cast<float>(i) + 0.5f) * cell, lane + cell * 0.55f, cell * 0.22f, rgb(160, 175, 140, 0.55f));
        continue;
      }
      const bool across = hash01(i, j, 63) < 0.4f;
      const float w = cell * (across ? 0.38f : 0.62f + 0.18f * jitter(i, j, 64));
      const float h = cell * (across ? 0.6f : 0.36f + 0.1f * jitter(i, j, 65));
      const float x = static_cast<float>(i) * cell + (cell - w) * (0.2f + 0.6f * jitter(i, j, 66));
      draw_roof(c, x, lane + 12, w, h, across);
    }
  }
  return c;
}

Canvas clear_ground() {
  Canvas c = ground(3, 0.16f);
  // Sparse grass flecks: tiny strokes, barely darker than the ground.
  for (int j = 0; j < 16; ++j)
    for (int i = 0; i < 16; ++i) {
      if (hash01(i, j, 41) > 0.35f) continue;
      const float x = (static_cast<float>(i) + hash01(i, j, 42)) * 16, y = (static_cast<float>(j) + hash01(i, j, 43)) * 16;
      c.line(x, y, x - 1.5f, y - 3.5f, 1.0f, rgb(140, 150, 125, 0.6f));
      c.line(x + 1.5f, y, x + 2.5f, y - 3.0f, 1.0f, rgb(140, 150, 125, 0.6f));
    }
  return c;
}

}  // namespace

std::vector<NamedCanvas> terrain_art() {
  std::vector<NamedCanvas> out;
  out.push_back({"terrain_default", ground(1, 0.14f)});
  out.push_back({"terrain_clear", clear_ground()});
  out.push_back({"terrain_woods", woods()});
  out.push_back({"terrain_marsh", marsh(false)});
  out.push_back({"terrain_marsh_run", marsh(true)});
  out.push_back({"terrain_swamp", marsh(false)});
  out.push_back({"terrain_town", town()});
  out.push_back({"terrain_run", water(31, 0.35f)});
  out.push_back({"terrain_creek", water(37, 0.8f)});
  out.push_back({"terrain_river", water(53, 0.9f)});
  out.push_back({"terrain_pond", water(59, 0.6f)});
  out.push_back({"terrain_rr_embankment", hatch(43, 10.0f, 0.5f, rgb(140, 120, 100, 0.55f))});
  out.push_back({"terrain_fieldwork", hatch(47, 8.0f, -0.5f, rgb(120, 95, 70, 0.6f))});
  return out;
}

}  // namespace hexfire::art
