// Where a save finds its scenario when it does not carry it: only by a relative path inside the
// game's scenario folder or the save's own folder. Absolute paths, '..' and links that lead out
// of those folders are refused, so a save from a stranger can never make the game read (or hash,
// or report on) any other file. See docs/game-flow.md, "Save format".
#pragma once

#include <optional>
#include <string>

namespace hexfire {

// The game's scenario folder: "scenarios" beside the "assets" folder that holds `rules_dir`
// (<data>/assets/rules -> <data>/scenarios).
std::string scenario_folder_for(const std::string& rules_dir);

// The name a save records for `scenario_path`: its path inside the scenario folder when it is
// there ("fireline/crossroads.xml"), else its file name (looked for beside the save).
std::string saved_scenario_name(const std::string& scenario_path, const std::string& rules_dir);

struct SavedScenario {
  std::optional<std::string> bytes;  // the file's bytes when found and allowed
  std::string path;                  // the file read
  std::string error;                 // why not, naming the recorded path; set when !bytes
};

// Resolves `recorded` (the save's 'scenario' line) against the save's folder, then the scenario
// folder (with or without a leading "scenarios/"), then the save's folder by file name alone, and
// reads the first that exists through read_bounded_file.
SavedScenario find_saved_scenario(const std::string& recorded, const std::string& save_file,
                                  const std::string& rules_dir);

}  // namespace hexfire
