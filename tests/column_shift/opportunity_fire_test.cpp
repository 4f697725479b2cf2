// Opportunity fire (13.0) through the seam: at every hex a moving stack enters, not only where it
// stops; the move going on after the fire with the units it left unshaken, or stopping (option
// opportunity_fire_move=stops); and at a stack that fires (option opportunity_fire_at_fire). The
// prompt goes to the other side (hotseat: in_control is that side until it answers).
#include <gtest/gtest.h>

#include <algorithm>

#include "engine/rules/column_shift/column_shift_system.hpp"
#include "cs_field.hpp"
#include "flow/flow_helpers.hpp"

namespace hexfire::test {
namespace {

// All clear, 10 x 8. Side a (always first: rating 5): companies Inf1 and Inf3 in 0304, Inf2 in
// 0603. Side b: an MG platoon "Watch" in 0606 with range 2 (the path 0304 0404 0405 0305 0205
// passes within 2 hexes of it only at 0405), a company B3 in 0901 with range 4 (4 hexes from
// 0603, 6 or more from the path).
const char* kSideA = R"(<unit name="Inf1" type="inf" at="0304"/>
    <unit name="Inf3" type="inf" at="0304"/>
    <unit name="Inf2" type="inf" at="0603"/>)";

std::string field(const std::string& options, const std::string& side_a = kSideA) {
  cs::Field f;
  f.title = "Opportunity fire";
  f.seed = 5;
  f.width = 10;
  f.options = options;
  f.types = R"(<unit-type id="mg" class="mg" strength="6" reduced-strength="3" morale="7" reduced-morale="6" movement="3" range="2"/>
    <unit-type id="ldr" class="leader" strength="0" morale="8" movement="4" combat="1" morale_mod="1"/>)";
  f.side_a = side_a;
  f.side_b = R"(<unit name="Watch" type="mg" at="0606"/>
    <unit name="B3" type="inf" at="0901"/>)";
  return cs::field_text(f);
}

std::unique_ptr<GameSession> open_field(const std::string& options = "", const std::string& side_a = kSideA) {
  SessionOpen o = GameSession::open_text({"op.xml", rules_dir(), std::nullopt, {}}, field(options, side_a), "op.xml");
  EXPECT_TRUE(o.session) << o.error;
  return std::move(o.session);
}

ApplyResult forced(const GameSession& s, Match& m, const std::string& line, std::vector<int> dice) {
  ScriptedDice d(std::move(dice));
  return s.rules().apply(m, cmd(line), &d);
}

std::string u(const Match& m, const char* name) { return "u" + std::to_string(m.state.find_unit(name)->value); }
Hex hex(const Match& m, const char* label) { return *m.state.map().parse_label(label); }
std::optional<Hex> where(const Match& m, const char* name) { return m.state.unit(*m.state.find_unit(name)).position; }

const char* kPath = "a move 0304 0404 0405 0305 0205";

TEST(ColumnShiftOpportunityFire, AMoveIsOfferedFireAtAHexOnItsPathNotOnlyWhereItEnds) {
  auto s = open_field();
  ASSERT_TRUE(s);
  Match m = s->match();
  ASSERT_TRUE(forced(*s, m, kPath, {}).ok);
  // The stack halts in 0405, the one hex of the path within the Watch's range.
  EXPECT_EQ(where(m, "Inf1"), hex(m, "0405"));
  EXPECT_EQ(where(m, "Inf3"), hex(m, "0405"));
  ASSERT_EQ(m.flow.prompts.size(), 1u);
  const Prompt& p = m.flow.prompts.front();
  EXPECT_EQ(p.id, "opportunity_fire");
  EXPECT_EQ(p.side, *m.state.find_side("b"));
  EXPECT_EQ(m.flow.in_control, *m.state.find_side("b"));  // hotseat: the other side answers
  EXPECT_EQ(p.text, "Axis: enemy units moved into 0405: opportunity fire (+1 column) with a stack not yet activated, or pass");
  const std::vector<Command> expected = {cmd("b opfire 0606 " + u(m, "Inf1")), cmd("b opfire 0606 " + u(m, "Inf3")),
                                         cmd("b pass")};
  EXPECT_EQ(p.options, expected);
  EXPECT_EQ(s->rules().legal_commands(m), expected);
  // Passing lets the move go on to its end, where nobody can fire: no further prompt.
  ASSERT_TRUE(forced(*s, m, "b pass", {}).ok);
  EXPECT_TRUE(m.flow.prompts.empty());
  EXPECT_EQ(where(m, "Inf1"), hex(m, "0205"));
  EXPECT_EQ(where(m, "Inf3"), hex(m, "0205"));
  EXPECT_EQ(m.flow.active_side, *m.state.find_side("b"));  // the move was a's activation
}

// Seed 001 13.0: opportunity fire at the moving "unit and/or leader". A leader moving alone past
// the Watch is offered to it (he was not: leaders were never targets), and the fire reaches him
// alone: the Watch's 6 is column 4, +1 for opportunity fire (he is no company): column 7. Two
// sixes: M2, his check 1 + 1 + 2 against 8, passed, and he goes on.
TEST(ColumnShiftOpportunityFire, ALeaderMovingAloneMayBeFiredAt) {
  auto s = open_field("", R"(<leader name="Capt. Ames" type="ldr" at="0304"/>
    <unit name="Inf2" type="inf" at="0603"/>)");
  ASSERT_TRUE(s);
  Match m = s->match();
  ASSERT_TRUE(forced(*s, m, kPath, {}).ok);
  EXPECT_EQ(where(m, "Capt. Ames"), hex(m, "0405"));
  ASSERT_EQ(m.flow.prompts.size(), 1u);
  const std::vector<Command> expected = {cmd("b opfire 0606 " + u(m, "Capt. Ames")), cmd("b pass")};
  EXPECT_EQ(m.flow.prompts.front().options, expected);
  const ApplyResult r = forced(*s, m, "b opfire 0606 " + u(m, "Capt. Ames"), {6, 6, 1, 1});
  ASSERT_TRUE(r.ok) << r.error;
  ASSERT_FALSE(r.resolutions.empty());
  EXPECT_EQ(r.resolutions[0].final_row, "7");
  EXPECT_EQ(r.resolutions[0].result, "M2");
  EXPECT_EQ(where(m, "Capt. Ames"), hex(m, "0205"));
}

