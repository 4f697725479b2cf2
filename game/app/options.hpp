// Command-line options of the hexfire executable.
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace hexfire::game {

struct Options {
  std::string scenario;                 // empty: the default scenario
  std::optional<std::string> screenshot;  // render one frame to this PNG, then exit
  int width = 1280;
  int height = 800;
  std::optional<std::string> focus;  // hex label to centre (and hover) for the screenshot
  std::optional<double> zoom;        // zoom for --focus (default 1)
  bool demo = false;  // the built-in demonstration map instead of a scenario file (development)
  bool demo_pointy = false;  // ... drawn on a pointy-top layout
  bool help = false;
};

struct ParsedOptions {
  Options options;
  std::string error;  // non-empty: bad command line
};

ParsedOptions parse_options(const std::vector<std::string>& args);  // args without argv[0]
const char* usage_text();

}  // namespace hexfire::game
