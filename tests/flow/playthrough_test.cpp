// Every shipped fireline scenario played through commands from the start to the victory
// decision by a seeded policy that only submits commands the rule system lists as legal.
#include <filesystem>

#include "engine/flow/match_hash.hpp"
#include "flow/flow_helpers.hpp"

namespace hexfire::test {
namespace {

std::vector<std::string> shipped_fireline_scenarios() {
  std::vector<std::string> out;
  for (const auto& e : std::filesystem::directory_iterator(repo_path("scenarios/fireline")))
    if (e.path().extension() == ".xml") out.push_back(e.path().string());
  std::sort(out.begin(), out.end());
  return out;
}

// Plays to the end; returns the number of commands.
int play_to_the_end(GameSession& s, std::uint64_t policy_seed, int end_percent) {
  Rng rng(policy_seed);
  int n = 0;
  while (!s.match().flow.game_over && n < 5000) {
    const auto c = random_legal(s, rng, end_percent);
    if (!c) break;
    const ApplyResult r = s.submit(*c);
    EXPECT_TRUE(r.ok) << to_line(*c) << ": " << r.error;
    if (!r.ok) break;
    ++n;
  }
  return n;
}

}  // namespace

TEST(Playthrough, EveryShippedFirelineScenarioReachesTheVictoryDecision) {
  const auto scenarios = shipped_fireline_scenarios();
  ASSERT_FALSE(scenarios.empty());
  for (const auto& path : scenarios) {
    SCOPED_TRACE(path);
    auto s = open_game(path);
    ASSERT_TRUE(s);
    const int n = play_to_the_end(*s, 42, 20);
    EXPECT_TRUE(s->match().flow.game_over) << n << " commands";
    EXPECT_FALSE(s->match().flow.result.empty());
    EXPECT_EQ(s->match().flow.events.back().kind, "game_over");
    // The whole game replays from its log to the same state.
    auto again = open_game(path);
    ASSERT_FALSE(again->replay_log(s->log()));
    EXPECT_EQ(match_hash(again->match()), match_hash(s->match()));
  }
}

TEST(Playthrough, CrossroadsWithCombatUnderSeveralSeeds) {
  for (std::uint64_t seed : {1u, 2u, 3u}) {
    auto s = open_game(crossroads(), seed);
    const int n = play_to_the_end(*s, seed * 31, 15);
    EXPECT_TRUE(s->match().flow.game_over);
    EXPECT_GT(n, 24);
    int rolled = 0;
    for (const auto& e : s->match().flow.events) rolled += e.kind == "action";
    EXPECT_GT(rolled, 10);
  }
}

TEST(Playthrough, AlternatingActivationsAlsoReachTheDecision) {
  auto s = open_game(crossroads(), 5, {{"activation_mode", "alternate"}, {"rally_timing", "end_of_turn"}});
  play_to_the_end(*s, 9, 25);
  EXPECT_TRUE(s->match().flow.game_over);
}

}  // namespace hexfire::test
