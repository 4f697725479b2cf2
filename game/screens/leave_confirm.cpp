// Leaving a game with commands not saved yet asks first: Save and leave / Leave without saving /
// Cancel. The pause menu's Main menu and Quit and the window's close button come through here.
#include <imgui.h>

#include <algorithm>

#include "engine/io/text_escape.hpp"
#include "game/screens/load_list.hpp"
#include "game/screens/screen_stack.hpp"
#include "game/screens/screen_style.hpp"
#include "game/ui/whole_pixel_size.hpp"

namespace hexfire::game {
namespace {
constexpr const char* kLeaveTitle = "Leave the game?";
}

bool ScreenStack::unsaved() const {
  const GameSession* s = session();
  if (!s || s->log().empty()) return false;
  return s != saved_session_ || s->log() != saved_log_;
}

void ScreenStack::mark_saved() {
  saved_session_ = session();
  saved_log_ = saved_session_ ? saved_session_->log() : std::vector<Command>{};
}

void ScreenStack::leave(Leave to) {
  if (unsaved()) {
    leaving_ = to;
    log_.write(std::string("leave asks: ") + (to == Leave::Quit ? "quit" : "main menu"));
    return;
  }
  leave_now(to);
}

void ScreenStack::leave_now(Leave to) {
  leaving_.reset();
  if (to == Leave::Menu) {
    to_main_menu();
    return;
  }
  log_.write("quit");
  app_.request_quit();
}

void ScreenStack::draw_leave_confirm(float w, float h) {
  if (!leaving_) return;
  if (!ImGui::IsPopupOpen(kLeaveTitle)) ImGui::OpenPopup(kLeaveTitle);
  ImGui::SetNextWindowPos(ImVec2(w / 2, h / 2), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  size_limits_in_whole_pixels(ImVec2(0, 0), ImVec2(w - 24, h - 24));
  const ImGuiWindowFlags flags =
      ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoMove;
  if (!ImGui::BeginPopupModal(kLeaveTitle, nullptr, flags)) return;
  const GameSession* s = session();
  // The commands given since the save, when the save is where this game came from.
  std::size_t since = s ? s->log().size() : 0;
  if (s && s == saved_session_ && saved_log_.size() <= since &&
      std::equal(saved_log_.begin(), saved_log_.end(), s->log().begin()))
    since -= saved_log_.size();
  ImGui::TextUnformatted(*leaving_ == Leave::Quit ? "Quit Hexfire?" : "Back to the main menu?");
  if (since > 0)
    ImGui::TextColored(kDim, "%zu command%s since the last save will be lost.", since, since == 1 ? "" : "s");
  else
    ImGui::TextColored(kDim, "The game has changed since the last save: the changes will be lost.");
  ImGui::Dummy(ImVec2(0, 4));
  const float scale = settings_.ui_scale;
  const float bw = 170 * scale, bh = 32 * scale;
  if (button("Save and leave", bw, bh)) {
    if (save_path_.empty()) save_path_ = default_save_path(config_dir_);
    const Leave to = *leaving_;
    if (save_game(save_path_)) {
      ImGui::CloseCurrentPopup();
      leave_now(to);
    }
  }
  ImGui::SameLine();
  if (button("Leave without saving", bw, bh)) {
    ImGui::CloseCurrentPopup();
    leave_now(*leaving_);
  }
  ImGui::SameLine();
  if (button("Cancel", bw * 0.6f, bh)) {
    ImGui::CloseCurrentPopup();
    leaving_.reset();
    log_.write("leave cancelled");
  }
  // A failed save says why here: the pause menu's own status line is behind this question.
  if (leaving_ && status_.rfind("save failed", 0) == 0)
    ImGui::TextColored(ImVec4(1.0f, 0.45f, 0.38f, 1.0f), "%s", bound_message(status_).c_str());
  ImGui::EndPopup();
}

}  // namespace hexfire::game
