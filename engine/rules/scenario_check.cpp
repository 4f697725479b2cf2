// Scenario checks that need the rule system: each problem gets the line of the option or unit
// it is about, from ScenarioInfo::source_lines.
#include "engine/rules/scenario_check.hpp"

#include <sstream>

#include "engine/rules/rule_system.hpp"

namespace hexfire {
namespace {

int line_of(const ScenarioInfo& info, const std::string& key) {
  const auto it = info.source_lines.find(key);
  return it == info.source_lines.end() ? 0 : it->second;
}

// A message of the rule system's about one of the scenario's options ("...: option
// round_fire=\"sideways\": must be ..."), from the option on and with its line; else as given.
Diagnostic option_problem(const ScenarioInfo& info, const std::string& message) {
  for (const auto& [name, value] : info.options) {
    const std::size_t at = message.find("option " + name + "=");
    if (at != std::string::npos) return {info.source_path, line_of(info, "option:" + name), message.substr(at)};
  }
  return {info.source_path, 0, message};
}

}  // namespace

Diagnostics check_scenario_rules(const Scenario& scenario, const std::string& rules_dir) {
  Diagnostics out;
  const ScenarioInfo& info = scenario.info;
  std::string why;
  const auto rules = make_rule_system(scenario, rules_dir, why);
  if (!rules) {
    // One line per problem the system gave (several bad options come as several lines).
    std::istringstream lines(why);
    for (std::string l; std::getline(lines, l);)
      if (!l.empty()) out.push_back(option_problem(info, l));
    return out;
  }
  for (const SetupProblem& p : rules->check_setup(scenario))
    out.push_back({info.source_path, p.unit.empty() ? 0 : line_of(info, "unit:" + p.unit), p.message});
  return out;
}

}  // namespace hexfire
