// A failed straggle check as a flow prompt (D-3): the move stops at the check's hex, the owner
// answers with `straggle hit` (1 O hit, the move goes on) or `straggle stop` (no hit, the move
// ends); nothing else is legal meanwhile; a save that answered the prompt replays exactly.
#include <gtest/gtest.h>

#include "engine/flow/game_session.hpp"
#include "engine/rules/fireline/fireline_unit.hpp"
#include "engine/flow/match_hash.hpp"
#include "engine/io/save.hpp"
#include "engine/io/save_load.hpp"
#include "engine/rules/fireline/movement_execute.hpp"
#include "move_world.hpp"
#include "tests/support/flow_session.hpp"

namespace hexfire {
namespace {

using test_support::command_line;
using test_support::prompt_option;
using test_support::repo_path;
using test_support::side_to_act;

std::unique_ptr<GameSession> open_skirmish(std::uint64_t seed) {
  return test_support::open_fixture("tests/fixtures/ui/play_skirmish.xml", seed);
}

UnitId unit_in(const Match& m, const std::string& hex) { return m.state.stack_at(*m.state.map().parse_label(hex)).front(); }

// A game, with its seed, in which 12th Ohio's move 0305 -> 0304 (woods to woods) fails its
// straggle check: the dice are the match's own, so the seed forces the failure.
struct Failed {
  std::unique_ptr<GameSession> session;
  std::uint64_t seed = 0;
  UnitId ohio{};
};

Failed failing_move() {
  for (std::uint64_t seed = 1; seed < 500; ++seed) {
    auto s = open_skirmish(seed);
    if (!s || !side_to_act(*s)) continue;
    const UnitId ohio = unit_in(s->match(), "0305");
    const ApplyResult r = s->submit(command_line("usa move 0305 0304"));
    EXPECT_TRUE(r.ok) << r.error;
    if (!s->match().flow.prompts.empty() && s->match().flow.prompts.front().id == "straggle")
      return {std::move(s), seed, ohio};
  }
  ADD_FAILURE() << "no seed below 500 fails the straggle check";
  return {};
}

TEST(StragglePrompt, FailedCheckStopsTheMoveAndAsksTheOwner) {
  Failed f = failing_move();
  ASSERT_TRUE(f.session);
  const Match& m = f.session->match();
  const Prompt& p = m.flow.prompts.front();
  EXPECT_EQ(m.state.side(p.side).key, "usa");
  EXPECT_EQ(m.flow.in_control, p.side);
  EXPECT_NE(p.text.find("straggle check failed in 0305 (rolled "), std::string::npos) << p.text;
  EXPECT_NE(p.text.find("continue to 0304, or stop here"), std::string::npos) << p.text;
  ASSERT_EQ(p.options.size(), 2u);
  const std::string units = "units=" + std::to_string(f.ohio.value);
  EXPECT_EQ(to_line(p.options[0]), "usa straggle hit 0305 0305 0304 " + units + " leg=0");
  EXPECT_EQ(to_line(p.options[1]), "usa straggle stop 0305 0305 0304 " + units + " leg=0");
  // The stack waits in the hex of the check, unhurt; the rolled check is in the move's ledger.
  EXPECT_EQ(m.state.unit(f.ohio).position, m.state.map().parse_label("0305"));
  EXPECT_EQ(hexfire::fireline::fireline_unit(m.state.unit(f.ohio)).o_hits, 0);
  EXPECT_EQ(f.session->legal_commands(), p.options);
}

TEST(StragglePrompt, HitTakesOneOHitAndTheMoveGoesOn) {
  Failed f = failing_move();
  ASSERT_TRUE(f.session);
  const ApplyResult r = f.session->submit(prompt_option(*f.session, 0));
  ASSERT_TRUE(r.ok) << r.error;
  const Match& m = f.session->match();
  EXPECT_EQ(hexfire::fireline::fireline_unit(m.state.unit(f.ohio)).o_hits, 1);
  EXPECT_EQ(m.state.unit(f.ohio).position, m.state.map().parse_label("0304"));
  for (const Prompt& p : m.flow.prompts) EXPECT_NE(p.id, "straggle");
  ASSERT_FALSE(r.resolutions.empty());
  EXPECT_EQ(r.resolutions.front().kind, "move");
  EXPECT_EQ(r.resolutions.front().result, "moved");
  // The stack has moved: it may not move again this activation.
  if (m.flow.prompts.empty()) {
    EXPECT_TRUE(f.session->validate(command_line("usa move 0304 0305")).has_value());
  }
}

TEST(StragglePrompt, StopEndsTheMoveWithoutAHit) {
  Failed f = failing_move();
  ASSERT_TRUE(f.session);
  const ApplyResult r = f.session->submit(prompt_option(*f.session, 1));
  ASSERT_TRUE(r.ok) << r.error;
  const Match& m = f.session->match();
  EXPECT_EQ(hexfire::fireline::fireline_unit(m.state.unit(f.ohio)).o_hits, 0);
  EXPECT_EQ(m.state.unit(f.ohio).position, m.state.map().parse_label("0305"));
  EXPECT_TRUE(m.flow.prompts.empty());  // 0305 is in nobody's MFZ: no reaction fire
  EXPECT_EQ(r.resolutions.front().result, "stopped");
  EXPECT_TRUE(f.session->validate(command_line("usa move 0305 0304")).has_value());
}

TEST(StragglePrompt, OtherCommandsAreRefusedWhileTheOwnerDecides) {
  Failed f = failing_move();
  ASSERT_TRUE(f.session);
  const std::uint64_t before = match_hash(f.session->match());
  for (const char* c : {"usa end", "usa move 0305 0304", "csa pass", "usa straggle hit 0305 0305 0304 leg=1",
                        "usa straggle hit"}) {
    const auto why = f.session->validate(command_line(c));
    ASSERT_TRUE(why.has_value()) << c;
    EXPECT_NE(why->find("must answer first"), std::string::npos) << *why;
    EXPECT_NE(why->find("straggle check failed"), std::string::npos) << *why;
    EXPECT_FALSE(f.session->submit(command_line(c)).ok) << c;
  }
  EXPECT_EQ(match_hash(f.session->match()), before);
}

TEST(StragglePrompt, NoAnswerWithoutAPendingCheck) {
  auto s = open_skirmish(1);
  ASSERT_TRUE(s && side_to_act(*s));
  const auto why = s->validate(command_line("usa straggle hit 0305 0305 0304 leg=0"));
  ASSERT_TRUE(why.has_value());
  EXPECT_EQ(*why, "there is no straggle decision pending");
}

TEST(StragglePrompt, StandingOrderDecidesWithoutAPrompt) {
  Failed f = failing_move();
  ASSERT_TRUE(f.session);
  auto s = open_skirmish(f.seed);
  ASSERT_TRUE(side_to_act(*s));
  ASSERT_TRUE(s->submit(command_line("usa move 0305 0304 straggle=stop")).ok);
  for (const Prompt& p : s->match().flow.prompts) EXPECT_NE(p.id, "straggle");
  EXPECT_EQ(s->match().state.unit(f.ohio).position, s->match().state.map().parse_label("0305"));
  EXPECT_EQ(hexfire::fireline::fireline_unit(s->match().state.unit(f.ohio)).o_hits, 0);
}

TEST(StragglePrompt, SaveAndLoadReplayTheAnswerExactly) {
  for (std::size_t option : {0u, 1u}) {
    Failed f = failing_move();
    ASSERT_TRUE(f.session);
    const std::uint64_t at_prompt = match_hash(f.session->match());
    SessionOpen mid = load_save_text(format_save(f.session->to_save()), "mid.hxsave", repo_path("assets/rules"));
    ASSERT_TRUE(mid.session) << mid.error;
    EXPECT_EQ(match_hash(mid.session->match()), at_prompt);
    ASSERT_TRUE(f.session->submit(prompt_option(*f.session, option)).ok);
    SessionOpen o = load_save_text(format_save(f.session->to_save()), "answered.hxsave", repo_path("assets/rules"));
    ASSERT_TRUE(o.session) << o.error;
    EXPECT_EQ(match_hash(o.session->match()), match_hash(f.session->match())) << "option " << option;
    // The game goes on identically from the loaded save.
    ASSERT_TRUE(mid.session->submit(prompt_option(*mid.session, option)).ok);
    EXPECT_EQ(match_hash(mid.session->match()), match_hash(f.session->match()));
  }
}

// Two checks on one move, the first hit removing one of the two units: the second prompt names
// only the unit still waiting, and answering it moves just that one (the removed unit stays off
// the map). Found by seed: both checks must fail.
TEST(StragglePrompt, ASecondCheckAsksOnlyForTheUnitsStillWaiting) {
  for (std::uint64_t seed = 1; seed < 3000; ++seed) {
    auto s = test_support::open_fixture("tests/fireline/fixtures/straggle_twice.xml", seed);
    if (!s || !side_to_act(*s)) continue;
    const GameState& st = s->match().state;
    const UnitId big = *st.find_unit("12th Ohio"), small = *st.find_unit("12th Ohio detachment");
    if (!s->submit(command_line("usa move 0306 0305 0304")).ok) continue;
    if (s->match().flow.prompts.empty() || s->match().flow.prompts.front().id != "straggle") continue;
    if (!s->submit(prompt_option(*s, 0)).ok) continue;  // take the hit: it removes the 12th Ohio
    if (!st.unit(big).eliminated) continue;
    if (s->match().flow.prompts.empty() || s->match().flow.prompts.front().id != "straggle") continue;
    const Command again = prompt_option(*s, 0);
    EXPECT_EQ(again.args[again.args.size() - 2], "units=" + std::to_string(small.value)) << to_line(again);
    const ApplyResult r = s->submit(again);
    ASSERT_TRUE(r.ok) << r.error;
    EXPECT_FALSE(st.unit(big).position.has_value());
    EXPECT_TRUE(st.unit(big).eliminated);
    if (!st.unit(small).eliminated) {
      EXPECT_EQ(st.unit(small).position, st.map().parse_label("0304"));
    }
    return;
  }
  FAIL() << "no seed below 3000 fails both checks with the first hit removing the 12th Ohio";
}

}  // namespace

namespace fireline {
namespace {

// The engine side: a move suspended at a failed check goes on with resume_move, and a later
// failed check on the rest of the path suspends it again.
TEST(StragglePromptEngine, ResumeGoesOnAndTheNextFailureAsksAgain) {
  testing::World w(8, 8);
  for (int r = 1; r <= 6; ++r) w.terrain("040" + std::to_string(r), "woods");
  w.usa_leader("Col. Smith", "0202");
  const UnitId u = w.usa_inf("12th Oh", "0401", 4, 5);
  MoveOrder o;
  o.units = {u};
  o.path = w.hexes({"0402", "0403"});
  ScriptedDice fail({7});
  const MoveResult first = execute_move(w.state, w.ctx, o, fail, StraggleDecider{});
  ASSERT_TRUE(first.legal) << first.error;
  ASSERT_TRUE(first.awaiting.has_value());
  EXPECT_EQ(first.awaiting->leg, 0u);
  EXPECT_EQ(first.awaiting->die, 7);
  EXPECT_EQ(w.state.unit(u).position, w.hex("0401"));
  EXPECT_EQ(hexfire::fireline::fireline_unit(w.state.unit(u)).o_hits, 0);
  ASSERT_EQ(first.ledger.follow_ups.size(), 1u);
  EXPECT_EQ(first.ledger.follow_ups[0].result, "straggle");
  EXPECT_FALSE(first.completed);

  ScriptedDice fail_again({7});
  const MoveResult second =
      resume_move(w.state, w.ctx, w.hex("0401"), o, 0, StraggleChoice::TakeHit, fail_again, StraggleDecider{});
  ASSERT_TRUE(second.legal) << second.error;
  EXPECT_EQ(hexfire::fireline::fireline_unit(w.state.unit(u)).o_hits, 1);
  EXPECT_EQ(w.state.unit(u).position, w.hex("0402"));
  ASSERT_TRUE(second.awaiting.has_value());
  EXPECT_EQ(second.awaiting->leg, 1u);

  ScriptedDice none({});
  const MoveResult third =
      resume_move(w.state, w.ctx, w.hex("0401"), o, 1, StraggleChoice::Stop, none, StraggleDecider{});
  ASSERT_TRUE(third.legal) << third.error;
  EXPECT_FALSE(third.awaiting.has_value());
  EXPECT_TRUE(third.stopped_by_straggle);
  EXPECT_EQ(w.state.unit(u).position, w.hex("0402"));
  EXPECT_EQ(hexfire::fireline::fireline_unit(w.state.unit(u)).o_hits, 1);

  // An answer for a leg the stack is not waiting at is refused and changes nothing.
  ScriptedDice unused({});
  const MoveResult wrong =
      resume_move(w.state, w.ctx, w.hex("0401"), o, 0, StraggleChoice::TakeHit, unused, StraggleDecider{});
  EXPECT_FALSE(wrong.legal);
  EXPECT_EQ(hexfire::fireline::fireline_unit(w.state.unit(u)).o_hits, 1);
}

}  // namespace
}  // namespace fireline
}  // namespace hexfire
