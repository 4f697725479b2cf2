// The owner's choice in an assault (7.62): the best morale status takes the first loss of each
// category and its owner chooses among equals; a loss prompt asks, as in direct fire, and the
// round goes on from the same dice once it is answered.
#include <gtest/gtest.h>

#include "cs_field.hpp"
#include "cs_session.hpp"

namespace hexfire::test {
namespace {

// The Storm company (fire 30: column 30+) in 0605 may assault B1 and B2 (8 each) in 0606. Each
// side has a reserve far away, so the turn goes on after the assault.
std::string field() {
  cs::Field f;
  f.title = "Assault choices";
  f.types = R"(<unit-type id="big" class="infantry" strength="30" reduced-strength="15" morale="7" reduced-morale="6" movement="4" range="4"/>)";
  f.side_a = R"(<unit name="Storm" type="big" at="0605"/>
    <unit name="Reserve A" type="inf" at="0101"/>)";
  f.side_b = R"(<unit name="B1" type="inf" at="0606"/>
    <unit name="B2" type="inf" at="0606"/>
    <unit name="Reserve B" type="inf" at="0808"/>)";
  return cs::field_text(f);
}

TEST(AssaultChoice, TheOwnerChoosesAmongUnitsOfTheBestMoraleStatus) {
  auto s = cs::open(field());
  ASSERT_TRUE(s);
  Match m = s->match();
  // Attacker 2 on 30+: 1 (one step loss); defender 16 (column 13) rolls 1: nothing. B1 and B2 are
  // both in good order: b chooses.
  const ApplyResult r = cs::forced(*s, m, "a assault 0605 0606", {2, 1});
  ASSERT_TRUE(r.ok) << r.error;
  EXPECT_TRUE(r.resolutions.empty());  // the round is not over
  ASSERT_EQ(m.flow.prompts.size(), 1u);
  const Prompt& p = m.flow.prompts.front();
  EXPECT_EQ(p.id, "loss");
  EXPECT_EQ(p.side, *m.state.find_side("b"));
  ASSERT_EQ(p.options.size(), 2u);
  EXPECT_EQ(to_line(p.options[1]), "b lose " + cs::word(m, "B2"));
  EXPECT_EQ(s->rules().legal_commands(m), p.options);
  EXPECT_EQ(m.flow.in_control, *m.state.find_side("b"));
  EXPECT_TRUE(s->rules().validate(m, cmd("b end")).has_value());
  // b puts it on B2; then both check M2 (1+1+2 passes). The round's dice are those rolled before.
  const ApplyResult lose = cs::forced(*s, m, "b lose " + cs::word(m, "B2"), {1, 1, 1, 1});
  ASSERT_TRUE(lose.ok) << lose.error;
  ASSERT_EQ(lose.resolutions.size(), 1u);
  const Resolution& round = lose.resolutions[0];
  EXPECT_EQ(round.kind, "assault");
  EXPECT_EQ(round.follow_ups.at(0).result, "1");
  EXPECT_EQ(round.follow_ups.at(0).dice.at(0).value, 2);
  EXPECT_TRUE(m.state.unit(cs::unit(m, "B2")).reduced);
  EXPECT_FALSE(m.state.unit(cs::unit(m, "B1")).reduced);
  EXPECT_TRUE(m.flow.prompts.empty());
  EXPECT_EQ(m.flow.active_side, *m.state.find_side("b"));  // the assault was a's activation
}

TEST(AssaultChoice, NoPromptWhenOneUnitAloneHasTheBestMoraleStatus) {
  auto s = cs::open(field());
  ASSERT_TRUE(s);
  Match m = s->match();
  m.state.unit_mut(cs::unit(m, "B1")).status = UnitStatus::Disrupted;
  // Defender 8 + 4 = 12 (column 9) rolls 1: nothing. The loss goes to B2, the only one in good order.
  const ApplyResult r = cs::forced(*s, m, "a assault 0605 0606", {2, 1, 1, 1, 1, 1});
  ASSERT_TRUE(r.ok) << r.error;
  EXPECT_TRUE(m.flow.prompts.empty());
  ASSERT_EQ(r.resolutions.size(), 1u);
  EXPECT_TRUE(m.state.unit(cs::unit(m, "B2")).reduced);
  EXPECT_FALSE(m.state.unit(cs::unit(m, "B1")).reduced);
}

