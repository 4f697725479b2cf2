// What the screen stack adds over the play screen: mini-map, victory status, the events since the
// player's last turn after a hand-off, and the pause menu.
#include <imgui.h>
#include <imgui_internal.h>

#include <cstdio>

#include "engine/flow/victory.hpp"
#include "engine/io/text_escape.hpp"
#include "game/play/play_screen.hpp"
#include "game/screens/player_choice.hpp"
#include "game/screens/screen_stack.hpp"
#include "game/screens/screen_style.hpp"
#include "game/ui/cut_text.hpp"
#include "game/ui/minimap_panel.hpp"
#include "game/ui/victory_panel.hpp"
#include "game/ui/whole_pixel_size.hpp"

namespace hexfire::game {

void ScreenStack::draw_play(float w, float h) {
  if (!session()) return;  // the bare map view (--scenario without a session)
  const Match& m = session()->match();
  draw_minimap_panel(minimap_, app_.camera(), app_.layout(), app_.viewport(), w, h, minimap_dots(m.state, app_.layout()));
  draw_victory_panel(m, victory_standing(m), w, h);
  if (show_since_) {
    ImGui::SetNextWindowPos(ImVec2(w / 2, 60), ImGuiCond_Appearing, ImVec2(0.5f, 0));
    size_limits_in_whole_pixels(ImVec2(360, 0), ImVec2(600, 320));
    if (ImGui::Begin("Since your last turn", &show_since_, ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoSavedSettings)) {
      for (const std::string& line : since_last_turn_) ImGui::BulletText("%s", line.c_str());
      if (button("OK##since")) show_since_ = false;
    }
    ImGui::End();
  }
}

void ScreenStack::draw_pause(float w, float h) {
  if (save_path_.empty()) save_path_ = default_save_path(config_dir_);
  const float scale = ImGui::GetIO().FontGlobalScale;  // the UI scale in force (fitted to the window)
  if (begin_screen_fit("##pause", w, h, 420 * scale, 540 * scale)) {
    // Over the play screen's own windows (the phase bar was drawn on top of the heading), but
    // under what it opens: a combo of its own, the briefing, the help, the leave question.
    if (!briefing_ && !help_ && !leaving_ && !ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId))
      ImGui::BringWindowToDisplayFront(ImGui::GetCurrentWindow());
    heading("Paused");
    if (session()) {
      ImGui::PushTextWrapPos(0);  // a long title at UI scale 1.5 wraps rather than being cut
      ImGui::TextColored(kDim, "%s, turn %d", session()->match().info.title.c_str(), session()->match().flow.turn);
      ImGui::PopTextWrapPos();
    }
    ImGui::Dummy(ImVec2(0, 8));
    // Pairs of half buttons keep the menu short enough for a 640-pixel window at UI scale 1.5;
    // in a short window the buttons are as tall as a line of text allows, not 36 pixels a scale.
    const float bw = ImGui::GetContentRegionAvail().x;
    const float bh = h < 480 * scale ? ImGui::GetFrameHeight() * 1.25f : 36 * scale;
    const float half = (bw - ImGui::GetStyle().ItemSpacing.x) / 2;
    if (button("Resume", bw, bh)) pop();
    if (button("Save", half, bh)) save_game(save_path_);
    ImGui::SameLine();
    if (button("Load", half, bh)) load_game(save_path_);
    ImGui::SetNextItemWidth(bw);
    char buf[512];
    std::snprintf(buf, sizeof buf, "%s", save_path_.c_str());
    if (ImGui::InputText("##pausesave", buf, sizeof buf)) save_path_ = buf;
    tooltip_if_field_cut(save_path_.c_str());
    draw_save_list(bw);
    draw_players_in_game(bw);
    if (button("Briefing", half, bh)) show_briefing(true);
    ImGui::SameLine();
    if (button("Settings", half, bh)) push(ScreenId::Settings);
    if (button("Main menu", half, bh)) leave(Leave::Menu);
    ImGui::SameLine();
    if (button("Quit", half, bh)) leave(Leave::Quit);
    if (!status_.empty()) {
      ImGui::PushTextWrapPos(0);
      // A failure reads as one, not as another grey notice.
      const bool failed = status_.rfind("cannot ", 0) == 0 || status_.rfind("save failed", 0) == 0;
      ImGui::TextColored(failed ? ImVec4(1.0f, 0.45f, 0.38f, 1.0f) : kDim, "%s", bound_message(status_).c_str());
      ImGui::PopTextWrapPos();
    }
  }
  ImGui::End();
}

void ScreenStack::draw_players_in_game(float width) {
  PlayScreen* play = app_.play();
  if (!play) return;
  const auto& sides = play->match().state.sides();
  std::vector<std::string> names;
  std::vector<std::optional<ai::Strength>> now;
  for (const Side& side : sides) {
    names.push_back(side.name);
    now.push_back(play->computer().strength_of(side.id));
  }
  ImGui::TextColored(kDim, "Who plays each side");
  if (!draw_player_choices(names, now, width)) return;
  for (std::size_t i = 0; i < sides.size(); ++i) {
    if (now[i] == play->computer().strength_of(sides[i].id)) continue;
    play->set_player(sides[i].id, now[i]);
    log_.write("player of " + sides[i].key + ": " + player_word(now[i]));
  }
  players_ = now;  // the next game begun here keeps the choice
}

}  // namespace hexfire::game
