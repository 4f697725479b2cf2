// Every shipped volley scenario plays: a few seeded games of random legal commands run each one
// to its last turn, and the save of each game replays to the same state. A scenario that sets up
// a unit the rules cannot move, fire or order shows here as a refused command or a game that
// never ends.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

#include "engine/core/rng.hpp"
#include "flow/flow_helpers.hpp"
#include "volley/volley_random_game.hpp"

namespace hexfire::test {
namespace {

std::vector<std::string> shipped_volley_scenarios() {
  std::vector<std::string> files;
  for (const auto& e : std::filesystem::directory_iterator(repo_path("scenarios/volley")))
    if (e.is_regular_file() && e.path().extension() == ".xml") files.push_back(e.path().string());
  std::sort(files.begin(), files.end());
  return files;
}

TEST(VolleyScenarios, TheFolderHoldsTheTutorialAndTheBattles) {
  const auto files = shipped_volley_scenarios();
  EXPECT_GE(files.size(), 3u);
}

TEST(VolleyScenarios, EveryShippedScenarioPlaysToTheEndAndReplays) {
  for (const std::string& file : shipped_volley_scenarios()) {
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
      SCOPED_TRACE(file + " seed " + std::to_string(seed));
      auto s = open_game(file, seed);
      ASSERT_TRUE(s);
      play_random_volley_game(*s, seed);
      EXPECT_TRUE(s->match().flow.game_over);
      expect_save_replays(*s, rules_dir(), "volley.hxsave");
    }
  }
}

}  // namespace
}  // namespace hexfire::test
