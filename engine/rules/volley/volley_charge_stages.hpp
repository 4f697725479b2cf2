// The charge as stages over a small state (what the charge changes: figures, levels, disorder,
// the outcome), shared by the roll (resolve_charge: dice and ledgers) and the exact odds
// (charge_odds: each stage's outcomes with their probabilities). Both move from stage to stage
// through the same transitions below; only how a stage's result is found differs: rolled, or
// taken from the stage's exact distribution (volley_outcomes, morale_odds, impact_odds).
#pragma once

#include <compare>
#include <cstdint>

#include "engine/rules/volley/volley_charge.hpp"

namespace hexfire::volley::charge_stages {

enum class Stage : std::uint8_t {
  Bonus,            // step 2: the charge bonus
  VolleyDistance,   // step 3: the distance roll of the defensive volley
  DefensiveVolley,  // step 3: the volley
  ChargerCheck,     // step 3: the charger's morale check, if triggered
  Impact,           // step 4-5: the dice-down and the loser's status
  EndVolleyAttacker, EndVolleyDefender,  // step 5: the end-of-charge volley, simultaneous
  EndCheckAttacker, EndCheckDefender,
  MeleeAttacker, MeleeDefender,          // step 6: a melee round, simultaneous
  MeleeCheckAttacker, MeleeCheckDefender,
  Done,
};

enum class Outcome : std::uint8_t { None, FellShort, Stopped, DefenderWins, AttackerWins, Melee };

struct SideState {
  int figures = 0;
  int stands_lost = 0;    // in this charge
  int hits = 0;           // artillery or sharpshooter hits waiting for the morale check
  int pending = 0;        // casualties of a simultaneous volley not yet taken
  bool pending_hit = false;
  MoraleLevel level = MoraleLevel::Good;
  bool disordered = false;
  bool lost = false;      // has taken a loss (the first-loss trigger is spent)
  bool check = false;     // a morale check is due
  bool dropped = false;   // its level dropped in this melee round
  bool captured = false;
  bool left = false;      // fell back out of the melee
  bool fired = false;     // fired a volley in this charge (a melee is not one): its opening volley is spent (4.4)
  std::uint8_t ammo_drops = 0;  // its volleys ran its ammunition down this many times (C-2; at most to out)
  auto operator<=>(const SideState&) const = default;
};

struct ChargeState {
  Stage stage = Stage::Bonus;
  Outcome outcome = Outcome::None;
  std::uint8_t status = 0;       // attacker won: the defender's status band (index in the tables)
  std::int8_t volley_hexes = 0;  // the defensive volley's distance, until it is fired
  bool arrives_disordered = false;
  std::uint8_t round = 0;        // melee rounds begun
  SideState a, d;
  auto operator<=>(const ChargeState&) const = default;
};

// The situation and the options: what every stage reads and no stage changes.
struct Context {
  const VolleyTables& t;
  const ChargeSituation& s;
  const ChargeOptions& o;
};

ChargeState start_state(const Context& c, ChargeStart from);
bool is_final(const ChargeState& s);
std::string outcome_key(const Context& c, const ChargeState& s);  // ChargeEnd::outcome

// The dice-free transitions. `end` (the roll only) gathers the positions for ChargeEnd.
void after_bonus(const Context& c, ChargeState& s, int bonus_inches, ChargeEnd* end);
void after_volley_distance(const Context& c, ChargeState& s, int roll, ChargeEnd* end);
// A volley's outcome taken by its target: at once (the defensive volley) or held until the
// other side has fired too (the end-of-charge volley and melee rounds); then the next stage.
// `lost`: the figures it costs the target (a battery: the sections its hits killed).
void after_volley(const Context& c, ChargeState& s, const VolleyOutcome& v, int lost);
// The casualties a volley stage's outcome inflicts (times the melee multiplier in a melee
// round): figures, or hits on a battery to be rolled for horses and sections (4.1).
int volley_hits(const Context& c, const ChargeState& s, const VolleyOutcome& v);
// The side a volley stage fires at: the unit as declared and its state now.
struct StageTarget {
  const ChargeUnit& unit;
  const SideState& state;
  bool attacker;  // the charger's side
};
StageTarget stage_target(const Context& c, const ChargeState& s);
// The firer of a volley stage is artillery: counter-battery hits on a battery.
bool stage_firer_is_artillery(const Context& c, const ChargeState& s);
void after_check(const Context& c, ChargeState& s, MoraleLevel after, ChargeEnd* end);
void after_impact(const Context& c, ChargeState& s, ImpactWinner w, const std::string& status, ChargeEnd* end);

// What a stage rolls: the bonus dice, the distance die.
int roll_bonus(const Context& c, DiceSource& dice);
int roll_volley_distance(const Context& c, DiceSource& dice);

// The volley a volley stage fires (the firer and target by the stage), planned from the state.
VolleyPlan stage_volley(const Context& c, const ChargeState& s);
// The side a check stage checks, as its MoraleSide now; and whether the check is by charge.
MoraleSide stage_morale(const Context& c, const ChargeState& s);
bool stage_check_by_charge(const ChargeState& s);
// One stage rolled: its dice, its ledger as a follow-up of `L`, then the transition
// (volley_charge.cpp). resolve_charge runs it until the state is final.
void roll_stage(const Context& c, ChargeState& s, DiceSource& dice, Resolution& L, ChargeEnd& end);
// Both sides of the impact as they stand.
ImpactSide impact_side(const Context& c, const ChargeState& s, bool attacker);

}  // namespace hexfire::volley::charge_stages
