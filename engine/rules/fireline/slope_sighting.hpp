// "Sighting down a slope" (5.6 artillery No-LoS fire; D-7 ranges 7-8): the line of fire goes
// down across a crest hexside (a slope) and the target stands on a lower elevation than the
// firer. An embankment on flat ground is not a slope.
#pragma once

#include <optional>
#include <string>
#include <utility>

#include "engine/hex/hex.hpp"
#include "engine/state/game_state.hpp"

namespace hexfire::fireline {

struct SlopeSighting {
  bool down = false;
  std::string why;  // "down the slope on hexside 0405/0406", or why not
  // The slope hexside crossed going down, as its high hex and the direction out of it.
  std::optional<std::pair<Hex, HexDirection>> slope;
};

// Walks hex_line(firer, target). A step along a hexside counts if either way round crosses a
// slope going down, so mirror-image lines give the same answer.
SlopeSighting sighting_down_slope(const GameState& state, Hex firer, Hex target);

}  // namespace hexfire::fireline
