// Mini-map panel: picture, view rectangle, click to centre.
#include "game/ui/minimap_panel.hpp"

#include <imgui.h>

#include <algorithm>

namespace hexfire::game {

bool draw_minimap_panel(const MapPicture& picture, Camera& camera, const Layout& layout, Vec2 viewport,
                        float window_w, float window_h) {
  if (!picture.texture) return false;
  ImGui::SetNextWindowPos(ImVec2(window_w - 12, window_h * 0.3f), ImGuiCond_FirstUseEver, ImVec2(1, 0));
  bool moved = false;
  ImGui::SetNextWindowBgAlpha(1.0f);
  if (ImGui::Begin("Mini-map", nullptr, ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoCollapse)) {
    const ImVec2 origin = ImGui::GetCursorScreenPos();
    const ImVec2 size(static_cast<float>(picture.width), static_cast<float>(picture.height));
    ImGui::Image(reinterpret_cast<ImTextureID>(picture.texture), size);
    // The picture was drawn with the layout scaled by picture.scale relative to `layout`.
    const double world_to_pic = picture.scale;
    auto to_pic = [&](Vec2 world) {
      const Vec2 p = world * world_to_pic + picture.offset;
      return ImVec2(origin.x + static_cast<float>(p.x), origin.y + static_cast<float>(p.y));
    };
    const Vec2 w0 = camera.screen_to_world({0, 0}), w1 = camera.screen_to_world(viewport);
    ImDrawList* dl = ImGui::GetWindowDrawList();
    dl->PushClipRect(origin, ImVec2(origin.x + size.x, origin.y + size.y), true);
    dl->AddRect(to_pic(w0), to_pic(w1), IM_COL32(255, 214, 40, 255), 0, 0, 2.0f);
    dl->PopClipRect();
    if (ImGui::IsItemHovered() && ImGui::IsMouseDown(ImGuiMouseButton_Left)) {
      const ImVec2 m = ImGui::GetIO().MousePos;
      const Vec2 pic{m.x - origin.x, m.y - origin.y};
      const Vec2 world = (pic - picture.offset) * (1.0 / world_to_pic);
      camera.center_on(world, viewport);
      moved = true;
    }
  }
  ImGui::End();
  (void)layout;
  return moved;
}

}  // namespace hexfire::game
