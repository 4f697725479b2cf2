// Column-shift's hints for the computer opponent (RuleSystem::ai_material, ai_threat). A search
// that plays a few commands on sees a fire only when its playout happens to roll one; the threat
// lets its evaluation see, in every position, what the side's next fire is expected to take off
// the enemy: the plan the Fire action previews (every shift read from the map by
// plan_direct_fire), walked through the same losses and checks as its odds
// (direct_fire_expectation), at each stack's best target; or, next to the enemy, the stack's best
// assault as the Assault preview has it (assault_round_expectation: its expected toll on the
// defenders less its toll on the stack), when that is worth more. The side's threat is its best
// stack's, not the sum of its stacks': sides take turns activating one stack each, so the fire
// that comes before the other side acts again is one stack's (the sum made the attacker of the
// tutorials hang back out of every defender's range: docs/ai.md, "After column-shift's threat").
// The next round of each melee comes on top: it is fought at the next turn's start whatever
// either side activates, so the side's expected toll there is added for every melee.
// Column-shift hides nothing but the dice, so every side reads the same threat. A move is one
// activation along a path of up to the stack's allowance, listed one hex at a time: the longer
// moves come as ai_candidates (longer_moves.hpp), and so do the charges, whose command names
// the run-up. No ai_reach: the opponent chooses the whole
// move at its decision, so no movement is left that the side spends without deciding again.
#include <algorithm>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <variant>
#include <vector>

#include "engine/flow/victory.hpp"
#include "engine/rules/column_shift/column_shift_board.hpp"
#include "engine/rules/column_shift/column_shift_system.hpp"
#include "engine/rules/column_shift/column_shift_unit.hpp"
#include "engine/rules/column_shift/data_reads.hpp"
#include "engine/rules/column_shift/follow_on_odds.hpp"
#include "engine/rules/column_shift/leader_activation.hpp"
#include "engine/rules/column_shift/morale_limits.hpp"
#include "engine/rules/expectation_cache.hpp"
#include "engine/rules/longer_moves.hpp"
#include "engine/state/unit_worth.hpp"

