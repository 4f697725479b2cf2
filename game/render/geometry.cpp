// Shape drawing on SDL_RenderGeometry; everything the map draws goes through these few calls.
#include "game/render/geometry.hpp"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace hexfire::game {

namespace {

SDL_Vertex vertex(Vec2 p, SDL_Color c, Vec2 uv = {}) {
  return SDL_Vertex{{static_cast<float>(p.x), static_cast<float>(p.y)}, c,
                    {static_cast<float>(uv.x), static_cast<float>(uv.y)}};
}

void draw_quad(SDL_Renderer* r, SDL_Texture* tex, const Vec2 (&p)[4], const Vec2 (&uv)[4], SDL_Color c) {
  const SDL_Vertex v[4] = {vertex(p[0], c, uv[0]), vertex(p[1], c, uv[1]), vertex(p[2], c, uv[2]),
                           vertex(p[3], c, uv[3])};
  const int idx[6] = {0, 1, 2, 0, 2, 3};
  SDL_RenderGeometry(r, tex, v, 4, idx, 6);
}

Vec2 perp(Vec2 d) { return {-d.y, d.x}; }

}  // namespace

void fill_convex(SDL_Renderer* r, std::span<const Vec2> pts, SDL_Color c) {
  if (pts.size() < 3) return;
  std::vector<SDL_Vertex> v;
  std::vector<int> idx;
  v.reserve(pts.size());
  for (const Vec2& p : pts) v.push_back(vertex(p, c));
  for (std::size_t i = 1; i + 1 < pts.size(); ++i) {
    idx.push_back(0);
    idx.push_back(static_cast<int>(i));
    idx.push_back(static_cast<int>(i + 1));
  }
  SDL_RenderGeometry(r, nullptr, v.data(), static_cast<int>(v.size()), idx.data(), static_cast<int>(idx.size()));
}

void fill_convex_textured(SDL_Renderer* r, SDL_Texture* tex, std::span<const Vec2> pts,
                          std::span<const Vec2> uvs, SDL_Color c) {
  if (pts.size() < 3 || uvs.size() != pts.size()) return;
  std::vector<SDL_Vertex> v;
  std::vector<int> idx;
  for (std::size_t i = 0; i < pts.size(); ++i) v.push_back(vertex(pts[i], c, uvs[i]));
  for (std::size_t i = 1; i + 1 < pts.size(); ++i) {
    idx.push_back(0);
    idx.push_back(static_cast<int>(i));
    idx.push_back(static_cast<int>(i + 1));
  }
  SDL_RenderGeometry(r, tex, v.data(), static_cast<int>(v.size()), idx.data(), static_cast<int>(idx.size()));
}

void thick_line(SDL_Renderer* r, Vec2 a, Vec2 b, double width, SDL_Color c) {
  const Vec2 n = perp(normalized(b - a)) * (width / 2);
  const Vec2 quad[4] = {a + n, b + n, b - n, a - n};
  fill_convex(r, quad, c);
}

void disc(SDL_Renderer* r, Vec2 centre, double radius, SDL_Color c) {
  // Enough segments that the outline stays round at any zoom, few enough for tiny discs.
  const int n = std::clamp(static_cast<int>(radius * 1.5), 8, 48);
  std::vector<Vec2> pts;
  pts.reserve(static_cast<std::size_t>(n));
  for (int i = 0; i < n; ++i) {
    const double a = 2 * std::numbers::pi * i / n;
    pts.push_back(centre + Vec2{std::cos(a), std::sin(a)} * radius);
  }
  fill_convex(r, pts, c);
}

void rect_fill(SDL_Renderer* r, Vec2 min, Vec2 max, SDL_Color c) {
  const Vec2 q[4] = {min, {max.x, min.y}, max, {min.x, max.y}};
  fill_convex(r, q, c);
}

void rect_outline(SDL_Renderer* r, Vec2 min, Vec2 max, double width, SDL_Color c) {
  const double h = width / 2;
  rect_fill(r, {min.x - h, min.y - h}, {max.x + h, min.y + h}, c);
  rect_fill(r, {min.x - h, max.y - h}, {max.x + h, max.y + h}, c);
  rect_fill(r, {min.x - h, min.y + h}, {min.x + h, max.y - h}, c);
  rect_fill(r, {max.x - h, min.y + h}, {max.x + h, max.y - h}, c);
}

void polyline(SDL_Renderer* r, std::span<const Vec2> pts, double width, SDL_Color c) {
  for (std::size_t i = 0; i + 1 < pts.size(); ++i) thick_line(r, pts[i], pts[i + 1], width, c);
  if (width >= 2.5)
    for (std::size_t i = 1; i + 1 < pts.size(); ++i) disc(r, pts[i], width / 2, c);
}

void textured_segment(SDL_Renderer* r, SDL_Texture* tex, Vec2 a, Vec2 b, double width, SDL_Color tint) {
  const Vec2 n = perp(normalized(b - a)) * (width / 2);
  const Vec2 quad[4] = {a - n, b - n, b + n, a + n};
  const Vec2 uv[4] = {{0, 0}, {1, 0}, {1, 1}, {0, 1}};
  draw_quad(r, tex, quad, uv, tint);
}

void textured_strip(SDL_Renderer* r, SDL_Texture* tex, std::span<const Vec2> pts, double width,
                    double tile_length, SDL_Color tint) {
  if (pts.size() < 2 || tile_length <= 0) return;
  double u = 0;  // position within the current tile, in pixels
  for (std::size_t i = 0; i + 1 < pts.size(); ++i) {
    const Vec2 a = pts[i], b = pts[i + 1];
    const double seg = length(b - a);
    if (seg <= 1e-9) continue;
    // Miter-free: each piece uses its own normal; the overlap at joins hides small gaps.
    const Vec2 dir = (b - a) * (1.0 / seg);
    const Vec2 n = perp(dir) * (width / 2);
    double t = 0;
    while (t < seg - 1e-9) {
      const double piece = std::min(seg - t, tile_length - u);
      const Vec2 p0 = a + dir * t, p1 = a + dir * (t + piece);
      const Vec2 quad[4] = {p0 - n, p1 - n, p1 + n, p0 + n};
      const double u0 = u / tile_length, u1 = (u + piece) / tile_length;
      const Vec2 uv[4] = {{u0, 0}, {u1, 0}, {u1, 1}, {u0, 1}};
      draw_quad(r, tex, quad, uv, tint);
      t += piece;
      u += piece;
      if (u >= tile_length - 1e-9) u = 0;
    }
  }
}

std::vector<Vec2> hermite(Vec2 a, Vec2 ta, Vec2 b, Vec2 tb, int segments) {
  std::vector<Vec2> out;
  out.reserve(static_cast<std::size_t>(segments + 1));
  for (int i = 0; i <= segments; ++i) {
    const double t = static_cast<double>(i) / segments;
    const double t2 = t * t, t3 = t2 * t;
    out.push_back(a * (2 * t3 - 3 * t2 + 1) + ta * (t3 - 2 * t2 + t) + b * (-2 * t3 + 3 * t2) + tb * (t3 - t2));
  }
  return out;
}

std::vector<Vec2> quad_bezier(Vec2 a, Vec2 b, Vec2 c, int segments) {
  std::vector<Vec2> out;
  out.reserve(static_cast<std::size_t>(segments + 1));
  for (int i = 0; i <= segments; ++i) {
    const double t = static_cast<double>(i) / segments;
    const double s = 1 - t;
    out.push_back(a * (s * s) + b * (2 * s * t) + c * (t * t));
  }
  return out;
}

}  // namespace hexfire::game
