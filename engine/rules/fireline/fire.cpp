// Fire combat: legality, F = S x R within the fire limits, the fire line, the roll and the odds.
#include "engine/rules/fireline/fire.hpp"

#include <algorithm>
#include <numeric>

#include "engine/rules/fireline/fire_sight.hpp"
#include "engine/rules/fireline/fireline_stack.hpp"
#include "engine/rules/fireline/firing_strength.hpp"
#include "engine/rules/fireline/o_hits.hpp"
#include "engine/rules/fireline/slope_sighting.hpp"
#include "engine/rules/staged_odds.hpp"

namespace hexfire::fireline {

namespace {

std::string sp_text(int sp) { return std::to_string(sp) + " SP"; }

const RangeFactor& factor_of(const GameState& s, const FirelineContext& ctx, UnitId id, int band) {
  static const RangeFactor none{};
  const UnitClass& c = s.unit_class_of(id);
  const RangeFactorRow* row = ctx.tables.ranges.row_for(c.abbreviation, c.id);
  if (!row || band < 0 || static_cast<std::size_t>(band) >= row->factors.size()) return none;
  return row->factors[static_cast<std::size_t>(band)];
}

std::string unit_list(const GameState& s, const std::vector<UnitId>& units) {
  std::string out;
  for (UnitId id : units) {
    const Unit& u = s.unit(id);
    const int hits = fireline_unit(u).o_hits;
    out += (out.empty() ? "" : ", ") + u.name + " (" + s.unit_class_of(id).abbreviation + " " +
           sp_text(unit_strength(s, id)) + (u.reduced ? ", reduced" : "") + (hits ? ", " + std::to_string(hits) + " O hits" : "") + ")";
  }
  return out;
}

// The stack's combat units the owner picked (all of them when `picked` is empty), in stack
// order; empty with `why` when a pick is not a combat unit of this stack or appears twice.
std::vector<UnitId> chosen_firers(const GameState& s, const std::vector<UnitId>& stack,
                                  const std::vector<UnitId>& picked, const std::string& hex, std::string& why) {
  if (picked.empty()) return stack;
  for (std::size_t i = 0; i < picked.size(); ++i) {
    if (std::find(stack.begin(), stack.end(), picked[i]) == stack.end()) {
      why = (picked[i].value < s.units().size() ? s.unit(picked[i]).name : "unit " + std::to_string(picked[i].value)) +
            " is not a combat unit of the stack in " + hex + " and cannot be picked to fire";
      return {};
    }
    if (std::find(picked.begin(), picked.begin() + static_cast<std::ptrdiff_t>(i), picked[i]) !=
        picked.begin() + static_cast<std::ptrdiff_t>(i)) {
      why = s.unit(picked[i]).name + " is picked to fire twice";
      return {};
    }
  }
  std::vector<UnitId> out;
  for (UnitId id : stack)
    if (std::find(picked.begin(), picked.end(), id) != picked.end()) out.push_back(id);
  return out;
}

}  // namespace

void order_positive_first(std::vector<Modifier>& mods) {
  std::stable_partition(mods.begin(), mods.end(), [](const Modifier& m) { return m.value > 0; });
}

int shift_fire_line(const FirelineContext& ctx, int row, const std::vector<Modifier>& ordered,
                    std::vector<std::string>& notes) {
  const int last = ctx.tables.crt.last_row();
  const auto label = [&](int r) { return ctx.tables.crt.rows[static_cast<std::size_t>(r)].label; };
  for (const auto& m : ordered) {
    row += m.value;
    if (ctx.options.clamp_each_step && (row < 0 || row > last)) {
      row = std::clamp(row, 0, last);
      notes.push_back("fire line held at row " + label(row) + " after \"" + m.label + "\" (clamped each step, D-14)");
    }
  }
  if (row < 0 || row > last) {
    row = std::clamp(row, 0, last);
    notes.push_back("fire line clamped to row " + label(row) + " (D-14)");
  }
  return row;
}

FirePlan plan_fire(const GameState& s, const FirelineContext& ctx, const FireAction& a) {
  FirePlan p;
  p.action = a;
  Resolution& L = p.ledger;
  L.kind = "fire";
  L.system = "fireline";
  auto fail = [&p](std::string why) {
    p.legal = false;
    p.illegal_reason = std::move(why);
    return p;
  };
  const HexMap& map = s.map();
  if (!map.contains(a.firer)) return fail("firing hex " + to_string(a.firer) + " is off the map");
  if (!map.contains(a.target)) return fail("target hex " + to_string(a.target) + " is off the map");
  const std::string fh = hex_name(s, a.firer), th = hex_name(s, a.target);
  const auto stack_units = combat_units(s, a.firer);
  const auto target_units = combat_units(s, a.target);
  if (stack_units.empty()) return fail("there is no combat unit in " + fh + " to fire");
  std::string why_not;
  const auto firer_units = chosen_firers(s, stack_units, a.units, fh, why_not);
  if (firer_units.empty()) return fail(why_not);
  if (target_units.empty()) return fail("there is no unit in " + th + " to fire at");
  if (s.unit(firer_units.front()).side == s.unit(target_units.front()).side)
    return fail(th + " holds friendly units, not an enemy stack");
  p.range = distance(a.firer, a.target);
  if (p.range == 0) return fail("a stack cannot fire at its own hex");
  const UnitStatus firer_status = stack_status(s, a.firer);
  if (firer_status == UnitStatus::Routed && !ctx.options.routed_may_fire)
    return fail("the stack in " + fh + " is routed and cannot fire (6.3, option routed_may_fire)");

  // Line of sight, and artillery No-LoS fire when it is blocked (5.6, D-7).
  const LosResult los = fire_line_of_sight(ctx, s, a.firer, a.target);
  const NoLosFire& nl = ctx.tables.no_los;
  const bool long_range = p.range >= nl.long_min_range && p.range <= nl.long_max_range;
  if (!los.clear || long_range) {
    // Only "artillery firing down a slope" fires without a clear LoS, and only it reaches 7-8
    // hexes, at a target on a lower elevation (5.6 and its footnote, D-7).
    const SlopeSighting slope = sighting_down_slope(s, a.firer, a.target);
    if (!slope.down) {
      if (long_range)
        return fail("range " + std::to_string(p.range) + " is artillery No-LoS fire only, which needs the firer (" + fh +
                    ") sighting down a slope at a lower target: " + slope.why + " (D-7)");
      return fail("no line of sight from " + fh + " to " + th + ": " + los.reason +
                  "; artillery No-LoS fire needs the firer sighting down a slope: " + slope.why);
    }
    p.no_los_fire = true;
    p.no_los_slope = slope.why;
  }
  const auto band = ctx.tables.ranges.band_for_range(p.range);
  if (!band) return fail(th + " is " + std::to_string(p.range) + " hexes from " + fh + ", beyond every range on the range factor table");

  // Units able to fire at this range (artillery alone for No-LoS fire).
  std::vector<FiringShare> small_arms, artillery;
  std::string cannot;
  for (UnitId id : firer_units) {
    const RangeFactor& f = factor_of(s, ctx, id, *band);
    const bool art = is_artillery(s, id);
    if (!f.can_fire || (p.no_los_fire && !art)) {
      cannot += (cannot.empty() ? "" : "; ") + s.unit(id).name + " (" + s.unit_class_of(id).abbreviation +
                (f.can_fire ? ") is not artillery" : ") has range factor '-' at " + std::to_string(p.range) + " hexes");
      continue;
    }
    (art ? artillery : small_arms).push_back({id, 0, f});
  }
  if (small_arms.empty() && artillery.empty())
    return fail("no unit in " + fh + " can fire at " + th + (p.no_los_fire ? " (No-LoS fire: " : " (") + cannot + ")");

  // Fire limits (5.2, D-11).
  CountedStrength counted = count_within_limits(s, ctx, ctx.tables.fire_limits, a.firer, fh, small_arms, artillery);
  p.firers = std::move(counted.shares);
  p.fire_value = counted.fire_value;
  const std::string& limit_text = counted.limit_text;
  const std::string& f_text = counted.fire_text;
  p.artillery_fire = std::all_of(p.firers.begin(), p.firers.end(), [&](const FiringShare& f) { return is_artillery(s, f.unit); });
  p.paren = p.artillery_fire && p.range >= 2 && is_small_arms_stack(s, a.target);

  L.title = "Fire from " + fh + " at " + th;
  L.inputs.push_back({"Firing stack", fh + " (" + s.side(s.unit(firer_units.front()).side).name + ", " +
                                          status_name(firer_status) + "): " + unit_list(s, stack_units)});
  if (!a.units.empty()) {
    std::vector<UnitId> idle;
    for (UnitId id : stack_units)
      if (std::find(firer_units.begin(), firer_units.end(), id) == firer_units.end()) idle.push_back(id);
    L.inputs.push_back({"Picked to fire", unit_list(s, firer_units) + (idle.empty() ? "" : "; holding fire: " + unit_list(s, idle))});
  }
  L.inputs.push_back({"Target stack", th + " (" + s.side(s.unit(target_units.front()).side).name + ", " +
                                          status_name(stack_status(s, a.target)) + ", facing " +
                                          direction_name(stack_facing(s, a.target)) + "): " + unit_list(s, target_units)});
  L.inputs.push_back({"Range", std::to_string(p.range) + (p.range == 1 ? " hex" : " hexes") + " (range factor column " +
                                   ctx.tables.ranges.bands[static_cast<std::size_t>(*band)].id + ")"});
  L.inputs.push_back({"Line of sight", los.clear ? los.reason : "blocked (" + los.reason + ")"});
  if (p.no_los_fire)
    L.inputs.push_back({"Fire type", "artillery No-LoS fire, sighting " + p.no_los_slope + " at the lower " + th});
  L.inputs.push_back({"Fire limit", limit_text});
  for (const auto& f : p.firers)
    L.inputs.push_back({"Firing", s.unit(f.unit).name + ": " + sp_text(f.sp) + " x " + f.factor.text + " (" +
                                      s.unit_class_of(f.unit).abbreviation + ")"});
  L.base_label = "F = S x R = " + f_text + (ctx.options.round_fire == RoundFire::Down ? ", rounded down" : "");
  L.base_value = p.fire_value;
  p.base_row = ctx.tables.crt.row_for_fire(p.fire_value);
  L.base_row = ctx.tables.crt.rows[static_cast<std::size_t>(p.base_row)].label;
  L.hexes = {a.firer, a.target};

  derive_fire_modifiers(s, ctx, a, p);
  order_positive_first(L.modifiers);
  if (L.modifiers.size() > 1) L.notes.push_back("positive shifts applied before negative ones (5.6)");
  p.final_row = shift_fire_line(ctx, p.base_row, L.modifiers, L.notes);
  if (p.no_los_fire) {
    p.target_situation.no_los_target = "target of artillery No-LoS fire from " + fh;
    if (p.final_row > ctx.options.no_los_cap_row) {
      p.final_row = ctx.options.no_los_cap_row;
      L.notes.push_back("artillery No-LoS fire: fire line capped at row " +
                        ctx.tables.crt.rows[static_cast<std::size_t>(p.final_row)].label + " (5.6, no_los_cap_row)");
    }
  }
  L.final_row = ctx.tables.crt.rows[static_cast<std::size_t>(p.final_row)].label;
  if (p.paren) L.notes.push_back("artillery at a small-arms stack at 2+ hexes: parenthesised results (5.5)");
  p.legal = true;
  return p;
}

std::string roll_fire(const FirePlan& plan, const FirelineContext& ctx, StackWork& target, DiceSource& dice,
                      Resolution& ledger) {
  const int die = dice.d10("fire");
  const Crt& crt = ctx.tables.crt;
  const CrtOutcome& plain = crt.outcome(plan.final_row, die, false);
  const CrtOutcome& used = crt.outcome(plan.final_row, die, plan.paren);
  if (!target.quiet) {
    ledger.dice.push_back({10, true, die, "fire"});
    ledger.lookups.push_back(crt.lookup(plan.final_row, die, plan.paren));
    ledger.result = used.code;
    ledger.result_text = used.text;
    if (&plain != &used) ledger.result_text += " (the parenthesised value of column " + plain.code + ")";
  }
  return apply_crt_outcome(target, ctx, used, dice, ledger);
}

FireOutcome resolve_fire(GameState& s, const FirelineContext& ctx, const FireAction& a, DiceSource& dice,
                         bool ask_owner_on_d) {
  FireOutcome out;
  FirePlan plan = plan_fire(s, ctx, a);
  if (!plan.legal) {
    out.error = plan.illegal_reason;
    return out;
  }
  StackWork target = snapshot_stack(s, ctx, a.target, plan.target_situation);
  target.defer_d_choice = ask_owner_on_d && ctx.options.d_result_ask;
  out.ledger = std::move(plan.ledger);
  out.outcome = roll_fire(plan, ctx, target, dice, out.ledger);
  out.d_choice_pending = target.d_choice_pending;
  if (out.d_choice_pending) out.ledger.result_text = "the owner chooses disruption, or an AMM test for 1 O hit instead";
  commit_stack(s, target);
  out.ok = true;
  return out;
}

FireOutcome settle_fire_d_result(GameState& s, const FirelineContext& ctx, const FireAction& a, bool test,
                                 DiceSource& dice) {
  FireOutcome out;
  const FirePlan plan = plan_fire(s, ctx, a);
  if (!plan.legal) {
    out.error = plan.illegal_reason;
    return out;
  }
  StackWork target = snapshot_stack(s, ctx, a.target, plan.target_situation);
  if (target.status != UnitStatus::Good) {
    out.error = "the stack in " + hex_name(s, a.target) + " is not in good order: a D cannot be tested for";
    return out;
  }
  Resolution& L = out.ledger;
  L.kind = "d_result";
  L.system = "fireline";
  L.title = "D result on the stack in " + hex_name(s, a.target) + ": its owner " +
            (test ? "tests its AMM for 1 O hit instead" : "accepts the disruption");
  L.hexes = {a.target};
  HitTally tally;
  tally.status_before = tally.status_after = target.status;
  settle_d_result(target, ctx, test, dice, L, tally);
  out.outcome = outcome_key("D", tally);
  L.result = out.outcome;
  L.result_text = tally.d_converted ? "1 O hit, stays in good order" : "disrupted";
  commit_stack(s, target);
  out.ok = true;
  return out;
}

namespace {

// The fire in the staged walk: before the roll, then what the roll came to. The die and every
// follow-on check run in one stage on a copy of the target stack (never the state), and nothing
// after the roll reads more than the outcome key.
struct FireWalkPoint {
  bool rolled = false;
  std::string outcome;
  auto operator<=>(const FireWalkPoint&) const = default;
};

}  // namespace

Distribution fire_odds(const GameState& s, const FirelineContext& ctx, const FirePlan& plan) {
  StackWork start = snapshot_stack(s, ctx, plan.action.target, plan.target_situation);
  start.make_quiet();  // same code, no ledger text
  Resolution scratch;
  StackWork w;  // refilled from `start` for each die (its storage reused)
  const auto walk = walk_stages(
      FireWalkPoint{},
      [&](const FireWalkPoint&) {
        return [&](DiceSource& dice) {
          w = start;
          return FireWalkPoint{true, roll_fire(plan, ctx, w, dice, scratch)};
        };
      },
      [](const FireWalkPoint& p) { return p.rolled; });
  return distribution_of(walk, [](const FireWalkPoint& p) { return p.outcome; });
}

double fire_expectation(const StackWork& start, const FirelineContext& ctx, const FirePlan& plan,
                        const std::function<double(const StackWork&)>& value) {
  StackWork first = start;
  first.make_quiet();
  first.defer_d_choice = false;  // a D is settled as the odds settle it (d_result_o_hit_option)
  Resolution scratch;
  StackWork w;
  double expected = 0;
  // Every dice sequence the fire asks for, each weighing 1 / (the product of its dice's faces).
  for_each_dice_sequence(
      [&](DiceSource& dice) {
        w = first;
        roll_fire(plan, ctx, w, dice, scratch);
        return value(w);
      },
      [&](double v, std::uint64_t sequences) { expected += v / static_cast<double>(sequences); });
  return expected;
}

std::optional<Distribution> fire_odds(const GameState& s, const FirelineContext& ctx, const FireAction& a,
                                      std::string* why) {
  const FirePlan plan = plan_fire(s, ctx, a);
  if (!plan.legal) {
    if (why) *why = plan.illegal_reason;
    return std::nullopt;
  }
  return fire_odds(s, ctx, plan);
}

}  // namespace hexfire::fireline
