// Scans scenarios/ and loads each file once, keeping its summary for the picker.
#include "game/screens/scenario_catalog.hpp"

#include <algorithm>
#include <filesystem>

#include "engine/io/scenario_loader.hpp"
#include "engine/rules/scenario_check.hpp"

namespace hexfire::game {

ScenarioEntry describe_scenario_file(const std::string& path, const std::string& rules_dir) {
  ScenarioEntry e;
  e.path = path;
  e.title = std::filesystem::path(path).filename().string();
  ScenarioLoad load = load_scenario(path, rules_dir);
  if (!load.ok()) {
    // Every problem, so that a designer fixes them all at once (the picker lists them).
    e.errors = check_scenario_load(load, rules_dir);
    e.error = e.errors.empty() ? "the scenario could not be loaded" : e.errors.front().to_string();
    return e;
  }
  const Scenario& s = *load.scenario;
  e.title = s.info.title;
  e.rule_system = s.info.rule_system + (s.info.variant.empty() ? "" : " (" + s.info.variant + ")");
  e.map_width = s.initial.map().width();
  e.map_height = s.initial.map().height();
  e.turns = s.info.turns;
  for (const Side& side : s.initial.sides()) e.sides.push_back(side.name);
  e.briefing = s.info.briefing;
  e.scenario = std::make_shared<const Scenario>(std::move(*load.scenario));
  return e;
}

void ScenarioCatalog::scan(const std::string& scenarios_dir, const std::string& rules_dir) {
  std::vector<std::string> paths;
  std::error_code ec;
  for (auto it = std::filesystem::recursive_directory_iterator(scenarios_dir, ec);
       !ec && it != std::filesystem::recursive_directory_iterator(); it.increment(ec))
    if (it->is_regular_file() && it->path().extension() == ".xml") paths.push_back(it->path().string());
  std::sort(paths.begin(), paths.end());
  for (const auto& p : paths)
    if (!find(p)) entries_.push_back(describe_scenario_file(p, rules_dir));
}

std::size_t ScenarioCatalog::add_file(const std::string& path, const std::string& rules_dir) {
  ScenarioEntry e = describe_scenario_file(path, rules_dir);
  if (auto i = find(path)) {
    entries_[*i] = std::move(e);
    return *i;
  }
  entries_.push_back(std::move(e));
  return entries_.size() - 1;
}

std::optional<std::size_t> ScenarioCatalog::find(const std::string& path) const {
  // "scenarios/x.xml" and "/repo/scenarios/x.xml" are the same file.
  std::error_code ec;
  const auto want = std::filesystem::weakly_canonical(path, ec);
  for (std::size_t i = 0; i < entries_.size(); ++i) {
    if (entries_[i].path == path) return i;
    std::error_code ec2;
    if (!ec && std::filesystem::weakly_canonical(entries_[i].path, ec2) == want && !ec2) return i;
  }
  return std::nullopt;
}

}  // namespace hexfire::game
