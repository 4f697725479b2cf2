// The stacks a preview is about kept in view (issue 14, 4): when no place for the Preview, Odds
// or prompt window keeps off the firer and the target (a large UI scale in a small window), the
// map moves instead, by the shortest step that brings them out from under every panel.
#include <imgui.h>
#include <imgui_internal.h>

#include <cmath>

#include "game/play/play_screen.hpp"
#include "game/render/counter_renderer.hpp"

namespace hexfire::game {

namespace {

struct Box {
  float x0, y0, x1, y1;
  bool holds(Vec2 p, float r) const {
    return p.x + r > x0 && p.x - r < x1 && p.y + r > y0 && p.y - r < y1;
  }
};

// Every panel on screen now (not popups, tooltips or child windows).
std::vector<Box> panels() {
  std::vector<Box> out;
  for (const ImGuiWindow* w : ImGui::GetCurrentContext()->Windows)
    if (w->Active && !(w->Flags & (ImGuiWindowFlags_ChildWindow | ImGuiWindowFlags_Tooltip | ImGuiWindowFlags_Popup)))
      out.push_back({w->Pos.x, w->Pos.y, w->Pos.x + w->Size.x, w->Pos.y + w->Size.y});
  return out;
}

}  // namespace

std::optional<Vec2> PlayScreen::pan_clear_of_previews(float width, float height) const {
  // The tables window places itself clear of the action it shows: the map stays put under it.
  if (!camera_ || !layout_ || tables_open_) return std::nullopt;
  std::vector<Hex> about;
  if (target_ && selected_) about = {*selected_, *target_};
  else if (const auto a = answer_shown()) about = answer_previews()[*a].ledger.hexes;
  if (about.empty()) {
    waited_for_.clear();  // the next preview, of the same stacks too, waits and moves afresh
    return std::nullopt;
  }
  // The panels settle over a few frames (ImGui sizes a new window on its first frame, and each
  // preview then takes the free place it finds), so the map waits for them before it moves, and
  // again after each move: judged on the first frame, the Odds window not yet placed, the map
  // moved once for panels that were not where they came to stand, and the WW2 tutorial's fire
  // preview at 1024x640 then covered the firer. A few moves at most, so the map never chases
  // panels that move with it.
  if (about != waited_for_) {
    waited_for_ = about;
    frames_waited_ = 0;
    pans_made_ = 0;
  }
  if (++frames_waited_ <= kSettleFrames || pans_made_ >= kMostPans) return std::nullopt;
  std::vector<Vec2> points;
  for (const Hex h : about) points.push_back(camera_->world_to_screen(layout_->hex_to_pixel(h)));
  // Half a counter's side: at half a hex radius the WW2 tutorial's target was "clear" with a
  // third of its counter under the Odds.
  auto half_counter = [&] { return static_cast<float>(counter_side(layout_->size() * camera_->zoom(), layout_->orientation()) / 2); };
  float r = half_counter();
  const std::vector<Box> boxes = panels();
  auto clear_after = [&](Vec2 d) {
    for (const Vec2 p : points) {
      const Vec2 q = p + d;
      if (q.x - r < 0 || q.y - r < 0 || q.x + r > width || q.y + r > height) return false;
      for (const Box& b : boxes)
        if (b.holds(q, r)) return false;
    }
    return true;
  };
  if (clear_after({0, 0})) return std::nullopt;
  // Each way out from under each panel over a stack: above, below, left or right of it.
  std::optional<Vec2> best;
  auto consider = [&](Vec2 d) {
    if (clear_after(d) && (!best || std::hypot(d.x, d.y) < std::hypot(best->x, best->y))) best = d;
  };
  for (const Vec2 p : points)
    for (const Box& b : boxes) {
      if (!b.holds(p, r)) continue;
      for (const Vec2 d : {Vec2{0, b.y0 - r - p.y - 1}, Vec2{0, b.y1 + r - p.y + 1}, Vec2{b.x0 - r - p.x - 1, 0},
                           Vec2{b.x1 + r - p.x + 1, 0}})
        consider(d);
    }
  // No straight way out (a large UI scale in a small window: panels on three sides): the
  // nearest place on a grid over the window where every stack is clear, zooming out a step at a
  // time while there is none, as a player would.
  const double zoom_before = camera_->zoom();
  const double min_zoom = std::max(Camera::kMinZoom, zoom_before * 0.5);
  while (!best) {
    const float step = std::max(8.0f, r);
    for (float dy = -height; dy <= height; dy += step)
      for (float dx = -width; dx <= width; dx += step) consider({dx, dy});
    if (best || camera_->zoom() <= min_zoom + 1e-9) break;
    Vec2 mid{};
    for (const Vec2 p : points) mid = mid + p * (1.0 / static_cast<double>(points.size()));
    camera_->zoom_at(mid, std::max(min_zoom, camera_->zoom() * 0.85));
    camera_auto_ = true;
    points.clear();
    for (const Hex h : about) points.push_back(camera_->world_to_screen(layout_->hex_to_pixel(h)));
    r = half_counter();
  }
  // A move, or a zoom out that found no place yet (the next, once the panels have settled
  // around the smaller map, zooms out further: at UI scale 1.5 in 1024x640 half the zoom left
  // the WW2 tutorial's target under the Odds).
  if (best || camera_->zoom() < zoom_before) {
    ++pans_made_;
    frames_waited_ = 0;  // the previews find their place again around the stacks' new places
    camera_auto_ = true;  // not the player's move: the opening view may still follow a hand-off
  } else {
    pans_made_ = kMostPans;  // zoomed out as far as it goes: the map stays as it is now
  }
  return best;
}

}  // namespace hexfire::game
