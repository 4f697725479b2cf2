// Fireline's words for people (RuleSystem::describe): each command in the log as a sentence with
// its units' names, read before the command moved them, its results after it, and its kind.
#include <gtest/gtest.h>

#include "engine/flow/game_session.hpp"
#include "tests/support/flow_session.hpp"

namespace hexfire {
namespace {

using test_support::command_line;
using test_support::prompt_option;
using test_support::side_to_act;

std::unique_ptr<GameSession> skirmish(std::uint64_t seed = 1) {
  auto s = test_support::open_fixture("tests/fixtures/ui/play_skirmish.xml", seed);
  EXPECT_TRUE(s && side_to_act(*s));
  return s;
}

TEST(FirelineLogWords, AMoveNamesItsUnitAndBothHexes) {
  auto s = skirmish();
  ASSERT_TRUE(s);
  const ApplyResult r = s->submit(command_line("usa move 0605 0604"));
  ASSERT_TRUE(r.ok) << r.error;
  EXPECT_EQ(r.words.kind, LogKind::Move);
  // The unit has left 0605, yet the words name it: they are read before the move.
  EXPECT_EQ(r.words.text.rfind("23rd Ohio moves from 0605 to 0604", 0), 0u) << r.words.text;
  EXPECT_EQ(s->records().back().words.text, r.words.text);
}

TEST(FirelineLogWords, FireNamesFirerAndTargetAndSaysTheResult) {
  auto s = skirmish();
  ASSERT_TRUE(s);
  const ApplyResult r = s->submit(command_line("usa fire 0605 0603"));
  ASSERT_TRUE(r.ok) << r.error;
  EXPECT_EQ(r.words.kind, LogKind::Fire);
  EXPECT_EQ(r.words.text.rfind("23rd Ohio in 0605 fires at 51st Virginia in 0603; fire: ", 0), 0u) << r.words.text;
  ASSERT_FALSE(r.resolutions.empty());
  EXPECT_NE(r.words.text.find(r.resolutions.front().result_text), std::string::npos) << r.words.text;
}

TEST(FirelineLogWords, EndingTheActivationIsSaidBySide) {
  auto s = skirmish();
  ASSERT_TRUE(s);
  const ApplyResult r = s->submit(command_line("usa end"));
  ASSERT_TRUE(r.ok) << r.error;
  EXPECT_EQ(r.words.kind, LogKind::Other);
  EXPECT_EQ(r.words.text, "Union ends the activation");
}

TEST(FirelineLogWords, AStraggleCheckAndItsAnswerAreMorale) {
  // A seed whose straggle check on 12th Ohio's move 0305 -> 0304 fails (as straggle_prompt_test).
  for (std::uint64_t seed = 1; seed < 500; ++seed) {
    auto s = skirmish(seed);
    if (!s) continue;
    const ApplyResult move = s->submit(command_line("usa move 0305 0304"));
    ASSERT_TRUE(move.ok) << move.error;
    if (s->match().flow.prompts.empty() || s->match().flow.prompts.front().id != "straggle") continue;
    EXPECT_EQ(move.words.text.rfind("12th Ohio moves from 0305 to 0304; ", 0), 0u) << move.words.text;
    EXPECT_NE(move.words.text.find("straggle check: "), std::string::npos) << move.words.text;
    const ApplyResult answer = s->submit(prompt_option(*s, 1));  // stop
    ASSERT_TRUE(answer.ok) << answer.error;
    EXPECT_EQ(answer.words.kind, LogKind::Morale);
    EXPECT_EQ(answer.words.text.rfind("Union: the stragglers stop", 0), 0u) << answer.words.text;
    return;
  }
  FAIL() << "no seed below 500 fails the straggle check";
}

TEST(FirelineLogWords, ALoadedGameHasTheSameWords) {
  auto s = skirmish();
  ASSERT_TRUE(s);
  ASSERT_TRUE(s->submit(command_line("usa fire 0605 0603")).ok);
  const std::string said = s->records().back().words.text;
  // Undo replays the log from the start: the records are made again, with the same words.
  ASSERT_TRUE(s->submit(command_line("usa face 0305 S")).ok);
  ASSERT_FALSE(s->undo().has_value());
  EXPECT_EQ(s->records().back().words.text, said);
}

}  // namespace
}  // namespace hexfire
