// Column-shift's exact odds with everything that follows a result (follow_on_odds.hpp): a
// two-sided assault round with the morale checks and leader casualties of both sides (target:
// under 1 ms median), and a direct fire with its follow-ups (under 200 us median).
#include <benchmark/benchmark.h>

#include <stdexcept>
#include <string>

#include "engine/io/limits.hpp"
#include "engine/io/scenario_loader.hpp"
#include "engine/rules/column_shift/follow_on_odds.hpp"
#include "engine/rules/rule_system.hpp"
#include "tests/column_shift/column_shift_world.hpp"

namespace {

using hexfire::column_shift::testing::World;
namespace cs = hexfire::column_shift;

hexfire::UnitId first(const std::vector<hexfire::UnitId>& c, cs::LossCategory, int) { return c.front(); }

// Two companies and their leader have moved into a woods hex held by a company, an MG platoon
// and their leader: every result of both tables reaches three units of each side.
World make_assault_world(bool dug_in) {
  World w;
  w.terrain("0504", "woods");
  w.unit("0504", "infantry", w.allies, 8);
  w.unit("0504", "infantry", w.allies, 8);
  w.unit("0504", "leader", w.allies, 1);
  const auto c = w.unit("0504", "infantry", w.axis, 8);
  const auto m = w.unit("0504", "mg", w.axis, 6);
  w.unit("0504", "leader", w.axis, 1);
  if (dug_in)
    for (auto id : {c, m}) cs::column_shift_unit(w.state.unit_mut(id)).dug_in = true;
  return w;
}

World& assault_world(bool dug_in) {
  static World plain = make_assault_world(false), dug = make_assault_world(true);
  return dug_in ? dug : plain;
}

void assault(benchmark::State& st, bool dug_in, const char* variant) {
  World& w = assault_world(dug_in);
  cs::AssaultSituation a;
  a.variant = variant;
  a.hex = w.hex("0504");
  a.attacker = w.allies;
  a.entered_from = {w.hex("0505")};
  const auto check = cs::assault_round_odds(w.state, w.tables, {}, {}, a, &first);
  if (check.outcomes.empty()) {
    st.SkipWithError("the assault is not legal");
    return;
  }
  st.counters["outcomes"] = static_cast<double>(check.outcomes.size());
  for (auto _ : st) {
    auto d = cs::assault_round_odds(w.state, w.tables, {}, {}, a, &first);
    benchmark::DoNotOptimize(d);
  }
}

void BM_ColumnShiftAssaultOddsWw1(benchmark::State& st) { assault(st, false, "ww1"); }
void BM_ColumnShiftAssaultOddsWw2(benchmark::State& st) { assault(st, false, "ww2"); }
void BM_ColumnShiftAssaultOddsDefenderFirst(benchmark::State& st) { assault(st, true, "ww1"); }
BENCHMARK(BM_ColumnShiftAssaultOddsWw1)->Unit(benchmark::kMicrosecond)->Repetitions(9)->ReportAggregatesOnly(true);
BENCHMARK(BM_ColumnShiftAssaultOddsWw2)->Unit(benchmark::kMicrosecond)->Repetitions(9)->ReportAggregatesOnly(true);
BENCHMARK(BM_ColumnShiftAssaultOddsDefenderFirst)->Unit(benchmark::kMicrosecond)->Repetitions(9)->ReportAggregatesOnly(true);

// Two companies and their leader fire at an adjacent hex holding two companies, a mortar (its
// own column, 7.52) and their leader.
World& fire_world() {
  static World w = [] {
    World x;
    x.unit("0505", "infantry", x.allies, 8);
    x.unit("0505", "infantry", x.allies, 8);
    x.unit("0505", "leader", x.allies, 1);
    x.unit("0504", "infantry", x.axis, 8);
    x.unit("0504", "infantry", x.axis, 8);
    x.unit("0504", "mortar", x.axis, 4);
    x.unit("0504", "leader", x.axis, 1);
    return x;
  }();
  return w;
}

// The plan alone (fire value, every shift, the ledger): the part of the figure below before any
// odds are walked.
void BM_ColumnShiftDirectFirePlan(benchmark::State& st) {
  World& w = fire_world();
  const std::vector<hexfire::UnitId> firers = w.state.stack_at(w.hex("0505"));
  for (auto _ : st) {
    auto p = cs::plan_direct_fire(w.state, w.tables, {}, {firers, w.hex("0504"), std::nullopt, false});
    benchmark::DoNotOptimize(p);
  }
}
BENCHMARK(BM_ColumnShiftDirectFirePlan)->Unit(benchmark::kMicrosecond)->Repetitions(9)->ReportAggregatesOnly(true);

// The plan, then the exact odds of every result with its losses, morale checks and leader
// casualty checks.
void BM_ColumnShiftDirectFireOdds(benchmark::State& st) {
  World& w = fire_world();
  const std::vector<hexfire::UnitId> firers = w.state.stack_at(w.hex("0505"));
  const cs::FirePlan plan = cs::plan_direct_fire(w.state, w.tables, {}, {firers, w.hex("0504"), std::nullopt, false});
  if (!plan.legal) {
    st.SkipWithError(plan.error.c_str());
    return;
  }
  for (auto _ : st) {
    const cs::FirePlan p = cs::plan_direct_fire(w.state, w.tables, {}, {firers, w.hex("0504"), std::nullopt, false});
    auto d = cs::direct_fire_follow_on_odds(w.state, w.tables, {}, p, &first);
    benchmark::DoNotOptimize(d);
  }
  st.counters["outcomes"] =
      static_cast<double>(cs::direct_fire_follow_on_odds(w.state, w.tables, {}, plan, &first).outcomes.size());
}
BENCHMARK(BM_ColumnShiftDirectFireOdds)->Unit(benchmark::kMicrosecond)->Repetitions(9)->ReportAggregatesOnly(true);

}  // namespace

