// Hold fire at a moving enemy (volley_hold_fire.hpp).
#include "engine/rules/volley/volley_hold_fire.hpp"

#include "engine/flow/flow_view.hpp"
#include "engine/rules/volley/volley_situation.hpp"
#include "engine/rules/volley/volley_system.hpp"
#include "engine/rules/volley/volley_unit.hpp"

namespace hexfire::volley {

using namespace board;

namespace {

// The prompt at the mover's hex: one fire for each Hold unit of the other side that may fire at
// it now, then the pass. Nothing to offer: no prompt.
bool offer(const VolleySystem& sys, Match& m, ApplyResult& out) {
  const VolleyFlow& f = flow_of(m);
  const GameState& s = m.state;
  const HexMap& map = s.map();
  const Unit& mover = s.unit(f.exposure->mover);
  if (!on_map(mover)) return false;
  Prompt pr;
  pr.id = "hold_fire";
  std::optional<SideId> asked;
  for (const Unit& u : s.units()) {
    if (u.side == mover.side || !on_map(u) || s.is_leader(u.id)) continue;
    if (asked && u.side != *asked) continue;  // one side at a time
    const auto o = f.orders.find(u.id);
    if (o == f.orders.end() || o->second.kind != OrderKind::Hold) continue;
    if (read_fire(m, sys.tables(), sys.options(), sys.los(), u.id, mover.id).cannot) continue;
    asked = u.side;
    pr.options.push_back({side_key(m, u.side), "fire", {map.label(*u.position), map.label(*mover.position)}});
    pr.labels.push_back("Fire with " + u.name + " from " + map.label(*u.position));
  }
  if (!asked) return false;
  pr.side = *asked;
  pr.options.push_back({side_key(m, *asked), "pass", {}});
  pr.labels.push_back("Let it pass");
  pr.text = s.side(*asked).name + ": " + mover.name + " moves into " + map.label(*mover.position) +
            " in sight of your units on Hold: fire at it, or let it pass";
  m.flow.prompts = {pr};
  add_event(m, out.events, "prompt", pr.text, *asked);
  return true;
}

// Steps the mover on, hex by hex, until a prompt stands or the move is over.
void step_on(const VolleySystem& sys, Match& m, ApplyResult& out) {
  VolleyFlow& f = flow_of(m);
  GameState& s = m.state;
  while (f.exposure && m.flow.prompts.empty()) {
    HoldExposure& e = *f.exposure;
    const Unit& u = s.unit(e.mover);
    if (!on_map(u)) {  // destroyed by the fire: its move ends (the fire's log says so)
      f.exposure.reset();
      break;
    }
    if (e.rest.empty()) {
      out.log.push_back(u.name + " moves from " + s.map().label(e.from) + " to " + s.map().label(*u.position));
      add_event(m, out.events, "action", out.log.back(), u.side);
      f.exposure.reset();
      break;
    }
    const Hex next = e.rest.front();
    e.rest.erase(e.rest.begin());
    if (const auto d = direction_to(*u.position, next)) s.unit_mut(e.mover).facing = *d;  // a unit moves the way it faces
    s.move_unit(e.mover, next);
    offer(sys, m, out);
  }
}

}  // namespace

void start_exposed_move(const VolleySystem& sys, Match& m, UnitId mover, Hex from, const std::vector<Hex>& path,
                        ApplyResult& out) {
  flow_of(m).exposure = HoldExposure{mover, from, path};
  step_on(sys, m, out);
}

void carry_on_exposed_move(const VolleySystem& sys, Match& m, bool fired, ApplyResult& out) {
  m.flow.prompts.clear();
  if (!flow_of(m).exposure) return;
  if (fired && offer(sys, m, out)) return;
  step_on(sys, m, out);
}

}  // namespace hexfire::volley
