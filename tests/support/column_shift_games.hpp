// Column-shift's recorded random games (tests/fixtures/column-shift/replays/): a game is played
// on the system's code-built map of a variant (engine/rules/column_shift/demo_scenario.hpp) with
// a set of options, through the RuleSystem alone (no scenario file, so no GameSession). Shared by
// the writer (record_column_shift_games.cpp) and the replay test
// (tests/column_shift/recorded_games_test.cpp). The file format is recorded_games.hpp's, with
// "scenario code-built column-shift VARIANT".
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>

#include "engine/flow/match.hpp"
#include "engine/rules/code_built_maps.hpp"
#include "engine/rules/rule_system.hpp"

namespace hexfire::test_support {

inline std::string column_shift_game_scenario(const std::string& variant) { return "code-built column-shift " + variant; }

struct ColumnShiftGame {
  std::unique_ptr<RuleSystem> rules;
  std::optional<Match> match;
  std::string error;
};

// The variant named by a recorded game's scenario line ("code-built column-shift ww2"); "" when
// the line names something else.
inline std::string column_shift_game_variant(const std::string& scenario) {
  const std::string head = "code-built column-shift ";
  return scenario.rfind(head, 0) == 0 ? scenario.substr(head.size()) : std::string();
}

// The game at its start: the variant's map with `options` over the scenario's, started with `seed`.
inline ColumnShiftGame start_column_shift_game(const std::string& rules_dir, const std::string& variant,
                                               const std::map<std::string, std::string>& options, std::uint64_t seed) {
  ColumnShiftGame g;
  BuiltScenario b = build_demo_scenario("column-shift", rules_dir, OffsetLayout::FlatOddQ, variant);
  if (!b.scenario) {
    g.error = b.errors.empty() ? "no scenario" : b.errors.front().message;
    return g;
  }
  for (const auto& [k, v] : options) b.scenario->info.options[k] = v;
  g.rules = make_rule_system(*b.scenario, rules_dir, g.error);
  if (g.rules) g.match.emplace(g.rules->start(*b.scenario, seed));
  return g;
}

}  // namespace hexfire::test_support
