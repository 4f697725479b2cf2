// The phase bar: turn, phase, activation, who is in control, pending obligations and the
// play screen's buttons (mode, undo, end activation, tables).
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "game/play/play_types.hpp"
#include "game/ui/phase_bar_fit.hpp"

namespace hexfire::game {

enum class PhaseBarAction { None, EndActivation, Undo, ChooseAction, Tables };

struct PhaseBarInput {
  PhaseBarAction act = PhaseBarAction::None;
  std::string action;  // the action button clicked, with ChooseAction
  BarForm form = BarForm::Full;  // how the actions were shown (phase_bar_fit.hpp)
  // Where each control was drawn: an action's id, "group:<prefix>" for a drop-down, "undo",
  // "tables", "end", "view" (tests click them through SDL).
  std::vector<std::pair<std::string, ControlRect>> controls;
};

PhaseBarInput draw_phase_bar(const PhaseBarData& d, const std::vector<ActionButton>& actions, const std::string& message,
                             float window_w);

}  // namespace hexfire::game
