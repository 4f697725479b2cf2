// Renders a whole map into a target texture with the same passes the play screen uses.
#include "game/screens/thumbnail.hpp"

#include <algorithm>
#include <cmath>
#include <vector>

#include "game/app/game_app.hpp"
#include "game/render/camera.hpp"
#include "game/render/color.hpp"
#include "game/render/counter_renderer.hpp"
#include "game/render/map_renderer.hpp"
#include "game/render/view.hpp"

namespace hexfire::game {

namespace {

// Below this hex size (corner to centre, in pixels) the picture is coloured pixel by pixel:
// polygons for hexes of a pixel or two cost far more than the pixels they cover, and SDL queues
// every vertex until the target is drawn (a 1000x1000 map's mini-map queued about 1.5 GB).
constexpr double kMinPolygonHexPx = 1.5;

constexpr SDL_Color kTableColor{58, 62, 58, 255};
constexpr SDL_Color kFallback{200, 200, 170, 255};

// Each pixel takes the colour of the hex under its centre (terrain, tinted by elevation);
// units are dots in their side's colour. Memory and time follow the picture, not the map.
bool raster_map_picture(const GameState& state, MapPicture& out, bool with_units) {
  const HexMap& map = state.map();
  const Ruleset& rules = state.ruleset();
  const Layout layout = Layout::for_map(map.layout(), GameApp::kHexSize);
  SDL_PixelFormat* format = SDL_AllocFormat(SDL_PIXELFORMAT_RGBA8888);
  if (!format) return false;
  auto pack = [format](SDL_Color c) { return SDL_MapRGBA(format, c.r, c.g, c.b, 255); };
  std::vector<SDL_Color> terrain_colors;
  for (const TerrainType& t : rules.terrain) terrain_colors.push_back(color_or(t.color, kFallback));
  const auto w = static_cast<std::size_t>(out.width);
  std::vector<Uint32> pixels(w * static_cast<std::size_t>(out.height), pack(kTableColor));
  const double to_world = 1.0 / out.scale;
  for (int y = 0; y < out.height; ++y)
    for (int x = 0; x < out.width; ++x) {
      const Vec2 world = (Vec2{x + 0.5, y + 0.5} - out.offset) * to_world;
      const Hex h = layout.pixel_to_hex(world);
      const auto cell = map.index_of_hex(h);
      if (!cell) continue;
      const TerrainId t = map.terrain_at(*cell);
      const SDL_Color base = t.value < terrain_colors.size() ? terrain_colors[t.value] : kFallback;
      pixels[static_cast<std::size_t>(y) * w + static_cast<std::size_t>(x)] =
          pack(elevation_tint(base, map.elevation_at(*cell)));
    }
  if (with_units)
    for (const Unit& u : state.units()) {
      if (!u.position || u.eliminated) continue;
      const Vec2 p = layout.hex_to_pixel(*u.position) * out.scale + out.offset;
      const Uint32 c = pack(color_or(state.side(u.side).color, kFallback));
      for (int dy = -1; dy <= 0; ++dy)
        for (int dx = -1; dx <= 0; ++dx) {
          const int px = static_cast<int>(p.x) + dx, py = static_cast<int>(p.y) + dy;
          if (px >= 0 && py >= 0 && px < out.width && py < out.height)
            pixels[static_cast<std::size_t>(py) * w + static_cast<std::size_t>(px)] = c;
        }
    }
  SDL_FreeFormat(format);
  return SDL_UpdateTexture(out.texture, nullptr, pixels.data(), out.width * 4) == 0;
}

}  // namespace

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
  out.scale = scale;
  out.offset = Vec2{0, 0} - lo * scale;
  const bool raster = GameApp::kHexSize * scale < kMinPolygonHexPx;
  out.texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_RGBA8888,
                                  raster ? SDL_TEXTUREACCESS_STATIC : SDL_TEXTUREACCESS_TARGET, out.width, out.height);
  if (!out.texture) return out;
  // Opaque: the software renderer copies it without blending each pixel (frame time).
  SDL_SetTextureBlendMode(out.texture, SDL_BLENDMODE_NONE);
  if (raster) {
    if (!raster_map_picture(state, out, with_units)) {
      SDL_DestroyTexture(out.texture);
      out.texture = nullptr;
    }
    return out;
  }
  SDL_Texture* previous = SDL_GetRenderTarget(renderer);
  SDL_SetRenderTarget(renderer, out.texture);
  SDL_SetRenderDrawColor(renderer, 58, 62, 58, 255);
  SDL_RenderClear(renderer);
  // The camera's zoom is clamped to the play range; a thumbnail needs any scale, so the layout
  // itself is drawn at the small hex size and the camera stays at zoom 1.
  const Layout small = Layout::for_map(map.layout(), GameApp::kHexSize * scale);
  Camera camera;
  camera.set_pan(out.offset);
  View view{renderer, &camera, &small, textures, text, Vec2{static_cast<double>(out.width), static_cast<double>(out.height)}};
  draw_map(state, view);
  if (with_units) draw_stacks(state, view);
  SDL_SetRenderTarget(renderer, previous);
  return out;
}

}  // namespace hexfire::game
