// A volley (seed 003, rules reference 4.2-4.4): the dice pool sized by the firer's order and
// situation, the dice summed with the firer's and the target's DRMs, the Combat Results Table
// read by figures (or sections) firing and the modified total, casualties halved against a
// disengaging or skirmishing target, the possible kill rolled, every die a six marking the
// firer low on ammunition. One Resolution holds the whole of it.
//
// This is the volley's arithmetic from a described situation (VolleyFire); reading that
// situation from the map and the units comes with the rest of the volley system (issue 13).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "engine/rules/dice.hpp"
#include "engine/rules/distribution.hpp"
#include "engine/rules/resolution.hpp"
#include "engine/rules/staged_odds.hpp"
#include "engine/rules/volley/volley_tables.hpp"

namespace hexfire::volley {

enum class RangeBand { Close, Normal, Long, Beyond };
const char* range_band_name(RangeBand b);  // "close", "normal", "long", "beyond long range"

// A weapon's range in hexes: inches over inches per hex, rounded up (C-10), halved (rounded up)
// for artillery firing into or through woods (C-6).
int range_in_hexes(double inches, double inches_per_hex, bool artillery_in_woods);
// The band of a target `hexes` away: at or within close, normal, long, else beyond (4.3 [D]).
RangeBand range_band(const Weapon& w, int hexes, double inches_per_hex, bool artillery_in_woods);

struct VolleyFire {
  std::string firer = "Firer", target = "Target";  // names for the ledger
  std::string weapon;          // a weapon id of the tables
  int figures = 0;             // small arms: figures firing
  int half_sections = 0;       // artillery: sections firing, counted in halves
  RangeBand band = RangeBand::Normal;
  bool first_fire = false;     // on a First Fire order (else Hold)
  bool moved = false;          // moved, changed formation or pivoted this turn
  bool repeaters = false;
  bool low_ammunition = false; // C-2: one die fewer until resupplied
  bool officer = false;        // an officer with the firing unit
  bool opening_volley = false; // the unit's first fire of the game
  std::string quality = "veteran";  // elite, veteran, green
  std::string firer_works;     // "", "hasty_works", "heavy_works"
  std::string target_arm = "infantry";  // infantry, cavalry or artillery: which formation DRM
  std::string formation = "line";       // a formation id of the tables
  std::vector<std::string> target_drms; // ids of the target DRMs that apply (cover, works, flank)
  std::string halved_because;  // "disengaging", "skirmishing": casualties halved; empty: not
  auto operator<=>(const VolleyFire&) const = default;  // a key of the opponent's charge cache
};

// What the volley does once rolled.
struct VolleyOutcome {
  int casualties = 0;        // figures lost (hits, against a battery)
  bool morale_check = false; // an M the target must check for, or an artillery 1* that missed
  bool low_ammunition = false;
  bool fired = false;        // the pool was rolled (a plan that cannot fire rolls nothing): the firer's opening volley is spent
  std::string key() const;   // "2 figures", "1 figure and a morale check", "no effect"; ", low on ammunition"
  bool operator==(const VolleyOutcome&) const = default;
};

// The volley before its dice: the pool, the DRMs and the row, or why it cannot fire.
struct VolleyPlan {
  Resolution ledger;         // inputs, base and DRMs filled in
  int pool = 0;
  int drm = 0;
  std::optional<int> row;    // nothing: too few firers for the table
  bool artillery = false, sharpshooter = false;
  bool halved = false;
  bool at_battery = false;   // the target is a battery: its casualties are hits (4.1), rolled after
  // Every die of the pool this face or higher: the firer runs low on ammunition (C-2, 4.1: by its
  // weapon's loading, or its repeaters); 0: the roll spends no ammunition (a melee round is not a
  // volley). The faces' words for the ledger.
  int ammo_from = 0;
  std::string ammo_label, ammo_rule;
  std::optional<std::string> cannot;  // why it may not fire (out of range, no weapon, nobody firing)
};
VolleyPlan plan_volley(const VolleyTables& t, const VolleyFire& f);

// The result of pool dice `faces` (the plan's pool), any further die drawn from `more` (the
// possible kill). Completes `ledger` with the dice, the cell and the result.
VolleyOutcome read_volley(const VolleyTables& t, const VolleyPlan& p, const std::vector<int>& faces, DiceSource& more,
                          Resolution& ledger);

// Plans, rolls the pool from `dice` and reads it: the one ledger of the volley.
Resolution resolve_volley(const VolleyTables& t, const VolleyFire& f, DiceSource& dice, VolleyOutcome* out = nullptr);

// The exact distribution of the volley's outcomes (VolleyOutcome::key), through read_volley:
// the pool's dice are walked as multisets weighted by their orderings and grouped by what the
// reading depends on (their sum, every die a six), then each group read once with every possible
// kill die after it; `sequences` counts every ordered sequence, as a brute-force walk would.
Distribution volley_odds(const VolleyTables& t, const VolleyPlan& p);

// The same walk with the outcomes themselves: each distinct VolleyOutcome, its exact
// probability and the dice sequences (pool and possible-kill die) that reach it; `paths` adds
// the reads walked. A plan that cannot fire has one outcome, no effect. The charge's staged odds
// use it for every volley of the charge (volley_charge.cpp).
struct VolleyOutcomeOdds {
  VolleyOutcome outcome;
  Fraction probability;
  std::uint64_t sequences = 0;
};
std::vector<VolleyOutcomeOdds> volley_outcomes(const VolleyTables& t, const VolleyPlan& p, std::uint64_t* paths = nullptr);

}  // namespace hexfire::volley
