#include "engine/rules/volley/volley_contact.hpp"

#include "engine/rules/volley/volley_board.hpp"
#include "engine/rules/volley/volley_unit.hpp"

namespace hexfire::volley {

using namespace board;

namespace {

bool may_melee(const GameState& s, const VolleyFlow& f, const std::set<UnitId>& taken, UnitId id) {
  const Unit& u = s.unit(id);
  if (!on_map(u) || s.is_leader(id) || u.status == UnitStatus::Routed) return false;
  if (taken.count(id)) return false;
  for (const Melee& x : f.melees)
    if (x.attacker == id || x.defender == id) return false;
  return true;
}

}  // namespace

std::vector<std::pair<UnitId, UnitId>> units_in_contact(const Match& m, const std::set<UnitId>& busy) {
  const GameState& s = m.state;
  const VolleyFlow& f = flow_of(m);
  std::set<UnitId> taken = busy;
  std::vector<std::pair<UnitId, UnitId>> out;
  for (const Unit& u : s.units()) {
    if (!may_melee(s, f, taken, u.id)) continue;
    for (const Unit& e : s.units()) {
      if (e.side == u.side || !may_melee(s, f, taken, e.id) || distance(*u.position, *e.position) != 1) continue;
      out.emplace_back(u.id, e.id);
      taken.insert(u.id);
      taken.insert(e.id);
      break;
    }
  }
  return out;
}

}  // namespace hexfire::volley
