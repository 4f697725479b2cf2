// Counter drawing, meant to read like die-cut cardboard: shaded face, crisp ink, clear numbers.
#include "game/render/counter_renderer.hpp"

#include <algorithm>
#include <cmath>

#include "game/config/palette.hpp"
#include "game/render/color.hpp"
#include "game/render/counter_label.hpp"
#include "game/render/geometry.hpp"
#include "game/render/marker_badges.hpp"

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

// The legibility floor of a counter's name, in pixels: smaller condensed text is noise.
constexpr int kMinNamePx = 7;

// The facing marker: an arrowhead on the faced hexside of the hex centred at `c`.
void draw_facing(const View& view, Vec2 c, HexDirection d, SDL_Color side) {
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

// A stack (bottom first) drawn with its hex centre at `hc`. A `lifted` stack (on the move)
// casts a longer, softer shadow, as if picked up off the map.
struct PlacedStack {
  std::vector<UnitId> units;
  Vec2 hc;
  bool lifted = false;
};

// Where the top counter of a stack lies: the counters beneath peek out up-right.
Vec2 top_centre(const PlacedStack& p, double s) {
  const int depth = std::min(static_cast<int>(p.units.size()) - 1, 3);
  const double step = std::max(2.0, s * 0.07);
  return p.hc + Vec2{-depth * step / 2, depth * step / 2};
}

void draw_stack_counters(const GameState& state, const View& view, const PlacedStack& p, double s) {
  const int n = static_cast<int>(p.units.size());
  const int depth = std::min(n - 1, 3);
  const double step = std::max(2.0, s * 0.07);
  const Vec2 top_c = top_centre(p, s);
  const double drop = p.lifted ? std::max(5.0, s * 0.12) : 3.0;
  rect_fill(view.renderer, top_c + Vec2{-s / 2 + drop, -s / 2 - depth * step + drop},
            top_c + Vec2{s / 2 + depth * step + drop, s / 2 + drop}, p.lifted ? with_alpha(kShadow, 55) : kShadow);
  for (int k = depth; k >= 1; --k) {
    const CounterFace below = counter_face(state, p.units[static_cast<std::size_t>(n - 1 - k)]);
    draw_face(view, below.side_color, top_c + Vec2{k * step, -k * step}, s);
  }
  draw_counter(view, counter_face(state, p.units.back()), top_c, s);
}

void draw_stack_markers(const GameState& state, const View& view, const PlacedStack& p, double s) {
  if (s < 14) return;
  // Markers lie on the side away from the facing arrow, so neither hides the other.
  const bool arrow_on_left = view.layout->side_midpoint(state.unit(p.units.back()).facing).x < -1e-6;
  std::vector<MarkerBadge> badges = stack_markers(state, p.units);
  if (view.unit_badge)
    for (UnitId id : p.units)
      if (const std::string legend = view.unit_badge(id); !legend.empty()) badges.insert(badges.begin(), order_badge(legend));
  draw_marker_badges(view, badges, top_centre(p, s), s, /*right=*/arrow_on_left);
}

// Facing arrow and count badge: small, and what a player scans the map for.
void draw_stack_signs(const GameState& state, const View& view, const PlacedStack& p, double s) {
  const Unit& top = state.unit(p.units.back());
  if (state.ruleset().unit_facing) draw_facing(view, p.hc, top.facing, counter_face(state, top.id).side_color);
  const std::size_t n = p.units.size();
  if (n > 1 && s >= 14) {
    const Vec2 b = top_centre(p, s) + Vec2{s / 2, s / 2};
    const double r = std::max(6.0, s * 0.15);
    disc(view.renderer, b, r + 1.5, SDL_Color{250, 250, 245, 255});
    disc(view.renderer, b, r, SDL_Color{25, 25, 25, 255});
    view.text->draw(std::to_string(n), b, static_cast<int>(r * 1.3), SDL_Color{255, 255, 255, 255},
                    FontWeight::Bold);
  }
}

// Counters, then markers, then arrows and badges, each over all stacks: a marker reaching into
// the next hex never hides that stack's facing or size.
void draw_placed(const GameState& state, const View& view, const std::vector<PlacedStack>& stacks, double s) {
  for (const PlacedStack& p : stacks) draw_stack_counters(state, view, p, s);
  for (const PlacedStack& p : stacks) draw_stack_markers(state, view, p, s);
  for (const PlacedStack& p : stacks) draw_stack_signs(state, view, p, s);
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
  else if (u.system)
    if (const auto v = u.system->badges().face_value) f.strength = *v;  // the system's own count (volley: figures)
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
  const int name_px = static_cast<int>(std::lround(s * 0.19));
  if (name_px >= kMinNamePx) {
    TextCache& text = *view.text;
    const CounterLabel label = fit_counter_label(
        f.name, s * 0.92, name_px, kMinNamePx,
        [&text](const std::string& t, int px) { return text.measure(t, px, FontWeight::Condensed).x; });
    view.text->draw(label.text, c + Vec2{0, -s * 0.35}, label.px, ink, FontWeight::Condensed);
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
  if (f.reduced) {
    // A corner stripe marks the flipped side as printed games do.
    const Vec2 tri[3] = {c + Vec2{s / 2 - s * 0.22, -s / 2}, c + Vec2{s / 2, -s / 2}, c + Vec2{s / 2, -s / 2 + s * 0.22}};
    fill_convex(view.renderer, tri, SDL_Color{200, 30, 30, 255});
  }
}

void draw_stacks(const GameState& state, const View& view) {
  const double s = counter_side(view.hex_px(), view.layout->orientation());
  const CounterMotion* motion = view.motion && view.motion->running() ? view.motion : nullptr;
  std::vector<PlacedStack> placed;
  for (Hex h : visible_hexes(state.map(), view)) {
    std::vector<UnitId> stack = visible_stack(state, h);
    // Counters on their way here are drawn where they are on the way, not here yet.
    if (motion) std::erase_if(stack, [&](UnitId id) { return motion->moving(id); });
    if (!stack.empty()) placed.push_back({std::move(stack), view.center(h), false});
  }
  draw_placed(state, view, placed, s);
  if (!motion) return;
  // Stacks on the move pass over everything else.
  std::vector<PlacedStack> moving;
  for (const CounterTrack* t : motion->moving()) {
    const auto at = motion->position(*t, *view.layout);
    std::vector<UnitId> units;
    for (UnitId id : t->units)
      if (!state.unit(id).eliminated) units.push_back(id);
    if (at && !units.empty()) moving.push_back({std::move(units), view.camera->world_to_screen(*at), true});
  }
  draw_placed(state, view, moving, s);
}

}  // namespace hexfire::game
