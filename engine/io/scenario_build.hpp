// Internal to the scenario loader: the state shared by its parts while one file is read.
#pragma once

#include <map>
#include <memory>
#include <optional>
#include <string>

#include "engine/io/xml_reader.hpp"
#include "engine/state/scenario.hpp"

namespace hexfire::scenario_io {

struct Build {
  Build(DiagnosticSink& s, std::shared_ptr<const Ruleset> r) : sink(s), rules(std::move(r)) {}

  DiagnosticSink& sink;
  std::shared_ptr<const Ruleset> rules;
  ScenarioInfo info;
  std::optional<GameState> state;  // made once the map is known (a 1x1 stand-in if it is broken)
  bool map_ok = false;             // false: hex labels cannot be checked
  std::map<std::string, int> unit_name_lines;  // unit name -> line that defined it
  Diagnostics other_files;  // problems in the files the scenario names (a Tiled map), reported after its own

  HexMap& map() { return state->map(); }
  // A hex label on this map; on failure nothing, and `why` says what is wrong.
  std::optional<Hex> find_hex(const std::string& label, std::string& why) const;
  std::string map_size() const;  // "30x20"
};

// <map>: builds b.state. Always leaves b.state set.
void read_map(Build& b, const XmlElement* map);
// <sides>: sides and their briefings.
void read_sides(Build& b, const XmlElement* sides);
// <unit-types>, <organizations>, <units>, <reinforcements>, then the stacking check.
void read_forces(Build& b, const XmlElement& root);
// <victory>.
void read_victory(Build& b, const XmlElement* victory);

}  // namespace hexfire::scenario_io
