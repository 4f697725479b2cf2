// The phase bar: turn, phase, activation, who is in control, pending obligations and the
// play screen's buttons (mode, undo, end activation, tables).
#pragma once

#include <string>

#include "game/play/play_types.hpp"

namespace hexfire::game {

enum class PhaseBarAction { None, EndActivation, Undo, Move, Fire, Assault, Tables };

PhaseBarAction draw_phase_bar(const PhaseBarData& d, PlayMode mode, const std::string& message, float window_w);

}  // namespace hexfire::game
