// ImGui panel drawing; each function is a pure view of the data it is given.
#include "game/ui/panels.hpp"

#include <imgui.h>

namespace hexfire::game {

namespace {
constexpr ImGuiWindowFlags kPanelFlags = ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoSavedSettings |
                                         ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoFocusOnAppearing;
const ImVec4 kDim{0.65f, 0.65f, 0.6f, 1.0f};
const ImVec4 kWarn{0.95f, 0.75f, 0.3f, 1.0f};
}  // namespace

void draw_hex_info_panel(const std::optional<HexInfo>& info, float window_w, float /*window_h*/) {
  ImGui::SetNextWindowPos(ImVec2(window_w - 12, 12), ImGuiCond_Always, ImVec2(1, 0));
  ImGui::SetNextWindowSizeConstraints(ImVec2(280, 0), ImVec2(380, 10000));
  ImGui::SetNextWindowBgAlpha(0.92f);
  ImGui::Begin("Hex", nullptr, kPanelFlags);
  if (!info) {
    ImGui::TextColored(kDim, "Hover a hex to inspect it.");
    ImGui::End();
    return;
  }
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
      ImGui::BulletText("%-2s (%s): %s", s.direction.c_str(), s.neighbour.c_str(), text.c_str());
    }
  }
  for (const std::string& o : info->objectives) ImGui::TextColored(kWarn, "Objective: %s", o.c_str());
  if (!info->roads.empty() || !info->markers.empty()) {
    ImGui::Separator();
    for (const std::string& r : info->roads) ImGui::BulletText("%s", r.c_str());
    for (const std::string& m : info->markers) ImGui::BulletText("Marker: %s", m.c_str());
  }
  ImGui::Separator();
  if (info->stack.empty()) {
    ImGui::TextColored(kDim, "No units");
  } else {
    ImGui::TextColored(kDim, "Stack (%d, top first)", static_cast<int>(info->stack.size()));
    if (ImGui::BeginTable("stack", 5, ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingFixedFit)) {
      ImGui::TableSetupColumn("Unit");
      ImGui::TableSetupColumn("SP");
      ImGui::TableSetupColumn("M");
      ImGui::TableSetupColumn("Status");
      ImGui::TableSetupColumn("Face");
      ImGui::TableHeadersRow();
      for (const StackEntry& e : info->stack) {
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        ImGui::Text("%s", e.name.c_str());
        if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s %s", e.side.c_str(), e.unit_class.c_str());
        ImGui::TableNextColumn();
        if (e.leader)
          ImGui::TextColored(kDim, "ldr");
        else
          ImGui::Text("%d%s", e.strength, e.reduced ? "r" : "");
        ImGui::TableNextColumn();
        if (!e.leader) ImGui::Text("%d", e.morale);
        ImGui::TableNextColumn();
        if (!e.state_note.empty())
          ImGui::TextColored(kWarn, "%s, %s", e.status.c_str(), e.state_note.c_str());
        else if (!e.good_order)
          ImGui::TextColored(kWarn, "%s", e.status.c_str());
        else
          ImGui::Text("%s", e.status.c_str());
        ImGui::TableNextColumn();
        ImGui::Text("%s", e.facing.c_str());
      }
      ImGui::EndTable();
    }
  }
  ImGui::End();
}

void draw_error_panel(const std::string& path, const Diagnostics& errors, float window_w, float window_h) {
  ImGui::SetNextWindowPos(ImVec2(window_w / 2, window_h / 2), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSizeConstraints(ImVec2(420, 0), ImVec2(window_w * 0.9f, window_h * 0.8f));
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
  ImGui::SetNextWindowPos(ImVec2(12, 12), ImGuiCond_Always);
  ImGui::SetNextWindowBgAlpha(0.85f);
  ImGui::Begin("##title", nullptr,
               kPanelFlags | ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoInputs);
  ImGui::Text("%s", title.c_str());
  ImGui::SameLine();
  ImGui::TextColored(kDim, "  %s, %d turns, zoom %.2fx", rule_system.c_str(), turns, zoom);
  ImGui::End();
}

}  // namespace hexfire::game
