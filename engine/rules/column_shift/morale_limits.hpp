// What a unit's morale state forbids its stack to do (seed 002 §3.3, which Infantry Attacks'
// 14.2-14.3 follow): a disrupted unit may not assault and moves at most one hex; a demoralized
// unit may not fire and "must attempt recovery", so a stack holding one may only recover, and
// once activated it does (its activation may not end before). The fire value's halving and
// zeroing are in direct_fire.cpp.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "engine/rules/column_shift/column_shift_board.hpp"
#include "engine/state/game_state.hpp"

namespace hexfire::column_shift {

// Why `units` (one acting stack) may not carry out `body`; nothing when their morale allows it.
std::optional<std::string> morale_forbids(const GameState& s, const std::vector<UnitId>& units, const board::Body& body);

// Why an activation may not end while `units` (a stack of it that has not acted) are left: a
// demoralized unit "must attempt recovery" (seed 002 3.3), so once its stack is activated it
// tries; nothing when none of them is demoralized.
std::optional<std::string> recovery_owed(const GameState& s, const std::vector<UnitId>& units);

}  // namespace hexfire::column_shift
