// The opponent's evaluation terms that come from the rule system's hints, on a small volley map:
// the threat of each side (RuleSystem::ai_threat, the expected casualties of each unit's best
// volley from the exact odds) and the move an order leaves a unit (RuleSystem::ai_reach).
#include <string>

#include "engine/ai/evaluate.hpp"
#include "flow/flow_helpers.hpp"

namespace hexfire::test {
namespace {

// One Union and one Confederate regiment on a strip of clear ground, `gap` columns apart, each
// facing as given; the farm at 0402 is the Confederates' and worth 5. `terrain`: the strip's
// twelve hexes of row 2.
std::string strip(const std::string& usa_facing, const std::string& csa_at, const std::string& csa_facing,
                  const std::string& terrain = ". . . . . . . . . . . .") {
  return R"(<?xml version="1.0" encoding="UTF-8"?>
<scenario format="2" system="volley" turns="4" seed="7">
  <title>AI evaluation strip</title>
  <map width="12" height="3" layout="flat-odd-q" label-first="1" label-digits="2" default-terrain="clear">
    <legend char="." terrain="clear"/>
    <legend char="w" terrain="woods"/>
    <terrain>
      . . . . . . . . . . . .
      )" + terrain + R"(
      . . . . . . . . . . . .
    </terrain>
  </map>
  <sides>
    <side key="usa" name="Union" color="#3b5b92"/>
    <side key="csa" name="Confederate" color="#8f8f8f"/>
  </sides>
  <unit-types>
    <unit-type id="inf" name="Infantry regiment" class="infantry" strength="20"/>
  </unit-types>
  <units side="usa">
    <unit name="20th Maine" type="inf" at="0102" facing=")" + usa_facing + R"(" figures="16" stands="4" quality="veteran"/>
  </units>
  <units side="csa">
    <unit name="7th Louisiana" type="inf" at=")" + csa_at + R"(" facing=")" + csa_facing + R"(" figures="18" stands="4" quality="elite"/>
  </units>
  <victory>
    <objective name="Miller's farm" at="0402" points="5" owner="csa"/>
  </victory>
</scenario>
)";
}

std::unique_ptr<GameSession> open_strip(const std::string& text) {
  SessionOpen o = GameSession::open_text({"strip.xml", rules_dir(), std::nullopt, {}}, text, "strip.xml");
  EXPECT_TRUE(o.session) << o.error;
  return std::move(o.session);
}

struct Sides {
  SideId usa, csa;
};
Sides sides_of(const GameSession& s) {
  return {*s.match().state.find_side("usa"), *s.match().state.find_side("csa")};
}

}  // namespace

// The Union regiment faces away (it threatens nothing); the Confederates, four hexes off, either
// face it (their volley reaches it) or face away. Nothing else differs, so the threatened
// position must score lower for the Union and higher for the Confederates.
TEST(AiEvaluation, AThreatenedUnitScoresLowerThanTheSameUnitUnthreatened) {
  auto threatened = open_strip(strip("NW", "0502", "SW"));
  auto safe = open_strip(strip("NW", "0502", "NE"));
  ASSERT_TRUE(threatened && safe);
  const Sides s = sides_of(*threatened);
  const RuleSystem& rules = threatened->rules();
  const auto csa_threat = rules.ai_threat(threatened->match(), s.csa, s.csa);
  ASSERT_TRUE(csa_threat);
  EXPECT_GT(*csa_threat, 0.5);  // an elite regiment's opening volley at four hexes
  EXPECT_DOUBLE_EQ(*rules.ai_threat(safe->match(), s.csa, s.csa), 0.0);
  EXPECT_DOUBLE_EQ(*rules.ai_threat(threatened->match(), s.usa, s.usa), 0.0);
  EXPECT_LT(ai::threat_balance(rules, threatened->match(), s.usa), 0.0);
  EXPECT_LT(ai::evaluate(rules, threatened->match(), s.usa), ai::evaluate(rules, safe->match(), s.usa));
  EXPECT_GT(ai::evaluate(rules, threatened->match(), s.csa), ai::evaluate(rules, safe->match(), s.csa));
}

