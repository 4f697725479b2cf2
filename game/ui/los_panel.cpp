// The LOS panel (ImGui): verdict, reason, and ground elevation vs the sight line as two plots.
#include "game/ui/los_panel.hpp"

#include <imgui.h>

#include <algorithm>
#include <vector>

#include "game/ui/panel_board.hpp"

namespace hexfire::game {

void draw_los_panel(const LosResult& los, const std::vector<int>& tops, const std::string& from, const std::string& to,
                    double eye_height, float window_w, float window_h) {
  // At the foot between the log and the right column, as the prompt (they are never both up).
  const DockBox box = current_dock(window_w, window_h).centre;
  const float scale = ImGui::GetIO().FontGlobalScale;
  const float w = std::min(340 * scale, box.width());
  const ImGuiWindowFlags place = place_panel(PanelId::Los, "Line of sight", ImVec2((box.x0 + box.x1) * 0.5f, box.y1),
                                             ImVec2(0.5f, 1), ImVec2(w, 0), ImVec2(w, window_h));
  ImGui::Begin("Line of sight", nullptr, ImGuiWindowFlags_AlwaysAutoResize | place);
  ImGui::Text("%s -> %s:", from.c_str(), to.c_str());
  ImGui::SameLine();
  if (los.clear) ImGui::TextColored(ImVec4(0.4f, 1, 0.4f, 1), "CLEAR");
  else ImGui::TextColored(ImVec4(1, 0.4f, 0.35f, 1), "BLOCKED");
  ImGui::PushTextWrapPos(w - ImGui::GetStyle().WindowPadding.x);
  ImGui::TextUnformatted(los.reason.c_str());
  ImGui::PopTextWrapPos();
  const std::size_t n = los.profile.size();
  if (n >= 2) {
    // Plotted from one level below the lowest ground, so level 0 still shows as a bar.
    const int low = std::min(0, *std::min_element(los.profile.begin(), los.profile.end())) - 1;
    std::vector<float> ground(n), obstacle(n), sight(n);
    for (std::size_t i = 0; i < n; ++i) {
      ground[i] = static_cast<float>(los.profile[i] - low);
      obstacle[i] = static_cast<float>((i < tops.size() ? tops[i] : los.profile[i]) - low);
    }
    const float a = ground.front() + static_cast<float>(eye_height), b = ground.back() + static_cast<float>(eye_height);
    for (std::size_t i = 0; i < n; ++i) sight[i] = a + (b - a) * static_cast<float>(i) / static_cast<float>(n - 1);
    const float hi = std::max({*std::max_element(obstacle.begin(), obstacle.end()), a, b}) + 0.5f;
    const ImVec2 size(w - 2 * ImGui::GetStyle().WindowPadding.x, 70 * scale);
    const ImVec2 pos = ImGui::GetCursorPos();
    ImGui::PushStyleColor(ImGuiCol_PlotHistogram, ImVec4(0.25f, 0.5f, 0.25f, 1));
    ImGui::PlotHistogram("##obstacle", obstacle.data(), static_cast<int>(n), 0, nullptr, 0.0f, hi, size);
    ImGui::PopStyleColor();
    ImGui::PushStyleColor(ImGuiCol_FrameBg, ImVec4(0, 0, 0, 0));
    ImGui::SetCursorPos(pos);
    ImGui::PushStyleColor(ImGuiCol_PlotHistogram, ImVec4(0.62f, 0.5f, 0.3f, 1));
    ImGui::PlotHistogram("##ground", ground.data(), static_cast<int>(n), 0, nullptr, 0.0f, hi, size);
    ImGui::PopStyleColor();
    ImGui::SetCursorPos(pos);
    ImGui::PushStyleColor(ImGuiCol_PlotLines, los.clear ? ImVec4(0.4f, 1, 0.4f, 1) : ImVec4(1, 0.4f, 0.35f, 1));
    ImGui::PlotLines("##sight", sight.data(), static_cast<int>(n), 0, nullptr, 0.0f, hi, size);
    ImGui::PopStyleColor(2);
    ImGui::TextDisabled("brown ground, green cover, line: sight (eye +%.1f)", eye_height);
  }
  ImGui::End();
}

}  // namespace hexfire::game
