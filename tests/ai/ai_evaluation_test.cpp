// The opponent's evaluation terms that come from the rule system's hints, on a small volley map:
// the threat of each side (RuleSystem::ai_threat, the expected casualties of each unit's best
// volley from the exact odds) and the move an order leaves a unit (RuleSystem::ai_reach); and on
// a small column-shift field, its threat (each stack's best direct fire, its expected loss of
// worth from the exact odds); and on a small fireline field, its threat (each stack's best fire,
// summed over a formation, the side's most threatening formation) and its material.
#include <cmath>
#include <string>

#include "column_shift/cs_field.hpp"
#include "engine/ai/choose_command.hpp"
#include "engine/ai/evaluate.hpp"
#include "engine/core/rng.hpp"
#include "engine/rules/column_shift/column_shift_board.hpp"
#include "engine/rules/column_shift/column_shift_system.hpp"
#include "engine/rules/column_shift/results.hpp"
#include "engine/rules/fireline/fireline_flow.hpp"
#include "engine/rules/volley/volley_flow.hpp"
#include "engine/rules/volley/volley_forecast.hpp"
#include "engine/rules/volley/volley_system.hpp"
#include "engine/state/unit_worth.hpp"
#include "flow/flow_helpers.hpp"
#include "support/drill_system.hpp"
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
  auto threatened = open_volley_strip(strip("NW", "0502", "SW"));
  auto safe = open_volley_strip(strip("NW", "0502", "NE"));
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
  auto open_ground = open_volley_strip(strip("NW", "0502", "SW"));
  auto in_woods = open_volley_strip(strip("NW", "0502", "SW", "w . . . . . . . . . . ."));
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
  auto held = open_volley_strip(strip("SE", "1202", "SW"));
  auto moving = open_volley_strip(strip("SE", "1202", "SW"));
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
  auto moving = open_volley_strip(strip("SE", "1202", "SW", wood, wood));
  auto round = open_volley_strip(strip("SE", "1202", "SW", wood));
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
  auto game = open_volley_strip(strip("SE", "1202", "SW", wood, wood));
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
  auto far = open_volley_strip(long_strip("0102"));
  auto nearer = open_volley_strip(long_strip("0202"));
  ASSERT_TRUE(far && nearer);
  const Sides s = sides_of(*far);
  const Hex farm = *far->match().state.map().parse_label("1602");
  ASSERT_EQ(distance(*far->match().state.unit(*far->match().state.find_unit("20th Maine")).position, farm), 15);
  EXPECT_DOUBLE_EQ(ai::threat_balance(far->rules(), far->match(), s.usa), 0.0);
  EXPECT_DOUBLE_EQ(ai::threat_balance(nearer->rules(), nearer->match(), s.usa), 0.0);
  EXPECT_GT(ai::evaluate(nearer->rules(), nearer->match(), s.usa), ai::evaluate(far->rules(), far->match(), s.usa));
}

// An objective the side must take draws every regiment, not its nearest two alone, from afar
// and all the way in: the third regiment a hex nearer the farm is a better position 14 hexes off
// (it was the same one while only the nearest two counted, and at Gaines' Mill most of the
// Confederate force stood all game) and 5 hexes off (the same while the rest of the force was
// drawn only beyond six hexes, and Gaines' Mill's Confederates stopped short of the crest).
TEST(AiEvaluation, AnObjectiveToTakeDrawsTheWholeForce) {
  auto behind = open_volley_strip(force_strip("0102"));
  auto closer = open_volley_strip(force_strip("0202"));
  auto near = open_volley_strip(force_strip("1002"));
  auto nearer = open_volley_strip(force_strip("1102"));
  ASSERT_TRUE(behind && closer);
  const Sides s = sides_of(*behind);
  EXPECT_DOUBLE_EQ(ai::threat_balance(behind->rules(), behind->match(), s.usa), 0.0);
  EXPECT_DOUBLE_EQ(ai::threat_balance(closer->rules(), closer->match(), s.usa), 0.0);
  EXPECT_GT(ai::evaluate(closer->rules(), closer->match(), s.usa), ai::evaluate(behind->rules(), behind->match(), s.usa));
  ASSERT_TRUE(near && nearer);
  EXPECT_DOUBLE_EQ(ai::threat_balance(near->rules(), near->match(), s.usa), 0.0);
  EXPECT_DOUBLE_EQ(ai::threat_balance(nearer->rules(), nearer->match(), s.usa), 0.0);
  EXPECT_GT(ai::evaluate(nearer->rules(), nearer->match(), s.usa), ai::evaluate(near->rules(), near->match(), s.usa));
}

// The pull of an objective grows as the last turn nears, at the turn of the decision: the same
// position a turn later weighs the same for that decision (a command that ends the turn is not
// worse for the time it lets pass), and less on its own turn's terms.
TEST(AiEvaluation, TheObjectivesGrowingPullIsReadAtTheDecisionsTurn) {
  auto strip_now = open_volley_strip(long_strip("0302"));
  ASSERT_TRUE(strip_now);
  const Sides s = sides_of(*strip_now);
  const RuleSystem& rules = strip_now->rules();
  const Match& now = strip_now->match();
  ASSERT_LT(now.flow.turn + 1, now.info.turns);
  Match later = now;
  later.flow.turn += 1;
  EXPECT_DOUBLE_EQ(ai::evaluate(rules, later, s.usa, now.flow.turn), ai::evaluate(rules, now, s.usa, now.flow.turn));
  EXPECT_DOUBLE_EQ(ai::evaluate(rules, now, s.usa), ai::evaluate(rules, now, s.usa, now.flow.turn));
  EXPECT_LT(ai::evaluate(rules, later, s.usa), ai::evaluate(rules, now, s.usa) - 1.0);
}

