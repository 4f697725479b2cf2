// The two example scenarios on Tiled maps (docs/tiled.md) play from the start to the victory
// decision through legal commands only, and replay from their logs to the same state.
#include "engine/flow/match_hash.hpp"
#include "flow/flow_helpers.hpp"

namespace hexfire::test {
namespace {

class TiledPlaythrough : public ::testing::TestWithParam<const char*> {};

TEST_P(TiledPlaythrough, PlaysToTheVictoryDecision) {
  const std::string path = repo_path(GetParam());
  auto s = open_game(path);
  ASSERT_TRUE(s);
  Rng rng(7);
  int n = 0;
  while (!s->match().flow.game_over && n < 3000) {
    const auto c = random_legal(*s, rng, 20);
    if (!c) break;
    const ApplyResult r = s->submit(*c);
    ASSERT_TRUE(r.ok) << to_line(*c) << ": " << r.error;
    ++n;
  }
  EXPECT_TRUE(s->match().flow.game_over) << n << " commands";
  auto again = open_game(path);
  ASSERT_FALSE(again->replay_log(s->log()));
  EXPECT_EQ(match_hash(again->match()), match_hash(s->match()));
}

INSTANTIATE_TEST_SUITE_P(Examples, TiledPlaythrough,
                         ::testing::Values("docs/tiled/mill_ford.xml", "docs/tiled/ridge_pointy.xml"));

}  // namespace
}  // namespace hexfire::test
