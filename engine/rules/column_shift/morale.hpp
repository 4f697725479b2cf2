// Morale in the column-shift system (rules reference 3.3, 6.1, B-4, B-6, B-7): the morale check
// a result calls for, recovery, and the leader casualty check after step losses. Each rolls 2d6
// through the DiceSource it is given and returns its own ledger; applying the outcome to the
// unit is a separate step, so previews and odds run the same code without changing the state.
#pragma once

#include <map>
#include <optional>
#include <string>

#include "engine/rules/dice.hpp"
#include "engine/rules/resolution.hpp"
#include "engine/state/game_state.hpp"

namespace hexfire::column_shift {

// How far a friendly leader's morale modifier reaches: his own hex (Infantry Attacks, 14.1) or
// his hex and the adjacent ones too (Panzer Grenadier [P]). Option leader_morale_reach: hex,
// adjacent, or by_variant (the default: hex in a WWI game, whose charts are Infantry Attacks',
// adjacent in a WWII game, whose assault chart is seed 002's Panzer Grenadier).
enum class LeaderReach { Hex, Adjacent };

struct MoraleOptions {
  LeaderReach leader_reach = LeaderReach::Hex;
};
// From the option values and the scenario's variant (ww1, ww2); nothing, with `why`, for a value
// the option does not take.
std::optional<MoraleOptions> read_morale_options(const std::map<std::string, std::string>& values,
                                                 const std::string& variant, std::string& why);

// The unit's morale now: printed (reduced side if reduced), -1 while demoralized (3.3), lower by
// each compound failure since (B-6).
int current_morale(const GameState& s, UnitId unit);

// What a failed check does, by how far the roll went over.
enum class MoraleEffect { None, Disrupted, Demoralized, MoraleLost };

struct MoraleCheck {
  Resolution ledger;
  MoraleEffect effect = MoraleEffect::None;
};

// A morale check of `unit` with `bonus` added to the roll (M1: 1, M2: 2): passed at or under its
// morale (raised by the best friendly leader's modifier within reach; a leader checks against his
// own), disrupted 1-2 over, demoralized 3 or more over; a disrupted unit failing any check is
// demoralized, a demoralized one loses one more point of morale (B-6).
MoraleCheck check_morale(const GameState& s, const MoraleOptions& o, UnitId unit, int bonus, DiceSource& dice);
// What check_morale reads before its dice, and what it makes of their total: the odds of what
// follows a result (follow_on_odds.hpp) walk every total through these without a ledger each.
struct MoraleTarget {
  int morale = 0;  // current_morale
  int target = 0;  // morale raised by the best friendly leader's modifier within reach
  std::optional<std::pair<UnitId, int>> leader;  // that leader and his modifier
  UnitStatus status = UnitStatus::Good;
};
MoraleTarget morale_target(const GameState& s, const MoraleOptions& o, UnitId unit);
// The effect of a check whose two dice total `dice_total`, with `bonus` added (3.3, B-6).
MoraleEffect morale_effect(const MoraleTarget& t, int dice_total, int bonus);
void apply_morale(GameState& s, UnitId unit, MoraleEffect effect);

// Recovery (14.4), instead of acting: 2d6 strictly under morale, +1 in a town or an entrenchment
// (B-7); the chart adds no leader here. Success recovers one step (demoralized -> disrupted -> good order); an unmodified 2 is
// full recovery; an unmodified 12 on a demoralized leader means he deserts.
enum class RecoveryEffect { None, OneStep, Full, Deserts };
struct RecoveryCheck {
  Resolution ledger;
  RecoveryEffect effect = RecoveryEffect::None;
};
RecoveryCheck check_recovery(const GameState& s, UnitId unit, DiceSource& dice);
void apply_recovery(GameState& s, UnitId unit, RecoveryEffect effect);

// A leader's casualty check after `steps_lost` step losses in his hex (6.7): killed when 2d6
// minus the steps lost is 2 or less (B-4).
struct CasualtyCheck {
  Resolution ledger;
  bool killed = false;
};
CasualtyCheck check_leader_casualty(const GameState& s, UnitId leader, int steps_lost, DiceSource& dice);
// B-4 on its own: killed when the two dice's total minus the steps lost is 2 or less.
bool leader_killed(int dice_total, int steps_lost);

}  // namespace hexfire::column_shift