// In the last turn the standing counts as the result it would give at the turn limit, as a game
// over does: a playout that has not reached the end scores as one that has. Before the last turn
// it counts as VP only. The Confederates hold the farm (5 VP) and so lead.
TEST(AiEvaluation, InTheLastTurnTheStandingCountsAsTheResult) {
  auto strip_now = open_volley_strip(long_strip("0302"));
  ASSERT_TRUE(strip_now);
  const Sides s = sides_of(*strip_now);
  const RuleSystem& rules = strip_now->rules();
  const Match& now = strip_now->match();
  ASSERT_FALSE(now.flow.game_over);
  EXPECT_LT(std::abs(ai::evaluate(rules, now, s.csa)), ai::kWon / 2);
  EXPECT_LT(std::abs(ai::evaluate(rules, now, s.usa)), ai::kWon / 2);
  Match last = now;
  last.flow.turn = last.info.turns;
  EXPECT_GT(ai::evaluate(rules, last, s.csa), ai::kWon / 2);
  EXPECT_LT(ai::evaluate(rules, last, s.usa), -ai::kWon / 2);
  Match over = last;
  over.flow.game_over = true;
  over.flow.winner = s.csa;
  EXPECT_NEAR(ai::evaluate(rules, over, s.csa), ai::evaluate(rules, last, s.csa), 1e-9);
}

// The other side's orders are secret: its threat as the viewer sees it does not depend on them
// (an order to move costs a dice of the volley, which only its own side may count).
TEST(AiEvaluation, TheThreatReadsOnlyTheOrdersTheViewerMayKnow) {
  auto held = open_volley_strip(strip("SE", "0502", "SW"));
  auto moving = open_volley_strip(strip("SE", "0502", "SW"));
  ASSERT_TRUE(held && moving);
  ASSERT_TRUE(held->submit(cmd("usa order 0102 hold")).ok);
  ASSERT_TRUE(moving->submit(cmd("usa order 0102 move")).ok);
  const Sides s = sides_of(*held);
  const RuleSystem& rules = held->rules();
  EXPECT_GT(*rules.ai_threat(held->match(), s.usa, s.usa), *rules.ai_threat(moving->match(), s.usa, s.usa));
  EXPECT_DOUBLE_EQ(*rules.ai_threat(held->match(), s.usa, s.csa), *rules.ai_threat(moving->match(), s.usa, s.csa));
}

// An order the viewer may not see yet counts as the mean over the orders open to the unit, the
// orders redraw_hidden draws from: the mean of what the side itself counts under each. Counted as
// the plain volley, every reveal in the opponent's copies lowered the enemy's threat (most orders
// open are a move or a change of formation, two dice fewer) and "done" gained by it alone.
TEST(AiEvaluation, AnOrderNotYetSeenCountsAsTheMeanOverTheOrdersOpen) {
  auto hidden = open_volley_strip(strip("SE", "0502", "SW"));
  ASSERT_TRUE(hidden);
  ASSERT_TRUE(hidden->submit(cmd("usa order 0102 hold")).ok);
  const Sides s = sides_of(*hidden);
  const auto& sys = dynamic_cast<const volley::VolleySystem&>(hidden->rules());
  const UnitId maine = *hidden->match().state.find_unit("20th Maine");
  const std::vector<volley::Order> open = sys.orders_for(hidden->match(), maine);
  ASSERT_GT(open.size(), 5u);
  double sum = 0, plain = 0;
  for (const volley::Order& o : open) {
    auto given = open_volley_strip(strip("SE", "0502", "SW"));
    ASSERT_TRUE(given);
    const std::string words = volley::order_word(o.kind) + (o.formation.empty() ? "" : " " + o.formation);
    ASSERT_TRUE(given->submit(cmd("usa order 0102 " + words)).ok) << words;
    const double own = *sys.ai_threat(given->match(), s.usa, s.usa);
    sum += own;
    if (o.kind == volley::OrderKind::Hold) plain = own;
  }
  const double mean = sum / static_cast<double>(open.size());
  EXPECT_NEAR(*sys.ai_threat(hidden->match(), s.usa, s.csa), mean, 1e-9);
  EXPECT_LT(mean, plain);  // a move or a change of formation costs two dice
}

// A Charge order counts what the charge is expected to take off the closest enemy, from the odds
// the preview shows (forecast_charge): each way the charger wins drops the defender to the level
// it names (shaken: a quarter of its worth, routed: three fifths) or takes it whole (captured).
// Less what the charger risks: beaten at the impact or stopped by the defensive volley, it falls
// back in disorder and checks morale, counted as a drop to shaken (a quarter of its worth).
// It stands in for the volley when it is worth more (here the wood between hides the regiments
// from each other's volleys, not from a charge), is counted only by the charger's own side
// before the reveal, and a shaken regiment, which may not charge, counts none.
TEST(AiEvaluation, AChargeOrderCountsTheExpectedTakeOfTheCharge) {
  const std::string wood = ". w w w w . . . . . . .";  // hides the regiments from each other's volleys
  auto charging = open_volley_strip(strip("SE", "0402", "NE", wood));
  auto holding = open_volley_strip(strip("SE", "0402", "NE", wood));
  ASSERT_TRUE(charging && holding);
  ASSERT_TRUE(charging->submit(cmd("usa order 0102 charge")).ok);
  ASSERT_TRUE(holding->submit(cmd("usa order 0102 hold")).ok);
  const Sides s = sides_of(*charging);
  const Match& m = charging->match();
  const auto& sys = dynamic_cast<const volley::VolleySystem&>(charging->rules());
  const UnitId maine = *m.state.find_unit("20th Maine"), louisiana = *m.state.find_unit("7th Louisiana");
  const Distribution odds = volley::forecast_charge(sys, m, maine, louisiana).odds;
  const double maine_worth = unit_worth(m.state, m.state.unit(maine));
  ASSERT_GT(maine_worth, 0.0);
  double expected = 0, risked = 0;
  for (const OutcomeOdds& o : odds.outcomes) {
    const double p = o.probability.value();
    if (o.outcome == "attacker wins: defender shaken") expected += p * 18 * 0.25;
    if (o.outcome == "attacker wins: defender routed") expected += p * 18 * 0.6;
    if (o.outcome == "attacker wins: defender captured") expected += p * 18;
    if (o.outcome == "defender wins" || o.outcome == "stopped by the defensive volley") risked += p * maine_worth * 0.25;
  }
  ASSERT_GT(risked, 0.0);  // the charge may fail
  expected -= risked;
  ASSERT_GT(expected, 0.0);  // a charge from three hexes at a regiment facing away pays
  EXPECT_NEAR(sys.charge_threat(m, maine), expected, 1e-9);
  const double volley_only = *sys.ai_threat(holding->match(), s.usa, s.usa);
  EXPECT_DOUBLE_EQ(*sys.ai_threat(m, s.usa, s.usa), std::max(volley_only, expected));
  EXPECT_GT(expected, volley_only);
  EXPECT_DOUBLE_EQ(*sys.ai_threat(m, s.usa, s.csa), *sys.ai_threat(holding->match(), s.usa, s.csa));

  Match shaken = m;
  shaken.state.unit_mut(maine).status = UnitStatus::Shaken;
  EXPECT_DOUBLE_EQ(sys.charge_threat(shaken, maine), 0.0);
}

