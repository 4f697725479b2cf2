// The tables window (ImGui): each table with the last resolution's row and cell highlighted.
#include "game/ui/tables_panel.hpp"

#include <imgui.h>

#include <algorithm>
#include <cmath>

#include "game/ui/panel_board.hpp"

namespace hexfire::game {

TablesSpot tables_window_spot(ImVec2 size, float window_w, float window_h, const std::optional<ClearArea>& avoid,
                              float top) {
  // Below the phase bar, on the right where the less urgent panels (hex, mini-map) are.
  constexpr float kMargin = 8, kMinW = 360, kMinH = 220;
  const float right_edge = window_w - kMargin, bottom_edge = window_h - kMargin;
  auto fit = [&](float x0, float y0, float x1, float y1) -> std::optional<TablesSpot> {
    const ImVec2 got{std::min(size.x, x1 - x0), std::min(size.y, y1 - y0)};
    if (got.x < kMinW || got.y < kMinH) return std::nullopt;
    return TablesSpot{{x1 - got.x, y0}, got};  // against the right of the free space, at its top
  };
  const TablesSpot usual = fit(kMargin, top, right_edge, bottom_edge).value_or(TablesSpot{{kMargin, top}, size});
  if (!avoid) return usual;
  // A margin round the area, so the window does not touch the dice either.
  const ClearArea keep{avoid->x0 - 12, avoid->y0 - 12, avoid->x1 + 12, avoid->y1 + 12};
  // The free space right of the action, then below it, above it, and last left of it (where
  // the ledger panel is).
  const std::optional<TablesSpot> spots[] = {
      fit(keep.x1, top, right_edge, bottom_edge),
      fit(kMargin, keep.y1, right_edge, bottom_edge),
      fit(kMargin, top, right_edge, keep.y0),
      fit(kMargin, top, keep.x0, bottom_edge),
  };
  for (const auto& s : spots)
    if (s) return *s;
  return usual;
}

namespace {

// "Combat Results Table (d10: ...)" -> "Combat Results Table": the tab's label.
std::string tab_name(const std::string& title) {
  const auto cut = title.find(" (");
  return cut == std::string::npos ? title : title.substr(0, cut);
}

void draw_table(const RulesTable& t, const std::optional<TableMark>& mark, ImU32 row_bg, ImU32 cell_bg) {
  const int cols = static_cast<int>(t.columns.size()) + 1;
  // As wide as its columns: a wide table scrolls sideways rather than squeezing them.
  if (!ImGui::BeginTable(t.id.c_str(), cols,
                         ImGuiTableFlags_Borders | ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_NoHostExtendX))
    return;
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

}  // namespace

void draw_tables_panel(const std::vector<RulesTable>& tables, const std::optional<TableMark>& mark, bool* open,
                       float window_w, float window_h, const std::optional<ClearArea>& avoid,
                       std::optional<std::size_t> roll, TablesWindowState& state) {
  const bool opening = !state.was_open;
  state.was_open = *open;
  const bool new_roll = roll && roll != state.placed_for_roll;
  if (!state.moved_by_player && (opening || new_roll)) {
    // Below the phase bar, however many lines it wraps onto at this width and scale.
    const float top = window_bottom_or("##phase", 72) + 8;
    const TablesSpot spot = tables_window_spot(state.size, window_w, window_h, avoid, top);
    ImGui::SetNextWindowPos(spot.pos, ImGuiCond_Always);
    ImGui::SetNextWindowSize(spot.size, ImGuiCond_Always);
    state.placed_at = spot.pos;
    if (roll) state.placed_for_roll = roll;
  }
  // Wide tables (the terrain effects chart) scroll sideways rather than squeeze their columns.
  const bool shown = ImGui::Begin("Tables", open,
                                  ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_HorizontalScrollbar);
  // A window the player dragged stays where they put it from then on.
  const ImVec2 pos = ImGui::GetWindowPos();
  if (state.placed_at && (std::abs(pos.x - state.placed_at->x) > 1 || std::abs(pos.y - state.placed_at->y) > 1))
    state.moved_by_player = true;
  // The size the player gave it is what it asks for next time (the spot may take less).
  if (state.moved_by_player) state.size = ImGui::GetWindowSize();
  if (!*open) state.was_open = false;
  if (!shown) {
    ImGui::End();
    return;
  }
  const ImU32 row_bg = ImGui::GetColorU32(ImVec4(0.45f, 0.35f, 0.1f, 0.8f));
  const ImU32 cell_bg = ImGui::GetColorU32(ImVec4(0.9f, 0.55f, 0.1f, 1.0f));
  // One tab per table, the rules reference of the system: a new roll brings its table to the
  // front once; the player may then look at any other.
  const std::string mark_key =
      mark ? mark->table + ":" + std::to_string(mark->row) + ":" + std::to_string(mark->column) : std::string();
  const bool new_mark = !mark_key.empty() && mark_key != state.shown_mark;
  state.shown_mark = mark_key;
  if (ImGui::BeginTabBar("##tables", ImGuiTabBarFlags_FittingPolicyScroll | ImGuiTabBarFlags_TabListPopupButton)) {
    for (const RulesTable& t : tables) {
      const ImGuiTabItemFlags select = new_mark && mark->table == t.id ? ImGuiTabItemFlags_SetSelected : 0;
      const std::string tab = tab_name(t.title) + "###" + t.id;
      if (!ImGui::BeginTabItem(tab.c_str(), nullptr, select)) continue;
      ImGui::TextColored(ImVec4(1, 0.9f, 0.6f, 1), "%s", t.title.c_str());
      draw_table(t, mark, row_bg, cell_bg);
      ImGui::EndTabItem();
    }
    ImGui::EndTabBar();
  }
  ImGui::End();
}

}  // namespace hexfire::game
