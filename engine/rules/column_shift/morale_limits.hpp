// What a unit's morale state forbids its stack to do (seed 002 §3.3, which Infantry Attacks'
// 14.2-14.3 follow): a disrupted unit may not assault and moves at most one hex; a demoralized
// unit may not fire and must try to recover, so a stack holding one may only recover (or end
// its activation). The fire value's halving and zeroing are in direct_fire.cpp.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "engine/rules/column_shift/column_shift_board.hpp"
#include "engine/state/game_state.hpp"

namespace hexfire::column_shift {

// Why `units` (one acting stack) may not carry out `body`; nothing when their morale allows it.
std::optional<std::string> morale_forbids(const GameState& s, const std::vector<UnitId>& units, const board::Body& body);

}  // namespace hexfire::column_shift
