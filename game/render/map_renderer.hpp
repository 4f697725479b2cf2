// Draws the map beneath the counters: terrain, elevation, grid, hexsides, roads, markers, labels.
#pragma once

#include <optional>

#include "engine/state/game_state.hpp"
#include "game/render/view.hpp"

namespace hexfire::game {

// Below this on-screen hex radius, labels and fine detail are left out so the map stays legible.
inline constexpr double kLabelMinHexPx = 30.0;

SDL_Color elevation_tint(SDL_Color terrain, int level);

void draw_terrain(const GameState& state, const View& view, const std::vector<Hex>& hexes);
void draw_elevation_contours(const GameState& state, const View& view, const std::vector<Hex>& hexes);
void draw_grid(const GameState& state, const View& view, const std::vector<Hex>& hexes);
void draw_hexsides(const GameState& state, const View& view, const std::vector<Hex>& hexes, bool streams);
void draw_roads(const GameState& state, const View& view, const std::vector<Hex>& hexes);
void draw_markers(const GameState& state, const View& view, const std::vector<Hex>& hexes);
void draw_labels(const GameState& state, const View& view, const std::vector<Hex>& hexes);
void draw_hex_highlight(const View& view, Hex h, SDL_Color c);

// All of the above in order.
void draw_map(const GameState& state, const View& view);

}  // namespace hexfire::game
