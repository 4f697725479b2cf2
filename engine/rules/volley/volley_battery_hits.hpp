// Hits on a battery (seed 003, rules reference 4.1 "Hits on artillery"): a volley's casualties on
// a battery are hits, each rolled on a die: 1..N kills a horse, a higher face a gunner and his
// section (small arms) or a section (counter-battery fire). The fire phase, its preview, and the
// charge and melee (where a battery defends) all roll or weigh them here.
#pragma once

#include <vector>

#include "engine/rules/dice.hpp"
#include "engine/rules/resolution.hpp"
#include "engine/rules/staged_odds.hpp"
#include "engine/rules/volley/volley_tables.hpp"

namespace hexfire::volley {

// 1..this face a horse: by the firer (counter-battery fire or small arms).
int horse_faces(const VolleyTables& t, bool artillery_firer);

struct BatteryHits {
  int horses = 0, sections = 0;  // lost, each at most what the battery had
  Resolution ledger;             // kind "battery_hits": one die a hit
};
// Rolls `hits` dice against a battery with `sections` and `horses` left.
BatteryHits roll_battery_hits(const VolleyTables& t, int hits, bool artillery_firer, int sections, int horses,
                              const std::string& battery_name, DiceSource& dice);

// The exact odds of the sections `hits` take (at most `sections`): each count with its
// probability and the dice sequences reaching it (of 6^hits).
struct SectionsLost {
  int sections = 0;
  Fraction probability;
  std::uint64_t sequences = 0;
};
std::vector<SectionsLost> battery_hit_odds(int hits, int horse_faces, int sections);

}  // namespace hexfire::volley
