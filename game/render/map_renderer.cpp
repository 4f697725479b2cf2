// Terrain fills with texture and elevation tint, contour lines, the grid, markers and labels.
#include "game/render/map_renderer.hpp"

#include <algorithm>
#include <cmath>

#include "game/render/color.hpp"
#include "game/render/geometry.hpp"

namespace hexfire::game {

namespace {

constexpr SDL_Color kFallbackTerrain{200, 200, 170, 255};
constexpr SDL_Color kHighGround{196, 150, 84, 255};
constexpr SDL_Color kLowGround{120, 140, 160, 255};
constexpr SDL_Color kContour{120, 72, 30, 255};
constexpr SDL_Color kGrid{40, 40, 30, 110};
constexpr SDL_Color kLabel{50, 45, 35, 200};

// Each hex shows a different half-size window of its tileable texture, so repeated terrain
// does not print the same picture in every hex.
Vec2 texture_window(Hex h) {
  const auto hq = static_cast<unsigned>(h.q * 73856093) ^ static_cast<unsigned>(h.r * 19349663);
  return {static_cast<double>(hq % 97u) / 97.0 * 0.5, static_cast<double>((hq / 97u) % 89u) / 89.0 * 0.5};
}

}  // namespace

// Higher ground warms towards ochre and lightens, lower ground cools: elevation reads at a
// glance without hiding the terrain colour.
SDL_Color elevation_tint(SDL_Color terrain, int level) {
  if (level > 0) return lighten(mix(terrain, kHighGround, std::min(0.6, 0.2 * level)), std::min(0.3, 0.05 * level));
  if (level < 0) return mix(terrain, kLowGround, std::min(0.5, 0.18 * -level));
  return terrain;
}

void draw_terrain(const GameState& state, const View& view, const std::vector<Hex>& hexes) {
  const HexMap& map = state.map();
  const Ruleset& rules = state.ruleset();
  std::array<Vec2, 6> uvs{};
  for (Hex h : hexes) {
    const TerrainId tid = map.terrain(h);
    const bool known = tid.value < rules.terrain.size();
    const SDL_Color base = known ? color_or(rules.terrain_type(tid).color, kFallbackTerrain) : kFallbackTerrain;
    const SDL_Color c = elevation_tint(base, map.elevation(h));
    const auto pts = view.corners(h);
    SDL_Texture* tex = view.textures->get("terrain", known ? rules.terrain_type(tid).id : "default");
    if (!tex) {
      fill_convex(view.renderer, pts, c);
      continue;
    }
    const Vec2 w0 = texture_window(h);
    for (int i = 0; i < 6; ++i) {
      const Vec2 o = view.layout->corner_offset(i) * (1.0 / view.layout->size());  // -1..1
      uvs[static_cast<std::size_t>(i)] = w0 + Vec2{(o.x + 1) * 0.25, (o.y + 1) * 0.25};
    }
    fill_convex_textured(view.renderer, tex, pts, uvs, c);
  }
}

// A contour line runs along every hexside where the ground drops, drawn just inside the higher
// hex; a drop of several levels doubles it.
void draw_elevation_contours(const GameState& state, const View& view, const std::vector<Hex>& hexes) {
  const HexMap& map = state.map();
  const double w = std::max(1.5, 0.055 * view.hex_px());
  for (Hex h : hexes) {
    const int level = map.elevation(h);
    const Vec2 c = view.center(h);
    for (HexDirection d : kAllDirections) {
      const Hex n = neighbor(h, d);
      if (!map.contains(n) || map.elevation(n) >= level) continue;
      const auto s = view.side(h, d);
      const int drop = std::min(level - map.elevation(n), 2);
      for (int k = 0; k < drop; ++k) {
        const double inset = 0.04 + 0.09 * k;  // fraction of the way towards the centre
        const Vec2 a = s[0] + (c - s[0]) * inset, b = s[1] + (c - s[1]) * inset;
        thick_line(view.renderer, a, b, w, kContour);
      }
    }
  }
}

void draw_grid(const GameState& state, const View& view, const std::vector<Hex>& hexes) {
  const HexMap& map = state.map();
  const double w = std::clamp(0.028 * view.hex_px(), 1.0, 2.5);
  const Uint8 alpha = static_cast<Uint8>(std::clamp(40.0 + 2.0 * view.hex_px(), 60.0, 140.0));
  const SDL_Color grid = with_alpha(kGrid, alpha);
  for (Hex h : hexes)
    for (HexDirection d : kAllDirections) {
      // Each inner hexside once (from its N, NE or SE hex); the map's outer edges always.
      if (index_of(d) >= 3 && map.contains(neighbor(h, d))) continue;
      const auto s = view.side(h, d);
      thick_line(view.renderer, s[0], s[1], w, grid);
    }
}

void draw_markers(const GameState& state, const View& view, const std::vector<Hex>& hexes) {
  const HexMap& map = state.map();
  const double px = view.hex_px();
  const int font = static_cast<int>(std::lround(0.18 * px));
  for (Hex h : hexes) {
    const auto ms = map.markers(h);
    if (ms.empty()) continue;
    // Markers sit on a small tag in the strip between a counter's foot and the hex's bottom
    // edge, where a counter standing on them leaves them readable.
    const bool flat = view.layout->orientation() == HexOrientation::FlatTop;
    const Vec2 c = view.center(h) + Vec2{0, (flat ? 0.735 : 0.7) * px};
    std::string text;
    for (MarkerId m : ms) {
      if (m.value >= state.ruleset().markers.size()) continue;
      const std::string& name = state.ruleset().marker(m).name;
      text += (text.empty() ? "" : ", ") + name;
    }
    // As wide as the hex is at that height, at most.
    const double room = (flat ? 1.1 : 0.95) * px;
    int fit = font;
    while (fit >= 7 && view.text->measure(text, fit, FontWeight::Bold).x > room) --fit;
    if (fit < 7 || text.empty()) {
      disc(view.renderer, c, std::max(2.0, 0.08 * px), SDL_Color{110, 70, 30, 230});
      continue;
    }
    const Vec2 size = view.text->measure(text, fit, FontWeight::Bold);
    rect_fill(view.renderer, c - Vec2{size.x / 2 + 3, size.y / 2}, c + Vec2{size.x / 2 + 3, size.y / 2},
              SDL_Color{110, 70, 30, 230});
    view.text->draw(text, c, fit, SDL_Color{250, 240, 220, 255}, FontWeight::Bold);
  }
}

void draw_labels(const GameState& state, const View& view, const std::vector<Hex>& hexes) {
  const double px = view.hex_px();
  if (px < kLabelMinHexPx) return;
  const int font = std::clamp(static_cast<int>(std::lround(0.17 * px)), 8, 16);
  const bool flat = view.layout->orientation() == HexOrientation::FlatTop;
  for (Hex h : hexes) {
    // Just inside the top edge, where printed maps put the hex number.
    const Vec2 pos = view.center(h) + Vec2{0, flat ? -0.866 * px + font * 0.75 : -0.62 * px};
    view.text->draw(state.map().label(h), pos, font, kLabel);
  }
}

void draw_hex_highlight(const View& view, Hex h, SDL_Color c) {
  const auto pts = view.corners(h);
  const double w = std::clamp(0.07 * view.hex_px(), 2.0, 5.0);
  std::array<Vec2, 7> loop{};
  std::copy(pts.begin(), pts.end(), loop.begin());
  loop[6] = pts[0];
  polyline(view.renderer, loop, w, c);
}

void draw_map(const GameState& state, const View& view) {
  const std::vector<Hex> hexes = visible_hexes(state.map(), view);
  draw_terrain(state, view, hexes);
  draw_elevation_contours(state, view, hexes);
  draw_grid(state, view, hexes);
  draw_hexsides(state, view, hexes, /*streams=*/true);
  draw_roads(state, view, hexes);
  draw_hexsides(state, view, hexes, /*streams=*/false);
  draw_markers(state, view, hexes);
  draw_labels(state, view, hexes);
}

}  // namespace hexfire::game
