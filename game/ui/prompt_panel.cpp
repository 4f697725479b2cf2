// The prompt window (ImGui), at the foot of the map between the log and the right-hand panels,
// so the stacks and dice it is about stay in view; keys 1..9 answer it too.
#include "game/ui/prompt_panel.hpp"

#include <imgui.h>
#include <imgui_internal.h>

#include <algorithm>
#include <string>

#include "game/ui/panel_board.hpp"
#include "game/ui/preview_spot.hpp"

namespace hexfire::game {

std::optional<std::size_t> draw_prompt_panel(const PromptView& p, float window_w, float window_h,
                                             std::optional<std::size_t>* hovered,
                                             const std::vector<ClearArea>& keep_clear) {
  std::optional<std::size_t> chosen;
  // In the band of the log, between it and the right column, clear of the ledger (or above the
  // log when that band is too narrow).
  const DockBox box = current_dock(window_w, window_h).centre;
  const float scale = ImGui::GetIO().FontGlobalScale;
  const float w = std::min(560 * scale, box.width());
  // Its dock, else under the phase bar, else left of the right-hand column: clear of the stacks
  // and of the ledger and odds it is to be read with.
  const PanelDock dock = current_dock(window_w, window_h);
  std::vector<ClearArea> clear;
  for (const char* name : {"###ledger", "###odds"})
    if (const ImGuiWindow* pw = ImGui::FindWindowByName(name); pw && pw->Active)
      clear.push_back({pw->Pos.x, pw->Pos.y, pw->Pos.x + pw->Size.x, pw->Pos.y + pw->Size.y});
  const float top_y = dock.phase.y1 + dock.margin;
  const float right_x = dock.right.x0 - dock.margin;
  const PanelSpot spot = spot_clear_of({{ImVec2((box.x0 + box.x1) * 0.5f, box.y1), ImVec2(0.5f, 1.0f)},
                                        {ImVec2((dock.left.x1 + dock.right.x0) * 0.5f, top_y), ImVec2(0.5f, 0)},
                                        {ImVec2(right_x, box.y1), ImVec2(1, 1)},
                                        {ImVec2(right_x, top_y), ImVec2(1, 0)},
                                        {ImVec2(dock.left.x1 + dock.margin, top_y), ImVec2(0, 0)}},
                                       last_size_or("###prompt", ImVec2(w, 120 * scale)), keep_clear,
                                       ImGui::GetIO().DisplaySize, true, clear);
  const ImGuiWindowFlags place = place_panel(PanelId::Prompt, "###prompt", spot.pos, spot.pivot,
                                             ImVec2(std::min(460 * scale, w), 0), ImVec2(w, window_h * 0.6f));
  const std::string title = "Decision: " + p.side + "###prompt";
  ImGui::Begin(title.c_str(), nullptr, ImGuiWindowFlags_AlwaysAutoResize | place);
  ImGui::PushTextWrapPos(w - ImGui::GetStyle().WindowPadding.x);
  ImGui::TextUnformatted(p.text.c_str());
  ImGui::PopTextWrapPos();
  ImGui::Separator();
  if (hovered) hovered->reset();
  for (std::size_t i = 0; i < p.options.size(); ++i) {
    const std::string label = std::to_string(i + 1) + ". " + p.options[i];
    if (ImGui::Button(label.c_str())) chosen = i;
    if (hovered && ImGui::IsItemHovered()) *hovered = i;
    // The exact odds of what the answer rolls, under its button; the full ledger and bars are in
    // the Preview and Odds panels for the answer marked here (hover another to see its own).
    if (i < p.odds.size() && !p.odds[i].empty()) {
      ImGui::PushTextWrapPos(w - ImGui::GetStyle().WindowPadding.x);
      ImGui::TextDisabled("%s %s", p.shown == i ? ">" : " ", p.odds[i].c_str());
      ImGui::PopTextWrapPos();
    }
  }
  ImGui::End();
  return chosen;
}

}  // namespace hexfire::game
