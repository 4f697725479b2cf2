// Trails, fire lines, result chits and dice faces (see replay_overlay.hpp).
#include "game/render/replay_overlay.hpp"

#include <algorithm>
#include <array>
#include <cmath>

#include "game/render/color.hpp"
#include "game/render/geometry.hpp"

namespace hexfire::game {

namespace {

Vec2 unit_of(Vec2 d) {
  const double len = std::sqrt(d.x * d.x + d.y * d.y);
  return len < 1e-9 ? Vec2{1, 0} : Vec2{d.x / len, d.y / len};
}

void arrow(SDL_Renderer* r, Vec2 a, Vec2 b, double size, SDL_Color c) {
  const Vec2 u = unit_of(b - a), n{-u.y, u.x};
  const std::array<Vec2, 3> tri{b, b - u * size + n * (size * 0.6), b - u * size - n * (size * 0.6)};
  fill_convex(r, tri, c);
}

// A dashed segment: dashes of `dash` pixels with gaps as long.
void dashed(SDL_Renderer* r, Vec2 a, Vec2 b, double width, double dash, SDL_Color c) {
  const Vec2 d = b - a;
  const double len = std::sqrt(d.x * d.x + d.y * d.y);
  const Vec2 u = unit_of(d);
  for (double t = 0; t < len; t += dash * 2) thick_line(r, a + u * t, a + u * std::min(len, t + dash), width, c);
}

// A label in a dark box, centred on `at`.
void boxed_text(const View& view, const std::string& text, Vec2 at, int px, SDL_Color fg, SDL_Color bg, SDL_Color edge) {
  const Vec2 size = view.text->measure(text, px, FontWeight::Bold);
  const Vec2 pad{6, 3};
  const Vec2 lo = at - size * 0.5 - pad, hi = at + size * 0.5 + pad;
  rect_fill(view.renderer, lo + Vec2{2, 2}, hi + Vec2{2, 2}, SDL_Color{0, 0, 0, static_cast<Uint8>(bg.a / 2)});
  rect_fill(view.renderer, lo, hi, bg);
  rect_outline(view.renderer, lo, hi, 2, edge);
  view.text->draw(text, at, px, fg, FontWeight::Bold);
}

// The pips of a d6 face, as offsets from the centre in units of a third of the face.
std::vector<Vec2> pips(int value) {
  switch (value) {
    case 1: return {{0, 0}};
    case 2: return {{-1, -1}, {1, 1}};
    case 3: return {{-1, -1}, {0, 0}, {1, 1}};
    case 4: return {{-1, -1}, {1, -1}, {-1, 1}, {1, 1}};
    case 5: return {{-1, -1}, {1, -1}, {0, 0}, {-1, 1}, {1, 1}};
    case 6: return {{-1, -1}, {1, -1}, {-1, 0}, {1, 0}, {-1, 1}, {1, 1}};
    default: return {};
  }
}

}  // namespace

void draw_trail_overlay(const View& view, const ReplayTrail& trail, SDL_Color side_color, Uint8 alpha) {
  if (trail.path.size() < 2) return;
  std::vector<Vec2> pts;
  for (Hex h : trail.path) pts.push_back(view.center(h));
  const double w = std::max(3.0, view.hex_px() * 0.10);
  const SDL_Color shadow{10, 10, 10, static_cast<Uint8>(alpha * 0.7)};
  const SDL_Color col = with_alpha(lighten(side_color, 0.25), alpha);
  if (trail.fell_back) {
    for (std::size_t i = 1; i < pts.size(); ++i) dashed(view.renderer, pts[i - 1], pts[i], w * 1.6, w * 2.2, shadow);
    for (std::size_t i = 1; i < pts.size(); ++i) dashed(view.renderer, pts[i - 1], pts[i], w, w * 2.2, col);
  } else {
    polyline(view.renderer, pts, w * 1.7, shadow);
    polyline(view.renderer, pts, w, col);
  }
  for (std::size_t i = 0; i + 1 < pts.size(); ++i) disc(view.renderer, pts[i], w * 0.9, col);
  // The arrow stops at the edge of the counter that arrived, so the counter stays readable.
  const Vec2 dir = unit_of(pts.back() - pts[pts.size() - 2]);
  const Vec2 end = pts.back() - dir * (view.hex_px() * 0.62);
  arrow(view.renderer, pts[pts.size() - 2], end + dir * 2.5, w * 5.0, shadow);
  arrow(view.renderer, pts[pts.size() - 2], end, w * 4.2, col);
  // The names beside the start hex: where the eye begins to follow the trail.
  std::string names;
  for (std::size_t i = 0; i < trail.names.size(); ++i) {
    if (i == 2) {
      names += " +" + std::to_string(trail.names.size() - 2);
      break;
    }
    names += (i ? ", " : "") + trail.names[i];
  }
  if (names.empty()) return;
  const int px = std::clamp(static_cast<int>(view.hex_px() * 0.26), 11, 15);
  const Vec2 away = unit_of(pts.front() - pts[1]);
  const Vec2 at = pts.front() + away * (view.hex_px() * 1.05);
  boxed_text(view, names, at, px, SDL_Color{255, 255, 255, alpha}, SDL_Color{25, 25, 30, static_cast<Uint8>(alpha * 0.85)},
             col);
}

void draw_shot_overlay(const View& view, const std::vector<Hex>& from, Hex target, const std::string& result,
                       bool assault, Uint8 alpha) {
  const Vec2 t = view.center(target);
  const double w = std::max(3.0, view.hex_px() * 0.08);
  const SDL_Color fire = assault ? SDL_Color{255, 120, 40, alpha} : SDL_Color{255, 70, 50, alpha};
  const SDL_Color shadow{10, 10, 10, static_cast<Uint8>(alpha * 0.7)};
  for (Hex f : from) {
    const Vec2 a = view.center(f);
    const Vec2 b = t - unit_of(t - a) * (view.hex_px() * 0.62);  // at the counter's edge
    thick_line(view.renderer, a, b, w * 1.8, shadow);
    thick_line(view.renderer, a, b, w, fire);
    arrow(view.renderer, a, b + unit_of(t - a) * (w * 2), w * 3.4, fire);
  }
  if (from.empty() || assault) {
    // Crossed strokes at the hex's corner, clear of the counter's numbers: the fight was here.
    const double r = view.hex_px() * 0.2;
    const Vec2 at = t + Vec2{-view.hex_px() * 0.72, view.hex_px() * 0.45};  // under the objective badge
    for (const auto& [a, b] : std::array<std::pair<Vec2, Vec2>, 2>{{{{-r, -r}, {r, r}}, {{-r, r}, {r, -r}}}}) {
      thick_line(view.renderer, at + a, at + b, w * 1.8, shadow);
      thick_line(view.renderer, at + a, at + b, w, fire);
    }
  }
  if (result.empty()) return;
  // The chit sits above the target hex, clear of the counter.
  const int px = std::clamp(static_cast<int>(view.hex_px() * 0.30), 12, 17);
  const Vec2 at = t + Vec2{0, -view.hex_px() * 1.05};
  boxed_text(view, result, at, px, SDL_Color{40, 20, 10, alpha}, SDL_Color{255, 226, 130, alpha},
             SDL_Color{150, 30, 20, alpha});
}

void draw_dice_faces(const View& view, Vec2 top_left, double side, const std::vector<DieRoll>& dice, Uint8 alpha) {
  Vec2 p = top_left;
  for (const DieRoll& d : dice) {
    const Vec2 c = p + Vec2{side * 0.5, side * 0.5};
    if (d.faces == 6 && d.value >= 1 && d.value <= 6) {
      rect_fill(view.renderer, p + Vec2{2, 2}, p + Vec2{side + 2, side + 2}, SDL_Color{0, 0, 0, static_cast<Uint8>(alpha / 2)});
      rect_fill(view.renderer, p, p + Vec2{side, side}, SDL_Color{250, 246, 232, alpha});
      rect_outline(view.renderer, p, p + Vec2{side, side}, 2, SDL_Color{40, 30, 20, alpha});
      for (Vec2 o : pips(d.value)) disc(view.renderer, c + o * (side * 0.27), side * 0.09, SDL_Color{30, 20, 20, alpha});
    } else {
      // Any other die: a kite (a d10's face) with the number read.
      const double r = side * 0.68;
      const std::array<Vec2, 4> kite{c + Vec2{0, -r}, c + Vec2{r * 0.85, -r * 0.15}, c + Vec2{0, r},
                                     c + Vec2{-r * 0.85, -r * 0.15}};
      std::array<Vec2, 4> shade = kite;
      for (Vec2& s : shade) s = s + Vec2{2, 2};
      fill_convex(view.renderer, shade, SDL_Color{0, 0, 0, static_cast<Uint8>(alpha / 2)});
      fill_convex(view.renderer, kite, SDL_Color{250, 246, 232, alpha});
      for (std::size_t i = 0; i < kite.size(); ++i)
        thick_line(view.renderer, kite[i], kite[(i + 1) % kite.size()], 2, SDL_Color{40, 30, 20, alpha});
      view.text->draw(std::to_string(d.value), c + Vec2{0, -side * 0.08}, static_cast<int>(side * 0.62),
                      SDL_Color{150, 20, 20, alpha}, FontWeight::Bold);
    }
    p = p + Vec2{side + 6, 0};
  }
}

void draw_replay_step_overlay(const View& view, const ReplayStep& step, const GameState& state) {
  const auto side = state.find_side(step.side);
  const SDL_Color side_color = side ? color_or(state.side(*side).color, SDL_Color{200, 200, 200, 255})
                                    : SDL_Color{200, 200, 200, 255};
  for (const ReplayTrail& t : step.trails) draw_trail_overlay(view, t, side_color);
  const bool assault = step.kind == ReplayStepKind::Assault;
  for (const ReplayShot& s : step.shots) draw_shot_overlay(view, s.from, s.target, s.result, assault);
  if (!step.shots.empty()) {
    const ReplayShot& first = step.shots.front();
    const double side_px = std::max(22.0, view.hex_px() * 0.55);
    const Vec2 at = view.center(first.target) + Vec2{view.hex_px() * 0.95, -side_px * 0.5};
    draw_dice_faces(view, at, side_px, step.ledgers[first.ledger].dice);
  }
}

}  // namespace hexfire::game
