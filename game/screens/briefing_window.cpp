// The briefing window: the scenario's briefing and the side in control's own (each player reads
// only theirs at one computer), shown when a game starts and from the pause menu's Briefing.
#include <imgui.h>

#include <algorithm>

#include "game/screens/screen_stack.hpp"
#include "game/screens/screen_style.hpp"
#include "game/ui/whole_pixel_size.hpp"

namespace hexfire::game {

void ScreenStack::show_briefing(bool on) {
  if (on == briefing_) return;
  briefing_ = on;
  briefing_focus_ = on;
  log_.write(on ? "briefing shown" : "briefing hidden");
  if (on && session() && session()->match().flow.in_control) briefed_.insert(*session()->match().flow.in_control);
}

void ScreenStack::brief_each_side() {
  brief_sides_ = true;
  briefed_.clear();
  show_briefing(true);
}

void ScreenStack::brief_at_handoff(std::optional<SideId> side) {
  if (brief_sides_ && side && !briefed_.count(*side)) show_briefing(true);
}

void ScreenStack::draw_briefing(float w, float h) {
  const GameSession* s = session();
  if (!briefing_ || !s || leaving_) return;
  const Match& m = s->match();
  const ScenarioInfo& info = m.info;
  std::string side_text, side_name;
  if (m.flow.in_control) {
    const Side& side = m.state.side(*m.flow.in_control);
    side_name = side.name;
    if (auto it = info.side_briefings.find(side.key); it != info.side_briefings.end()) side_text = it->second;
  }
  const float scale = settings_.ui_scale;
  const float pw = std::min(560.0f * scale, w - 24), ph = std::min(480.0f * scale, h - 24);
  ImGui::SetNextWindowPos(ImVec2(w / 2, h / 2), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  size_limits_in_whole_pixels(ImVec2(pw, 0), ImVec2(pw, ph));
  bool open = true;
  // In front of the pause menu and the panels when it opens; the player may click past it later.
  if (briefing_focus_) ImGui::SetNextWindowFocus();
  briefing_focus_ = false;
  if (ImGui::Begin("Briefing", &open,
                   ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoCollapse)) {
    heading(info.title.c_str(), 1.3f);
    ImGui::PushTextWrapPos(0);
    if (!info.briefing.empty()) ImGui::TextUnformatted(info.briefing.c_str());
    if (!side_text.empty()) {
      ImGui::Dummy(ImVec2(0, 6));
      ImGui::TextColored(kAccent, "For the %s player only", side_name.c_str());
      ImGui::TextUnformatted(side_text.c_str());
    }
    if (info.briefing.empty() && side_text.empty()) ImGui::TextColored(kDim, "This scenario has no briefing.");
    ImGui::PopTextWrapPos();
    ImGui::Dummy(ImVec2(0, 6));
    if (button("Close briefing", 160 * scale, 30 * scale)) open = false;
  }
  ImGui::End();
  if (!open) show_briefing(false);
}

}  // namespace hexfire::game
