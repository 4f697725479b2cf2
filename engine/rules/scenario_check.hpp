// The checks of a scenario that need its rule system, as file:line diagnostics: option values
// the system does not accept, and set-up problems it reports (RuleSystem::check_setup).
// hexfire-lint runs them after the file itself has loaded cleanly.
#pragma once

#include <string>

#include "engine/io/diagnostic.hpp"
#include "engine/state/scenario.hpp"

namespace hexfire {

// Empty when the scenario is fine for its rules; `rules_dir` holds <system>.xml.
Diagnostics check_scenario_rules(const Scenario& scenario, const std::string& rules_dir);

}  // namespace hexfire
