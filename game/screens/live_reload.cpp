// Live reload on the play screen: the watcher's poll, F5, swapping in the reloaded session with
// the camera kept, and the panel that lists a broken file's problems over the running game.
#include <imgui.h>

#include <exception>

#include "engine/flow/session_reload.hpp"
#include "engine/io/text_escape.hpp"
#include "game/play/play_screen.hpp"
#include "game/screens/diagnostics_list.hpp"
#include "game/screens/screen_stack.hpp"
#include "game/screens/screen_style.hpp"

namespace hexfire::game {

namespace {
constexpr Uint32 kNoteShownMs = 5000;  // how long "Reloaded ..." stays up
}  // namespace

void ScreenStack::poll_reload() {
  if (!app_.play() || !scenario_watch_.changed(SDL_GetTicks())) return;
  log_.write("scenario changed on disk: " + scenario_watch_.path());
  reload_scenario();
}

bool ScreenStack::reload_scenario() {
  const PlayScreen* play = app_.play();
  if (!play) return false;
  SessionReload reload;
  try {
    // A game loaded from a save finds its file as the save loader does, from the save's folder.
    reload = reload_session(play->session(), save_path_);
  } catch (const std::exception& e) {
    reload.errors = {{play->session().setup().scenario_path, 0, std::string("internal error while reloading: ") + e.what()}};
    reload.note = "the scenario could not be reloaded";
  }
  if (!reload.session) {
    reload_errors_ = std::move(reload.errors);
    reload_note_ = reload.note;
    reload_file_missing_ = reload.file_missing;
    reload_note_at_ = SDL_GetTicks();
    log_.write("reload failed: " + reload_note_);
    return false;
  }
  // The designer is looking at a place on the map: the new version shows there too.
  const Camera kept = app_.camera();
  const std::string path = reload.session->setup().scenario_path;
  // Moves not saved before the reload are still not saved after it (the replayed log is the
  // same): leaving must still ask. adopt_play marks a new game saved; this puts the mark back.
  const bool was_unsaved = unsaved();
  const std::vector<Command> saved_log = saved_log_;
  std::string error;
  if (!app_.start_loaded(std::move(reload.session), error)) {
    // The old play screen is gone; start the file afresh rather than leave no game.
    start_game(path);
    reload_errors_ = {{path, 0, "the reloaded game could not be shown (" + error + "): the file was started afresh"}};
    return false;
  }
  app_.camera() = kept;
  adopt_play();
  if (was_unsaved) saved_log_ = saved_log;
  reload_note_ = reload.note;
  reload_note_at_ = SDL_GetTicks();
  ++reloads_;
  log_.write(reload_note_);
  return true;
}

void ScreenStack::draw_reload_panel(float w, float /*h*/) {
  if (reload_errors_.empty()) {
    if (reload_note_.empty() || SDL_GetTicks() - reload_note_at_ > kNoteShownMs) return;
    ImGui::SetNextWindowPos(ImVec2(w / 2, 70), ImGuiCond_Always, ImVec2(0.5f, 0));
    ImGui::SetNextWindowBgAlpha(0.85f);
    ImGui::Begin("##reload_note", nullptr,
                 ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoSavedSettings |
                     ImGuiWindowFlags_NoFocusOnAppearing | ImGuiWindowFlags_NoNav);
    ImGui::TextColored(kAccent, "%s", bound_message(reload_note_).c_str());
    ImGui::End();
    return;
  }
  const float pw = w - 40 < 760 ? w - 40 : 760;
  ImGui::SetNextWindowPos(ImVec2(w / 2, 70), ImGuiCond_Appearing, ImVec2(0.5f, 0));
  ImGui::SetNextWindowSize(ImVec2(pw, 300), ImGuiCond_Appearing);
  bool open = true;
  // Opaque like the other panels: the map under it would make its messages hard to read.
  ImGui::SetNextWindowBgAlpha(1.0f);
  if (ImGui::Begin("Scenario reload###reload_errors", &open, ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoCollapse)) {
    ImGui::PushTextWrapPos(0);
    ImGui::TextColored(ImVec4(1, 0.45f, 0.4f, 1), "%s", bound_message(reload_note_).c_str());
    ImGui::PopTextWrapPos();
    ImGui::TextColored(kDim, "%s",
                       reload_file_missing_ ? "Put the scenario file back where the list says it was looked for, then press F5."
                                            : "Fix the file and save it: it reloads by itself (or press F5).");
    const DiagnosticsListResult copy = draw_diagnostics_list("##reload_list", reload_errors_, ImVec2(0, -34), buttons_);
    if (copy.copied) log_.write("copied " + reload_errors_[*copy.copied].to_string());
    if (button("Dismiss", 120)) open = false;
  }
  ImGui::End();
  if (!open) {
    reload_errors_.clear();
    reload_note_.clear();
    log_.write("reload errors dismissed");
  }
}

}  // namespace hexfire::game
