// Small queries over a loaded scenario's description.
#include "engine/state/scenario.hpp"

namespace hexfire {

std::map<std::string, std::string> ScenarioInfo::options_in_effect(const Ruleset& rules) const {
  std::map<std::string, std::string> out = rules.options;
  if (const auto it = rules.variant_options.find(variant); it != rules.variant_options.end())
    for (const auto& [name, value] : it->second) out[name] = value;
  for (const auto& [name, value] : options) out[name] = value;
  return out;
}

std::optional<std::string> ScenarioInfo::option(const Ruleset& rules, const std::string& name) const {
  const auto all = options_in_effect(rules);
  if (const auto it = all.find(name); it != all.end()) return it->second;
  return std::nullopt;
}

namespace {

int line_in(const auto& lines, const auto& key) {
  const auto it = lines.find(key);
  return it == lines.end() ? 0 : it->second;
}

}  // namespace

SourceLocation ScenarioInfo::where_option(const std::string& name) const {
  return {source_path, line_in(option_lines, name), std::nullopt};
}

SourceLocation ScenarioInfo::where_unit(const Unit& u) const {
  return {source_path, line_in(unit_lines, u.id), u.position};
}

std::vector<const Reinforcement*> ScenarioInfo::arriving_on(int turn) const {
  std::vector<const Reinforcement*> out;
  for (const auto& r : reinforcements)
    if (r.turn == turn) out.push_back(&r);
  return out;
}

}  // namespace hexfire
