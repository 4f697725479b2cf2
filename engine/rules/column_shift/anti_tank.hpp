// German anti-tank fire in a WWII assault (seed 002: "German infantry may also A-T fire (6) at
// Soviet vehicles on a die roll of 5 or 6"; rules reference B-5). Each German infantry unit that
// may fire (not an HMG, not loaded, not demoralized) in an assault with Soviet AFVs rolls 1d6; on
// the chart's roll or more it makes an anti-tank attack of the chart's value. The AT table B-5
// names is in no seed ([U]): the design default (option german_at_fire=assault_table) reads the
// value on the variant's assault table with one more d6, without shifts, and the result reaches
// the Soviet AFVs only. Read so, a value of 6 (column 5) can only force morale checks.
#pragma once

#include <vector>

#include "engine/rules/column_shift/column_shift_tables.hpp"
#include "engine/rules/column_shift/results.hpp"

namespace hexfire::column_shift {

// The units of `own` that make the anti-tank fire against `enemy` (none when `enemy` has no AFV
// of the target nation).
std::vector<UnitId> anti_tank_firers(const GameState& s, const AntiTankDef& d, const std::vector<UnitId>& own,
                                     const std::vector<UnitId>& enemy);

// One unit's anti-tank fire at the target nation's AFVs among `enemy`, rolled and applied.
Resolution resolve_anti_tank(GameState& s, const ColumnTable& table, const MoraleOptions& mo, const AntiTankDef& d,
                             UnitId firer, const std::vector<UnitId>& enemy, const LossChooser& choose, DiceSource& dice);

}  // namespace hexfire::column_shift
