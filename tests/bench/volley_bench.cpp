// Volley (issue 13): the exact distribution of a six-dice volley, the pool walked as multisets
// (volley_odds). The follow-on morale checks join it when the volley's morale lands.
#include <benchmark/benchmark.h>

#include <cstdlib>
#include <string>

#include "engine/rules/volley/volley_fire.hpp"
#include "engine/rules/volley/volley_morale.hpp"

namespace {

using namespace hexfire::volley;

const VolleyTables& bench_tables() {
  static const VolleyTables t = [] {
    VolleyTablesLoad l = load_volley_tables(std::string(HEXFIRE_SOURCE_DIR) + "/assets/rules/volley.xml");
    if (!l.tables) std::abort();
    return *l.tables;
  }();
  return t;
}

// 32 figures with repeaters on First Fire at close range: 3 + 1 + 1 = 5 dice, and one more
// forced for a six-dice pool, the largest the issue names.
void BM_VolleySixDiceOdds(benchmark::State& state) {
  VolleyFire f;
  f.weapon = "rifled_musket";
  f.figures = 32;
  f.band = RangeBand::Close;
  f.repeaters = true;
  f.first_fire = true;
  f.halved_because = "skirmishing";
  VolleyPlan p = plan_volley(bench_tables(), f);
  p.pool = 6;
  for (auto _ : state) benchmark::DoNotOptimize(volley_odds(bench_tables(), p));
}
BENCHMARK(BM_VolleySixDiceOdds)->Unit(benchmark::kMicrosecond)->Repetitions(9)->ReportAggregatesOnly(true);

}  // namespace

namespace {

// The impact of a charge (4.6 step 4-5): both sides' 2d6 and the loser's status roll, exact.
void BM_VolleyImpactOdds(benchmark::State& state) {
  ImpactSide a;
  a.morale.quality = "elite";
  a.formation = "column";
  a.supporting_infantry = 1;
  ImpactSide d;
  d.morale.quality = "green";
  d.morale.modifiers = {{"cover", 1}, {"stand_lost", 1}};
  for (auto _ : state) benchmark::DoNotOptimize(impact_odds(bench_tables(), a, d));
}
BENCHMARK(BM_VolleyImpactOdds)->Unit(benchmark::kMicrosecond)->Repetitions(9)->ReportAggregatesOnly(true);

}  // namespace
