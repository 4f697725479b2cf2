// What a morale state forbids (seed 002 3.3): a disrupted unit may not assault and moves at most
// one hex; a demoralized one must attempt recovery, so its stack may only recover, must once
// activated, and takes no opportunity fire.
#include <algorithm>

#include "cs_field.hpp"
#include "cs_session.hpp"

namespace hexfire::test {
namespace {

// Side a (rating 5: it acts first) has a disrupted company in 0202, a demoralized one with a
// good MG in 0204 and a good company in 0402; side b holds 0303 and 0503.
std::string field() {
  cs::Field f;
  f.title = "Morale limits";
  f.variant = "ww2";
  f.width = f.height = 7;
  f.types = R"(<unit-type id="mg" class="mg" strength="6" reduced-strength="3" morale="7" reduced-morale="6" movement="3" range="6"/>)";
  f.side_a = R"(<unit name="Shaken Coy" type="inf" at="0202" status="disrupted"/>
    <unit name="Broken Coy" type="inf" at="0204" status="demoralized"/>
    <unit name="Steady MG" type="mg" at="0204"/>
    <unit name="Fresh Coy" type="inf" at="0402"/>)";
  f.side_b = R"(<unit name="Enemy1" type="inf" at="0303"/>
    <unit name="Enemy2" type="inf" at="0503"/>)";
  return cs::field_text(f);
}

std::string refused(GameSession& s, const std::string& line) {
  const auto why = s.validate(cmd(line));
  return why ? *why : std::string("(accepted)");
}

TEST(MoraleLimits, ADisruptedUnitMovesOneHexAndMayNotAssault) {
  auto s = cs::open(field());
  ASSERT_TRUE(s);
  EXPECT_EQ(refused(*s, "a move 0202 0201"), "(accepted)");
  EXPECT_EQ(refused(*s, "a move 0202 0201 0101"), "Shaken Coy is disrupted: its stack moves at most 1 hex (seed 002 3.3)");
  EXPECT_EQ(refused(*s, "a assault 0202 0303"), "Shaken Coy is disrupted: a disrupted unit may not assault (seed 002 3.3)");
  EXPECT_EQ(refused(*s, "a fire 0202 0303"), "(accepted)");  // at half its value (direct_fire_test)
  // A good unit is free of all of it.
  EXPECT_EQ(refused(*s, "a move 0402 0401 0301"), "(accepted)");
  EXPECT_EQ(refused(*s, "a assault 0402 0503"), "(accepted)");
}

TEST(MoraleLimits, AStackWithADemoralizedUnitMayOnlyRecover) {
  auto s = cs::open(field());
  ASSERT_TRUE(s);
  const std::string must = "Broken Coy is demoralized: it must try to recover, so its stack may only recover (seed 002 3.3)";
  EXPECT_EQ(refused(*s, "a fire 0204 0303"), must);  // the good MG with it too
  EXPECT_EQ(refused(*s, "a move 0204 0203"), must);
  EXPECT_EQ(refused(*s, "a dig 0204"), must);
  EXPECT_EQ(refused(*s, "a recover 0204"), "(accepted)");
  EXPECT_EQ(refused(*s, "a activate 0204"), "(accepted)");
}

TEST(MoraleLimits, TheLegalCommandsOfferNothingTheMoraleForbids) {
  auto s = cs::open(field());
  ASSERT_TRUE(s);
  bool recover_offered = false;
  for (const Command& c : s->rules().legal_commands(s->match())) {
    const std::string line = to_line(c);
    EXPECT_NE(line.rfind("a fire 0204", 0), 0u) << line;
    EXPECT_NE(line.rfind("a assault 0202", 0), 0u) << line;
    if (c.verb == "move" && c.args.size() > 2) {
      EXPECT_NE(c.args[0], "0202") << line;
    }
    recover_offered = recover_offered || line == "a recover 0204";
  }
  EXPECT_TRUE(recover_offered);
}

// "Must attempt recovery" (seed 002 3.3): once the stack with the demoralized company is
// activated, its activation may not end before it tries; after the roll it is over. Passing with
// no stack named activates nobody and stays open. (Until session 24 `end` ended such an activation
// without a roll.)
TEST(MoraleLimits, AnActivatedStackWithADemoralizedUnitMustAttemptRecovery) {
  auto s = cs::open(field());
  ASSERT_TRUE(s);
  EXPECT_EQ(refused(*s, "a end"), "(accepted)");
  ASSERT_TRUE(s->submit(cmd("a activate 0204")).ok);
  EXPECT_EQ(refused(*s, "a end"),
            "Broken Coy is demoralized and must attempt recovery (seed 002 3.3): recover before the activation ends");
  const auto legal = s->rules().legal_commands(s->match());
  EXPECT_EQ(std::find(legal.begin(), legal.end(), cmd("a end")), legal.end());
  EXPECT_NE(std::find(legal.begin(), legal.end(), cmd("a recover 0204")), legal.end());
  ASSERT_TRUE(s->submit(cmd("a recover 0204")).ok);
  EXPECT_EQ(s->match().flow.active_side, *s->match().state.find_side("b"));  // a's activation is over
}

// Opportunity fire is an activation too (a stack that takes it has used its turn), so a stack
// holding a demoralized unit, which may only try to recover, is not offered it: the good MG in
// 0204 stays silent when the enemy moves past, while the fresh company in 0402 may fire. (Offered
// it until session 24, the stack fired with its good units as though the rule stopped at its own
// activation.)
TEST(MoraleLimits, AStackWithADemoralizedUnitIsNotOfferedOpportunityFire) {
  auto s = cs::open(field());
  ASSERT_TRUE(s);
  ASSERT_TRUE(s->submit(cmd("a recover 0202")).ok);
  ASSERT_TRUE(s->submit(cmd("b move 0503 0403")).ok);
  const Match& m = s->match();
  ASSERT_EQ(m.flow.prompts.size(), 1u);
  const Prompt& p = m.flow.prompts.front();
  EXPECT_EQ(p.id, "opportunity_fire");
  bool fresh = false;
  for (const Command& c : p.options) {
    EXPECT_NE(to_line(c).rfind("a opfire 0204", 0), 0u) << to_line(c);
    fresh = fresh || to_line(c).rfind("a opfire 0402", 0) == 0;
  }
  EXPECT_TRUE(fresh);
}

}  // namespace
}  // namespace hexfire::test
