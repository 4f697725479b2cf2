// Fireline's line of sight: the engine's line_of_sight with the ruleset's LoS options as the
// scenario sets them.
#include "engine/rules/fireline/fire_sight.hpp"

namespace hexfire::fireline {

LosResult fire_line_of_sight(const FirelineContext& ctx, const GameState& state, Hex firer, Hex target) {
  return line_of_sight(state.map(), *ctx.ruleset, firer, target, los_options_from(*ctx.ruleset, ctx.option_values));
}

}  // namespace hexfire::fireline
