// ImGui panel drawing; each function is a pure view of the data it is given.
#include "game/ui/panels.hpp"

#include <imgui.h>

#include <algorithm>
#include <cstdio>

#include "game/ui/panel_board.hpp"
#include "game/ui/whole_pixel_size.hpp"

namespace hexfire::game {

namespace {
constexpr ImGuiWindowFlags kPanelFlags = ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoSavedSettings |
                                         ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoFocusOnAppearing;
// The panels the player may move and collapse: their place and state go to the ini.
constexpr ImGuiWindowFlags kMovableFlags = ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoFocusOnAppearing;
const ImVec4 kDim{0.65f, 0.65f, 0.6f, 1.0f};
const ImVec4 kWarn{0.95f, 0.75f, 0.3f, 1.0f};
void draw_hex_info(const HexInfo& hex);
// BulletText does not wrap; a narrow panel must not cut a hexside's features.
void bullet_wrapped(const std::string& text) {
  ImGui::Bullet();
  ImGui::SameLine();
  ImGui::TextUnformatted(text.c_str());
}
}  // namespace

void draw_hex_info_panel(const std::optional<HexInfo>& info, float window_w, float window_h) {
  if (!panel_board()[PanelId::Hex].open) return;
  const PanelDock dock = current_dock(window_w, window_h);
  const DockBox& col = dock.right;
  // The mini-map and the victory status stand at the foot of the column; the inspector has the rest.
  const float below = window_height_or("Mini-map", 0) + window_height_or("Victory status", 0) + 2 * dock.margin;
  const float max_h = std::max(100 * ImGui::GetIO().FontGlobalScale, col.height() - below);
  const ImGuiWindowFlags place = place_panel(PanelId::Hex, "Hex", ImVec2(col.x1, col.y0), ImVec2(1, 0),
                                             ImVec2(col.width(), 0), ImVec2(col.width(), max_h));
  ImGui::SetNextWindowBgAlpha(0.92f);
  const bool shown = ImGui::Begin("Hex", panel_open_flag(PanelId::Hex), kMovableFlags | place);
  if (!shown) {
    ImGui::End();
    return;
  }
  ImGui::PushTextWrapPos(0.0f);  // at the content's edge, left of a scrollbar when there is one
  if (info) draw_hex_info(*info);
  else ImGui::TextColored(kDim, "Hover a hex to inspect it.");
  ImGui::PopTextWrapPos();
  ImGui::End();
}

namespace {
void draw_hex_info(const HexInfo& hex) {
  const HexInfo* info = &hex;
  ImGui::Text("Hex %s", info->label.c_str());
  ImGui::SameLine();
  ImGui::TextColored(kDim, "  %s, level %d", info->terrain.c_str(), info->elevation);
  if (!info->hexsides.empty()) {
    ImGui::Separator();
    ImGui::TextColored(kDim, "Hexsides");
    for (const HexsideInfo& s : info->hexsides) {
      std::string text;
      for (const std::string& f : s.features) text += (text.empty() ? "" : ", ") + f;
      if (s.elevation_change != 0) {
        text += (text.empty() ? "" : "; ") + std::string(s.elevation_change > 0 ? "up " : "down ") +
                std::to_string(s.elevation_change > 0 ? s.elevation_change : -s.elevation_change);
      }
      bullet_wrapped(s.direction + " (" + s.neighbour + "): " + text);
    }
  }
  if (!info->effects.empty()) {
    ImGui::Separator();
    ImGui::TextColored(kDim, "Terrain effects for %s", info->effects_for.c_str());
    for (const auto& [what, effect] : info->effects) bullet_wrapped(what + ": " + effect);
  }
  for (const std::string& o : info->objectives) ImGui::TextColored(kWarn, "Objective: %s", o.c_str());
  if (!info->roads.empty() || !info->markers.empty()) {
    ImGui::Separator();
    for (const std::string& r : info->roads) bullet_wrapped(r);
    for (const std::string& m : info->markers) bullet_wrapped("Marker: " + m);
  }
  ImGui::Separator();
  if (info->stack.empty()) {
    ImGui::TextColored(kDim, "No units");
  } else {
    ImGui::TextColored(kDim, "Stack (%d, top first)", static_cast<int>(info->stack.size()));
    ImGui::PushTextWrapPos(-1.0f);  // the panel's wrapping would break each cell on its own column
    // A game whose units have no facing (the ruleset says so) gets no Face column.
    const bool faces = std::any_of(info->stack.begin(), info->stack.end(), [](const StackEntry& e) { return !e.facing.empty(); });
    if (ImGui::BeginTable("stack", faces ? 5 : 4, ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingFixedFit)) {
      // Name and status give way when the panel is narrow (their tooltips hold them whole).
      ImGui::TableSetupColumn("Unit", ImGuiTableColumnFlags_WidthStretch);
      ImGui::TableSetupColumn("SP");
      ImGui::TableSetupColumn("M");
      ImGui::TableSetupColumn("Status", ImGuiTableColumnFlags_WidthStretch);
      if (faces) ImGui::TableSetupColumn("Face");
      ImGui::TableHeadersRow();
      for (const StackEntry& e : info->stack) {
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        ImGui::Text("%s", e.name.c_str());
        if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s: %s %s", e.name.c_str(), e.side.c_str(), e.unit_class.c_str());  // the name too: a narrow column cuts it
        ImGui::TableNextColumn();
        if (e.leader)
          ImGui::TextColored(kDim, "ldr");
        else
          ImGui::Text("%d%s", e.strength, e.reduced ? "r" : "");
        ImGui::TableNextColumn();
        if (!e.leader && e.morale >= 0) ImGui::Text("%d", e.morale);
        ImGui::TableNextColumn();
        if (!e.state_note.empty())
          ImGui::TextColored(kWarn, "%s, %s", e.status.c_str(), e.state_note.c_str());
        else if (!e.good_order)
          ImGui::TextColored(kWarn, "%s", e.status.c_str());
        else
          ImGui::Text("%s", e.status.c_str());
        if (ImGui::IsItemHovered())
          ImGui::SetTooltip("%s%s%s", e.status.c_str(), e.state_note.empty() ? "" : ", ", e.state_note.c_str());
        if (faces) {
          ImGui::TableNextColumn();
          ImGui::Text("%s", e.facing.c_str());
        }
      }
      ImGui::EndTable();
    }
    ImGui::PopTextWrapPos();
  }
}
}  // namespace

void draw_error_panel(const std::string& path, const Diagnostics& errors, float window_w, float window_h) {
  ImGui::SetNextWindowPos(ImVec2(window_w / 2, window_h / 2), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  size_limits_in_whole_pixels(ImVec2(420, 0), ImVec2(window_w * 0.9f, window_h * 0.8f));
  ImGui::Begin("Scenario errors", nullptr, ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoSavedSettings |
                                                ImGuiWindowFlags_AlwaysAutoResize);
  ImGui::TextColored(kWarn, "The scenario could not be loaded:");
  ImGui::TextUnformatted(path.c_str());
  ImGui::Separator();
  for (const Diagnostic& d : errors) ImGui::TextWrapped("%s", d.to_string().c_str());
  ImGui::Separator();
  ImGui::TextColored(kDim, "Fix the file and start again; hexfire-lint FILE prints the same list.");
  ImGui::End();
}

void draw_title_bar(const std::string& title, const std::string& rule_system, int turns, double zoom) {
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  const DockBox box = current_dock(display.x, display.y).title;
  ImGui::SetNextWindowPos(ImVec2(box.x0, box.y0), ImGuiCond_Always);
  size_limits_in_whole_pixels(ImVec2(0, 0), ImVec2(box.width(), 400));
  ImGui::SetNextWindowBgAlpha(0.85f);
  ImGui::Begin("##title", nullptr,
               kPanelFlags | ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoInputs);
  // It takes no input (so no tooltip): what does not fit on one line wraps onto the next.
  ImGui::PushTextWrapPos(box.width() - ImGui::GetStyle().WindowPadding.x);
  ImGui::TextUnformatted(title.c_str());
  char rest[160];
  std::snprintf(rest, sizeof rest, "%s, %d turns, zoom %.2fx", rule_system.c_str(), turns, zoom);
  const float room = box.width() - 2 * ImGui::GetStyle().WindowPadding.x - ImGui::GetItemRectSize().x;
  if (ImGui::CalcTextSize(rest).x + 2 * ImGui::GetStyle().ItemSpacing.x < room) ImGui::SameLine(0, 2 * ImGui::GetStyle().ItemSpacing.x);
  ImGui::TextColored(kDim, "%s", rest);
  ImGui::PopTextWrapPos();
  ImGui::End();
}

}  // namespace hexfire::game
