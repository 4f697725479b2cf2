// Who plays each side: a player at this computer, or the computer at a strength. One combo box a
// side, in the picker before the game starts and in the pause menu during it.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "engine/ai/ai_settings.hpp"

namespace hexfire::game {

// Draws a combo for each side (names in side order) over `players` (resized to the sides; an
// empty entry is a player). True when the player changed one.
bool draw_player_choices(const std::vector<std::string>& sides, std::vector<std::optional<ai::Strength>>& players,
                         float width);

// "player", or the strength's name: the words of the action log and the --computer flag.
std::string player_word(const std::optional<ai::Strength>& s);

}  // namespace hexfire::game
