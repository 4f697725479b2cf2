#include "engine/rules/reinforcement_arrival.hpp"

#include <string>

#include "engine/flow/flow_view.hpp"

namespace hexfire {
namespace {

bool waiting(const Unit& u) { return !u.position && !u.eliminated; }

}  // namespace

void bring_on_reinforcements(Match& m, std::vector<FlowEvent>& events, const MayEnter& may_enter) {
  GameState& s = m.state;
  // By turn, not only this turn's: a reinforcement kept out is still due.
  for (const Reinforcement& rf : m.info.reinforcements) {
    if (rf.turn > m.flow.turn) continue;
    const std::string at = s.map().label(rf.entry);
    if (s.holds_enemy_of(rf.entry, rf.side)) {
      bool any = false;
      for (UnitId id : rf.units) any = any || waiting(s.unit(id));
      if (any) add_event(m, events, "reinforcement", s.side(rf.side).name + "'s reinforcements wait: the enemy holds " + at, rf.side);
      continue;
    }
    std::string names, kept;
    for (UnitId id : rf.units) {
      if (!waiting(s.unit(id))) continue;
      if (may_enter && !may_enter(s, id, rf.entry)) {
        kept += (kept.empty() ? "" : ", ") + s.unit(id).name;
        continue;
      }
      s.move_unit(id, rf.entry);
      names += (names.empty() ? "" : ", ") + s.unit(id).name;
    }
    if (!names.empty()) add_event(m, events, "reinforcement", names + " arrive at " + at, rf.side);
    if (!kept.empty()) add_event(m, events, "reinforcement", kept + " wait: " + at + " has no room", rf.side);
  }
}

}  // namespace hexfire