// A system without the hints (the tests' drill) leaves the evaluation as it was: no threat term.
TEST(AiEvaluation, ASystemWithoutTheHintsHasNoThreatTerm) {
  drill::register_drill_system();
  SessionOpen o = GameSession::open({repo_path("tests/fixtures/drill/scenarios/drill.xml"),
                                     repo_path("tests/fixtures/drill/assets/rules"), std::nullopt, {}});
  ASSERT_TRUE(o.session) << o.error;
  const auto& s = o.session;
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

// A stack holding a demoralized unit may only try to recover (3.3), so its good units threaten
// nothing either: a's good company in 0104 threatens b's in 0404 alone, and nothing with a
// demoralized company beside it. (Counted until session 24, a demoralized unit that fell back into
// a good stack cost the side nothing in the threat: the WW2 tutorial's British let their
// demoralized Churchills retreat on turn 3 into the stack that was to assault the bridge end, and
// on the last turn it could only recover.)
TEST(AiEvaluation, ColumnShiftAStackHoldingADemoralizedUnitThreatensNothing) {
  auto good = open_cs_field("0404");
  auto held = open_cs_field("0404", "", "", R"(<unit name="A1" type="inf" at="0104"/><unit name="A2" type="inf" at="0104" status="demoralized"/>)");
  ASSERT_TRUE(good && held);
  const SideId a = side_named(*good, "a");
  EXPECT_GT(*good->rules().ai_threat(good->match(), a, a), 0.0);
  EXPECT_DOUBLE_EQ(*held->rules().ai_threat(held->match(), a, a), 0.0);
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

// A held objective needs one unit on it while no enemy is near: a's second company standing on
// its hill beside the first earns nothing more than standing a hex off (counted whole, every unit
// on it earned a garrison's credit: Carentan's Germans piled eight companies on their own start
// line, far from the fight, and lost four games in ten to a random defender). With b's company
// three hexes off, the second company counts half its worth (8 / 2) times a quarter of the 5
// points: 5 more. Both sides' companies reach a hex only, so no fire and no threat differ.
TEST(AiEvaluation, AHeldObjectiveCreditsOneUnitFarFromTheEnemyAndLessForEachMoreNearIt) {
  auto field_with = [](const std::string& a2_at, const std::string& b_at) {
    cs::Field f;
    f.title = "AI garrison field";
    f.types = R"(<unit-type id="close" class="infantry" strength="8" reduced-strength="4" morale="7" reduced-morale="6" movement="4" range="1"/>)";
    f.side_a = R"(<unit name="A1" type="close" at="0101"/><unit name="A2" type="close" at=")" + a2_at + R"("/>)";
    f.side_b = R"(<unit name="B1" type="close" at=")" + b_at + R"("/>)";
    f.rest = R"(<victory><objective name="Hill" at="0101" points="5" owner="a"/></victory>)";
    SessionOpen o = GameSession::open_text({"cs.xml", rules_dir(), std::nullopt, {}}, cs::field_text(f), "cs.xml");
    EXPECT_TRUE(o.session) << o.error;
    return std::move(o.session);
  };
  auto far_stacked = field_with("0101", "0808");
  auto far_beside = field_with("0102", "0808");
  auto near_stacked = field_with("0101", "0401");
  auto near_beside = field_with("0102", "0401");
  ASSERT_TRUE(far_stacked && far_beside && near_stacked && near_beside);
  const SideId a = side_named(*far_stacked, "a");
  const RuleSystem& rules = far_stacked->rules();
  ASSERT_EQ(distance(*far_stacked->match().state.map().parse_label("0101"), *far_stacked->match().state.map().parse_label("0401")), 3);
  for (const auto* g : {&far_stacked, &far_beside, &near_stacked, &near_beside})
    EXPECT_DOUBLE_EQ(ai::threat_balance(rules, (*g)->match(), a), 0.0);
  EXPECT_DOUBLE_EQ(ai::evaluate(rules, far_stacked->match(), a), ai::evaluate(rules, far_beside->match(), a));
  EXPECT_NEAR(ai::evaluate(rules, near_stacked->match(), a) - ai::evaluate(rules, near_beside->match(), a), 5.0, 1e-9);
}

// The hunt: a's companies hold its only objective, but b has 10 VP from the start, so the
// objectives cannot put a ahead (5 to 10): its second company a hex nearer b's, far out of range
// either way, is then a better position. Level on VP (b given 5), where it is is all the same.
TEST(AiEvaluation, ASideBehindThatHoldsEveryObjectiveIsDrawnToTheEnemy) {
  auto field_with = [](const std::string& a2_at, int b_bonus) {
    cs::Field f;
    f.title = "AI hunt field";
    f.types = R"(<unit-type id="close" class="infantry" strength="8" reduced-strength="4" morale="7" reduced-morale="6" movement="4" range="1"/>)";
    f.side_a = R"(<unit name="A1" type="close" at="0101"/><unit name="A2" type="close" at=")" + a2_at + R"("/>)";
    f.side_b = R"(<unit name="B1" type="close" at="0808"/>)";
    f.rest = R"(<victory><objective name="Hill" at="0101" points="5" owner="a"/><bonus side="b" vp=")" +
             std::to_string(b_bonus) + R"("/></victory>)";
    SessionOpen o = GameSession::open_text({"cs.xml", rules_dir(), std::nullopt, {}}, cs::field_text(f), "cs.xml");
    EXPECT_TRUE(o.session) << o.error;
    return std::move(o.session);
  };
  auto behind_back = field_with("0102", 10);
  auto behind_forward = field_with("0202", 10);
  auto level_back = field_with("0102", 5);
  auto level_forward = field_with("0202", 5);
  ASSERT_TRUE(behind_back && behind_forward && level_back && level_forward);
  const SideId a = side_named(*behind_back, "a");
  const RuleSystem& rules = behind_back->rules();
  const HexMap& map = behind_back->match().state.map();
  const Hex b1 = *map.parse_label("0808");
  ASSERT_EQ(distance(*map.parse_label("0202"), b1) + 1, distance(*map.parse_label("0102"), b1));
  for (const auto* g : {&behind_back, &behind_forward, &level_back, &level_forward})
    EXPECT_DOUBLE_EQ(ai::threat_balance(rules, (*g)->match(), a), 0.0);
  EXPECT_GT(ai::evaluate(rules, behind_forward->match(), a), ai::evaluate(rules, behind_back->match(), a));
  EXPECT_DOUBLE_EQ(ai::evaluate(rules, level_forward->match(), a), ai::evaluate(rules, level_back->match(), a));
}

