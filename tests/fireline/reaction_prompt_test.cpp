// Reaction fire at a stack that is no longer there (tournament seed 3 of crossroads, command
// 307, met by the computer opponent): a move into the MFZ of two enemy stacks offers both a
// reaction fire; when the first removes the mover, the second has no target, and neither
// legal_commands nor validate may offer it (carry_out would refuse it). On a small map
// (fixtures/reaction_target_gone.xml), the seed chosen so that the first fire removes the
// mover.
#include <gtest/gtest.h>

#include <algorithm>

#include "engine/flow/game_session.hpp"
#include "tests/support/flow_session.hpp"

namespace hexfire {
namespace {

using test_support::command_line;
using test_support::prompt_option;
using test_support::side_to_act;

constexpr const char* kFixture = "tests/fireline/fixtures/reaction_target_gone.xml";
constexpr const char* kMove = "usa move 0404 0403";

// Every command listed now is one the session carries out (tried on a copy of the match).
void expect_listed_are_carried_out(const GameSession& s) {
  for (const Command& c : s.legal_commands()) {
    EXPECT_FALSE(s.validate(c)) << to_line(c) << ": " << *s.validate(c);
    Match copy = s.match();
    const ApplyResult r = s.rules().apply(copy, c);
    EXPECT_TRUE(r.ok) << to_line(c) << " listed, yet refused: " << r.error;
  }
}

TEST(ReactionPrompt, BothEnemyStacksAreOfferedFireAtTheMover) {
  auto s = test_support::open_fixture(kFixture, 1);
  ASSERT_TRUE(s && side_to_act(*s));
  const ApplyResult r = s->submit(command_line(kMove));
  ASSERT_TRUE(r.ok) << r.error;
  ASSERT_FALSE(s->match().flow.prompts.empty());
  const Prompt& p = s->match().flow.prompts.front();
  EXPECT_EQ(p.id, "reaction_fire");
  EXPECT_EQ(std::count_if(p.options.begin(), p.options.end(), [](const Command& c) { return c.verb == "fire"; }), 2);
  expect_listed_are_carried_out(*s);
}

TEST(ReactionPrompt, AFireWhoseTargetIsGoneIsNoLongerOffered) {
  for (std::uint64_t seed = 1; seed < 2000; ++seed) {
    auto s = test_support::open_fixture(kFixture, seed);
    if (!s || !side_to_act(*s)) continue;
    const UnitId ohio = *s->match().state.find_unit("12th Ohio");
    if (!s->submit(command_line(kMove)).ok) continue;
    if (s->match().flow.prompts.empty() || s->match().flow.prompts.front().id != "reaction_fire") continue;
    const Command first = prompt_option(*s, 0), second = prompt_option(*s, 1);
    ASSERT_EQ(first.verb, "fire");
    ASSERT_EQ(second.verb, "fire");
    const std::string target = first.args.at(1);
    ASSERT_TRUE(s->submit(first).ok);
    if (s->match().state.unit(ohio).position) continue;  // the fire did not remove it: another seed
    for (const Prompt& p : s->match().flow.prompts)
      for (const Command& o : p.options)
        EXPECT_FALSE(o.verb == "fire" && o.args.at(1) == target) << "still offered: " << to_line(o);
    EXPECT_TRUE(s->validate(second).has_value()) << to_line(second) << " is still accepted";
    expect_listed_are_carried_out(*s);
    return;
  }
  FAIL() << "no seed below 2000 lets the first reaction fire remove the 12th Ohio";
}

}  // namespace
}  // namespace hexfire
