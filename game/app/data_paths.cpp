// Data directory resolution.
#include "game/app/data_paths.hpp"

#include <filesystem>

#include "engine/io/data_dir.hpp"

namespace hexfire::game {

// Not cached: the UI tests point HEXFIRE_DATA_DIR at data of their own while they run.
std::string data_dir() { return data_dir_of_this_program(); }

std::string rules_dir() { return data_dir() + "/assets/rules"; }
std::string art_dir() { return data_dir() + "/assets/art"; }
std::string sound_dir() { return data_dir() + "/assets/sound"; }
std::string default_scenario_path() { return data_dir() + "/scenarios/fireline/crossroads.xml"; }

std::string font_path(bool bold) {
  const char* name = bold ? "DejaVuSans-Bold.ttf" : "DejaVuSans.ttf";
  const std::string bundled = data_dir() + "/assets/fonts/" + name;
  if (std::filesystem::exists(bundled)) return bundled;
  return std::string("/usr/share/fonts/truetype/dejavu/") + name;
}

std::string condensed_font_path() {
  const std::string bundled = data_dir() + "/assets/fonts/DejaVuSansCondensed-Bold.ttf";
  if (std::filesystem::exists(bundled)) return bundled;
  return "/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed-Bold.ttf";
}

}  // namespace hexfire::game
