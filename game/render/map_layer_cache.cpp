// Tile cache of the static map layer: keyed by zoom, layout and a fingerprint of the map, so a new
// scenario, a zoom step or a resized hex size starts afresh; panning only makes the new edge tiles.
#include "game/render/map_layer_cache.hpp"

#include <cmath>
#include <vector>

#include "game/render/map_renderer.hpp"

namespace hexfire::game {

namespace {

constexpr SDL_Color kTable{58, 62, 58, 255};  // the table under the map, as GameApp clears it

// A few hundred cells sampled across the map: tells one map from another at the same address.
std::uint64_t map_fingerprint(const HexMap& map) {
  std::uint64_t h = 1469598103934665603ull;
  auto mix = [&](std::uint64_t v) { h = (h ^ v) * 1099511628211ull; };
  mix(static_cast<std::uint64_t>(map.width()));
  mix(static_cast<std::uint64_t>(map.height()));
  const int n = map.width() * map.height();
  const int step = std::max(1, n / 509);
  for (int i = 0; i < n; i += step) {
    const Hex c = map.hex_at({i % map.width(), i / map.width()});
    mix(map.terrain(c).value);
    mix(static_cast<std::uint64_t>(map.elevation(c) + 64));
  }
  return h;
}

}  // namespace

void MapLayerCache::clear() {
  for (auto& [key, tile] : tiles_)
    if (tile.texture) SDL_DestroyTexture(tile.texture);
  tiles_.clear();
}

void MapLayerCache::evict() {
  while (tiles_.size() > kMaxTiles) {
    auto oldest = tiles_.begin();
    for (auto it = tiles_.begin(); it != tiles_.end(); ++it)
      if (it->second.used < oldest->second.used) oldest = it;
    if (oldest->second.texture) SDL_DestroyTexture(oldest->second.texture);
    tiles_.erase(oldest);
  }
}

void MapLayerCache::render_tile(const GameState& state, const View& view, int tx, int ty, Tile& tile) {
  if (!tile.texture) {
    tile.texture = SDL_CreateTexture(renderer_, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, kTile, kTile);
    if (!tile.texture) return;
    SDL_SetTextureBlendMode(tile.texture, SDL_BLENDMODE_NONE);  // opaque: a plain copy to the screen
  }
  SDL_Texture* previous = SDL_GetRenderTarget(renderer_);
  SDL_SetRenderTarget(renderer_, tile.texture);
  SDL_SetRenderDrawColor(renderer_, kTable.r, kTable.g, kTable.b, 255);
  SDL_RenderClear(renderer_);
  // The tile is a window onto the zoomed world: world * zoom - tile origin.
  Camera camera;
  camera.set_zoom(view.zoom());
  camera.set_pan({-static_cast<double>(tx) * kTile, -static_cast<double>(ty) * kTile});
  View tile_view = view;
  tile_view.camera = &camera;
  tile_view.viewport = {static_cast<double>(kTile), static_cast<double>(kTile)};
  draw_map(state, tile_view);
  SDL_SetRenderTarget(renderer_, previous);
  ++made_;
}

void MapLayerCache::draw(const GameState& state, const View& view) {
  made_ = 0;
  ++frame_;
  const HexMap& map = state.map();
  const std::uint64_t fp = map_fingerprint(map);
  const int orientation = static_cast<int>(view.layout->orientation());
  if (&map != map_ || fp != fingerprint_ || view.zoom() != zoom_ || view.layout->size() != hex_size_ ||
      orientation != orientation_) {
    clear();
    map_ = &map;
    fingerprint_ = fp;
    zoom_ = view.zoom();
    hex_size_ = view.layout->size();
    orientation_ = orientation;
  }
  // Tiles sit on a grid in zoomed-world pixels; the pan decides where that grid lands on screen.
  const Vec2 pan = view.camera->pan();
  const int ox = static_cast<int>(std::lround(pan.x)), oy = static_cast<int>(std::lround(pan.y));
  const int tx0 = static_cast<int>(std::floor(-static_cast<double>(ox) / kTile));
  const int ty0 = static_cast<int>(std::floor(-static_cast<double>(oy) / kTile));
  const int tx1 = static_cast<int>(std::floor((view.viewport.x - ox) / kTile));
  const int ty1 = static_cast<int>(std::floor((view.viewport.y - oy) / kTile));
  // The pan is rounded for the copy, so render tiles with the same whole-pixel origin.
  Camera rounded = *view.camera;
  rounded.set_pan({static_cast<double>(ox), static_cast<double>(oy)});
  View rounded_view = view;
  rounded_view.camera = &rounded;
  for (int ty = ty0; ty <= ty1; ++ty)
    for (int tx = tx0; tx <= tx1; ++tx) {
      Tile& tile = tiles_[{tx, ty}];
      if (!tile.texture) render_tile(state, rounded_view, tx, ty, tile);
      tile.used = frame_;
      if (!tile.texture) continue;
      const SDL_Rect dst{tx * kTile + ox, ty * kTile + oy, kTile, kTile};
      SDL_RenderCopy(renderer_, tile.texture, nullptr, &dst);
    }
  evict();
}

}  // namespace hexfire::game
