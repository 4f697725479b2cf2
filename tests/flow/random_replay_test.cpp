// 1,000 seeded random sequences of legal commands (250 under a sanitizer), each replayed from
// its log to the same state hash (the RNG lives in the state, so the dice repeat).
#include "engine/flow/match_hash.hpp"
#include "engine/io/save_load.hpp"
#include "flow/flow_helpers.hpp"
#include "tests/support/sanitizer_scale.hpp"

namespace hexfire::test {

TEST(RandomReplay, AThousandRandomLegalSequencesReplayIdentically) {
  auto s = open_game(crossroads(), 99);
  const RuleSystem& rules = s->rules();
  int commands = 0, with_dice = 0;
  Match m = s->initial();
  // A quarter of the sequences under a sanitizer (tests/support/sanitizer_scale.hpp).
  const int sequences = test_support::sweep_size(1000);
  for (int seq = 0; seq < sequences; ++seq) {
    // Each sequence continues a running game for a few commands (a fresh start when it ends),
    // so the sequences cover every turn, not only the opening.
    if (m.flow.game_over || seq % 50 == 0) m = s->initial();
    const Match start = m;
    Rng policy(static_cast<std::uint64_t>(seq) * 7919u + 1u);
    std::vector<Command> log;
    for (int k = 0; k < 4 && !m.flow.game_over; ++k) {
      const auto legal = rules.legal_commands(m);
      ASSERT_FALSE(legal.empty());
      const Command& c = legal[static_cast<std::size_t>(policy.below(static_cast<int>(legal.size())))];
      const auto draws = m.state.rng.draws();
      const ApplyResult r = rules.apply(m, c);
      ASSERT_TRUE(r.ok) << to_line(c) << ": " << r.error;
      with_dice += m.state.rng.draws() != draws;
      log.push_back(c);
    }
    Match again = start;
    for (const Command& c : log) ASSERT_TRUE(rules.apply(again, c).ok);
    ASSERT_EQ(match_hash(again), match_hash(m)) << "sequence " << seq;
    commands += static_cast<int>(log.size());
  }
  EXPECT_GT(commands, sequences * 3);
  EXPECT_GT(with_dice, sequences * 3 / 20);  // dice were rolled (fire, straggle, assault, rally, chit draws)
}

TEST(RandomReplay, AGamePlayedAtRandomReloadsFromItsSaveText) {
  for (std::uint64_t seed = 1; seed <= 5; ++seed) {
    auto s = open_game(crossroads(), seed);
    Rng policy(seed);
    for (int k = 0; k < 40 && !s->match().flow.game_over; ++k) ASSERT_TRUE(s->submit(*random_legal(*s, policy, 20)).ok);
    const std::string text = format_save(s->to_save());
    SessionOpen o = load_save_text(text, "mem.hxsave", rules_dir());
    ASSERT_TRUE(o.session) << o.error;
    EXPECT_EQ(match_hash(o.session->match()), match_hash(s->match()));
  }
}

}  // namespace hexfire::test
