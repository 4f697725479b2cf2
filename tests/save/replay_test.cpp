// Replay: step a save forward and back; each position matches the game as it was played, and
// each step carries its resolutions.
#include "engine/flow/match_hash.hpp"
#include "engine/flow/replay.hpp"
#include "engine/io/save_atomic.hpp"
#include "flow/flow_helpers.hpp"

namespace hexfire::test {

TEST(Replay, StepsForwardAndBackThroughTheGameAsPlayed) {
  TempDir dir("replay");
  auto s = open_game(crossroads(), 21);
  Rng policy(21);
  std::vector<std::uint64_t> hashes{match_hash(s->match())};
  std::vector<std::size_t> ledgers;
  for (int k = 0; k < 30 && !s->match().flow.game_over; ++k) {
    const ApplyResult r = s->submit(*random_legal(*s, policy, 20));
    ASSERT_TRUE(r.ok);
    hashes.push_back(match_hash(s->match()));
    ledgers.push_back(r.resolutions.size());
  }
  const std::string path = dir.file("game.hxsave");
  ASSERT_FALSE(s->save(path));
  std::string why;
  auto replay = Replay::open(path, rules_dir(), why);
  ASSERT_TRUE(replay) << why;
  ASSERT_EQ(replay->size(), s->log().size());
  EXPECT_EQ(match_hash(replay->match()), hashes[0]);
  EXPECT_FALSE(replay->back());
  for (std::size_t k = 1; k <= replay->size(); ++k) {
    ASSERT_TRUE(replay->forward());
    EXPECT_EQ(match_hash(replay->match()), hashes[k]);
    ASSERT_TRUE(replay->last_result());
    EXPECT_EQ(replay->last_result()->resolutions.size(), ledgers[k - 1]);
    EXPECT_EQ(*replay->last_command(), s->log()[k - 1]);
  }
  EXPECT_FALSE(replay->forward());
  for (std::size_t k = replay->size(); k > 0; --k) {
    ASSERT_TRUE(replay->back());
    EXPECT_EQ(match_hash(replay->match()), hashes[k - 1]);
  }
  replay->seek(10);
  EXPECT_EQ(replay->position(), 10u);
  EXPECT_EQ(match_hash(replay->match()), hashes[10]);
}

}  // namespace hexfire::test
