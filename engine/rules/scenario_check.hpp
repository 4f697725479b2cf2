// The checks of a scenario that need its rule system, as file:line diagnostics: option values
// the system does not accept, and set-up problems it reports (RuleSystem::check_setup).
// hexfire-lint runs them after the file itself has loaded cleanly.
#pragma once

#include <map>
#include <optional>
#include <string>

#include "engine/io/diagnostic.hpp"
#include "engine/io/scenario_loader.hpp"
#include "engine/state/scenario.hpp"

namespace hexfire {

// The option of `options` that a rule system's refusal names ("option round_fire=\"x\": ...",
// "option initiative: ...", "option activation_mode is ..."), and where those words start.
struct OptionMention {
  std::string name;
  std::size_t at = 0;
};
std::optional<OptionMention> option_named_in(const std::map<std::string, std::string>& options,
                                             const std::string& message);

// A rule system's refusal to start (make_rule_system's `why`, one problem a line), each at the
// line of the option it names (from the option's words on), else at the scenario file.
Diagnostics rule_refusal_diagnostics(const ScenarioInfo& info, const std::string& why);

// Empty when the scenario is fine for its rules; `rules_dir` holds <system>.xml.
Diagnostics check_scenario_rules(const Scenario& scenario, const std::string& rules_dir);

// Every problem of a scenario file in one pass, in line order: for a file that loads, the checks
// above; for one that does not, the load's errors together with the option values its rule
// system refuses (read from ScenarioLoad::partial), so that fixing the first problem does not
// uncover the next. What hexfire-lint prints and the game's picker lists.
Diagnostics check_scenario_load(const ScenarioLoad& load, const std::string& rules_dir);

}  // namespace hexfire
