// What happened, drawn on the map: a move's trail with the names of the units that went, a fire's
// line with its result chit, an assault's mark, and dice with their faces. Used by the replay of
// the opponent's turn and, for a moment, by every roll in play. Display only.
#pragma once

#include <string>
#include <vector>

#include "engine/flow/turn_digest.hpp"
#include "engine/rules/dice.hpp"
#include "game/render/view.hpp"

namespace hexfire::game {

// A trail along `path` (hex centres), an arrow at its end and the units' names beside it; a
// fall-back (rout, retreat) is dashed. `alpha` fades the whole (255: full).
void draw_trail_overlay(const View& view, const ReplayTrail& trail, SDL_Color side_color, Uint8 alpha = 255);
// A line from each firing hex to the target and, at the target, a chit with the result. With no
// firing hex (an assault that names only the assaulted hex), crossed swords mark the hex.
void draw_shot_overlay(const View& view, const std::vector<Hex>& from, Hex target, const std::string& result,
                       bool assault, Uint8 alpha = 255);
// Dice with their faces (pips on a d6, the number on a d10's kite), left to right from `top_left`,
// each `side` pixels.
void draw_dice_faces(const View& view, Vec2 top_left, double side, const std::vector<DieRoll>& dice, Uint8 alpha = 255);
// Everything a replay step shows: its trails, shots and the dice of its first ledger.
void draw_replay_step_overlay(const View& view, const ReplayStep& step, const GameState& state);

}  // namespace hexfire::game
