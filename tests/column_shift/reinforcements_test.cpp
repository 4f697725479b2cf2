// Column-shift reinforcements through the seam: the scenario's <reinforcements> enter at their
// entry hex at the start of their turn (before the initiative roll) and may act that turn; an
// entry hex the enemy holds keeps them waiting.
#include <gtest/gtest.h>

#include "cs_field.hpp"
#include "engine/rules/column_shift/column_shift_system.hpp"
#include "flow/flow_helpers.hpp"

namespace hexfire::test {
namespace {

// Side a (always first: rating 5) holds 0202; side b 0707. a's second company enters at 0101 on
// turn 2; b's at `b_entry` on turn 2.
std::string field(const std::string& b_entry) {
  cs::Field f;
  f.title = "Reinforcements";
  f.turns = 4;
  f.seed = 3;
  f.inf_range = "2";
  f.side_a = R"(<unit name="A1" type="inf" at="0202"/>)";
  f.side_b = R"(<unit name="B1" type="inf" at="0707"/>)";
  f.rest = R"(<reinforcements>
    <reinforcement side="a" turn="2" entry="0101"><unit name="A2" type="inf"/></reinforcement>
    <reinforcement side="b" turn="2" entry=")" +
           b_entry + R"("><unit name="B2" type="inf"/></reinforcement>
  </reinforcements>)";
  return cs::field_text(f);
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
