// Loading and starting scenarios at the limits of engine/io/limits.hpp: the largest map, the most
// units, organizations and unit types, generated in memory. Each limit is set so that a file at
// it loads and starts in well under a second (docs/scenario-format.md, "Limits").
#include <benchmark/benchmark.h>

#include <stdexcept>
#include <string>

#include "engine/io/limits.hpp"
#include "engine/io/save.hpp"
#include "engine/io/scenario_loader.hpp"
#include "engine/rules/rule_system.hpp"
#include "tests/support/generated_scenario.hpp"

namespace {

using hexfire::test_support::ScenarioShape;

std::string rules_dir() { return std::string(HEXFIRE_SOURCE_DIR) + "/assets/rules"; }

// The text is made once per shape, outside the timing.
void load_and_start(benchmark::State& state, const ScenarioShape& shape, bool start) {
  const std::string text = hexfire::test_support::generate_scenario(shape);
  for (auto _ : state) {
    hexfire::ScenarioLoad load = hexfire::load_scenario_text(text, "generated.xml", rules_dir());
    if (!load.ok()) throw std::runtime_error(hexfire::format_diagnostics(load.errors));
    if (start) {
      std::string why;
      auto rules = hexfire::make_rule_system(*load.scenario, rules_dir(), why);
      if (!rules) throw std::runtime_error(why);
      benchmark::DoNotOptimize(rules->start(*load.scenario, 7));
    }
    benchmark::DoNotOptimize(load);
  }
  state.counters["bytes"] = static_cast<double>(text.size());
}

// The largest map, terrain and elevation rows for every hex, a few units.
ScenarioShape largest_map() {
  ScenarioShape s;
  s.width = hexfire::limits::kMaxMapSide;
  s.height = static_cast<int>(hexfire::limits::kMaxHexes / hexfire::limits::kMaxMapSide);
  s.units = 40;
  s.orgs = 8;
  s.terrain_rows = true;
  return s;
}

// Every unit and leader the limits allow, one a hex, in regiments of about ten.
ScenarioShape most_units() {
  ScenarioShape s;
  s.width = 200;
  s.height = 120;
  s.leaders = static_cast<int>(hexfire::limits::kMaxLeaders);
  s.units = static_cast<int>(hexfire::limits::kMaxUnits - hexfire::limits::kMaxLeaders);
  s.orgs = static_cast<int>(hexfire::limits::kMaxLeaders);
  s.unit_types = 20;
  s.markers = static_cast<int>(hexfire::limits::kMaxMarkers);
  s.objectives = static_cast<int>(hexfire::limits::kMaxObjectives);
  return s;
}

ScenarioShape most_orgs() {
  ScenarioShape s;
  s.width = 120;
  s.height = 100;
  s.orgs = static_cast<int>(hexfire::limits::kMaxOrganizations);
  s.units = static_cast<int>(hexfire::limits::kMaxOrganizations);  // one unit each
  return s;
}

ScenarioShape most_unit_types() {
  ScenarioShape s;
  s.width = 60;
  s.height = 40;
  s.unit_types = static_cast<int>(hexfire::limits::kMaxUnitTypes);
  s.units = static_cast<int>(hexfire::limits::kMaxUnitTypes);  // one unit of each
  s.orgs = 20;
  return s;
}

void BM_LoadLargestMap(benchmark::State& st) { load_and_start(st, largest_map(), false); }
void BM_LoadStartLargestMap(benchmark::State& st) { load_and_start(st, largest_map(), true); }
void BM_LoadMostUnits(benchmark::State& st) { load_and_start(st, most_units(), false); }
void BM_LoadStartMostUnits(benchmark::State& st) { load_and_start(st, most_units(), true); }
void BM_LoadStartMostOrganizations(benchmark::State& st) { load_and_start(st, most_orgs(), true); }
void BM_LoadStartMostUnitTypes(benchmark::State& st) { load_and_start(st, most_unit_types(), true); }

// A save's text with the most commands the limit allows, parsed (the replay is the rules' cost).
void BM_ParseSaveMostCommands(benchmark::State& state) {
  std::string body = "hexfire-save " + std::to_string(hexfire::kSaveVersion) +
                     "\nscenario s.xml\nscenario-hash 0123456789abcdef\nsystem fireline\nseed 1\ncommands " +
                     std::to_string(hexfire::limits::kMaxSaveCommands) + "\n";
  for (std::size_t i = 0; i < hexfire::limits::kMaxSaveCommands; ++i) body += "command usa move 0101 0102 units=1,2\n";
  body += "state-hash 0123456789abcdef\n";
  const std::string text = hexfire::seal_save_text(body);
  for (auto _ : state) {
    hexfire::SaveParse p = hexfire::parse_save(text, "g.hxsave");
    if (!p.ok()) throw std::runtime_error(p.error.to_string());
    benchmark::DoNotOptimize(p);
  }
}

BENCHMARK(BM_LoadLargestMap)->Unit(benchmark::kMillisecond)->MinTime(2.0);
BENCHMARK(BM_LoadStartLargestMap)->Unit(benchmark::kMillisecond)->MinTime(2.0);
BENCHMARK(BM_LoadMostUnits)->Unit(benchmark::kMillisecond)->MinTime(2.0);
BENCHMARK(BM_LoadStartMostUnits)->Unit(benchmark::kMillisecond)->MinTime(2.0);
BENCHMARK(BM_LoadStartMostOrganizations)->Unit(benchmark::kMillisecond)->MinTime(2.0);
BENCHMARK(BM_LoadStartMostUnitTypes)->Unit(benchmark::kMillisecond)->MinTime(2.0);
BENCHMARK(BM_ParseSaveMostCommands)->Unit(benchmark::kMillisecond)->MinTime(2.0);

}  // namespace
