// Column-shift reinforcements through the seam: the scenario's <reinforcements> enter at their
// entry hex at the start of their turn (before the initiative roll) and may act that turn; an
// entry hex the enemy holds keeps them waiting.
#include <gtest/gtest.h>

#include "engine/rules/column_shift/column_shift_system.hpp"
#include "flow/flow_helpers.hpp"

namespace hexfire::test {
namespace {

// Side a (always first: rating 5) holds 0202; side b 0707. a's second company enters at 0101 on
// turn 2; b's at `b_entry` on turn 2.
std::string field(const std::string& b_entry) {
  return R"(<?xml version="1.0" encoding="UTF-8"?>
<scenario format="1" system="column-shift" variant="ww1" turns="4" seed="3">
  <title>Reinforcements</title>
  <options><option name="initiative" value="a:5"/></options>
  <map width="8" height="8" layout="flat-odd-q" label-first="1" label-digits="2" default-terrain="clear"/>
  <sides>
    <side key="a" name="Allies" color="#3b5b92"/>
    <side key="b" name="Axis" color="#8c8c84"/>
  </sides>
  <unit-types>
    <unit-type id="inf" class="infantry" strength="8" reduced-strength="4" morale="7" reduced-morale="6" movement="4" range="2"/>
  </unit-types>
  <units side="a"><unit name="A1" type="inf" at="0202"/></units>
  <units side="b"><unit name="B1" type="inf" at="0707"/></units>
  <reinforcements>
    <reinforcement side="a" turn="2" entry="0101"><unit name="A2" type="inf"/></reinforcement>
    <reinforcement side="b" turn="2" entry=")" +
         b_entry + R"("><unit name="B2" type="inf"/></reinforcement>
  </reinforcements>
</scenario>
)";
}

std::unique_ptr<GameSession> open_field(const std::string& b_entry) {
  SessionOpen o = GameSession::open_text({"rf.xml", rules_dir(), std::nullopt, {}}, field(b_entry), "rf.xml");
  EXPECT_TRUE(o.session) << o.error;
  return std::move(o.session);
}

void submit(GameSession& s, const std::string& line) {
  const ApplyResult r = s.submit(cmd(line));
  ASSERT_TRUE(r.ok) << line << ": " << r.error;
}

std::optional<Hex> where(const GameSession& s, const char* name) {
  return s.match().state.unit(*s.match().state.find_unit(name)).position;
}

TEST(ColumnShiftReinforcements, EnterAtTheirEntryHexOnTheirTurnAndMayActAtOnce) {
  auto s = open_field("0808");
  ASSERT_TRUE(s);
  EXPECT_FALSE(where(*s, "A2"));  // not before turn 2
  EXPECT_FALSE(where(*s, "B2"));
  EXPECT_TRUE(s->validate(cmd("a activate 0101")).has_value());
  submit(*s, "a end");
  submit(*s, "b end");
  ASSERT_EQ(s->match().flow.turn, 2);
  EXPECT_EQ(where(*s, "A2"), s->match().state.map().parse_label("0101"));
  EXPECT_EQ(where(*s, "B2"), s->match().state.map().parse_label("0808"));
  bool told = false;
  for (const FlowEvent& e : s->match().flow.events) told = told || (e.kind == "reinforcement" && e.text == "A2 arrive at 0101");
  EXPECT_TRUE(told);
  submit(*s, "a move 0101 0102");  // the new company acts on the turn it arrives
  EXPECT_EQ(where(*s, "A2"), s->match().state.map().parse_label("0102"));
}

TEST(ColumnShiftReinforcements, AnEntryHexTheEnemyHoldsKeepsThemWaitingUntilItIsFree) {
  auto s = open_field("0202");  // b's entry is where a's company stands
  ASSERT_TRUE(s);
  submit(*s, "a end");
  submit(*s, "b end");
  ASSERT_EQ(s->match().flow.turn, 2);
  EXPECT_FALSE(where(*s, "B2"));
  bool waits = false;
  for (const FlowEvent& e : s->match().flow.events)
    waits = waits || e.text == "Axis's reinforcements wait: the enemy holds 0202";
  EXPECT_TRUE(waits);
  submit(*s, "a move 0202 0203");  // a leaves the entry hex
  submit(*s, "b end");
  submit(*s, "a end");
  ASSERT_EQ(s->match().flow.turn, 3);
  EXPECT_EQ(where(*s, "B2"), s->match().state.map().parse_label("0202"));
}

}  // namespace
}  // namespace hexfire::test
