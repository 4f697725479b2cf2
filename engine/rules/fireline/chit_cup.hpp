// Fireline's chit cup: one chit per formation (the organizations of a chosen level,
// e.g. "brigade") per side, units outside every formation grouped in one chit per side, and a
// chit is drawn at random with the game's RNG so saves replay the same draws.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "engine/core/rng.hpp"
#include "engine/rules/fireline/fireline_flow.hpp"
#include "engine/state/game_state.hpp"

namespace hexfire::fireline {

// The organization of level `level` that `unit` belongs to (its own org or an ancestor).
std::optional<OrgId> formation_of(const GameState& s, UnitId unit, const std::string& level);
// The chit that activates `unit`: its formation's key, else "side:<side key>".
std::string formation_chit_key(const GameState& s, UnitId unit, const std::string& level);

// One chit per organization of `level` with a unit not eliminated (in organization order), then one "side:<key>" chit per
// side with units outside every formation. Keys are organization keys.
std::vector<Chit> formation_chits(const GameState& s, const std::string& level);

// Takes a chit out of the cup at random (rng.below(size)); the cup must not be empty.
Chit draw_chit(std::vector<Chit>& cup, Rng& rng);

}  // namespace hexfire::fireline
