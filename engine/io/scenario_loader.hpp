// Loads a scenario XML file (format version 1, docs/scenario-format.md) with its rule system's
// ruleset. Every problem is reported, all at once, as "file:line: <hex or unit>: what is wrong";
// nothing throws.
#pragma once

#include <optional>
#include <string>

#include "engine/io/diagnostic.hpp"
#include "engine/state/scenario.hpp"

namespace hexfire {

struct ScenarioLoad {
  std::optional<Scenario> scenario;  // set only when there are no errors
  Diagnostics errors;                // sorted by file, then line
  bool ok() const { return scenario.has_value() && errors.empty(); }
};

// `rules_dir` holds <system>.xml files, e.g. "<repo>/assets/rules".
ScenarioLoad load_scenario(const std::string& path, const std::string& rules_dir);
// As above, from text; `display_name` stands for the file name in messages.
ScenarioLoad load_scenario_text(const std::string& xml_text, const std::string& display_name,
                                const std::string& rules_dir);

}  // namespace hexfire
