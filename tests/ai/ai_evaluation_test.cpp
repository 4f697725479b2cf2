// The opponent's evaluation terms that come from the rule system's hints, on a small volley map:
// the threat of each side (RuleSystem::ai_threat, the expected casualties of each unit's best
// volley from the exact odds) and the move an order leaves a unit (RuleSystem::ai_reach); and on
// a small column-shift field, its threat (each stack's best direct fire, its expected loss of
// worth from the exact odds).
#include <string>

#include "column_shift/cs_field.hpp"
#include "engine/ai/choose_command.hpp"
#include "engine/ai/evaluate.hpp"
#include "engine/core/rng.hpp"
#include "engine/rules/column_shift/results.hpp"
#include "flow/flow_helpers.hpp"
#include "volley/volley_strip.hpp"

namespace hexfire::test {
namespace {

// One Union and one Confederate regiment on a strip of clear ground, `gap` columns apart, each
// facing as given; the farm at 0402 is the Confederates' and worth 5. `terrain`: the strip's
// twelve hexes of row 2; `edges`: those of rows 1 and 3.
std::string strip(const std::string& usa_facing, const std::string& csa_at, const std::string& csa_facing,
                  const std::string& terrain = ". . . . . . . . . . . .",
                  const std::string& edges = ". . . . . . . . . . . .") {
  VolleyStrip v;
  v.title = "AI evaluation strip";
  v.terrain = "      " + edges + "\n      " + terrain + "\n      " + edges;
  v.usa = R"(<unit name="20th Maine" type="inf" at="0102" facing=")" + usa_facing +
          R"(" figures="16" stands="4" quality="veteran"/>)";
  v.csa = R"(<unit name="7th Louisiana" type="inf" at=")" + csa_at + R"(" facing=")" + csa_facing +
          R"(" figures="18" stands="4" quality="elite"/>)";
  v.rest = R"(<victory><objective name="Miller's farm" at="0402" points="5" owner="csa"/></victory>)";
  return volley_strip_text(v);
}

// A strip of sixteen columns: the Union regiment at `usa_at`, the Confederates' farm at 1602 held
// by a regiment facing away from it, so no volley reaches either way.
std::string long_strip(const std::string& usa_at) {
  VolleyStrip v;
  v.width = 16;
  v.title = "AI evaluation long strip";
  v.usa = R"(<unit name="20th Maine" type="inf" at=")" + usa_at + R"(" facing="NW" figures="16" stands="4" quality="veteran"/>)";
  v.csa = R"(<unit name="7th Louisiana" type="inf" at="1602" facing="NE" figures="18" stands="4" quality="elite"/>)";
  v.rest = R"(<victory><objective name="Miller's farm" at="1602" points="5" owner="csa"/></victory>)";
  return volley_strip_text(v);
}

// The long strip with three Union regiments, all facing away from the Confederates on the farm
// (none in range either way): two beside the farm, the third at `third_at`.
std::string force_strip(const std::string& third_at) {
  std::string text = long_strip(third_at);
  const std::string third = R"(<unit name="20th Maine")";
  const std::string two =
      R"(<unit name="2nd Maine" type="inf" at="1401" facing="NW" figures="16" stands="4"/>
    <unit name="1st Michigan" type="inf" at="1403" facing="NW" figures="14" stands="4"/>
    )";
  text.insert(text.find(third), two);
  return text;
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
  const Hex farm = *held->match().state.map().parse_label("0402");
  EXPECT_EQ(rules.ai_reach(held->match(), maine, s.usa, farm), 0);
  EXPECT_EQ(rules.ai_reach(moving->match(), maine, s.usa, farm), 3);  // a line's 6" at 2" a hex
  EXPECT_EQ(rules.ai_reach(moving->match(), maine, s.csa, farm), 0);  // secret until the reveal
  EXPECT_DOUBLE_EQ(ai::threat_balance(rules, moving->match(), s.usa), 0.0);
  EXPECT_GT(ai::evaluate(rules, moving->match(), s.usa), ai::evaluate(rules, held->match(), s.usa));
}