namespace {

// The most units the limits allow, one a hex, the two sides face to face across a 200-hex front
// (10,000 companies each, range 3): every stack of the first side that may act, its moves, its
// assaults over the front and its fires within range. A stranger's scenario at the limits: the
// list took 52 s while every unit was scanned for every stack and duplicates were weeded out of
// the whole list (session 31); under a second for the whole `hexfire-cli state` after.
std::string face_to_face_text() {
  const int width = 200, rows = static_cast<int>(hexfire::limits::kMaxUnits) / 2 / width;
  std::string units[2];
  for (int side = 0; side < 2; ++side)
    for (int row = 0; row < rows; ++row)
      for (int col = 0; col < width; ++col) {
        char at[16];
        std::snprintf(at, sizeof at, "%03d%03d", col + 1, side * rows + row + 1);
        units[side] += "<unit name=\"" + std::string(side ? "g" : "b") + std::to_string(row * width + col) +
                       "\" type=\"inf\" at=\"" + at + "\"/>\n";
      }
  return R"(<?xml version="1.0" encoding="UTF-8"?>
<scenario format="2" system="column-shift" variant="ww2" turns="10" seed="1">
<title>Face to face</title>
<map width="200" height=")" + std::to_string(2 * rows) + R"(" label-digits="3" default-terrain="clear"><legend char="." terrain="clear"/></map>
<sides><side key="a" name="A" color="#8a6d3b"/><side key="b" name="B" color="#6f7a6f"/></sides>
<unit-types><unit-type id="inf" name="Rifle" class="infantry" strength="10" reduced-strength="5" morale="7" reduced-morale="6" movement="4" range="3"/></unit-types>
<units side="a">
)" + units[0] + "</units>\n<units side=\"b\">\n" + units[1] + "</units>\n</scenario>\n";
}

void BM_ColumnShiftLegalCommandsMostUnits(benchmark::State& state) {
  const std::string rules = std::string(HEXFIRE_SOURCE_DIR) + "/assets/rules";
  const hexfire::ScenarioLoad load = hexfire::load_scenario_text(face_to_face_text(), "face.xml", rules);
  if (!load.ok()) throw std::runtime_error(hexfire::format_diagnostics(load.errors));
  std::string why;
  const auto system = hexfire::make_rule_system(*load.scenario, rules, why);
  if (!system) throw std::runtime_error(why);
  const hexfire::Match m = system->start(*load.scenario, 7);
  std::size_t listed = 0;
  for (auto _ : state) listed = system->legal_commands(m).size();
  state.counters["commands"] = static_cast<double>(listed);
}

}  // namespace

BENCHMARK(BM_ColumnShiftLegalCommandsMostUnits)->Unit(benchmark::kMillisecond)->Repetitions(3)->ReportAggregatesOnly(true);
