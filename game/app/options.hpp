// Command-line options of the hexfire executable.
#pragma once

#include <optional>
#include <utility>
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
  bool size_given = false;  // --size was on the command line (else the remembered window size)
  std::optional<std::string> screen;  // menu|picker|settings|play|pause|handoff|victory: stage that screen
  int bench_frames = 0;               // > 0: draw this many frames, print median and p95 frame time, exit
  std::optional<std::pair<int, int>> generate_map;  // a random WxH map instead of a scenario
  std::string rule_system;  // whose --demo / --generate-map map; empty: the first that builds one
  std::optional<std::string> log;     // action log: a file, or "-" for stdout
  bool zoom_out = false;              // --zoom-out: the smallest zoom (benchmarks)
  // Play screen staging (screenshots): --play, --select HEX, --hover HEX, --target HEX, --action ID, --los HEX.
  bool play = false;
  std::optional<std::string> load;  // --load SAVE: start in the saved game
  std::optional<std::string> edit;  // --edit FILE: start in the scenario editor on FILE
  std::optional<std::string> edit_window;  // --edit-window NAME: the editor's "settings" or "forces" open
  std::string action;  // a rule system's action id, chosen before --target
  bool roll = false;    // --roll: confirm the --target action
  bool tables = false;  // --tables: open the tables window
  bool help_overlay = false;  // --help-overlay: F1's help open (shortcuts and the system's rules)
  std::optional<int> replay;  // --replay N: the replay of the game's log open at step N (1-based)
  // --computer SIDE[:STRENGTH]: the computer plays the side (key) at easy, normal (default) or hard.
  std::vector<std::pair<std::string, std::string>> computer;
  std::optional<int> computer_nodes;  // --computer-nodes N: its search budget (tests, screenshots)
  std::optional<std::string> select, hover, target, los;
};

struct ParsedOptions {
  Options options;
  std::string error;  // non-empty: bad command line
};

ParsedOptions parse_options(const std::vector<std::string>& args);  // args without argv[0]
const char* usage_text();

}  // namespace hexfire::game
