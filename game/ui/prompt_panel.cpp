// The prompt window (ImGui), at the foot of the map between the log and the right-hand panels,
// so the stacks and dice it is about stay in view; keys 1..9 answer it too.
#include "game/ui/prompt_panel.hpp"

#include <imgui.h>

#include <algorithm>
#include <string>

#include "game/ui/panel_board.hpp"

namespace hexfire::game {

std::optional<std::size_t> draw_prompt_panel(const PromptView& p, float window_w, float window_h) {
  std::optional<std::size_t> chosen;
  // In the band of the log, between it and the right column, clear of the ledger (or above the
  // log when that band is too narrow).
  const DockBox box = current_dock(window_w, window_h).centre;
  const float scale = ImGui::GetIO().FontGlobalScale;
  const float w = std::min(560 * scale, box.width());
  const ImGuiWindowFlags place = place_panel(PanelId::Prompt, "###prompt", ImVec2((box.x0 + box.x1) * 0.5f, box.y1),
                                             ImVec2(0.5f, 1.0f), ImVec2(std::min(460 * scale, w), 0),
                                             ImVec2(w, window_h * 0.6f));
  const std::string title = "Decision: " + p.side + "###prompt";
  ImGui::Begin(title.c_str(), nullptr, ImGuiWindowFlags_AlwaysAutoResize | place);
  ImGui::PushTextWrapPos(w - ImGui::GetStyle().WindowPadding.x);
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