// An assault is the other threat of a stack next to the enemy: a's two companies stacked in 0304
// may move into b's lone reduced company in 0404, and the round's expected toll on it, less the
// toll of its fire on them, is counted (assault_gain). Less in a town (the defender's shift), none
// from a disrupted stack (it may not assault) or from two hexes off (it cannot reach).
TEST(AiEvaluation, ColumnShiftAnAssaultFromNextToTheEnemyIsCountedByItsOdds) {
  const char* two_companies = R"(<unit name="A1" type="inf" at="0304"/><unit name="A2" type="inf" at="0304"/>)";
  auto open_ground = open_cs_field("0404", "", R"( reduced="true")", two_companies);
  auto in_town = open_cs_field("0404", R"(    <hex at="0404" terrain="town"/>)", R"( reduced="true")", two_companies);
  auto disrupted = open_cs_field("0404", "", R"( reduced="true")",
                                 R"(<unit name="A1" type="inf" at="0304" status="disrupted"/><unit name="A2" type="inf" at="0304" status="disrupted"/>)");
  auto two_off = open_cs_field("0504", "", R"( reduced="true")", two_companies);
  ASSERT_TRUE(open_ground && in_town && disrupted && two_off);
  const auto gain = [](const GameSession& s) {
    const auto& rules = dynamic_cast<const column_shift::ColumnShiftSystem&>(s.rules());
    const Match& m = s.match();
    const SideId a = *m.state.find_side("a");
    const Hex from = *m.state.unit(*m.state.find_unit("A1")).position;
    return rules.assault_gain(m, a, from, m.state.stack_at(from));
  };
  const double open_gain = gain(*open_ground);
  EXPECT_GT(open_gain, 0.0);
  EXPECT_LT(open_gain, 4.0);  // the reduced company's worth: the round takes part of it on the average
  EXPECT_GT(open_gain, gain(*in_town));
  EXPECT_DOUBLE_EQ(gain(*disrupted), 0.0);
  EXPECT_DOUBLE_EQ(gain(*two_off), 0.0);
  // The side's threat is at least its best assault.
  const SideId a = side_named(*open_ground, "a");
  EXPECT_GE(*open_ground->rules().ai_threat(open_ground->match(), a, a), open_gain);
}

// A melee fights its next round at the next turn's start whatever either side activates: the
// threat counts each side's expected toll there on top of its best stack's, a company that joins
// the melee raises its side's, and in the last turn, with no round left, it counts nothing. Here
// every unit of both sides is in the melee, so the melee is the whole of each side's threat.
TEST(AiEvaluation, ColumnShiftAMeleeCountsItsNextRound) {
  auto s = open_cs_field("0404", "", "",
                         R"(<unit name="A1" type="inf" at="0304"/><unit name="A2" type="inf" at="0304"/><unit name="A3" type="inf" at="0204"/>)");
  ASSERT_TRUE(s);
  const RuleSystem& rules = s->rules();
  const SideId a = side_named(*s, "a"), b = side_named(*s, "b");
  const Hex melee = *s->match().state.map().parse_label("0404");
  Match two = s->match();
  ASSERT_LT(two.flow.turn, two.info.turns);
  for (const char* name : {"A1", "A2", "A3"}) two.state.move_unit(*two.state.find_unit(name), melee);
  Match three = two;
  // A3 stays out: nobody fires into a melee (the default), so it threatens nothing from 0104.
  two.state.move_unit(*two.state.find_unit("A3"), *two.state.map().parse_label("0104"));
  column_shift::board::flow_of(two).melees[melee] = a;
  column_shift::board::flow_of(three).melees[melee] = a;
  const double a_two = *rules.ai_threat(two, a, a), b_two = *rules.ai_threat(two, b, b);
  EXPECT_GT(a_two, 0.0);
  EXPECT_LT(a_two, 8.0);  // the defending company's worth: a round takes part of it on the average
  EXPECT_GT(b_two, 0.0);
  EXPECT_GT(*rules.ai_threat(three, a, a), a_two);  // the third company joined
  Match last = three;
  last.flow.turn = last.info.turns;
  EXPECT_DOUBLE_EQ(*rules.ai_threat(last, a, a), 0.0);
  EXPECT_DOUBLE_EQ(*rules.ai_threat(last, b, b), 0.0);
}