// The reach is paid for over the ground: woods cost a line two of its three points a hex, so a
// Move order takes the regiment one hex nearer the farm through a wood across the strip, not
// three (counting points as hexes promised Gaines' Mill's Confederates moves through the ravine
// they could not make); with a way round the wood it gets two hexes nearer.
TEST(AiEvaluation, TheReachOfAMoveOrderIsPaidForOverTheGround) {
  const std::string wood = ". w w . . . . . . . . .";
  auto moving = open_strip(strip("SE", "1202", "SW", wood, wood));
  auto round = open_strip(strip("SE", "1202", "SW", wood));
  ASSERT_TRUE(moving && round);
  ASSERT_TRUE(round->submit(cmd("usa order 0102 move")).ok);
  EXPECT_EQ(round->rules().ai_reach(round->match(), *round->match().state.find_unit("20th Maine"),
                                    sides_of(*round).usa, *round->match().state.map().parse_label("0402")),
            2);
  ASSERT_TRUE(moving->submit(cmd("usa order 0102 move")).ok);
  const Sides s = sides_of(*moving);
  const UnitId maine = *moving->match().state.find_unit("20th Maine");
  const Hex farm = *moving->match().state.map().parse_label("0402");
  EXPECT_EQ(moving->rules().ai_reach(moving->match(), maine, s.usa, farm), 1);
}

// In the movement phase a step into the woods towards the farm spends two points for one hex:
// it must not score below standing still with the points unspent (it did while the points left
// counted as clear hexes, so the regiment ordered to move turned and waited instead).
TEST(AiEvaluation, AStepThroughWoodsTowardsTheObjectiveLosesNoPull) {
  const std::string wood = ". w w . . . . . . . . .";
  auto game = open_strip(strip("SE", "1202", "SW", wood, wood));
  ASSERT_TRUE(game);
  const Sides s = sides_of(*game);
  ASSERT_TRUE(game->submit(cmd("usa order 0102 move")).ok);
  for (int i = 0; i < 40 && game->match().flow.phase != "movement"; ++i) {
    const auto side = ai::side_to_act(game->rules(), game->match());
    ASSERT_TRUE(side);
    const std::string key = game->match().state.side(*side).key;
    ASSERT_TRUE(game->submit(cmd(key + " done")).ok) << key << " in " << game->match().flow.phase;
  }
  ASSERT_EQ(game->match().flow.phase, "movement");
  ASSERT_EQ(ai::side_to_act(game->rules(), game->match()), s.usa);
  const double standing = ai::evaluate(game->rules(), game->match(), s.usa);
  ASSERT_TRUE(game->submit(cmd("usa move 0102 0202")).ok);
  EXPECT_GE(ai::evaluate(game->rules(), game->match(), s.usa), standing);
}

// On a map wider than 12 hexes a step towards a far objective still counts: the Union regiment
// 14 hexes from the farm stands better than at 15 (with the distances cut at 12 both were
// alike, and Gaines' Mill's Confederates, 13 to 15 hexes from the Watt house and the crest,
// were drawn to neither).
TEST(AiEvaluation, AFarObjectiveStillPullsOnAMapWiderThanTwelveHexes) {
  auto far = open_strip(long_strip("0102"));
  auto nearer = open_strip(long_strip("0202"));
  ASSERT_TRUE(far && nearer);
  const Sides s = sides_of(*far);
  const Hex farm = *far->match().state.map().parse_label("1602");
  ASSERT_EQ(distance(*far->match().state.unit(*far->match().state.find_unit("20th Maine")).position, farm), 15);
  EXPECT_DOUBLE_EQ(ai::threat_balance(far->rules(), far->match(), s.usa), 0.0);
  EXPECT_DOUBLE_EQ(ai::threat_balance(nearer->rules(), nearer->match(), s.usa), 0.0);
  EXPECT_GT(ai::evaluate(nearer->rules(), nearer->match(), s.usa), ai::evaluate(far->rules(), far->match(), s.usa));
}

