// A picture of a whole map drawn by the map renderer into a texture: the picker's thumbnail and
// the mini-map.
#pragma once

#include <SDL.h>

#include "engine/state/game_state.hpp"
#include "game/render/layout.hpp"

namespace hexfire::game {

class TextureLibrary;
class TextCache;

struct MapPicture {
  SDL_Texture* texture = nullptr;  // owned by the caller (SDL_DestroyTexture)
  int width = 0, height = 0;
  // Where the world lies in the picture: screen = world * scale + offset.
  double scale = 1;
  Vec2 offset{};
};

// Draws the map (terrain, hexsides, roads; counters when `with_units`) fitted into at most
// max_w x max_h pixels, keeping its aspect. Restores the renderer's target. Null texture on failure.
MapPicture render_map_picture(SDL_Renderer* renderer, TextureLibrary* textures, TextCache* text,
                              const GameState& state, int max_w, int max_h, bool with_units);

}  // namespace hexfire::game
