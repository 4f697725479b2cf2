// The combat log panel (ImGui), bottom left of the play screen.
#include "game/ui/log_panel.hpp"

#include <imgui.h>

#include "game/ui/cut_text.hpp"
#include "game/ui/panel_board.hpp"

namespace hexfire::game {
namespace {

void remember(LogPanelState& st, const std::string& name) {
  const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
  st.controls[name] = ControlRect{a.x, a.y, b.x, b.y};
}

// One toggle button per kind on one line (wrapped only when the panel is very narrow): lit when
// its entries show. Buttons rather than checkboxes keep the row short at a large UI scale.
void draw_filter(LogPanelState& st) {
  const ImGuiStyle& style = ImGui::GetStyle();
  bool first = true;
  for (LogKind k : kLogKinds) {
    const char* name = log_kind_name(k);
    const float w = ImGui::CalcTextSize(name).x + style.FramePadding.x * 2;
    if (!first) {
      ImGui::SameLine(0, style.ItemInnerSpacing.x);
      if (ImGui::GetContentRegionAvail().x < w) ImGui::NewLine();
    }
    first = false;
    const bool shown = st.shows(k);
    ImGui::PushStyleColor(ImGuiCol_Button, style.Colors[shown ? ImGuiCol_ButtonActive : ImGuiCol_FrameBg]);
    ImGui::PushStyleColor(ImGuiCol_Text, style.Colors[shown ? ImGuiCol_Text : ImGuiCol_TextDisabled]);
    if (ImGui::SmallButton(name)) st.hidden[k] = shown;
    ImGui::PopStyleColor(2);
    if (ImGui::IsItemHovered()) ImGui::SetTooltip(shown ? "Hide %s entries" : "Show %s entries", name);
    remember(st, std::string("filter:") + name);
  }
}

void entry_tooltip(const LogEntry& e) {
  if (!ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) return;
  ImGui::BeginTooltip();
  ImGui::PushTextWrapPos(ImGui::GetFontSize() * 32);
  ImGui::TextUnformatted(e.text.c_str());
  if (e.command != e.text) ImGui::TextDisabled("%s", e.command.c_str());
  if (!e.details.empty()) ImGui::TextDisabled("%s", e.details.c_str());
  if (!e.resolutions.empty()) ImGui::TextDisabled("Click to open its ledger");
  ImGui::PopTextWrapPos();
  ImGui::EndTooltip();
}

}  // namespace

LogPanelState& log_panel_state() {
  static LogPanelState state;
  return state;
}

std::optional<std::size_t> draw_log_panel(const std::vector<LogEntry>& log, std::optional<std::size_t> opened,
                                          float window_w, float window_h) {
  std::optional<std::size_t> clicked;
  LogPanelState& st = log_panel_state();
  st.controls.clear();
  if (!panel_board()[PanelId::Log].open) return clicked;
  const DockBox box = current_dock(window_w, window_h).log;
  const bool docked = !panel_board()[PanelId::Log].moved;
  const ImGuiWindowFlags place = place_panel(PanelId::Log, "Log", ImVec2(box.x0, box.y1), ImVec2(0, 1),
                                             ImVec2(160, 80), ImVec2(window_w, window_h));
  // Docked it has the dock's size; moved, the player may resize it too.
  if (docked) ImGui::SetNextWindowSize(ImVec2(box.width(), box.height()), ImGuiCond_Always);
  if (!ImGui::Begin("Log", panel_open_flag(PanelId::Log), place)) {
    ImGui::End();
    return clicked;
  }
  draw_filter(st);
  ImGui::Separator();
  // The entries scroll under the filter, which stays in view.
  ImGui::BeginChild("##log_entries");
  for (std::size_t i = 0; i < log.size(); ++i) {
    const LogEntry& e = log[i];
    if (!st.shows(e.kind)) continue;
    ImGui::PushID(static_cast<int>(i));
    // Sentences wrap at the panel's width rather than being cut: a selectable as tall as the
    // wrapped text, the text drawn over it.
    const float wrap = ImGui::GetContentRegionAvail().x;
    const ImVec2 size = ImGui::CalcTextSize(e.text.c_str(), nullptr, false, wrap);
    const ImVec2 at = ImGui::GetCursorScreenPos();
    const bool has_ledger = !e.resolutions.empty();
    if (ImGui::Selectable("##entry", has_ledger && opened && *opened == i,
                          has_ledger ? 0 : ImGuiSelectableFlags_Disabled, ImVec2(0, size.y)))
      clicked = i;
    remember(st, "entry:" + std::to_string(i));
    ImGui::GetWindowDrawList()->AddText(ImGui::GetFont(), ImGui::GetFontSize(), at,
                                        ImGui::GetColorU32(has_ledger ? ImGuiCol_Text : ImGuiCol_TextDisabled),
                                        e.text.c_str(), nullptr, wrap);
    entry_tooltip(e);
    ImGui::PopID();
  }
  if (ImGui::GetScrollY() >= ImGui::GetScrollMaxY() - 4) ImGui::SetScrollHereY(1.0f);
  ImGui::EndChild();
  ImGui::End();
  return clicked;
}

}  // namespace hexfire::game
