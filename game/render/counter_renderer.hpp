// Unit and leader counters: side colour, NATO symbol, name, strength and morale, marker badges,
// facing, and stack depth (offset counters beneath and a count badge); stacks on the move are
// drawn where the move animation has them (View::motion).
#pragma once

#include "engine/state/game_state.hpp"
#include "game/render/view.hpp"

namespace hexfire::game {

// What a counter prints, taken from the unit and its type (reduced side when flipped).
struct CounterFace {
  std::string name;
  std::string symbol;  // art key: infantry, cavalry, artillery, irregular, leader
  int strength = 0;    // 0 = not printed (leaders)
  int morale = 0;
  bool leader = false;
  bool reduced = false;
  UnitStatus status = UnitStatus::Good;
  SDL_Color side_color{};
};

CounterFace counter_face(const GameState& state, UnitId id);
// The units drawn in a stack, bottom first (eliminated units are not drawn).
std::vector<UnitId> visible_stack(const GameState& state, Hex h);

// The side of a counter in pixels on a map whose hexes have the on-screen radius `hex_px`: a
// little more than the hex's width across, so that it reads at every zoom.
inline double counter_side(double hex_px, HexOrientation o) { return hex_px * (o == HexOrientation::FlatTop ? 1.2 : 1.1); }
// Draws one counter of side `s` pixels centred at `c`.
void draw_counter(const View& view, const CounterFace& face, Vec2 c, double s);
void draw_stacks(const GameState& state, const View& view);

}  // namespace hexfire::game
