// Victory status panel, bottom right by default (movable, remembered).
#include "game/ui/victory_panel.hpp"

#include <imgui.h>

namespace hexfire::game {

std::vector<std::string> victory_lines(const Match& match, const VictoryStanding& standing) {
  std::vector<std::string> out;
  for (const SideStanding& s : standing.sides)
    out.push_back(match.state.side(s.side).name + ": " + std::to_string(s.total()) + " VP (objectives " +
                  std::to_string(s.objective_vp) + ", losses inflicted " + std::to_string(s.loss_vp) + " for " +
                  std::to_string(s.sp_eliminated) + " SP)");
  if (standing.leader)
    out.push_back("Leading: " + match.state.side(*standing.leader).name);
  else
    out.push_back("Level");
  if (standing.sudden_death) out.push_back("Sudden death reached by " + match.state.side(*standing.sudden_death).name);
  return out;
}

void draw_victory_panel(const Match& match, const VictoryStanding& standing, float window_w, float window_h) {
  ImGui::SetNextWindowPos(ImVec2(window_w - 12, window_h * 0.3f + 180), ImGuiCond_FirstUseEver, ImVec2(1, 0));
  ImGui::SetNextWindowSizeConstraints(ImVec2(260, 0), ImVec2(440, 400));
  ImGui::SetNextWindowBgAlpha(1.0f);  // opaque panels cost the software renderer far less
  // Kept short: every glyph is a triangle pair for the software renderer (frame time).
  if (ImGui::Begin("Victory status", nullptr, ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoCollapse)) {
    ImGui::Text("Turn %d of %d  -  %s", match.flow.turn, match.info.turns,
                standing.leader ? ("leading: " + match.state.side(*standing.leader).name).c_str() : "level");
    for (const SideStanding& st : standing.sides)
      ImGui::Text("%s %d VP (objectives %d, losses %d)", match.state.side(st.side).name.c_str(), st.total(),
                  st.objective_vp, st.loss_vp);
    if (standing.sudden_death)
      ImGui::TextColored(ImVec4(1, 0.84f, 0.16f, 1), "Sudden death: %s", match.state.side(*standing.sudden_death).name.c_str());
    if (!standing.lines.empty() && ImGui::TreeNode("victory_objectives", "Objectives (%zu)", standing.lines.size())) {
      for (const std::string& l : standing.lines) ImGui::BulletText("%s", l.c_str());
      ImGui::TreePop();
    }
  }
  ImGui::End();
}

}  // namespace hexfire::game
