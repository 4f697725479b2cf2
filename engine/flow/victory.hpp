// Victory as the scenario defines it (ScenarioInfo::victory): VP for objective hexes held and
// for enemy SP eliminated, sudden death at a VP total, and the decision at the turn limit. The
// standing can be asked at any moment; the flow code decides the game with it.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "engine/flow/match.hpp"

namespace hexfire {

struct SideStanding {
  SideId side{};
  int objective_vp = 0;
  int loss_vp = 0;           // VP for enemy SP eliminated
  int sp_eliminated = 0;     // enemy SP this side has eliminated
  int bonus_vp = 0;          // the scenario's balance, held from the start
  int total() const { return objective_vp + loss_vp + bonus_vp; }
};

struct VictoryStanding {
  std::vector<SideStanding> sides;        // in side order
  std::vector<std::string> lines;         // "The crossroads (0807, 4 VP): Confederate", ...
  std::optional<SideId> leader;           // most VP; nothing when level
  std::optional<SideId> sudden_death;     // a side that has reached its sudden-death total
  std::string summary;                    // "Union 5 VP, Confederate 8 VP"
  const SideStanding* of(SideId s) const;
};

// Who holds each objective: the side whose combat units stand on it now, else the last holder.
void update_objective_owners(Match& m);
// At the start: each objective is held by the side the scenario names (owner=), whatever the
// system; one nobody stands on stays theirs until another side's combat unit takes it.
void start_objective_owners(Match& m);
VictoryStanding victory_standing(const Match& m);
// The match is in its last turn: the one whose end the turn limit decides.
bool in_last_turn(const Match& m);
// Checks sudden death (any time) and the turn limit (`at_turn_limit`). Sets game_over, winner,
// result and returns true when the game is decided now.
bool decide_victory(Match& m, bool at_turn_limit);

}  // namespace hexfire
