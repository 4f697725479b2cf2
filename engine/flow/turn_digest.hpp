// The opponent's turn as steps a player can walk through on the map: for each command since a
// side last had control (or any stretch of a game's log), what moved where (trails with the
// units' names), what fired at what (lines with the result), who was lost, the ledgers and the
// position before and after. Built from the session's log and records by playing the log again
// from the start, so it works the same after a hand-off, on a loaded save and, later, after a
// computer opponent's turn. It shows only what the viewer may see: a command that is the other
// side's secret (ApplyResult::secret) shows its public text and its public events, nothing else.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "engine/flow/game_session.hpp"

namespace hexfire {

// What a step is, for the panel's wording and the map's drawing. The command's cue decides
// (RuleSystem::cue_of); a command with no cue that moved its side's units between hexes it
// names is a move (one going on after a prompt's answer), one that moved units otherwise a
// fall-back (a rout or a retreat); the rest are Other (an end, a pass, a facing).
enum class ReplayStepKind { Move, Fire, Assault, FallBack, Other, Secret };
const char* replay_step_kind_name(ReplayStepKind k);  // "move", "fire", ...

// Units that went from one hex to another in the step, hex by hex.
struct ReplayTrail {
  std::vector<UnitId> units;
  std::vector<std::string> names;  // the units' names, in the stack's order
  std::vector<Hex> path;           // from the start hex to where they stopped, one hexside per step
  bool fell_back = false;          // moved by a result (rout, retreat) rather than by an order
};

// One resolution that aimed at a hex: a fire (firing hexes -> target) or an assault (maybe no
// firing hex: the assaulted hex alone).
struct ReplayShot {
  std::vector<Hex> from;
  Hex target{};
  std::string result;  // "2 O hits", "K": the resolution's result text (or its result)
  std::size_t ledger = 0;  // index in ReplayStep::ledgers
};

struct ReplayStep {
  std::size_t command = 0;  // index in the game's log
  std::string side;         // the side key of the command
  ReplayStepKind kind = ReplayStepKind::Other;
  std::string text;         // the command's line, or its public text when secret to the viewer
  std::vector<std::string> lines;  // the rule system's log lines and the events, for people
  std::vector<ReplayTrail> trails;
  std::vector<ReplayShot> shots;
  std::vector<Resolution> ledgers;  // the command's resolutions (none for a hidden secret)
  std::vector<std::string> lost;    // units eliminated in the step, by name
  std::vector<Hex> focus;           // the hexes the step concerns, for the camera
};

struct TurnDigest {
  std::optional<SideId> viewer;  // nothing: only what every side may see
  std::size_t first = 0;         // the log index of the first step's command
  std::vector<ReplayStep> steps;
  // The position before each step and after the last: states[k] is before steps[k],
  // states[steps.size()] the position now. Empty when built without states.
  std::vector<GameState> states;
};

// The fires and assaults among a command's resolutions: each ledger that names the hexes it
// aimed from and at (an assault may name only its hex). Nothing for a command of another cue.
std::vector<ReplayShot> shots_of(const RuleSystem& rules, const Command& c, const std::vector<Resolution>& ledgers);

// The steps of the session's log from `first` to the end, as `viewer` may see them.
TurnDigest digest_of_log(const GameSession& session, std::size_t first, std::optional<SideId> viewer,
                         bool with_states = true);
// The log index of the first command `side` has not seen: the one after the command that took
// control from it last; 0 when it never had control.
std::size_t first_unseen_command(const Match& m, SideId side);
// What `viewer` has not seen since it last had control (the hand-off's replay).
TurnDigest digest_since_last_turn(const GameSession& session, SideId viewer, bool with_states = true);

}  // namespace hexfire
