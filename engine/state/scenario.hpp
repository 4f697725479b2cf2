// A scenario as loaded from XML: what the players read and the victory rules (ScenarioInfo),
// and the state the game starts from (GameState).
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "engine/core/strong_id.hpp"
#include "engine/hex/hex.hpp"
#include "engine/state/game_state.hpp"

namespace hexfire {

// Units that enter the map at `entry` at the start of `turn`. Until then they are in the
// GameState without a position.
struct Reinforcement {
  int turn = 1;
  SideId side{};
  Hex entry{};
  std::vector<UnitId> units;
};

// A hex worth `points` to whoever holds it at the end; `owner` holds it at the start.
struct Objective {
  std::string name;
  Hex hex{};
  int points = 0;
  std::optional<SideId> owner;
};

// Where something of a scenario was defined, as data: for problems found after loading (a rule
// system's set-up checks) and for the scenario editor to point at.
struct SourceLocation {
  std::string file;        // as given to the loader
  int line = 0;            // 0: the file as a whole (or a scenario made by a program)
  std::optional<Hex> hex;  // the hex it stands in, where there is one
};

struct VictoryConditions {
  std::vector<Objective> objectives;
  std::map<SideId, int> vp_per_sp_eliminated;  // side -> VP it scores per enemy SP eliminated
  std::map<SideId, int> sudden_death_vp;       // side -> VP total that wins the game at once
  // side -> VP it holds from the start: the designer's balance, so that a scenario one side wins
  // between equal players (its historical odds) is even as a game (<bonus>).
  std::map<SideId, int> bonus_vp;
};

struct ScenarioInfo {
  std::string source_path;  // as given to the loader (display name for text loads)
  std::string title;
  std::string briefing;
  std::string rule_system;  // "fireline"
  std::string variant;      // "" when the scenario names none
  std::map<std::string, std::string> side_briefings;  // side key -> text
  int turns = 1;
  std::uint64_t seed = 1;
  std::map<std::string, std::string> options;  // overrides of ruleset options
  std::vector<Reinforcement> reinforcements;   // in file order
  VictoryConditions victory;
  // The lines things were defined on, from the document the scenario was built from.
  std::map<std::string, int> option_lines;  // option name -> line of its <option>
  std::map<UnitId, int> unit_lines;         // unit or leader -> line of its <unit> or <leader>

  // Every option as this scenario plays it: the ruleset's defaults, then its variant's options
  // (Ruleset::variant_options), then this scenario's own overrides.
  std::map<std::string, std::string> options_in_effect(const Ruleset& rules) const;
  // One of them; nothing if neither the ruleset, the variant nor the scenario has it.
  std::optional<std::string> option(const Ruleset& rules, const std::string& name) const;
  // Where an option override or a unit was defined (a unit's hex is its starting position).
  SourceLocation where_option(const std::string& name) const;
  SourceLocation where_unit(const Unit& u) const;
  // Reinforcements arriving on `turn`.
  std::vector<const Reinforcement*> arriving_on(int turn) const;
};

struct Scenario {
  ScenarioInfo info;
  GameState initial;
};

}  // namespace hexfire
