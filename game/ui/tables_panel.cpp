// The tables window (ImGui): each table with the last resolution's row and cell highlighted.
#include "game/ui/tables_panel.hpp"

#include <imgui.h>

#include <algorithm>

namespace hexfire::game {

void draw_tables_panel(const std::vector<RulesTable>& tables, const std::optional<TableMark>& mark, bool* open,
                       float window_w) {
  // Right of the ledger panel, so the roll and the row it used read side by side.
  ImGui::SetNextWindowPos(ImVec2(std::min(520.0f, window_w - 478), 90), ImGuiCond_Appearing);
  ImGui::SetNextWindowSize(ImVec2(470, 420), ImGuiCond_Appearing);
  if (!ImGui::Begin("Tables", open, ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoCollapse)) {
    ImGui::End();
    return;
  }
  const ImU32 row_bg = ImGui::GetColorU32(ImVec4(0.45f, 0.35f, 0.1f, 0.8f));
  const ImU32 cell_bg = ImGui::GetColorU32(ImVec4(0.9f, 0.55f, 0.1f, 1.0f));
  for (const RulesTable& t : tables) {
    ImGui::TextColored(ImVec4(1, 0.9f, 0.6f, 1), "%s", t.title.c_str());
    const int cols = static_cast<int>(t.columns.size()) + 1;
    if (ImGui::BeginTable(t.id.c_str(), cols, ImGuiTableFlags_Borders | ImGuiTableFlags_SizingFixedFit)) {
      ImGui::TableSetupColumn("row");
      for (const auto& c : t.columns) ImGui::TableSetupColumn(c.c_str());
      ImGui::TableHeadersRow();
      for (std::size_t r = 0; r < t.row_labels.size(); ++r) {
        ImGui::TableNextRow();
        const bool marked_row = mark && mark->table == t.id && mark->row == static_cast<int>(r);
        if (marked_row) ImGui::TableSetBgColor(ImGuiTableBgTarget_RowBg0, row_bg);
        ImGui::TableSetColumnIndex(0);
        ImGui::TextUnformatted(t.row_labels[r].c_str());
        for (std::size_t c = 0; c < t.cells[r].size(); ++c) {
          ImGui::TableSetColumnIndex(static_cast<int>(c) + 1);
          if (marked_row && mark->column == static_cast<int>(c)) ImGui::TableSetBgColor(ImGuiTableBgTarget_CellBg, cell_bg);
          ImGui::TextUnformatted(t.cells[r][c].c_str());
        }
      }
      ImGui::EndTable();
    }
    ImGui::Spacing();
  }
  ImGui::End();
}

}  // namespace hexfire::game
