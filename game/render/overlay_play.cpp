// Play screen overlays drawn with the map's own geometry helpers.
#include "game/render/overlay_play.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <string>

#include "game/render/color.hpp"
#include "game/render/geometry.hpp"
#include "game/render/map_renderer.hpp"

namespace hexfire::game {

namespace {

std::array<Vec2, 6> inset(const View& view, Hex h, double f) {
  auto pts = view.corners(h);
  const Vec2 c = view.center(h);
  for (auto& p : pts) p = c + (p - c) * f;
  return pts;
}

void arrow_head(SDL_Renderer* r, Vec2 a, Vec2 b, double size, SDL_Color c) {
  const Vec2 d = b - a;
  const double len = std::sqrt(d.x * d.x + d.y * d.y);
  if (len < 1e-6) return;
  const Vec2 u{d.x / len, d.y / len}, n{-u.y, u.x};
  const std::array<Vec2, 3> tri{b, b - u * size + n * (size * 0.55), b - u * size - n * (size * 0.55)};
  fill_convex(r, tri, c);
}

}  // namespace

void draw_reach_overlay(const View& view, const std::vector<ReachableHex>& reach, int allowance) {
  const double span = std::max(1, allowance);
  for (const ReachableHex& r : reach) {
    // Cheap hexes bright, the edge of the allowance faint: cost reads as depth of shade.
    const double t = std::clamp(static_cast<double>(r.cost) / span, 0.0, 1.0);
    const auto a = static_cast<Uint8>(110 - 70 * t);
    const SDL_Color fill = r.risks > 0 ? SDL_Color{235, 170, 60, a} : SDL_Color{90, 170, 235, a};
    const auto pts = inset(view, r.hex, 0.94);
    fill_convex(view.renderer, pts, fill);
    if (view.hex_px() >= 22)
      view.text->draw(std::to_string(r.cost), view.center(r.hex) + Vec2{0, view.hex_px() * 0.62}, 11,
                      SDL_Color{20, 30, 45, 230}, FontWeight::Bold);
  }
}

void draw_path_overlay(const View& view, Hex from, const ActionPreviewData& path, const std::string& how) {
  if (path.steps.empty()) return;
  std::vector<Vec2> pts{view.center(from)};
  for (const PathStep& s : path.steps) pts.push_back(view.center(s.hex));
  const SDL_Color line = path.legal ? SDL_Color{250, 250, 250, 235} : SDL_Color{230, 60, 50, 235};
  polyline(view.renderer, pts, std::max(3.0, view.hex_px() * 0.09), SDL_Color{20, 20, 20, 160});
  polyline(view.renderer, pts, std::max(2.0, view.hex_px() * 0.05), line);
  arrow_head(view.renderer, pts[pts.size() - 2], pts.back(), std::max(8.0, view.hex_px() * 0.3), line);
  Hex prev = from;
  for (const PathStep& s : path.steps) {
    if (s.risk) {
      // The check is rolled before leaving `prev`: mark it on the hexside crossed.
      const Vec2 m = (view.center(prev) + view.center(s.hex)) * 0.5;
      const double rad = std::max(9.0, view.hex_px() * 0.26);
      disc(view.renderer, m, rad + 2, SDL_Color{30, 20, 10, 230});
      disc(view.renderer, m, rad, SDL_Color{240, 150, 40, 255});
      const int pct = static_cast<int>(std::lround(s.risk_probability * 100.0));
      view.text->draw(std::to_string(pct) + "%", m, std::max(10, static_cast<int>(rad * 0.9)), SDL_Color{20, 10, 0, 255},
                      FontWeight::Bold);
    }
    prev = s.hex;
  }
  const PathStep& last = path.steps.back();
  view.text->draw(std::to_string(last.spent) + "/" + std::to_string(path.allowance) + " MP" + (how.empty() ? "" : ", " + how),
                  view.center(last.hex) - Vec2{0, view.hex_px() * 0.62}, 13, SDL_Color{255, 255, 255, 255},
                  FontWeight::Bold);
}

void draw_arcs_overlay(const View& view, Hex at, const std::vector<HexDirection>& front) {
  const double w = std::max(3.0, view.hex_px() * 0.1);
  for (HexDirection d : kAllDirections) {
    const bool is_front = std::find(front.begin(), front.end(), d) != front.end();
    const auto s = view.side(at, d);
    const Vec2 c = view.center(at);
    // Drawn just inside the hex so it never hides hexside features.
    const Vec2 a = c + (s[0] - c) * 0.9, b = c + (s[1] - c) * 0.9;
    thick_line(view.renderer, a, b, w, is_front ? SDL_Color{70, 220, 90, 255} : SDL_Color{220, 70, 60, 200});
  }
}

void draw_target_overlay(const View& view, Hex from, Hex to, bool legal, bool assault) {
  const SDL_Color c = !legal ? SDL_Color{150, 150, 150, 220} : assault ? SDL_Color{240, 60, 200, 240}
                                                                       : SDL_Color{250, 70, 40, 240};
  const Vec2 a = view.center(from), b = view.center(to);
  thick_line(view.renderer, a, b, std::max(3.0, view.hex_px() * 0.08), c);
  arrow_head(view.renderer, a, b - (b - a) * 0.25, std::max(10.0, view.hex_px() * 0.35), c);
  draw_hex_highlight(view, to, c);
}

void draw_los_overlay(const View& view, Hex from, Hex to, const LosResult& los) {
  const SDL_Color col = los.clear ? SDL_Color{60, 230, 80, 255} : SDL_Color{240, 50, 40, 255};
  thick_line(view.renderer, view.center(from), view.center(to), std::max(3.0, view.hex_px() * 0.07),
             SDL_Color{10, 10, 10, 170});
  thick_line(view.renderer, view.center(from), view.center(to), std::max(2.0, view.hex_px() * 0.04), col);
  if (los.blocking_hex) {
    fill_convex(view.renderer, inset(view, *los.blocking_hex, 0.9), SDL_Color{240, 40, 30, 90});
    draw_hex_highlight(view, *los.blocking_hex, SDL_Color{255, 40, 30, 255});
  }
  if (los.blocking_hexside_from && los.blocking_hexside_dir) {
    const auto s = view.side(*los.blocking_hexside_from, *los.blocking_hexside_dir);
    thick_line(view.renderer, s[0], s[1], std::max(5.0, view.hex_px() * 0.16), SDL_Color{255, 40, 30, 255});
  }
  disc(view.renderer, view.center(to), std::max(5.0, view.hex_px() * 0.12), col);
}

void draw_flash_overlay(const View& view, const std::vector<Hex>& hexes, int frames_left) {
  if (frames_left <= 0) return;
  const auto a = static_cast<Uint8>(std::clamp(frames_left * 5, 0, 200));
  for (Hex h : hexes) fill_convex(view.renderer, inset(view, h, 1.0), SDL_Color{255, 230, 120, a});
}

void draw_dice_overlay(const View& view, Hex at, const std::vector<int>& dice) {
  const double side = std::max(22.0, view.hex_px() * 0.55);
  Vec2 p = view.center(at) + Vec2{view.hex_px() * 0.95, -side * 0.5};
  for (int value : dice) {
    rect_fill(view.renderer, p + Vec2{2, 2}, p + Vec2{side + 2, side + 2}, SDL_Color{0, 0, 0, 120});
    rect_fill(view.renderer, p, p + Vec2{side, side}, SDL_Color{250, 246, 232, 255});
    rect_outline(view.renderer, p, p + Vec2{side, side}, 2, SDL_Color{40, 30, 20, 255});
    view.text->draw(std::to_string(value), p + Vec2{side * 0.5, side * 0.5}, static_cast<int>(side * 0.7),
                    SDL_Color{150, 20, 20, 255}, FontWeight::Bold);
    p = p + Vec2{side + 6, 0};
  }
}

void draw_selection_overlay(const View& view, Hex at) {
  draw_hex_highlight(view, at, SDL_Color{255, 255, 255, 255});
}

}  // namespace hexfire::game

