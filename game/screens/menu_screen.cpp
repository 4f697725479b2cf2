// The main menu (new game, load, settings, quit) and the settings screen.
#include <imgui.h>

#include <cstdio>

#include "engine/io/text_escape.hpp"
#include "game/app/app_info.hpp"
#include "game/audio/sound_player.hpp"
#include "game/play/play_screen.hpp"
#include "game/screens/screen_stack.hpp"
#include "game/screens/screen_style.hpp"
#include "game/ui/ui_scale_fit.hpp"
#include "game/ui/cut_text.hpp"

namespace hexfire::game {

void ScreenStack::draw_menu(float w, float h) {
  if (save_path_.empty()) save_path_ = default_save_path(config_dir_);
  const ScreenScale fit(base_style_, w, h, 440, 580);
  if (begin_screen_fit("##menu", w, h, fit.panel_w(), fit.panel_h())) {
    heading("HEXFIRE", 2.6f);
    ImGui::TextColored(kDim, "Hex-and-counter tactical wargames, every table applied");
    ImGui::TextColored(kDim, "%s %s", kAppName, app_version());
    ImGui::Dummy(ImVec2(0, 14 * fit.value()));
    const float bw = ImGui::GetContentRegionAvail().x, bh = 44 * fit.value();
    if (button("New game", bw, bh)) open_picker();
    ImGui::Dummy(ImVec2(0, 4));
    if (button("Load game", bw, bh)) load_game(save_path_);
    ImGui::SetNextItemWidth(bw);
    char buf[512];
    std::snprintf(buf, sizeof buf, "%s", save_path_.c_str());
    if (ImGui::InputText("##savepath", buf, sizeof buf)) save_path_ = buf;
    tooltip_if_field_cut(save_path_.c_str());
    draw_save_list(bw);
    ImGui::Dummy(ImVec2(0, 4));
    if (button("Editor", bw, bh)) open_editor();
    ImGui::Dummy(ImVec2(0, 4));
    if (button("Settings", bw, bh)) push(ScreenId::Settings);
    ImGui::Dummy(ImVec2(0, 4));
    if (button("Quit", bw, bh)) {
      log_.write("quit");
      app_.request_quit();
    }
    if (!status_.empty()) {
      ImGui::Dummy(ImVec2(0, 6));
      ImGui::PushTextWrapPos(0);
      // A failure reads as one, not as another grey notice.
      const bool failed = status_.rfind("cannot ", 0) == 0 || status_.rfind("save failed", 0) == 0;
      ImGui::TextColored(failed ? ImVec4(1.0f, 0.45f, 0.38f, 1.0f) : kDim, "%s", bound_message(status_).c_str());
      ImGui::PopTextWrapPos();
    }
  }
  ImGui::End();
}

void ScreenStack::draw_settings(float w, float h) {
  const ScreenScale fit(base_style_, w, h, 520, 560);
  if (begin_screen_fit("##settings", w, h, fit.panel_w(), fit.panel_h())) {
    heading("Settings");
    ImGui::Dummy(ImVec2(0, 8));
    float scale = settings_.ui_scale;
    ImGui::SetNextItemWidth(220 * fit.value());
    if (ImGui::SliderFloat("UI scale", &scale, 0.75f, 2.5f, "%.2f")) {
      settings_.ui_scale = scale;
      apply_settings();
    }
    ImGui::TextColored(kDim, "Text and panel size, for high-DPI screens.");
    // The play screen's panels need room: a smaller window plays at less (ui_scale_fit.hpp).
    if (const float in_window = fitted_ui_scale(settings_.ui_scale, w, h); in_window < settings_.ui_scale)
      ImGui::TextColored(kDim, "This window is too small for it: the game uses %.2f here.", in_window);
    ImGui::Dummy(ImVec2(0, 6));
    if (ImGui::Checkbox("Colour-blind safe side colours", &settings_.colorblind))
      log_.write(std::string("setting colorblind ") + (settings_.colorblind ? "on" : "off"));
    buttons_["Colour-blind safe side colours"] =
        ScreenRect{ImGui::GetItemRectMin().x, ImGui::GetItemRectMin().y, ImGui::GetItemRectMax().x, ImGui::GetItemRectMax().y};
    ImGui::TextColored(kDim, "Blue and orange counters (the Okabe-Ito colour-blind-safe pair).");
    ImGui::Dummy(ImVec2(0, 6));
    ImGui::Checkbox("Hotseat hand-off screen", &settings_.hotseat_handoff);
    ImGui::TextColored(kDim, "Hide the map between the two players' turns.");
    ImGui::Dummy(ImVec2(0, 6));
    if (ImGui::Checkbox("Ask before ending an activation", &settings_.confirm_end) && app_.play())
      app_.play()->set_confirm_end(settings_.confirm_end);
    ImGui::TextColored(kDim, "While stacks of yours can still act.");
    ImGui::Dummy(ImVec2(0, 6));
    ImGui::SetNextItemWidth(220 * fit.value());
    float seconds = static_cast<float>(settings_.computer_seconds);
    if (ImGui::SliderFloat("Computer's time per decision", &seconds, static_cast<float>(kLeastComputerSeconds),
                           static_cast<float>(kMostComputerSeconds), "at most %.1f s")) {
      settings_.computer_seconds = seconds;
      apply_computer_time_limit();
    }
    ImGui::TextColored(kDim, "Past it, the computer plays the best move it has found.");
    ImGui::Dummy(ImVec2(0, 6));
    ImGui::SetNextItemWidth(220 * fit.value());
    if (ImGui::SliderInt("Sound volume", &settings_.sound_volume, 0, 100, "%d%%")) {
      apply_settings();
      sound_sample_due_ = true;  // heard when the slider is let go, not at every step of a drag
    }
    if (sound_sample_due_ && ImGui::IsItemDeactivatedAfterEdit()) {
      app_.sound().play("volley");
      sound_sample_due_ = false;
    }
    if (ImGui::Checkbox("Mute", &settings_.sound_muted)) {
      apply_settings();
      log_.write(std::string("setting sound ") + (settings_.sound_muted ? "muted" : "on"));
    }
    ImGui::SameLine();
    ImGui::TextColored(kDim, app_.sound().live() ? "Volleys, guns, dice, marching, the hand-off." : "No audio device: the game is silent.");
    ImGui::Dummy(ImVec2(0, 6));
    ImGui::TextColored(kDim, "Stored in %s", config_dir_.c_str());
    ImGui::Dummy(ImVec2(0, 10));
    if (button("Back", 160 * fit.value(), 36 * fit.value())) {
      if (auto err = save_config()) set_status("settings not saved: " + *err);
      pop();
    }
  }
  ImGui::End();
}

}  // namespace hexfire::game
