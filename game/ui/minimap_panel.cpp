// Mini-map panel: picture, view rectangle, click to centre.
#include "game/ui/minimap_panel.hpp"

#include <imgui.h>

#include <algorithm>
#include <cmath>

#include "game/render/counter_renderer.hpp"
#include "game/ui/panel_board.hpp"

namespace hexfire::game {

std::vector<MiniMapDot> minimap_dots(const GameState& state, const Layout& layout) {
  std::vector<MiniMapDot> out;
  for (Hex h : state.map().all_hexes()) {
    const std::vector<UnitId> stack = visible_stack(state, h);
    if (stack.empty()) continue;
    const SDL_Color c = counter_face(state, stack.back()).side_color;
    out.push_back({layout.hex_to_pixel(h), IM_COL32(c.r, c.g, c.b, 255)});
  }
  return out;
}

bool draw_minimap_panel(const MapPicture& picture, Camera& camera, const Layout& layout, Vec2 viewport,
                        float window_w, float window_h, const std::vector<MiniMapDot>& dots) {
  if (!picture.texture) return false;
  if (!panel_board()[PanelId::MiniMap].open) return false;
  // In the right-hand column, just above the victory status at its foot.
  const PanelDock dock = current_dock(window_w, window_h);
  const DockBox& col = dock.right;
  const float victory_h = window_height_or("Victory status", 0);
  const float bottom = col.y1 - (victory_h > 0 ? victory_h + dock.margin : 0);
  const ImGuiWindowFlags place = place_panel(PanelId::MiniMap, "Mini-map", ImVec2(col.x1, bottom), ImVec2(1, 1),
                                             ImVec2(std::min(col.width(), 170 * ImGui::GetIO().FontGlobalScale), 0),  // its title whole
                                             ImVec2(col.width(), col.height()));
  bool moved = false;
  ImGui::SetNextWindowBgAlpha(1.0f);
  // Sized to its picture, which never needs scrolling: at a fractional UI scale the title bar's
  // fraction of a pixel would otherwise show a scrollbar over the map.
  constexpr ImGuiWindowFlags kWhole = ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse;
  if (ImGui::Begin("Mini-map", panel_open_flag(PanelId::MiniMap), ImGuiWindowFlags_AlwaysAutoResize | kWhole | place)) {
    const ImVec2 origin = ImGui::GetCursorScreenPos();
    // Shrunk to the column when the window is narrow (never enlarged: the picture is drawn to size).
    const float room = col.width() - 2 * ImGui::GetStyle().WindowPadding.x;
    // ... and in a short column, to what the victory status and a few lines of the hex inspector
    // leave (it would otherwise cover them).
    const ImGuiStyle& style = ImGui::GetStyle();
    const float scale = ImGui::GetIO().FontGlobalScale;
    const float hex_part = panel_board()[PanelId::Hex].open ? 110 * scale + dock.margin : 0;
    const float tall = col.height() - victory_h - hex_part - ImGui::GetFrameHeight() - 2 * style.WindowPadding.y -
                       2 * dock.margin;
    const float fit = std::min(room / static_cast<float>(std::max(1, picture.width)),
                               tall / static_cast<float>(std::max(1, picture.height)));
    // Never a thumbnail: at least 120 logical pixels tall where the column is that wide (the
    // hex inspector above it gives way, down to its own least height).
    const float pic_w = static_cast<float>(std::max(1, picture.width)), pic_h = static_cast<float>(std::max(1, picture.height));
    // ... the inspector keeping its own least height (panels.cpp) above it.
    const float hex_least = panel_board()[PanelId::Hex].open ? 100 * scale + dock.margin : 0;
    const float column_room = col.height() - victory_h - hex_least - ImGui::GetFrameHeight() - 2 * style.WindowPadding.y -
                              2 * dock.margin;
    const float least = std::min({std::min(pic_h, 120 * scale) / pic_h, room / pic_w, column_room / pic_h});
    const float shrink = std::clamp(std::max(fit, least), 0.2f, 1.0f);
    // Whole pixels: a fraction over what the window auto-fits to would give it a scrollbar.
    const ImVec2 size(std::floor(static_cast<float>(picture.width) * shrink), std::floor(static_cast<float>(picture.height) * shrink));
    ImGui::Image(reinterpret_cast<ImTextureID>(picture.texture), size);
    // The picture was drawn with the layout scaled by picture.scale relative to `layout`.
    const double world_to_pic = picture.scale;
    auto to_pic = [&](Vec2 world) {
      const Vec2 p = (world * world_to_pic + picture.offset) * shrink;
      return ImVec2(origin.x + static_cast<float>(p.x), origin.y + static_cast<float>(p.y));
    };
    const Vec2 w0 = camera.screen_to_world({0, 0}), w1 = camera.screen_to_world(viewport);
    ImDrawList* dl = ImGui::GetWindowDrawList();
    dl->PushClipRect(origin, ImVec2(origin.x + size.x, origin.y + size.y), true);
    // The stacks as they stand now (the picture is the bare map), big enough to see at any shrink.
    const float r = std::max(2.0f, static_cast<float>(layout.size() * world_to_pic * shrink) * 0.45f);
    for (const MiniMapDot& d : dots) {
      const ImVec2 p = to_pic(d.world);
      dl->AddRectFilled(ImVec2(p.x - r, p.y - r), ImVec2(p.x + r, p.y + r), d.rgba);
      dl->AddRect(ImVec2(p.x - r, p.y - r), ImVec2(p.x + r, p.y + r), IM_COL32(20, 20, 20, 255));
    }
    dl->AddRect(to_pic(w0), to_pic(w1), IM_COL32(255, 214, 40, 255), 0, 0, 2.0f);
    dl->PopClipRect();
    // A button over the picture holds the press, so a drag across it carries the view instead of
    // moving the panel (which its title bar still does).
    ImGui::SetCursorScreenPos(origin);
    ImGui::InvisibleButton("##minimap_view", size);
    if (ImGui::IsItemActive()) {
      const ImVec2 m = ImGui::GetIO().MousePos;
      const Vec2 pic = Vec2{m.x - origin.x, m.y - origin.y} * (1.0 / shrink);
      const Vec2 world = (pic - picture.offset) * (1.0 / world_to_pic);
      camera.center_on(world, viewport);
      moved = true;
    }
  }
  ImGui::End();
  return moved;
}

}  // namespace hexfire::game
