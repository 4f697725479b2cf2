// Data directory resolution.
#include "game/app/data_paths.hpp"

#include <cstdlib>
#include <filesystem>

namespace hexfire::game {

std::string data_dir() {
  if (const char* env = std::getenv("HEXFIRE_DATA_DIR"); env && *env) return env;
  return HEXFIRE_SOURCE_DIR;
}

std::string rules_dir() { return data_dir() + "/assets/rules"; }
std::string art_dir() { return data_dir() + "/assets/art"; }
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
