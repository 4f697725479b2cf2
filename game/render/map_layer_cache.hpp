// The static map layer (terrain, contours, grid, hexsides, roads, markers, labels) drawn once per
// zoom level into 256-pixel tiles and then copied to the screen, so a frame costs a few blits
// instead of thousands of textured polygons. Counters and overlays are drawn live on top.
#pragma once

#include <SDL.h>

#include <cstdint>
#include <map>
#include <utility>

#include "engine/state/game_state.hpp"
#include "game/render/view.hpp"

namespace hexfire::game {

class MapLayerCache {
 public:
  static constexpr int kTile = 256;      // tile edge in screen pixels
  static constexpr std::size_t kMaxTiles = 160;  // ~40 MB of tiles; least recently used go first

  explicit MapLayerCache(SDL_Renderer* renderer) : renderer_(renderer) {}
  ~MapLayerCache() { clear(); }
  MapLayerCache(const MapLayerCache&) = delete;
  MapLayerCache& operator=(const MapLayerCache&) = delete;

  // Same picture as draw_map(state, view), from tiles (made on demand).
  void draw(const GameState& state, const View& view);
  void clear();
  std::size_t tile_count() const { return tiles_.size(); }
  int tiles_made_last_frame() const { return made_; }

 private:
  struct Tile {
    SDL_Texture* texture = nullptr;
    std::uint64_t used = 0;
  };
  void render_tile(const GameState& state, const View& view, int tx, int ty, Tile& tile);
  void evict();

  SDL_Renderer* renderer_;
  std::map<std::pair<int, int>, Tile> tiles_;
  const HexMap* map_ = nullptr;
  std::uint64_t fingerprint_ = 0;
  double zoom_ = 0, hex_size_ = 0;
  int orientation_ = -1;
  std::uint64_t frame_ = 0;
  int made_ = 0;
};

}  // namespace hexfire::game
