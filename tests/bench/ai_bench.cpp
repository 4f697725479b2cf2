// The computer opponent (issue 16): the time of one decision at normal strength (its default
// node budget), on the largest scenario of each system, over a dozen positions of a game played
// at random from the start (each iteration decides at the next position). Median of the
// repetitions; docs/ai.md has the figures.
#include <benchmark/benchmark.h>

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

struct Positions {
  std::unique_ptr<GameSession> session;
  std::vector<Match> matches;
};

const Positions& positions_of(const std::string& scenario) {
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
  for (int i = 0; i < 400 && p.matches.size() < 12 && !p.session->match().flow.game_over; ++i) {
    const Match& m = p.session->match();
    const auto side = ai::side_to_act(p.session->rules(), m);
    if (!side) break;
    if (i % 15 == 0 && p.session->legal_commands().size() > 1) p.matches.push_back(m);
    const auto c = ai::player_pick(p.session->rules(), m, *side, random, dice);
    if (!c || !p.session->submit(*c).ok) break;
  }
  if (p.matches.empty()) std::abort();
  return p;
}

void BM_AiDecisionNormal(benchmark::State& state, const char* scenario) {
  const Positions& p = positions_of(scenario);
  std::size_t next = 0;
  for (auto _ : state) {
    const Match& m = p.matches[next++ % p.matches.size()];
    const auto side = ai::side_to_act(p.session->rules(), m);
    benchmark::DoNotOptimize(ai::choose_command(p.session->rules(), m, *side, ai::AiSettings{}));
  }
}
BENCHMARK_CAPTURE(BM_AiDecisionNormal, fireline_seven_pines, "fireline/seven_pines.xml")
    ->Unit(benchmark::kMillisecond)->Iterations(12)->Repetitions(3)->ReportAggregatesOnly(true);
BENCHMARK_CAPTURE(BM_AiDecisionNormal, column_shift_carentan, "column-shift/carentan_1944.xml")
    ->Unit(benchmark::kMillisecond)->Iterations(12)->Repetitions(3)->ReportAggregatesOnly(true);
BENCHMARK_CAPTURE(BM_AiDecisionNormal, volley_antietam, "volley/antietam_cornfield.xml")
    ->Unit(benchmark::kMillisecond)->Iterations(12)->Repetitions(3)->ReportAggregatesOnly(true);

}  // namespace
