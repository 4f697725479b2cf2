// The player's settings and remembered layout (UI scale, colour-blind palette, window size, zoom),
// stored as key=value text in the user's config directory and written atomically.
#pragma once

#include <optional>
#include <string>

namespace hexfire::game {

struct Settings {
  float ui_scale = 1.0f;        // ImGui font and style scale, for high-DPI screens
  bool colorblind = false;      // side colours from a colour-blind-safe pair (blue / orange)
  bool hotseat_handoff = true;  // hide the map between the two players' turns
  bool confirm_end = true;      // ask before ending an activation while stacks can still act
  int sound_volume = 70;        // sound effects, 0..100
  bool sound_muted = false;
  // The most the computer thinks over one decision, in seconds (issue 16: a time budget per
  // activation, 2 s by default): past it, it plays the best it has found. Its strength's search
  // (a count of commands tried, the same on every machine) usually ends far sooner.
  double computer_seconds = 2.0;
  int window_width = 1280;
  int window_height = 800;
  double zoom = 1.0;            // the map zoom when the game last closed
  std::string last_scenario;    // the scenario last started, preselected in the picker
};

// The range the settings screen offers for Settings::computer_seconds (and a file may hold).
inline constexpr double kLeastComputerSeconds = 0.5;
inline constexpr double kMostComputerSeconds = 30.0;

// $XDG_CONFIG_HOME/hexfire, else ~/.config/hexfire (created on first save).
std::string config_dir();
std::string settings_path(const std::string& dir);  // <dir>/settings.ini
std::string imgui_ini_path(const std::string& dir); // <dir>/imgui.ini
// Where F12 screenshots go: ~/Pictures/hexfire when ~/Pictures exists, else <config>/screenshots.
std::string screenshot_dir();

// Defaults for a missing file; unknown keys and bad values are ignored (and named in `warning`).
Settings load_settings(const std::string& dir, std::string* warning = nullptr);
std::string settings_to_text(const Settings& s);
Settings settings_from_text(const std::string& text, std::string* warning = nullptr);
// Creates the directory if needed and writes the file atomically; the reason on failure.
std::optional<std::string> save_settings(const std::string& dir, const Settings& s);
// mkdir -p; false when the directory cannot be made.
bool make_dirs(const std::string& dir);

}  // namespace hexfire::game