TEST(ColumnShiftOpportunityFire, AfterTheFireTheMoveGoesOnWithoutTheUnitItShook) {
  auto s = open_field();
  ASSERT_TRUE(s);
  Match m = s->match();
  ASSERT_TRUE(forced(*s, m, kPath, {}).ok);
  // The Watch (6: column 4) at Inf1: opportunity +1, a company +1: column 11. Snake eyes: X, a
  // step loss Inf1 must take (the only unit fired at), then its M2 check (1+1+2: passed).
  const ApplyResult r = forced(*s, m, "b opfire 0606 " + u(m, "Inf1"), {1, 1, 1, 1});
  ASSERT_TRUE(r.ok) << r.error;
  ASSERT_FALSE(r.resolutions.empty());
  EXPECT_EQ(r.resolutions[0].result, "X");
  EXPECT_TRUE(m.state.unit(*m.state.find_unit("Inf1")).reduced);
  EXPECT_EQ(where(m, "Inf1"), hex(m, "0405"));  // flipped: it stays where the fire caught it
  EXPECT_EQ(where(m, "Inf3"), hex(m, "0205"));  // untouched: it goes on
  EXPECT_TRUE(m.flow.prompts.empty());
  EXPECT_EQ(*s->rules().validate(m, cmd("b dig 0606")), "no unit of yours in 0606 may act this turn");
}

TEST(ColumnShiftOpportunityFire, OptionStopsEndsTheWholeMoveWhereTheFireWasTaken) {
  auto s = open_field(R"(<option name="opportunity_fire_move" value="stops"/>)");
  ASSERT_TRUE(s);
  Match m = s->match();
  ASSERT_TRUE(forced(*s, m, kPath, {}).ok);
  // 6 + 6 = 12 on column 11: X again, then 1 + 1 for Inf1's check.
  ASSERT_TRUE(forced(*s, m, "b opfire 0606 " + u(m, "Inf1"), {6, 6, 1, 1}).ok);
  EXPECT_EQ(where(m, "Inf1"), hex(m, "0405"));
  EXPECT_EQ(where(m, "Inf3"), hex(m, "0405"));
  EXPECT_TRUE(m.flow.prompts.empty());
  // Passing does not stop it: the same move with the offer declined reaches its end.
  Match again = s->match();
  ASSERT_TRUE(forced(*s, again, kPath, {}).ok);
  ASSERT_TRUE(forced(*s, again, "b pass", {}).ok);
  EXPECT_EQ(where(again, "Inf3"), hex(again, "0205"));
}

TEST(ColumnShiftOpportunityFire, AStackThatFiresIsOfferedToTheOtherSidesUnactivatedStacks) {
  auto s = open_field();
  ASSERT_TRUE(s);
  Match m = s->match();
  // Inf2 fires at the Watch: 8, column 7, range 3 -1: column 4. 4 + 3 = 7: no effect.
  const ApplyResult fired = forced(*s, m, "a fire 0603 0606", {4, 3});
  ASSERT_TRUE(fired.ok) << fired.error;
  ASSERT_EQ(m.flow.prompts.size(), 1u);
  const Prompt& p = m.flow.prompts.front();
  EXPECT_EQ(p.text, "Axis: enemy units fired from 0603: opportunity fire (+1 column) with a stack not yet activated, or pass");
  EXPECT_EQ(m.flow.in_control, *m.state.find_side("b"));
  // B3 reaches 0603 (4 hexes); the Watch (range 2, 3 hexes away) does not.
  const std::vector<Command> expected = {cmd("b opfire 0901 " + u(m, "Inf2")), cmd("b pass")};
  EXPECT_EQ(p.options, expected);
  const ApplyResult back = forced(*s, m, to_line(expected[0]), {3, 4});
  ASSERT_TRUE(back.ok) << back.error;
  const auto& mods = back.resolutions.at(0).modifiers;
  EXPECT_NE(std::find_if(mods.begin(), mods.end(), [](const Modifier& x) { return x.id == "opportunity"; }), mods.end());
  EXPECT_TRUE(m.flow.prompts.empty());
  EXPECT_EQ(*s->rules().validate(m, cmd("b dig 0901")), "no unit of yours in 0901 may act this turn");
}

TEST(ColumnShiftOpportunityFire, OptionAtFireFalseOffersNothingToAStackThatFires) {
  auto s = open_field(R"(<option name="opportunity_fire_at_fire" value="false"/>)");
  ASSERT_TRUE(s);
  Match m = s->match();
  ASSERT_TRUE(forced(*s, m, "a fire 0603 0606", {4, 3}).ok);
  EXPECT_TRUE(m.flow.prompts.empty());
  EXPECT_EQ(m.flow.active_side, *m.state.find_side("b"));
  // Moving stacks are still offered.
  Match moved = s->match();
  ASSERT_TRUE(forced(*s, moved, kPath, {}).ok);
  EXPECT_EQ(moved.flow.prompts.size(), 1u);
}

}  // namespace
}  // namespace hexfire::test
