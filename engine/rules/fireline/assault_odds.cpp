// The exact odds of an assault: the stages execute_assault rolls (assault_stages.hpp), walked
// over every die by the staged walk, which merges the compact states that come out equal. The
// plans of each stage read one scratch copy of the state with the stage's point written in.
//
// A round is walked in another order than the roll, with the same distribution: its dice are
// independent, and each side's result reads only its own units and the CRT die rolled on it.
// The walk's stage 2 rolls the attacker's CRT die and then the defender's result, its stage 3
// the defender's die and then the attacker's result. Each changes one side's units and reads
// nothing of the other's, so its outcomes are found once per side_part and shared by every
// point with that part; inside it, the die's faces that hit the same CRT column merge before
// the result rolls its own dice, and a result is rolled once per distinct point.
#include <array>
#include <map>
#include <optional>
#include <utility>

#include "engine/rules/fireline/assault.hpp"
#include "engine/rules/fireline/assault_stages.hpp"
#include "engine/rules/fireline/fireline_stack.hpp"
#include "engine/rules/staged_odds.hpp"

namespace hexfire::fireline {
namespace {

using assault_detail::AssaultPoint;
using Outcomes = StageOutcomes<AssaultPoint>;

// Outcomes found once per key: `fill(Outcomes&)` runs the first time a key is asked for. The
// paths rolled are counted that time only.
template <class Key>
class SharedOutcomes {
 public:
  template <class Fill>
  const Outcomes& get(const Key& key, Fill&& fill, std::uint64_t& paths) {
    auto it = known_.find(key);
    if (it == known_.end()) {
      it = known_.emplace(key, Outcomes{}).first;
      fill(it->second);
      paths += it->second.paths;
    }
    return it->second;
  }

 private:
  std::map<Key, Outcomes> known_;
};

}  // namespace

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
  StackWork w;        // a result's stack, refilled for each die (its storage reused)

  // A side's result on a point (stage 4 the defender's, 5 the attacker's).
  SharedOutcomes<AssaultPoint> results;
  const auto result = [&](const AssaultPoint& p, std::uint64_t& paths) -> const Outcomes& {
    const auto roll = [&](Outcomes& o) {
      const StackWork start = result_stack(roster, p, p.stage == 4);
      roll_outcomes(
          [&](DiceSource& dice) {
            AssaultPoint q = p;
            w = start;
            roll_result(w, ctx, roster, q, dice, unused);
            return q;
          },
          o);
    };
    return results.get(p, roll, paths);
  };
  // A CRT die (`die`: a callable `AssaultPoint(DiceSource&)`) and then the result on that side.
  const auto die_and_result = [&](auto die, Outcomes& o) {
    Outcomes faces;
    roll_outcomes(die, faces);
    chain_outcomes(faces, result, o);
  };
  // Each side's part in the point, and the point `p` with the other side's units put back.
  const auto shared_with = [&](const Outcomes& o, const AssaultPoint& p, bool defender, Outcomes& out) {
    out.reached.clear();
    for (const auto& [q, probability, sequences] : o.reached)
      out.reached.push_back({with_side_part(roster, p, q, defender), probability, sequences});
  };
  // The attacker's die on the defender and its result, by the defender's part and the values of
  // the round the die reads.
  SharedOutcomes<std::pair<AssaultPoint, std::array<int, 4>>> on_defender;
  SharedOutcomes<AssaultPoint> on_attacker;

  const auto step = [&](const AssaultPoint& p, Outcomes& out) {
    if (p.stage == 3) {
      const AssaultPoint part = side_part(roster, p, false);
      const Outcomes& o = on_attacker.get(
          part,
          [&](Outcomes& into) {
            die_and_result(
                [&](DiceSource& dice) {
                  AssaultPoint q = part;
                  roll_defender_die(ctx, q, dice, nullptr);
                  q.stage = 5;
                  return q;
                },
                into);
          },
          out.paths);
      shared_with(o, p, false, out);
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
    const std::array<int, 4> read = {round.attack.final_row, round.defence.final_row,
                                     round.defender_work.morale_adjust, round.attacker_work.morale_adjust};
    const Outcomes& o = on_defender.get(
        std::pair{part, read},
        [&](Outcomes& into) {
          die_and_result(
              [&](DiceSource& dice) {
                AssaultPoint q = part;
                roll_attacker_die(round, ctx, q, dice, nullptr);
                q.stage = 4;
                return q;
              },
              into);
          for (auto& reached : into.reached) reached.state.stage = 3;  // the walk's stage 3: see the top
        },
        out.paths);
    shared_with(o, p, true, out);
  };
  const auto walk = walk_outcomes(point_of(scratch, roster), step, [](const AssaultPoint& p) { return p.done; });
  return distribution_of(walk, [](const AssaultPoint& p) { return p.outcome; });
}

}  // namespace hexfire::fireline
