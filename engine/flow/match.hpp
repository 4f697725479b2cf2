// A game in progress, system-neutral: the scenario's description, the rules state (GameState,
// RNG included) and the flow state (turn, phase, who acts, pending decisions, events, objective
// holders, the result, and the rule system's own flow state behind SystemFlow). Copyable:
// replay and undo rebuild it from the start.
#pragma once

#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "engine/commands/command.hpp"
#include "engine/core/strong_id.hpp"
#include "engine/hex/hex.hpp"
#include "engine/flow/system_flow.hpp"
#include "engine/state/scenario.hpp"

namespace hexfire {

// Something that happened, for the log, the hand-off replay and the front end's messages.
struct FlowEvent {
  int command = -1;               // index of the command that caused it; -1 for the game start
  std::string kind;               // "phase", "turn", "reinforcement", "handoff", "action", (fireline) "chit",
                                  // "prompt", "victory", "game_over"
  std::string text;               // "Wharton's Brigade (Confederate) is drawn"
  std::optional<SideId> side;     // the side concerned, if one
  bool operator==(const FlowEvent&) const = default;
};

// A decision the rules give to a player now (reaction fire, ...): only these commands are legal
// until it is answered.
struct Prompt {
  std::string id;                 // "reaction_fire"
  SideId side{};                  // who must answer
  std::string text;               // "3/12 Ohio moved into the MFZ of 0705: fire at it (advance) or pass"
  std::vector<Command> options;   // every legal answer
  // A button label for each option, in the same order ("Take 1 O hit and continue"); missing
  // ones show the command line. Presentation only: not hashed, not saved.
  std::vector<std::string> labels;
};

struct FlowState {
  int turn = 1;
  std::string phase;                    // a PhaseDef id of the system's SequenceOfPlay
  std::optional<SideId> active_side;    // the side acting in this phase
  SystemFlowBox system;                 // the rule system's own turn state (system_flow.hpp)
  std::vector<Prompt> prompts;          // pending decisions (the first one is asked)
  std::map<std::size_t, SideId> objective_owner;  // objective index -> holder (absent: nobody)
  std::vector<FlowEvent> events;        // everything since the start
  std::map<SideId, std::size_t> control_lost_at;  // events index when the side last gave up control
  std::optional<SideId> in_control;     // who has the mouse: the prompt's side, else the active side
  int commands_applied = 0;
  bool game_over = false;
  std::optional<SideId> winner;         // nothing with game_over: a draw
  std::string result;                   // "Union wins on points 9 to 6 (turn limit)"
};

struct Match {
  ScenarioInfo info;
  GameState state;
  FlowState flow;
  std::uint64_t seed = 1;
};

}  // namespace hexfire
