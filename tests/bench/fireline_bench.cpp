// The exact outcome distribution of one fireline fire resolution (plan + every die path with the
// follow-on checks), on a small map with a mixed target stack. Target: under 50 us median.
#include <benchmark/benchmark.h>

#include "engine/rules/fireline/assault.hpp"
#include "engine/rules/fireline/fire.hpp"
#include "engine/io/scenario_loader.hpp"
#include "tests/support/fireline_fixture.hpp"
#include "tests/support/flow_session.hpp"

namespace {

using hexfire::HexDirection;
using hexfire::test_support::FirelineFixture;

// Artillery (6 SP) on a rise fires at an adjacent three-unit stack in clear ground: F 12 -> row
// 16-20 after shifts, so most die faces roll a follow-on check.
FirelineFixture& situation() {
  static FirelineFixture f = [] {
    FirelineFixture x(12, 12);
    x.elevation("0505", 1);
    x.unit("0505", "artillery", x.usa, 6, 6, HexDirection::N);
    x.unit("0504", "infantry", x.csa, 3, 5, HexDirection::N, 2, 4);
    x.unit("0504", "infantry", x.csa, 2, 6, HexDirection::N, 1, 4);
    x.unit("0504", "artillery", x.csa, 1, 5, HexDirection::N, 1, 3);
    x.leader("0504", x.csa, "Col. Wharton");
    return x;
  }();
  return f;
}

void BM_FirelineFireOdds(benchmark::State& st) {
  FirelineFixture& f = situation();
  const hexfire::fireline::FireAction a{f.hex("0505"), f.hex("0504")};
  for (auto _ : st) {
    auto d = hexfire::fireline::fire_odds(f.state, f.ctx, a);
    benchmark::DoNotOptimize(d);
  }
}
BENCHMARK(BM_FirelineFireOdds)->Unit(benchmark::kMicrosecond)->Repetitions(9)->ReportAggregatesOnly(true);

void BM_FirelineFirePlan(benchmark::State& st) {
  FirelineFixture& f = situation();
  const hexfire::fireline::FireAction a{f.hex("0505"), f.hex("0504")};
  for (auto _ : st) {
    auto p = hexfire::fireline::plan_fire(f.state, f.ctx, a);
    benchmark::DoNotOptimize(p);
  }
}
BENCHMARK(BM_FirelineFirePlan)->Unit(benchmark::kMicrosecond)->Repetitions(9)->ReportAggregatesOnly(true);

// The exact outcome distribution of a whole assault (pre-assault fire, rounds, retreat, every
// morale check), as the play screen's assault preview computes it on each target change: two
// regiments and a battery assault an entrenched-looking stack of two in the woods.
void BM_FirelineAssaultOdds(benchmark::State& st) {
  static FirelineFixture f = [] {
    FirelineFixture x(12, 12);
    x.terrain("0504", "woods");
    x.unit("0505", "infantry", x.usa, 4, 5, HexDirection::N, 2, 4);
    x.unit("0505", "infantry", x.usa, 3, 6, HexDirection::N, 2, 4);
    x.unit("0504", "infantry", x.csa, 4, 5, HexDirection::S, 2, 4);
    x.unit("0504", "infantry", x.csa, 2, 6, HexDirection::S, 1, 4);
    return x;
  }();
  const hexfire::fireline::AssaultOrder order{f.hex("0505"), f.hex("0504"), false};
  for (auto _ : st) {
    auto d = hexfire::fireline::assault_odds(f.state, f.ctx, order);
    benchmark::DoNotOptimize(d);
  }
}
BENCHMARK(BM_FirelineAssaultOdds)->Unit(benchmark::kMillisecond)->Repetitions(5)->ReportAggregatesOnly(true);

// The same on the largest shipped scenario (28x22, 60 units), where every state copied in the
// walk is a whole Seven Pines: 2nd Florida moved next to the 100th New York assaults it.
void BM_FirelineAssaultOddsSevenPines(benchmark::State& st) {
  static const auto loaded = hexfire::load_scenario(hexfire::test_support::repo_path("scenarios/fireline/seven_pines.xml"),
                                                    hexfire::test_support::repo_path("assets/rules"));
  static const hexfire::fireline::FirelineContext ctx = hexfire::test_support::load_fireline_context_for_tests(
      loaded.scenario->initial.ruleset_ptr(), loaded.scenario->info.options);
  hexfire::GameState s = loaded.scenario->initial;
  const hexfire::Hex defender = *s.map().parse_label("1109");
  const hexfire::Hex attacker = *s.map().parse_label("1009");
  s.move_unit(*s.find_unit("2nd Florida"), attacker);
  const hexfire::fireline::AssaultOrder order{attacker, defender, false};
  std::string why;
  if (!hexfire::fireline::assault_odds(s, ctx, order, &why)) {
    st.SkipWithError(why.c_str());
    return;
  }
  for (auto _ : st) {
    auto d = hexfire::fireline::assault_odds(s, ctx, order);
    benchmark::DoNotOptimize(d);
  }
}
BENCHMARK(BM_FirelineAssaultOddsSevenPines)->Unit(benchmark::kMillisecond)->Repetitions(5)->ReportAggregatesOnly(true);

}  // namespace