// An objective the side must take draws every regiment from afar, not its nearest two alone:
// the third regiment a hex nearer the farm, 14 hexes off, is a better position (it was the same
// one while only the nearest two counted, and at Gaines' Mill most of the Confederate force
// stood all game); within six hexes only the nearest two count, as before.
TEST(AiEvaluation, AnObjectiveToTakeDrawsTheWholeForce) {
  auto behind = open_strip(force_strip("0102"));
  auto closer = open_strip(force_strip("0202"));
  auto near = open_strip(force_strip("1002"));
  auto nearer = open_strip(force_strip("1102"));
  ASSERT_TRUE(behind && closer);
  const Sides s = sides_of(*behind);
  EXPECT_DOUBLE_EQ(ai::threat_balance(behind->rules(), behind->match(), s.usa), 0.0);
  EXPECT_DOUBLE_EQ(ai::threat_balance(closer->rules(), closer->match(), s.usa), 0.0);
  EXPECT_GT(ai::evaluate(closer->rules(), closer->match(), s.usa), ai::evaluate(behind->rules(), behind->match(), s.usa));
  ASSERT_TRUE(near && nearer);
  EXPECT_DOUBLE_EQ(ai::evaluate(nearer->rules(), nearer->match(), s.usa), ai::evaluate(near->rules(), near->match(), s.usa));
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

// A system without the hints (fireline) leaves the evaluation as it was: no threat term.
TEST(AiEvaluation, ASystemWithoutTheHintsHasNoThreatTerm) {
  auto s = open_game(crossroads());
  ASSERT_TRUE(s);
  for (const Side& side : s->match().state.sides()) {
    EXPECT_FALSE(s->rules().ai_threat(s->match(), side.id, side.id));
    EXPECT_DOUBLE_EQ(ai::threat_balance(s->rules(), s->match(), side.id), 0.0);
  }
}

// ---- column-shift ----

namespace {

// A company of side a (range 4) in 0104 and one of side b that reaches only 2 hexes, in `b_at`
// (0404: three hexes off, within a's range and out of its own; 0704: out of both); `map`: the
// field's hexes (woods at 0404, say). No objectives: the threat is all that differs.
std::unique_ptr<GameSession> open_cs_field(const std::string& b_at, const std::string& map = "",
                                           const std::string& b_status = "",
                                           const std::string& side_a = R"(<unit name="A1" type="inf" at="0104"/>)",
                                           const std::string& b_more = "") {
  cs::Field f;
  f.title = "AI evaluation field";
  f.map = map;
  f.types = R"(<unit-type id="short" class="infantry" strength="8" reduced-strength="4" morale="7" reduced-morale="6" movement="4" range="2"/>
    <unit-type id="ldr" class="leader" strength="0" morale="8" movement="4" combat="1" morale_mod="1"/>)";
  f.side_a = side_a;
  f.side_b = R"(<unit name="B1" type="short" at=")" + b_at + R"(")" + b_status + "/>" + b_more;
  SessionOpen o = GameSession::open_text({"cs.xml", rules_dir(), std::nullopt, {}}, cs::field_text(f), "cs.xml");
  EXPECT_TRUE(o.session) << o.error;
  return std::move(o.session);
}

SideId side_named(const GameSession& s, const char* key) { return *s.match().state.find_side(key); }

}  // namespace

// Column-shift's threat: a's company can fire at b's in 0404 (and b's cannot answer), not at
// 0704. Nothing else differs, so b's company standing under fire scores lower for b and higher
// for a; the expected loss is less than the whole company's worth.
TEST(AiEvaluation, ColumnShiftAThreatenedUnitScoresLowerThanTheSameUnitUnthreatened) {
  auto threatened = open_cs_field("0404");
  auto safe = open_cs_field("0704");
  ASSERT_TRUE(threatened && safe);
  const SideId a = side_named(*threatened, "a"), b = side_named(*threatened, "b");
  const RuleSystem& rules = threatened->rules();
  const auto a_threat = rules.ai_threat(threatened->match(), a, a);
  ASSERT_TRUE(a_threat);
  EXPECT_GT(*a_threat, 0.0);
  EXPECT_LT(*a_threat, 8.0);  // the company's worth: a fire takes off part of it on the average
  EXPECT_DOUBLE_EQ(*rules.ai_threat(threatened->match(), b, b), 0.0);
  EXPECT_DOUBLE_EQ(*rules.ai_threat(safe->match(), a, a), 0.0);
  EXPECT_LT(ai::threat_balance(rules, threatened->match(), b), 0.0);
  EXPECT_LT(ai::evaluate(rules, threatened->match(), b), ai::evaluate(rules, safe->match(), b));
  EXPECT_GT(ai::evaluate(rules, threatened->match(), a), ai::evaluate(rules, safe->match(), a));
}

// The threat reads the map as the fire does: the same fire at the company in woods (two columns
// to the left) is expected to take off less than in the open, and more than nothing.
TEST(AiEvaluation, ColumnShiftCoverLessensTheThreat) {
  auto open_ground = open_cs_field("0404");
  auto in_woods = open_cs_field("0404", R"(    <hex at="0404" terrain="woods"/>)");
  ASSERT_TRUE(open_ground && in_woods);
  const SideId a = side_named(*open_ground, "a");
  const double open_threat = *open_ground->rules().ai_threat(open_ground->match(), a, a);
  const double woods_threat = *in_woods->rules().ai_threat(in_woods->match(), a, a);
  EXPECT_GT(woods_threat, 0.0);
  EXPECT_LT(woods_threat, open_threat);
}

// The threat reads the units' state as the fire does: b's company, demoralized, may not fire and
// threatens nothing, though a's company is within its range; a's fire at it still threatens.
TEST(AiEvaluation, ColumnShiftAUnitThatMayNotFireThreatensNothing) {
  auto near = open_cs_field("0204", "", R"( status="demoralized")");
  ASSERT_TRUE(near);
  const SideId a = side_named(*near, "a"), b = side_named(*near, "b");
  EXPECT_DOUBLE_EQ(*near->rules().ai_threat(near->match(), b, b), 0.0);
  EXPECT_GT(*near->rules().ai_threat(near->match(), a, a), 0.0);
}