TEST(AssaultChoice, TheLaterLossesAreTheOwnersToPlaceFreely) {
  auto s = cs::open(field());
  ASSERT_TRUE(s);
  Match m = s->match();
  m.state.unit_mut(cs::unit(m, "B1")).status = UnitStatus::Disrupted;
  // Attacker 4 on 30+: 2 losses. The first goes to B2 (good order, alone); the second is b's
  // choice between B1 and B2 whatever their status.
  ApplyResult r = cs::forced(*s, m, "a assault 0605 0606", {4, 1});
  ASSERT_TRUE(r.ok) << r.error;
  ASSERT_EQ(m.flow.prompts.size(), 1u);
  EXPECT_EQ(m.flow.prompts[0].options.size(), 2u);
  EXPECT_TRUE(m.state.unit(cs::unit(m, "B2")).position.has_value());
  EXPECT_FALSE(m.state.unit(cs::unit(m, "B2")).reduced);  // nothing is applied before the choice
  r = cs::forced(*s, m, "b lose " + cs::word(m, "B2"), {1, 1, 1, 1});
  ASSERT_TRUE(r.ok) << r.error;
  EXPECT_TRUE(m.state.unit(cs::unit(m, "B2")).eliminated);  // both losses: flipped, then gone
  EXPECT_FALSE(m.state.unit(cs::unit(m, "B1")).reduced);
}

TEST(AssaultChoice, AMeleeRoundAtATurnsStartAsksTooAndTheTurnStartsOnceAnswered) {
  auto s = cs::open(field());
  ASSERT_TRUE(s);
  Match m = s->match();
  // Round 1: the attacker's 1 on 30+ is M2 (B1 and B2 pass on 1+1+2), the defender's 1 nothing.
  ASSERT_TRUE(cs::forced(*s, m, "a assault 0605 0606", {1, 1, 1, 1, 1, 1}).ok);
  ASSERT_TRUE(m.flow.prompts.empty());
  ASSERT_EQ(m.flow.active_side, *m.state.find_side("b"));
  ASSERT_TRUE(cs::forced(*s, m, "b end", {}).ok);
  // a passes: the turn ends and the melee fights on; a 2 on 30+ is one loss, B1 or B2: b chooses.
  ApplyResult r = cs::forced(*s, m, "a end", {2, 1});
  ASSERT_TRUE(r.ok) << r.error;
  EXPECT_EQ(m.flow.turn, 2);
  ASSERT_EQ(m.flow.prompts.size(), 1u);
  EXPECT_EQ(m.flow.prompts[0].id, "loss");
  EXPECT_EQ(m.flow.prompts[0].side, *m.state.find_side("b"));
  EXPECT_EQ(m.flow.prompts[0].options.size(), 2u);
  // Answered: M2 checks (1+1+2 pass), then the initiative roll of turn 2 (6 against 1).
  r = cs::forced(*s, m, "b lose " + cs::word(m, "B1"), {1, 1, 1, 1, 6, 1});
  ASSERT_TRUE(r.ok) << r.error;
  EXPECT_TRUE(m.state.unit(cs::unit(m, "B1")).reduced);
  EXPECT_FALSE(m.state.unit(cs::unit(m, "B2")).reduced);
  EXPECT_TRUE(m.flow.prompts.empty());
  ASSERT_EQ(r.resolutions.size(), 1u);
  EXPECT_EQ(r.resolutions[0].title, "Assault in 0606");  // a later round
  EXPECT_EQ(r.log.back().rfind("the assault in 0606 goes on", 0), 0u);
  EXPECT_EQ(m.flow.active_side, *m.state.find_side("a"));  // the turn has started: a won the roll
}

}  // namespace
}  // namespace hexfire::test
