#include "engine/rules/volley/volley_charge_on_map.hpp"

#include <algorithm>
#include <tuple>

#include "engine/map/movement.hpp"
#include "engine/rules/volley/volley_officer_casualty.hpp"
#include "engine/rules/volley/volley_phases.hpp"
#include "engine/rules/volley/volley_situation.hpp"
#include "engine/rules/volley/volley_system.hpp"
#include "engine/rules/volley/volley_unit.hpp"

namespace hexfire::volley {

using namespace board;

namespace {

// Friendly regiments beside `at` (not `except`) support a unit there at impact (4.6 step 4 [D]:
// the hexes next to it).
void count_supports(const GameState& s, Hex at, SideId side, UnitId except, UnitId other, ChargeUnit& c) {
  for (HexDirection d : kAllDirections) {
    const Hex n = neighbor(at, d);
    if (!s.map().contains(n)) continue;
    const auto b = body_in(s, n);
    if (!b || *b == except || *b == other || s.unit(*b).side != side) continue;
    if (s.unit(*b).status == UnitStatus::Routed) continue;
    const std::string arm = arm_of(s, *b);
    if (arm == "infantry") ++c.supporting_infantry;
    else if (arm == "cavalry") ++c.supporting_cavalry;
    else continue;
    c.supporting_figures += volley_unit(s.unit(*b)).figures;
  }
}

// `cover`: behind cover against the other (4.5 "behind cover or in woods", by charge).
ChargeUnit side_of(const VolleySystem& sys, const Match& m, UnitId u, UnitId other, bool cover) {
  const GameState& s = m.state;
  const VolleyUnit& v = volley_unit(s.unit(u));
  ChargeUnit c;
  // The standing modifiers; the charge adds its own (charging, disorder, caught forming).
  Pressure p;
  p.cover = cover;
  c.morale = read_morale(m, sys.tables(), sys.options(), u, p, true);
  for (const char* added : {"charging", "disorder", "caught_forming"}) c.morale.modifiers.erase(added);
  c.arm = arm_of(s, u);
  c.formation = v.formation;
  c.fire = read_fire(m, sys.tables(), sys.options(), sys.los(), u, other).fire;
  if (v.battery()) {
    // Its sections are its strength in the charge, each a stand of one gunner (4.5 scale).
    c.battery = true;
    c.figures = v.sections;
    c.stand_figures = 1;
    c.horses = v.horses;
    if (v.formation == "limbered") c.cannot_fire = "is limbered: its guns cannot fire";
  } else {
    c.figures = v.figures;
    c.stand_figures = v.stands > 0 ? v.stand_figures() : std::max(1, v.figures);
  }
  c.lost_before = v.lost_before;
  c.out_of_ammunition = v.ammo == Ammunition::Out;
  c.move_inches = movement_points(s, sys.options(), u) * sys.options().inches_per_hex;
  return c;
}

// Moves `id` up to `n` hexes, each step to the free neighbour that `better` prefers.
int step_along(GameState& s, UnitId id, int n, const std::function<int(Hex)>& score) {
  int moved = 0;
  const Unit& u = s.unit(id);
  const std::vector<UnitClassId> classes = {s.unit_type(u.type).unit_class};
  for (; moved < n; ++moved) {
    const Hex at = *s.unit(id).position;
    std::optional<Hex> best;
    int best_score = score(at);
    for (HexDirection d : kAllDirections) {
      const Hex h = neighbor(at, d);
      if (!s.map().contains(h) || !step_cost(s.map(), s.ruleset(), classes, at, d).allowed()) continue;
      if (const auto side = s.side_in(h); side && *side != u.side) continue;
      if (body_in(s, h)) continue;
      if (const int sc = score(h); sc > best_score) best = h, best_score = sc;
    }
    if (!best) break;
    s.move_unit(id, *best);
  }
  return moved;
}

}  // namespace

std::vector<UnitId> closest_enemies(const Match& m, UnitId charger) {
  const GameState& s = m.state;
  const Unit& a = s.unit(charger);
  std::vector<UnitId> out;
  int best = 1 << 20;
  for (const Unit& u : s.units()) {
    if (u.side == a.side || !on_map(u) || s.is_leader(u.id) || !a.position) continue;
    const int d = distance(*a.position, *u.position);
    if (d < best) best = d, out.clear();
    if (d == best) out.push_back(u.id);
  }
  return out;
}

ChargeSituation charge_situation(const VolleySystem& sys, const Match& m, UnitId charger, UnitId target, Roles roles) {
  const GameState& s = m.state;
  const VolleyFlow& f = flow_of(m);
  const Unit& a = s.unit(charger);
  const Unit& d = s.unit(target);
  ChargeSituation c;
  const Hex from = *a.position, to = *d.position;
  // The defender is behind a fence or wall on the side the charger comes across (the hexside the
  // line from the charger crosses into its hex, as a fire's), or in woods; a charger leaves its
  // ground. Two units in contact each stand on theirs.
  const bool contact = roles == Roles::Contact;
  c.attacker = side_of(sys, m, charger, target, contact && !cover_against(s, from, to).empty());
  c.defender = side_of(sys, m, target, charger, !cover_against(s, to, from).empty());
  // The defender's flank is where the charger comes from; in contact, each side's is.
  auto flanked = [](ChargeUnit& u, int flank) {
    if (flank == 1) u.morale.modifiers["partial_flank"] += 1;
    if (flank == 2) u.morale.modifiers["full_flank"] += 1;
    if (flank == 3) u.morale.modifiers["rear"] += 1;
  };
  flanked(c.defender, flank_of(d.facing, to, from));
  if (contact) flanked(c.attacker, flank_of(a.facing, from, to));
  // A charger runs out of its hex: no cover or works of its own at impact, in its checks, or
  // against the defender's volleys.
  if (roles == Roles::Charge) {
    leave_ground(c.attacker.morale);
    leave_ground(c.defender.fire);
  }
  count_supports(s, to, a.side, charger, target, c.attacker);
  count_supports(s, to, d.side, target, charger, c.defender);
  c.target_hexes = distance(from, to);
  c.off_front = degrees_off_front(a.facing, from, to) > 45.0 + 1e-6;
  if (const auto o = f.orders.find(target); o != f.orders.end() && f.revealed) {
    c.defender_on_charge_order = o->second.kind == OrderKind::Charge;
    c.defender_changing_formation = o->second.kind == OrderKind::Form && volley_unit(d).formation != o->second.formation;
  }
  c.inches_per_hex = sys.options().inches_per_hex;
  for (const Melee& x : f.melees)
    if (x.attacker == charger && x.defender == target) c.melee_rounds_before = x.rounds;
  return c;
}

ChargeDone carry_out_charge(const VolleySystem& sys, Match& m, UnitId charger, UnitId target, DiceSource& dice,
                            ChargeStart from, Roles roles) {
  ChargeDone done;
  GameState& s = m.state;
  VolleyFlow& f = flow_of(m);
  const ChargeSituation sit = charge_situation(sys, m, charger, target, roles);
  ChargeResult r = resolve_charge(sys.tables(), sit, sys.charge_options(), dice, from);
  const ChargeEnd& e = r.end;
  const Hex a0 = *s.unit(charger).position, d0 = *s.unit(target).position;
  r.ledger.hexes = {a0, d0};
  // Officers with either unit go where it goes (their morale and fire modifiers counted them in).
  const std::vector<UnitId> a_officers = officers_in(s, a0, s.unit(charger).side);
  const std::vector<UnitId> d_officers = officers_in(s, d0, s.unit(target).side);

  // The charger runs in toward its target, facing it.
  const int forward = step_along(s, charger, e.attacker_hexes_forward,
                                 [&](Hex h) { return -distance(h, *s.unit(target).position); });
  for (HexDirection dir : kAllDirections)
    if (distance(neighbor(*s.unit(charger).position, dir), d0) < distance(*s.unit(charger).position, d0))
      s.unit_mut(charger).facing = dir;
  // Figures, levels and disorder as the charge left them.
  auto settle = [&](UnitId u, int figures, int horses_lost, MoraleLevel level, bool disordered, bool captured) {
    VolleyUnit& v = volley_unit(s.unit_mut(u));
    int& strength = v.battery() ? v.sections : v.figures;  // a battery's are its sections
    const bool lost = figures < strength;
    strength = std::max(0, figures);
    v.horses = std::max(0, v.horses - horses_lost);
    if (lost) v.lost_before = true;
    if (disordered && !v.battery()) v.formation = "disorder";
    const UnitStatus before = s.unit(u).status;
    s.unit_mut(u).status = status_of(level);
    const Hex at = *s.unit(u).position;
    if (captured || strength <= 0) {
      done.log.push_back(s.unit(u).name + (captured ? " is captured" : " is destroyed"));
      s.remove_unit(u);
      s.unit_mut(u).eliminated = true;
      friends_shaken_by(sys, m, u, at, captured ? "was captured" : "was destroyed");
    } else if (s.unit(u).status == UnitStatus::Routed && before != UnitStatus::Routed) {
      friends_shaken_by(sys, m, u, at, "routed");
    }
  };
  const int a_stands_lost = volley_unit(s.unit(charger)).stands_lost();
  const int d_stands_lost = volley_unit(s.unit(target)).stands_lost();
  settle(charger, e.attacker_figures, e.attacker_horses_lost, e.attacker_level, e.attacker_disordered, e.attacker_captured);
  settle(target, e.defender_figures, e.defender_horses_lost, e.defender_level, e.defender_disordered, e.defender_captured);
  // Officers with a unit that lost figures may fall with them (option officer_casualties, [D]),
  // where they stand: the charge's end moves them with their units below.
  for (const auto& [u, officers, losses, stands_before] :
       {std::tuple{charger, a_officers, e.attacker_losses, a_stands_lost},
        std::tuple{target, d_officers, e.defender_losses, d_stands_lost}})
    if (losses > 0 && on_map(s.unit(u)))
      roll_officer_casualties(sys, m, u, officers, volley_unit(s.unit(u)).stands_lost() - stands_before, dice, r.ledger, done.log);
  // The fall-backs: each away from the other.
  if (on_map(s.unit(charger)) && e.attacker_hexes_back > 0) {
    const Hex away_from = on_map(s.unit(target)) ? *s.unit(target).position : d0;
    step_along(s, charger, e.attacker_hexes_back, [&](Hex h) { return distance(h, away_from); });
  }
  if (on_map(s.unit(target)) && e.defender_hexes_back > 0) {
    const Hex away_from = on_map(s.unit(charger)) ? *s.unit(charger).position : a0;
    step_along(s, target, e.defender_hexes_back, [&](Hex h) { return distance(h, away_from); });
  }
  auto follow = [&](const std::vector<UnitId>& officers, UnitId unit) {
    if (!on_map(s.unit(unit))) return;
    for (UnitId o : officers)
      if (on_map(s.unit(o)) && *s.unit(o).position != *s.unit(unit).position) s.move_unit(o, *s.unit(unit).position);
  };
  follow(a_officers, charger);
  follow(d_officers, target);
  // A unit its checks in the charge shook falls back like any other going shaken (4.5), once its
  // officers are with it (who keep it where it stands).
  for (const auto& [u, shaken] : {std::pair{charger, e.attacker_shaken_by_check}, std::pair{target, e.defender_shaken_by_check}}) {
    if (!shaken || !on_map(s.unit(u))) continue;
    if (auto line = shaken_fall_back(sys, m, u)) {
      r.ledger.consequences.push_back(*line);
      done.log.push_back(std::move(*line));
    }
  }
  // Only a unit that fired a volley in the charge has spent its opening volley (4.4): a charger
  // stopped by the defensive volley, or one that fought only a melee, keeps it.
  if (e.attacker_fired) volley_unit(s.unit_mut(charger)).opened = true;
  if (e.defender_fired) volley_unit(s.unit_mut(target)).opened = true;
  // Its volleys' dice ran its ammunition down (C-2): low, and a second time out.
  for (const auto& [u, drops] : {std::pair{charger, e.attacker_ammo_drops}, std::pair{target, e.defender_ammo_drops}}) {
    if (drops == 0) continue;
    VolleyUnit& v = volley_unit(s.unit_mut(u));
    for (int i = 0; i < drops; ++i) v.ammo = v.ammo == Ammunition::Full ? Ammunition::Low : Ammunition::Out;
    r.ledger.consequences.push_back(s.unit(u).name + " is " +
                                    (v.ammo == Ammunition::Low ? "low on ammunition (one die fewer)" : "out of ammunition") +
                                    " (C-2)");
    done.log.push_back(r.ledger.consequences.back());
  }
  if (roles != Roles::Contact) {
    f.charged.insert(charger);
    volley_unit(s.unit_mut(charger)).fired = true;  // a unit that charged fires no more this turn
    volley_unit(s.unit_mut(charger)).moved = true;
  } else {
    r.ledger.notes.push_back("in contact at the end of the turn: the two go to melee (seed 003 4.6 step 6: \"if units end "
                             "turn in contact, go\" to melee), neither charging");
  }
  // A melee goes on next turn while both stand next to each other, at its next round: it has
  // fought this turn's rounds.
  std::erase_if(f.melees, [&](const Melee& x) { return x.attacker == charger && x.defender == target; });
  if (e.in_contact && on_map(s.unit(charger)) && on_map(s.unit(target)) &&
      distance(*s.unit(charger).position, *s.unit(target).position) == 1)
    f.melees.push_back({charger, target, e.melee_rounds, m.flow.turn});

  done.log.insert(done.log.begin(), s.unit(charger).name + (from == ChargeStart::Melee ? " and " : " charges ") +
                                        s.unit(target).name + (from == ChargeStart::Melee ? " fight a melee: " : ": ") +
                                        e.outcome + (forward ? "" : ""));
  done.ledger = std::move(r.ledger);
  return done;
}

}  // namespace hexfire::volley
