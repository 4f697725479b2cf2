// The ledger panel: a resolution's inputs, base, every modifier (sign, label, rule, reason),
// the row used, and for a preview the exact odds and the button that rolls it.
#pragma once

#include <vector>

#include "game/play/play_types.hpp"
#include "game/ui/tables_panel.hpp"  // ClearArea

namespace hexfire::game {

// Returns true when the player pressed the roll button (only offered for a legal preview); the
// firer checkboxes of a fire preview report through `input` when given. Both windows keep off
// `keep_clear` (the acting stack, its target) where the screen has another place for them.
bool draw_ledger_panel(const LedgerView& v, bool can_roll, const char* roll_label, float window_w, float window_h,
                       LedgerPanelInput* input = nullptr, const std::vector<ClearArea>& keep_clear = {});

}  // namespace hexfire::game
