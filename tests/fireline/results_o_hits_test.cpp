// CRT results applied by real fires: O-hit apportioning (6.4), flip and removal on the third hit
// (D-12), the disorganization check (D-10), the D result and its AMM test, and the exact odds.
#include <gtest/gtest.h>

#include <string>

#include "engine/rules/fireline/fire.hpp"
#include "engine/rules/fireline/fireline_unit.hpp"
#include "engine/rules/fireline/o_hits.hpp"
#include "tests/support/fireline_fixture.hpp"

namespace hexfire::fireline {
namespace {

using test_support::FirelineFixture;

// Infantry, 4 SP, in 0505 fires at 0504 (a run hex, facing the firer): F 8, row 8-11
// (die 0 -> 2, 1-3 -> 1, 4-5 -> D, 6-9 -> N).
struct Range : FirelineFixture {
  explicit Range(std::map<std::string, std::string> options = {}) : FirelineFixture(10, 10, options) {
    terrain("0504", "run");
    unit("0505", "infantry", usa, 4, 5, HexDirection::N, 0, 0, "1st Ohio");
  }
  UnitId target(int sp, int morale, const std::string& cls = "infantry", int reduced_sp = 2, int reduced_morale = 4,
                const std::string& name = {}) {
    return unit("0504", cls, csa, sp, morale, HexDirection::S, reduced_sp, reduced_morale, name);
  }
  FireOutcome fire(std::vector<int> dice) {
    ScriptedDice d(std::move(dice));
    FireOutcome out = resolve_fire(state, ctx, {hex("0505"), hex("0504")}, d);
    EXPECT_TRUE(out.ok) << out.error;
    return out;
  }
};

bool mentions(const Resolution& r, const std::string& text) {
  for (const auto& c : r.consequences)
    if (c.find(text) != std::string::npos) return true;
  for (const auto& f : r.follow_ups)
    if (mentions(f, text)) return true;
  return false;
}

TEST(ResultsOHits, NoUnitTakesASecondHitBeforeEveryUnitHasOne) {
  Range r;
  const UnitId big = r.target(3, 5, "infantry", 2, 4, "Big");
  const UnitId small = r.target(1, 5, "infantry", 1, 4, "Small");
  const FireOutcome out = r.fire({0, 0});  // 2 O hits, then the check passes
  EXPECT_EQ(out.ledger.result, "2");
  EXPECT_EQ(fireline_unit(r.state.unit(big)).o_hits, 1);
  EXPECT_EQ(fireline_unit(r.state.unit(small)).o_hits, 1);
  EXPECT_EQ(out.outcome, "2: 2 O hits");
  ASSERT_EQ(out.ledger.follow_ups.size(), 1u);
  EXPECT_EQ(out.ledger.follow_ups[0].kind, "disorganization");
}

TEST(ResultsOHits, HitGoesToMostSpThenHighestMorale) {
  Range r;
  const UnitId a = r.target(1, 4);  // 4 SP in all: no density shift
  const UnitId b = r.target(3, 4);
  r.fire({1, 0});  // 1 O hit
  EXPECT_EQ(fireline_unit(r.state.unit(a)).o_hits, 0);
  EXPECT_EQ(fireline_unit(r.state.unit(b)).o_hits, 1);

  Range t;
  const UnitId low = t.target(2, 4);
  const UnitId high = t.target(2, 6);
  t.fire({1, 0});
  EXPECT_EQ(fireline_unit(t.state.unit(low)).o_hits, 0);
  EXPECT_EQ(fireline_unit(t.state.unit(high)).o_hits, 1);
}

TEST(ResultsOHits, ArtilleryStackedWithSmallArmsTakesHitsLast) {
  Range r;
  const UnitId gun = r.target(3, 5, "artillery");
  const UnitId foot = r.target(1, 5);
  r.fire({1, 0});
  EXPECT_EQ(fireline_unit(r.state.unit(gun)).o_hits, 0);
  EXPECT_EQ(fireline_unit(r.state.unit(foot)).o_hits, 1);
}

TEST(ResultsOHits, ThirdHitFlipsAndResetsTheCount) {
  Range r;
  const UnitId u = r.target(4, 5, "infantry", 2, 3, "5th Virginia");
  fireline_unit(r.state.unit_mut(u)).o_hits = 2;
  const FireOutcome out = r.fire({1, 0});
  EXPECT_TRUE(r.state.unit(u).reduced);
  EXPECT_EQ(fireline_unit(r.state.unit(u)).o_hits, 0);
  EXPECT_TRUE(mentions(out.ledger, "flips it to its reduced side"));
  EXPECT_EQ(out.outcome, "1: 1 O hit, 1 reduced");
}

TEST(ResultsOHits, ReducedUnitsThirdHitRemovesIt) {
  Range r;
  const UnitId u = r.target(4, 5, "infantry", 2, 3);
  r.state.unit_mut(u).reduced = true;
  fireline_unit(r.state.unit_mut(u)).o_hits = 2;
  const FireOutcome out = r.fire({1});  // no unit left: no disorganization die
  EXPECT_TRUE(r.state.unit(u).eliminated);
  EXPECT_FALSE(r.state.unit(u).position.has_value());
  EXPECT_TRUE(r.state.stack_at(r.hex("0504")).empty());
  EXPECT_EQ(out.outcome, "1: 1 O hit, 1 removed");
  EXPECT_TRUE(out.ledger.follow_ups.empty());
}

TEST(ResultsOHits, FailedDisorganizationStepsDown) {
  Range r;
  const UnitId u = r.target(2, 5);  // after 1 hit AMM 4
  FireOutcome out = r.fire({1, 4});
  EXPECT_EQ(r.state.unit(u).status, UnitStatus::Good);
  out = r.fire({1, 5});  // AMM now 3: a 5 fails
  EXPECT_EQ(r.state.unit(u).status, UnitStatus::Disrupted);
  EXPECT_EQ(out.outcome, "1: 1 O hit, disrupted");
  out = r.fire({1, 9});  // third hit flips (reduced morale 4, AMM 4), 9 fails: routed
  EXPECT_EQ(r.state.unit(u).status, UnitStatus::Routed);
}

TEST(ResultsDResult, GoodOrderStackTestsForOneOHitInstead) {
  Range r;
  const UnitId u = r.target(2, 5);
  FireOutcome out = r.fire({4, 5});  // D; AMM test 5 <= 5 passes
  EXPECT_EQ(out.ledger.result, "D");
  EXPECT_EQ(out.outcome, "D: 1 O hit");
  EXPECT_EQ(fireline_unit(r.state.unit(u)).o_hits, 1);
  EXPECT_EQ(r.state.unit(u).status, UnitStatus::Good);
  out = r.fire({4, 5});  // AMM 4 now: fails -> disrupted, no hit
  EXPECT_EQ(out.outcome, "D: disrupted");
  EXPECT_EQ(fireline_unit(r.state.unit(u)).o_hits, 1);
  EXPECT_EQ(r.state.unit(u).status, UnitStatus::Disrupted);
}

TEST(ResultsDResult, OptionOffAlwaysDisrupts) {
  Range r(std::map<std::string, std::string>{{"d_result_o_hit_option", "off"}});
  const UnitId u = r.target(2, 5);
  const FireOutcome out = r.fire({4});  // no second die is asked for
  EXPECT_EQ(out.outcome, "D: disrupted");
  EXPECT_EQ(r.state.unit(u).status, UnitStatus::Disrupted);
  EXPECT_EQ(fireline_unit(r.state.unit(u)).o_hits, 0);
}

TEST(ResultsDResult, DisruptedStackTakesDAsOneOHit) {
  Range r;
  const UnitId u = r.target(2, 5);
  r.state.unit_mut(u).status = UnitStatus::Disrupted;
  const FireOutcome out = r.fire({4, 0});
  EXPECT_EQ(fireline_unit(r.state.unit(u)).o_hits, 1);
  EXPECT_EQ(out.outcome, "D: 1 O hit");
  EXPECT_TRUE(mentions(out.ledger, "D counts as 1 O hit"));
}

TEST(ResultsOdds, ExactDistributionIncludesFollowOnChecks) {
  Range r;
  r.target(2, 5);
  r.target(2, 5);
  const GameState before = r.state;
  const auto d = fire_odds(r.state, r.ctx, {r.hex("0505"), r.hex("0504")});
  ASSERT_TRUE(d);
  EXPECT_DOUBLE_EQ(d->probability_of("N: no effect"), 0.4);
  EXPECT_DOUBLE_EQ(d->probability_of("2: 2 O hits"), 0.05);             // AMM 4 after 2 hits
  EXPECT_DOUBLE_EQ(d->probability_of("2: 2 O hits, disrupted"), 0.05);
  EXPECT_DOUBLE_EQ(d->probability_of("1: 1 O hit"), 0.15);              // AMM (4+5)/2 = 4
  EXPECT_DOUBLE_EQ(d->probability_of("1: 1 O hit, disrupted"), 0.15);
  EXPECT_DOUBLE_EQ(d->probability_of("D: 1 O hit"), 0.12);              // AMM 5: pass on 0-5
  EXPECT_DOUBLE_EQ(d->probability_of("D: disrupted"), 0.08);
  double total = 0;
  for (const auto& o : d->outcomes) total += o.probability.value();
  EXPECT_DOUBLE_EQ(total, 1.0);
  for (std::size_t i = 0; i < before.units().size(); ++i)  // the odds never touch the state
    EXPECT_EQ(fireline_unit(r.state.units()[i]).o_hits, fireline_unit(before.units()[i]).o_hits);
}

TEST(ResultsOdds, PreviewAgreesWithEveryForcedRoll) {
  for (int die = 0; die < 10; ++die) {
    Range r;
    r.target(2, 5);
    const auto d = fire_odds(r.state, r.ctx, {r.hex("0505"), r.hex("0504")});
    ASSERT_TRUE(d);
    const FireOutcome out = r.fire({die, 3});
    EXPECT_GT(d->probability_of(out.outcome), 0.0) << out.outcome;
  }
}

TEST(ResultsOHits, OtherCausesApplyThroughTheSameCode) {
  FirelineFixture f;
  const UnitId u = f.unit("0505", "infantry", f.usa, 3, 5);
  const Resolution r = apply_o_hits_to_hex(f.state, f.ctx, f.hex("0505"), 1, "failed straggle check", nullptr);
  EXPECT_EQ(fireline_unit(f.state.unit(u)).o_hits, 1);
  EXPECT_EQ(r.result, "1: 1 O hit");
  EXPECT_TRUE(r.follow_ups.empty());
}

}  // namespace
}  // namespace hexfire::fireline
