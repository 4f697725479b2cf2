// Hexside features drawn along the edges, and roads and railroads flowing centre to centre.
#include <algorithm>
#include <cmath>

#include "game/render/color.hpp"
#include "game/render/geometry.hpp"
#include "game/render/map_renderer.hpp"

namespace hexfire::game {

namespace {

bool is_water_feature(const std::string& id) {
  return id == "stream" || id == "creek" || id == "river" || id.find("stream") != std::string::npos;
}

// Strip widths as a fraction of the on-screen hex radius; the art's aspect sets the look.
double feature_width(const std::string& id) {
  if (id == "slope" || id == "crest") return 0.34;
  if (is_water_feature(id)) return 0.3;
  if (id == "abatis") return 0.3;
  return 0.3;
}

// The path a road takes through one hex for the given linked directions: a smooth curve when
// it passes straight through or bends, spokes to the centre at junctions and dead ends.
std::vector<std::vector<Vec2>> road_paths(const View& view, Hex h, const std::vector<HexDirection>& dirs) {
  std::vector<std::vector<Vec2>> out;
  const Vec2 c = view.center(h);
  if (dirs.size() == 2 && turn_distance(dirs[0], dirs[1]) == 1) {
    // A sharp turn between adjacent hexsides: a simple arc; forcing it through the centre
    // would make a hairpin.
    out.push_back(quad_bezier(view.side_mid(h, dirs[0]), c, view.side_mid(h, dirs[1]), 12));
    return out;
  }
  if (dirs.size() == 2) {
    // Through the centre (so the road visibly serves the hex), leaving each hexside square to
    // it (so it meets the neighbour's half smoothly), and without a kink at the centre.
    const Vec2 a = view.side_mid(h, dirs[0]), b = view.side_mid(h, dirs[1]);
    const double r = length(a - c);
    const Vec2 through = normalized(b - a) * r;
    std::vector<Vec2> path = hermite(a, (c - a), c, through, 8);
    const std::vector<Vec2> second = hermite(c, through, b, (b - c), 8);
    path.insert(path.end(), second.begin() + 1, second.end());
    out.push_back(std::move(path));
    return out;
  }
  for (HexDirection d : dirs) out.push_back({view.side_mid(h, d), c});
  return out;
}

// A feature with one protected side (HexMap::sheltered_by_hexside) gets small teeth pointing
// into the hex in front of it, the way fortification lines are printed; both-sided ones none.
void draw_exposed_side(const HexMap& map, const View& view, Hex h, HexDirection d, double w) {
  const Hex n = neighbor(h, d);
  const bool h_exposed = !map.sheltered_by_hexside(h, d);
  const bool n_exposed = map.contains(n) && !map.sheltered_by_hexside(n, opposite(d));
  if (h_exposed == n_exposed || view.hex_px() < 18) return;
  const auto s = view.side(h, d);
  const Vec2 along = s[1] - s[0];
  const Vec2 mid = (s[0] + s[1]) * 0.5;
  const Vec2 out = normalized(view.center(h_exposed ? h : n) - mid);  // towards the exposed hex
  const double tooth = std::max(3.0, w * 0.45);
  for (double t : {0.25, 0.5, 0.75}) {
    const Vec2 base = s[0] + along * t + out * (w * 0.35);
    const Vec2 half = normalized(along) * (tooth * 0.5);
    const Vec2 tri[3] = {base - half, base + half, base + out * tooth};
    fill_convex(view.renderer, tri, SDL_Color{60, 40, 30, 255});
  }
}

}  // namespace

void draw_hexsides(const GameState& state, const View& view, const std::vector<Hex>& hexes, bool streams) {
  const HexMap& map = state.map();
  const Ruleset& rules = state.ruleset();
  const double px = view.hex_px();
  for (Hex h : hexes)
    for (HexDirection d : kAllDirections) {
      const Hex n = neighbor(h, d);
      const bool n_on_map = map.contains(n);
      if (index_of(d) >= 3 && n_on_map) continue;  // drawn from the other side
      const std::uint32_t mask = map.hexside_mask(h, d);
      if (mask == 0) continue;
      for (std::uint32_t f = 0; f < rules.hexside_features.size() && f < 32; ++f) {
        if ((mask & (std::uint32_t{1} << f)) == 0) continue;
        const std::string& id = rules.hexside_features[f].id;
        if (is_water_feature(id) != streams) continue;
        SDL_Texture* tex = view.textures->get("side", id);
        auto s = view.side(h, d);
        // The art's v = 0 edge belongs on the high side (slopes hachure downhill).
        if (n_on_map && map.elevation(h) > map.elevation(n)) std::swap(s[0], s[1]);
        const double w = std::max(3.0, feature_width(id) * px);
        if (streams) {
          // Round the corners so a stream bending around a hex stays one ribbon.
          disc(view.renderer, s[0], w * 0.3, SDL_Color{40, 80, 140, 255});
          disc(view.renderer, s[1], w * 0.3, SDL_Color{40, 80, 140, 255});
          disc(view.renderer, s[0], w * 0.22, SDL_Color{95, 150, 210, 255});
          disc(view.renderer, s[1], w * 0.22, SDL_Color{95, 150, 210, 255});
        }
        if (tex)
          textured_segment(view.renderer, tex, s[0], s[1], w, SDL_Color{255, 255, 255, 255});
        else
          thick_line(view.renderer, s[0], s[1], std::max(2.0, 0.06 * px), SDL_Color{80, 40, 90, 255});
        if (!streams && rules.hexside_features[f].protected_side) draw_exposed_side(map, view, h, d, w);
      }
    }
}

void draw_roads(const GameState& state, const View& view, const std::vector<Hex>& hexes) {
  const HexMap& map = state.map();
  const Ruleset& rules = state.ruleset();
  const double px = view.hex_px();
  const std::size_t types = std::min<std::size_t>(rules.road_types.size(), 8);
  // Pass 0: casings of ordinary roads; pass 1: their surface; pass 2: railroads on top.
  for (int pass = 0; pass < 3; ++pass)
    for (std::size_t t = 0; t < types; ++t) {
      const RoadType& type = rules.road_types[t];
      const bool rail = type.id.find("rail") != std::string::npos;
      if (rail != (pass == 2)) continue;
      // The ruleset's colour is the road's ink; the surface is a light tint of it inside a
      // casing of the ink itself, the way printed maps draw roads.
      const SDL_Color ink = color_or(type.color, SDL_Color{138, 106, 58, 255});
      const SDL_Color surface = lighten(ink, 0.55);
      SDL_Texture* tex = view.textures->get("road", type.id);
      for (Hex h : hexes) {
        std::vector<HexDirection> dirs;
        for (HexDirection d : kAllDirections)
          if (map.road_mask(h, d) & (1u << t)) dirs.push_back(d);
        if (dirs.empty()) continue;
        const auto paths = road_paths(view, h, dirs);
        const Vec2 c = view.center(h);
        const bool hub = dirs.size() != 2;
        if (pass == 0) {
          const double w = std::max(3.0, 0.2 * px);
          for (const auto& p : paths) polyline(view.renderer, p, w, darken(ink, 0.15));
          if (hub) disc(view.renderer, c, w / 2, darken(ink, 0.15));
        } else if (pass == 1) {
          const double w = std::max(1.5, 0.13 * px);
          for (const auto& p : paths) {
            polyline(view.renderer, p, w, surface);
            if (tex && px >= 20) textured_strip(view.renderer, tex, p, w, 0.5 * px, surface);
          }
          if (hub) disc(view.renderer, c, w / 2, surface);
        } else {
          const double w = std::max(3.0, 0.22 * px);
          for (const auto& p : paths) {
            if (tex && px >= 14)
              textured_strip(view.renderer, tex, p, w, 0.36 * px, SDL_Color{255, 255, 255, 255});
            else
              polyline(view.renderer, p, std::max(1.5, 0.05 * px), SDL_Color{25, 25, 25, 255});
          }
        }
      }
    }
}

}  // namespace hexfire::game