// A company in a melee on an objective has not taken it: the objective draws it as it draws one a
// hex off (its pull: the evaluation with the objective less without it, all else the same).
// Counted at a distance of nought, an assault that began a melee there scored as a step onto the
// hex, and the WW1 tutorial's British went in from beside the village with nothing fired first.
TEST(AiEvaluation, AUnitInAMeleeOnTheObjectiveHasNotReachedIt) {
  auto field = [](bool objective) {
    cs::Field f;
    f.title = "AI melee objective field";
    f.side_a = R"(<unit name="A1" type="inf" at="0104"/>)";
    f.side_b = R"(<unit name="B1" type="inf" at="0404"/>)";
    if (objective) f.rest = R"(<victory><objective name="Farm" at="0404" points="4" owner="b"/></victory>)";
    SessionOpen o = GameSession::open_text({"cs.xml", rules_dir(), std::nullopt, {}}, cs::field_text(f), "cs.xml");
    EXPECT_TRUE(o.session) << o.error;
    return std::move(o.session);
  };
  auto with = field(true), without = field(false);
  ASSERT_TRUE(with && without);
  const RuleSystem& rules = with->rules();
  const SideId a = side_named(*with, "a");
  auto pull_at = [&](const char* at, bool melee) {
    Match w = with->match(), wo = without->match();
    for (Match* m : {&w, &wo}) {
      const Hex hex = *m->state.map().parse_label(at);
      m->state.move_unit(*m->state.find_unit("A1"), hex);
      if (melee) column_shift::board::flow_of(*m).melees[hex] = a;
    }
    return ai::evaluate(rules, w, a) - ai::evaluate(rules, wo, a);
  };
  const double in_melee = pull_at("0404", true), beside = pull_at("0304", false), two_off = pull_at("0204", false);
  EXPECT_NEAR(in_melee, beside, 1e-9);
  EXPECT_LT(two_off, beside);  // the pull itself is there: a hex nearer counts
}

// On the screen, an enemy's opportunity fire the move calls for is passed, so the screen weighs
// where the move takes the company: from 0104, every move stops at 0204 for the Axis prompt (B1
// in 0606 sees it there), and the one that ends on the farm (0404, the last turn: holding it wins)
// is told apart from the ones that go on past it or stop short. With a budget of the screen alone
// the opponent takes the farm.
TEST(AiEvaluation, TheScreenPassesTheEnemysPromptToSeeWhereAMoveEnds) {
  cs::Field f;
  f.title = "AI screen field";
  f.turns = 1;
  f.side_a = R"(<unit name="A1" type="inf" at="0104"/>)";
  f.side_b = R"(<unit name="B1" type="inf" at="0606"/>)";
  f.rest = R"(<victory><objective name="Farm" at="0404" points="4" owner="b"/></victory>)";
  SessionOpen o = GameSession::open_text({"cs.xml", rules_dir(), std::nullopt, {}}, cs::field_text(f), "cs.xml");
  ASSERT_TRUE(o.session) << o.error;
  const Match& m = o.session->match();
  const RuleSystem& rules = o.session->rules();
  const SideId a = side_named(*o.session, "a");
  Match through = m;
  ASSERT_TRUE(rules.apply(through, cmd("a move 0104 0204 0304 0404 0504")).ok);
  ASSERT_FALSE(through.flow.prompts.empty());  // the move waits at 0204 for the Axis prompt
  EXPECT_EQ(through.state.unit(*m.state.find_unit("A1")).position, m.state.map().parse_label("0204"));
  int candidates = static_cast<int>(rules.legal_commands(m).size() + rules.ai_candidates(m, a).size());
  ai::AiSettings settings;
  settings.nodes = candidates;  // the screen alone, each candidate once
  const auto choice = ai::choose_command(rules, m, a, settings);
  ASSERT_TRUE(choice);
  EXPECT_EQ(choice->command.verb, "move");
  ASSERT_FALSE(choice->command.args.empty());
  EXPECT_EQ(choice->command.args.back(), "0404");
}

// Behind in the last turn, the opponent plays on its assaults as well as its best-screened
// commands: only the dice can turn the result. The farm (0404, the Axis') holds a melee: the
// Allies' A0, demoralized, and a disrupted, reduced Axis company. The Allies' A1 stands next to
// it (no fire goes into a melee); A2 and A3, far off, have moves and an end that screen above
// A1's assault, each the same loss. Played on those alone (head of session 35), the opponent
// moved or ended the turn; now it assaults (the WW1 tutorial's seed 340). The assault fights at
// once under assault_into_melee=at_once, a WWI game's default, named here; in a WWII game a stack
// joining a melee fights its next round, which the last turn never reaches.
TEST(AiEvaluation, BehindInTheLastTurnTheAssaultIsPlayedOn) {
  cs::Field f;
  f.title = "AI last turn field";
  f.turns = 1;
  f.width = 10;
  f.options = R"(<option name="assault_into_melee" value="at_once"/>)";
  f.side_a = R"(<unit name="A0" type="inf" at="0504" status="demoralized" reduced="true"/><unit name="A1" type="inf" at="0304"/>
    <unit name="A2" type="inf" at="1008"/><unit name="A3" type="inf" at="1001"/>)";
  f.side_b = R"(<unit name="B1" type="inf" at="0404" status="disrupted" reduced="true"/>)";
  f.rest = R"(<victory><objective name="Farm" at="0404" points="4" owner="b"/></victory>)";
  SessionOpen o = GameSession::open_text({"cs.xml", rules_dir(), std::nullopt, {}}, cs::field_text(f), "cs.xml");
  ASSERT_TRUE(o.session) << o.error;
  const RuleSystem& rules = o.session->rules();
  const SideId a = side_named(*o.session, "a");
  Match m = o.session->match();
  const Hex farm = *m.state.map().parse_label("0404");
  m.state.move_unit(*m.state.find_unit("A0"), farm);  // the melee: a scenario sets up no stack with the enemy
  column_shift::board::flow_of(m).melees[farm] = a;
  const auto choice = ai::choose_command(rules, m, a, ai::AiSettings{});
  ASSERT_TRUE(choice);
  EXPECT_EQ(choice->command.verb, "assault") << to_line(choice->command);
}

