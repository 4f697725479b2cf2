// The View menu of the phase bar (key F2).
#include "game/ui/view_menu.hpp"

#include <imgui.h>

#include "game/ui/panel_board.hpp"

namespace hexfire::game {

void draw_view_menu(const char* id) {
  if (!ImGui::BeginPopup(id)) return;
  PanelBoard& board = panel_board();
  for (std::size_t i = 0; i < board.panels.size(); ++i) {
    const auto panel = static_cast<PanelId>(i);
    if (!panel_closable(panel)) continue;
    ImGui::MenuItem(panel_title(panel), nullptr, &board[panel].open);
  }
  ImGui::Separator();
  if (ImGui::MenuItem("Reset the layout")) {
    board.reset();
    for (std::size_t i = 0; i < board.panels.size(); ++i) ImGui::SetWindowCollapsed(panel_window(static_cast<PanelId>(i)), false);
  }
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("every panel open, expanded and back in its place");
  ImGui::EndPopup();
}

}  // namespace hexfire::game
