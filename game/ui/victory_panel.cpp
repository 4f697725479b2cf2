// Victory status panel, bottom right by default (movable, remembered).
#include "game/ui/victory_panel.hpp"

#include <imgui.h>

#include <algorithm>

#include "game/ui/panel_board.hpp"

namespace hexfire::game {

std::vector<std::string> victory_lines(const Match& match, const VictoryStanding& standing) {
  std::vector<std::string> out;
  for (const SideStanding& s : standing.sides)
    out.push_back(match.state.side(s.side).name + ": " + std::to_string(s.total()) + " VP (objectives " +
                  std::to_string(s.objective_vp) + ", losses inflicted " + std::to_string(s.loss_vp) + " for " +
                  std::to_string(s.sp_eliminated) + " SP" +
                  (s.bonus_vp ? ", balance " + std::to_string(s.bonus_vp) : std::string()) + ")");
  if (standing.leader)
    out.push_back("Leading: " + match.state.side(*standing.leader).name);
  else
    out.push_back("Level");
  if (standing.sudden_death) out.push_back("Sudden death reached by " + match.state.side(*standing.sudden_death).name);
  return out;
}

void draw_victory_panel(const Match& match, const VictoryStanding& standing, float window_w, float window_h) {
  if (!panel_board()[PanelId::Victory].open) return;
  // At the foot of the right-hand column.
  const PanelDock dock = current_dock(window_w, window_h);
  const DockBox& col = dock.right;
  const ImGuiWindowFlags place = place_panel(PanelId::Victory, "Victory status", ImVec2(col.x1, col.y1), ImVec2(1, 1),
                                             ImVec2(col.width(), 0),
                                             ImVec2(col.width(), std::max(120.0f, col.height() * 0.4f)));
  ImGui::SetNextWindowBgAlpha(1.0f);  // opaque panels cost the software renderer far less
  // Kept short: every glyph is a triangle pair for the software renderer (frame time).
  const bool shown = ImGui::Begin("Victory status", panel_open_flag(PanelId::Victory), ImGuiWindowFlags_AlwaysAutoResize | place);
  ImGui::PushTextWrapPos(0.0f);
  if (shown) {
    ImGui::Text("Turn %d of %d  -  %s", match.flow.turn, match.info.turns,
                standing.leader ? ("leading: " + match.state.side(*standing.leader).name).c_str() : "level");
    for (const SideStanding& st : standing.sides) {
      const std::string balance = st.bonus_vp ? ", balance " + std::to_string(st.bonus_vp) : std::string();
      ImGui::Text("%s %d VP (objectives %d, losses %d%s)", match.state.side(st.side).name.c_str(), st.total(),
                  st.objective_vp, st.loss_vp, balance.c_str());
    }
    if (standing.sudden_death)
      ImGui::TextColored(ImVec4(1, 0.84f, 0.16f, 1), "Sudden death: %s", match.state.side(*standing.sudden_death).name.c_str());
    if (!standing.lines.empty() && ImGui::TreeNode("victory_objectives", "Objectives (%zu)", standing.lines.size())) {
      for (const std::string& l : standing.lines) {
        ImGui::Bullet();
        ImGui::SameLine();
        ImGui::TextUnformatted(l.c_str());  // BulletText would not wrap
      }
      ImGui::TreePop();
    }
  }
  ImGui::PopTextWrapPos();
  ImGui::End();
}

}  // namespace hexfire::game
