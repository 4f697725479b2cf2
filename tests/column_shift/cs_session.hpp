// Column-shift played through the seam from a scenario written in the test: open it, submit
// commands, and carry one out on a copy of the match with the dice given.
#pragma once

#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "engine/rules/column_shift/column_shift_system.hpp"
#include "flow/flow_helpers.hpp"

namespace hexfire::test::cs {

inline std::unique_ptr<GameSession> open(const std::string& text) {
  SessionOpen o = GameSession::open_text({"test.xml", rules_dir(), std::nullopt, {}}, text, "test.xml");
  EXPECT_TRUE(o.session) << o.error;
  return std::move(o.session);
}

// The rules carried out on `m` (a copy of the session's match) with the dice given.
inline ApplyResult forced(const GameSession& s, Match& m, const std::string& line, std::vector<int> dice) {
  ScriptedDice d(std::move(dice));
  return s.rules().apply(m, cmd(line), &d);
}

inline UnitId unit(const Match& m, const char* name) { return *m.state.find_unit(name); }
inline std::string word(const Match& m, const char* name) { return "u" + std::to_string(unit(m, name).value); }

}  // namespace hexfire::test::cs
