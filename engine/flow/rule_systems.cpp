// The table of rule systems behind make_rule_system (rule_system.hpp). A new system is one line
// in shipped_systems().
#include <algorithm>
#include <utility>

#include "engine/rules/fireline/fireline_system.hpp"
#include "engine/rules/fireline/fireline_unit.hpp"
#include "engine/rules/rule_system.hpp"

namespace hexfire {
namespace {

std::unique_ptr<RuleSystem> make_fireline(const Scenario& scenario, const std::string& rules_dir, std::string& why) {
  return fireline::FirelineSystem::create(scenario, rules_dir, why);
}

struct Entry {
  std::string id;
  RuleSystemFactory make = nullptr;
  UnitStateReader read_unit = nullptr;
};

std::vector<Entry>& table() {
  static std::vector<Entry> systems = {
      {"fireline", &make_fireline, &fireline::read_fireline_unit},
  };
  return systems;
}

const Entry* find(const std::string& id) {
  for (const Entry& e : table())
    if (e.id == id) return &e;
  return nullptr;
}

}  // namespace

void register_rule_system(const std::string& id, RuleSystemFactory factory, UnitStateReader unit_reader) {
  auto& t = table();
  const auto it = std::find_if(t.begin(), t.end(), [&](const Entry& e) { return e.id == id; });
  if (it != t.end()) *it = {id, factory, unit_reader};
  else t.push_back({id, factory, unit_reader});
}

std::vector<std::string> rule_system_ids() {
  std::vector<std::string> out;
  for (const Entry& e : table()) out.push_back(e.id);
  return out;
}

UnitStateBox read_unit_state(const std::string& system_id, ElementReader& unit_element) {
  const Entry* e = find(system_id);
  return e && e->read_unit ? e->read_unit(unit_element) : UnitStateBox{};
}

std::unique_ptr<RuleSystem> make_rule_system(const Scenario& scenario, const std::string& rules_dir,
                                             std::string& why) {
  if (const Entry* e = find(scenario.info.rule_system)) return e->make(scenario, rules_dir, why);
  std::string known;
  for (const Entry& e : table()) known += (known.empty() ? "" : ", ") + e.id;
  why = "rule system '" + scenario.info.rule_system + "' has no sequence of play yet (known: " + known + ")";
  return nullptr;
}

}  // namespace hexfire
