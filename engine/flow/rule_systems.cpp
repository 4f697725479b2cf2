// The table of rule systems behind make_rule_system (rule_system.hpp). A new system is one line
// in shipped_systems().
#include <algorithm>
#include <utility>

#include "engine/rules/fireline/fireline_system.hpp"
#include "engine/rules/rule_system.hpp"

namespace hexfire {
namespace {

std::unique_ptr<RuleSystem> make_fireline(const Scenario& scenario, const std::string& rules_dir, std::string& why) {
  return fireline::FirelineSystem::create(scenario, rules_dir, why);
}

std::vector<std::pair<std::string, RuleSystemFactory>>& table() {
  static std::vector<std::pair<std::string, RuleSystemFactory>> systems = {
      {"fireline", &make_fireline},
  };
  return systems;
}

}  // namespace

void register_rule_system(const std::string& id, RuleSystemFactory factory) {
  auto& t = table();
  const auto it = std::find_if(t.begin(), t.end(), [&](const auto& e) { return e.first == id; });
  if (it != t.end()) it->second = factory;
  else t.emplace_back(id, factory);
}

std::vector<std::string> rule_system_ids() {
  std::vector<std::string> out;
  for (const auto& [id, f] : table()) out.push_back(id);
  return out;
}

std::unique_ptr<RuleSystem> make_rule_system(const Scenario& scenario, const std::string& rules_dir,
                                             std::string& why) {
  for (const auto& [id, make] : table())
    if (id == scenario.info.rule_system) return make(scenario, rules_dir, why);
  std::string known;
  for (const auto& [id, f] : table()) known += (known.empty() ? "" : ", ") + id;
  why = "rule system '" + scenario.info.rule_system + "' has no sequence of play yet (known: " + known + ")";
  return nullptr;
}

}  // namespace hexfire
