// The prompt window (ImGui), centred on the play screen; keys 1..9 answer it too.
#include "game/ui/prompt_panel.hpp"

#include <imgui.h>

#include <string>

namespace hexfire::game {

std::optional<std::size_t> draw_prompt_panel(const PromptView& p, float window_w, float window_h) {
  std::optional<std::size_t> chosen;
  ImGui::SetNextWindowPos(ImVec2(window_w * 0.5f, window_h * 0.42f), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSizeConstraints(ImVec2(460, 0), ImVec2(560, window_h * 0.6f));
  const std::string title = "Decision: " + p.side + "###prompt";
  ImGui::Begin(title.c_str(), nullptr,
               ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_AlwaysAutoResize |
                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoCollapse);
  ImGui::PushTextWrapPos(540);
  ImGui::TextUnformatted(p.text.c_str());
  ImGui::PopTextWrapPos();
  ImGui::Separator();
  for (std::size_t i = 0; i < p.options.size(); ++i) {
    const std::string label = std::to_string(i + 1) + ". " + p.options[i];
    if (ImGui::Button(label.c_str())) chosen = i;
  }
  ImGui::End();
  return chosen;
}

}  // namespace hexfire::game
