// One game of random legal volley commands, shared by the tests that play whole games: "done"
// one time in four (or when nothing else is legal) so that the secret orders and the phases move
// on; every command must apply.
#pragma once

#include <gtest/gtest.h>

#include <vector>

#include "engine/core/rng.hpp"
#include "flow/flow_helpers.hpp"

namespace hexfire::test {

inline void play_random_volley_game(GameSession& s, std::uint64_t seed, int limit = 6000) {
  Rng pick(seed * 7919);
  for (int i = 0; i < limit && !s.match().flow.game_over; ++i) {
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

}  // namespace hexfire::test
