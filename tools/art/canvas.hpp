// A tiny anti-aliased RGBA float canvas with tileable value noise, for drawing the game's art.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

namespace hexfire::art {

struct Rgba {
  float r = 0, g = 0, b = 0, a = 1;
};

inline Rgba rgb(int r, int g, int b, float a = 1.0f) {
  return {static_cast<float>(r) / 255.0f, static_cast<float>(g) / 255.0f, static_cast<float>(b) / 255.0f, a};
}

// Deterministic integer hash -> [0, 1); the art must come out identical on every run.
inline float hash01(int x, int y, int seed) {
  std::uint32_t h = static_cast<std::uint32_t>(x) * 374761393u + static_cast<std::uint32_t>(y) * 668265263u +
                    static_cast<std::uint32_t>(seed) * 2246822519u;
  h = (h ^ (h >> 13)) * 1274126177u;
  h ^= h >> 16;
  return static_cast<float>(h & 0xffffffu) / 16777216.0f;
}

// Value noise on a lattice of `cells` per tile that wraps, so the texture tiles seamlessly.
inline float tile_noise(float u, float v, int cells, int seed) {
  const float x = u * static_cast<float>(cells);
  const float y = v * static_cast<float>(cells);
  const int x0 = static_cast<int>(std::floor(x));
  const int y0 = static_cast<int>(std::floor(y));
  const float fx = x - static_cast<float>(x0);
  const float fy = y - static_cast<float>(y0);
  auto at = [&](int ix, int iy) { return hash01(((ix % cells) + cells) % cells, ((iy % cells) + cells) % cells, seed); };
  const float sx = fx * fx * (3 - 2 * fx);
  const float sy = fy * fy * (3 - 2 * fy);
  const float a = at(x0, y0) + (at(x0 + 1, y0) - at(x0, y0)) * sx;
  const float b = at(x0, y0 + 1) + (at(x0 + 1, y0 + 1) - at(x0, y0 + 1)) * sx;
  return a + (b - a) * sy;
}

// Sum of octaves, roughly in [0, 1].
inline float fractal_noise(float u, float v, int base_cells, int octaves, int seed) {
  float sum = 0, amp = 0.5f, norm = 0;
  int cells = base_cells;
  for (int o = 0; o < octaves; ++o) {
    sum += amp * tile_noise(u, v, cells, seed + o * 97);
    norm += amp;
    amp *= 0.5f;
    cells *= 2;
  }
  return sum / norm;
}

class Canvas {
 public:
  Canvas(int w, int h, Rgba fill = {0, 0, 0, 0}) : w_(w), h_(h), px_(static_cast<std::size_t>(w * h), fill) {}

  int width() const { return w_; }
  int height() const { return h_; }
  Rgba& at(int x, int y) { return px_[static_cast<std::size_t>(y * w_ + x)]; }
  const Rgba& at(int x, int y) const { return px_[static_cast<std::size_t>(y * w_ + x)]; }
  void set_wrap(bool wrap_x, bool wrap_y) { wrap_x_ = wrap_x; wrap_y_ = wrap_y; }

  // Source-over blend of colour c with coverage k at pixel (x, y), wrapping if enabled.
  void blend(int x, int y, Rgba c, float k) {
    if (wrap_x_) x = ((x % w_) + w_) % w_;
    if (wrap_y_) y = ((y % h_) + h_) % h_;
    if (x < 0 || y < 0 || x >= w_ || y >= h_ || k <= 0) return;
    Rgba& d = at(x, y);
    const float a = std::clamp(c.a * k, 0.0f, 1.0f);
    const float out_a = a + d.a * (1 - a);
    if (out_a <= 0) return;
    d.r = (c.r * a + d.r * d.a * (1 - a)) / out_a;
    d.g = (c.g * a + d.g * d.a * (1 - a)) / out_a;
    d.b = (c.b * a + d.b * d.a * (1 - a)) / out_a;
    d.a = out_a;
  }

