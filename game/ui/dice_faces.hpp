// Dice drawn with their faces in an ImGui window (the ledger's roll): pips on a d6, the number
// on a d10's kite, each with its purpose in a tooltip.
#pragma once

#include <vector>

#include "engine/rules/dice.hpp"

namespace hexfire::game {

// One row of dice at the cursor, `size` pixels each (scaled by the UI scale).
void draw_dice_row(const std::vector<DieRoll>& dice, float size = 26.0f);

}  // namespace hexfire::game
