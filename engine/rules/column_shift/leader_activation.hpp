// A leader activating the units of his command across hexes (6.1 [P] Turn structure: "one leader
// with the units he commands, or one stack, or one unit"): the units of the organization he
// commands (and of its sub-organizations, as the scenario's <org> tree and the leader's
// commands="..." give them) within his command range (the leader type's command-range, in hexes),
// not yet activated this turn and not held in a melee, fire together with his stack: one fire
// value, one roll (direct fire already adds firers from any hexes). docs/rules/column-shift.md,
// "A leader's group".
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "engine/flow/match.hpp"

namespace hexfire::column_shift {

class ColumnShiftSystem;

// The undemoralized leaders of `side` in `from` that may act now; their command reaches the
// group. A demoralized leader leads nobody (he raises nobody's morale either).
std::vector<UnitId> leaders_in(const Match& m, SideId side, Hex from);

// The units in `h` (not `from`) that a leader in `from` commands and may take with him now.
std::vector<UnitId> commanded_units(const Match& m, SideId side, Hex from, Hex h);

// Every hex holding such units, nearest first (ties by position): the play screen's candidates.
std::vector<Hex> command_hexes(const Match& m, SideId side, Hex from);

// Why the stacks in `with` may not act with the stack in `from`, or nothing.
std::optional<std::string> check_group(const Match& m, SideId side, Hex from, const std::vector<Hex>& with);

// The command hexes with a unit that could fire at `target` (range, line of sight, status): the
// group fire legal_commands offers (the whole group; the play screen picks any part of it).
std::vector<Hex> group_fire_hexes(const Match& m, const ColumnShiftSystem& system, SideId side, Hex from, Hex target);

// A leader's activation (`activate` on a stack with an undemoralized leader): the units of his
// command in other hexes, taken when he is activated; each of their stacks then acts once in the
// activation, as his own does, until every one has acted or `end` ends it. Empty for a stack
// without such a leader (an activation of that stack alone).
std::vector<UnitId> command_group(const Match& m, SideId side, Hex from);
// Whether `h` holds units of the current leader's activation that have not acted yet.
bool in_group(const Match& m, Hex h);
// The units that act for the stack in `h` now: in a leader's activation, those of his command in
// a hex of it (other units there are not his); else the stack's units that may act.
std::vector<UnitId> activation_units(const Match& m, SideId side, Hex h);
// The hexes of the current activation with units left to act: the activated stack's, then the
// group's.
std::vector<Hex> activation_hexes(const Match& m, SideId side);
// The hexes whose stacks may act now: the current activation's, or with none every stack that
// may still act this turn (what legal_commands lists actions for).
std::vector<Hex> hexes_that_may_act_now(const Match& m, SideId side);

// The stack in `from` and the commanded units of every hex of `with`.
std::vector<UnitId> group_units(const Match& m, SideId side, Hex from, const std::vector<Hex>& with);

}  // namespace hexfire::column_shift
