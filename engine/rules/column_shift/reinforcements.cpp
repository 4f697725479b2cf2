#include "engine/rules/column_shift/reinforcements.hpp"

#include <string>

#include "engine/flow/flow_view.hpp"
#include "engine/rules/column_shift/column_shift_board.hpp"

namespace hexfire::column_shift {

void bring_on_reinforcements(Match& m, std::vector<FlowEvent>& events) {
  GameState& s = m.state;
  // By turn, not only this turn's: a reinforcement kept out by the enemy is still due.
  for (const Reinforcement& rf : m.info.reinforcements) {
    if (rf.turn > m.flow.turn) continue;
    if (board::has_enemy(s, rf.entry, rf.side)) {
      bool waiting = false;
      for (UnitId id : rf.units) waiting = waiting || (!s.unit(id).position && !s.unit(id).eliminated);
      if (waiting)
        add_event(m, events, "reinforcement",
                  s.side(rf.side).name + "'s reinforcements wait: the enemy holds " + s.map().label(rf.entry), rf.side);
      continue;
    }
    std::string names;
    for (UnitId id : rf.units) {
      if (s.unit(id).eliminated || s.unit(id).position) continue;
      s.move_unit(id, rf.entry);
      names += (names.empty() ? "" : ", ") + s.unit(id).name;
    }
    if (!names.empty()) add_event(m, events, "reinforcement", names + " arrive at " + s.map().label(rf.entry), rf.side);
  }
}

}  // namespace hexfire::column_shift
