// The exact odds of an assault: every dice sequence of each stage through the same `step` that
// execute_assault runs, merging paths that reach the same state so the walk stays small.
#include <algorithm>
#include <map>

#include "engine/rules/fireline/assault.hpp"
#include "engine/rules/fireline/assault_stages.hpp"
#include "engine/rules/fireline/fireline_stack.hpp"

namespace hexfire::fireline {
namespace {

using namespace assault_detail;

// What distinguishes two assault states for merging paths in the odds walk.
std::string signature(const GameState& s, const AssaultRun& run) {
  std::string k = std::to_string(run.stage) + "/" + std::to_string(run.r.rounds) + (run.done ? "/done:" + run.r.outcome : "");
  if (run.on_defender && run.defender_work) k += "/d:" + run.on_defender->code;
  if (run.on_attacker && run.attacker_work) {
    k += "/a:" + run.on_attacker->code + "/";
    k += std::to_string(run.attacker_work->morale_adjust);
  }
  if (run.defender_work)
    k += "/" + std::to_string(run.defender_work->morale_adjust);
  for (const Unit& u : s.units()) {
    k += "|" + std::to_string(u.hits) + (u.reduced ? "r" : "f") + std::to_string(static_cast<int>(u.status)) +
         (u.eliminated ? "x" : "");
    if (u.position) k += s.map().label(*u.position);
  }
  return k;
}

std::uint64_t gcd64(std::uint64_t a, std::uint64_t b) {
  while (b) {
    const std::uint64_t t = a % b;
    a = b;
    b = t;
  }
  return a;
}

// a/b + c/d, reduced.
std::pair<std::uint64_t, std::uint64_t> add_frac(std::pair<std::uint64_t, std::uint64_t> x,
                                                 std::pair<std::uint64_t, std::uint64_t> y) {
  const std::uint64_t g = gcd64(x.second, y.second);
  const std::uint64_t den = x.second / g * y.second;
  const std::uint64_t num = x.first * (den / x.second) + y.first * (den / y.second);
  const std::uint64_t h = gcd64(num, den);
  return {num / h, den / h};
}

std::pair<std::uint64_t, std::uint64_t> mul_frac(std::pair<std::uint64_t, std::uint64_t> x, const Probability& p) {
  std::uint64_t num = x.first, den = x.second, pn = p.count, pd = p.total;
  std::uint64_t g = gcd64(num, pd);
  num /= g, pd /= g;
  g = gcd64(pn, den);
  pn /= g, den /= g;
  return {num * pn, den * pd};
}

}  // namespace

std::optional<Distribution> assault_odds(const GameState& state, const FirelineContext& ctx,
                                         const AssaultOrder& order, std::string* why) {
  const AssaultPlan plan = plan_assault(ctx, state, order);
  if (!plan.legal) {
    if (why) *why = plan.error;
    return std::nullopt;
  }
  const AssaultOptions opts = assault_options(ctx.option_values);
  // Stage by stage: every dice sequence of a stage through `step` (the code execute_assault
  // runs), merging paths that reach the same state, so the walk stays small.
  using Frac = std::pair<std::uint64_t, std::uint64_t>;
  struct Branch {
    GameState state;
    AssaultRun run;
    Frac p;
  };
  std::vector<Branch> live;
  live.push_back({state, start_run(state, order, plan), {1, 1}});
  if (order.charge) set_tag(live.front().state, order.from, kTagCharging, true);
  std::map<std::string, Frac> finals;
  std::uint64_t paths = 0;
  while (!live.empty()) {
    std::vector<Branch> next;
    std::map<std::string, std::size_t> index;
    for (const Branch& b : live) {
      std::map<std::string, std::pair<GameState, AssaultRun>> reached;
      const Distribution d = enumerate_outcomes([&](DiceSource& dice) {
        GameState s = b.state;
        AssaultRun run = b.run;
        run.r.ledger = {};  // the odds need no ledger text
        step(s, ctx, order, plan, opts, run, dice);
        std::string key = signature(s, run);
        if (!reached.count(key)) reached.emplace(key, std::pair{std::move(s), std::move(run)});
        return key;
      });
      paths += d.paths;
      for (const auto& o : d.outcomes) {
        const Frac p = mul_frac(b.p, o.probability);
        auto& [s, run] = reached.at(o.outcome);
        if (run.done) {
          const auto it = finals.find(run.r.outcome);
          finals[run.r.outcome] = it == finals.end() ? p : add_frac(it->second, p);
        } else if (const auto it = index.find(o.outcome); it != index.end()) {
          next[it->second].p = add_frac(next[it->second].p, p);
        } else {
          index.emplace(o.outcome, next.size());
          next.push_back({s, run, p});
        }
      }
    }
    live = std::move(next);
  }
  Distribution out;
  out.paths = paths;
  std::uint64_t den = 1;
  for (const auto& [k, p] : finals) den = den / gcd64(den, p.second) * p.second;
  for (const auto& [k, p] : finals) out.outcomes.push_back({k, {p.first * (den / p.second), den}});
  std::stable_sort(out.outcomes.begin(), out.outcomes.end(), [](const OutcomeOdds& a, const OutcomeOdds& b) {
    return a.probability.count > b.probability.count;
  });
  return out;
}

}  // namespace hexfire::fireline
