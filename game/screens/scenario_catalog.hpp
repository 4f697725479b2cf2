// The scenarios the picker offers: every XML file under scenarios/ and any file the player opens,
// each with what the picker shows (title, rule system, map size, turns, sides, briefing) or the
// reason it cannot be played.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/io/diagnostic.hpp"
#include "engine/state/scenario.hpp"

namespace hexfire::game {

struct ScenarioEntry {
  std::string path;
  std::string title;        // the file name when the scenario does not load
  std::string rule_system;
  int map_width = 0, map_height = 0;
  int turns = 0;
  std::vector<std::string> sides;  // names, in side order
  std::string briefing;
  std::string error;        // first diagnostic when the file does not load
  Diagnostics errors;       // all of them, in line order (check_scenario_load)
  std::shared_ptr<const Scenario> scenario;  // loaded (for the thumbnail); null on error
};

class ScenarioCatalog {
 public:
  // Lists <scenarios_dir>/**/*.xml, sorted by path, loading each one.
  void scan(const std::string& scenarios_dir, const std::string& rules_dir);
  // Adds (or refreshes) one file the player opened; returns its index.
  std::size_t add_file(const std::string& path, const std::string& rules_dir);
  const std::vector<ScenarioEntry>& entries() const { return entries_; }
  std::optional<std::size_t> find(const std::string& path) const;

 private:
  std::vector<ScenarioEntry> entries_;
};

ScenarioEntry describe_scenario_file(const std::string& path, const std::string& rules_dir);

}  // namespace hexfire::game
