// What a table result does to the units it reaches (rules reference 1.2, 2.2, 3.1, 6.1): step
// losses in each loss category, then the morale checks of the survivors, then the casualty
// checks of the leaders when steps were lost. Direct fire lets the owner place every loss; an
// assault gives each category's first loss to a unit of the best morale status (7.62), the owner
// choosing among ties and placing the later ones. The owner's choices come through a chooser, so
// the play flow can ask the player and tests and odds can decide on their own.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "engine/rules/column_shift/column_table.hpp"
#include "engine/rules/column_shift/morale.hpp"

namespace hexfire::column_shift {

// (a) combat units; (b) wagons, trucks and prime movers, a loss killing the vehicle and its cargo.
enum class LossCategory { CombatUnits, Vehicles };

// The units of `reached` that may take the next loss of `category`: on the map, not leaders, of
// that category; with `best_morale_first`, only those of the best morale status among them
// (good order, then disrupted, then demoralized).
std::vector<UnitId> loss_candidates(const GameState& s, const std::vector<UnitId>& reached, LossCategory category,
                                    bool best_morale_first);

// One step lost: a full unit flips to its reduced side; a reduced unit, or one with no reduced
// side, is eliminated. A vehicle (category b) is eliminated with everything it carries (the
// charts: "eliminating it and any unit it is carrying"); the cargo lost is returned.
std::vector<UnitId> take_step_loss(GameState& s, UnitId unit);

// The owner's pick of one unit among `candidates` (never empty) for loss number `index` (0 first)
// of `category`.
using LossChooser = std::function<UnitId(const std::vector<UnitId>& candidates, LossCategory category, int index)>;

struct AppliedResult {
  int steps_lost = 0;
  std::vector<std::string> consequences;  // "Rifle Company: flipped to its reduced side"
  std::vector<Resolution> checks;         // every morale and casualty check, in order
};

// `cell` to the units `reached` (a hex, or one opportunity target). `assault`: the first loss of
// each category to the best morale status. `own`: units with a worse result of their own (7.52),
// which take its extra losses and check at its M# instead.
AppliedResult apply_result(GameState& s, const MoraleOptions& o, const std::vector<UnitId>& reached,
                           const CellResult& cell, bool assault, const std::vector<std::pair<UnitId, CellResult>>& own,
                           const LossChooser& choose, DiceSource& dice);

}  // namespace hexfire::column_shift
