#include "engine/rules/volley/volley_situation.hpp"

#include <algorithm>
#include <cmath>

#include "engine/rules/volley/volley_unit.hpp"

namespace hexfire::volley {

using namespace board;

bool woods(const GameState& s, Hex h) {
  const auto& a = s.ruleset().terrain_type(s.map().terrain(h)).attributes;
  const auto it = a.find("woods");
  return it != a.end() && it->second == "true";
}

std::string works_in(const GameState& s, Hex h) {
  for (MarkerId id : s.map().markers(h)) {
    const auto& a = s.ruleset().marker(id).attributes;
    if (const auto it = a.find("works"); it != a.end()) return it->second;
  }
  return {};
}

namespace {

// The cover a hexside gives a target behind it: its feature's target DRM id ("stone_wall").
// A fence or wall shelters the hex behind it, not the one in front: a scenario that names its
// protected side marks the hex in front exposed (HexMap::sheltered_by_hexside), and a unit
// there takes no cover from it ("Behind wooden fence", "Behind stone wall", 4.4 and 4.5).
std::string hexside_cover(const GameState& s, Hex at, HexDirection d) {
  if (!s.map().sheltered_by_hexside(at, d)) return {};
  std::string best;
  for (HexsideFeatureId f : s.map().hexside_features(at, d)) {
    const auto& a = s.ruleset().hexside_feature(f).attributes;
    const auto it = a.find("cover");
    if (it == a.end()) continue;
    if (it->second == "stone_wall" || best.empty()) best = it->second;
  }
  return best;
}

// Artillery ranges are halved into or through woods (C-6): any woods on the line past the firer.
bool woods_on_line(const GameState& s, Hex from, Hex to) {
  bool found = false;
  walk_hex_line(from, to, [&](const HexLineStep& step, int) {
    for (const auto& h : {std::optional<Hex>(step.hex), step.alternate})
      if (h && *h != from && s.map().contains(*h) && woods(s, *h)) found = true;
    return !found;
  });
  return found;
}

}  // namespace

std::string cover_against(const GameState& s, Hex at, Hex from) {
  std::string cover = woods(s, at) ? "fence_or_woods" : "";
  for (HexDirection d : hexsides_facing(at, from)) {
    const std::string c = hexside_cover(s, at, d);
    if (c == "stone_wall" || (cover.empty() && !c.empty())) cover = c;
  }
  return cover;
}

int firing_count(const GameState& s, const VolleyOptions& o, UnitId u, int strength) {
  const VolleyUnit& v = volley_unit(s.unit(u));
  if (v.battery()) return v.formation == "limbered" ? 0 : strength;
  if (o.firing_figures == "all") return strength;
  const int per = v.stands > 0 ? v.stand_figures() : strength;
  if (v.formation == "column" || v.formation == "march_column") return std::min(strength, per);
  if (v.formation == "double_line" || v.formation == "disorder") return (strength + 1) / 2;
  return strength;
}

FireRead read_fire(const Match& m, const VolleyTables& t, const VolleyOptions& o, const LosOptions& los, UnitId firer,
                   UnitId target, bool fresh) {
  FireRead r;
  const GameState& s = m.state;
  const VolleyFlow& f = flow_of(m);
  const Unit& a = s.unit(firer);
  const Unit& b = s.unit(target);
  const VolleyUnit& va = volley_unit(a);
  const VolleyUnit& vb = volley_unit(b);
  VolleyFire& x = r.fire;
  x.firer = a.name;
  x.target = b.name;
  x.weapon = va.weapon;
  const Weapon* w = t.weapon(va.weapon);
  auto cannot = [&](std::string why) {
    if (!r.cannot) r.cannot = std::move(why);
  };
  if (!w) {
    cannot(a.name + " has no weapon of the tables ('" + va.weapon + "')");
    return r;
  }
  r.artillery = w->artillery;
  r.sharpshooter = w->sharpshooter;
  if (!on_map(a) || !on_map(b)) {
    cannot("both units must be on the map");
    return r;
  }
  if (a.side == b.side) cannot(b.name + " is not an enemy");
  if (s.is_leader(target)) cannot("an officer alone is not a target");
  if (a.status == UnitStatus::Routed) cannot(a.name + " is routed and cannot fire (4.5)");
  if (va.ammo == Ammunition::Out) cannot(a.name + " is out of ammunition (C-2)");
  if (va.fired && !fresh) cannot(a.name + " has fired this turn");
  if (f.charged.count(firer) && !fresh) cannot(a.name + " charged this turn");
  for (const Melee& locked : f.melees)
    if (locked.attacker == firer || locked.defender == firer) cannot(a.name + " is locked in melee");
  if (va.battery() && va.formation == "limbered") cannot(a.name + " is limbered: unlimber to fire");
  const Hex from = *a.position, to = *b.position;
  if (degrees_off_front(a.facing, from, to) > 60.0 + 1e-6)
    cannot(b.name + " is outside " + a.name + "'s front (60 degrees either side of its facing)");
  if (!has_line_of_sight(s.map(), s.ruleset(), from, to, los)) cannot(a.name + " cannot see " + b.name);

  const int hexes = distance(from, to);
  const bool art_woods = w->artillery && woods_on_line(s, from, to);
  x.band = range_band(*w, hexes, o.inches_per_hex, art_woods);
  if (x.band == RangeBand::Beyond)
    cannot(b.name + " is " + std::to_string(hexes) + " hexes away, beyond the long range of " + w->name);

  // The figures a fire phase began with, in that phase (its fire is simultaneous); in any other
  // phase (a charge's volleys, Hold fire at a mover) the figures the unit has now.
  const bool in_fire_phase = m.flow.phase == "first_fire" || m.flow.phase == "fire";
  const auto st = in_fire_phase ? f.strength.find(firer) : f.strength.end();
  const int strength = st != f.strength.end() ? st->second : (va.battery() ? va.sections * 2 : va.figures);
  const int count = firing_count(s, o, firer, strength);
  if (va.battery()) x.half_sections = count;
  else x.figures = count;
  const auto order = f.orders.find(firer);
  x.first_fire = m.flow.phase == "first_fire" && order != f.orders.end() && order->second.kind == OrderKind::FirstFire;
  x.moved = va.moved;
  x.repeaters = va.repeaters;
  x.low_ammunition = va.ammo == Ammunition::Low;
  x.officer = !officers_in(s, from, a.side).empty();
  x.opening_volley = !va.opened;
  x.quality = va.quality;
  x.firer_works = works_in(s, from);
  x.target_arm = arm_of(s, target);
  x.formation = vb.formation;
  if (x.target_arm == "artillery" && vb.formation != "limbered" && vb.formation != "unlimbered")
    x.formation = "unlimbered";

  const std::string cover = cover_against(s, to, from);
  if (!cover.empty()) x.target_drms.push_back(cover);
  r.cover = !cover.empty();
  if (const std::string w2 = works_in(s, to); !w2.empty()) x.target_drms.push_back(w2), r.cover = true;
  r.flank = flank_of(b.facing, to, from);
  if (r.flank == 1) x.target_drms.push_back("partial_flank");
  if (r.flank >= 2) x.target_drms.push_back("full_flank");

  const auto torder = f.orders.find(target);
  if (f.revealed && torder != f.orders.end() && torder->second.kind == OrderKind::Disengage)
    x.halved_because = "disengaging";
  else if (vb.formation == "skirmish")
    x.halved_because = "skirmishing";
  return r;
}

MoraleSide read_morale(const Match& m, const VolleyTables&, const VolleyOptions& o, UnitId id, const Pressure& p,
                       bool by_charge) {
  const GameState& s = m.state;
  const VolleyFlow& f = flow_of(m);
  const Unit& u = s.unit(id);
  const VolleyUnit& v = volley_unit(u);
  MoraleSide side;
  side.unit = u.name;
  side.quality = v.quality;
  side.level = level_of(u.status);
  auto add = [&](const std::string& mod, int n = 1) {
    if (n > 0) side.modifiers[mod] += n;
  };
  if (const std::string rank = officer_rank_here(s, id); !rank.empty()) add(rank);
  if (u.position) {
    const Hex h = *u.position;
    if (p.cover || woods(s, h)) add("cover");
    if (const std::string w = works_in(s, h); !w.empty()) add(w);
    if (o.supported == "front_hex") {
      const Hex ahead = neighbor(h, u.facing);
      if (s.map().contains(ahead))
        if (const auto friend_ = body_in(s, ahead); friend_ && s.unit(*friend_).side == u.side) add("supported");
    }
  }
  add("stand_lost", v.stands_lost());
  if (u.org) {
    const Organization& org = s.org(*u.org);
    if (org.leader && s.unit(*org.leader).eliminated) add("brigade_commander_lost");
    int lost = 0;
    for (const Unit& other : s.units())
      if (other.id != id && other.org == u.org && !s.is_leader(other.id) && other.eliminated) ++lost;
    add("regiment_lost", lost);
  }
  if (p.flank == 1) add("partial_flank");
  if (p.flank == 2) add("full_flank");
  if (p.flank == 3) add("rear");
  if (v.formation == "disorder") add("disorder");
  if (by_charge) {
    const auto order = f.orders.find(id);
    if (order != f.orders.end() && (order->second.kind == OrderKind::Charge || order->second.kind == OrderKind::Form) &&
        !f.charged.count(id))
      add("caught_forming");
    if (f.charged.count(id)) add("charging");
  } else {
    add("artillery_hit", p.artillery_hits);
  }
  return side;
}

int movement_points(const GameState& s, const VolleyOptions& o, UnitId u) {
  const VolleyUnit& v = volley_unit(s.unit(u));
  // moves="line:6 column:9 ...": inches by formation; "any" for a class that moves the same in all.
  const std::string moves = class_attr(s, u, "moves");
  double inches = 0;
  std::size_t i = 0;
  while (i < moves.size()) {
    const std::size_t j = std::min(moves.find(' ', i), moves.size());
    const std::string word = moves.substr(i, j - i);
    const std::size_t colon = word.find(':');
    if (colon != std::string::npos) {
      const std::string form = word.substr(0, colon);
      if (form == v.formation || (form == "any" && inches == 0)) inches = std::atof(word.c_str() + colon + 1);
    }
    i = j + 1;
  }
  return std::max(1, static_cast<int>(std::floor(inches / o.inches_per_hex + 1e-9)));
}

}  // namespace hexfire::volley
