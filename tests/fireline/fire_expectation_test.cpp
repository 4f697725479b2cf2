// fire_expectation (what the computer opponent's threat weighs a fire by) walks the same dice as
// fire_odds: the expectation of any reading of the target stack equals what the odds the preview
// shows give for it.
#include <gtest/gtest.h>

#include "engine/rules/fireline/fire.hpp"
#include "engine/rules/fireline/fireline_stack.hpp"
#include "tests/support/fireline_fixture.hpp"

namespace hexfire::fireline {
namespace {

using test_support::FirelineFixture;

// The chance that the target ends out of good order, from the odds' outcome keys.
double chance_disorganized(const Distribution& odds) {
  double p = 0;
  for (const OutcomeOdds& o : odds.outcomes)
    if (o.outcome.find("disrupted") != std::string::npos || o.outcome.find("routed") != std::string::npos)
      p += static_cast<double>(o.probability.count) / static_cast<double>(o.probability.total);
  return p;
}

TEST(FireExpectation, AgreesWithTheOddsThePreviewShows) {
  for (const char* target_at : {"0504", "0503", "0502"}) {  // ranges 1, 2 and 3
    for (const char* option : {"test", "off"}) {
      FirelineFixture f(10, 10, {{"d_result_o_hit_option", option}});
      f.unit("0505", "infantry", f.usa, 4, 5, HexDirection::N, 2, 3);
      const UnitId t = f.unit(target_at, "infantry", f.csa, 4, 5, HexDirection::S, 2, 3);
      f.unit(target_at, "infantry", f.csa, 2, 4, HexDirection::S);
      fireline_unit(f.state.unit_mut(t)).o_hits = 2;  // the next hit flips it
      const FirePlan plan = plan_fire(f.state, f.ctx, {f.hex("0505"), f.hex(target_at)});
      ASSERT_TRUE(plan.legal) << plan.illegal_reason;
      const Distribution odds = fire_odds(f.state, f.ctx, plan);
      const StackWork start = snapshot_stack(f.state, f.ctx, f.hex(target_at), plan.target_situation);
      const std::string what = std::string(target_at) + ", " + option;
      EXPECT_NEAR(fire_expectation(start, f.ctx, plan, [](const StackWork&) { return 1.0; }), 1.0, 1e-12) << what;
      const double p = fire_expectation(start, f.ctx, plan,
                                        [](const StackWork& w) { return w.status == UnitStatus::Good ? 0.0 : 1.0; });
      EXPECT_GT(p, 0.0) << what;
      EXPECT_NEAR(p, chance_disorganized(odds), 1e-12) << what;
    }
  }
}

}  // namespace
}  // namespace hexfire::fireline
