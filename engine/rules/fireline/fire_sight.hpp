// The line of sight fireline fire traces (TEC LoS column, notes b and f; option los_model): one
// definition for the Fire preview and roll (plan_fire) and for the 2-hex MFZ (mfz.hpp), so a
// stack never projects its MFZ where it could not fire.
#pragma once

#include "engine/hex/hex.hpp"
#include "engine/map/line_of_sight.hpp"
#include "engine/rules/fireline/fireline_context.hpp"
#include "engine/state/game_state.hpp"

namespace hexfire::fireline {

LosResult fire_line_of_sight(const FirelineContext& ctx, const GameState& state, Hex firer, Hex target);

}  // namespace hexfire::fireline
