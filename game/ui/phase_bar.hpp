// The phase bar: turn, phase, activation, who is in control, pending obligations and the
// play screen's buttons (mode, undo, end activation, tables).
#pragma once

#include <string>
#include <vector>

#include "game/play/play_types.hpp"

namespace hexfire::game {

enum class PhaseBarAction { None, EndActivation, Undo, ChooseAction, Tables };

struct PhaseBarInput {
  PhaseBarAction act = PhaseBarAction::None;
  std::string action;  // the action button clicked, with ChooseAction
};

PhaseBarInput draw_phase_bar(const PhaseBarData& d, const std::vector<ActionButton>& actions, const std::string& message,
                             float window_w);

}  // namespace hexfire::game