namespace {

// Checks every longer move `side` is offered (RuleSystem::ai_candidates): a move of two hexes or
// more, not among the listed commands, carried out to where it says. Returns the farthest it goes.
int longest_candidate_move(const RuleSystem& rules, const Match& m, SideId side) {
  const auto legal = rules.legal_commands(m);
  const auto candidates = rules.ai_candidates(m, side);
  EXPECT_FALSE(candidates.empty());
  int longest = 0;
  for (const Command& c : candidates) {
    SCOPED_TRACE(c.verb + " " + c.args.front() + " .. " + c.args.back());
    EXPECT_EQ(c.verb, "move");
    EXPECT_GE(c.args.size(), 3u);  // the stack's hex and two hexes entered at least
    EXPECT_EQ(std::find(legal.begin(), legal.end(), c), legal.end());
    Match copy = m;
    EXPECT_TRUE(rules.apply(copy, c).ok);
    const Hex from = *m.state.map().parse_label(c.args.front());
    const Hex to = *m.state.map().parse_label(c.args.back());
    EXPECT_EQ(copy.state.unit(m.state.stack_at(from).front()).position, to);
    longest = std::max(longest, distance(from, to));
  }
  return longest;
}

}  // namespace

// A column-shift move is the stack's one action of its activation, along a path of up to its
// movement (4 for the infantry company), though legal_commands lists it a hex at a time: the
// opponent moved each stack one hex an activation, and the tutorials' attackers took three of
// their four turns to reach the village. ai_candidates gives it the longer moves, none listed,
// each carried out to where it says, the longest four hexes over the clear field.
TEST(AiEvaluation, ColumnShiftOffersTheOpponentTheMovesOfTheStacksWholeMovement) {
  auto s = open_cs_field("0804");
  ASSERT_TRUE(s);
  const Match& m = s->match();
  const RuleSystem& rules = s->rules();
  const SideId a = side_named(*s, "a");
  ASSERT_EQ(m.flow.active_side, a);  // initiative a:5
  EXPECT_EQ(longest_candidate_move(rules, m, a), 4);
  EXPECT_TRUE(rules.ai_candidates(m, side_named(*s, "b")).empty());
}

// ---- fireline ----

namespace {

// A strip of clear ground ten columns wide: `usa` and `csa` are the two sides' units (each side
// one brigade unless told otherwise), `hexes` extra <hex> lines (woods at 0403, say). No
// objectives: the threat is all that differs.
std::string fl_field(const std::string& usa, const std::string& csa, const std::string& hexes = "",
                     const std::string& more_orgs = "") {
  return R"(<?xml version="1.0" encoding="UTF-8"?>
<scenario format="2" system="fireline" variant="vol1" turns="3" seed="7">
  <title>AI evaluation fireline field</title>
  <map width="10" height="5" layout="flat-odd-q" label-first="1" label-digits="2" default-terrain="clear">
)" + hexes + R"(
  </map>
  <sides>
    <side key="usa" name="Union" color="#3b5b92"/>
    <side key="csa" name="Confederate" color="#8c8c84"/>
  </sides>
  <unit-types>
    <unit-type id="inf" name="Infantry regiment" class="infantry" strength="4" reduced-strength="2" morale="5" reduced-morale="3" movement="3"/>
  </unit-types>
  <organizations>
    <org key="ub" name="Union Brigade" level="brigade" side="usa"><org key="u1" name="1st" level="regiment"/><org key="u2" name="2nd" level="regiment"/></org>
    <org key="cb" name="Confederate Brigade" level="brigade" side="csa"><org key="c1" name="1st" level="regiment"/></org>
)" + more_orgs + R"(
  </organizations>
  <units side="usa">
)" + usa + R"(
  </units>
  <units side="csa">
)" + csa + R"(
  </units>
</scenario>
)";
}

std::string fl_unit(const std::string& name, const std::string& org, const std::string& at,
                    const std::string& facing, const std::string& extra = "") {
  return R"(<unit name=")" + name + R"(" type="inf" org=")" + org + R"(" at=")" + at + R"(" facing=")" + facing +
         R"(")" + extra + "/>";
}

// The Union's 1st at 0103 facing the Confederates' 1st at `csa_at` (0403: three hexes off, in
// range; 0703: six off, beyond the infantry's reach), which faces it; `usa_extra` and
// `csa_extra` add attributes (hits="1").
std::unique_ptr<GameSession> open_fl_field(const std::string& csa_at, const std::string& hexes = "",
                                           const std::string& usa_extra = "", const std::string& csa_extra = "") {
  SessionOpen o = GameSession::open_text({"fl.xml", rules_dir(), std::nullopt, {}},
                                         fl_field(fl_unit("U1", "u1", "0103", "SE", usa_extra),
                                                  fl_unit("C1", "c1", csa_at, "NW", csa_extra), hexes),
                                         "fl.xml");
  EXPECT_TRUE(o.session) << o.error;
  return std::move(o.session);
}

