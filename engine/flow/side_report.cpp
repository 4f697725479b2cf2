#include "engine/flow/side_report.hpp"

#include "engine/flow/flow_view.hpp"

namespace hexfire {

std::string side_report(const GameSession& session, SideId viewer) {
  const Match& m = session.match();
  const SideView v = session.view(viewer);
  std::string out = "view of " + m.state.side(viewer).name + "\n";
  out += "turn " + std::to_string(v.turn) + " of " + std::to_string(v.turns) + ", phase " + v.phase +
         (v.acting.empty() ? "" : ": " + v.acting) + "\n";
  for (const FlowRow& r : v.system_rows) out += r.label + ": " + r.value + "\n";
  if (v.in_control) out += "to act: " + m.state.side(*v.in_control).name + (v.my_turn ? " (you)" : "") + "\n";
  for (const Prompt& p : v.prompts) out += "prompt: " + p.text + "\n";
  for (const std::string& l : v.standing.lines) out += "  " + l + "\n";
  out += "vp " + v.standing.summary + "\n";
  if (v.game_over) out += "result " + v.result + "\n";
  // Unit numbers are what commands name units by (fire ... units=N,N).
  for (const Unit& u : m.state.units()) {
    if (!u.position || u.eliminated) continue;
    std::string rows;
    for (const FlowRow& r : unit_state_rows(u)) rows += ", " + r.label + " " + r.value;
    out += "unit " + std::to_string(u.id.value) + ": " + u.name + " (" + m.state.side(u.side).key + ", " +
           m.state.unit_class_of(u.id).abbreviation + ") at " + m.state.map().label(*u.position) + ", " +
           status_name(u.status) + rows + "\n";
  }
  if (v.my_turn)
    for (const Command& c : session.legal_commands()) out += "legal: " + to_line(c) + "\n";
  return out;
}

}  // namespace hexfire
