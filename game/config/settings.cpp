// Settings as key=value lines in the user's config directory.
#include "game/config/settings.hpp"

#include <sys/stat.h>

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <sstream>

#include "engine/io/save_atomic.hpp"

namespace hexfire::game {

namespace {

std::string env_or_empty(const char* name) {
  const char* v = std::getenv(name);
  return v ? std::string(v) : std::string();
}

bool is_dir(const std::string& p) {
  struct stat st {};
  return stat(p.c_str(), &st) == 0 && S_ISDIR(st.st_mode);
}

std::string trim(const std::string& s) {
  const auto b = s.find_first_not_of(" \t\r");
  if (b == std::string::npos) return {};
  const auto e = s.find_last_not_of(" \t\r");
  return s.substr(b, e - b + 1);
}

bool parse_double(const std::string& v, double lo, double hi, double& out) {
  char* end = nullptr;
  const double d = std::strtod(v.c_str(), &end);
  if (end == v.c_str() || *end != '\0' || !(d >= lo && d <= hi)) return false;
  out = d;
  return true;
}

}  // namespace

std::string config_dir() {
  const std::string xdg = env_or_empty("XDG_CONFIG_HOME");
  if (!xdg.empty()) return xdg + "/hexfire";
  const std::string home = env_or_empty("HOME");
  return (home.empty() ? std::string(".") : home) + "/.config/hexfire";
}

std::string settings_path(const std::string& dir) { return dir + "/settings.ini"; }
std::string imgui_ini_path(const std::string& dir) { return dir + "/imgui.ini"; }

std::string screenshot_dir() {
  const std::string home = env_or_empty("HOME");
  if (!home.empty() && is_dir(home + "/Pictures")) return home + "/Pictures/hexfire";
  return config_dir() + "/screenshots";
}

bool make_dirs(const std::string& dir) {
  if (dir.empty() || is_dir(dir)) return true;
  const auto slash = dir.find_last_of('/');
  if (slash != std::string::npos && slash > 0 && !make_dirs(dir.substr(0, slash))) return false;
  return mkdir(dir.c_str(), 0755) == 0 || errno == EEXIST;
}

std::string settings_to_text(const Settings& s) {
  std::ostringstream o;
  o << "# hexfire settings (written by the game; edit while it is closed)\n";
  o << "ui_scale=" << s.ui_scale << "\n";
  o << "colorblind=" << (s.colorblind ? 1 : 0) << "\n";
  o << "hotseat_handoff=" << (s.hotseat_handoff ? 1 : 0) << "\n";
  o << "confirm_end=" << (s.confirm_end ? 1 : 0) << "\n";
  o << "sound_volume=" << s.sound_volume << "\n";
  o << "sound_muted=" << (s.sound_muted ? 1 : 0) << "\n";
  o << "computer_seconds=" << s.computer_seconds << "\n";
  o << "window_width=" << s.window_width << "\n";
  o << "window_height=" << s.window_height << "\n";
  o << "zoom=" << s.zoom << "\n";
  o << "last_scenario=" << s.last_scenario << "\n";
  return o.str();
}

Settings settings_from_text(const std::string& text, std::string* warning) {
  Settings s;
  std::istringstream in(text);
  std::string line;
  int n = 0;
  auto warn = [&](const std::string& what) {
    if (warning && warning->empty()) *warning = "settings line " + std::to_string(n) + ": " + what;
  };
  while (std::getline(in, line)) {
    ++n;
    line = trim(line);
    if (line.empty() || line[0] == '#') continue;
    const auto eq = line.find('=');
    if (eq == std::string::npos) {
      warn("no '='");
      continue;
    }
    const std::string key = trim(line.substr(0, eq)), value = trim(line.substr(eq + 1));
    double d = 0;
    if (key == "ui_scale") {
      if (parse_double(value, 0.5, 3.0, d)) s.ui_scale = static_cast<float>(d); else warn("bad ui_scale");
    } else if (key == "colorblind") {
      s.colorblind = value == "1" || value == "true";
    } else if (key == "hotseat_handoff") {
      s.hotseat_handoff = !(value == "0" || value == "false");
    } else if (key == "confirm_end") {
      s.confirm_end = !(value == "0" || value == "false");
    } else if (key == "sound_volume") {
      if (parse_double(value, 0, 100, d)) s.sound_volume = static_cast<int>(d); else warn("bad sound_volume");
    } else if (key == "sound_muted") {
      s.sound_muted = value == "1" || value == "true";
    } else if (key == "computer_seconds") {
      if (parse_double(value, kLeastComputerSeconds, kMostComputerSeconds, d)) s.computer_seconds = d;
      else warn("bad computer_seconds");
    } else if (key == "window_width") {
      if (parse_double(value, 320, 16384, d)) s.window_width = static_cast<int>(d); else warn("bad window_width");
    } else if (key == "window_height") {
      if (parse_double(value, 240, 16384, d)) s.window_height = static_cast<int>(d); else warn("bad window_height");
    } else if (key == "zoom") {
      if (parse_double(value, 0.25, 4.0, d)) s.zoom = d; else warn("bad zoom");
    } else if (key == "last_scenario") {
      s.last_scenario = value;
    } else {
      warn("unknown key '" + key + "'");
    }
  }
  return s;
}

Settings load_settings(const std::string& dir, std::string* warning) {
  std::string why;
  const auto text = read_whole_file(settings_path(dir), why);
  if (!text) return Settings{};
  return settings_from_text(*text, warning);
}

std::optional<std::string> save_settings(const std::string& dir, const Settings& s) {
  if (!make_dirs(dir)) return "cannot create '" + dir + "'";
  return write_file_atomic(settings_path(dir), settings_to_text(s));
}

}  // namespace hexfire::game
