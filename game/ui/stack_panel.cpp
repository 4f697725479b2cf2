// The stack inspector panel (ImGui).
#include "game/ui/stack_panel.hpp"

#include <imgui.h>

namespace hexfire::game {

StackPanelInput draw_stack_panel(const StackPanelData& d, float x, float y) {
  StackPanelInput in;
  if (d.hex.empty()) return in;
  ImGui::SetNextWindowPos(ImVec2(x, y), ImGuiCond_Always);
  ImGui::SetNextWindowSizeConstraints(ImVec2(300, 0), ImVec2(360, 400));
  ImGui::Begin("Stack", nullptr,
               ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_AlwaysAutoResize |
                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoFocusOnAppearing);
  ImGui::Text("Hex %s  %s", d.hex.c_str(), d.side.c_str());
  if (d.units.empty()) ImGui::TextDisabled("no units");
  for (std::size_t i = 0; i < d.units.size(); ++i) {
    const StackUnitRow& u = d.units[i];
    ImGui::PushID(static_cast<int>(i));
    if (d.can_split) {  // ticked units move, the others stay
      bool moving = u.moving;
      if (ImGui::Checkbox("##moves", &moving)) in.toggle_mover = u.id;
      const ImVec2 lo = ImGui::GetItemRectMin(), hi = ImGui::GetItemRectMax();
      in.mover_boxes.push_back({u.id, {lo.x, lo.y, hi.x, hi.y}});
      if (ImGui::IsItemHovered()) ImGui::SetTooltip("moves with the selection (untick to leave it here)");
      ImGui::SameLine();
    }
    if (ImGui::Selectable(u.name.c_str(), u.selected)) in.clicked = i;
    ImGui::PopID();
    if (u.leader) {
      ImGui::TextDisabled("  leader  facing %s", u.facing.c_str());
    } else {
      std::string rows;
      for (const FlowRow& r : u.state) rows += r.label + " " + r.value + "  ";
      ImGui::TextDisabled("  %d SP  morale %d  %s%s  facing %s", u.strength, u.morale, rows.c_str(), u.status.c_str(),
                          u.facing.c_str());
    }
    if (!u.acted.empty()) ImGui::TextDisabled("  this activation: %s", u.acted.c_str());
  }
  if (d.can_split) {
    ImGui::Separator();
    if (d.whole_stack) ImGui::TextDisabled("Ticked units move; untick one to leave it here");
    else if (ImGui::SmallButton("Move the whole stack")) in.whole_stack = true;
  }
  ImGui::End();
  return in;
}

}  // namespace hexfire::game
