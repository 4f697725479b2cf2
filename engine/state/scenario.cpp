// Small queries over a loaded scenario's description.
#include "engine/state/scenario.hpp"

namespace hexfire {

std::optional<std::string> ScenarioInfo::option(const Ruleset& rules, const std::string& name) const {
  if (const auto it = options.find(name); it != options.end()) return it->second;
  if (const auto it = rules.options.find(name); it != rules.options.end()) return it->second;
  return std::nullopt;
}

std::vector<const Reinforcement*> ScenarioInfo::arriving_on(int turn) const {
  std::vector<const Reinforcement*> out;
  for (const auto& r : reinforcements)
    if (r.turn == turn) out.push_back(&r);
  return out;
}

}  // namespace hexfire
