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
#include "engine/rules/volley/volley_contact.hpp"
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
using ChargeKey = std::tuple<ChargeSituation, double, int, double, int>;
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
// impact) is not walked further. The charger's own risk is charge_threat's.
double worth_taken(const GameState& s, const Unit& target, const std::string& outcome) {
  static const std::string kWins = "attacker wins: defender ";
  if (outcome.rfind(kWins, 0) != 0) return 0;
  const std::string level = outcome.substr(kWins.size());
  const double worth = unit_worth(s, target);
  if (level == "captured") return worth;
  const UnitStatus to = level == "routed" ? UnitStatus::Routed : level == "shaken" ? UnitStatus::Shaken : target.status;
  return std::max(0.0, worth * (1.0 - status_worth_factor(to) / status_worth_factor(target.status)));
}

// A charge that ends as `outcome` (a key of charge_odds) beats the charger back: beaten at the
// impact or stopped by the defensive volley, it falls back in disorder and checks morale (4.5).
bool charger_beaten(const std::string& outcome) {
  return outcome == "defender wins" || outcome == "stopped by the defensive volley";
}

// The worth `u` loses if a melee round ends as `outcome` (a key of charge_odds from a melee:
// "melee: attacker falls back, defender surrenders", "melee: both fall back", ...), `u` being
// the melee's attacker or its defender: surrendered or destroyed, all of it; fallen back, it is
// shaken (4.6 step 6).
double melee_loss(const GameState& s, const Unit& u, const std::string& outcome, bool attacker) {
  static const std::string kMelee = "melee: ";
  if (outcome.rfind(kMelee, 0) != 0) return 0;
  const std::string who = attacker ? "attacker " : "defender ";
  std::string rest = outcome.substr(kMelee.size()), what;
  if (rest.rfind("both ", 0) == 0) {
    what = rest.substr(5);
  } else {
    for (std::size_t at = 0; at < rest.size();) {
      const std::size_t end = std::min(rest.find(", ", at), rest.size());
      const std::string part = rest.substr(at, end - at);
      if (part.rfind(who, 0) == 0) what = part.substr(who.size());
      at = end + 2;
    }
  }
  const double worth = unit_worth(s, u);
  if (what == "surrenders" || what == "surrender" || what == "destroyed") return worth;
  if (what == "falls back" || what == "fall back")
    return std::max(0.0, worth * (1.0 - status_worth_factor(UnitStatus::Shaken) / status_worth_factor(u.status)));
  return 0;
}

}  // namespace

// The expected damage of volleys, by what their walk reads (expectation_cache.hpp), and of
// charges, by the situation charge_odds reads and what worth_taken reads of the target (its worth
// and status).
struct ThreatCache : ExpectationCache<PlanKey> {
  ExpectationCache<ChargeKey> charges;
  // A melee round's expected loss for the defender (true) or the attacker (false).
  ExpectationCache<std::pair<ChargeKey, bool>> melees;
};
std::shared_ptr<ThreatCache> make_threat_cache() { return std::make_shared<ThreatCache>(); }

