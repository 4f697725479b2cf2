// Counter drawing, meant to read like die-cut cardboard: shaded face, crisp ink, clear numbers.
#include "game/render/counter_renderer.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>

#include "game/config/palette.hpp"
#include "game/render/color.hpp"
#include "game/render/geometry.hpp"

namespace hexfire::game {

namespace {

constexpr SDL_Color kEdge{20, 20, 20, 255};
constexpr SDL_Color kShadow{0, 0, 0, 70};

SDL_Color ink_for(SDL_Color face) {
  return luminance(face) > 0.42 ? SDL_Color{20, 20, 20, 255} : SDL_Color{250, 250, 245, 255};
}

void draw_face(const View& view, SDL_Color side, Vec2 c, double s) {
  const Vec2 h{s / 2, s / 2};
  if (SDL_Texture* tex = view.textures->get("counter", "face")) {
    const Vec2 pts[4] = {c - h, c + Vec2{h.x, -h.y}, c + h, c + Vec2{-h.x, h.y}};
    const Vec2 uv[4] = {{0, 0}, {1, 0}, {1, 1}, {0, 1}};
    fill_convex_textured(view.renderer, tex, pts, uv, side);
  } else {
    rect_fill(view.renderer, c - h, c + h, side);
  }
  rect_outline(view.renderer, c - h, c + h, std::max(1.0, s * 0.025), kEdge);
}

// Cuts the name until it fits the counter's width.
std::string fit_text(TextCache& text, std::string s, int px, double max_w) {
  while (s.size() > 1 && text.measure(s, px, FontWeight::Condensed).x > max_w) s.pop_back();
  return s;
}

void draw_status(const View& view, const CounterFace& f, Vec2 c, double s) {
  if (f.status == UnitStatus::Good) return;
  const bool bad = f.status == UnitStatus::Routed || f.status == UnitStatus::Demoralized;
  const SDL_Color tag = bad ? SDL_Color{200, 30, 30, 255} : SDL_Color{240, 200, 40, 255};
  std::string abbr = std::string(status_name(f.status)).substr(0, 4);
  for (char& ch : abbr) ch = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
  const Vec2 tl = c + Vec2{-s / 2, -s * 0.14}, br = c + Vec2{s / 2, s * 0.14};
  rect_fill(view.renderer, tl, br, tag);
  rect_outline(view.renderer, tl, br, 1, kEdge);
  const int px = static_cast<int>(std::lround(s * 0.22));
  if (px >= 6) view.text->draw(abbr, c, px, bad ? SDL_Color{255, 255, 255, 255} : kEdge, FontWeight::Bold);
}

}  // namespace

CounterFace counter_face(const GameState& state, UnitId id) {
  const Unit& u = state.unit(id);
  const UnitType& t = state.unit_type(u.type);
  const UnitClass& cls = state.ruleset().unit_class(t.unit_class);
  CounterFace f;
  f.name = u.name;
  f.symbol = cls.symbol.empty() ? cls.id : cls.symbol;
  f.leader = cls.leader;
  f.reduced = u.reduced;
  f.strength = u.reduced ? t.reduced_strength : t.strength;
  f.morale = u.reduced ? t.reduced_morale : t.morale;
  if (f.leader) f.strength = t.command_range;  // leaders print their command range
  f.hits = u.hits;
  f.status = u.status;
  f.side_color = color_or(side_display_color(state.side(u.side)), SDL_Color{160, 160, 160, 255});
  return f;
}

std::vector<UnitId> visible_stack(const GameState& state, Hex h) {
  std::vector<UnitId> out;
  for (UnitId id : state.stack_at(h))
    if (!state.unit(id).eliminated) out.push_back(id);
  return out;
}

void draw_counter(const View& view, const CounterFace& f, Vec2 c, double s) {
  const SDL_Color face = f.reduced ? mix(f.side_color, SDL_Color{255, 255, 255, 255}, 0.35) : f.side_color;
  const SDL_Color ink = ink_for(face);
  draw_face(view, face, c, s);
  if (s < 12) return;  // a coloured chip is all that reads at this size
  // Symbol box: the NATO frame, tinted to the ink colour.
  const double sw = s * 0.5, sh = s * 0.333;
  const Vec2 sym_c = c + Vec2{0, -s * 0.04};
  if (SDL_Texture* tex = view.textures->get("unit", f.symbol)) {
    SDL_SetTextureColorMod(tex, ink.r, ink.g, ink.b);
    const SDL_FRect dst{static_cast<float>(sym_c.x - sw / 2), static_cast<float>(sym_c.y - sh / 2),
                        static_cast<float>(sw), static_cast<float>(sh)};
    SDL_RenderCopyF(view.renderer, tex, nullptr, &dst);
  }
  const int name_px = static_cast<int>(std::lround(s * 0.165));
  if (name_px >= 7) {
    const std::string name = fit_text(*view.text, f.name, name_px, s * 0.94);
    view.text->draw(name, c + Vec2{0, -s * 0.36}, name_px, ink, FontWeight::Condensed);
  }
  const int num_px = static_cast<int>(std::lround(s * 0.3));
  if (num_px >= 7) {
    const double y = c.y + s * 0.3;
    if (f.strength > 0)
      view.text->draw(std::to_string(f.strength), {c.x - s * 0.24, y}, num_px, ink, FontWeight::Bold);
    if (f.morale > 0) {
      // Morale sits in a ring so the two numbers are never confused.
      const Vec2 mc{c.x + s * 0.24, y};
      disc(view.renderer, mc, num_px * 0.62, ink);
      disc(view.renderer, mc, num_px * 0.62 - std::max(1.0, s * 0.03), face);
      view.text->draw(std::to_string(f.morale), mc, static_cast<int>(num_px * 0.85), ink, FontWeight::Bold);
    }
  }
  // O hits / step losses: red pips down the left edge.
  for (int i = 0; i < std::min(f.hits, 4); ++i)
    disc(view.renderer, c + Vec2{-s * 0.4, -s * 0.18 + i * s * 0.13}, std::max(1.5, s * 0.05),
         SDL_Color{200, 20, 20, 255});
  if (f.reduced) {
    // A corner stripe marks the flipped side as printed games do.
    const Vec2 tri[3] = {c + Vec2{s / 2 - s * 0.22, -s / 2}, c + Vec2{s / 2, -s / 2}, c + Vec2{s / 2, -s / 2 + s * 0.22}};
    fill_convex(view.renderer, tri, SDL_Color{200, 30, 30, 255});
  }
  draw_status(view, f, c, s);
}

// The facing marker: an arrowhead on the faced hexside, in the unit's side colour.
static void draw_facing(const View& view, Hex h, HexDirection d, SDL_Color side) {
  const Vec2 c = view.center(h);
  const Vec2 mid = view.layout->side_midpoint(d) * view.zoom();
  const Vec2 dir = normalized(mid);
  const Vec2 across{-dir.y, dir.x};
  const double px = view.hex_px();
  const Vec2 tip = c + mid * 1.0, base = c + mid * 0.76;
  const double hw = 0.15 * px;
  const Vec2 outer[3] = {tip + dir * 2.0, base + across * (hw + 2) - dir * 1.0, base - across * (hw + 2) - dir * 1.0};
  fill_convex(view.renderer, outer, kEdge);
  const Vec2 inner[3] = {tip, base + across * hw, base - across * hw};
  fill_convex(view.renderer, inner, luminance(side) > 0.5 ? darken(side, 0.45) : lighten(side, 0.25));
}

void draw_stacks(const GameState& state, const View& view) {
  const std::vector<Hex> hexes = visible_hexes(state.map(), view);
  const double px = view.hex_px();
  const double s = px * (view.layout->orientation() == HexOrientation::FlatTop ? 1.2 : 1.1);
  for (Hex h : hexes) {
    const std::vector<UnitId> stack = visible_stack(state, h);
    if (stack.empty()) continue;
    const UnitId top = stack.back();
    const CounterFace top_face = counter_face(state, top);
    const int n = static_cast<int>(stack.size());
    const int depth = std::min(n - 1, 3);
    const double step = std::max(2.0, s * 0.07);
    const Vec2 top_c = view.center(h) + Vec2{-depth * step / 2, depth * step / 2};
    // Drop shadow under the whole stack, then the counters beneath peeking out up-right.
    rect_fill(view.renderer, top_c + Vec2{-s / 2 + 3, -s / 2 - depth * step + 3},
              top_c + Vec2{s / 2 + depth * step + 3, s / 2 + 3}, kShadow);
    for (int k = depth; k >= 1; --k) {
      const CounterFace below = counter_face(state, stack[static_cast<std::size_t>(n - 1 - k)]);
      draw_face(view, below.side_color, top_c + Vec2{k * step, -k * step}, s);
    }
    draw_counter(view, top_face, top_c, s);
    draw_facing(view, h, state.unit(top).facing, top_face.side_color);
    if (n > 1 && s >= 14) {
      const Vec2 b = top_c + Vec2{s / 2, s / 2};
      const double r = std::max(6.0, s * 0.15);
      disc(view.renderer, b, r + 1.5, SDL_Color{250, 250, 245, 255});
      disc(view.renderer, b, r, SDL_Color{25, 25, 25, 255});
      view.text->draw(std::to_string(n), b, static_cast<int>(r * 1.3), SDL_Color{255, 255, 255, 255},
                      FontWeight::Bold);
    }
  }
}

}  // namespace hexfire::game
