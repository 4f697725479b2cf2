// Volley (issue 13): the exact distribution of a six-dice volley, the pool walked as multisets
// (volley_odds); the impact's odds; a whole charge rolled and its staged exact odds. The
// follow-on morale checks join the volley's when the volley's morale lands.
#include <benchmark/benchmark.h>

#include <cstdlib>
#include <string>

#include "engine/core/rng.hpp"
#include "engine/rules/volley/volley_charge.hpp"
#include "engine/rules/volley/volley_fire.hpp"
#include "engine/rules/volley/volley_follow_on.hpp"
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
VolleyPlan six_dice_plan(const char* halved_because) {
  VolleyFire f;
  f.weapon = "rifled_musket";
  f.figures = 32;
  f.band = RangeBand::Close;
  f.repeaters = true;
  f.first_fire = true;
  f.halved_because = halved_because;
  VolleyPlan p = plan_volley(bench_tables(), f);
  p.pool = 6;
  return p;
}

void BM_VolleySixDiceOdds(benchmark::State& state) {
  const VolleyPlan p = six_dice_plan("skirmishing");
  for (auto _ : state) benchmark::DoNotOptimize(volley_odds(bench_tables(), p));
}
BENCHMARK(BM_VolleySixDiceOdds)->Unit(benchmark::kMicrosecond)->Repetitions(9)->ReportAggregatesOnly(true);

// The same six dice with the target's follow-on morale check (issue 13: under 1 ms): a green
// regiment of 10 figures in stands of 3, behind a fence, never hit before.
void BM_VolleySixDiceWithMoraleOdds(benchmark::State& state) {
  const VolleyPlan p = six_dice_plan("");
  FollowOnTarget target;
  target.morale.quality = "green";
  target.morale.modifiers = {{"cover", 1}};
  target.figures = 10;
  target.stand_figures = 3;
  for (auto _ : state)
    benchmark::DoNotOptimize(volley_follow_on_odds(bench_tables(), p, target, bench_tables().small_arms_horse_to));
}
BENCHMARK(BM_VolleySixDiceWithMoraleOdds)->Unit(benchmark::kMicrosecond)->Repetitions(9)->ReportAggregatesOnly(true);

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

namespace {

// A whole charge (4.6): two veteran regiments 3 hexes apart, the defender with an officer
// behind a fence. The roll: the bonus, the defensive volley's distance, the volley (4 dice at
// close range), the charger's check, impact and the status roll, the end-of-charge volley and
// its checks, melee rounds on a tie, ledgers and all.
ChargeSituation bench_charge() {
  ChargeSituation s;
  s.attacker.morale.unit = "15th Alabama";
  s.attacker.figures = 20;
  s.attacker.fire.weapon = "rifled_musket";
  s.attacker.supporting_infantry = 1;
  s.attacker.supporting_figures = 16;
  s.defender.morale.unit = "20th Maine";
  s.defender.morale.modifiers = {{"brigade_officer", 1}, {"cover", 1}};
  s.defender.figures = 16;
  s.defender.fire.weapon = "rifled_musket";
  s.defender.fire.officer = true;
  s.attacker.fire.target_drms = {"fence_or_woods"};
  s.target_hexes = 3;
  return s;
}

void BM_VolleyChargeRoll(benchmark::State& state) {
  const ChargeSituation s = bench_charge();
  hexfire::Rng rng(2026);
  for (auto _ : state) {
    hexfire::RngDice dice(rng);
    benchmark::DoNotOptimize(resolve_charge(bench_tables(), s, ChargeOptions{}, dice));
  }
}
BENCHMARK(BM_VolleyChargeRoll)->Unit(benchmark::kMicrosecond)->Repetitions(9)->ReportAggregatesOnly(true);

// Its exact odds, stage by stage: the bonus, the distance, the volley, the check, impact and
// status, to the decided outcome.
void BM_VolleyChargeOdds(benchmark::State& state) {
  const ChargeSituation s = bench_charge();
  for (auto _ : state) benchmark::DoNotOptimize(charge_odds(bench_tables(), s, ChargeOptions{}));
}
BENCHMARK(BM_VolleyChargeOdds)->Unit(benchmark::kMicrosecond)->Repetitions(9)->ReportAggregatesOnly(true);

// A melee round's exact odds with the shipped three dice a side.
void BM_VolleyMeleeRoundOdds(benchmark::State& state) {
  const ChargeSituation s = bench_charge();
  for (auto _ : state) benchmark::DoNotOptimize(charge_odds(bench_tables(), s, ChargeOptions{}, ChargeStart::Melee));
}
BENCHMARK(BM_VolleyMeleeRoundOdds)->Unit(benchmark::kMicrosecond)->Repetitions(9)->ReportAggregatesOnly(true);

}  // namespace
