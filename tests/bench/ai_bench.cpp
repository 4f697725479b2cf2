// The computer opponent (issue 16): the time of one decision (one activation's command) at
// normal and at hard strength (their default node budgets), on the largest scenario of each
// system, over two dozen positions of a game played at random from the start. Each repetition
// is one decision at the next position, so the aggregates are over decisions: mean, median,
// stddev and the 95th percentile (p95, nearest rank). docs/ai.md has the figures (release build).
#include <benchmark/benchmark.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "engine/ai/choose_command.hpp"
#include "engine/ai/ai_player.hpp"
#include "engine/flow/game_session.hpp"

namespace {

using namespace hexfire;

constexpr int kPositions = 24;

// The 95th percentile of the decisions' times, nearest rank.
double p95(const std::vector<double>& v) {
  if (v.empty()) return 0;
  std::vector<double> s = v;
  std::sort(s.begin(), s.end());
  const auto rank = static_cast<std::size_t>(std::ceil(0.95 * static_cast<double>(s.size())));
  return s[std::clamp<std::size_t>(rank, 1, s.size()) - 1];
}

struct Positions {
  std::unique_ptr<GameSession> session;
  std::vector<Match> matches;
  // The position each strength's next decision is taken at, across repetitions (one decision
  // each): both strengths decide at the same positions, in the same order.
  std::map<ai::Strength, std::size_t> next;
};

Positions& positions_of(const std::string& scenario) {
  static std::map<std::string, Positions> cache;
  Positions& p = cache[scenario];
  if (p.session) return p;
  const std::string root = HEXFIRE_SOURCE_DIR;
  SessionOpen o = GameSession::open({root + "/scenarios/" + scenario, root + "/assets/rules", 1, {}});
  if (!o.session) std::abort();
  p.session = std::move(o.session);
  Rng dice(5);
  ai::Player random;
  random.random = true;
  for (int i = 0; i < 400 && p.matches.size() < kPositions && !p.session->match().flow.game_over; ++i) {
    const Match& m = p.session->match();
    const auto side = ai::side_to_act(p.session->rules(), m);
    if (!side) break;
    if (i % 12 == 0 && p.session->legal_commands().size() > 1) p.matches.push_back(m);
    const auto c = ai::player_pick(p.session->rules(), m, *side, random, dice);
    if (!c || !p.session->submit(*c).ok) break;
  }
  if (p.matches.empty()) std::abort();
  return p;
}

void decide_at_each_position(benchmark::State& state, const char* scenario, ai::Strength strength) {
  Positions& p = positions_of(scenario);
  ai::AiSettings settings;
  settings.strength = strength;
  for (auto _ : state) {
    const Match& m = p.matches[p.next[strength]++ % p.matches.size()];
    const auto side = ai::side_to_act(p.session->rules(), m);
    benchmark::DoNotOptimize(ai::choose_command(p.session->rules(), m, *side, settings));
  }
}
void BM_AiDecisionNormal(benchmark::State& state, const char* scenario) {
  decide_at_each_position(state, scenario, ai::Strength::Normal);
}
void BM_AiDecisionHard(benchmark::State& state, const char* scenario) {
  decide_at_each_position(state, scenario, ai::Strength::Hard);
}
void per_decision(benchmark::internal::Benchmark* b) {
  b->Unit(benchmark::kMillisecond)->Iterations(1)->Repetitions(kPositions)->ComputeStatistics("p95", p95)
      ->ReportAggregatesOnly(true);
}

BENCHMARK_CAPTURE(BM_AiDecisionNormal, fireline_seven_pines, "fireline/seven_pines.xml")
    ->Apply(per_decision);
BENCHMARK_CAPTURE(BM_AiDecisionNormal, column_shift_carentan, "column-shift/carentan_1944.xml")
    ->Apply(per_decision);
BENCHMARK_CAPTURE(BM_AiDecisionNormal, volley_antietam, "volley/antietam_cornfield.xml")
    ->Apply(per_decision);
BENCHMARK_CAPTURE(BM_AiDecisionHard, fireline_seven_pines, "fireline/seven_pines.xml")->Apply(per_decision);
BENCHMARK_CAPTURE(BM_AiDecisionHard, column_shift_carentan, "column-shift/carentan_1944.xml")->Apply(per_decision);
BENCHMARK_CAPTURE(BM_AiDecisionHard, volley_antietam, "volley/antietam_cornfield.xml")->Apply(per_decision);

}  // namespace
