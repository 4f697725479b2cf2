// The mini-map: the whole map as a small picture with the view's rectangle on it; a click or drag
// on it centres the view there.
#pragma once

#include <cstdint>
#include <vector>

#include "engine/state/game_state.hpp"
#include "game/render/camera.hpp"
#include "game/screens/thumbnail.hpp"

namespace hexfire::game {

// A stack on the mini-map: where it is in world pixels and its side's colour (RGBA).
struct MiniMapDot {
  Vec2 world{};
  std::uint32_t rgba = 0;
};
// One dot per hex holding units, in the colour of the side on top, as they stand now.
std::vector<MiniMapDot> minimap_dots(const GameState& state, const Layout& layout);

// Draws the panel (bottom left by default; movable, remembered) with `dots` over the picture.
// Returns true when it moved the camera.
bool draw_minimap_panel(const MapPicture& picture, Camera& camera, const Layout& layout, Vec2 viewport,
                        float window_w, float window_h, const std::vector<MiniMapDot>& dots = {});

}  // namespace hexfire::game
