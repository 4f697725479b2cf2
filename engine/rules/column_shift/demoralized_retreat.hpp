// A demoralized unit "must attempt recovery and retreats if under fire" (seed 002, 3.3). The
// chart says neither how far nor where, so the reading is the option demoralized_retreat:
//   one_hex (default): once a direct or opportunity fire at a hex is placed (its losses and
//     morale checks done), the demoralized units of the side fired at in that hex, those the
//     fire itself demoralized included, fall back one hex together, into a hex next to theirs
//     that is farther from the nearest firer, holds no enemy unit and that they may enter (the
//     terrain and hexsides of a move; a retreat costs no movement points and draws no
//     opportunity fire). When several hexes qualify their owner chooses (a prompt); with none
//     they stay where they are (the chart names no penalty).
//   none: nobody retreats.
// Units held in a melee do not retreat (they fight on there), and a carried unit goes only
// with its vehicle. docs/rules/column-shift.md, "Demoralized units under fire".
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "engine/flow/match.hpp"

namespace hexfire::column_shift {

// A retreat to carry out: the units in `from` and the hexes they may go to, in map order.
struct RetreatPlan {
  SideId side{};
  Hex from{};
  std::vector<UnitId> units;
  std::vector<Hex> choices;
  std::string hash_text() const;
};

// The retreat owed by `side`'s demoralized units in `at` after a fire from `firers` (the hexes
// of the firing units), or nothing when no unit of the side there is demoralized.
std::optional<RetreatPlan> plan_retreat(const Match& m, SideId side, Hex at, const std::vector<Hex>& firers);

// Moves the plan's units (and what they carry) to `to`; each line says what happened.
std::vector<std::string> carry_out_retreat(GameState& s, const RetreatPlan& plan, Hex to);

}  // namespace hexfire::column_shift
