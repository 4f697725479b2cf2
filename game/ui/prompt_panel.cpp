// The prompt window (ImGui), at the foot of the map between the log and the right-hand panels,
// so the stacks and dice it is about stay in view; keys 1..9 answer it too.
#include "game/ui/prompt_panel.hpp"

#include <imgui.h>

#include <string>

#include "game/ui/panel_layout.hpp"

namespace hexfire::game {

std::optional<std::size_t> draw_prompt_panel(const PromptView& p, float window_w, float window_h) {
  std::optional<std::size_t> chosen;
  // In the band of the log, between it and the right column: below the ledger, clear of it.
  using namespace panel_layout;
  const float left = kMargin + kLogWidth + kMargin, right = window_w - kRightColumn;
  const float centre = right - left >= 460 ? (left + right) * 0.5f : window_w * 0.5f;
  ImGui::SetNextWindowPos(ImVec2(centre, window_h - 8), ImGuiCond_Always, ImVec2(0.5f, 1.0f));
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
