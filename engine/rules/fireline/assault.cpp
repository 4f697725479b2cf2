// Assault legality, what follows the rounds (retreat, elimination and occupation by the
// AssaultOptions defaults) and execute_assault, which rolls the stages of assault_stages.hpp.
#include "engine/rules/fireline/assault.hpp"
#include "engine/rules/fireline/assault_stages.hpp"

#include <algorithm>

#include "engine/map/movement.hpp"
#include "engine/rules/fireline/fireline_stack.hpp"
#include "engine/rules/fireline/movement_options.hpp"
#include "engine/rules/fireline/movement_plan.hpp"
#include "engine/rules/fireline/o_hits.hpp"
#include "engine/rules/fireline/zoc.hpp"

namespace hexfire::fireline {
namespace {

std::vector<UnitClassId> classes_in(const GameState& s, Hex h) {
  std::vector<UnitClassId> out;
  for (UnitId id : s.stack_at(h)) {
    const UnitClassId c = s.unit_type(s.unit(id).type).unit_class;
    if (std::find(out.begin(), out.end(), c) == out.end()) out.push_back(c);
  }
  return out;
}

bool gone_or_routed(const GameState& s, Hex h) {
  return combat_units(s, h).empty() || stack_status(s, h) == UnitStatus::Routed;
}

// Where a stack retreats one hex from `at`, away from `enemy` (6.3 default): a hex it may enter,
// free of enemy stacks and other HOs, farther from the enemy; outside enemy zones if it can.
std::optional<Hex> retreat_step(const FirelineContext& ctx, const GameState& s, Hex at, Hex enemy) {
  const auto units = s.stack_at(at);
  if (units.empty()) return std::nullopt;
  const SideId side = s.unit(units.front()).side;
  const MovementCosts costs(s.ruleset(), classes_in(s, at));
  std::optional<Hex> best;
  int best_score = -1;
  for (HexDirection d : kAllDirections) {
    const Hex n = neighbor(at, d);
    if (!step_cost(s.map(), costs, at, d).allowed()) continue;
    if (distance(n, enemy) <= distance(at, enemy)) continue;
    if (const auto owner = s.side_in(n); owner && *owner != side) continue;
    bool other_ho = false;
    for (UnitId o : s.stack_at(n))
      other_ho = other_ho || (!s.is_leader(o) && stacking_ho(ctx, s, o) != stacking_ho(ctx, s, units.front()));
    if (other_ho) continue;
    const int score = (in_enemy_zone_of_control(ctx, s, n, side) ? 0 : 10) + distance(n, enemy);
    if (score > best_score) best = n, best_score = score;
  }
  return best;
}

void move_stack(GameState& s, Hex from, Hex to) {
  const std::vector<UnitId> units = s.stack_at(from);
  for (UnitId id : units) s.move_unit(id, to);
}

std::string status_word(const GameState& s, Hex h) {
  if (combat_units(s, h).empty()) return "eliminated";
  return status_name(stack_status(s, h));
}

}  // namespace

AssaultPlan plan_assault(const FirelineContext& ctx, const GameState& state, const AssaultOrder& order) {
  AssaultPlan p;
  p.from = order.from;
  p.target = order.target;
  const HexMap& map = state.map();
  auto fail = [&p](std::string why) {
    p.legal = false;
    p.error = std::move(why);
    return p;
  };
  if (!map.contains(order.from) || !map.contains(order.target)) return fail("the assault hexes must be on the map");
  const std::string fh = hex_name(state, order.from), th = hex_name(state, order.target);
  const auto attackers = combat_units(state, order.from);
  const auto defenders = combat_units(state, order.target);
  if (attackers.empty()) return fail("there is no combat unit in " + fh + " to assault with");
  if (defenders.empty()) return fail("there is no enemy combat unit in " + th + " to assault");
  if (state.unit(attackers.front()).side == state.unit(defenders.front()).side)
    return fail(th + " holds friendly units");
  const auto d = direction_to(order.from, order.target);
  if (!d) return fail(th + " is not adjacent to " + fh + ": an assault is made on an adjacent hex");
  const UnitStatus st = stack_status(state, order.from);
  const AssaultOptions opts = assault_options(ctx.option_values);
  if (st == UnitStatus::Routed) return fail("the stack in " + fh + " is routed and cannot assault (6.3)");
  if (st == UnitStatus::Disrupted && !opts.disrupted_may_assault)
    return fail("the stack in " + fh + " is disrupted and may not start an assault (6.3, assault_disrupted_may_start)");
  const MovementCosts costs(state.ruleset(), classes_in(state, order.from));
  const StepCost step = step_cost(map, costs, order.from, *d);
  if (!step.allowed())
    return fail("the stack cannot assault across it: " + describe_step_block(map, state.ruleset(), order.from, *d, step));
  if (order.charge)
    for (UnitId id : attackers)
      if (!state.unit_class_of(id).mounted)
        return fail(state.unit(id).name + " is not mounted: only cavalry stacks charge");
  const TerrainType& at = state.ruleset().terrain_type(map.terrain(order.from));
  const auto it = at.attributes.find("assault_disrupts");
  p.disrupted_before_first_round = it != at.attributes.end() && it->second == "true" && st == UnitStatus::Good;
  if (p.disrupted_before_first_round) p.marsh_reason = "attacker in " + fh + " (" + at.name + ") is disrupted before the first round (TEC m)";
  p.attack = assault_fire(ctx, state, order.from, order.target, true, order.charge, p.disrupted_before_first_round);
  p.defence = assault_fire(ctx, state, order.from, order.target, false, order.charge, p.disrupted_before_first_round);
  p.legal = true;
  return p;
}

namespace assault_detail {

namespace {

void finish(GameState& state, const AssaultOrder& order, AssaultResult& r, std::string outcome) {
  // The charge is over; an attacker that advanced carries its tag into the target hex.
  set_tag(state, r.attacker_occupied ? order.target : order.from, kTagCharging, false);
  r.outcome = outcome;
  // The outcome is already in words: result_text stays empty so no reader prints it twice.
  r.ledger.result = std::move(outcome);
}

}  // namespace

void decide(GameState& state, const FirelineContext& ctx, const AssaultOrder& order, const AssaultOptions& opts,
            AssaultResult& r) {
  Resolution& L = r.ledger;
  const std::string fh = hex_name(state, order.from), th = hex_name(state, order.target);
  std::string outcome;
  if (combat_units(state, order.target).empty()) {
    r.defender_eliminated = true;
    L.consequences.push_back("the defenders of " + th + " are eliminated");
    // Leaders left alone fall back with nothing to lead; with nowhere to go they are captured.
    if (!state.stack_at(order.target).empty()) {
      if (const auto to = retreat_step(ctx, state, order.target, order.from)) {
        L.consequences.push_back("the leaders in " + th + " fall back to " + hex_name(state, *to));
        move_stack(state, order.target, *to);
      } else {
        for (UnitId id : std::vector<UnitId>(state.stack_at(order.target))) {
          state.unit_mut(id).eliminated = true;
          state.remove_unit(id);
        }
        L.consequences.push_back("the leaders in " + th + " have nowhere to go and are captured");
      }
    }
    outcome = "defender eliminated";
  } else if (stack_status(state, order.target) == UnitStatus::Routed) {
    Hex at = order.target;
    for (int i = 0; i < opts.retreat_hexes; ++i) {
      const auto to = retreat_step(ctx, state, at, order.from);
      if (!to) break;
      move_stack(state, at, *to);
      at = *to;
    }
    if (at != order.target) {
      r.defender_retreated = true;
      r.retreat_to = at;
      L.consequences.push_back("the routed defenders retreat from " + th + " to " + hex_name(state, at));
      outcome = "defender retreats";
    } else {
      Resolution hits = apply_o_hits_to_hex(state, ctx, order.target, opts.no_retreat_hits,
                                            "routed and unable to retreat (6.3, assault_no_retreat_hits)", nullptr);
      L.follow_ups.push_back(std::move(hits));
      r.defender_eliminated = combat_units(state, order.target).empty();
      outcome = r.defender_eliminated ? "defender cannot retreat and is eliminated" : "defender cannot retreat and holds";
    }
  } else if (gone_or_routed(state, order.from)) {
    r.attacker_repulsed = true;
    outcome = combat_units(state, order.from).empty() ? "attacker eliminated" : "attacker routed";
  } else {
    outcome = "defender holds";
  }
  if (state.stack_at(order.target).empty() && !gone_or_routed(state, order.from) && opts.attacker_occupies) {
    move_stack(state, order.from, order.target);
    r.attacker_occupied = true;
    L.consequences.push_back("the attacker advances from " + fh + " into " + th);
    outcome += ", attacker occupies";
  }
  L.consequences.push_back("attacker " + status_word(state, r.attacker_occupied ? order.target : order.from) +
                           "; defender " +
                           (r.defender_eliminated ? std::string("eliminated")
                                                  : status_word(state, r.retreat_to.value_or(order.target))));
  finish(state, order, r, outcome);
}


}  // namespace assault_detail

namespace {

AssaultResult start_result(const GameState& state, const AssaultOrder& order, const AssaultPlan& plan) {
  AssaultResult r;
  Resolution& L = r.ledger;
  L.kind = "assault";
  L.system = "fireline";
  r.legal = plan.legal;
  r.error = plan.error;
  if (!plan.legal) {
    L.title = "Illegal assault";
    L.result = "illegal";
    L.result_text = plan.error;
    return r;
  }
  const SideId attacker_side = state.unit(combat_units(state, order.from).front()).side;
  L.title = state.side(attacker_side).name + (order.charge ? " charge" : " assault") + " from " +
            hex_name(state, order.from) + " on " + hex_name(state, order.target);
  L.hexes = {order.from, order.target};
  return r;
}

}  // namespace

AssaultResult execute_assault(GameState& state, const FirelineContext& ctx, const AssaultOrder& order,
                              DiceSource& dice) {
  using namespace assault_detail;
  const AssaultPlan plan = plan_assault(ctx, state, order);
  AssaultResult r = start_result(state, order, plan);
  if (!plan.legal) return r;
  const AssaultOptions opts = assault_options(ctx.option_values);
  r.ledger.inputs.push_back({"Rounds", "up to " + std::to_string(opts.max_rounds) + " (assault_rounds)"});
  if (order.charge) set_tag(state, order.from, kTagCharging, true);
  // The stages assault_odds walks, rolled once; each new point is written back to the state.
  const Roster roster = make_roster(state, ctx, order);
  AssaultPoint p = point_of(state, roster);
  std::optional<Round> round;
  for (;;) {
    if (p.stage <= 1) {
      roll_pre_fire(prepare_pre_fire(state, ctx, order, opts, p.stage), ctx, roster, plan, p, dice, &r);
    } else if (p.stage == 2) {
      r.rounds = p.rounds;
      if (!round_continues(roster, p, opts)) {
        decide(state, ctx, order, opts, r);
        return r;
      }
      round = prepare_round(state, ctx, order, p.rounds + 1);
      roll_attacker_die(*round, ctx, p, dice, &*round);
      continue;  // nothing changes on the map until the results
    } else if (p.stage == 3) {
      roll_defender_die(ctx, p, dice, &*round);
      continue;
    } else {
      const bool defender = p.stage == 4;
      AssaultFire& fire = defender ? round->attack : round->defence;
      roll_result(defender ? round->defender_work : round->attacker_work, ctx, roster, p, dice, fire.ledger);
      r.ledger.follow_ups.push_back(std::move(fire.ledger));
    }
    apply_point(state, roster, p);
    if (p.done) {  // stopped by the pre-assault fire
      set_tag(state, order.from, kTagCharging, false);
      r.rounds = p.rounds;
      return r;
    }
  }
}

}  // namespace hexfire::fireline