// The threat reads the terrain as the volley does: the same volley at a regiment in woods
// (cover, -1) is expected to take fewer figures than at one in the open.
TEST(AiEvaluation, CoverLessensTheThreat) {
  auto open_ground = open_strip(strip("NW", "0502", "SW"));
  auto in_woods = open_strip(strip("NW", "0502", "SW", "w . . . . . . . . . . ."));
  ASSERT_TRUE(open_ground && in_woods);
  const Sides s = sides_of(*open_ground);
  const double open_threat = *open_ground->rules().ai_threat(open_ground->match(), s.csa, s.csa);
  const double woods_threat = *in_woods->rules().ai_threat(in_woods->match(), s.csa, s.csa);
  EXPECT_GT(woods_threat, 0.0);
  EXPECT_LT(woods_threat, open_threat);
}

// An order to move brings the regiment nearer the farm it must take, in the evaluation, by the
// move the order gives it; Hold leaves it where it stands. The Confederates are out of range, so
// the order changes no threat. The other side does not see the order before the reveal.
TEST(AiEvaluation, AMoveOrderCountsTheMoveItGivesTowardsTheObjective) {
  auto held = open_strip(strip("SE", "1202", "SW"));
  auto moving = open_strip(strip("SE", "1202", "SW"));
  ASSERT_TRUE(held && moving);
  ASSERT_TRUE(held->submit(cmd("usa order 0102 hold")).ok);
  ASSERT_TRUE(moving->submit(cmd("usa order 0102 move")).ok);
  const Sides s = sides_of(*held);
  const RuleSystem& rules = held->rules();
  const UnitId maine = *held->match().state.find_unit("20th Maine");
  EXPECT_EQ(rules.ai_reach(held->match(), maine, s.usa), 0);
  EXPECT_EQ(rules.ai_reach(moving->match(), maine, s.usa), 3);  // a line's 6" at 2" a hex
  EXPECT_EQ(rules.ai_reach(moving->match(), maine, s.csa), 0);  // secret until the reveal
  EXPECT_DOUBLE_EQ(ai::threat_balance(rules, moving->match(), s.usa), 0.0);
  EXPECT_GT(ai::evaluate(rules, moving->match(), s.usa), ai::evaluate(rules, held->match(), s.usa));
}

// The other side's orders are secret: its threat as the viewer sees it does not depend on them
// (an order to move costs a dice of the volley, which only its own side may count).
TEST(AiEvaluation, TheThreatReadsOnlyTheOrdersTheViewerMayKnow) {
  auto held = open_strip(strip("SE", "0502", "SW"));
  auto moving = open_strip(strip("SE", "0502", "SW"));
  ASSERT_TRUE(held && moving);
  ASSERT_TRUE(held->submit(cmd("usa order 0102 hold")).ok);
  ASSERT_TRUE(moving->submit(cmd("usa order 0102 move")).ok);
  const Sides s = sides_of(*held);
  const RuleSystem& rules = held->rules();
  EXPECT_GT(*rules.ai_threat(held->match(), s.usa, s.usa), *rules.ai_threat(moving->match(), s.usa, s.usa));
  EXPECT_DOUBLE_EQ(*rules.ai_threat(held->match(), s.usa, s.csa), *rules.ai_threat(moving->match(), s.usa, s.csa));
}

// A system without the hints (column-shift) leaves the evaluation as it was: no threat term.
TEST(AiEvaluation, ASystemWithoutTheHintsHasNoThreatTerm) {
  auto s = open_game(repo_path("scenarios/column-shift/tutorial_ww1.xml"));
  ASSERT_TRUE(s);
  for (const Side& side : s->match().state.sides()) {
    EXPECT_FALSE(s->rules().ai_threat(s->match(), side.id, side.id));
    EXPECT_DOUBLE_EQ(ai::threat_balance(s->rules(), s->match(), side.id), 0.0);
  }
}

}  // namespace hexfire::test