namespace hexfire::column_shift {
namespace {

using board::flow_of;

// One unit's fighting worth, the measure the opponent's material counts in (unit_worth: printed
// strength, the reduced side's when reduced, a leader 1; 0.75 disrupted, 0.4 demoralized), for
// the units on the map: one waiting to arrive neither fights nor is fired at.
double worth_of(const GameState& s, const Unit& u) { return u.position ? unit_worth(s, u) : 0; }

double worth_of(const GameState& s, const std::vector<UnitId>& units) {
  double sum = 0;
  for (UnitId id : units) sum += worth_of(s, s.unit(id));
  return sum;
}

// What the walk reads of one unit: its id, its state (status, step, morale lost, what carries
// it, whether it is still there) and its class when mounting changed it.
void push_unit(std::vector<int>& key, const Unit& u) {
  const ColumnShiftUnit& cs = column_shift_unit(u);
  key.push_back(static_cast<int>(u.id.value));
  key.push_back(static_cast<int>(u.status));
  key.push_back(u.reduced ? 1 : 0);
  key.push_back(cs.morale_lost);
  key.push_back(cs.carried_by ? static_cast<int>(cs.carried_by->value) : -1);
  // A unit gone may still be listed in its hex's stack (and so among the plan's targets).
  key.push_back(u.eliminated || !u.position ? 1 : 0);
  key.push_back(static_cast<int>(std::hash<std::string>{}(cs.now_class) & 0x7fffffff));
}

// The leaders within a hex of `at` other than `listed`, whose morale modifier the checks may add
// (leader_morale_reach), with their distance.
void push_leaders_about(std::vector<int>& key, const GameState& s, Hex at, const std::vector<UnitId>& listed) {
  key.push_back(-3);
  for (const Unit& l : s.units())
    if (l.position && !l.eliminated && s.is_leader(l.id) && distance(*l.position, at) <= 1 &&
        std::find(listed.begin(), listed.end(), l.id) == listed.end()) {
      push_unit(key, l);
      key.push_back(distance(*l.position, at));
    }
}

// What the walk of a fire reads besides the tables: the plan's columns, the state of each unit
// reached and the leaders within a hex of it. The same key, the same expected loss (a tournament
// plays the same games with the cache as without it).
std::vector<int> key_of(const GameState& s, const FirePlan& plan, Hex target) {
  std::vector<int> key{plan.column.value_or(-1)};
  for (const UnitColumn& uc : plan.unit_columns) {
    key.push_back(static_cast<int>(uc.unit.value));
    key.push_back(uc.column.value_or(-1));
  }
  key.push_back(-2);
  for (UnitId id : plan.targets) push_unit(key, s.unit(id));
  push_leaders_about(key, s, target, plan.targets);
  return key;
}

// The same for an assault round (`s` with the attackers moved in): both columns, who fires
// first, both sides' units and the leaders about the hex. Its own first word keeps it apart.
std::vector<int> key_of(const GameState& s, const AssaultPlan& plan, Hex at) {
  std::vector<int> key{-9, plan.attacker.column.value_or(-1), plan.defender.column.value_or(-1),
                       plan.defender_first ? 1 : 0};
  for (UnitId id : plan.attacker.units) push_unit(key, s.unit(id));
  key.push_back(-2);
  for (UnitId id : plan.defender.units) push_unit(key, s.unit(id));
  std::vector<UnitId> listed = plan.attacker.units;
  listed.insert(listed.end(), plan.defender.units.begin(), plan.defender.units.end());
  push_leaders_about(key, s, at, listed);
  return key;
}

}  // namespace

// The expected losses of fires and assaults, by the keys above (expectation_cache.hpp).
struct FireLossCache : ExpectationCache<std::vector<int>> {};
std::shared_ptr<FireLossCache> make_fire_loss_cache() { return std::make_shared<FireLossCache>(); }

std::optional<double> ColumnShiftSystem::ai_material(const Match& m, SideId side) const {
  double worth = 0;
  for (const Unit& u : m.state.units())
    if (u.side == side) worth += worth_of(m.state, u);
  return worth;
}

double ColumnShiftSystem::assault_gain(const Match& m, SideId side, Hex from, const std::vector<UnitId>& stack) const {
  const GameState& s = m.state;
  const ColumnShiftFlow& f = flow_of(m);
  // What the stack's morale forbids (a disrupted or demoralized unit holds it back), and leaders
  // alone do not assault: as validate refuses the command.
  if (std::all_of(stack.begin(), stack.end(), [&](UnitId id) { return s.is_leader(id); })) return 0;
  if (morale_forbids(s, stack, board::AssaultCmd{from, from, {}, Declaration::None})) return 0;
  const int mp = stack_movement(m, stack);
  double best = 0;
  for (int d = 0; d < 6; ++d) {
    const Hex to = neighbor(from, static_cast<HexDirection>(d));
    if (!s.map().contains(to) || !s.holds_enemy_of(to, side) || f.melees.count(to)) continue;
    const auto cost = board::path_cost(m, stack, from, {to}, true);
    if (!std::holds_alternative<int>(cost) || std::get<int>(cost) > mp) continue;
    // The round as it starts, the stack moved in (no longer dug in), as the Assault preview has it.
    GameState trial = s;
    for (UnitId u : stack) {
      trial.move_unit(u, to);
      column_shift_unit(trial.unit_mut(u)).dug_in = false;
    }
    const AssaultSituation sit = assault_situation(m, side, from, to);
    const AssaultPlan plan = plan_assault(trial, tables_, options_.assault, sit);
    if (!plan.legal) continue;
    const double gain = fire_loss_cache_->remembered(key_of(trial, plan, to), [&] {
      const auto defenders = [&](const GameState& g) { return worth_of(g, plan.defender.units); };
      const auto attackers = [&](const GameState& g) { return worth_of(g, plan.attacker.units); };
      const AssaultExpectation e = assault_round_expectation(trial, tables_, options_.assault, options_.morale, sit,
                                                             board::first_candidate, defenders, attackers);
      return (defenders(trial) - e.defenders) - (attackers(trial) - e.attackers);
    });
    best = std::max(best, gain);
  }
  return best;
}

std::optional<double> ColumnShiftSystem::ai_threat(const Match& m, SideId side, SideId viewer) const {
  (void)viewer;  // nothing is hidden but the dice, which the threat takes as odds
  const GameState& s = m.state;
  const ColumnShiftFlow& f = flow_of(m);
  // The hexes the fire may go at: the other sides' stacks (a melee only when fire may go into one).
  std::vector<Hex> enemy_hexes, own_hexes;
  for (const Unit& u : s.units()) {
    if (!u.position || u.eliminated) continue;
    std::vector<Hex>& into = u.side == side ? own_hexes : enemy_hexes;
    if (std::find(into.begin(), into.end(), *u.position) == into.end()) into.push_back(*u.position);
  }
  std::erase_if(enemy_hexes, [&](Hex h) { return f.melees.count(h) && !options_.play.fire_into_melee; });
  double threat = 0;
  for (Hex from : own_hexes) {
    if (f.melees.count(from)) continue;  // held in a melee: its units fight on there
    // The whole stack fires together, activated or not (where it stands, not what is left of the
    // turn).
    const std::vector<UnitId> firers = board::units_in(s, from, side);
    // What its morale forbids: a stack holding a demoralized unit may only try to recover, so
    // its good units neither fire nor assault (3.3).
    if (morale_forbids(s, firers, board::FireCmd{from, from, {}})) continue;
    int reach = 0;
    for (UnitId id : firers)
      if (!s.is_leader(id)) reach = std::max(reach, type_number(s, id, "range", 0));
    double best = 0;
    for (Hex target : enemy_hexes) {
      if (distance(from, target) > reach) continue;  // cheap before the plan's line of sight
      const FirePlan plan = plan_direct_fire(s, tables_, options_.fire, {firers, target, std::nullopt, f.night});
      if (!plan.legal) continue;
      best = std::max(best, fire_loss_cache_->remembered(key_of(s, plan, target), [&] {
        const double left = direct_fire_expectation(s, tables_, options_.morale, plan, board::first_candidate,
                                                    [&](const GameState& after) { return worth_of(after, plan.targets); });
        return worth_of(s, plan.targets) - left;
      }));
    }
    // Or the stack's assault, when it stands next to the enemy: the round's expected toll on the
    // defenders less its toll on the stack.
    best = std::max(best, assault_gain(m, side, from, firers));
    threat = std::max(threat, best);
  }
  // And the next round of each melee, which no activation gives or withholds: it is fought at the
  // next turn's start, so none is left in the last turn. Counted on top of the best stack's, for
  // both sides, the side's expected toll on the enemy there; a stack that joins a melee raises it.
  // Without it a melee was worth nothing, and the WW2 tutorial's British dug in beside the bridge
  // end (0404) rather than join the company fighting for it, their assaults there going on alone.
  if (in_last_turn(m)) return threat;
  for (const auto& [at, attacker] : f.melees) {
    AssaultSituation sit = assault_situation(m, attacker, at, at);
    sit.entered_from.clear();
    sit.first_round = false;
    const AssaultPlan plan = plan_assault(s, tables_, options_.assault, sit);
    if (!plan.legal) continue;
    const bool attacking = attacker == side;
    const auto defends = [&](UnitId id) { return s.unit(id).side == side; };
    if (!attacking && std::none_of(plan.defender.units.begin(), plan.defender.units.end(), defends)) continue;
    const std::vector<int> round = key_of(s, plan, at);
    const auto toll_key = [&round](bool attackers_toll) {  // a later round, and whose toll
      std::vector<int> key{-11, attackers_toll ? 1 : 0};
      key.insert(key.end(), round.begin(), round.end());
      return key;
    };
    // One walk gives both sides' tolls: the other side's is kept with it, for its own reading.
    threat += fire_loss_cache_->remembered(toll_key(attacking), [&] {
      const auto defenders = [&](const GameState& g) { return worth_of(g, plan.defender.units); };
      const auto attackers = [&](const GameState& g) { return worth_of(g, plan.attacker.units); };
      const AssaultExpectation e = assault_round_expectation(s, tables_, options_.assault, options_.morale, sit,
                                                             board::first_candidate, defenders, attackers);
      const double by_attackers = defenders(s) - e.defenders, by_defenders = attackers(s) - e.attackers;
      fire_loss_cache_->remembered(toll_key(!attacking), [&] { return attacking ? by_defenders : by_attackers; });
      return attacking ? by_attackers : by_defenders;
    });
  }
  return threat;
}

std::vector<Command> ColumnShiftSystem::ai_candidates(const Match& m, SideId side) const {
  std::vector<Command> out = longer_moves(*this, m, side);
  // A charge names its run-up (`assault FROM VIA ... TO charge`), so legal_commands, which lists
  // actions a hex at a time, has none: without them the opponent never charged, and Néry's
  // mounted squadrons could only walk up to the enemy and assault from the next hex. Every
  // charge the Charge preview lets a stack that may act now make (cavalry mounted and in good
  // order, the run-up over clear hexes, a target it may charge) is offered.
  if (!m.flow.active_side || *m.flow.active_side != side || !m.flow.prompts.empty()) return out;
  std::unique_ptr<PreviewProvider> previews;
  for (Hex from : hexes_that_may_act_now(m, side)) {
    // A cheap first look (the Charge preview validates every charge it lists): only a stack
    // that is all mounted and in good order may charge at all.
    const std::vector<UnitId> units = activation_units(m, side, from);
    if (units.empty() || !std::all_of(units.begin(), units.end(), [&](UnitId u) {
          return m.state.unit_class_of(u).mounted && m.state.unit(u).status == UnitStatus::Good;
        }))
      continue;
    if (!previews) previews = make_previews();
    for (Command& c : reach_commands(*this, *previews, m, "charge", from, 1)) out.push_back(std::move(c));
  }
  return out;
}

}  // namespace hexfire::column_shift
