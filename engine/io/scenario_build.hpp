// Internal to the scenario loader: the state shared by its parts while one file is read.
#pragma once

#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

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
  std::set<std::string> misspelt_sections;  // top-level elements reported as misspelt: their uses say nothing more
  Diagnostics other_files;  // problems in the files the scenario names (a Tiled map), reported after its own

  // A name used but never defined (a side, organization or unit type): its first use is reported
  // ("<subject>: <message>"), and each later use of the same name adds its line to that message
  // instead of an error of its own, so that one typo or missing definition is one error.
  void unknown_name(ElementReader& r, const std::string& kind, const std::string& name, const std::string& message);
  struct UnknownName {
    std::size_t index = 0;  // of its diagnostic in the sink
    std::string message;    // as first reported
    std::vector<int> more_lines;
  };
  std::map<std::string, UnknownName> unknown_names;  // by kind and name

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
