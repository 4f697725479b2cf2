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

namespace hexfire::test {
namespace {

std::vector<std::string> shipped_volley_scenarios() {
  std::vector<std::string> files;
  for (const auto& e : std::filesystem::directory_iterator(repo_path("scenarios/volley")))
    if (e.is_regular_file() && e.path().extension() == ".xml") files.push_back(e.path().string());
  std::sort(files.begin(), files.end());
  return files;
}

// One game of random legal commands: "done" one time in four (or when nothing else is legal) so
// that the secret orders and the phases move on.
void play_random_game(GameSession& s, std::uint64_t seed) {
  Rng pick(seed * 7919);
  for (int i = 0; i < 6000 && !s.match().flow.game_over; ++i) {
    const auto legal = s.legal_commands();
    ASSERT_FALSE(legal.empty());
    std::vector<Command> acts;
    for (const Command& c : legal)
      if (c.verb != "done") acts.push_back(c);
    const Command c = acts.empty() || pick.below(4) == 0
                          ? legal.back()
                          : acts[static_cast<std::size_t>(pick.below(static_cast<int>(acts.size())))];
    const ApplyResult r = s.submit(c);
    ASSERT_TRUE(r.ok) << to_line(c) << ": " << r.error;
  }
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
      play_random_game(*s, seed);
      EXPECT_TRUE(s->match().flow.game_over);
      expect_save_replays(*s, rules_dir(), "volley.hxsave");
    }
  }
}

}  // namespace
}  // namespace hexfire::test
