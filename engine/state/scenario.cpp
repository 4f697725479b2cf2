// Small queries over a loaded scenario's description.
#include "engine/state/scenario.hpp"

namespace hexfire {

std::optional<std::string> ScenarioInfo::option(const Ruleset& rules, const std::string& name) const {
  if (const auto it = options.find(name); it != options.end()) return it->second;
  if (const auto it = rules.options.find(name); it != rules.options.end()) return it->second;
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
