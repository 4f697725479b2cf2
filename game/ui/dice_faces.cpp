// Dice faces in ImGui (see dice_faces.hpp).
#include "game/ui/dice_faces.hpp"

#include <imgui.h>

#include <string>

namespace hexfire::game {

namespace {

// A d6's pips as offsets from the centre, in thirds of the face.
int pip_count(int v) { return v >= 1 && v <= 6 ? v : 0; }
void pip_offsets(int v, ImVec2* out) {
  static const ImVec2 layouts[7][6] = {{},
                                       {{0, 0}},
                                       {{-1, -1}, {1, 1}},
                                       {{-1, -1}, {0, 0}, {1, 1}},
                                       {{-1, -1}, {1, -1}, {-1, 1}, {1, 1}},
                                       {{-1, -1}, {1, -1}, {0, 0}, {-1, 1}, {1, 1}},
                                       {{-1, -1}, {1, -1}, {-1, 0}, {1, 0}, {-1, 1}, {1, 1}}};
  for (int i = 0; i < pip_count(v); ++i) out[i] = layouts[v][i];
}

}  // namespace

void draw_dice_row(const std::vector<DieRoll>& dice, float size) {
  if (dice.empty()) return;
  const float s = size * ImGui::GetIO().FontGlobalScale;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImU32 face = IM_COL32(250, 246, 232, 255), edge = IM_COL32(40, 30, 20, 255), ink = IM_COL32(30, 20, 20, 255);
  for (std::size_t i = 0; i < dice.size(); ++i) {
    const DieRoll& d = dice[i];
    if (i) ImGui::SameLine();
    const ImVec2 p = ImGui::GetCursorScreenPos();
    ImGui::Dummy(ImVec2(s, s));
    if (ImGui::IsItemHovered())
      ImGui::SetTooltip("%s: d%d = %d", d.purpose.c_str(), d.faces, d.value);
    const ImVec2 c(p.x + s * 0.5f, p.y + s * 0.5f);
    if (d.faces == 6 && pip_count(d.value)) {
      dl->AddRectFilled(p, ImVec2(p.x + s, p.y + s), face, s * 0.15f);
      dl->AddRect(p, ImVec2(p.x + s, p.y + s), edge, s * 0.15f, 0, 1.5f);
      ImVec2 pips[6];
      pip_offsets(d.value, pips);
      for (int k = 0; k < pip_count(d.value); ++k)
        dl->AddCircleFilled(ImVec2(c.x + pips[k].x * s * 0.27f, c.y + pips[k].y * s * 0.27f), s * 0.11f, ink);
    } else {
      const float r = s * 0.55f;
      const ImVec2 kite[4] = {ImVec2(c.x, c.y - r), ImVec2(c.x + r * 0.85f, c.y - r * 0.15f), ImVec2(c.x, c.y + r),
                              ImVec2(c.x - r * 0.85f, c.y - r * 0.15f)};
      dl->AddConvexPolyFilled(kite, 4, face);
      dl->AddPolyline(kite, 4, edge, ImDrawFlags_Closed, 1.5f);
      const std::string n = std::to_string(d.value);
      const ImVec2 ts = ImGui::CalcTextSize(n.c_str());
      dl->AddText(ImVec2(c.x - ts.x * 0.5f, c.y - ts.y * 0.55f), IM_COL32(150, 20, 20, 255), n.c_str());
    }
  }
}

}  // namespace hexfire::game
