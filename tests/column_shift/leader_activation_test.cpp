// A leader activating the units of his command across hexes (6.1; leader_activation.hpp): which
// stacks he may take along (his organization and the ones below it, within his command range,
// free to act), their fire together with his stack (one fire value, one roll, all activated), the
// refusals, and the seam's group (the play screen's Shift+click candidates and the command).
#include <gtest/gtest.h>

#include <algorithm>

#include "engine/rules/column_shift/column_shift_system.hpp"
#include "engine/rules/preview.hpp"
#include "flow/flow_helpers.hpp"

namespace hexfire::test {
namespace {

// All clear. Side a (always first): Capt. A (command range 2, commands the company "coy") with
// Inf1 in 0303; Inf2 of its platoon "pl1" in 0403 (1 hex); Inf3 of the company in 0603 (3 hexes:
// out of range); Inf4 of another company in 0304. Side b: a company in 0505.
const char* kField = R"(<?xml version="1.0" encoding="UTF-8"?>
<scenario format="1" system="column-shift" variant="ww1" turns="2" seed="9">
  <title>A leader's group</title>
  <options><option name="initiative" value="a:5"/><option name="opportunity_fire_at_fire" value="false"/></options>
  <map width="10" height="8" layout="flat-odd-q" label-first="1" label-digits="2" default-terrain="clear"/>
  <sides>
    <side key="a" name="Allies" color="#3b5b92"/>
    <side key="b" name="Axis" color="#8c8c84"/>
  </sides>
  <organizations>
    <org key="coy" name="A Company" level="company" side="a">
      <org key="pl1" name="1st Platoon" level="platoon"/>
    </org>
    <org key="other" name="B Company" level="company" side="a"/>
    <org key="bcoy" name="5. Kompanie" level="company" side="b"/>
  </organizations>
  <unit-types>
    <unit-type id="inf" class="infantry" strength="8" reduced-strength="4" morale="7" reduced-morale="6" movement="4" range="4"/>
    <unit-type id="ldr" class="leader" strength="0" morale="8" movement="4" combat="1" morale_mod="1" command-range="2"/>
  </unit-types>
  <units side="a">
    <leader name="Capt. A" type="ldr" at="0303" commands="coy"/>
    <unit name="Inf1" type="inf" at="0303" org="coy"/>
    <unit name="Inf2" type="inf" at="0403" org="pl1"/>
    <unit name="Inf3" type="inf" at="0603" org="coy"/>
    <unit name="Inf4" type="inf" at="0304" org="other"/>
  </units>
  <units side="b">
    <unit name="B1" type="inf" at="0505" org="bcoy"/>
  </units>
</scenario>
)";

std::unique_ptr<GameSession> open_field() {
  SessionOpen o = GameSession::open_text({"group.xml", rules_dir(), std::nullopt, {}}, kField, "group.xml");
  EXPECT_TRUE(o.session) << o.error;
  return std::move(o.session);
}

Hex hex(const Match& m, const char* label) { return *m.state.map().parse_label(label); }

ApplyResult forced(const GameSession& s, Match& m, const std::string& line, std::vector<int> dice) {
  ScriptedDice d(std::move(dice));
  return s.rules().apply(m, cmd(line), &d);
}

TEST(ColumnShiftLeaderGroup, TheLeaderTakesTheStacksOfHisCommandWithinHisRangeOnly) {
  auto s = open_field();
  ASSERT_TRUE(s);
  const Match& m = s->match();
  const auto previews = s->rules().make_previews();
  ASSERT_TRUE(previews);
  const std::vector<ActionKind> actions = previews->actions();  // one list: begin and end of the same
  const auto fire = std::find_if(actions.begin(), actions.end(), [](const ActionKind& a) { return a.id == "fire"; });
  ASSERT_NE(fire, actions.end());
  EXPECT_TRUE(fire->group);
  // Inf2 (his platoon, 1 hex); not Inf3 (3 hexes), not Inf4 (another company).
  EXPECT_EQ(previews->group_candidates(m, "fire", hex(m, "0303")), (std::vector<Hex>{hex(m, "0403")}));
  // A stack without a leader leads nobody.
  EXPECT_TRUE(previews->group_candidates(m, "fire", hex(m, "0403")).empty());
  EXPECT_EQ(*s->validate(cmd("a fire 0303 0505 with 0603")),
            "no unit in 0603 is under the command of a leader in 0303 within his command range and free to act");
  EXPECT_EQ(*s->validate(cmd("a fire 0303 0505 with 0304")),
            "no unit in 0304 is under the command of a leader in 0303 within his command range and free to act");
  EXPECT_EQ(*s->validate(cmd("a fire 0403 0505 with 0303")),
            "no leader of yours in 0403 may lead other stacks (a demoralized leader leads nobody)");
  EXPECT_EQ(std::get<std::string>(s->rules().parse(m, cmd("a fire 0303 0505 0403"))), "fire needs FROM TARGET [with HEX ...]");
  // The group fire prints back and is among the legal commands.
  const auto p = s->rules().parse(m, cmd("a fire 0303 0505 with 0403"));
  ASSERT_TRUE(std::holds_alternative<ParsedCommand>(p));
  EXPECT_EQ(to_line(std::get<ParsedCommand>(p).text), "a fire 0303 0505 with 0403");
  const auto legal = s->legal_commands();
  EXPECT_NE(std::find(legal.begin(), legal.end(), cmd("a fire 0303 0505 with 0403")), legal.end());
}

TEST(ColumnShiftLeaderGroup, TheGroupFiresAsOneFireValueAndEveryUnitOfItIsActivated) {
  auto s = open_field();
  ASSERT_TRUE(s);
  Match m = s->match();
  const auto previews = s->rules().make_previews();
  ActionRequest r;
  r.action = "fire";
  r.from = hex(m, "0303");
  r.target = hex(m, "0505");
  const ActionPreviewData alone = previews->preview(m, r);
  r.group = {hex(m, "0403")};
  EXPECT_EQ(to_line(previews->command(m, r)), "a fire 0303 0505 with 0403");
  const ActionPreviewData group = previews->preview(m, r);
  ASSERT_TRUE(alone.legal && group.legal) << alone.error << group.error;
  EXPECT_EQ(alone.ledger.base_value, 9);   // Inf1 8 and the leader's +1
  EXPECT_EQ(group.ledger.base_value, 17);  // and Inf2's 8 from the next hex
  // Rolled: 17 is the 16 column, +1 for one company in the target hex (range 3+ for Inf1 only: no
  // shift): 7 there is M, B1's check 1 + 1 passes. The whole group acted.
  const ApplyResult fired = forced(*s, m, "a fire 0303 0505 with 0403", {3, 4, 1, 1});
  ASSERT_TRUE(fired.ok) << fired.error;
  EXPECT_EQ(fired.resolutions.at(0).base_value, 17);
  EXPECT_EQ(fired.resolutions.at(0).result, "M");
  EXPECT_EQ(m.flow.active_side, *m.state.find_side("b"));
  forced(*s, m, "b end", {});
  EXPECT_EQ(*s->rules().validate(m, cmd("a dig 0403")), "no unit of yours in 0403 may act this turn");
  EXPECT_FALSE(s->rules().validate(m, cmd("a dig 0603")).has_value());  // left out: still free
}

TEST(ColumnShiftLeaderGroup, ActivatingTheLeaderLetsEachStackOfHisCommandActOnceInOneActivation) {
  auto s = open_field();
  ASSERT_TRUE(s);
  Match m = s->match();
  const SideId a = *m.state.find_side("a"), b = *m.state.find_side("b");
  ASSERT_TRUE(forced(*s, m, "a activate 0303", {}).ok);
  // Inf2 (his platoon) acts in his activation; Inf3 (out of range) and Inf4 (not his) do not.
  EXPECT_EQ(*s->rules().validate(m, cmd("a dig 0603")), "the stack in 0303 is activated: it acts, or end");
  EXPECT_EQ(*s->rules().validate(m, cmd("a dig 0304")), "the stack in 0303 is activated: it acts, or end");
  const auto legal = s->rules().legal_commands(m);
  EXPECT_NE(std::find(legal.begin(), legal.end(), cmd("a move 0403 0404")), legal.end());
  ASSERT_TRUE(forced(*s, m, "a move 0403 0404", {}).ok);
  ASSERT_EQ(m.flow.prompts.size(), 1u);  // B1, next to 0404, may fire at the mover
  ASSERT_TRUE(forced(*s, m, "b pass", {}).ok);
  // The activation goes on: the leader's own stack has still to act.
  EXPECT_EQ(m.flow.active_side, a);
  EXPECT_EQ(*s->rules().validate(m, cmd("a dig 0404")), "no unit of yours in 0404 may act this turn");
  // 9 (Inf1 and the leader) on the 7 column, +1 one company, -1 range 3: a 7 is no effect.
  ASSERT_TRUE(forced(*s, m, "a fire 0303 0505", {3, 4}).ok);
  EXPECT_EQ(m.flow.active_side, b);  // every stack of the activation has acted
}

TEST(ColumnShiftLeaderGroup, EndingALeadersActivationActivatesTheStacksThatDidNotAct) {
  auto s = open_field();
  ASSERT_TRUE(s);
  Match m = s->match();
  ASSERT_TRUE(forced(*s, m, "a activate 0303", {}).ok);
  ASSERT_TRUE(forced(*s, m, "a end", {}).ok);
  EXPECT_EQ(m.flow.active_side, *m.state.find_side("b"));
  ASSERT_TRUE(forced(*s, m, "b end", {}).ok);
  // Inf2 went with the leader's activation; Inf3 and Inf4 are still free.
  EXPECT_EQ(*s->rules().validate(m, cmd("a dig 0403")), "no unit of yours in 0403 may act this turn");
  EXPECT_FALSE(s->rules().validate(m, cmd("a dig 0304")).has_value());
}

}  // namespace
}  // namespace hexfire::test
