// The phase bar across the top of the play screen (ImGui).
#include "game/ui/phase_bar.hpp"

#include <imgui.h>

#include <algorithm>
#include <string>
#include <utility>

#include "game/ui/panel_board.hpp"
#include "game/ui/view_menu.hpp"

namespace hexfire::game {

PhaseBarInput draw_phase_bar(const PhaseBarData& d, const std::vector<ActionButton>& actions, const std::string& message,
                             float window_w) {
  PhaseBarInput in;
  PhaseBarAction& act = in.act;
  // Top centre between the side columns, or across the whole top when they leave it too little.
  const DockBox box = current_dock(window_w, ImGui::GetIO().DisplaySize.y).phase;
  const float max_w = std::min(box.width(), 760 * ImGui::GetIO().FontGlobalScale);
  ImGui::SetNextWindowPos(ImVec2((box.x0 + box.x1) * 0.5f, box.y0), ImGuiCond_Always, ImVec2(0.5f, 0));
  ImGui::SetNextWindowSizeConstraints(ImVec2(max_w, 0), ImVec2(max_w, 400 * ImGui::GetIO().FontGlobalScale));
  ImGui::Begin("##phase", nullptr,
               ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove |
                   ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoFocusOnAppearing);
  // Everything flows onto as many lines as the bar's width needs: a system may declare any number
  // of actions, names may be long, and the bar must not grow under the panels beside it.
  const ImGuiStyle& style = ImGui::GetStyle();
  const float line_w = max_w - 2 * style.WindowPadding.x;
  float used = 0;
  auto flow = [&](float w) {
    if (used > 0 && used + style.ItemSpacing.x + w <= line_w) {
      ImGui::SameLine();
      used += style.ItemSpacing.x + w;
    } else {
      used = w;
    }
  };
  auto text = [&](const ImVec4& colour, const std::string& t) {
    flow(std::min(ImGui::CalcTextSize(t.c_str()).x, line_w));
    ImGui::PushTextWrapPos(0);
    ImGui::TextColored(colour, "%s", t.c_str());
    ImGui::PopTextWrapPos();
  };
  const ImVec4 plain = style.Colors[ImGuiCol_Text];
  text(plain, "Turn " + std::to_string(d.turn) + "/" + std::to_string(d.turns));
  text(ImVec4(1.0f, 0.85f, 0.4f, 1), d.phase);
  if (!d.phase_doc.empty() && ImGui::IsItemHovered()) ImGui::SetTooltip("%s", d.phase_doc.c_str());
  if (!d.activation.empty()) text(plain, "| " + d.activation);
  if (!d.in_control.empty()) text(plain, "| to act: " + d.in_control);
  used = 0;
  ImGui::PushTextWrapPos(0.0f);  // long obligations wrap within the bar
  for (const auto& o : d.obligations) ImGui::TextColored(ImVec4(1.0f, 0.55f, 0.45f, 1), "! %s", o.c_str());
  if (d.game_over) ImGui::TextColored(ImVec4(0.6f, 1, 0.6f, 1), "Game over: %s", d.result.c_str());
  ImGui::PopTextWrapPos();
  auto button = [&](const char* label) {
    flow(ImGui::CalcTextSize(label).x + 2 * style.FramePadding.x);
    return ImGui::SmallButton(label);
  };
  // Only the actions of this phase: a system with many (volley's orders, its fire and moves in
  // other phases) would fill the bar with buttons that do nothing now. The chosen one stays.
  for (const ActionButton& b : actions) {
    if (!b.offered && !b.chosen) continue;
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
  if (button("View (F2)") || std::exchange(panel_board().view_menu_asked, false)) ImGui::OpenPopup("view_menu");
  draw_view_menu("view_menu");
  if (!message.empty()) {
    ImGui::PushTextWrapPos(0);
    ImGui::TextColored(ImVec4(1, 0.75f, 0.5f, 1), "%s", message.c_str());
    ImGui::PopTextWrapPos();
  }
  ImGui::End();
  return in;
}

}  // namespace hexfire::game
