// The screens above the map: main menu, scenario picker, settings, play (the hosted map view),
// pause, hotseat hand-off and victory, kept as a stack (pause sits over play, settings over
// whatever opened it). It is GameApp's AppLayer: it sees events first, draws its ImGui windows,
// owns the game session, the settings and the action log.
#pragma once

#include <imgui.h>

#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "engine/ai/ai_settings.hpp"
#include "engine/flow/game_session.hpp"
#include "game/app/game_app.hpp"
#include "game/app/scenario_watch.hpp"
#include "game/config/settings.hpp"
#include "game/screens/action_log.hpp"
#include "game/screens/load_list.hpp"
#include "game/screens/scenario_catalog.hpp"
#include "game/screens/scenario_options.hpp"
#include "game/screens/screen_list.hpp"
#include "game/screens/thumbnail.hpp"

namespace hexfire::game {

class PlayScreen;
class EditorScreen;

#define HEXFIRE_SCREEN_ID(id, name, flags, draw) id,
enum class ScreenId { HEXFIRE_SCREENS(HEXFIRE_SCREEN_ID) };
#undef HEXFIRE_SCREEN_ID
const char* screen_name(ScreenId id);
std::optional<ScreenId> parse_screen_name(const std::string& name);

struct ScreenRect {
  float x0 = 0, y0 = 0, x1 = 0, y1 = 0;
  Vec2 center() const { return {(x0 + x1) * 0.5, (y0 + y1) * 0.5}; }
};

class ScreenStack final : public AppLayer {
 public:
  // Reads the settings from `config_dir` (and ImGui's layout), applies them to the app.
  ScreenStack(GameApp& app, std::string config_dir, ActionLog& log);
  ~ScreenStack() override;  // remembers window size, zoom and layout
  ScreenStack(const ScreenStack&) = delete;
  ScreenStack& operator=(const ScreenStack&) = delete;

  bool handle_event(const SDL_Event& e) override;
  void draw_ui(float width, float height) override;
  bool shows_map() const override;
  bool shows_map_behind() const override;

  // A screen's row of screen_list.hpp: its name, how it sits over the map, what draws it.
  struct ScreenRow {
    const char* name;
    int flags;
    void (ScreenStack::*draw)(float w, float h);
  };
  static const ScreenRow& row(ScreenId id);

  ScreenId top() const { return stack_.back(); }
  const std::vector<ScreenId>& stack() const { return stack_; }
  void push(ScreenId id);
  void pop();
  void reset_to(ScreenId id);

  // What the buttons do; tests and the --screen staging call them too.
  // A new session on the play screen; `options` override the scenario's (the picker's Options).
  bool start_game(const std::string& scenario_path, const std::map<std::string, std::string>& options = {});
  // Who plays each side (side order) of the games begun from now on: nothing for a player.
  void set_players(std::vector<std::optional<ai::Strength>> players) { players_ = std::move(players); }
  // Checks the save, then opens it on the play screen (map, log, panels as saved); a bad save
  // leaves everything as it was and puts its message in status().
  bool load_game(const std::string& save_path);
  // The save files the Load buttons list (save_dirs(config_directory())), newest first.
  const std::vector<SaveListing>& saves();
  const std::string& save_path() const { return save_path_; }
  void set_save_path(std::string p) { save_path_ = std::move(p); }
  bool save_game(const std::string& save_path);
  // Ends the activation or phase of the side in control (the play screen's end command).
  bool end_phase();
  void confirm_handoff();
  // N: selects (and centres) the next stack of the side in control that can move; nothing if none.
  std::optional<Hex> select_next_ready();
  bool take_screenshot();  // F12: into screenshot_dir(); false (and a log line) on failure
  // Ends activations (answering prompts with their first option) until the game is decided or
  // `limit` steps pass: for --screen victory.
  bool play_to_end(int limit);
  void open_picker();
  void to_main_menu();  // ends the game in progress (the play screen closes)
  // Leaving a game asks first while it has commands not saved (leave_confirm.cpp): the pause
  // menu's Main menu and Quit, and closing the window.
  enum class Leave { Menu, Quit };
  void leave(Leave to);
  bool unsaved() const;
  bool leaving() const { return leaving_.has_value(); }
  // The briefing window (briefing_window.cpp): the scenario's and the side in control's own;
  // shown when a game starts and from the pause menu.
  bool briefing_visible() const { return briefing_; }
  void show_briefing(bool on);
  // A game begun from the picker: the briefing shows now, and again to each other side when its
  // player first takes over at a hot-seat hand-off (each reads only their own side's part).
  void brief_each_side();

  Settings& settings() { return settings_; }
  void apply_settings();           // UI scale, palette
  std::optional<std::string> save_config();  // settings + ImGui layout, atomically
  const std::string& config_directory() const { return config_dir_; }
  // Off for screenshot and benchmark runs: they must not overwrite the player's settings.
  void set_persist(bool on) { persist_ = on; }
  // The play screen's computer gets Settings::computer_seconds as its time limit (none when not
  // persisting: scripts and screenshots).
  void apply_computer_time_limit();

