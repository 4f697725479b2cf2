// The replay panel (ImGui), at the top of the map under the phase bar: the step's place in the
// replay, its words, and the buttons that walk it (see replay_panel.hpp).
#include "game/ui/replay_panel.hpp"

#include <imgui.h>

#include <algorithm>

#include "game/ui/panel_board.hpp"

namespace hexfire::game {

namespace {

// A button whose place is recorded under `name`.
bool button(const char* label, const char* name, ReplayPanelInput& in) {
  const bool pressed = ImGui::Button(label);
  const ImVec2 lo = ImGui::GetItemRectMin(), hi = ImGui::GetItemRectMax();
  in.buttons.push_back({name, {lo.x, lo.y, hi.x, hi.y}});
  return pressed;
}

}  // namespace

ReplayPanelInput draw_replay_panel(const ReplayPanelData& d, float window_w, float window_h) {
  ReplayPanelInput in;
  const PanelDock dock = current_dock(window_w, window_h);
  const float scale = ImGui::GetIO().FontGlobalScale;
  const float w = std::min(520 * scale, window_w - 2 * dock.margin);
  // Under the phase bar, centred on it: the map's middle, where the camera puts the step, stays
  // clear below.
  const float top = window_bottom_or("##phase", dock.phase.y1) + dock.margin;
  ImGui::SetNextWindowPos(ImVec2((dock.phase.x0 + dock.phase.x1) * 0.5f, top), ImGuiCond_Always, ImVec2(0.5f, 0));
  ImGui::SetNextWindowSizeConstraints(ImVec2(w, 0), ImVec2(w, window_h * 0.4f));
  const std::string title = d.title + "###replay";
  if (ImGui::Begin(title.c_str(), nullptr,
                   ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoCollapse |
                       ImGuiWindowFlags_NoMove)) {
    ImGui::TextDisabled("Step %zu of %zu", d.position + 1, d.size);
    ImGui::SameLine();
    ImGui::TextColored(ImVec4(1.0f, 0.84f, 0.3f, 1.0f), "%s", d.heading.c_str());
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextUnformatted(d.text.c_str());
    for (const std::string& l : d.lines) ImGui::TextDisabled("%s", l.c_str());
    ImGui::PopTextWrapPos();
    ImGui::Separator();
    if (button("< Back", "Back", in)) in.act = ReplayPanelAction::Back;
    ImGui::SameLine();
    if (button("Next >", "Next", in)) in.act = ReplayPanelAction::Next;
    ImGui::SameLine();
    if (d.playing) {
      if (button("Pause", "Pause", in)) in.act = ReplayPanelAction::Pause;
    } else if (button("Play all", "Play all", in)) {
      in.act = ReplayPanelAction::PlayAll;
    }
    ImGui::SameLine();
    if (button("Close", "Close", in)) in.act = ReplayPanelAction::Close;
    ImGui::SameLine();
    ImGui::TextDisabled("PgUp/PgDn step, P plays, Esc closes");
    in.bottom = ImGui::GetWindowPos().y + ImGui::GetWindowSize().y;
  }
  ImGui::End();
  return in;
}

}  // namespace hexfire::game
