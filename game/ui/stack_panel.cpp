// The stack inspector panel (ImGui).
#include "game/ui/stack_panel.hpp"

#include <imgui.h>

#include <algorithm>

#include "game/ui/cut_text.hpp"
#include "game/ui/panel_board.hpp"

namespace hexfire::game {

StackPanelInput draw_stack_panel(const StackPanelData& d, float window_w, float window_h) {
  StackPanelInput in;
  if (d.hex.empty() || !panel_board()[PanelId::Stack].open) return in;
  // Top left under the title; it stops above the log (and scrolls when its units need more).
  const PanelDock dock = current_dock(window_w, window_h);
  const DockBox& col = dock.left;
  const float scale = ImGui::GetIO().FontGlobalScale;
  const float max_h = std::max(100.0f, std::min(400 * scale, log_top(dock, window_h) - dock.margin - col.y0));
  const ImGuiWindowFlags place = place_panel(PanelId::Stack, "Stack", ImVec2(col.x0, col.y0), ImVec2(0, 0),
                                             ImVec2(col.width(), 0), ImVec2(col.width(), max_h));
  const bool shown = ImGui::Begin("Stack", panel_open_flag(PanelId::Stack), ImGuiWindowFlags_AlwaysAutoResize | place);
  if (!shown) {
    ImGui::End();
    return in;
  }
  ImGui::PushTextWrapPos(0.0f);  // at the content's edge, left of a scrollbar when there is one
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
    tooltip_if_cut(u.name.c_str());
    ImGui::PopID();
    if (u.leader) {
      ImGui::TextDisabled("  leader%s%s", u.facing.empty() ? "" : "  facing ", u.facing.c_str());
    } else {
      std::string rows;
      for (const FlowRow& r : u.state) rows += r.label + " " + r.value + "  ";
      const std::string sp = u.strength >= 0 ? std::to_string(u.strength) + " SP  morale " + std::to_string(u.morale) + "  " : "";
      ImGui::TextDisabled("  %s%s%s%s%s", sp.c_str(), rows.c_str(), u.status.c_str(), u.facing.empty() ? "" : "  facing ",
                          u.facing.c_str());
    }
    if (!u.acted.empty()) ImGui::TextDisabled("  this activation: %s", u.acted.c_str());
  }
  if (d.can_split) {
    ImGui::Separator();
    if (d.whole_stack) ImGui::TextDisabled("Ticked units move; untick one to leave it here");
    else if (ImGui::SmallButton("Move the whole stack")) in.whole_stack = true;
  }
  ImGui::PopTextWrapPos();
  ImGui::End();
  return in;
}

}  // namespace hexfire::game
