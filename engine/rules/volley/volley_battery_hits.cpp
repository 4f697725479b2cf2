#include "engine/rules/volley/volley_battery_hits.hpp"

#include <algorithm>

namespace hexfire::volley {

int horse_faces(const VolleyTables& t, bool artillery_firer) {
  return artillery_firer ? t.counter_battery_horse_to : t.small_arms_horse_to;
}

BatteryHits roll_battery_hits(const VolleyTables& t, int hits, bool artillery_firer, int sections, int horses,
                              const std::string& battery_name, DiceSource& dice) {
  BatteryHits out;
  Resolution& L = out.ledger;
  L.kind = "battery_hits";
  L.system = "volley";
  L.title = "Hits on " + battery_name;
  const int horse_to = horse_faces(t, artillery_firer);
  int horse_hits = 0, section_hits = 0;
  for (int i = 0; i < hits; ++i) {
    const int d = dice.d6("battery hit");
    L.dice.push_back({6, false, d, "battery hit"});
    if (d <= horse_to) ++horse_hits;
    else ++section_hits;
  }
  L.notes.push_back("each hit one die: 1-" + std::to_string(horse_to) + " a horse, else " +
                    (artillery_firer ? "a section" : "a gunner and his section") + " (" + t.battery_rule + ")");
  out.horses = std::min(horses, horse_hits);
  out.sections = std::min(sections, section_hits);
  L.result = std::to_string(out.horses) + "h " + std::to_string(out.sections) + "s";
  L.result_text = std::to_string(out.horses) + (out.horses == 1 ? " horse" : " horses") + " and " +
                  std::to_string(out.sections) + (out.sections == 1 ? " section" : " sections") + " lost";
  return out;
}

std::vector<SectionsLost> battery_hit_odds(int hits, int horse_to, int sections) {
  // Die by die, the sections lost so far (capped: a battery without sections loses no more).
  // Exact fractions of 6^hits.
  const int other = 6 - horse_to;
  std::vector<Fraction> p(static_cast<std::size_t>(sections) + 1);
  std::vector<std::uint64_t> seq(p.size());
  p[0] = Fraction{1, 1};
  seq[0] = 1;
  const bool counted = hits <= 24;  // 6^24 fits 64 bits: beyond, no counts
  for (int i = 0; i < hits; ++i) {
    std::vector<Fraction> n(p.size());
    std::vector<std::uint64_t> ns(p.size());
    for (std::size_t k = 0; k < p.size(); ++k) {
      if (p[k].num == 0) continue;
      const std::size_t up = std::min(k + 1, p.size() - 1);
      if (horse_to > 0) n[k] += p[k] * Fraction::of(static_cast<OddsCount>(horse_to), 6);
      if (other > 0) n[up] += p[k] * Fraction::of(static_cast<OddsCount>(other), 6);
      if (counted) {
        ns[k] += seq[k] * static_cast<std::uint64_t>(horse_to);
        ns[up] += seq[k] * static_cast<std::uint64_t>(other);
      }
    }
    p = std::move(n);
    seq = std::move(ns);
  }
  std::vector<SectionsLost> out;
  for (std::size_t k = 0; k < p.size(); ++k)
    if (p[k].num != 0) out.push_back({static_cast<int>(k), p[k], counted ? seq[k] : 0});
  return out;
}

}  // namespace hexfire::volley
