// The combat log panel (ImGui), bottom left of the play screen.
#include "game/ui/log_panel.hpp"

#include <imgui.h>

#include "game/ui/cut_text.hpp"
#include "game/ui/panel_board.hpp"

namespace hexfire::game {

std::optional<std::size_t> draw_log_panel(const std::vector<LogEntry>& log, std::optional<std::size_t> opened,
                                          float window_w, float window_h) {
  std::optional<std::size_t> clicked;
  if (!panel_board()[PanelId::Log].open) return clicked;
  const DockBox box = current_dock(window_w, window_h).log;
  const bool docked = !panel_board()[PanelId::Log].moved;
  const ImGuiWindowFlags place = place_panel(PanelId::Log, "Log", ImVec2(box.x0, box.y1), ImVec2(0, 1),
                                             ImVec2(160, 80), ImVec2(window_w, window_h));
  // Docked it has the dock's size; moved, the player may resize it too.
  if (docked) ImGui::SetNextWindowSize(ImVec2(box.width(), box.height()), ImGuiCond_Always);
  if (!ImGui::Begin("Log", panel_open_flag(PanelId::Log), place)) {
    ImGui::End();
    return clicked;
  }
  for (std::size_t i = 0; i < log.size(); ++i) {
    const LogEntry& e = log[i];
    ImGui::PushID(static_cast<int>(i));
    if (e.resolutions.empty()) {
      ImGui::TextDisabled("%s", e.text.c_str());
    } else if (ImGui::Selectable(e.text.c_str(), opened && *opened == i)) {
      clicked = i;
    }
    tooltip_if_cut(e.text.c_str());
    ImGui::PopID();
  }
  if (ImGui::GetScrollY() >= ImGui::GetScrollMaxY() - 4) ImGui::SetScrollHereY(1.0f);
  ImGui::End();
  return clicked;
}

}  // namespace hexfire::game
