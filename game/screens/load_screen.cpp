// The list of saves under the Load buttons (main menu and pause menu): a click puts the save's
// path in the field, a double click loads it.
#include <imgui.h>

#include "game/screens/screen_stack.hpp"
#include "game/screens/screen_style.hpp"

namespace hexfire::game {

const std::vector<SaveListing>& ScreenStack::saves() {
  // Rescanned at most once a second: the list is drawn every frame, the folders rarely change.
  const Uint32 now = SDL_GetTicks();
  if (!saves_scanned_ || now - saves_scanned_at_ > 1000) {
    saves_ = find_saves(save_dirs(config_dir_));
    saves_scanned_ = true;
    saves_scanned_at_ = now;
  }
  return saves_;
}

void ScreenStack::draw_save_list(float width) {
  const std::vector<SaveListing> list = saves();  // a copy: a double click may load and rescan
  if (list.empty()) {
    ImGui::TextColored(kDim, "No saves yet in %s/saves", config_dir_.c_str());
    return;
  }
  ImGui::TextColored(kDim, "Saves (click to pick, double-click to load):");
  const float row = ImGui::GetTextLineHeightWithSpacing();
  const float rows = static_cast<float>(list.size() < 4 ? list.size() : 4);
  if (ImGui::BeginChild("##saves", ImVec2(width, row * rows + ImGui::GetStyle().WindowPadding.y * 2), true)) {
    for (const SaveListing& s : list) {
      const bool picked = s.path == save_path_;
      const bool clicked = ImGui::Selectable(s.label.c_str(), picked, ImGuiSelectableFlags_AllowDoubleClick);
      const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
      buttons_["save " + s.label] = ScreenRect{a.x, a.y, b.x, b.y};
      if (clicked) {
        save_path_ = s.path;
        log_.write("save picked " + s.path);
        if (ImGui::IsMouseDoubleClicked(ImGuiMouseButton_Left)) {
          ImGui::EndChild();
          load_game(s.path);
          return;
        }
      }
    }
  }
  ImGui::EndChild();
}

}  // namespace hexfire::game
