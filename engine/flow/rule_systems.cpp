// The table of rule systems behind make_rule_system (rule_system.hpp).
#include "engine/rules/fireline/fireline_system.hpp"
#include "engine/rules/rule_system.hpp"

namespace hexfire {

std::unique_ptr<RuleSystem> make_rule_system(const Scenario& scenario, const std::string& rules_dir,
                                             std::string& why) {
  if (scenario.info.rule_system == "fireline") return fireline::FirelineSystem::create(scenario, rules_dir, why);
  why = "rule system '" + scenario.info.rule_system + "' has no sequence of play yet (known: fireline)";
  return nullptr;
}

}  // namespace hexfire
