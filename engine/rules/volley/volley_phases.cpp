#include "engine/rules/volley/volley_phases.hpp"

#include <algorithm>
#include <set>

#include "engine/flow/flow_view.hpp"
#include "engine/flow/victory.hpp"
#include "engine/map/movement.hpp"
#include "engine/rules/log_words.hpp"
#include "engine/rules/reinforcement_arrival.hpp"
#include "engine/rules/volley/volley_charge_on_map.hpp"
#include "engine/rules/volley/volley_contact.hpp"
#include "engine/rules/volley/volley_situation.hpp"
#include "engine/rules/volley/volley_system.hpp"
#include "engine/rules/volley/volley_unit.hpp"

namespace hexfire::volley {

using namespace board;

namespace {


void phase_event(const VolleySystem& sys, Match& m, ApplyResult& out) {
  const PhaseDef* p = sys.sequence_of_play().phase(m.flow.phase);
  add_event(m, out.events, "phase", "turn " + std::to_string(m.flow.turn) + ": " + (p ? p->name : m.flow.phase));
}

// Every firer's strength as the phase begins: the fire of a phase is simultaneous (4.2 step 7).
void freeze_strength(Match& m) {
  VolleyFlow& f = flow_of(m);
  f.strength.clear();
  for (const Unit& u : m.state.units()) {
    if (!on_map(u) || m.state.is_leader(u.id)) continue;
    const VolleyUnit& v = volley_unit(u);
    f.strength[u.id] = v.battery() ? v.sections * 2 : v.figures;
  }
}

// A move away from the enemy of up to `mp` movement points, one hex at a time into the
// neighbour farthest from the nearest enemy (ties: straight back first), never nearer, never
// into the enemy or another regiment or battery. Returns the hexes entered. With
// `off_map_edge`, a unit with points left that the map lets no farther from the enemy, and whose
// step off the map's edge would take it farther, runs off: the move stops there and
// `*off_map_edge` is set, the unit still on the last hex entered (or where it stood) for the
// caller to take off. The edge is the last way out, not the first: a rout along the edge keeps to
// the map while it can still gain ground on it.
std::vector<Hex> move_away(Match& m, UnitId id, int mp, bool turn_to_face, bool* off_map_edge = nullptr) {
  GameState& s = m.state;
  const Unit& u = s.unit(id);
  const std::vector<UnitClassId> classes = {s.unit_type(u.type).unit_class};
  std::vector<Hex> path;
  Hex at = *u.position;
  const HexDirection back = opposite(u.facing);
  for (int left = mp; left > 0;) {
    const int now = nearest_enemy(s, at, u.side).value_or(99);
    std::optional<Hex> best;
    std::optional<HexDirection> best_dir;
    int best_far = now, best_cost = 0, best_turn = 9;
    bool off_edge = false;
    for (HexDirection d : kAllDirections) {
      const Hex n = neighbor(at, d);
      if (!s.map().contains(n)) {
        off_edge = off_edge || nearest_enemy(s, n, u.side).value_or(99) > now;
        continue;
      }
      const StepCost c = step_cost(s.map(), s.ruleset(), classes, at, d);
      if (!c.allowed() || c.cost > left) continue;
      if (const auto side = s.side_in(n); side && *side != u.side) continue;
      if (const auto other = body_in(s, n); other && *other != id) continue;
      const int far = nearest_enemy(s, n, u.side).value_or(99);
      const int turn = turn_distance(d, back);
      if (far > best_far || (best && far == best_far && turn < best_turn)) {
        best = n, best_dir = d, best_far = far, best_cost = c.cost, best_turn = turn;
      }
    }
    if (!best) {
      if (off_edge && off_map_edge) *off_map_edge = true;
      break;
    }
    s.move_unit(id, *best);
    if (turn_to_face) s.unit_mut(id).facing = *best_dir;
    path.push_back(*best);
    at = *best;
    left -= std::max(1, best_cost);
  }
  return path;
}


// One routed unit's rout (4.5 "Move", [D]: `rout_move` full moves away from the nearest enemy,
// facing away). The officers with it go along (`officers_in_rout`). A rout stops at the map's
// edge, or with rout_off_map=leaves (a map whose edge is the field's) a rout whose way runs off it
// takes the unit out of the battle, counted as lost, its officers left at the edge; its friends
// checked when it routed, so its leaving asks no check of them.
void rout(const VolleySystem& sys, Match& m, UnitId id, ApplyResult& out) {
  GameState& s = m.state;
  const VolleyOptions& o = sys.options();
  const Unit& u = s.unit(id);
  const int mp = movement_points(s, o, id) * (o.rout_move == "two_moves" ? 2 : 1);
  const Hex from = *u.position;
  const std::vector<UnitId> officers = o.officers_in_rout == "follow" ? officers_in(s, from, u.side) : std::vector<UnitId>{};
  bool off_map = false;
  const auto path = move_away(m, id, mp, true, o.rout_off_map == "leaves" ? &off_map : nullptr);
  const Hex end = path.empty() ? from : path.back();
  std::string line = u.name;
  if (off_map) {
    line += (path.empty() ? " routs off the map from " : " routs from " + s.map().label(from) + " off the map past ") +
            s.map().label(end) + " and is out of the battle (lost)";
    s.remove_unit(id);
    s.unit_mut(id).eliminated = true;
  } else {
    line += path.empty() ? " is routed and has nowhere to run" : " routs from " + s.map().label(from) + " to " + s.map().label(end);
  }
  if (end != from && !officers.empty()) {
    for (UnitId officer : officers) s.move_unit(officer, end);
    line += "; " + names_of(s, officers, end) + (officers.size() == 1 ? " goes with it" : " go with it") +
            (off_map ? " as far as " + s.map().label(end) : "");
  }
  out.log.push_back(line);
  add_event(m, out.events, "action", line, s.unit(id).side);
}

void remove_destroyed(const VolleySystem& sys, Match& m, UnitId id, ApplyResult& out) {
  const Hex at = *m.state.unit(id).position;
  m.state.remove_unit(id);
  m.state.unit_mut(id).eliminated = true;
  out.log.push_back(m.state.unit(id).name + " is destroyed");
  add_event(m, out.events, "action", out.log.back(), m.state.unit(id).side);
  friends_shaken_by(sys, m, id, at, "was destroyed");
}

// Routs and rallies (4.5, [D] phase order): routed units rout, then every shaken or routed unit
// checks to rally (one a natural 2 routs shakes its friends within 6", trigger 4); units out of
// contact make good their ammunition (C-2).
void rally_phase(const VolleySystem& sys, Match& m, DiceSource& dice, ApplyResult& out) {
  GameState& s = m.state;
  const VolleyOptions& o = sys.options();
  for (const Unit& u : s.units())
    if (on_map(u) && !s.is_leader(u.id) && u.status == UnitStatus::Routed) rout(sys, m, u.id, out);
  for (const Unit& u : s.units()) {
    if (!on_map(u) || s.is_leader(u.id) || u.status == UnitStatus::Good) continue;
    MoraleSide side = read_morale(m, sys.tables(), o, u.id, {}, false);
    MoraleCheck ck = check_morale(sys.tables(), side, false, dice);
    int roll = 0;
    for (const DieRoll& d : ck.ledger.dice) roll += d.value;
    const MoraleLevel before = level_of(u.status);
    MoraleLevel after = before;
    if (ck.passed || roll == sys.tables().natural_rally) after = before == MoraleLevel::Routed ? MoraleLevel::Shaken : MoraleLevel::Good;
    else if (roll == sys.tables().natural_rout) after = MoraleLevel::Routed;
    ck.ledger.kind = "rally";
    ck.ledger.title = u.name + " tries to rally";
    ck.ledger.result_text = after == before ? std::string("stays ") + level_name(before)
                                            : std::string(level_name(before)) + " -> " + level_name(after);
    ck.ledger.notes.push_back("a rally check: a pass recovers one level, a failure leaves the unit as it is, a natural " +
                              std::to_string(sys.tables().natural_rout) + " routs it (4.5 [D])");
    s.unit_mut(u.id).status = status_of(after);
    out.log.push_back(ck.ledger.title + ": " + ck.ledger.result_text);
    out.resolutions.push_back(std::move(ck.ledger));
    // A natural 2 here is a rout like any other: friends within 6" check (trigger 4), at the
    // phase's end (finish_part's morale_pass).
    if (after == MoraleLevel::Routed && before != MoraleLevel::Routed) friends_shaken_by(sys, m, u.id, *u.position, "routed");
  }
  if (o.resupply == "out_of_contact")
    for (const Unit& u : s.units()) {
      if (!on_map(u) || s.is_leader(u.id)) continue;
      VolleyUnit& v = volley_unit(s.unit_mut(u.id));
      if (v.ammo == Ammunition::Full) continue;
      const auto near = nearest_enemy(s, *u.position, u.side);
      if (near && *near <= o.contact_hexes) continue;
      v.ammo = Ammunition::Full;
      out.log.push_back(u.name + " is resupplied with ammunition (no enemy within 6 inches)");
    }
}

void reveal(const VolleySystem&, Match& m, ApplyResult& out) {
  VolleyFlow& f = flow_of(m);
  f.revealed = true;
  for (SideId side : f.sides) {
    std::string list;
    for (const auto& [u, o] : f.orders) {
      if (f.owner_of(u) != side || !on_map(m.state.unit(u))) continue;
      list += (list.empty() ? "" : "; ") + m.state.unit(u).name + " (" + m.state.map().label(*m.state.unit(u).position) +
              "): " + order_text(o);
    }
    out.log.push_back(f.names.at(side) + "'s orders: " + (list.empty() ? "none" : list));
    add_event(m, out.events, "reveal", out.log.back(), side);
  }
}

// Both units on the map, in adjacent hexes: still in contact.
bool still_in_contact(const GameState& s, UnitId a, UnitId d) {
  return on_map(s.unit(a)) && on_map(s.unit(d)) && distance(*s.unit(a).position, *s.unit(d).position) == 1;
}

// The melee of two units (4.6 step 6) carried out, into the phase's result.
void fight_melee(const VolleySystem& sys, Match& m, UnitId a, UnitId d, DiceSource& dice, ApplyResult& out,
                 Roles roles) {
  ChargeDone done = carry_out_charge(sys, m, a, d, dice, ChargeStart::Melee, roles);
  for (std::string& l : done.log) out.log.push_back(std::move(l));
  add_event(m, out.events, "action", out.log.back(), m.state.unit(a).side);
  out.resolutions.push_back(std::move(done.ledger));
}

// The melee phase, the turn's last (4.6 step 6): units still in contact from an earlier turn's
// melee fight it on at its next round (a melee fought this turn, a tie at impact, has fought
// this turn's rounds: the round limit holds it until the next turn); then units that end the
// turn in contact and are in no melee go to melee (seed 003: "If tie or if units end turn in
// contact, go" [to melee]), at its first round.
void melee_phase(const VolleySystem& sys, Match& m, DiceSource& dice, ApplyResult& out) {
  std::set<UnitId> fought;
  const auto carried = flow_of(m).melees;  // a copy: carrying a melee out rewrites the list
  for (const Melee& x : carried) {
    if (x.turn == m.flow.turn) continue;
    const UnitId a = x.attacker, d = x.defender;
    if (!still_in_contact(m.state, a, d)) continue;
    fight_melee(sys, m, a, d, dice, out, Roles::Melee);
    fought.insert(a);
    fought.insert(d);
  }
  // Pairs that no longer stand in contact are over.
  auto& melees = flow_of(m).melees;
  melees.erase(std::remove_if(melees.begin(), melees.end(),
                              [&](const Melee& x) { return !still_in_contact(m.state, x.attacker, x.defender); }),
               melees.end());
  // Found before any is fought: a fight's fall-backs and captures do not make new contacts.
  for (const auto& [a, d] : units_in_contact(m, fought)) {
    if (!still_in_contact(m.state, a, d)) continue;
    fight_melee(sys, m, a, d, dice, out, Roles::Contact);
  }
}

// Carries out what a phase does as it begins (the automatic phases entirely).
void enter_phase(const VolleySystem& sys, Match& m, DiceSource& dice, ApplyResult& out) {
  phase_event(sys, m, out);
  const std::string& p = m.flow.phase;
  if (p == "rally") rally_phase(sys, m, dice, out);
  if (p == "first_fire") reveal(sys, m, out);
  if (p == "first_fire" || p == "fire") freeze_strength(m);
  if (p == "movement") flow_of(m).spent.clear();
  if (p == "melee") melee_phase(sys, m, dice, out);
  if (p == "disengage") flow_of(m).spent.clear();
}

}  // namespace

std::optional<std::string> shaken_fall_back(const VolleySystem& sys, Match& m, UnitId id) {
  GameState& s = m.state;
  if (!officer_rank_here(s, id).empty() || sys.options().shaken_fall_back != "full_move") return std::nullopt;
  const auto path = move_away(m, id, movement_points(s, sys.options(), id), false);
  VolleyUnit& v = volley_unit(s.unit_mut(id));
  if (!v.battery()) v.formation = "disorder";
  return s.unit(id).name + (path.empty() ? " is shaken and cannot fall back" : " is shaken and falls back to " + s.map().label(path.back())) +
         (v.battery() ? "" : ", in disorder");
}

void friends_shaken_by(const VolleySystem& sys, Match& m, UnitId broken, Hex at, const std::string& what) {
  VolleyFlow& f = flow_of(m);
  const Unit& b = m.state.unit(broken);
  for (const Unit& u : m.state.units()) {
    if (u.id == broken || u.side != b.side || !on_map(u) || m.state.is_leader(u.id)) continue;
    if (distance(*u.position, at) > sys.options().contact_hexes) continue;
    Pressure& p = f.pressure[u.id];
    p.friend_broke = true;
    p.why.push_back(b.name + " " + what + " within 6 inches");
  }
}

void begin_turn(const VolleySystem& sys, Match& m, std::vector<FlowEvent>& events) {
  // The scenario's reinforcements due by now enter first, so that they take orders this turn. A
  // regiment or battery waits while its entry hex holds another (one to a hex); officers stack.
  bring_on_reinforcements(m, events, [](const GameState& s, UnitId u, Hex h) { return is_officer(s, u) || !body_in(s, h); });
  VolleyFlow& f = flow_of(m);
  f.orders.clear();
  f.revealed = false;
  f.strength.clear();
  f.spent.clear();
  f.pressure.clear();
  f.charged.clear();
  for (const Unit& u : m.state.units()) {
    if (m.state.is_leader(u.id)) continue;
    VolleyUnit& v = volley_unit(m.state.unit_mut(u.id));
    v.moved = v.fired = false;
  }
  m.flow.phase = f.phase = "orders";
  f.awaiting.clear();
  for (const Unit& u : m.state.units())
    if (!sys.orders_for(m, u.id).empty()) f.awaiting[u.id] = u.name;
  f.turn_of = 0;
  while (f.turn_of + 1 < f.sides.size() && !has_work(sys, m, f.sides[f.turn_of], "orders")) ++f.turn_of;
  m.flow.active_side = f.sides.at(f.turn_of);
  add_event(m, events, "turn", "turn " + std::to_string(m.flow.turn) + ": orders");
}

bool has_work(const VolleySystem& sys, const Match& m, SideId side, const std::string& phase) {
  if (phase == "rally" || phase == "melee") return false;
  Match probe = m;
  probe.flow.phase = phase;
  probe.flow.active_side = side;
  flow_of(probe).phase = phase;
  return sys.legal_commands(probe).size() > 1;  // more than `done`
}

void morale_pass(const VolleySystem& sys, Match& m, DiceSource& dice, ApplyResult& out) {
  VolleyFlow& f = flow_of(m);
  GameState& s = m.state;
  for (int round = 0; round < 64; ++round) {
    std::vector<UnitId> due;
    for (const auto& [u, p] : f.pressure)
      if (p.triggered() && on_map(s.unit(u))) due.push_back(u);
    if (due.empty()) break;
    for (UnitId id : due) {
      const Pressure p = f.pressure[id];
      f.pressure.erase(id);
      const VolleyUnit& v = volley_unit(s.unit(id));
      if ((v.battery() ? v.sections : v.figures) <= 0) {
        remove_destroyed(sys, m, id, out);
        continue;
      }
      MoraleSide side = read_morale(m, sys.tables(), sys.options(), id, p, false);
      MoraleCheck ck = check_morale(sys.tables(), side, false, dice);
      std::string why;
      for (const std::string& w : p.why) why += (why.empty() ? "" : ", ") + w;
      ck.ledger.inputs.insert(ck.ledger.inputs.begin(), {"Checks because", why});
      if (const Unit& u = s.unit(id); u.position) ck.ledger.hexes = {*u.position};
      const UnitStatus before = s.unit(id).status;
      s.unit_mut(id).status = status_of(ck.after);
      out.log.push_back(s.unit(id).name + " checks morale (" + why + "): " + ck.ledger.result_text);
      out.resolutions.push_back(std::move(ck.ledger));
      const Hex at = *s.unit(id).position;
      if (ck.after == MoraleLevel::Routed && before != UnitStatus::Routed) {
        friends_shaken_by(sys, m, id, at, "routed");
      } else if (ck.after == MoraleLevel::Shaken && before == UnitStatus::Good) {
        if (auto line = shaken_fall_back(sys, m, id)) out.log.push_back(std::move(*line));
      }
      add_event(m, out.events, "action", out.log.back(), s.unit(id).side);
    }
  }
  // Destroyed units nobody's check reached (a unit that lost its last figure while its pressure
  // was already spent) leave the map too.
  for (const Unit& u : s.units()) {
    if (!on_map(u) || s.is_leader(u.id)) continue;
    const VolleyUnit& v = volley_unit(u);
    if ((v.battery() ? v.sections : v.figures) <= 0) remove_destroyed(sys, m, u.id, out);
  }
  f.pressure.clear();
}

void finish_part(const VolleySystem& sys, Match& m, DiceSource& dice, ApplyResult& out) {
  VolleyFlow& f = flow_of(m);
  const auto& phases = volley_phases();
  ++f.turn_of;
  for (int guard = 0; guard < 64; ++guard) {
    while (f.turn_of < f.sides.size()) {
      if (has_work(sys, m, f.sides[f.turn_of], m.flow.phase)) {
        m.flow.active_side = f.sides[f.turn_of];
        return;
      }
      ++f.turn_of;
    }
    // The phase is over: its end steps, then the next phase. The routs and rallies phase has
    // its checks too: those of friends of a unit its rally check routed.
    if (m.flow.phase != "orders") morale_pass(sys, m, dice, out);
    update_objective_owners(m);
    if (decide_victory(m, false)) return;
    const auto it = std::find(phases.begin(), phases.end(), m.flow.phase);
    if (it == phases.end() || it + 1 == phases.end()) {
      if (m.flow.turn >= m.info.turns) {
        decide_victory(m, true);
        return;
      }
      ++m.flow.turn;
      begin_turn(sys, m, out.events);
      if (has_work(sys, m, *m.flow.active_side, "orders")) return;
      f.turn_of = 0;
      continue;
    }
    m.flow.phase = f.phase = *(it + 1);
    f.awaiting.clear();
    f.turn_of = 0;
    enter_phase(sys, m, dice, out);
  }
}

}  // namespace hexfire::volley
