// Renders a whole map into a target texture with the same passes the play screen uses.
#include "game/screens/thumbnail.hpp"

#include <algorithm>
#include <cmath>

#include "game/app/game_app.hpp"
#include "game/render/camera.hpp"
#include "game/render/counter_renderer.hpp"
#include "game/render/map_renderer.hpp"
#include "game/render/view.hpp"

namespace hexfire::game {

MapPicture render_map_picture(SDL_Renderer* renderer, TextureLibrary* textures, TextCache* text,
                              const GameState& state, int max_w, int max_h, bool with_units) {
  MapPicture out;
  const HexMap& map = state.map();
  if (map.width() <= 0 || map.height() <= 0) return out;
  const Layout layout = Layout::for_map(map.layout(), GameApp::kHexSize);
  Vec2 lo{1e18, 1e18}, hi{-1e18, -1e18};
  for (Hex h : map.all_hexes())
    for (const Vec2& c : layout.corners(h)) {
      lo = {std::min(lo.x, c.x), std::min(lo.y, c.y)};
      hi = {std::max(hi.x, c.x), std::max(hi.y, c.y)};
    }
  const double scale = std::min(max_w / (hi.x - lo.x), max_h / (hi.y - lo.y));
  out.width = std::max(8, static_cast<int>(std::ceil((hi.x - lo.x) * scale)));
  out.height = std::max(8, static_cast<int>(std::ceil((hi.y - lo.y) * scale)));
  out.texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_RGBA8888, SDL_TEXTUREACCESS_TARGET, out.width, out.height);
  if (!out.texture) return out;
  // Opaque: the software renderer copies it without blending each pixel (frame time).
  SDL_SetTextureBlendMode(out.texture, SDL_BLENDMODE_NONE);
  SDL_Texture* previous = SDL_GetRenderTarget(renderer);
  SDL_SetRenderTarget(renderer, out.texture);
  SDL_SetRenderDrawColor(renderer, 58, 62, 58, 255);
  SDL_RenderClear(renderer);
  // The camera's zoom is clamped to the play range; a thumbnail needs any scale, so the layout
  // itself is drawn at the small hex size and the camera stays at zoom 1.
  const Layout small = Layout::for_map(map.layout(), GameApp::kHexSize * scale);
  Camera camera;
  out.scale = scale;
  out.offset = Vec2{0, 0} - lo * scale;
  camera.set_pan(out.offset);
  View view{renderer, &camera, &small, textures, text, Vec2{static_cast<double>(out.width), static_cast<double>(out.height)}};
  draw_map(state, view);
  if (with_units) draw_stacks(state, view);
  SDL_SetRenderTarget(renderer, previous);
  return out;
}

}  // namespace hexfire::game
