// A game in progress, system-neutral: the scenario's description, the rules state (GameState,
// RNG included) and the flow state (turn, phase, chit cup, who acts, pending decisions, events,
// objective holders, the result). Copyable: replay and undo rebuild it from the start.
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
#include "engine/state/scenario.hpp"

namespace hexfire {

// One chit of the cup: a formation's activation or a side's Horse Segment.
enum class ChitKind { Formation, Horse };
struct Chit {
  std::string key;    // "kanawha", "horse:usa"
  std::string label;  // "Kanawha Brigade (Union)"
  ChitKind kind = ChitKind::Formation;
  SideId side{};
  std::optional<OrgId> org;  // the formation; nothing for a horse chit or a side's loose units
  bool operator==(const Chit&) const = default;
};

// Something that happened, for the log, the hand-off replay and the front end's messages.
struct FlowEvent {
  int command = -1;               // index of the command that caused it; -1 for the game start
  std::string kind;               // "chit", "phase", "turn", "reinforcement", "handoff", "action",
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
  std::optional<Chit> active_chit;      // the formation or horse segment acting
  std::vector<Chit> cup;                // undrawn: secret, never listed to either side
  std::vector<Chit> drawn;              // drawn or activated this turn, in order
  std::set<UnitId> moved, fired, assaulted, rallied, reacted;  // this activation / segment
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
