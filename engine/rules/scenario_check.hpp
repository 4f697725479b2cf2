// The checks of a scenario that need its rule system, as file:line diagnostics: option values
// the system does not accept, and set-up problems it reports (RuleSystem::check_setup).
// hexfire-lint runs them after the file itself has loaded cleanly.
#pragma once

#include <string>

#include "engine/io/diagnostic.hpp"
#include "engine/io/scenario_loader.hpp"
#include "engine/state/scenario.hpp"

namespace hexfire {

// Empty when the scenario is fine for its rules; `rules_dir` holds <system>.xml.
Diagnostics check_scenario_rules(const Scenario& scenario, const std::string& rules_dir);

// Every problem of a scenario file in one pass, in line order: for a file that loads, the checks
// above; for one that does not, the load's errors together with the option values its rule
// system refuses (read from ScenarioLoad::partial), so that fixing the first problem does not
// uncover the next. What hexfire-lint prints and the game's picker lists.
Diagnostics check_scenario_load(const ScenarioLoad& load, const std::string& rules_dir);

}  // namespace hexfire