namespace hexfire::game {

void draw_objectives_overlay(const View& view, const GameState& state, const std::vector<Objective>& objectives) {
  const double r = view.hex_px();
  if (r < 10) return;  // too small to read: the mini-map and the victory panel say it
  // Beside the counter, inside the hex: at the left corner of a flat-top hex, the top corner of a
  // pointy-top one, where a counter (1.2 / 1.1 hex radii wide) never reaches.
  const bool flat = view.layout->orientation() == HexOrientation::FlatTop;
  const Vec2 offset = flat ? Vec2{-0.8 * r, 0} : Vec2{0, -0.8 * r};
  const double rad = std::max(9.0, r * 0.19);
  for (const Objective& o : objectives) {
    if (!state.map().contains(o.hex)) continue;
    const Vec2 c = view.center(o.hex) + offset;
    const SDL_Color ring = o.owner ? color_or(state.side(*o.owner).color, SDL_Color{120, 120, 120, 255})
                                   : SDL_Color{120, 120, 120, 255};
    disc(view.renderer, c, rad + 2.5, SDL_Color{20, 20, 20, 220});
    disc(view.renderer, c, rad + 1.5, ring);
    disc(view.renderer, c, rad * 0.78, SDL_Color{250, 236, 170, 255});
    view.text->draw(std::to_string(o.points), c, std::max(9, static_cast<int>(rad * 1.05)), SDL_Color{40, 30, 10, 255},
                    FontWeight::Bold);
  }
}

}  // namespace hexfire::game
