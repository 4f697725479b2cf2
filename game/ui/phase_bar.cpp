// The phase bar across the top of the play screen (ImGui).
#include "game/ui/phase_bar.hpp"

#include <imgui.h>

#include <algorithm>

namespace hexfire::game {

PhaseBarInput draw_phase_bar(const PhaseBarData& d, const std::vector<ActionButton>& actions, const std::string& message,
                             float window_w) {
  PhaseBarInput in;
  PhaseBarAction& act = in.act;
  ImGui::SetNextWindowPos(ImVec2(window_w * 0.5f, 8), ImGuiCond_Always, ImVec2(0.5f, 0));
  const float max_w = std::max(520.0f, window_w * 0.5f);
  ImGui::SetNextWindowSizeConstraints(ImVec2(520, 0), ImVec2(max_w, 400));
  ImGui::Begin("##phase", nullptr,
               ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove |
                   ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoFocusOnAppearing);
  ImGui::Text("Turn %d/%d", d.turn, d.turns);
  ImGui::SameLine();
  ImGui::TextColored(ImVec4(1.0f, 0.85f, 0.4f, 1), "%s", d.phase.c_str());
  if (!d.phase_doc.empty() && ImGui::IsItemHovered()) ImGui::SetTooltip("%s", d.phase_doc.c_str());
  if (!d.activation.empty()) {
    ImGui::SameLine();
    ImGui::Text("| %s", d.activation.c_str());
  }
  if (!d.in_control.empty()) {
    ImGui::SameLine();
    ImGui::Text("| to act: %s", d.in_control.c_str());
  }
  for (const auto& o : d.obligations) ImGui::TextColored(ImVec4(1.0f, 0.55f, 0.45f, 1), "! %s", o.c_str());
  if (d.game_over) ImGui::TextColored(ImVec4(0.6f, 1, 0.6f, 1), "Game over: %s", d.result.c_str());
  // The buttons flow onto as many lines as the bar's width needs: a system may declare any number
  // of actions, and the bar must not grow under the panels beside it.
  const ImGuiStyle& style = ImGui::GetStyle();
  const float line_w = max_w - 2 * style.WindowPadding.x;
  float used = 0;
  auto button = [&](const char* label) {
    const float w = ImGui::CalcTextSize(label).x + 2 * style.FramePadding.x;
    if (used > 0 && used + style.ItemSpacing.x + w <= line_w) {
      ImGui::SameLine();
      used += style.ItemSpacing.x + w;
    } else {
      used = w;
    }
    return ImGui::SmallButton(label);
  };
  for (const ActionButton& b : actions) {
    if (b.chosen) ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.25f, 0.45f, 0.7f, 1));
    if (!b.offered) ImGui::PushStyleVar(ImGuiStyleVar_Alpha, style.Alpha * 0.5f);
    if (button(b.label.c_str())) {
      act = PhaseBarAction::ChooseAction;
      in.action = b.id;
    }
    if (!b.offered) ImGui::PopStyleVar();
    if (b.chosen) ImGui::PopStyleColor();
  }
  if (button("Undo (Ctrl+Z)")) act = PhaseBarAction::Undo;
  if (button("Tables (T)")) act = PhaseBarAction::Tables;
  if (button("End activation (Space)")) act = PhaseBarAction::EndActivation;
  if (!message.empty()) ImGui::TextColored(ImVec4(1, 0.75f, 0.5f, 1), "%s", message.c_str());
  ImGui::End();
  return in;
}

}  // namespace hexfire::game
