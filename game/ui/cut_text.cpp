// Tooltips for text cut by a panel's edge.
#include "game/ui/cut_text.hpp"

#include <imgui.h>

namespace hexfire::game {

void tooltip_if_cut(const char* text) {
  if (!ImGui::IsItemHovered()) return;
  const float right_edge = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
  const float text_end = ImGui::GetItemRectMin().x + ImGui::CalcTextSize(text).x;
  if (text_end > right_edge + 0.5f) ImGui::SetTooltip("%s", text);
}

void tooltip_if_field_cut(const char* text) {
  if (!ImGui::IsItemHovered()) return;
  const float room = ImGui::GetItemRectSize().x - 2 * ImGui::GetStyle().FramePadding.x;
  if (ImGui::CalcTextSize(text).x > room) ImGui::SetTooltip("%s", text);
}

}  // namespace hexfire::game
