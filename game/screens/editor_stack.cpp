// The scenario editor on the screen stack: opening it (menu, --edit, --screen editor), drawing
// it, its input, and "Play from here", whose game comes back to the editor when it is left.
#include <imgui.h>

#include <filesystem>

#include "game/app/game_app.hpp"
#include "game/screens/editor_screen.hpp"
#include "game/screens/screen_stack.hpp"

namespace hexfire::game {

EditorScreen& ScreenStack::editor() {
  if (!editor_) editor_ = std::make_unique<EditorScreen>(app_);
  return *editor_;
}

bool ScreenStack::open_editor(const std::string& path) {
  if (app_.play()) app_.stop_play();
  std::string error;
  std::error_code ec;
  if (!path.empty() && !std::filesystem::exists(path, ec)) {
    // A file to make: the new-scenario form, saving to it.
    editor().prepare_new(path);
  } else if (!path.empty() && !editor().open(path, error)) {
    set_status("cannot edit " + path + ": " + error);
    return false;
  }
  if (path.empty() && editor().has_draft()) editor().show(false);
  reset_to(ScreenId::Menu);
  push(ScreenId::Editor);
  log_.write(path.empty() ? "editor" : "editor " + path);
  return true;
}

void ScreenStack::draw_editor(float w, float h) {
  EditorScreen& ed = editor();
  if (!ed.has_draft()) draw_backdrop(w, h);
  const bool had = ed.has_draft();
  const EditorRequest r = ed.draw(w, h, ImGui::GetIO().FontGlobalScale,
                                  [this](const char* label, float bw, float bh) { return button(label, bw, bh); });
  if (!had && ed.has_draft()) log_.write("editor opened " + ed.draft()->path());
  // The text fields where scripts find them, beside the buttons (log_layout).
  for (const auto& [field, c] : ed.field_centres())
    buttons_["field:" + field] = ScreenRect{static_cast<float>(c.x) - 1, static_cast<float>(c.y) - 1,
                                            static_cast<float>(c.x) + 1, static_cast<float>(c.y) + 1};
  // What each edit did (or why it was refused), for scripts driving the editor (--log).
  if (ed.message() != logged_editor_message_) {
    logged_editor_message_ = ed.message();
    if (!logged_editor_message_.empty()) log_.write("editor: " + logged_editor_message_);
  }
  if (r == EditorRequest::Close) {
    ed.close();
    reset_to(ScreenId::Menu);
  } else if (r == EditorRequest::Play) {
    play_from_editor();
  }
}

bool ScreenStack::editor_event(const SDL_Event& e) {
  EditorScreen& ed = editor();
  if (!ed.has_draft()) {
    if (e.type == SDL_KEYDOWN && e.key.keysym.sym == SDLK_ESCAPE && !ImGui::GetIO().WantTextInput) {
      reset_to(ScreenId::Menu);
      return true;
    }
    return false;
  }
  return ed.handle_event(e, ImGui::GetIO().WantCaptureMouse, ImGui::GetIO().WantTextInput);
}

bool ScreenStack::play_from_editor() {
  EditorScreen& ed = editor();
  const auto copy = ed.write_play_copy();
  if (!copy) {
    set_status(ed.message());
    return false;
  }
  // The copy is not a scenario to offer again next time.
  const std::string last = settings_.last_scenario;
  const bool started = start_game(*copy);
  settings_.last_scenario = last;
  if (!started) {
    ed.remove_play_copy();
    return false;
  }
  back_to_editor_ = true;
  log_.write("play from the editor");
  return true;
}

void ScreenStack::return_to_editor() {
  back_to_editor_ = false;
  editor().remove_play_copy();
  if (!editor().has_draft()) return;
  editor().show(true);
  push(ScreenId::Editor);
}

}  // namespace hexfire::game