// What a unit on a Charge order, not yet charged this turn, takes off the closest enemy by its
// charge less what it risks, at the best of the closest: the expectation of charge_odds, the odds
// the preview shows. Without the risk, a charge that failed cost the search nothing it could
// see: Gaines' Mill's Confederates charged the Union line and its batteries (which fight back
// since session 33) and lost 5 of 20 games to random; counting it, 2 (session 34).
// Without the charge's part a Charge order was worth nothing until the charge phase, beyond the
// few commands a search plays on from the orders, so the opponent never gave one: Gaines' Mill's
// Confederates stood in the ravine firing at the breastworks their briefing tells them to charge.
// Kept by what its walk reads (ThreatCache above): the charge's odds were walked again at every
// evaluation, for every regiment on a Charge order or whose order the viewer may not see.
double VolleySystem::charge_threat(const Match& m, UnitId charger) const {
  double best = 0;
  for (UnitId t : closest_enemies(m, charger)) {
    if (charge_left(m, charger, t)) continue;
    const Unit& target = m.state.unit(t);
    ChargeSituation situation = charge_situation(*this, m, charger, t);
    const double worth = unit_worth(m.state, target);
    const auto status = static_cast<int>(target.status);
    const Unit& attacker = m.state.unit(charger);
    const double attacker_worth = unit_worth(m.state, attacker);
    ChargeKey key{std::move(situation), worth, status, attacker_worth, static_cast<int>(attacker.status)};
    const double taken = threat_cache_->charges.remembered(key, [&] {
      // Beaten back, the charger is counted as dropping to shaken. The figures the volleys take
      // are left out, as they are of a volley's return fire.
      const double risked = std::max(
          0.0, attacker_worth * (1.0 - status_worth_factor(UnitStatus::Shaken) / status_worth_factor(attacker.status)));
      double sum = 0;
      for (const OutcomeOdds& o : charge_odds(tables_, std::get<0>(key), charge_).outcomes)
        sum += o.probability.value() *
               (worth_taken(m.state, target, o.outcome) - (charger_beaten(o.outcome) ? risked : 0.0));
      return sum;
    });
    best = std::max(best, taken);
  }
  return best;
}

// Without it the opponent did not see the melee that ends a turn for regiments left next to an
// enemy (seed 003: "if units end turn in contact, go" to melee; since commit 9a74798): a move
// into contact was weighed by its volleys alone, and the melee's rounds, which may take a
// regiment whole, came as the dice's surprise. Hard, which plays one command on where normal
// plays four, saw it least: on the volley tutorial it went from 54-36 against normal (seeds
// 0-89) to 34-56 with the contact melee (docs/ai.md, session 36). One round's odds, as the
// melee's first round starts, for every melee the turn's end holds as the map stands.
double VolleySystem::melee_threat(const Match& m, SideId side) const {
  const GameState& s = m.state;
  auto taken = [&](UnitId a, UnitId d, Roles roles) {
    const Unit& ua = s.unit(a);
    const Unit& ud = s.unit(d);
    const bool we_attack = ua.side == side;
    if (!we_attack && ud.side != side) return 0.0;
    const Unit& enemy = we_attack ? ud : ua;
    ChargeKey key{charge_situation(*this, m, a, d, roles), unit_worth(s, ud), static_cast<int>(ud.status),
                  unit_worth(s, ua), static_cast<int>(ua.status)};
    return threat_cache_->melees.remembered({key, we_attack}, [&] {
      double sum = 0;
      for (const OutcomeOdds& o : charge_odds(tables_, std::get<0>(key), charge_, ChargeStart::Melee).outcomes)
        sum += o.probability.value() * melee_loss(s, enemy, o.outcome, !we_attack);
      return sum;
    });
  };
  double sum = 0;
  // The melees carried over from an earlier turn, while the two stand next to each other ...
  for (const Melee& x : flow_of(m).melees) {
    const Unit& a = s.unit(x.attacker);
    const Unit& d = s.unit(x.defender);
    if (on_map(a) && on_map(d) && distance(*a.position, *d.position) == 1) sum += taken(x.attacker, x.defender, Roles::Charge);
  }
  // ... and the pairs in contact, as the melee phase will find them.
  for (const auto& [a, d] : units_in_contact(m, {})) sum += taken(a, d, Roles::Contact);
  return sum;
}

double ThreatByOrder::under(OrderKind k) const {
  switch (k) {
    case OrderKind::FirstFire: return first_fire;
    case OrderKind::Move:
    case OrderKind::Form: return moved;
    case OrderKind::Charge: return charge;
    default: return plain;
  }
}

