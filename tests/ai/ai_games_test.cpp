// The computer opponent plays whole games: the same seed and budget play the same commands, and
// each system's smallest scenario is played to its end by it on both sides (a tiny budget: the
// one-step screen only, so the test stays fast), its log replaying to the same hash.
#include "engine/ai/ai_player.hpp"
#include "flow/flow_helpers.hpp"

namespace hexfire::test {
namespace {

std::vector<ai::Player> both(int nodes, std::uint64_t seed) {
  ai::Player p;
  p.ai.seed = seed;
  p.ai.nodes = nodes;
  return {p, p};
}

}  // namespace

TEST(AiGames, TheSameSeedAndBudgetPlayTheSameCommands) {
  std::vector<Command> first;
  for (int run = 0; run < 2; ++run) {
    auto s = open_game(repo_path("scenarios/volley/tutorial_volley.xml"), 4);
    const ai::PlayedGame g = ai::play_on(*s, both(40, 77), 4, 60);
    ASSERT_FALSE(g.error) << *g.error;
    if (run == 0) first = s->log();
    else EXPECT_EQ(s->log(), first);
  }
  EXPECT_EQ(first.size(), 60u);
}

TEST(AiGames, ItPlaysEachSystemsSmallestScenarioToTheEnd) {
  for (const char* sc : {"scenarios/fireline/crossroads.xml", "scenarios/column-shift/tutorial_ww1.xml",
                         "scenarios/volley/tutorial_volley.xml"}) {
    auto s = open_game(repo_path(sc), 6);
    const ai::PlayedGame g = ai::play_on(*s, both(1, 3), 6, 5000);
    ASSERT_FALSE(g.error) << sc << ": " << *g.error;
    EXPECT_TRUE(g.finished) << sc << " unfinished after " << g.commands << " commands";
    EXPECT_FALSE(s->match().flow.result.empty()) << sc;
    expect_save_replays(*s, rules_dir(), "ai.hxsave");
  }
}

}  // namespace hexfire::test
