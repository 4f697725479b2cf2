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

struct VictoryConditions {
  std::vector<Objective> objectives;
  std::map<SideId, int> vp_per_sp_eliminated;  // side -> VP it scores per enemy SP eliminated
  std::map<SideId, int> sudden_death_vp;       // side -> VP total that wins the game at once
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
  // Where things were defined in the file, for messages that come after loading (a rule
  // system's checks of the set-up): "option:NAME" and "unit:NAME" -> line.
  std::map<std::string, int> source_lines;

  // The ruleset option with this scenario's override applied; nothing if neither has it.
  std::optional<std::string> option(const Ruleset& rules, const std::string& name) const;
  // Reinforcements arriving on `turn`.
  std::vector<const Reinforcement*> arriving_on(int turn) const;
};

struct Scenario {
  ScenarioInfo info;
  GameState initial;
};

}  // namespace hexfire
