#include "engine/rules/volley/volley_board.hpp"

#include <cmath>

namespace hexfire::volley::board {

VolleyFlow& flow_of(Match& m) { return static_cast<VolleyFlow&>(*m.flow.system.get()); }
const VolleyFlow& flow_of(const Match& m) { return static_cast<const VolleyFlow&>(*m.flow.system.get()); }

bool on_map(const Unit& u) { return u.position && !u.eliminated; }

bool is_officer(const GameState& s, UnitId u) { return s.is_leader(u); }

std::optional<UnitId> body_in(const GameState& s, Hex h) {
  for (UnitId id : s.stack_at(h))
    if (!s.is_leader(id) && on_map(s.unit(id))) return id;
  return std::nullopt;
}

MoveQuery move_query(const GameState& s, UnitId mover, int mp, bool officer) {
  const Unit& u = s.unit(mover);
  MoveQuery q;
  q.start = *u.position;
  q.movement_points = mp;
  q.unit_classes = {s.unit_type(u.type).unit_class};
  const SideId side = u.side;
  q.hooks.may_enter = [&s, side](const MoveStep& step) {
    const auto in = s.side_in(step.to);
    return !in || *in == side;
  };
  q.hooks.may_end_in = [&s, mover, officer](Hex h) {
    if (officer) return true;
    const auto b = body_in(s, h);
    return !b || *b == mover;
  };
  return q;
}

std::vector<UnitId> officers_in(const GameState& s, Hex h, SideId side) {
  std::vector<UnitId> out;
  for (UnitId id : s.stack_at(h))
    if (s.is_leader(id) && s.unit(id).side == side && on_map(s.unit(id))) out.push_back(id);
  return out;
}

std::string class_attr(const GameState& s, UnitId u, const char* attr) {
  const auto& a = s.unit_class_of(u).attributes;
  const auto it = a.find(attr);
  return it == a.end() ? std::string() : it->second;
}

std::string arm_of(const GameState& s, UnitId u) {
  const std::string a = class_attr(s, u, "arm");
  return a.empty() ? "infantry" : a;
}

std::string officer_rank_here(const GameState& s, UnitId u) {
  const Unit& unit = s.unit(u);
  if (!unit.position) return {};
  static const char* const kRanks[] = {"corps", "division", "brigade"};  // best first
  const auto officers = officers_in(s, *unit.position, unit.side);
  for (const char* rank : kRanks)
    for (UnitId o : officers)
      if (class_attr(s, o, "rank") == rank) return std::string(rank) + "_officer";
  return {};
}

namespace {
struct Vec {
  double x, y;
};
// The centre of a hex as drawn on a flat-top map; a pointy-top map only rotates it, which angles
// do not see.
Vec centre(Hex h) { return {1.5 * h.q, std::sqrt(3.0) * (h.r + h.q / 2.0)}; }
}  // namespace

double degrees_off_front(HexDirection facing, Hex from, Hex to) {
  const Vec a = centre(direction_delta(facing)), o = centre(from), t = centre(to);
  const Vec b{t.x - o.x, t.y - o.y};
  const double la = std::hypot(a.x, a.y), lb = std::hypot(b.x, b.y);
  if (lb == 0) return 0;
  const double c = std::clamp((a.x * b.x + a.y * b.y) / (la * lb), -1.0, 1.0);
  return std::acos(c) * 180.0 / 3.14159265358979323846;
}

int flank_of(HexDirection facing, Hex at, Hex from) {
  const double deg = degrees_off_front(facing, at, from);
  if (deg <= 60.0 + 1e-6) return 0;
  if (deg <= 120.0 + 1e-6) return 1;
  if (deg <= 150.0 + 1e-6) return 2;
  return 3;
}

std::vector<HexDirection> hexsides_facing(Hex at, Hex from) {
  std::vector<HexDirection> out;
  if (at == from) return out;
  const auto line = hex_line(at, from);
  if (line.size() < 2) return out;
  const HexLineStep& next = line[1];
  for (const auto& h : {std::optional<Hex>(next.hex), next.alternate}) {
    if (!h) continue;
    for (HexDirection d : kAllDirections)
      if (neighbor(at, d) == *h) out.push_back(d);
  }
  return out;
}

std::optional<int> nearest_enemy(const GameState& s, Hex h, SideId side) {
  std::optional<int> best;
  for (const Unit& u : s.units()) {
    if (u.side == side || !on_map(u) || s.is_leader(u.id)) continue;
    const int d = distance(h, *u.position);
    if (!best || d < *best) best = d;
  }
  return best;
}

std::string side_key(const Match& m, SideId s) { return m.state.side(s).key; }

std::optional<SideId> other_side(const Match& m, SideId s) {
  for (const Side& x : m.state.sides())
    if (x.id != s) return x.id;
  return std::nullopt;
}

}  // namespace hexfire::volley::board
