// Per-side views, events since control and hand-offs (see flow_view.hpp).
#include "engine/flow/flow_view.hpp"

namespace hexfire {

SideView side_view(const Match& m, SideId viewer) {
  SideView v;
  v.viewer = viewer;
  v.turn = m.flow.turn;
  v.turns = m.info.turns;
  v.phase = m.flow.phase;
  v.active_side = m.flow.active_side;
  if (m.flow.system) {
    v.acting = m.flow.system->acting();
    v.system_rows = m.flow.system->rows_for(viewer);
  }
  v.in_control = m.flow.in_control;
  v.my_turn = m.flow.in_control == viewer;
  for (const Prompt& p : m.flow.prompts)
    if (p.side == viewer) v.prompts.push_back(p);
  v.standing = victory_standing(m);
  v.game_over = m.flow.game_over;
  v.result = m.flow.result;
  return v;
}

std::vector<FlowEvent> events_since_control(const Match& m, SideId side) {
  const auto it = m.flow.control_lost_at.find(side);
  const std::size_t from = it == m.flow.control_lost_at.end() ? 0 : it->second;
  if (from >= m.flow.events.size()) return {};
  return {m.flow.events.begin() + static_cast<std::ptrdiff_t>(from), m.flow.events.end()};
}

void add_event(Match& m, std::vector<FlowEvent>& out, const std::string& kind, const std::string& text,
               std::optional<SideId> side) {
  FlowEvent e{m.flow.commands_applied - 1, kind, text, side};
  m.flow.events.push_back(e);
  out.push_back(std::move(e));
}

void update_control(Match& m, std::vector<FlowEvent>& out) {
  std::optional<SideId> now = m.flow.prompts.empty() ? m.flow.active_side : m.flow.prompts.front().side;
  if (m.flow.game_over) now.reset();
  if (now == m.flow.in_control) return;
  if (m.flow.in_control) m.flow.control_lost_at[*m.flow.in_control] = m.flow.events.size();
  m.flow.in_control = now;
  if (now) add_event(m, out, "handoff", "hand the game to the " + m.state.side(*now).name + " player", now);
}

}  // namespace hexfire