  // A round-capped line of the given width, anti-aliased over one pixel.
  void line(float ax, float ay, float bx, float by, float width, Rgba c) {
    const float half = width / 2;
    const int x0 = static_cast<int>(std::floor(std::min(ax, bx) - half - 1));
    const int x1 = static_cast<int>(std::ceil(std::max(ax, bx) + half + 1));
    const int y0 = static_cast<int>(std::floor(std::min(ay, by) - half - 1));
    const int y1 = static_cast<int>(std::ceil(std::max(ay, by) + half + 1));
    const float dx = bx - ax, dy = by - ay;
    const float len2 = std::max(dx * dx + dy * dy, 1e-6f);
    for (int y = y0; y <= y1; ++y)
      for (int x = x0; x <= x1; ++x) {
        const float px = static_cast<float>(x) + 0.5f, py = static_cast<float>(y) + 0.5f;
        const float t = std::clamp(((px - ax) * dx + (py - ay) * dy) / len2, 0.0f, 1.0f);
        const float ex = ax + t * dx - px, ey = ay + t * dy - py;
        const float dist = std::sqrt(ex * ex + ey * ey);
        blend(x, y, c, std::clamp(half + 0.5f - dist, 0.0f, 1.0f));
      }
  }

  void disc(float cx, float cy, float radius, Rgba c) { ellipse(cx, cy, radius, radius, c); }

  void ellipse(float cx, float cy, float rx, float ry, Rgba c) {
    const int x0 = static_cast<int>(std::floor(cx - rx - 1)), x1 = static_cast<int>(std::ceil(cx + rx + 1));
    const int y0 = static_cast<int>(std::floor(cy - ry - 1)), y1 = static_cast<int>(std::ceil(cy + ry + 1));
    const float rmin = std::min(rx, ry);
    for (int y = y0; y <= y1; ++y)
      for (int x = x0; x <= x1; ++x) {
        const float nx = (static_cast<float>(x) + 0.5f - cx) / rx, ny = (static_cast<float>(y) + 0.5f - cy) / ry;
        const float dist = (std::sqrt(nx * nx + ny * ny) - 1) * rmin;
        blend(x, y, c, std::clamp(0.5f - dist, 0.0f, 1.0f));
      }
  }

  // Polygon fill (even-odd), 4x4 supersampled for smooth edges.
  void polygon(const std::vector<float>& xy, Rgba c) {
    float minx = 1e9f, miny = 1e9f, maxx = -1e9f, maxy = -1e9f;
    for (std::size_t i = 0; i + 1 < xy.size(); i += 2) {
      minx = std::min(minx, xy[i]); maxx = std::max(maxx, xy[i]);
      miny = std::min(miny, xy[i + 1]); maxy = std::max(maxy, xy[i + 1]);
    }
    const std::size_t n = xy.size() / 2;
    for (int y = static_cast<int>(std::floor(miny)); y <= static_cast<int>(std::ceil(maxy)); ++y)
      for (int x = static_cast<int>(std::floor(minx)); x <= static_cast<int>(std::ceil(maxx)); ++x) {
        int inside = 0;
        for (int sy = 0; sy < 4; ++sy)
          for (int sx = 0; sx < 4; ++sx) {
            const float px = static_cast<float>(x) + (static_cast<float>(sx) + 0.5f) / 4;
            const float py = static_cast<float>(y) + (static_cast<float>(sy) + 0.5f) / 4;
            bool in = false;
            for (std::size_t i = 0, j = n - 1; i < n; j = i++) {
              const float xi = xy[2 * i], yi = xy[2 * i + 1], xj = xy[2 * j], yj = xy[2 * j + 1];
              if ((yi > py) != (yj > py) && px < (xj - xi) * (py - yi) / (yj - yi) + xi) in = !in;
            }
            inside += in ? 1 : 0;
          }
        blend(x, y, c, static_cast<float>(inside) / 16.0f);
      }
  }

  // Outline of an axis-aligned rectangle.
  void rect_outline(float x0, float y0, float x1, float y1, float width, Rgba c) {
    line(x0, y0, x1, y0, width, c);
    line(x1, y0, x1, y1, width, c);
    line(x1, y1, x0, y1, width, c);
    line(x0, y1, x0, y0, width, c);
  }

 private:
  int w_, h_;
  std::vector<Rgba> px_;
  bool wrap_x_ = false, wrap_y_ = false;
};

// Writes the canvas as a PNG; returns false with a message on failure.
bool save_png(const Canvas& c, const std::string& path, std::string& error);

}  // namespace hexfire::art
