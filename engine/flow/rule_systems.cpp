// The table of rule systems behind make_rule_system (rule_system.hpp) and the maps they build in
// code (code_built_maps.hpp). A new system is one line in table().
#include <algorithm>
#include <utility>

#include "engine/io/text_escape.hpp"
#include "engine/rules/code_built_maps.hpp"
#include "engine/rules/column_shift/column_shift_system.hpp"
#include "engine/rules/column_shift/demo_scenario.hpp"
#include "engine/rules/fireline/demo_scenario.hpp"
#include "engine/rules/fireline/fireline_system.hpp"
#include "engine/rules/fireline/fireline_unit.hpp"
#include "engine/rules/fireline/generated_scenario.hpp"
#include "engine/rules/rule_system.hpp"
#include "engine/rules/volley/volley_system.hpp"

namespace hexfire {
namespace {

std::unique_ptr<RuleSystem> make_fireline(const Scenario& scenario, const std::string& rules_dir, std::string& why) {
  return fireline::FirelineSystem::create(scenario, rules_dir, why);
}

struct Entry {
  std::string id;
  RuleSystemFactory make = nullptr;
  UnitStateReader read_unit = nullptr;
  CodeBuiltMaps maps;
  UnitAttributeLister unit_attributes = nullptr;
};

std::vector<Entry>& table() {
  static std::vector<Entry> systems = {
      {"fireline", &make_fireline, &fireline::read_fireline_unit,
       {&fireline::fireline_demo_map, &fireline::fireline_generated_map}, &fireline::fireline_unit_attributes},
      {"column-shift", &column_shift::make_column_shift, &column_shift::read_column_shift_unit,
       CodeBuiltMaps{&column_shift::column_shift_demo_map, nullptr, &column_shift::column_shift_variant_demo},
       &column_shift::column_shift_unit_attributes},
      {"volley", &volley::make_volley, &volley::read_volley_unit, {}, &volley::volley_unit_attributes},
  };
  return systems;
}

const Entry* find(const std::string& id) {
  for (const Entry& e : table())
    if (e.id == id) return &e;
  return nullptr;
}

}  // namespace

void register_rule_system(const std::string& id, RuleSystemFactory factory, UnitStateReader unit_reader,
                          UnitAttributeLister unit_attributes) {
  auto& t = table();
  const auto it = std::find_if(t.begin(), t.end(), [&](const Entry& e) { return e.id == id; });
  if (it != t.end()) *it = {id, factory, unit_reader, {}, unit_attributes};
  else t.push_back({id, factory, unit_reader, {}, unit_attributes});
}

std::vector<UnitAttribute> unit_attributes_of(const std::string& system_id, const std::string& rules_dir) {
  const Entry* e = find(system_id);
  return e && e->unit_attributes ? e->unit_attributes(rules_dir) : std::vector<UnitAttribute>{};
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
  why = "rule system " + quote_input(scenario.info.rule_system) + " has no sequence of play yet (known: " + known + ")";
  return nullptr;
}

namespace {

// The entry whose maps `has` says it builds: `system_id`'s, or the first that builds one.
const Entry* builder_of(const std::string& system_id, bool (*has)(const CodeBuiltMaps&), const char* what,
                        Diagnostics& errors) {
  for (const Entry& e : table())
    if ((system_id.empty() || e.id == system_id) && has(e.maps)) return &e;
  errors.push_back({"", 0, system_id.empty() ? "no rule system builds " + std::string(what)
                                              : "rule system '" + system_id + "' builds no " + what});
  return nullptr;
}

}  // namespace

BuiltScenario build_demo_scenario(const std::string& system_id, const std::string& rules_dir, OffsetLayout layout,
                                  const std::string& variant) {
  BuiltScenario out;
  if (!variant.empty()) {
    const auto has = [](const CodeBuiltMaps& m) { return m.variant_demo != nullptr; };
    if (const Entry* e = builder_of(system_id, has, "demonstration map of a variant", out.errors))
      out = e->maps.variant_demo(rules_dir, variant, layout);
    return out;
  }
  const auto has = [](const CodeBuiltMaps& m) { return m.demo != nullptr; };
  if (const Entry* e = builder_of(system_id, has, "demonstration map", out.errors)) out = e->maps.demo(rules_dir, layout);
  return out;
}

BuiltScenario build_generated_scenario(const std::string& system_id, const std::string& rules_dir, int width,
                                       int height, std::uint32_t seed) {
  BuiltScenario out;
  const auto has = [](const CodeBuiltMaps& m) { return m.generated != nullptr; };
  if (const Entry* e = builder_of(system_id, has, "random map", out.errors))
    out = e->maps.generated(rules_dir, width, height, seed);
  return out;
}

}  // namespace hexfire
