// The assault's compact state and its stages (see assault_stages.hpp): the same code for the
// roll and for every die of the odds.
#include "engine/rules/fireline/assault_stages.hpp"

#include <algorithm>
#include <stdexcept>

#include "engine/rules/fireline/fireline_stack.hpp"
#include "engine/rules/fireline/o_hits.hpp"

namespace hexfire::fireline::assault_detail {
namespace {

std::size_t index_of(const Roster& roster, UnitId id) {
  return static_cast<std::size_t>(std::find(roster.ids.begin(), roster.ids.end(), id) - roster.ids.begin());
}

// The combat units of one stack still standing, and its state: the worst among them (as
// stack_status reads the map).
int living(const Roster& roster, const AssaultPoint& p, bool attacker) {
  int n = 0;
  for (std::size_t i = 0; i < roster.ids.size(); ++i)
    n += roster.attacker[i] == attacker && !roster.leader[i] && !p.units[i].eliminated ? 1 : 0;
  return n;
}

UnitStatus stack_state(const Roster& roster, const AssaultPoint& p, bool attacker) {
  UnitStatus worst = UnitStatus::Good;
  for (std::size_t i = 0; i < roster.ids.size(); ++i)
    if (roster.attacker[i] == attacker && !roster.leader[i] && !p.units[i].eliminated &&
        status_rank(p.units[i].status) > status_rank(worst))
      worst = p.units[i].status;
  return worst;
}

bool gone_or_routed(const Roster& roster, const AssaultPoint& p, bool attacker) {
  return living(roster, p, attacker) == 0 || stack_state(roster, p, attacker) == UnitStatus::Routed;
}

// What a result did to a stack, written into the point as commit_stack writes it to the state.
void fold(AssaultPoint& p, const Roster& roster, const StackWork& w) {
  for (const StackUnit& su : w.units) p.units.set(index_of(roster, su.id), {su.hits, su.reduced, su.eliminated, w.status});
}

int column_of(const Crt& crt, const CrtOutcome& o) {
  for (std::size_t i = 0; i < crt.columns.size(); ++i)
    if (&crt.columns[i].outcome == &o) return static_cast<int>(i);
  return -1;
}

}  // namespace

UnitPoint UnitPoints::operator[](std::size_t i) const {
  const auto hits = static_cast<unsigned char>(bytes_[2 * i]);
  const auto flags = static_cast<unsigned char>(bytes_[2 * i + 1]);
  return {hits, (flags & 1) != 0, (flags & 2) != 0, static_cast<UnitStatus>(flags >> 2)};
}

void UnitPoints::set(std::size_t i, const UnitPoint& u) {
  // O hits stay below hits_per_side; a state beyond a byte is not one the rules make.
  if (u.hits < 0 || u.hits > 255) throw std::out_of_range("assault odds: a unit with " + std::to_string(u.hits) + " O hits");
  bytes_[2 * i] = static_cast<char>(u.hits);
  bytes_[2 * i + 1] = static_cast<char>((u.reduced ? 1 : 0) | (u.eliminated ? 2 : 0) | (static_cast<int>(u.status) << 2));
}

void UnitPoints::push_back(const UnitPoint& u) {
  bytes_.append(2, '\0');
  set(size() - 1, u);
}

void set_tag(GameState& s, Hex h, UnitFlag tag, bool on) {
  for (UnitId id : s.stack_at(h)) set_tag(s.unit_mut(id), tag, on);
}

Roster make_roster(const GameState& state, const FirelineContext& ctx, const AssaultOrder& order) {
  Roster r;
  r.from = order.from;
  r.target = order.target;
  for (const Hex h : {order.from, order.target})
    for (UnitId id : state.stack_at(h)) {
      r.ids.push_back(id);
      r.home.push_back(h);
      r.attacker.push_back(h == order.from);
      r.leader.push_back(state.is_leader(id));
      r.flags.push_back(fireline_unit(state.unit(id)).flag_bits());
    }
  r.attacker_start = snapshot_stack(state, ctx, order.from);
  r.defender_start = snapshot_stack(state, ctx, order.target);
  return r;
}

AssaultPoint point_of(const GameState& state, const Roster& roster) {
  AssaultPoint p;
  for (UnitId id : roster.ids) {
    const Unit& u = state.unit(id);
    p.units.push_back({fireline_unit(u).o_hits, u.reduced, u.eliminated, u.status});
  }
  return p;
}

void apply_point(GameState& state, const Roster& roster, const AssaultPoint& p) {
  for (std::size_t i = 0; i < roster.ids.size(); ++i) {
    Unit& u = state.unit_mut(roster.ids[i]);
    FirelineUnit& fl = fireline_unit(u);
    fl.o_hits = p.units[i].hits;
    fl.set_flag_bits(roster.flags[i]);
    u.reduced = p.units[i].reduced;
    u.status = p.units[i].status;
    u.eliminated = p.units[i].eliminated;
    state.remove_unit(roster.ids[i]);
  }
  // Back in roster order, so each stack keeps the order the rules read it in.
  for (std::size_t i = 0; i < roster.ids.size(); ++i)
    if (!p.units[i].eliminated) state.move_unit(roster.ids[i], roster.home[i]);
}

PreFire prepare_pre_fire(const GameState& state, const FirelineContext& ctx, const AssaultOrder& order,
                         const AssaultOptions& opts, int stage) {
  PreFire out;
  if (!opts.pre_assault_fire) return out;
  // The defender at the assaulting stack (+1, D-4), then the attacker at the defender.
  const FireAction a = stage == 0 ? FireAction{order.target, order.from, false, true}
                                  : FireAction{order.from, order.target, false, false};
  FirePlan plan = plan_fire(state, ctx, a);
  if (!plan.legal) return out;
  // 5.4: the assaulting stack's +1 "applies throughout the assault", so the defender's
  // pre-assault fire already meets it.
  if (stage == 0) plan.target_situation.charging = "assaulting " + hex_name(state, order.target);
  out.target = snapshot_stack(state, ctx, a.target, plan.target_situation);
  out.plan = std::move(plan);
  return out;
}

void roll_pre_fire(const PreFire& prep, const FirelineContext& ctx, const Roster& roster, const AssaultPlan& plan,
                   AssaultPoint& p, DiceSource& dice, AssaultResult* record) {
  const int stage = p.stage;
  p.stage = stage + 1;
  if (prep.plan) {
    StackWork w = *prep.target;
    if (record) {
      Resolution fire = prep.plan->ledger;
      roll_fire(*prep.plan, ctx, w, dice, fire);
      fire.title = "Pre-assault fire: " + fire.title;
      record->ledger.follow_ups.push_back(std::move(fire));
    } else {
      w.quiet = true;  // the walk's prepare_pre_fire made it quiet (make_quiet) already
      Resolution none;
      roll_fire(*prep.plan, ctx, w, dice, none);
    }
    fold(p, roster, w);
  }
  if (stage == 0) {
    if (!gone_or_routed(roster, p, true)) return;
    p.done = true;
    p.outcome = "attacker stopped by pre-assault fire";
    if (!record) return;
    record->attacker_repulsed = true;
    const std::string state_word =
        living(roster, p, true) == 0 ? std::string("eliminated") : status_name(stack_state(roster, p, true));
    record->ledger.consequences.push_back("the attacker in " + roster.attacker_start.label + " is " + state_word +
                                          " by the pre-assault fire: no assault");
    record->outcome = p.outcome;
    record->ledger.result = p.outcome;  // already in words: no result_text to repeat it
    return;
  }
  if (plan.disrupted_before_first_round) {
    for (std::size_t i = 0; i < roster.ids.size(); ++i)
      if (UnitPoint u = p.units[i]; roster.attacker[i] && !roster.leader[i] && !u.eliminated) {
        u.status = UnitStatus::Disrupted;
        p.units.set(i, u);
      }
    if (record) record->ledger.consequences.push_back(plan.marsh_reason);
  }
}

bool round_continues(const Roster& roster, const AssaultPoint& p, const AssaultOptions& opts) {
  return living(roster, p, false) > 0 && stack_state(roster, p, false) != UnitStatus::Routed &&
         !gone_or_routed(roster, p, true) && p.rounds < opts.max_rounds;
}

Round prepare_round(const GameState& state, const FirelineContext& ctx, const AssaultOrder& order, int round) {
  Round r{assault_fire(ctx, state, order.from, order.target, true, order.charge, false),
          assault_fire(ctx, state, order.from, order.target, false, order.charge, false), {}, {}};
  const std::string label = "Round " + std::to_string(round) + ": ";
  r.attack.ledger.title = label + r.attack.ledger.title;
  r.defence.ledger.title = label + r.defence.ledger.title;
  r.defender_work = snapshot_stack(state, ctx, order.target, r.attack.target_situation);
  r.attacker_work = snapshot_stack(state, ctx, order.from, r.defence.target_situation);
  return r;
}

namespace {
const std::string kAttackerDie = "assault fire (attacker)";
const std::string kDefenderDie = "assault fire (defender)";
}  // namespace

void roll_attacker_die(const Round& round, const FirelineContext& ctx, AssaultPoint& p, DiceSource& dice,
                       Round* record) {
  const int die = dice.d10(kAttackerDie);
  const CrtOutcome& on_defender = ctx.tables.crt.outcome(round.attack.final_row, die, false);
  ++p.rounds;
  p.stage = 3;
  p.on_defender = column_of(ctx.tables.crt, on_defender);
  p.defence_row = round.defence.final_row;
  p.defender_adjust = round.defender_work.morale_adjust;
  p.attacker_adjust = round.attacker_work.morale_adjust;
  if (!record) return;
  record->attack.ledger.dice.push_back({10, true, die, kAttackerDie});
  record->attack.ledger.lookups.push_back(ctx.tables.crt.lookup(round.attack.final_row, die, false));
  record->attack.ledger.result = on_defender.code;
  record->attack.ledger.result_text = on_defender.text;
}

void roll_defender_die(const FirelineContext& ctx, AssaultPoint& p, DiceSource& dice, Round* record) {
  const int die = dice.d10(kDefenderDie);
  const int row = p.defence_row;
  const CrtOutcome& on_attacker = ctx.tables.crt.outcome(row, die, false);
  p.stage = 4;
  p.on_attacker = column_of(ctx.tables.crt, on_attacker);
  p.defence_row = -1;
  if (!record) return;
  record->defence.ledger.dice.push_back({10, true, die, kDefenderDie});
  record->defence.ledger.lookups.push_back(ctx.tables.crt.lookup(row, die, false));
  record->defence.ledger.result = on_attacker.code;
  record->defence.ledger.result_text = on_attacker.text;
}

StackWork result_stack(const Roster& roster, const AssaultPoint& p, bool defender) {
  StackWork w = defender ? roster.defender_start : roster.attacker_start;
  std::erase_if(w.units, [&](const StackUnit& su) { return p.units[index_of(roster, su.id)].eliminated; });
  for (StackUnit& su : w.units) {
    const UnitPoint& up = p.units[index_of(roster, su.id)];
    su.hits = up.hits;
    su.reduced = up.reduced;
  }
  w.status = stack_state(roster, p, !defender);
  w.morale_adjust = defender ? p.defender_adjust : p.attacker_adjust;
  w.make_quiet();
  return w;
}

void roll_result(StackWork& w, const FirelineContext& ctx, const Roster& roster, AssaultPoint& p, DiceSource& dice,
                 Resolution& fire_ledger) {
  const bool defender = p.stage == 4;
  const CrtOutcome& o =
      ctx.tables.crt.columns[static_cast<std::size_t>(defender ? p.on_defender : p.on_attacker)].outcome;
  apply_crt_effects(w, ctx, o, dice, fire_ledger);
  fold(p, roster, w);
  // The round's result for this side is spent: forget it, so paths merge.
  if (defender) {
    p.stage = 5;
    p.on_defender = -1;
    p.defender_adjust = 0;
  } else {
    p.stage = 2;
    p.on_attacker = -1;
    p.attacker_adjust = 0;
  }
}

AssaultPoint side_part(const Roster& roster, const AssaultPoint& p, bool defender) {
  AssaultPoint part = p;
  for (std::size_t i = 0; i < roster.ids.size(); ++i)
    if (roster.attacker[i] == defender) part.units.set(i, {});
  return part;
}

AssaultPoint with_side_part(const Roster& roster, const AssaultPoint& p, AssaultPoint part, bool defender) {
  for (std::size_t i = 0; i < roster.ids.size(); ++i)
    if (roster.attacker[i] == defender) part.units.set(i, p.units[i]);
  return part;
}

}  // namespace hexfire::fireline::assault_detail
