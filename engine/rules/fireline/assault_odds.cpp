// The exact odds of an assault: the stages execute_assault rolls (assault_stages.hpp), walked
// over every die by the staged walk, which merges the compact states that come out equal. The
// plans of each stage read one scratch copy of the state with the stage's point written in.
#include <functional>
#include <memory>

#include "engine/rules/fireline/assault.hpp"
#include "engine/rules/fireline/assault_stages.hpp"
#include "engine/rules/fireline/fireline_stack.hpp"
#include "engine/rules/staged_odds.hpp"

namespace hexfire::fireline {

std::optional<Distribution> assault_odds(const GameState& state, const FirelineContext& ctx,
                                         const AssaultOrder& order, std::string* why) {
  using namespace assault_detail;
  const AssaultPlan plan = plan_assault(ctx, state, order);
  if (!plan.legal) {
    if (why) *why = plan.error;
    return std::nullopt;
  }
  const AssaultOptions opts = assault_options(ctx.option_values);
  GameState scratch = state;  // the one copy: each stage writes its point into it before planning
  if (order.charge) set_tag(scratch, order.from, kTagCharging, true);
  const Roster roster = make_roster(scratch, ctx, order);
  Resolution unused;  // results in the walk are quiet: nothing is written here
  using Roll = std::function<AssaultPoint(DiceSource&)>;
  const auto prepare = [&](const AssaultPoint& p) -> Roll {
    if (p.stage == 3) {
      return [&, p](DiceSource& dice) {
        AssaultPoint q = p;
        roll_defender_die(ctx, q, dice, nullptr);
        return q;
      };
    }
    if (p.stage >= 4) {
      // `w` is refilled from `start` for each die (its storage reused, not reallocated).
      return [&, start = result_stack(roster, p, p.stage == 4), w = StackWork{}, p](DiceSource& dice) mutable {
        AssaultPoint q = p;
        w = start;
        roll_result(w, ctx, roster, q, dice, unused);
        return q;
      };
    }
    apply_point(scratch, roster, p);
    if (p.stage <= 1) {
      auto prep = std::make_shared<PreFire>(prepare_pre_fire(scratch, ctx, order, opts, p.stage));
      if (prep->target) prep->target->make_quiet();
      return [&, prep, p](DiceSource& dice) {
        AssaultPoint q = p;
        roll_pre_fire(*prep, ctx, roster, plan, q, dice, nullptr);
        return q;
      };
    }
    if (!round_continues(roster, p, opts)) {
      AssaultResult r;
      decide(scratch, ctx, order, opts, r);
      AssaultPoint q;
      q.done = true;
      q.outcome = r.outcome;
      return [q](DiceSource&) { return q; };
    }
    auto round = std::make_shared<const Round>(prepare_round(scratch, ctx, order, p.rounds + 1));
    return [&, round, p](DiceSource& dice) {
      AssaultPoint q = p;
      roll_attacker_die(*round, ctx, q, dice, nullptr);
      return q;
    };
  };
  const auto walk = walk_stages(point_of(scratch, roster), prepare, [](const AssaultPoint& p) { return p.done; });
  return distribution_of(walk, [](const AssaultPoint& p) { return p.outcome; });
}

}  // namespace hexfire::fireline
