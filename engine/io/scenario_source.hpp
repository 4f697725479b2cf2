// Where a save finds its scenario: only by a relative path inside the game's scenario folder or
// the save's own folder. Absolute paths, '..' and links that lead out of those folders are
// refused, so a save from a stranger can never make the game read (or hash, or report on, or
// watch for live reload) any other file. A save that carries its scenario names it by the same
// rules. See docs/game-flow.md, "Save format".
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
  // The name or a link breaks the rules above (not merely "not found" or "cannot be read"): a
  // save that carries its scenario is refused for it too.
  bool refused = false;
};

// Resolves `recorded` (the save's 'scenario' line) against the save's folder, then the scenario
// folder (with or without a leading "scenarios/"), then the save's folder by file name alone, and
// reads the first that exists through read_bounded_file.
SavedScenario find_saved_scenario(const std::string& recorded, const std::string& save_file,
                                  const std::string& rules_dir);

// Where a carried scenario that has no file in those folders is said to be: `recorded` (one that
// find_saved_scenario did not refuse) under the save's folder. Never a path outside it: live
// reload watches this path, and a scenario's Tiled map is looked for beside it.
std::string carried_scenario_path(const std::string& recorded, const std::string& save_file);

}  // namespace hexfire
