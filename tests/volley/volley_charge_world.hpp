// The charges the charge, melee and odds tests share, and ledger helpers.
#pragma once

#include <string>

#include "engine/rules/volley/volley_charge.hpp"
#include "volley_world.hpp"

namespace hexfire::test::volley_charge_world {

inline volley::ChargeUnit regiment(const std::string& name, int figures, const std::string& quality = "veteran") {
  volley::ChargeUnit u;
  u.morale.unit = name;
  u.morale.quality = quality;
  u.figures = figures;
  u.fire.weapon = "rifled_musket";
  return u;
}

// Two veteran regiments in line with rifled muskets, 3 hexes apart (2 to contact).
inline volley::ChargeSituation alabama_on_maine() {
  volley::ChargeSituation s;
  s.attacker = regiment("15th Alabama", 20);
  s.defender = regiment("20th Maine", 16);
  s.target_hexes = 3;
  return s;
}

// The first follow-up of this kind, depth first.
inline const Resolution* follow_up(const Resolution& r, const std::string& kind) {
  for (const Resolution& f : r.follow_ups) {
    if (f.kind == kind) return &f;
    if (const Resolution* deeper = follow_up(f, kind)) return deeper;
  }
  return nullptr;
}

inline int count_follow_ups(const Resolution& r, const std::string& kind) {
  int n = 0;
  for (const Resolution& f : r.follow_ups) n += (f.kind == kind) + count_follow_ups(f, kind);
  return n;
}

}  // namespace hexfire::test::volley_charge_world
