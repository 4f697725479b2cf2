// What every map drawing pass needs: the renderer, camera, layout, art and text, and helpers
// that place hex geometry on screen.
#pragma once

#include <functional>
#include <string>

#include <SDL.h>

#include <array>
#include <vector>

#include "engine/state/game_state.hpp"
#include "game/render/camera.hpp"
#include "game/render/counter_motion.hpp"
#include "game/render/layout.hpp"
#include "game/render/text_cache.hpp"
#include "game/render/texture_library.hpp"

namespace hexfire::game {

struct View {
  SDL_Renderer* renderer = nullptr;
  const Camera* camera = nullptr;
  const Layout* layout = nullptr;
  TextureLibrary* textures = nullptr;
  TextCache* text = nullptr;
  Vec2 viewport{};
  // Stacks on the move: the counters pass draws them between hexes instead of at their hex.
  const CounterMotion* motion = nullptr;
  // A legend per unit the flow shows the viewer on its counter (SystemFlow::unit_badge: volley's
  // orders to their owner); none when empty.
  std::function<std::string(UnitId)> unit_badge{};

  double zoom() const { return camera->zoom(); }
  double hex_px() const { return layout->size() * camera->zoom(); }  // on-screen hex radius
  Vec2 center(Hex h) const { return camera->world_to_screen(layout->hex_to_pixel(h)); }
  Vec2 corner(Hex h, int i) const { return center(h) + layout->corner_offset(i) * zoom(); }
  std::array<Vec2, 6> corners(Hex h) const;
  std::array<Vec2, 2> side(Hex h, HexDirection d) const;
  Vec2 side_mid(Hex h, HexDirection d) const { return center(h) + layout->side_midpoint(d) * zoom(); }
};

// The on-map hexes whose drawing may touch the viewport (with a one-hex margin).
std::vector<Hex> visible_hexes(const HexMap& map, const View& view);

}  // namespace hexfire::game
