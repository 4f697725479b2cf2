// Reading a volley's situation and a morale check's from the map and the units: what
// volley_fire and volley_morale take as a described situation (VolleyFire, MoraleSide), here
// made from where the units stand, their facing, the terrain, hexsides and markers between them,
// their orders and what the phase has done to them.
#pragma once

#include <optional>
#include <string>

#include "engine/flow/match.hpp"
#include "engine/map/line_of_sight.hpp"
#include "engine/rules/volley/volley_board.hpp"
#include "engine/rules/volley/volley_fire.hpp"
#include "engine/rules/volley/volley_morale.hpp"

namespace hexfire::volley {

struct FireRead {
  VolleyFire fire;
  std::optional<std::string> cannot;  // why this unit may not fire at that one now
  int flank = 0;                      // where the firer stands against the target (board::flank_of)
  bool cover = false;                 // the target is behind cover or in woods against it
  bool artillery = false, sharpshooter = false;
};

// The volley of `firer` at `target` as the map stands; `cannot` says why not when it may not.
// `fresh`: as if the firer had not yet fired or charged this turn (the computer opponent's
// threat: what it could fire next from where it stands, volley_ai.cpp).
FireRead read_fire(const Match& m, const VolleyTables& t, const VolleyOptions& o, const LosOptions& los, UnitId firer,
                   UnitId target, bool fresh = false);
// The figures (a battery: half-sections) the unit fires with in its formation, from `strength`.
int firing_count(const GameState& s, const VolleyOptions& o, UnitId u, int strength);
// The unit's side of a morale check: quality, level and every modifier the map and the phase's
// pressure give it, by fire or by charge.
MoraleSide read_morale(const Match& m, const VolleyTables& t, const VolleyOptions& o, UnitId u, const Pressure& p,
                       bool by_charge);
// Movement points (hexes of clear terrain) of the unit in its formation: its class's move in
// inches for that formation over the inches per hex, rounded down, at least 1.
int movement_points(const GameState& s, const VolleyOptions& o, UnitId u);
// Whether the hex counts as woods (its terrain says woods="true").
bool woods(const GameState& s, Hex h);
// The cover of a unit at `at` against an enemy coming from `from` (4.4, 4.5): woods in its hex, or
// a fence or wall on the hexside the line from `from` crosses into it; the target DRM's id
// ("fence_or_woods", "stone_wall") or empty. A fire's line and a charge's run cross the same side.
std::string cover_against(const GameState& s, Hex at, Hex from);
// The works marker in a hex ("hasty_works", "heavy_works") or empty.
std::string works_in(const GameState& s, Hex h);

}  // namespace hexfire::volley
