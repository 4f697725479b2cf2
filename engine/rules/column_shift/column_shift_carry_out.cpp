// Column-shift's carrying out of a parsed command (see column_shift_system.hpp): the actions of an
// activation, the loss and opportunity-fire prompts, melees, and the turn moving on.
#include <algorithm>
#include <map>
#include <set>

#include "engine/flow/flow_view.hpp"
#include "engine/flow/victory.hpp"
#include "engine/rules/column_shift/assault_choices.hpp"
#include "engine/rules/column_shift/column_shift_board.hpp"
#include "engine/rules/column_shift/column_shift_unit.hpp"
#include "engine/rules/column_shift/leader_activation.hpp"

namespace hexfire::column_shift {

using namespace board;

// ---- carrying out ---------------------------------------------------------------------------------

namespace {

// The next side to activate after `side`'s activation: the other if it has a stack left, else
// `side` again; nothing when neither has one (the turn is over).
std::optional<SideId> next_to_act(const Match& m, SideId side) {
  if (const auto o = other_side(m, side); o && !stacks_that_may_act(m, *o).empty()) return o;
  if (!stacks_that_may_act(m, side).empty()) return side;
  return std::nullopt;
}

}  // namespace

ApplyResult ColumnShiftSystem::carry_out(Match& m, const ParsedCommand& pc, DiceSource* forced) const {
  ApplyResult r;
  if (auto why = check(m, pc)) {
    r.error = *why;
    return r;
  }
  ++m.flow.commands_applied;
  RngDice game_dice(m.state.rng);
  DiceSource& dice = forced ? *forced : game_dice;
  ColumnShiftFlow& f = flow_of(m);
  GameState& s = m.state;
  const HexMap& map = s.map();
  const Body& body = static_cast<const CsCommand&>(*pc.body).body;
  const std::string side_name = s.side(pc.side).name;
  bool activation_over = false;
  std::vector<UnitId> acted;

  // 3.3: the demoralized units of `side` in `at` fall back from the firers once the fire is
  // placed: at once when one hex qualifies, else their owner chooses (demoralized_retreat.hpp).
  auto retreat_under_fire = [&](SideId side, Hex at, const std::vector<Hex>& firers) {
    if (!options_.play.demoralized_retreat) return;
    const auto plan = plan_retreat(m, side, at, firers);
    if (!plan) return;
    if (plan->choices.size() <= 1) {
      if (plan->choices.empty())
        r.log.push_back("the demoralized units in " + map.label(at) + " have no hex to retreat to and stay");
      else
        for (std::string& line : carry_out_retreat(s, *plan, plan->choices.front())) r.log.push_back(std::move(line));
      add_event(m, r.events, "action", r.log.back(), side);
      return;
    }
    Prompt pr;
    pr.id = "retreat";
    pr.side = side;
    pr.text = s.side(side).name + ": your demoralized units in " + map.label(at) + " retreat under fire: choose the hex";
    for (Hex to : plan->choices) {
      pr.options.push_back({side_key(m, side), "retreat", {map.label(at), map.label(to)}});
      pr.labels.push_back("Retreat to " + map.label(to) + " (" + s.ruleset().terrain_type(map.terrain(to)).name + ")");
    }
    f.retreat = *plan;
    m.flow.prompts = {pr};
    add_event(m, r.events, "prompt", pr.text, side);
  };

  // Applies a fire result, or prompts the owner for the next loss it needs placed.
  auto settle_losses = [&]() {
    PendingLoss& p = *f.pending;
    // Dry run on a copy: the losses come before any die, so a needed choice shows before one is.
    GameState trial = s;
    std::size_t next = 0;
    const LossChooser ask = [&](const std::vector<UnitId>& c, LossCategory, int) -> UnitId {
      if (next < p.picks.size()) return p.picks[next++];
      throw NeedChoice{c};
    };
    try {
      ScriptedDice none({});
      apply_result(trial, options_.morale, p.reached, p.cell, false, p.own, ask, none);
    } catch (const NeedChoice& need) {
      Prompt pr;
      pr.id = "loss";
      pr.side = p.owner;
      pr.text = s.side(p.owner).name + ": place step loss " + std::to_string(p.picks.size() + 1) + " of " +
                p.cell.code + " on one of your units";
      for (UnitId u : need.candidates) {
        pr.options.push_back({side_key(m, p.owner), "lose", {unit_word(u)}});
        pr.labels.push_back(s.unit(u).name + (s.unit(u).reduced ? " (reduced: eliminated)" : " (flips to reduced)"));
      }
      m.flow.prompts = {pr};
      add_event(m, r.events, "prompt", pr.text, p.owner);
      return false;
    } catch (const DiceExhausted&) {
      // every choice is made: the real result rolls its morale checks below
    }
    std::size_t k = 0;
    const LossChooser recorded = [&](const std::vector<UnitId>&, LossCategory, int) { return p.picks.at(k++); };
    AppliedResult applied = apply_result(s, options_.morale, p.reached, p.cell, false, p.own, recorded, dice);
    for (const std::string& c : applied.consequences) r.log.push_back(c);
    for (Resolution& c : applied.checks) r.resolutions.push_back(std::move(c));
    const PendingLoss placed = std::move(p);
    f.pending.reset();
    m.flow.prompts.clear();
    retreat_under_fire(placed.owner, placed.at, placed.firers);
    return true;
  };

  // The start of a turn once its melees have fought: objectives, victory, the initiative roll.
  auto start_turn = [&]() {
    update_objective_owners(m);
    if (!decide_victory(m, false)) begin_turn(m, options_, dice, r.events);
  };

  // Direct fire (or opportunity fire) rolled, then its result applied or its losses prompted.
  auto fire_at = [&](const FireOrder& order, SideId firing) {
    const FirePlan plan = plan_direct_fire(s, tables_, options_.fire, order);
    Resolution res = resolve_direct_fire(s, tables_, options_.fire, order, dice);
    const int roll = res.dice.size() == 2 ? res.dice[0].value + res.dice[1].value : 0;
    const FireOutcome out = read_fire_roll(tables_, plan, roll);
    const Hex from = *s.unit(order.firers.front()).position;
    r.log.push_back(map.label(from) + (order.opportunity_target ? " opportunity-fires at the enemy in " : " fires at ") +
                    map.label(order.target) + ": " + res.result_text);
    add_event(m, r.events, "action", r.log.back(), firing);
    r.resolutions.push_back(std::move(res));
    bool any = out.hex.any_effect();
    for (const auto& [u, c] : out.units) any = any || c.any_effect();
    const SideId fired_at = s.unit(plan.targets.front()).side;
    std::vector<Hex> firers;
    for (UnitId u : order.firers) firers.push_back(*s.unit(u).position);
    if (any) {
      f.pending = PendingLoss{fired_at, plan.targets, out.hex, out.units, {}, order.target, firers};
      settle_losses();
    } else {
      retreat_under_fire(fired_at, order.target, firers);  // under fire, even with no effect
    }
  };

  // The activated units are open to opportunity fire (opportunity_fire.hpp): a move from `from`
  // along `path`, or a fire from `from` (no path).
  auto expose = [&](Hex from, const std::vector<UnitId>& units, const std::vector<Hex>& path) {
    Exposure e;
    e.side = pc.side;
    e.at = from;
    e.units = units;
    for (UnitId u : units) {
      e.status.push_back(s.unit(u).status);
      e.reduced.push_back(s.unit(u).reduced);
    }
    e.rest = path;
    e.moving = !path.empty();
    e.offered_here = e.moving;  // nobody fires at a stack that has not left its hex yet
    f.exposure = std::move(e);
  };

  if (std::holds_alternative<EndCmd>(body)) {
    if (f.current) {
      for (Hex h : activation_hexes(m, pc.side))
        for (UnitId u : activation_units(m, pc.side, h)) acted.push_back(u);
      r.log.push_back(side_name + " ends the activation of " + map.label(*f.current));
    } else {
      for (Hex h : stacks_that_may_act(m, pc.side))
        for (UnitId u : acting_units(m, pc.side, h)) acted.push_back(u);
      r.log.push_back(side_name + " passes for the rest of the turn");
    }
    activation_over = true;
    r.undoable = true;
  } else if (const auto* a = std::get_if<ActivateCmd>(&body)) {
    f.current = a->hex;
    f.group = command_group(m, pc.side, a->hex);  // a leader's: the stacks of his command too
    r.log.push_back(side_name + " activates " + map.label(a->hex));
    r.undoable = true;
  } else if (const auto* l = std::get_if<LoseCmd>(&body)) {
    r.log.push_back(s.unit(l->unit).name + " takes a step loss");
    if (f.assault) {
      const bool melee = f.assault->melee;
      f.assault->picks.push_back(l->unit);
      carry_on_assault(m, tables_, options_, dice, r);
      // A melee round at a turn's start answered: the other melees, then the turn's start.
      if (melee && !f.assault && fight_melees(*this, m, dice, r)) start_turn();
    } else {
      f.pending->picks.push_back(l->unit);
      settle_losses();  // the fire's activation ended when it fired; the turn goes on below
    }
  } else if (const auto* ans = std::get_if<AnswerCmd>(&body)) {
    f.assault->situation.defender_cold_steel = ans->cold_steel;
    r.log.push_back(side_name + (ans->cold_steel ? " answers with cold steel" : " does not answer with cold steel"));
    carry_on_assault(m, tables_, options_, dice, r);
  } else if (const auto* o = std::get_if<OpFireCmd>(&body)) {
    m.flow.prompts.clear();
    f.offered.reset();
    if (f.exposure) f.exposure->fired_at_here = true;
    const auto firers = acting_units(m, pc.side, o->from);
    for (UnitId u : firers) f.activated.insert(u);  // opportunity fire is the stack's activation
    fire_at({firers, *s.unit(o->target).position, o->target, f.night}, pc.side);
  } else if (const auto* rt = std::get_if<RetreatCmd>(&body)) {
    m.flow.prompts.clear();
    for (std::string& line : carry_out_retreat(s, *f.retreat, rt->to)) r.log.push_back(std::move(line));
    add_event(m, r.events, "action", r.log.back(), pc.side);
    f.retreat.reset();
  } else if (std::holds_alternative<PassCmd>(body)) {
    m.flow.prompts.clear();
    f.offered.reset();
    r.log.push_back(side_name + " declines opportunity fire");
  } else {
    Hex from{};
    std::visit(
        [&](const auto& b) {
          using T = std::decay_t<decltype(b)>;
          if constexpr (std::is_same_v<T, RecoverCmd> || std::is_same_v<T, DigCmd> || std::is_same_v<T, CarryCmd>) from = b.hex;
          else if constexpr (std::is_same_v<T, MoveCmd> || std::is_same_v<T, FireCmd> || std::is_same_v<T, AssaultCmd>)
            from = b.from;
        },
        body);
    acted = activation_units(m, pc.side, from);
    activation_over = true;
    if (const auto* mv = std::get_if<MoveCmd>(&body)) {
      for (UnitId u : acted) column_shift_unit(s.unit_mut(u)).dug_in = false;
      std::string along;
      for (Hex h : mv->path) along += " " + map.label(h);
      r.log.push_back(map.label(from) + " moves along" + along);
      add_event(m, r.events, "action", r.log.back(), pc.side);
      // One hex at a time, open to opportunity fire at each (carried on below).
      expose(from, acted, mv->path);
    } else if (const auto* fc = std::get_if<FireCmd>(&body)) {
      acted = group_units(m, pc.side, from, fc->with);  // a leader's group across hexes, if named
      fire_at({acted, fc->target, std::nullopt, f.night}, pc.side);
      expose(from, acted, {});
    } else if (const auto* as = std::get_if<AssaultCmd>(&body)) {
      const bool join = joins_melee(m, as->target);
      for (UnitId u : acted) {
        s.move_unit(u, as->target);
        column_shift_unit(s.unit_mut(u)).dug_in = false;
      }
      if (join) {
        r.log.push_back(map.label(from) + " joins the melee in " + map.label(as->target) +
                        ": it fights the melee's next round, at the next turn's start");
        add_event(m, r.events, "action", r.log.back(), pc.side);
      } else {
        AssaultSituation sit = assault_situation(m, pc.side, as->run_up.empty() ? from : as->run_up.back(), as->target);
        declare(sit, as->declaration);
        f.assault = PendingAssault{sit, from, as->declaration, {}, {}};
        carry_on_assault(m, tables_, options_, dice, r);  // the round, or the owner's loss prompt
      }
    } else if (std::holds_alternative<RecoverCmd>(body)) {
      for (UnitId u : acted) {
        if (s.unit(u).status == UnitStatus::Good) continue;
        RecoveryCheck c = check_recovery(s, u, dice);
        apply_recovery(s, u, c.effect);
        r.resolutions.push_back(std::move(c.ledger));
      }
      r.log.push_back(map.label(from) + " tries to recover");
      add_event(m, r.events, "action", r.log.back(), pc.side);
    } else if (const auto* cc = std::get_if<CarryCmd>(&body)) {
      for (std::string& line : apply_carry(s, plan_carry(s, cc->action, acted, options_.play.carrier_capacity)))
        r.log.push_back(std::move(line));
      add_event(m, r.events, "action", map.label(from) + ": " + carry_verb(cc->action), pc.side);
      r.undoable = true;
    } else if (std::holds_alternative<DigCmd>(body)) {
      for (UnitId u : acted)
        if (may_dig_in(s, u, options_.play)) column_shift_unit(s.unit_mut(u)).dug_in = true;
      r.log.push_back(map.label(from) + " digs in");
      add_event(m, r.events, "action", r.log.back(), pc.side);
      r.undoable = true;
    }
  }

  if (activation_over) {
    for (UnitId u : acted) f.activated.insert(u);
    // A leader's activation goes on while a stack of it has not acted (6.1); `end` ends it.
    if (!std::holds_alternative<EndCmd>(body) && f.current && !f.group.empty() && !activation_hexes(m, pc.side).empty())
      activation_over = false;
    else {
      f.current.reset();
      f.group.clear();
    }
  }
  // A move goes on, or a fire is open to opportunity fire, once no prompt stands.
  if (m.flow.prompts.empty() && f.exposure) {
    carry_on_exposure(m, *this, r.log, r.events);
    if (std::holds_alternative<MoveCmd>(body)) r.undoable = m.flow.prompts.empty();  // an offer shows what moved
  }
  update_objective_owners(m);
  if (activation_over) f.advance_due = true;
  if (!decide_victory(m, false) && m.flow.prompts.empty() && f.advance_due) {
    f.advance_due = false;
    const SideId last = *f.active;
    if (const auto next = next_to_act(m, last)) {
      f.active = *next;
      m.flow.active_side = *next;
    } else if (m.flow.turn >= m.info.turns) {
      decide_victory(m, true);
    } else {
      // The next turn: melees fight another round, then the initiative roll.
      ++m.flow.turn;
      for (const auto& [h, attacker] : f.melees) f.melees_due.push_back(h);
      if (fight_melees(*this, m, dice, r)) start_turn();  // else an owner's loss prompt stands
      r.undoable = false;  // the initiative was rolled
    }
  }
  if (m.flow.game_over) {
    m.flow.phase = "game_over";
    m.flow.active_side.reset();
    f.active.reset();
    add_event(m, r.events, "game_over", m.flow.result, m.flow.winner);
  }
  update_control(m, r.events);
  r.ok = true;
  return r;
}

}  // namespace hexfire::column_shift
