// The hotseat hand-off (the map and the last events hidden until the next player confirms) and
// the victory screen (result, VP, losses, objectives).
#include <imgui.h>

#include <map>

#include "engine/flow/flow_view.hpp"
#include "engine/flow/victory.hpp"
#include "game/screens/screen_stack.hpp"
#include "game/screens/screen_style.hpp"
#include "game/ui/ui_scale_fit.hpp"
#include "game/ui/victory_panel.hpp"

namespace hexfire::game {

namespace {

struct Losses {
  int units = 0;
  int strength = 0;
};

// Units eliminated and their printed strength, per side, from the live state.
std::map<SideId, Losses> losses_by_side(const GameState& st) {
  std::map<SideId, Losses> out;
  for (const Side& s : st.sides()) out[s.id];
  for (const Unit& u : st.units()) {
    if (!u.eliminated) continue;
    Losses& l = out[u.side];
    ++l.units;
    l.strength += st.unit_type(u.type).strength;
  }
  return out;
}

}  // namespace

void ScreenStack::draw_handoff(float w, float h) {
  if (!session() || !handoff_side_) return;
  const Match& m = session()->match();
  const SideView v = session()->view(*handoff_side_);
  const std::string name = m.state.side(*handoff_side_).name;
  const ScreenScale fit(base_style_, w, h, 560, 330);
  if (begin_screen_fit("##handoff", w, h, fit.panel_w(), fit.panel_h())) {
    ImGui::TextColored(kDim, "Hotseat");
    heading(("Pass the computer to " + name).c_str(), 1.7f);
    ImGui::Dummy(ImVec2(0, 6));
    ImGui::Text("Turn %d of %d, phase: %s", v.turn, v.turns, v.phase.c_str());
    for (const FlowRow& r : v.system_rows) ImGui::TextWrapped("%s: %s", r.label.c_str(), r.value.c_str());
    if (!v.prompts.empty()) ImGui::TextColored(kAccent, "A decision waits for you: %s", v.prompts.front().text.c_str());
    ImGui::Dummy(ImVec2(0, 6));
    ImGui::TextColored(kDim, "The map and the last events stay hidden until %s confirms.", name.c_str());
    ImGui::Dummy(ImVec2(0, 10));
    if (button(("I am " + name + " - show the map").c_str(), ImGui::GetContentRegionAvail().x, 44 * fit.value())) confirm_handoff();
    // The label changes with the side; tests click it by a fixed name.
    if (auto it = buttons_.find("I am " + name + " - show the map"); it != buttons_.end()) buttons_["Confirm hand-off"] = it->second;
  }
  ImGui::End();
}

void ScreenStack::draw_victory(float w, float h) {
  if (!session()) return;
  const Match& m = session()->match();
  const VictoryStanding standing = victory_standing(m);
  ImGui::GetBackgroundDrawList()->AddRectFilled(ImVec2(0, 0), ImVec2(w, h), IM_COL32(18, 20, 18, 170));
  const ScreenScale fit(base_style_, w, h, 700, 560);
  if (begin_screen_fit("##victory", w, h, fit.panel_w(), fit.panel_h())) {
    ImGui::TextColored(kDim, "%s - game over after turn %d", m.info.title.c_str(), m.flow.turn);
    const std::string headline = m.flow.winner ? m.state.side(*m.flow.winner).name + " victory" : "Draw";
    heading(headline.c_str(), 2.2f);
    ImGui::PushTextWrapPos(0);
    ImGui::TextUnformatted(m.flow.result.c_str());
    ImGui::PopTextWrapPos();
    ImGui::Dummy(ImVec2(0, 8));
    ImGui::TextColored(kAccent, "Victory points");
    for (const std::string& l : victory_lines(m, standing)) ImGui::BulletText("%s", l.c_str());
    ImGui::Dummy(ImVec2(0, 6));
    ImGui::TextColored(kAccent, "Losses");
    const auto losses = losses_by_side(m.state);
    if (ImGui::BeginTable("##losses", 3, ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingFixedFit)) {
      ImGui::TableSetupColumn("Side", 0, 200 * fit.value());
      ImGui::TableSetupColumn("Units eliminated", 0, 140 * fit.value());
      ImGui::TableSetupColumn("Strength lost", 0, 120 * fit.value());
      ImGui::TableHeadersRow();
      for (const auto& [side, l] : losses) {
        ImGui::TableNextRow();
        ImGui::TableSetColumnIndex(0);
        ImGui::TextUnformatted(m.state.side(side).name.c_str());
        ImGui::TableSetColumnIndex(1);
        ImGui::Text("%d", l.units);
        ImGui::TableSetColumnIndex(2);
        ImGui::Text("%d", l.strength);
      }
      ImGui::EndTable();
    }
    ImGui::Dummy(ImVec2(0, 6));
    ImGui::TextColored(kAccent, "Objectives");
    if (standing.lines.empty()) ImGui::TextColored(kDim, "(this scenario has none)");
    for (const std::string& l : standing.lines) ImGui::BulletText("%s", l.c_str());
    ImGui::Dummy(ImVec2(0, 12));
    if (button("Main menu", 200 * fit.value(), 40 * fit.value())) to_main_menu();
    ImGui::SameLine();
    if (button("Quit", 200 * fit.value(), 40 * fit.value())) {
      log_.write("quit");
      app_.request_quit();
    }
  }
  ImGui::End();
}

}  // namespace hexfire::game
