// FirelineSystem: the CRT "D" result as a decision of the target's owner (5.5, option
// d_result_o_hit_option = ask). A fire whose D hits a good-order stack leaves the stack as it was
// and asks its owner: `dresult accept FIRER TARGET ...` takes the disruption, `dresult test ...`
// tests the AMM (pass: 1 O hit instead, stays in good order; fail: disrupted). The answer carries
// the fire's own arguments so the test sees the same morale situation and replays from the log.
#include "engine/rules/fireline/fireline_system.hpp"

#include "engine/flow/flow_view.hpp"
#include "engine/rules/distribution.hpp"
#include "engine/rules/fireline/fireline_stack.hpp"
#include "engine/rules/fireline/morale.hpp"

namespace hexfire::fireline {
namespace {

std::string percent_text(double p) { return std::to_string(static_cast<int>(p * 100.0 + 0.5)) + "%"; }

// The prompt put to the owner of the stack in `target`; `fire_args` are the fire's own.
Prompt d_result_decision(const GameState& s, const FirelineContext& ctx, const FireAction& a,
                         const std::vector<std::string>& fire_args) {
  const FirePlan plan = plan_fire(s, ctx, a);
  const StackWork w = snapshot_stack(s, ctx, a.target, plan.target_situation);
  const int amm = w.amm_value();
  // The chance to pass from the morale check's own code, every die face run through it.
  const Distribution odds = enumerate_outcomes([&](DiceSource& dice) {
    return std::string(roll_morale_check(w, dice, "d_result_test", {}, nullptr) ? "pass" : "fail");
  });
  const double pass = odds.probability_of("pass");
  const auto units = combat_units(s, a.target);
  Prompt p;
  p.id = "d_result";
  p.side = s.unit(units.front()).side;
  const std::string at = s.map().label(a.target);
  p.text = s.unit(units.front()).name + (units.size() > 1 ? " and stack" : "") + " in " + at + " got a D from the fire of " +
           s.map().label(a.firer) + ": accept disruption (no O hit), or test AMM " + std::to_string(amm) + " (passes " +
           percent_text(pass) + "): a pass takes 1 O hit instead and stays in good order, a failure is disrupted";
  for (const char* choice : {"test", "accept"}) {
    Command c{s.side(p.side).key, "dresult", {choice}};
    for (const auto& w2 : fire_args) c.args.push_back(w2);
    p.options.push_back(std::move(c));
  }
  p.labels = {"Test AMM " + std::to_string(amm) + " (" + percent_text(pass) + "): 1 O hit if it passes",
              "Accept disruption (no O hit)"};
  return p;
}

}  // namespace

std::string FirelineSystem::run_prompted_fire(Match& m, const FireAction& a, const std::vector<std::string>& words,
                                              DiceSource& dice, ActionReport& report, std::optional<Prompt>& prompt) const {
  FireOutcome out = resolve_fire(m.state, ctx_, a, dice, true);
  if (!out.ok) return out.error;
  report.log.push_back(m.state.map().label(a.firer) + " fires at " + m.state.map().label(a.target) + ": " + out.outcome);
  if (out.d_choice_pending) prompt = d_result_decision(m.state, ctx_, a, words);
  report.resolutions.push_back(std::move(out.ledger));
  return {};
}

void FirelineSystem::answer_d_result(Match& m, SideId side, const Command& c, DiceSource& dice, ApplyResult& r) const {
  // validate() let only the pending prompt's own options through: the arguments are the fire's.
  const bool test = c.args.at(0) == "test";
  const std::vector<std::string> fire_args(c.args.begin() + 1, c.args.end());
  std::string why;
  const auto a = parse_fire_args(m.state, fire_args, why);
  if (!a) {
    r.error = why;
    return;
  }
  FireOutcome out = settle_fire_d_result(m.state, ctx_, *a, test, dice);
  if (!out.ok) {
    r.error = out.error;
    return;
  }
  m.flow.prompts.erase(m.flow.prompts.begin());
  const std::string line = fire_args.at(1) + (test ? " tests for the D: " : " accepts the D: ") + out.ledger.result_text;
  r.log.push_back(line);
  add_event(m, r.events, "action", line, side);
  r.resolutions.push_back(std::move(out.ledger));
}

}  // namespace hexfire::fireline
