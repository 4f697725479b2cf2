// Scenario checks that need the rule system: each problem is printed at the location it carries
// (the option's or unit's, ScenarioInfo::where_option / where_unit).
#include "engine/rules/scenario_check.hpp"

#include <sstream>

#include "engine/rules/rule_system.hpp"

namespace hexfire {
namespace {

// A message of the rule system's about one of the scenario's options ("...: option
// round_fire=\"sideways\": must be ..."), from the option on and with its line; else as given.
Diagnostic option_problem(const ScenarioInfo& info, const std::string& message) {
  for (const auto& [name, value] : info.options) {
    const std::size_t at = message.find("option " + name + "=");
    if (at != std::string::npos) {
      const SourceLocation where = info.where_option(name);
      return {where.file, where.line, message.substr(at)};
    }
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
    out.push_back({p.where.file.empty() ? info.source_path : p.where.file, p.where.line, p.message});
  return out;
}

}  // namespace hexfire
