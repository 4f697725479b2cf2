// The exact odds of an assault: the stages execute_assault rolls (assault_stages.hpp), walked
// over every die by the staged walk, which merges the compact states that come out equal. The
// plans of each stage read one scratch copy of the state with the stage's point written in.
//
// A round is walked in another order than the roll, with the same distribution: its dice are
// independent, and each side's result reads only its own units and the CRT die rolled on it.
// The walk's stage 2 rolls the attacker's CRT die and then the defender's result, its stage 3
// the defender's die and then the attacker's result. Each changes one side's units and reads
// nothing of the other's, so its outcomes are rolled once per side_part and shared by every
// point with that part.
#include <array>
#include <map>
#include <optional>
#include <utility>

#include "engine/rules/fireline/assault.hpp"
#include "engine/rules/fireline/assault_stages.hpp"
#include "engine/rules/fireline/fireline_stack.hpp"
#include "engine/rules/staged_odds.hpp"

namespace hexfire::fireline {

std::optional<Distribution> assault_odds(const GameState& state, const FirelineContext& ctx,
                                         const AssaultOrder& order, std::string* why) {
  using namespace assault_detail;
  using Outcomes = StageOutcomes<AssaultPoint>;
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
  StackWork w;        // a result's stack, refilled for each die (its storage reused)
  // One side's result on `q` (stage 4 the defender's, 5 the attacker's), from the stack `start`
  // that the first die of a shared roll fills in.
  const auto take_result = [&](AssaultPoint& q, std::optional<StackWork>& start, DiceSource& dice) {
    if (!start) start = result_stack(roster, q, q.stage == 4);
    w = *start;
    roll_result(w, ctx, roster, q, dice, unused);
  };
  // The outcomes of a stage that reads and changes only `defender`'s side, rolled once per key.
  const auto shared = [&](auto& memo, auto key, auto roll, const AssaultPoint& p, bool defender, Outcomes& out) {
    auto it = memo.find(key);
    out.paths = 0;
    if (it == memo.end()) {
      it = memo.emplace(std::move(key), Outcomes{}).first;
      roll_outcomes(roll, it->second);
      out.paths = it->second.paths;
    }
    out.reached.clear();
    for (const auto& [q, probability, sequences] : it->second.reached)
      out.reached.push_back({with_side_part(roster, p, q, defender), probability, sequences});
  };
  // The attacker's die on the defender: the part, and what the round's plans give it.
  std::map<std::pair<AssaultPoint, std::array<int, 4>>, Outcomes> on_defender;
  std::map<AssaultPoint, Outcomes> on_attacker;
  const auto step = [&](const AssaultPoint& p, Outcomes& out) {
    if (p.stage == 3) {
      const AssaultPoint part = side_part(roster, p, false);
      const auto roll = [&, part, start = std::optional<StackWork>()](DiceSource& dice) mutable {
        AssaultPoint q = part;
        roll_defender_die(ctx, q, dice, nullptr);
        q.stage = 5;
        take_result(q, start, dice);
        return q;
      };
      shared(on_attacker, part, roll, p, false, out);
      return;
    }
    apply_point(scratch, roster, p);
    if (p.stage <= 1) {
      PreFire prep = prepare_pre_fire(scratch, ctx, order, opts, p.stage);
      if (prep.target) prep.target->make_quiet();
      roll_outcomes(
          [&](DiceSource& dice) {
            AssaultPoint q = p;
            roll_pre_fire(prep, ctx, roster, plan, q, dice, nullptr);
            return q;
          },
          out);
      return;
    }
    if (!round_continues(roster, p, opts)) {
      AssaultResult r;
      decide(scratch, ctx, order, opts, r);
      AssaultPoint q;
      q.done = true;
      q.outcome = r.outcome;
      roll_outcomes([&](DiceSource&) { return q; }, out);
      return;
    }
    const Round round = prepare_round(scratch, ctx, order, p.rounds + 1);
    const AssaultPoint part = side_part(roster, p, true);
    const auto roll = [&, part, start = std::optional<StackWork>()](DiceSource& dice) mutable {
      AssaultPoint q = part;
      roll_attacker_die(round, ctx, q, dice, nullptr);
      q.stage = 4;
      take_result(q, start, dice);
      q.stage = 3;
      return q;
    };
    const std::array<int, 4> read = {round.attack.final_row, round.defence.final_row,
                                     round.defender_work.morale_adjust, round.attacker_work.morale_adjust};
    shared(on_defender, std::pair{part, read}, roll, p, true, out);
  };
  const auto walk = walk_outcomes(point_of(scratch, roster), step, [](const AssaultPoint& p) { return p.done; });
  return distribution_of(walk, [](const AssaultPoint& p) { return p.outcome; });
}

}  // namespace hexfire::fireline
