// Volley's hints for the computer opponent (RuleSystem::ai_threat, ai_reach). Orders are given
// before anything moves or fires, so a search that plays only a few commands on never sees what
// an order leads to: these two let its evaluation see it. The threat is the expected casualties
// of each unit's best volley as the map stands, from the exact odds of the volley the preview
// shows (its pool set by the unit's order); the reach is how much nearer a hex the move its order
// leaves it this turn takes it, over the ground as its movement points pay for it.
#include <algorithm>
#include <tuple>

#include "engine/map/movement.hpp"
#include "engine/rules/expectation_cache.hpp"
#include "engine/state/unit_worth.hpp"

#include "engine/rules/volley/volley_board.hpp"
#include "engine/rules/volley/volley_charge_on_map.hpp"
#include "engine/rules/volley/volley_fire.hpp"
#include "engine/rules/volley/volley_flow.hpp"
#include "engine/rules/volley/volley_situation.hpp"
#include "engine/rules/volley/volley_system.hpp"
#include "engine/rules/volley/volley_unit.hpp"

namespace hexfire::volley {
namespace {

using board::degrees_off_front;
using board::flow_of;
using board::on_map;

// The phases before the movement phase's end, in which a Move order still lies ahead.
bool before_movement(const std::string& phase) {
  return phase == "orders" || phase == "rally" || phase == "reveal" || phase == "first_fire" ||
         phase == "disengage" || phase == "charge";
}

// The expected figures (a battery: hits) a volley takes, with a morale check it calls for
// counted as one more: a check is the way a regiment is broken, its losses alone rarely do it.
double expected_damage(const VolleyTables& t, const VolleyPlan& p) {
  double sum = 0;
  for (const VolleyOutcomeOdds& o : volley_outcomes(t, p)) {
    const double chance = static_cast<double>(o.probability.num) / static_cast<double>(o.probability.den);
    sum += chance * (o.outcome.casualties + (o.outcome.morale_check ? 1.0 : 0.0));
  }
  return sum;
}

// What read_volley reads of a plan: the same key, the same outcomes.
using PlanKey = std::tuple<int, int, int, bool, bool, bool>;
PlanKey key_of(const VolleyPlan& p) {
  return {p.pool, p.drm, p.row.value_or(-1), p.halved, p.artillery, p.sharpshooter};
}

// How much nearer `toward` the unit may get with `mp` movement points from where it stands, over
// the ground as a volley move is walked (board::move_query: terrain, hexsides, a step that ends
// the move, never into the enemy, ending where no other regiment stands). Counting the points as
// clear hexes promised a regiment in the woods of a ravine, or at a stream, a move it could not
// make (Gaines' Mill: Move orders for units that then stood, and in the movement phase every step
// through the woods seemed to lose ground, since it spent two points for one hex).
int nearer_within(const GameState& s, UnitId unit, int mp, Hex toward) {
  const Hex from = *s.unit(unit).position;
  const int now = distance(from, toward);
  if (mp <= 0 || now == 0) return 0;
  const ReachableArea area = reachable_area(s.map(), s.ruleset(), board::move_query(s, unit, mp, false));
  int best = now;
  for (Hex h : area.hexes()) best = std::min(best, distance(h, toward));
  return now - best;
}

// The worth (unit_worth's measure) `target` loses if a charge at it ends as `outcome` (a key of
// charge_odds): the attacker winning drops it to the level the key names, or takes it whole.
// Whatever else a charge may end with costs the defender nothing here: a melee (a tie at the
// impact) is not walked further, and the charger's own risk is left out as a volley's return
// fire is.
double worth_taken(const GameState& s, const Unit& target, const std::string& outcome) {
  static const std::string kWins = "attacker wins: defender ";
  if (outcome.rfind(kWins, 0) != 0) return 0;
  const std::string level = outcome.substr(kWins.size());
  const double worth = unit_worth(s, target);
  if (level == "captured") return worth;
  const UnitStatus to = level == "routed" ? UnitStatus::Routed : level == "shaken" ? UnitStatus::Shaken : target.status;
  return std::max(0.0, worth * (1.0 - status_worth_factor(to) / status_worth_factor(target.status)));
}

}  // namespace

// What a unit on a Charge order, not yet charged this turn, takes off the closest enemy by its
// charge, at the best of the closest: the expectation of charge_odds, the odds the preview shows.
// Without it a Charge order was worth nothing until the charge phase, beyond the few commands a
// search plays on from the orders, so the opponent never gave one: Gaines' Mill's Confederates
// stood in the ravine firing at the breastworks their briefing tells them to charge.
double VolleySystem::charge_threat(const Match& m, UnitId charger) const {
  double best = 0;
  for (UnitId t : closest_enemies(m, charger)) {
    if (charge_left(m, charger, t)) continue;
    const Distribution odds = charge_odds(tables_, charge_situation(*this, m, charger, t), charge_);
    double taken = 0;
    for (const OutcomeOdds& o : odds.outcomes) taken += o.probability.value() * worth_taken(m.state, m.state.unit(t), o.outcome);
    best = std::max(best, taken);
  }
  return best;
}

// The expected damage of volleys, by what their walk reads (expectation_cache.hpp).
struct ThreatCache : ExpectationCache<PlanKey> {};
std::shared_ptr<ThreatCache> make_threat_cache() { return std::make_shared<ThreatCache>(); }

std::optional<double> VolleySystem::ai_threat(const Match& m, SideId side, SideId viewer) const {
  const GameState& s = m.state;
  const VolleyFlow& f = flow_of(m);
  double threat = 0;
  for (const Unit& a : s.units()) {
    if (a.side != side || !on_map(a) || s.is_leader(a.id) || a.status == UnitStatus::Routed) continue;
    const Weapon* w = tables_.weapon(volley_unit(a).weapon);
    if (!w) continue;
    const int reach = range_in_hexes(w->longest, options_.inches_per_hex, false);
    const Order* order = f.order_seen(a.id, viewer);
    double best = 0;
    for (const Unit& b : s.units()) {
      if (b.side == side || !on_map(b) || s.is_leader(b.id)) continue;
      // Cheap before the line of sight: in range and within the front (read_fire's own tests).
      if (distance(*a.position, *b.position) > reach) continue;
      if (degrees_off_front(a.facing, *a.position, *b.position) > 60.0 + 1e-6) continue;
      FireRead rd = read_fire(m, tables_, options_, los_, a.id, b.id, /*fresh=*/true);
      if (rd.cannot) continue;
      // The volley its order gives it next: First Fire's extra in the first fire phase, two dice
      // after a move or a change of formation still to come.
      if (order && before_movement(m.flow.phase)) {
        if (order->kind == OrderKind::FirstFire) rd.fire.first_fire = true;
        if (order->kind == OrderKind::Move || order->kind == OrderKind::Form) rd.fire.moved = true;
      }
      const VolleyPlan plan = plan_volley(tables_, rd.fire);
      if (plan.cannot || !plan.row) continue;
      best = std::max(best, threat_cache_->remembered(key_of(plan), [&] { return expected_damage(tables_, plan); }));
    }
    // A charge still to come stands in for the volley: a unit that charges fires no more this turn.
    if (order && order->kind == OrderKind::Charge && before_movement(m.flow.phase))
      best = std::max(best, charge_threat(m, a.id));
    threat += best;
  }
  return threat;
}

int VolleySystem::ai_reach(const Match& m, UnitId unit, SideId viewer, Hex toward) const {
  const Unit& u = m.state.unit(unit);
  if (!on_map(u) || u.status == UnitStatus::Routed) return 0;
  const Order* order = flow_of(m).order_seen(unit, viewer);
  if (!order || (order->kind != OrderKind::Move && order->kind != OrderKind::Form)) return 0;
  const std::string& phase = m.flow.phase;
  int mp = 0;
  if (phase == "movement") {
    // Done with the movement phase, the side moves no more this turn, whatever points its units
    // left unspent: counted, they made "done" cost nothing, and in the last turn the tutorial's
    // Union regiments, a Move order given and the farm empty one or two hexes off, stood and
    // ended the phase (docs/ai.md, session 18).
    if (flow_of(m).done_with_phase(u.side)) return 0;
    mp = mp_left(m, unit);
  } else if (before_movement(phase)) {
    mp = movement_points(m.state, options_, unit);
    if (order->kind == OrderKind::Form) mp /= 2;  // a change of formation takes half a move
  }
  return nearer_within(m.state, unit, mp, toward);
}

}  // namespace hexfire::volley
