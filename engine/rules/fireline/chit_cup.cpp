// Formation chits and the draw (see chit_cup.hpp).
#include "engine/rules/fireline/chit_cup.hpp"

namespace hexfire::fireline {

std::optional<OrgId> formation_of(const GameState& s, UnitId unit, const std::string& level) {
  std::optional<OrgId> o = s.unit(unit).org;
  for (int guard = 0; o && guard < 64; ++guard) {
    if (s.org(*o).level == level) return o;
    o = s.org(*o).parent;
  }
  return std::nullopt;
}

std::string formation_chit_key(const GameState& s, UnitId unit, const std::string& level) {
  if (const auto f = formation_of(s, unit, level)) return s.org(*f).key;
  return "side:" + s.side(s.unit(unit).side).key;
}

std::vector<Chit> formation_chits(const GameState& s, const std::string& level) {
  // One pass over the units finds the formations and sides with a unit alive (a formation with
  // every unit eliminated gets no chit); the chits then follow the order of the organizations.
  std::vector<bool> alive(s.orgs().size(), false);
  std::vector<bool> loose(s.sides().size(), false);
  for (const Unit& u : s.units()) {
    if (u.eliminated) continue;
    if (const auto f = formation_of(s, u.id, level)) alive[f->value] = true;
    else loose[u.side.value] = true;
  }
  std::vector<Chit> out;
  for (const Organization& o : s.orgs())
    if (o.level == level && alive[o.id.value])
      out.push_back({o.key, o.name + " (" + s.side(o.side).name + ")", ChitKind::Formation, o.side, o.id});
  for (const Side& side : s.sides())
    if (loose[side.id.value])
      out.push_back({"side:" + side.key, side.name + " units", ChitKind::Formation, side.id, std::nullopt});
  return out;
}

Chit draw_chit(std::vector<Chit>& cup, Rng& rng) {
  const auto i = static_cast<std::size_t>(rng.below(static_cast<int>(cup.size())));
  Chit c = cup[i];
  cup.erase(cup.begin() + static_cast<std::ptrdiff_t>(i));
  return c;
}

}  // namespace hexfire::fireline
