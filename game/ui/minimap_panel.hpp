// The mini-map: the whole map as a small picture with the view's rectangle on it; a click or drag
// on it centres the view there.
#pragma once

#include "game/render/camera.hpp"
#include "game/screens/thumbnail.hpp"

namespace hexfire::game {

// Draws the panel (bottom left by default; movable, remembered). Returns true when it moved the camera.
bool draw_minimap_panel(const MapPicture& picture, Camera& camera, const Layout& layout, Vec2 viewport,
                        float window_w, float window_h);

}  // namespace hexfire::game