// The threat `side` makes as `viewer` reads it; -1 (and a failure) when the system gives none.
double fl_threat(const GameSession& s, const Match& m, SideId side, std::optional<SideId> viewer = {}) {
  const auto threat = s.rules().ai_threat(m, side, viewer.value_or(side));
  EXPECT_TRUE(threat) << "fireline gives no threat";
  return threat.value_or(-1.0);
}
double fl_threat(const GameSession& s, SideId side) { return fl_threat(s, s.match(), side); }

}  // namespace

// Fireline's threat: the Union regiment can fire at the Confederates three hexes off (and they
// at it), not six off. The expected loss is more than nothing and less than the regiment's worth,
// and the evaluation's balance is the side's threat less the enemy's.
TEST(AiEvaluation, FirelineAUnitInRangeThreatensMoreThanOneOutOfRange) {
  auto near = open_fl_field("0403");
  auto far = open_fl_field("0703");
  ASSERT_TRUE(near && far);
  const Sides s = sides_of(*near);
  const double threat = fl_threat(*near, s.usa);
  EXPECT_GT(threat, 0.0);
  EXPECT_LT(threat, 4.0);  // the regiment's worth: one fire takes off part of it on the average
  EXPECT_DOUBLE_EQ(fl_threat(*far, s.usa), 0.0);
  EXPECT_DOUBLE_EQ(fl_threat(*far, s.csa), 0.0);
  EXPECT_GT(fl_threat(*near, s.csa), 0.0);  // the Confederates' fire back
  EXPECT_DOUBLE_EQ(ai::threat_balance(near->rules(), near->match(), s.usa),
                   fl_threat(*near, s.usa) - fl_threat(*near, s.csa));
}

// The threat reads the map as the fire does: the Confederates in woods (the fire line one row
// lower for cover, and without the clear ground's +1) are expected to lose less, and more than
// nothing.
TEST(AiEvaluation, FirelineCoverLessensTheThreat) {
  auto open_ground = open_fl_field("0403");
  auto in_woods = open_fl_field("0403", R"(    <hex at="0403" terrain="woods"/>)");
  ASSERT_TRUE(open_ground && in_woods);
  const Sides s = sides_of(*open_ground);
  const double open_threat = fl_threat(*open_ground, s.usa);
  const double woods_threat = fl_threat(*in_woods, s.usa);
  EXPECT_GT(woods_threat, 0.0);
  EXPECT_LT(woods_threat, open_threat);
}

// The threat reads the firer's state as the fire does: disrupted, the Union fires three rows
// lower (5.6) and threatens less; routed, it may not fire (6.3) and threatens nothing, while the
// Confederates' fire at it still threatens.
TEST(AiEvaluation, FirelineADisruptedFirerThreatensLessAndARoutedOneNothing) {
  auto f = open_fl_field("0403");
  ASSERT_TRUE(f);
  const Sides s = sides_of(*f);
  // The status set on copies of the position (a scenario's routed stack would rout away when its
  // brigade's chit came up at the start).
  const auto with_union = [&](UnitStatus status) {
    Match m = f->match();
    m.state.unit_mut(*m.state.find_unit("U1")).status = status;
    return m;
  };
  const double good_threat = fl_threat(*f, s.usa);
  const Match disrupted = with_union(UnitStatus::Disrupted), routed = with_union(UnitStatus::Routed);
  const double disrupted_threat = fl_threat(*f, disrupted, s.usa);
  EXPECT_GT(disrupted_threat, 0.0);
  EXPECT_LT(disrupted_threat, good_threat);
  EXPECT_DOUBLE_EQ(fl_threat(*f, routed, s.usa), 0.0);
  EXPECT_GT(fl_threat(*f, routed, s.csa), 0.0);
}

// A chit activates a whole formation, so a formation's stacks add up: a second Union regiment of
// the same brigade in range adds its fire. Of another brigade it adds half of it: the side's
// threat is its most threatening formation's, and each other's at a half, which fires later in
// the turn (the cup is drawn empty), the enemy's chits drawn in between.
TEST(AiEvaluation, FirelineTheThreatIsTheBestFormationsStacksTogether) {
  const std::string csa = fl_unit("C1", "c1", "0403", "NW");
  const std::string one = fl_unit("U1", "u1", "0103", "SE");
  const std::string other_brigade = R"(<org key="ob" name="Other Brigade" level="brigade" side="usa"><org key="o1" name="1st" level="regiment"/></org>)";
  auto open = [&](const std::string& usa) {
    SessionOpen o = GameSession::open_text({"fl.xml", rules_dir(), std::nullopt, {}},
                                           fl_field(usa, csa, "", other_brigade), "fl.xml");
    EXPECT_TRUE(o.session) << o.error;
    return std::move(o.session);
  };
  auto alone = open(one);
  auto same_brigade = open(one + fl_unit("U2", "u2", "0105", "NE"));
  auto two_brigades = open(one + fl_unit("O1", "o1", "0105", "NE"));
  ASSERT_TRUE(alone && same_brigade && two_brigades);
  const Sides s = sides_of(*alone);
  const double one_threat = fl_threat(*alone, s.usa);
  ASSERT_GT(one_threat, 0.0);
  EXPECT_GT(fl_threat(*same_brigade, s.usa), one_threat);
  auto other_alone = open(fl_unit("O1", "o1", "0105", "NE"));
  ASSERT_TRUE(other_alone);
  const double other_threat = fl_threat(*other_alone, s.usa);
  ASSERT_GT(other_threat, 0.0);
  EXPECT_DOUBLE_EQ(fl_threat(*two_brigades, s.usa),
                   std::max(one_threat, other_threat) + 0.5 * std::min(one_threat, other_threat));
  EXPECT_LT(fl_threat(*two_brigades, s.usa), one_threat + other_threat);
}

