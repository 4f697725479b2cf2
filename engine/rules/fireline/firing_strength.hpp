// Which strength points of a stack count under a hex's fire or assault limit (5.2, D-11), and
// F = sum of SP x R with the round_fire option (D-9). Fire and assault share it, so both limits
// are read and explained the same way.
#pragma once

#include <string>
#include <vector>

#include "engine/rules/fireline/fire.hpp"
#include "engine/rules/fireline/fireline_context.hpp"
#include "engine/state/game_state.hpp"

namespace hexfire::fireline {

// F for these shares, rounded per `round`; `text` gets "4 x 2 + 2 x 0.5".
int fire_value(const std::vector<FiringShare>& shares, RoundFire round, std::string& text);

struct CountedStrength {
  std::vector<FiringShare> shares;  // what counts, each with the SP it counts
  int fire_value = 0;
  std::string fire_text;   // "4 x 2 + 2 x 0.5"
  std::string limit_text;  // "0804 is clear: up to 4 SP of small arms, or all the artillery, ..."
};

// Applies `limits` (fire_limits or assault_limits) for the firer's hex: from a clear hex the
// small arms up to their cap or all the artillery, whichever gives the larger F (not combined);
// elsewhere up to total_sp of any mix. Units with the best range factor count first; the last
// may count only part of its SP.
CountedStrength count_within_limits(const GameState& s, const FirelineContext& ctx, const Limits& limits, Hex firer,
                                    const std::string& firer_name, const std::vector<FiringShare>& small_arms,
                                    const std::vector<FiringShare>& artillery);

}  // namespace hexfire::fireline
