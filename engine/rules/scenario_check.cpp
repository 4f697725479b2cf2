// Scenario checks that need the rule system: each problem is printed at the location it carries
// (the option's or unit's, ScenarioInfo::where_option / where_unit).
#include "engine/rules/scenario_check.hpp"

#include <algorithm>
#include <exception>
#include <sstream>

#include "engine/rules/rule_system.hpp"

namespace hexfire {
namespace {

// A message of the rule system's about one of the scenario's options ("...: option
// round_fire=\"sideways\": must be ...", "option initiative: ..."), from the option on and with
// its line; else as given.
Diagnostic option_problem(const ScenarioInfo& info, const std::string& message) {
  if (const auto named = option_named_in(info.options, message)) {
    const SourceLocation where = info.where_option(named->name);
    return {where.file, where.line, message.substr(named->at)};
  }
  return {info.source_path, 0, message};
}

}  // namespace

std::optional<OptionMention> option_named_in(const std::map<std::string, std::string>& options,
                                             const std::string& message) {
  for (const auto& entry : options) {
    const std::string words = "option " + entry.first;
    for (std::size_t at = message.find(words); at != std::string::npos; at = message.find(words, at + 1)) {
      const std::size_t next = at + words.size();
      // The whole name: followed by '=', ':' or a space (the systems' three ways of naming it).
      if (next < message.size() && (message[next] == '=' || message[next] == ':' || message[next] == ' '))
        return OptionMention{entry.first, at};
    }
  }
  return std::nullopt;
}

Diagnostics rule_refusal_diagnostics(const ScenarioInfo& info, const std::string& why) {
  Diagnostics out;
  std::istringstream lines(why);
  for (std::string l; std::getline(lines, l);)
    if (!l.empty()) out.push_back(option_problem(info, l));
  return out;
}

Diagnostics check_scenario_rules(const Scenario& scenario, const std::string& rules_dir) {
  Diagnostics out;
  const ScenarioInfo& info = scenario.info;
  std::string why;
  const auto rules = make_rule_system(scenario, rules_dir, why);
  if (!rules) return rule_refusal_diagnostics(info, why);
  for (const SetupProblem& p : rules->check_setup(scenario))
    out.push_back({p.where.file.empty() ? info.source_path : p.where.file, p.where.line, p.message});
  return out;
}

Diagnostics check_scenario_load(const ScenarioLoad& load, const std::string& rules_dir) {
  if (load.ok()) return check_scenario_rules(*load.scenario, rules_dir);
  Diagnostics out = load.errors;
  if (!load.partial) return out;
  // Only the option values: the rest of a broken scenario's set-up may be missing pieces whose
  // errors are already listed. A refusal is kept when it names an option the file sets.
  Diagnostics options;
  const ScenarioInfo& info = load.partial->info;
  std::string why;
  bool refused = false;
  try {
    refused = !make_rule_system(*load.partial, rules_dir, why);
  } catch (const std::exception&) {
    refused = false;  // a system that cannot start on the broken remains: its errors are listed already
  }
  if (refused)
    for (Diagnostic& d : rule_refusal_diagnostics(info, why))
      if (d.line > 0) options.push_back(std::move(d));
  if (options.empty()) return out;
  // The load's errors are in line order for this file, then other files' (a ruleset, a Tiled
  // map): the option lines go among this file's.
  const auto own_end = std::stable_partition(out.begin(), out.end(), [&](const Diagnostic& d) { return d.file == info.source_path; });
  const auto own = static_cast<std::size_t>(own_end - out.begin());
  out.insert(own_end, options.begin(), options.end());
  std::stable_sort(out.begin(), out.begin() + static_cast<std::ptrdiff_t>(own + options.size()),
                   [](const Diagnostic& x, const Diagnostic& y) { return x.line < y.line; });
  return out;
}

}  // namespace hexfire
