// The ledger panel: a resolution's inputs, base, every modifier (sign, label, rule, reason),
// the row used, and for a preview the exact odds and the button that rolls it.
#pragma once

#include "game/play/play_types.hpp"

namespace hexfire::game {

// Returns true when the player pressed the roll button (only offered for a legal preview); the
// firer checkboxes of a fire preview report through `input` when given.
bool draw_ledger_panel(const LedgerView& v, bool can_roll, const char* roll_label, float window_w, float window_h,
                       LedgerPanelInput* input = nullptr);

}  // namespace hexfire::game