// Sides take turns activating one stack each, so the side's threat is its best stack's fire, not
// the sum: a second company three hexes off (long range) adds nothing to the threat of one next to
// b's company, and alone it threatens less.
TEST(AiEvaluation, ColumnShiftTheThreatIsTheSidesBestStack) {
  auto both = open_cs_field("0404", "", "", R"(<unit name="A1" type="inf" at="0104"/><unit name="A2" type="inf" at="0304"/>)");
  auto near_only = open_cs_field("0404", "", "", R"(<unit name="A2" type="inf" at="0304"/>)");
  auto far_only = open_cs_field("0404");
  ASSERT_TRUE(both && near_only && far_only);
  const SideId a = side_named(*both, "a");
  const double threat_both = *both->rules().ai_threat(both->match(), a, a);
  EXPECT_DOUBLE_EQ(threat_both, *near_only->rules().ai_threat(near_only->match(), a, a));
  EXPECT_LT(*far_only->rules().ai_threat(far_only->match(), a, a), threat_both);
}

// The expected losses are kept by what their walk reads; a unit the fire eliminated may still be
// listed in its hex, and a leader left alone there is another target than the leader with his
// reduced company (the same units in the same states but the company's presence): the threat read after the loss, by a system that read it before, is the one a fresh
// system reads.
TEST(AiEvaluation, ColumnShiftTheThreatKeptIsTheThreatReadAfresh) {
  const char* a_side = R"(<unit name="A1" type="inf" at="0304"/>)";
  const char* leader = R"(<leader name="Lt" type="ldr" at="0404"/>)";
  auto warm = open_cs_field("0404", "", R"( reduced="true")", a_side, leader);
  auto fresh = open_cs_field("0404", "", R"( reduced="true")", a_side, leader);
  ASSERT_TRUE(warm && fresh);
  const SideId a = side_named(*warm, "a");
  Match m = warm->match();
  const UnitId b1 = *m.state.find_unit("B1");
  const double with_company = *warm->rules().ai_threat(m, a, a);
  column_shift::take_step_loss(m.state, b1);  // on its reduced side: eliminated
  ASSERT_TRUE(m.state.unit(b1).eliminated);
  EXPECT_DOUBLE_EQ(*warm->rules().ai_threat(m, a, a), *fresh->rules().ai_threat(m, a, a));
  EXPECT_NE(*warm->rules().ai_threat(m, a, a), with_company);
}

// Column-shift hides nothing but the dice: the threat is the same whoever views it, and the
// same on a copy whose future dice the opponent drew again (it reads odds, never the roll to
// come). A stack that has acted this turn still threatens (where it stands, not the turn left).
TEST(AiEvaluation, ColumnShiftTheThreatReadsNothingHidden) {
  auto s = open_cs_field("0404");
  ASSERT_TRUE(s);
  const SideId a = side_named(*s, "a"), b = side_named(*s, "b");
  const RuleSystem& rules = s->rules();
  const double seen_by_a = *rules.ai_threat(s->match(), a, a);
  EXPECT_DOUBLE_EQ(*rules.ai_threat(s->match(), a, b), seen_by_a);
  for (std::uint64_t seed : {1u, 2u, 3u}) {
    Match copy = s->match();
    Rng rng(seed);
    rules.redraw_hidden(copy, b, rng);
    EXPECT_DOUBLE_EQ(*rules.ai_threat(copy, a, b), seen_by_a);
  }
  ASSERT_TRUE(s->submit(cmd("a dig 0104")).ok);  // a's one stack acts
  EXPECT_DOUBLE_EQ(*rules.ai_threat(s->match(), a, b), seen_by_a);
}

// Column-shift's material is the opponent's neutral measure (so giving it changes no game's
// material term), and the threat is counted in it.
TEST(AiEvaluation, ColumnShiftMaterialIsTheNeutralMeasure) {
  auto s = open_game(repo_path("scenarios/column-shift/tutorial_ww2.xml"));
  ASSERT_TRUE(s);
  for (const Side& side : s->match().state.sides())
    EXPECT_DOUBLE_EQ(*s->rules().ai_material(s->match(), side.id), ai::neutral_material(s->match(), side.id));
  auto field = open_cs_field("0404", "", R"( status="disrupted")");
  ASSERT_TRUE(field);
  const SideId b = side_named(*field, "b");
  EXPECT_DOUBLE_EQ(*field->rules().ai_material(field->match(), b), 6.0);  // 8, disrupted: three quarters
  EXPECT_DOUBLE_EQ(ai::neutral_material(field->match(), b), 6.0);
}

}  // namespace hexfire::test
