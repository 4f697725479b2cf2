// Header-only helpers for tests that play a fireline game through GameSession: the repository
// path, a command from its text line, a session on a fixture scenario with a given seed, and
// ending activations until a side's formation acts.
#pragma once

#include <gtest/gtest.h>

#include <memory>
#include <string>

#include "engine/flow/game_session.hpp"

namespace hexfire::test_support {

inline std::string repo_path(const std::string& rel) { return std::string(HEXFIRE_SOURCE_DIR) + "/" + rel; }

// "usa move 0305 0304" as a Command (a test failure when the line is malformed).
inline Command command_line(const std::string& text) {
  std::string why;
  auto c = parse_command_line(text, why);
  EXPECT_TRUE(c) << why;
  return c.value_or(Command{});
}

inline std::unique_ptr<GameSession> open_fixture(const std::string& scenario, std::uint64_t seed) {
  SessionOpen o = GameSession::open({repo_path(scenario), repo_path("assets/rules"), seed, {}});
  EXPECT_TRUE(o.session) << o.error;
  return std::move(o.session);
}

// Ends activations and Horse Segments until a formation of side `key` acts; false if it never does.
inline bool side_to_act(GameSession& s, const std::string& key = "usa") {
  for (int i = 0; i < 8; ++i) {
    const Match& m = s.match();
    if (!m.flow.active_side) return false;
    const std::string now = m.state.side(*m.flow.active_side).key;
    if (now == key && m.flow.phase == "activation") return true;
    if (!s.submit(Command{now, "end", {}}).ok) return false;
  }
  return false;
}

// A copy of the pending prompt's option: answering erases the prompt it lives in.
inline Command prompt_option(const GameSession& s, std::size_t option) {
  return s.match().flow.prompts.front().options.at(option);
}

}  // namespace hexfire::test_support
