// Carrying volley's commands out (volley_system.hpp): an order kept secret, a side done with
// its part of a phase, a volley and what it does to the target, a move, a ride, a formation
// change, a pivot. The automatic steps that follow are volley_phases.cpp.
#include <algorithm>

#include "engine/flow/flow_view.hpp"
#include "engine/flow/victory.hpp"
#include "engine/map/movement.hpp"
#include "engine/rules/volley/volley_charge_on_map.hpp"
#include "engine/rules/volley/volley_hold_fire.hpp"
#include "engine/rules/volley/volley_phases.hpp"
#include "engine/rules/volley/volley_situation.hpp"
#include "engine/rules/volley/volley_system.hpp"
#include "engine/rules/volley/volley_unit.hpp"
#include "engine/rules/volley/volley_volley.hpp"

namespace hexfire::volley {

using namespace board;

ApplyResult VolleySystem::carry_out(Match& m, const ParsedCommand& pc, DiceSource* forced) const {
  ApplyResult r;
  if (auto why = check(m, pc)) {
    r.error = *why;
    return r;
  }
  ++m.flow.commands_applied;
  RngDice game_dice(m.state.rng);
  DiceSource& dice = forced ? *forced : game_dice;
  VolleyFlow& f = flow_of(m);
  GameState& s = m.state;
  const HexMap& map = s.map();
  const std::string side_name = s.side(pc.side).name;
  const Body& body = static_cast<const VolleyCommand&>(*pc.body).body;

  if (const auto* o = std::get_if<OrderCmd>(&body)) {
    const UnitId id = *body_in(s, o->at);
    f.orders[id] = o->order;
    f.awaiting.erase(id);
    r.secret = true;
    r.public_text = side_name + " gives an order";
    r.log.push_back(r.public_text);
    r.undoable = true;
  } else if (std::holds_alternative<DoneCmd>(body)) {
    if (m.flow.phase == "orders") {
      for (const Unit& u : s.units())
        if (u.side == pc.side && !orders_for(m, u.id).empty() && !f.orders.count(u.id)) {
          f.orders[u.id] = {OrderKind::Hold, ""};
          f.awaiting.erase(u.id);
        }
      // The log is public: how many units were left to hold would tell the other side how many
      // orders were given, and so it says nothing of them.
      r.log.push_back(side_name + " has given its orders");
    } else {
      r.log.push_back(side_name + " is done with the " + sequence_.phase(m.flow.phase)->name + " phase");
    }
    add_event(m, r.events, "action", r.log.back(), pc.side);
    finish_part(*this, m, dice, r);
  } else if (const auto* fc = std::get_if<FireCmd>(&body)) {
    const UnitId firer = *body_in(s, fc->from), target = *body_in(s, fc->target);
    FireDone done = fire_volley(*this, m, firer, target, dice);
    r.log.push_back(s.unit(firer).name + " in " + map.label(fc->from) + " fires at " + s.unit(target).name + " in " +
                    map.label(fc->target) + ": " + done.ledger.result_text);
    for (std::string& line : done.log) r.log.push_back(std::move(line));
    r.resolutions.push_back(std::move(done.ledger));
    add_event(m, r.events, "action", r.log.front(), pc.side);
    if (f.exposure) carry_on_exposed_move(*this, m, true, r);
  } else if (std::holds_alternative<PassCmd>(body)) {
    r.log.push_back(side_name + " lets " + s.unit(f.exposure->mover).name + " go on");
    add_event(m, r.events, "action", r.log.back(), pc.side);
    carry_on_exposed_move(*this, m, false, r);
  } else if (const auto* ch = std::get_if<ChargeCmd>(&body)) {
    const UnitId charger = *body_in(s, ch->from), target = *body_in(s, ch->target);
    ChargeDone done = carry_out_charge(*this, m, charger, target, dice, ChargeStart::Declared);
    for (std::string& line : done.log) r.log.push_back(std::move(line));
    r.resolutions.push_back(std::move(done.ledger));
    add_event(m, r.events, "action", r.log.front(), pc.side);
  } else if (const auto* mv = std::get_if<MoveCmd>(&body)) {
    const UnitId id = *body_in(s, mv->from);
    const int cost = std::get<int>(path_cost(m, id, mv->path));
    f.spent[id] += cost;
    volley_unit(s.unit_mut(id)).moved = true;
    if (options_.hold_fire == "at_movers") {
      start_exposed_move(*this, m, id, mv->from, mv->path, r);
    } else {
      Hex at = mv->from;
      for (Hex next : mv->path) {
        if (const auto d = direction_to(at, next)) s.unit_mut(id).facing = *d;  // a unit moves the way it faces
        at = next;
      }
      s.move_unit(id, mv->path.back());
      r.log.push_back(s.unit(id).name + " moves from " + map.label(mv->from) + " to " + map.label(mv->path.back()));
      add_event(m, r.events, "action", r.log.back(), pc.side);
    }
    r.undoable = m.flow.prompts.empty();  // once the other side is asked, it has seen the move
  } else if (const auto* rd = std::get_if<RideCmd>(&body)) {
    for (UnitId officer : officers_in(s, rd->from, pc.side)) {
      f.spent[officer] += std::get<int>(path_cost(m, officer, rd->path));
      s.move_unit(officer, rd->path.back());
      r.log.push_back(s.unit(officer).name + " rides from " + map.label(rd->from) + " to " + map.label(rd->path.back()));
    }
    add_event(m, r.events, "action", r.log.back(), pc.side);
    r.undoable = true;
  } else if (const auto* fm = std::get_if<FormCmd>(&body)) {
    const UnitId id = *body_in(s, fm->at);
    VolleyUnit& v = volley_unit(s.unit_mut(id));
    // Fm (4.5 Orders): half a move, a whole one for green, skirmishing or disordered units.
    const int mp = movement_points(s, options_, id);
    const bool whole = v.quality == "green" || v.formation == "skirmish" || v.formation == "disorder";
    f.spent[id] += whole ? mp : (mp + 1) / 2;
    const std::string was = v.formation;
    v.formation = fm->formation;
    v.moved = true;
    r.log.push_back(s.unit(id).name + " in " + map.label(fm->at) + " changes from " + was + " to " + fm->formation +
                    (whole ? " (a whole move)" : " (half a move)"));
    add_event(m, r.events, "action", r.log.back(), pc.side);
    r.undoable = true;
  } else if (const auto* fa = std::get_if<FaceCmd>(&body)) {
    const UnitId id = *body_in(s, fa->at);
    s.unit_mut(id).facing = fa->dir;
    volley_unit(s.unit_mut(id)).moved = true;  // a pivot counts as a move for the dice pool (4.2)
    r.log.push_back(s.unit(id).name + " in " + map.label(fa->at) + " pivots to face " + direction_name(fa->dir));
    add_event(m, r.events, "action", r.log.back(), pc.side);
    r.undoable = true;
  }

  update_objective_owners(m);
  if (!m.flow.game_over) decide_victory(m, false);
  if (m.flow.game_over && m.flow.phase != "game_over") {
    m.flow.phase = "game_over";
    f.phase = "game_over";
    m.flow.active_side.reset();
    f.turn_of = f.sides.size();
    add_event(m, r.events, "game_over", m.flow.result, m.flow.winner);
  }
  update_control(m, r.events);
  r.ok = true;
  return r;
}

}  // namespace hexfire::volley
