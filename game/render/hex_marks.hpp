// Hexes a screen points out on the map for one frame (the editor's reinforcement entry hexes and
// the hexes of the organization picked in its Forces window): an outline in a colour and a short
// tag at the foot of the hex, drawn over the counters so a stack never hides it.
#pragma once

#include <SDL.h>

#include <string>
#include <vector>

#include "engine/hex/hex.hpp"
#include "game/render/view.hpp"

namespace hexfire::game {

struct HexMark {
  Hex hex{};
  SDL_Color color{255, 255, 255, 255};
  std::string tag;  // empty: the outline alone
};

void draw_hex_marks(const View& view, const std::vector<HexMark>& marks);

}  // namespace hexfire::game
