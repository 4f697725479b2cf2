// What one side may see of the flow (hotseat): the phase, who acts, the rows the rule system lets
// it see of its own flow state (SystemFlow::rows_for: never the other side's secrets), its
// prompts, the standing; and the events since it last had control, for the optional replay of
// the opponent's activations after the hand-off.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "engine/flow/match.hpp"
#include "engine/flow/victory.hpp"

namespace hexfire {

struct SideView {
  SideId viewer{};
  int turn = 1;
  int turns = 1;
  std::string phase;                  // PhaseDef id
  std::optional<SideId> active_side;
  std::string acting;                 // who acts now, in the system's words ("Kanawha Brigade (Union)")
  std::vector<FlowRow> system_rows;   // what the rule system lets this side see of its flow state
  std::optional<SideId> in_control;   // who must act now
  bool my_turn = false;               // in_control == viewer
  std::vector<Prompt> prompts;        // the viewer's pending decisions
  VictoryStanding standing;
  bool game_over = false;
  std::string result;
};

SideView side_view(const Match& m, SideId viewer);
// The events since `side` last gave up control (all of them if it never had control).
std::vector<FlowEvent> events_since_control(const Match& m, SideId side);

// Appends an event (command index = m.flow.commands_applied) to the match and to `out`.
void add_event(Match& m, std::vector<FlowEvent>& out, const std::string& kind, const std::string& text,
               std::optional<SideId> side = std::nullopt);
// Recomputes who is in control (first prompt's side, else the active side); on a change records
// where the previous side lost control and adds a "handoff" event.
void update_control(Match& m, std::vector<FlowEvent>& out);

}  // namespace hexfire
