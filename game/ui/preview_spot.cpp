// Preview panels placed clear of the stacks they are about (preview_spot.hpp).
#include "game/ui/preview_spot.hpp"

#include <imgui_internal.h>

#include <algorithm>

namespace hexfire::game {

ClearArea window_box(const ImGuiWindow& w) { return {w.Pos.x, w.Pos.y, w.Pos.x + w.Size.x, w.Pos.y + w.Size.y}; }

ClearArea box_at(const PanelSpot& spot, ImVec2 size) {
  const float x0 = spot.pos.x - size.x * spot.pivot.x, y0 = spot.pos.y - size.y * spot.pivot.y;
  return {x0, y0, x0 + size.x, y0 + size.y};
}

bool boxes_meet(const ClearArea& a, const ClearArea& b) {
  return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
}

bool box_inside(const ClearArea& b, ImVec2 display) {
  return b.x0 >= -0.5f && b.y0 >= -0.5f && b.x1 <= display.x + 0.5f && b.y1 <= display.y + 0.5f;
}

PanelSpot spot_clear_of(const std::vector<PanelSpot>& spots, ImVec2 size, const std::vector<ClearArea>& keep_clear,
                        ImVec2 display, bool least_covered, const std::vector<ClearArea>& rather_clear,
                        const std::vector<ClearArea>& never_cover) {
  auto inside = [&](const PanelSpot& s) { return box_inside(box_at(s, size), display); };
  // The first `kept` of never_cover, which a spot leaves uncovered.
  std::size_t kept = never_cover.size();
  auto covers_one = [&](const PanelSpot& s) {
    return std::any_of(never_cover.begin(), never_cover.begin() + static_cast<std::ptrdiff_t>(kept),
                       [&](const ClearArea& n) { return boxes_meet(box_at(s, size), n); });
  };
  // The spots inside the window that leave every `never_cover` window uncovered; else the first
  // ones of them (the list is in order of need); else the dock.
  std::vector<const PanelSpot*> pool;
  for (;; --kept) {
    for (const PanelSpot& s : spots)
      if (inside(s) && !covers_one(s)) pool.push_back(&s);
    if (!pool.empty() || kept == 0) break;
  }
  if (pool.empty()) return spots.front();
  // The panels that stand still stay uncovered too: a spot may only use the map's own room.
  // The title, the phase bar (the actions, the end button) and the Stack panel (the selected
  // stack, what the player acts on) weigh four times the others: with no room at UI scale 1.5 in 1024x640, the
  // Odds covered the Stack panel rather than the Hex panel beside the mini-map (Seven Pines).
  struct Panel {
    ClearArea box;
    float weight;
  };
  std::vector<Panel> panels;
  for (const auto& [name, weight] : {std::pair{"##title", 4.0f}, {"##phase", 4.0f}, {"Stack", 4.0f}, {"Hex", 1.0f},
                                     {"Mini-map", 1.0f}, {"Victory status", 1.0f}, {"Log", 1.0f}})
    if (const ImGuiWindow* w = ImGui::FindWindowByName(name); w && w->WasActive)
      panels.push_back({window_box(*w), weight});
  // Without `least_covered`, the dock when no spot is clear (the map then moves the stacks).
  const PanelSpot* best = !least_covered && !covers_one(spots.front()) ? &spots.front() : pool.front();
  float least = -1;
  for (const PanelSpot* s : pool) {
    const ClearArea b = box_at(*s, size);
    // A stack covered counts far above any panel covered: the stacks are what the window is about.
    float covered = 0;
    auto cover = [&](const ClearArea& k, float weight) {
      if (boxes_meet(b, k))
        covered += weight * (std::min(b.x1, k.x1) - std::max(b.x0, k.x0)) * (std::min(b.y1, k.y1) - std::max(b.y0, k.y0));
    };
    for (const ClearArea& k : keep_clear) cover(k, 1000);
    for (const ClearArea& k : rather_clear) cover(k, 1);
    if (s != &spots.front())
      for (const Panel& k : panels) cover(k.box, k.weight);
    if (covered == 0) return *s;
    if (least_covered && (least < 0 || covered < least)) {
      least = covered;
      best = s;
    }
  }
  return *best;
}

ImVec2 last_size_or(const char* window_name, ImVec2 fallback) {
  const ImGuiWindow* w = ImGui::FindWindowByName(window_name);
  return w && w->WasActive ? w->Size : fallback;
}

}  // namespace hexfire::game
