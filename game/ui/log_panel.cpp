// The combat log panel (ImGui), bottom left of the play screen.
#include "game/ui/log_panel.hpp"

#include <imgui.h>

#include "game/ui/panel_layout.hpp"

namespace hexfire::game {

std::optional<std::size_t> draw_log_panel(const std::vector<LogEntry>& log, std::optional<std::size_t> opened,
                                          float window_h) {
  std::optional<std::size_t> clicked;
  using namespace panel_layout;
  ImGui::SetNextWindowPos(ImVec2(kMargin, window_h - kMargin), ImGuiCond_Always, ImVec2(0, 1));
  ImGui::SetNextWindowSize(ImVec2(kLogWidth, kLogHeight), ImGuiCond_Always);
  ImGui::Begin("Log", nullptr, ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                                   ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoFocusOnAppearing);
  for (std::size_t i = 0; i < log.size(); ++i) {
    const LogEntry& e = log[i];
    ImGui::PushID(static_cast<int>(i));
    if (e.resolutions.empty()) {
      ImGui::TextDisabled("%s", e.text.c_str());
    } else if (ImGui::Selectable(e.text.c_str(), opened && *opened == i)) {
      clicked = i;
    }
    ImGui::PopID();
  }
  if (ImGui::GetScrollY() >= ImGui::GetScrollMaxY() - 4) ImGui::SetScrollHereY(1.0f);
  ImGui::End();
  return clicked;
}

}  // namespace hexfire::game