ThreatByOrder VolleySystem::threat_by_order(const Match& m, const Unit& a, bool with_charge) const {
  const GameState& s = m.state;
  ThreatByOrder out;
  const Weapon* w = tables_.weapon(volley_unit(a).weapon);
  if (!w) return out;
  const int reach = range_in_hexes(w->longest, options_.inches_per_hex, false);
  // The order shapes the volley only until the movement phase is over (First Fire's extra in the
  // first fire phase, two dice fewer after a move still to come).
  const bool ahead = before_movement(m.flow.phase);
  auto expected = [&](const VolleyPlan& plan) {
    if (plan.cannot || !plan.row) return 0.0;
    return threat_cache_->remembered(key_of(plan), [&] { return expected_damage(tables_, plan); });
  };
  for (const Unit& b : s.units()) {
    if (b.side == a.side || !on_map(b) || s.is_leader(b.id)) continue;
    // Cheap before the line of sight: in range and within the front (read_fire's own tests).
    if (distance(*a.position, *b.position) > reach) continue;
    if (degrees_off_front(a.facing, *a.position, *b.position) > 60.0 + 1e-6) continue;
    FireRead rd = read_fire(m, tables_, options_, los_, a.id, b.id, /*fresh=*/true);
    if (rd.cannot) continue;
    const double plain = expected(plan_volley(tables_, rd.fire));
    out.plain = std::max(out.plain, plain);
    if (!ahead) continue;
    FireRead first = rd;
    first.fire.first_fire = true;
    out.first_fire = std::max(out.first_fire, expected(plan_volley(tables_, first.fire)));
    rd.fire.moved = true;
    out.moved = std::max(out.moved, expected(plan_volley(tables_, rd.fire)));
  }
  if (!ahead) out.first_fire = out.moved = out.plain;
  // A charge still to come stands in for the volley: a unit that charges fires no more this turn.
  out.charge = ahead && with_charge ? std::max(out.plain, charge_threat(m, a.id)) : out.plain;
  return out;
}

std::optional<double> VolleySystem::ai_threat(const Match& m, SideId side, SideId viewer) const {
  const GameState& s = m.state;
  const VolleyFlow& f = flow_of(m);
  double threat = 0;
  for (const Unit& a : s.units()) {
    if (a.side != side || !on_map(a) || s.is_leader(a.id) || a.status == UnitStatus::Routed) continue;
    const Order* order = f.order_seen(a.id, viewer);
    if (order) {
      threat += threat_by_order(m, a, order->kind == OrderKind::Charge).under(order->kind);
      continue;
    }
    // An order the viewer may not see yet counts as the mean over the orders open to the unit,
    // as redraw_hidden draws it: counted as the plain volley, every reveal in the search's
    // copies lowered the enemy's threat on average (most open orders are a move or a change of
    // formation, two dice fewer), and the side that gives its orders last found "done", which
    // reveals them, better than it was (one of the reasons Gaines' Mill's Confederates gave two
    // or three orders a turn; docs/ai.md, session 19).
    const std::vector<Order> open = f.orders.count(a.id) ? orders_for(m, a.id) : std::vector<Order>{};
    const bool may_charge = std::any_of(open.begin(), open.end(), [](const Order& o) { return o.kind == OrderKind::Charge; });
    const ThreatByOrder t = threat_by_order(m, a, may_charge);
    if (open.empty()) {
      threat += t.plain;
      continue;
    }
    double sum = 0;
    for (const Order& o : open) sum += t.under(o.kind);
    threat += sum / static_cast<double>(open.size());
  }
  return threat + melee_threat(m, side);
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

// The orders are a batch: each weighed alone, before the reveal, against "done", which reveals
// both sides' orders and rolls the rally checks, an order was measured at one point of the turn
// and "done" at another. The screen gave "done" the luck of its rally dice on its copies, and the
// playouts after an order went on with the random policy's orders for the side (changes of
// formation, disengaging) where after "done" they went on to the volleys: at Gaines' Mill the
// Confederates' kept orders scored 5 to 40 below "done" by their playouts, gave two or three
// Move orders a turn and left Pickett's brigade at its entry hexes to the end (docs/ai.md,
// session 19).
std::optional<Command> VolleySystem::ai_closing_command(const Match& m, SideId side) const {
  if (m.flow.phase != "orders" || !m.flow.prompts.empty()) return std::nullopt;
  const auto acting = flow_of(m).acting_side();
  if (!acting || *acting != side) return std::nullopt;
  return Command{m.state.side(side).key, "done", {}};
}

}  // namespace hexfire::volley