// Fireline's one secret is the chit cup's order, which the threat never reads: it is the same
// whoever views it, on copies whose cup and dice the opponent drew again, and after the Union's
// regiment has fired (where it stands, not what is left of the turn).
TEST(AiEvaluation, FirelineTheThreatReadsNothingHidden) {
  auto f = open_fl_field("0403");
  ASSERT_TRUE(f);
  const Sides s = sides_of(*f);
  const RuleSystem& rules = f->rules();
  const double seen_by_usa = fl_threat(*f, s.usa);
  EXPECT_GT(seen_by_usa, 0.0);
  EXPECT_DOUBLE_EQ(fl_threat(*f, f->match(), s.usa, s.csa), seen_by_usa);
  for (std::uint64_t seed : {1u, 2u, 3u}) {
    Match copy = f->match();
    Rng rng(seed);
    rules.redraw_hidden(copy, s.csa, rng);
    EXPECT_DOUBLE_EQ(fl_threat(*f, copy, s.usa, s.csa), seen_by_usa);
  }
  Match fired = f->match();
  fireline::fireline_flow(fired).fired.insert(*fired.state.find_unit("U1"));
  EXPECT_DOUBLE_EQ(fl_threat(*f, fired, s.usa, s.csa), seen_by_usa);
}

// A fireline move is one action of up to the stack's allowance (3 MP: three hexes of clear
// ground), but legal_commands lists it one hex at a time and a stack that has moved may not move
// again: the opponent crept a hex a turn (Seven Pines' Confederates never came near Casey's
// works). ai_candidates gives it the longer moves: to hexes two and three off, none listed
// already, each one the system carries out, ending where it says.
TEST(AiEvaluation, FirelineOffersTheOpponentTheMovesOfTheStacksWholeAllowance) {
  auto s = open_fl_field("0703");
  ASSERT_TRUE(s);
  Match m = s->match();
  const RuleSystem& rules = s->rules();
  // The first activation: the first command that activates, when the game starts on a choice.
  for (int i = 0; i < 4 && !m.flow.active_side; ++i) {
    const auto legal = rules.legal_commands(m);
    ASSERT_FALSE(legal.empty());
    ASSERT_TRUE(rules.apply(m, legal.front()).ok);
  }
  ASSERT_TRUE(m.flow.active_side);
  const SideId side = *m.flow.active_side;
  EXPECT_EQ(longest_candidate_move(rules, m, side), 3);
  // The other side, not acting, is offered nothing.
  for (const Side& other : m.state.sides()) {
    if (other.id != side) {
      EXPECT_TRUE(rules.ai_candidates(m, other.id).empty());
    }
  }
}

// And the opponent takes them: with the Confederates' objective three hexes off the Union
// regiment over clear ground, and the Confederates far from it, normal moves the regiment the
// whole way onto it in one move.
TEST(AiEvaluation, FirelineTheOpponentMovesTheWholeAllowanceTowardsAnObjective) {
  std::string text = fl_field(fl_unit("U1", "u1", "0103", "SE"), fl_unit("C1", "c1", "1003", "NW"));
  text.replace(text.find("</scenario>"), std::string("</scenario>").size(),
               R"(<victory><objective name="Farm" at="0403" points="4" owner="csa"/></victory>
</scenario>)");
  SessionOpen o = GameSession::open_text({"fl.xml", rules_dir(), std::nullopt, {}}, text, "fl.xml");
  ASSERT_TRUE(o.session) << o.error;
  Match m = o.session->match();
  const RuleSystem& rules = o.session->rules();
  const SideId usa = *m.state.find_side("usa");
  // Until the Union acts: the first legal command of whoever else decides (the Confederates'
  // activation and their end, a chit's draw).
  for (int i = 0; i < 12 && m.flow.active_side != usa; ++i) {
    const auto legal = rules.legal_commands(m);
    ASSERT_FALSE(legal.empty());
    const auto end = std::find_if(legal.begin(), legal.end(), [](const Command& c) { return c.verb == "end"; });
    ASSERT_TRUE(rules.apply(m, end != legal.end() ? *end : legal.front()).ok);
  }
  ASSERT_EQ(m.flow.active_side, usa);
  ai::AiSettings settings;
  settings.seed = 3;
  const auto choice = ai::choose_command(rules, m, usa, settings);
  ASSERT_TRUE(choice);
  EXPECT_EQ(choice->command.verb, "move");
  ASSERT_FALSE(choice->command.args.empty());
  EXPECT_EQ(choice->command.args.back(), "0403");
}

// Fireline's material is the neutral measure less the O hits taken, each its share of the way to
// the next side, and the threat is counted in it: with no hits the two agree; the Confederates'
// 4-2 regiment with one hit of three counts 4 - 2/3.
TEST(AiEvaluation, FirelineMaterialCountsTheOHits) {
  auto fresh = open_fl_field("0403");
  auto hit = open_fl_field("0403", "", "", R"( hits="1")");
  ASSERT_TRUE(fresh && hit);
  const Sides s = sides_of(*fresh);
  for (SideId side : {s.usa, s.csa})
    EXPECT_DOUBLE_EQ(fresh->rules().ai_material(fresh->match(), side).value_or(-1.0),
                     ai::neutral_material(fresh->match(), side));
  EXPECT_DOUBLE_EQ(hit->rules().ai_material(hit->match(), s.csa).value_or(-1.0), 4.0 - 2.0 / 3.0);
  auto crossroads_game = open_game(crossroads());
  ASSERT_TRUE(crossroads_game);
  for (const Side& side : crossroads_game->match().state.sides())
    EXPECT_DOUBLE_EQ(crossroads_game->rules().ai_material(crossroads_game->match(), side.id).value_or(-1.0),
                     ai::neutral_material(crossroads_game->match(), side.id));
}

}  // namespace hexfire::test
