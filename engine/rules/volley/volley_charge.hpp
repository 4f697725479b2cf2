// A charge (seed 003, rules reference 4.6 steps 1-6) from a described situation: the charge
// bonus and the disorder point, the defensive volley at the rolled distance and the charger's
// morale check, the impact dice-down, the outcome with its fall-backs and the loser's status,
// the end-of-charge volley, and melee rounds. One Resolution holds the whole charge, each step
// a follow-up with its own ledger; charge_odds gives the exact odds of its outcomes, walked
// stage by stage through the same transitions the roll runs (volley_charge_stages.hpp).
//
// Reading the situation from the map (the closest-target rule, facing, supports, officers) and
// moving the counters belong to the system (issue 13); this is the procedure itself.
#pragma once

#include <optional>
#include <string>

#include "engine/rules/dice.hpp"
#include "engine/rules/distribution.hpp"
#include "engine/rules/resolution.hpp"
#include "engine/rules/volley/volley_fire.hpp"
#include "engine/rules/volley/volley_morale.hpp"
#include "engine/rules/volley/volley_tables.hpp"

namespace hexfire::volley {

// The design choices of the charge and melee the reference leaves open ([D]), by the names the
// ruleset's <options> gives them (docs/rules/volley.md, "Charge options").
struct ChargeOptions {
  // end_of_charge_volley: "always" (C-7's default, after either fall-back) or "defender_wins".
  enum class EndVolley { Always, DefenderWins };
  EndVolley end_of_charge_volley = EndVolley::Always;
  // veteran_disorder_point: where elites and veterans fall into disorder, "normal_move_and_half_bonus"
  // (their normal move and half the bonus) or "half_bonus" (half the bonus from the start).
  enum class DisorderPoint { NormalMoveAndHalfBonus, HalfBonus };
  DisorderPoint veteran_disorder_point = DisorderPoint::NormalMoveAndHalfBonus;
  // melee_round_limit: melee rounds fought per turn before the units stay in contact for the next.
  int melee_round_limit = 3;
  // melee_morale_check: "losses" (a side that lost figures in the round checks) or "triggers"
  // (only under the normal triggers: first loss, a stand lost, an artillery hit).
  enum class MeleeCheck { Losses, Triggers };
  MeleeCheck melee_morale_check = MeleeCheck::Losses;
};
// Sets the option `name` from its value as the ruleset writes it; false (options unchanged) for
// an unknown name or value.
bool set_charge_option(ChargeOptions& o, const std::string& name, const std::string& value);

// One side of a charge as it stands when the charge is declared.
struct ChargeUnit {
  // Its name, quality, level and the morale modifiers that stand (officers, cover, works, flank,
  // stands already lost). The charge adds what it changes: "charging" for the charger,
  // "disorder" while disordered, stands and artillery hits taken in the charge, "caught_forming"
  // for a defender on a Charge order or changing formation.
  MoraleSide morale;
  std::string arm = "infantry";    // infantry or cavalry (the bonus dice, the melee multipliers)
  std::string formation = "line";  // a formation of the tables; "disorder" when disordered
  // Its volley at the other side: the weapon, firer DRMs (officer, works, opening volley) and the
  // other side's cover and flank DRMs. The charge sets figures, range band, the target's
  // formation and arm, the quality and the names.
  VolleyFire fire;
  // A regiment's figures; a battery's sections (one gunner figure each, 4.5 scale), whose losses
  // are each a section lost (4.5 "losses stand or section") and which fires by its sections.
  int figures = 20;
  int stand_figures = 5;           // figures a stand: a stand is lost each time the figures fall below a multiple
  bool battery = false;            // a battery: hits on it are rolled for horses and sections (4.1)
  int horses = 0;                  // a battery's horses
  std::string cannot_fire;         // why it fires no volley and fights no melee round (a limbered battery)
  bool lost_before = false;        // it has taken a loss before: no first-loss check
  bool out_of_ammunition = false;  // C-2: it fires no volley (fire.low_ammunition: low)
  double move_inches = 6;          // its normal move: the charger's charge, a melee loser's fall-back
  int supporting_infantry = 0, supporting_cavalry = 0;  // supporting units at impact
  int supporting_figures = 0;      // their figures, which join a melee
  auto operator<=>(const ChargeUnit&) const = default;
};

// A unit that leaves its ground (a charger running in, a side falling back) leaves its cover and
// works there (4.4 and 4.5: "Behind cover or in woods", "In hasty, or heavier works"): out of its
// morale, and out of the target DRMs of a volley at it.
void leave_ground(MoraleSide& morale);
void leave_ground(VolleyFire& fire_at_it);

struct ChargeSituation {
  ChargeUnit attacker, defender;
  int target_hexes = 3;                 // from the charger to its target (1: adjacent)
  bool off_front = false;               // the target more than 45 degrees off the charger's front (step 1)
  bool defender_on_charge_order = false;
  bool defender_changing_formation = false;
  double inches_per_hex = 2;            // the scenario's scale (C-10)
  std::optional<int> bonus_inches;      // the charge bonus when already rolled; else the charge rolls it
  int melee_rounds_before = 0;          // a melee carried over: the rounds fought on earlier turns
  // Everything charge_odds reads: the computer opponent keeps a charge's expectation by it.
  auto operator<=>(const ChargeSituation&) const = default;
};

// Step 2 without dice: the charge move and the disorder point for a given bonus.
struct ChargeReach {
  int bonus_inches = 0;
  double charge_inches = 0, disorder_inches = 0;  // the full charge move; where it falls into disorder
  int charge_hexes = 0, disorder_hexes = 0;       // the same in hexes, rounded up (C-10)
  int hexes_to_contact = 0;                        // target_hexes - 1: adjacent is in contact
  bool reaches = false;
  bool arrives_disordered = false;  // off its front, or past the disorder point when it arrives
};
ChargeReach charge_reach(const VolleyTables& t, const ChargeSituation& s, const ChargeOptions& o, int bonus_inches);

// The distance of the defensive volley (step 3) for the distance roll `roll`: the modifiers,
// halved for elites and veterans, in hexes (at least 1, at most the charger's distance).
struct VolleyDistance {
  int roll = 0, modified = 0;
  double inches = 0;
  int hexes = 1;
};
VolleyDistance defensive_volley_distance(const VolleyTables& t, const ChargeSituation& s, int roll, Resolution* ledger = nullptr);

// Where the charge ends.
struct ChargeEnd {
  // "falls short", "stopped by the defensive volley", "attacker wins: defender shaken",
  // "melee: defender surrenders", ...: charge_odds's keys, a melee's result in full.
  std::string outcome;
  int attacker_figures = 0, defender_figures = 0;  // a battery's: sections
  int attacker_losses = 0, defender_losses = 0;
  int attacker_horses_lost = 0, defender_horses_lost = 0;  // a battery's horses its hits killed
  MoraleLevel attacker_level = MoraleLevel::Good, defender_level = MoraleLevel::Good;
  bool attacker_disordered = false, defender_disordered = false;
  bool attacker_captured = false, defender_captured = false;  // removed (a status of 12, surrender in melee)
  int attacker_hexes_forward = 0;  // toward the target
  int attacker_hexes_back = 0;     // fallen back from where it ended its charge
  int defender_hexes_back = 0;     // fallen back away from the charger
  int melee_rounds = 0;
  bool in_contact = false;         // the melee goes on next turn
  // It fired a volley in the charge (the defensive or the end-of-charge volley; a melee is not
  // one): its opening volley is spent (4.4).
  bool attacker_fired = false, defender_fired = false;
  // Times its volleys in the charge ran its ammunition down (C-2: every die an ammunition face):
  // low, and a second time out.
  int attacker_ammo_drops = 0, defender_ammo_drops = 0;
  // A morale check of the charge (the charger's after the defensive volley, the end-of-charge
  // volley's) took it from good to shaken: on the map it falls back unless an officer is with it
  // (4.5). The status roll is a fall-back of its own, and a melee's shaken side leaves it already.
  bool attacker_shaken_by_check = false, defender_shaken_by_check = false;
};

struct ChargeResult {
  Resolution ledger;  // kind "charge": the whole charge; each step a follow-up with its ledger
  ChargeEnd end;
};

// Where a resolution starts: a whole charge from its declaration, or only the melee of two
// units in contact (a tie at impact, or units still in contact at the end of a turn).
enum class ChargeStart { Declared, Melee };

ChargeResult resolve_charge(const VolleyTables& t, const ChargeSituation& s, const ChargeOptions& o, DiceSource& dice,
                            ChargeStart from = ChargeStart::Declared);
// The exact odds of the outcome, walked until it is decided (the fractions of a longer walk
// would outgrow 64 bits). From a declaration: "falls short", "stopped by the defensive volley",
// "defender wins", "attacker wins: defender good|shaken|routed|captured" and "melee" (a tie;
// the end-of-charge volley changes no outcome). From a melee, one round: "melee: attacker|
// defender|both surrender(s)", "... falls back", "... destroyed", "melee: another round", or
// "melee: still in contact" when the round limit is 1.
Distribution charge_odds(const VolleyTables& t, const ChargeSituation& s, const ChargeOptions& o,
                         ChargeStart from = ChargeStart::Declared);
// The same odds walked the slow way: every dice sequence of every stage run through the roll's
// own code (resolve_charge's stages, ledgers and all). For tests of charge_odds on small cases.
Distribution charge_odds_by_rolling(const VolleyTables& t, const ChargeSituation& s, const ChargeOptions& o,
                                    ChargeStart from = ChargeStart::Declared);

}  // namespace hexfire::volley
