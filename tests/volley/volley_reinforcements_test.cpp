// Volley's reinforcements through the seam on a small strip: a group due enters at its entry hex
// before the orders phase of its turn and takes orders at once; a regiment waits while its entry
// hex holds another (one to a hex) and its officer enters without it; an entry hex the enemy holds
// keeps the whole group out until the hex is free.
#include <gtest/gtest.h>

#include <string>

#include "engine/rules/volley/volley_system.hpp"
#include "flow/flow_helpers.hpp"
#include "volley/volley_strip.hpp"

namespace hexfire::test {
namespace {

// The 20th Maine at 0102, the 7th Louisiana at `louisiana_at`, clear ground, twelve columns. On
// turn 2 the Union's 83rd Pennsylvania and Col. Vincent come in at 0102, where the Maine stands;
// the Confederates' 8th Louisiana at `csa_entry`.
std::string strip(const std::string& louisiana_at, const std::string& csa_entry) {
  VolleyStrip v;
  v.title = "Reinforcements strip";
  v.usa = R"(<unit name="20th Maine" type="inf" at="0102" facing="SE" figures="16" stands="4"/>)";
  v.csa = R"(<unit name="7th Louisiana" type="inf" at=")" + louisiana_at + R"(" facing="NW" figures="18" stands="4"/>)";
  v.rest = R"(<reinforcements>
    <reinforcement side="usa" turn="2" entry="0102">
      <leader name="Col. Vincent" type="bde" facing="SE"/>
      <unit name="83rd Pennsylvania" type="inf" facing="SE" figures="16" stands="4"/>
    </reinforcement>
    <reinforcement side="csa" turn="2" entry=")" + csa_entry + R"(">
      <unit name="8th Louisiana" type="inf" facing="NW" figures="14" stands="4"/>
    </reinforcement>
  </reinforcements>)";
  return volley_strip_text(v);
}

std::optional<Hex> where(const GameSession& s, const char* name) {
  return s.match().state.unit(*s.match().state.find_unit(name)).position;
}
Hex hex(const GameSession& s, const char* label) { return *s.match().state.map().parse_label(label); }

bool logged(const GameSession& s, const std::string& text) {
  for (const FlowEvent& e : s.match().flow.events)
    if (e.kind == "reinforcement" && e.text == text) return true;
  return false;
}

// Every side says done until the turn is `turn` (the strip is too wide for a volley).
void play_to_turn(GameSession& s, int turn) {
  for (int i = 0; i < 64 && s.match().flow.turn < turn; ++i) {
    const std::string side = s.match().state.side(*s.match().flow.active_side).key;
    const ApplyResult r = s.submit(cmd(side + " done"));
    ASSERT_TRUE(r.ok) << side << " done: " << r.error;
  }
  ASSERT_EQ(s.match().flow.turn, turn);
}

TEST(VolleyReinforcements, EnterBeforeTheOrdersOfTheirTurnAndTakeOrdersAtOnce) {
  auto s = open_volley_strip(strip("1202", "1201"));
  ASSERT_TRUE(s);
  EXPECT_FALSE(where(*s, "8th Louisiana")) << "not before turn 2";
  EXPECT_FALSE(where(*s, "Col. Vincent"));
  play_to_turn(*s, 2);
  EXPECT_EQ(s->match().flow.phase, "orders");
  EXPECT_EQ(where(*s, "8th Louisiana"), hex(*s, "1201"));
  EXPECT_TRUE(logged(*s, "8th Louisiana arrive at 1201"));
  // One regiment to a hex: the Pennsylvanians wait; their colonel stacks with the Maine.
  EXPECT_EQ(where(*s, "Col. Vincent"), hex(*s, "0102"));
  EXPECT_FALSE(where(*s, "83rd Pennsylvania"));
  EXPECT_TRUE(logged(*s, "Col. Vincent arrive at 0102"));
  EXPECT_TRUE(logged(*s, "83rd Pennsylvania wait: 0102 has no room"));
  // The new regiment takes an order in the turn it arrives.
  if (s->match().state.side(*s->match().flow.active_side).key == "usa") {
    ASSERT_TRUE(s->submit(cmd("usa done")).ok);
  }
  EXPECT_TRUE(s->submit(cmd("csa order 1201 move")).ok);
}

TEST(VolleyReinforcements, AUnitKeptOutEntersOnTheFirstTurnItsHexIsFree) {
  auto s = open_volley_strip(strip("1202", "1201"));
  ASSERT_TRUE(s);
  play_to_turn(*s, 2);
  ASSERT_FALSE(where(*s, "83rd Pennsylvania"));
  // The Maine marches off the entry hex on turn 2; the Pennsylvanians come in on turn 3.
  ASSERT_TRUE(s->submit(cmd("usa order 0102 move")).ok);
  ASSERT_TRUE(s->submit(cmd("usa done")).ok);
  for (int i = 0; i < 64 && s->match().flow.phase != "movement"; ++i) {
    const std::string side = s->match().state.side(*s->match().flow.active_side).key;
    ASSERT_TRUE(s->submit(cmd(side + " done")).ok);
  }
  while (s->match().state.side(*s->match().flow.active_side).key != "usa") {
    ASSERT_TRUE(s->submit(cmd("csa done")).ok);
  }
  const ApplyResult moved = s->submit(cmd("usa move 0102 0202"));
  ASSERT_TRUE(moved.ok) << moved.error;
  play_to_turn(*s, 3);
  EXPECT_EQ(where(*s, "83rd Pennsylvania"), hex(*s, "0102"));
}

TEST(VolleyReinforcements, AnEntryHexTheEnemyHoldsKeepsTheGroupOut) {
  auto s = open_volley_strip(strip("1202", "0102"));  // the Confederates' entry is the Maine's hex
  ASSERT_TRUE(s);
  play_to_turn(*s, 2);
  EXPECT_FALSE(where(*s, "8th Louisiana"));
  EXPECT_TRUE(logged(*s, "Confederate's reinforcements wait: the enemy holds 0102"));
}

}  // namespace
}  // namespace hexfire::test