  // The play screen's session (game/play), or nothing before a game starts.
  const GameSession* session() const;
  ScenarioCatalog& catalog() { return catalog_; }
  std::optional<std::size_t> picked() const { return picked_; }
  void pick(std::size_t index);
  // The picked scenario's options as the picker's Options tab shows them (options_tab.cpp).
  const OptionsForm& scenario_options() const { return options_; }
  bool help_visible() const { return help_; }
  void show_help(bool on) { help_ = on; }  // --help-overlay (screenshots)
  std::optional<SideId> handoff_side() const { return handoff_side_; }
  std::optional<Hex> selected_hex() const { return selected_; }
  const std::string& status() const { return status_; }
  // Live reload (live_reload.cpp): the game's scenario file read again, on F5 and by itself when
  // the file changes on disk; the camera stays, the commands so far are replayed when they still
  // apply. A file that fails to load leaves the game running and lists its problems in a panel.
  bool reload_scenario();
  int reloads() const { return reloads_; }  // successful ones, for tests and scripts
  const Diagnostics& reload_errors() const { return reload_errors_; }
  const std::string& reload_note() const { return reload_note_; }
  // Where a button was drawn in the last frame (by its label), for tests that click it.
  std::optional<ScreenRect> button_rect(const std::string& label) const;
  ActionLog& log() { return log_; }
  // The scenario editor (editor_stack.cpp): a file, or the open/new form when `path` is empty;
  // a draft already open stays open. False (and status()) when the file cannot be opened.
  bool open_editor(const std::string& path = "");
  EditorScreen& editor();
  // "Play from here": a game on a copy of the draft; leaving it comes back to the editor.
  bool play_from_editor();

 private:
  bool button(const char* label, float width = 0, float height = 0);
  // One draw member per screen of screen_list.hpp, each defined in its screen's file.
#define HEXFIRE_SCREEN_DRAW(id, name, flags, draw) void draw(float w, float h);
  HEXFIRE_SCREENS(HEXFIRE_SCREEN_DRAW)
#undef HEXFIRE_SCREEN_DRAW
  void draw_save_list(float width);
  void read_scenario_options(const ScenarioEntry& e);
  void draw_scenario_options(const ScenarioEntry& e);
  int changeable_options() const;
  void draw_leave_confirm(float w, float h);
  void leave_now(Leave to);
  void mark_saved();
  void draw_briefing(float w, float h);
  bool editor_event(const SDL_Event& e);  // editor_stack.cpp
  void return_to_editor();
  void brief_at_handoff(std::optional<SideId> side);  // the side's first turn in a briefed game
  // Every frame of play: logs new commands and selections, raises the hand-off and victory screens.
  void watch_session();
  void adopt_play();  // minimap, control and log bookkeeping for the app's current play screen
  void draw_players_in_game(float width);  // the pause menu's "who plays each side"
  void select_at(Vec2 screen);
  void set_status(std::string s);
  void free_thumbnail();
  void free_minimap();
  void poll_reload();
  // With --log, a "buttons:" line whenever the buttons on screen change: each label and its
  // centre, so that a script driving the real window (tests/ui/xdotool_*.sh) knows where to click.
  void log_layout();
  void draw_reload_panel(float w, float h);

  GameApp& app_;
  std::string config_dir_;
  ActionLog& log_;
  Settings settings_;
  std::string ini_path_;
  ImGuiStyle base_style_;  // the style at scale 1 (ScaleAllSizes is cumulative)
  std::vector<ScreenId> stack_{ScreenId::Menu};
  std::map<std::string, ScreenRect> buttons_;
  std::map<std::string, ScreenRect> drawn_buttons_;
  std::string logged_buttons_;         // the last "buttons:" line written (log_layout)
  std::string logged_editor_message_;  // the editor's last message written to the log

  ScenarioCatalog catalog_;
  bool catalog_scanned_ = false;
  std::optional<std::size_t> picked_;
  MapPicture thumbnail_;
  std::optional<std::size_t> thumbnail_of_;
  std::string open_path_;
  OptionsForm options_;  // the picked scenario's, with the players' changes
  std::string save_path_;
  std::string status_;
  std::vector<SaveListing> saves_;
  Uint32 saves_scanned_at_ = 0;
  bool saves_scanned_ = false;

  std::string scenario_path_;
  const PlayScreen* watched_ = nullptr;  // the play screen the bookkeeping below belongs to
  std::size_t commands_logged_ = 0;
  std::optional<Hex> selection_logged_;
  std::optional<SideId> last_control_;
  std::optional<SideId> handoff_side_;
  bool sound_sample_due_ = false;  // the volume slider moved: play a sample when it is let go
  std::vector<std::string> since_last_turn_;  // events shown after the hand-off is confirmed
  // Who plays each side (side order) of the next game begun from the picker or the command line;
  // an empty entry is a player at this computer (player_choice.hpp).
  std::vector<std::optional<ai::Strength>> players_;
  bool show_since_ = false;
  std::optional<std::size_t> replay_logged_;  // the replay step last written to the action log
  MapPicture minimap_;
  MapPicture backdrop_;  // the default scenario's map behind the menus
  bool backdrop_tried_ = false;
  void draw_backdrop(float w, float h);

  std::optional<Leave> leaving_;
  const GameSession* saved_session_ = nullptr;  // the game as last saved, started or loaded
  std::vector<Command> saved_log_;
  bool briefing_ = false;
  bool briefing_focus_ = false;  // brought to the front once, when shown
  bool brief_sides_ = false;     // brief_each_side: the game was begun by players
  std::set<SideId> briefed_;     // sides in control when the briefing was shown
  bool hold_quit_ = false;       // the window's close button asked: its SDL_QUIT waits for the answer

  ScenarioWatch scenario_watch_;
  Diagnostics reload_errors_;
  std::string reload_note_;
  bool reload_file_missing_ = false;  // the last reload found no file (the panel's hint says so)
  Uint32 reload_note_at_ = 0;
  int reloads_ = 0;

  std::unique_ptr<EditorScreen> editor_;
  bool back_to_editor_ = false;  // the game in progress was started from the editor
  bool persist_ = true;
  bool help_ = false;
  std::optional<Hex> selected_;
  Vec2 press_at_{-1, -1};
  bool pressed_ = false;
};

}  // namespace hexfire::game
