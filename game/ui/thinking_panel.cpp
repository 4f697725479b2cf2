#include "game/ui/thinking_panel.hpp"

#include <imgui.h>

namespace hexfire::game {

void draw_thinking(const std::string& who, float progress, float window_w, float top) {
  ImGui::SetNextWindowPos(ImVec2(window_w * 0.5f, top), ImGuiCond_Always, ImVec2(0.5f, 0.0f));
  ImGui::SetNextWindowBgAlpha(0.92f);
  ImGui::Begin("##thinking", nullptr,
               ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoSavedSettings |
                   ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoFocusOnAppearing | ImGuiWindowFlags_NoNav);
  const std::string text = who + " (computer) is thinking...";
  ImGui::TextUnformatted(text.c_str());
  ImGui::ProgressBar(progress, ImVec2(ImGui::CalcTextSize(text.c_str()).x, 0), "");
  ImGui::End();
}

}  // namespace hexfire::game
