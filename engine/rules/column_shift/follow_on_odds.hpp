// Exact odds of what follows a column-shift result (rules reference 1.2, 2.2, 3.1, 6.1): the step
// losses, every survivor's morale check and every leader's casualty check; and with them the
// whole distribution of a direct fire or of an assault round, both sides. The walk goes check by
// check over a small state (each reached unit's morale status, compound losses and presence; never
// a whole GameState: staged_odds.hpp), and each check is rolled through the very functions the
// roll uses (check_morale, apply_morale, check_leader_casualty; the losses through apply_result).
// A check's outcomes depend only on the unit and the leaders that may raise its morale, so each is
// rolled once per such situation and reused.
#pragma once

#include <functional>
#include <map>
#include <string>
#include <vector>

#include "engine/rules/column_shift/assault.hpp"
#include "engine/rules/column_shift/direct_fire.hpp"
#include "engine/rules/column_shift/results.hpp"
#include "engine/rules/staged_odds.hpp"

namespace hexfire::column_shift {

// What a result left of the units it reached, as the odds name it: "2 steps lost, 1 disrupted,
// 1 demoralized, 1 leader killed"; "no effect" when nothing changed.
using ResultOdds = std::map<std::string, Fraction>;

// `cell` (and the per-unit `own` results of 7.52) applied to `reached` in `s`, the losses placed
// by `choose` (the odds of an owner's choice take the first candidate: first_candidate).
ResultOdds result_odds(const GameState& s, const MoraleOptions& mo, const std::vector<UnitId>& reached,
                        const CellResult& cell, bool assault, const std::vector<std::pair<UnitId, CellResult>>& own,
                        const LossChooser& choose);

// A direct fire: the 2d6 on the plan's columns, then result_odds of what it read. Keys
// "RESULT: what it left" ("X: 1 step lost, 1 demoralized").
Distribution direct_fire_follow_on_odds(const GameState& s, const ColumnShiftTables& t, const MoraleOptions& mo,
                                        const FirePlan& plan, const LossChooser& choose);

// The expectation of `value` over everything a direct fire may leave: the same walk as
// direct_fire_follow_on_odds (the 2d6 on the plan's columns, the losses placed by `choose`, every
// check), each final state of the units reached set on a copy of `s` that `value` reads. For the
// computer opponent's threat (column_shift_ai.cpp): what the fire is expected to take off.
// A fire that reaches more than kMostUnfolded units (leaders included) is walked on the first
// kMostUnfolded of them only (a lower bound of the loss); one whose exact odds outgrow 64 bits is
// expected to take nothing: `value(s)` (follow_on_walk.hpp says why). The odds above are empty
// in both cases.
inline constexpr int kMostUnfolded = 5;
double direct_fire_expectation(const GameState& s, const ColumnShiftTables& t, const MoraleOptions& mo,
                               const FirePlan& plan, const LossChooser& choose,
                               const std::function<double(const GameState&)>& value);

// An assault round (simultaneous, or the defender first when entrenched or dug in, the
// attacker's fire counted again from what is left): both dice and both results with their
// checks. Keys "defenders: ... / attackers: ...".
Distribution assault_round_odds(const GameState& s, const ColumnShiftTables& t, const AssaultOptions& o,
                                const MoraleOptions& mo, const AssaultSituation& a, const LossChooser& choose);

// The expected worth each side keeps after an assault round: `defenders` read after the
// attacker's fire, `attackers` after the defender's, over the same walk as assault_round_odds
// (both dice, the losses placed by `choose`, every check; a defender-first round recounts the
// attacker's column from each state the defender's fire leaves). For the computer opponent's
// threat, as direct_fire_expectation. A side of more than kMostUnfolded units has its first
// kMostUnfolded walked (a lower bound of its loss); odds past 64 bits leave both as they stand:
// {defenders(s), attackers(s)}.
struct AssaultExpectation {
  double defenders = 0;
  double attackers = 0;
};
AssaultExpectation assault_round_expectation(const GameState& s, const ColumnShiftTables& t, const AssaultOptions& o,
                                             const MoraleOptions& mo, const AssaultSituation& a, const LossChooser& choose,
                                             const std::function<double(const GameState&)>& defenders,
                                             const std::function<double(const GameState&)>& attackers);

}  // namespace hexfire::column_shift
