// Hex in axial coordinates (q, r; s = -q - r derived), directions, distance, rings and ranges.
#pragma once

#include <array>
#include <compare>
#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace hexfire {

// Direction convention, written down once for the whole project:
// indices run clockwise from north as drawn on a flat-top map (N, NE, SE, S, SW, NW).
// The axial deltas below are fixed; a pointy-top layout draws the same six deltas rotated 30
// degrees, so on such a map index 0 points north-west instead. Opposite of d is (d + 3) % 6.
enum class HexDirection : int { N = 0, NE = 1, SE = 2, S = 3, SW = 4, NW = 5 };

inline constexpr std::array<HexDirection, 6> kAllDirections = {
    HexDirection::N, HexDirection::NE, HexDirection::SE,
    HexDirection::S, HexDirection::SW, HexDirection::NW};

constexpr int index_of(HexDirection d) { return static_cast<int>(d); }
constexpr HexDirection direction_from_index(int i) { return static_cast<HexDirection>(((i % 6) + 6) % 6); }
constexpr HexDirection opposite(HexDirection d) { return direction_from_index(index_of(d) + 3); }
// Turning by +1 is one hexside clockwise, -1 counter-clockwise.
constexpr HexDirection rotate(HexDirection d, int steps) { return direction_from_index(index_of(d) + steps); }
// Smallest number of hexside turns between two directions (0..3).
constexpr int turn_distance(HexDirection a, HexDirection b) {
  const int d = ((index_of(a) - index_of(b)) % 6 + 6) % 6;
  return d <= 3 ? d : 6 - d;
}

const char* direction_name(HexDirection d);                       // "N", "NE", ...
std::optional<HexDirection> parse_direction(const std::string& s);  // accepts names or 0..5

struct Hex {
  int q = 0;
  int r = 0;

  constexpr int s() const { return -q - r; }
  constexpr auto operator<=>(const Hex&) const = default;
  constexpr Hex operator+(Hex o) const { return {q + o.q, r + o.r}; }
  constexpr Hex operator-(Hex o) const { return {q - o.q, r - o.r}; }
  constexpr Hex operator*(int k) const { return {q * k, r * k}; }
};

constexpr Hex direction_delta(HexDirection d) {
  constexpr std::array<Hex, 6> deltas = {Hex{0, -1}, Hex{1, -1}, Hex{1, 0},
                                         Hex{0, 1},  Hex{-1, 1}, Hex{-1, 0}};
  return deltas[static_cast<std::size_t>(index_of(d))];
}

constexpr Hex neighbor(Hex h, HexDirection d) { return h + direction_delta(d); }

constexpr int abs_int(int v) { return v < 0 ? -v : v; }
constexpr int length(Hex h) { return (abs_int(h.q) + abs_int(h.r) + abs_int(h.s())) / 2; }
constexpr int distance(Hex a, Hex b) { return length(a - b); }

// The direction from a to b when they are neighbours, otherwise nothing. Inline and
// table-driven: line of sight and movement ask it for every step.
constexpr std::optional<HexDirection> direction_to(Hex a, Hex b) {
  const Hex d = b - a;
  if (d.q < -1 || d.q > 1 || d.r < -1 || d.r > 1) return std::nullopt;
  // Indexed by (dq + 1) * 3 + (dr + 1); -1 where the delta is no neighbour.
  constexpr std::array<int, 9> by_delta = {-1, 5, 4, 0, -1, 3, 1, 2, -1};
  const int i = by_delta[static_cast<std::size_t>((d.q + 1) * 3 + (d.r + 1))];
  if (i < 0) return std::nullopt;
  return static_cast<HexDirection>(i);
}
// The hexside of `from` that a line towards `to` leaves through (the nearest of the six
// directions by angle); for from == to, nothing. Used to decide front or flank of a facing.
std::optional<HexDirection> bearing(Hex from, Hex to);
// Every hexside nearest by angle: one, or two when the line runs exactly through a vertex of
// `from` (then both hexsides meeting there, in direction order); empty for from == to. Rules
// that must give mirror-image situations the same answer use this rather than bearing's
// tie-break.
std::vector<HexDirection> bearings(Hex from, Hex to);

// All hexes exactly `radius` from center, clockwise from the north corner (radius 0 gives the
// center alone, a negative radius nothing).
std::vector<Hex> ring(Hex center, int radius);
// All hexes within `radius` of center, center first.
std::vector<Hex> hexes_within(Hex center, int radius);

// One step of a hex line. When the ideal line runs exactly along the hexside between two hexes,
// `alternate` holds the second hex: rules must decide what such a line means (for line of sight,
// the usual convention is that it is blocked only if both are blocking).
struct HexLineStep {
  Hex hex;
  std::optional<Hex> alternate;
};

// The hexes a straight line from the centre of a to the centre of b passes through, a and b
// included, in order. Usually distance(a, b) + 1 steps, one per sample of the line, each a
// neighbour of the last. Two exact cases are decided here once for everybody:
// - The line runs along a hexside (b - a is a multiple of a "diagonal" such as (2,-1)): the
//   step holds both hexes of that hexside (hex + alternate). Which of the two is `hex` depends
//   only on the hexside, not on the direction of the line, so a->b and b->a agree.
// - The line crosses a hexside exactly at its midpoint without running along it (e.g. (0,0) to
//   (1,3)): it passes through the interiors of both hexes, so both are listed as two ordinary
//   steps in the order the line enters them. Such a line has one step more than distance + 1.
// A line that only touches a hex at one corner does not list that hex.
std::vector<HexLineStep> hex_line(Hex a, Hex b);

// Walks hex_line(a, b) without allocating: calls visit(const HexLineStep&, int sample) for each
// step in order, where sample (0..distance) says how far along the line the step lies, in units
// of distance(a, b) (both hexes of a midpoint crossing share one sample). visit returns false to
// stop early. This is what line of sight uses; hex_line is a thin wrapper.
//
// Exact integer arithmetic: sample i lies at a + (b - a) * i / n; each cube coordinate is kept
// as floor and remainder over n. The coordinate whose delta is +-n is whole at every sample, so
// a sample is either inside one hex (round each coordinate) or exactly on a hexside midpoint
// (two coordinates end in one half). There the tie is broken as if the point were nudged by k:
// the tied coordinate with the larger k rounds up, the other down. The sideways nudge
// k = (1, 2, -3) (and its negative) separates the two hexes of an along-hexside line the same
// way whichever end the line starts from; the nudge k = +-(b - a) gives the hex before and after
// a midpoint crossing.
template <typename Visit>
void walk_hex_line(Hex a, Hex b, Visit&& visit) {
  const int n = distance(a, b);
  if (n == 0) {
    visit(HexLineStep{a, std::nullopt}, 0);
    return;
  }
  const Hex d = b - a;
  const int delta[3] = {d.q, d.r, d.s()};
  // Along-hexside lines are exactly those whose cube delta has two equal components.
  const bool along_hexside = d.q == d.r || d.r == d.s() || d.q == d.s();
  int floor_part[3] = {a.q, a.r, a.s()};
  int rem[3] = {0, 0, 0};
  visit(HexLineStep{a, std::nullopt}, 0);
  for (int i = 1; i < n; ++i) {
    int rounded[3];
    int tied[2] = {0, 0};
    int ties = 0;
    for (int c = 0; c < 3; ++c) {
      rem[c] += delta[c];  // |delta| <= n, so one correction keeps rem in [0, n)
      if (rem[c] >= n) {
        rem[c] -= n;
        ++floor_part[c];
      } else if (rem[c] < 0) {
        rem[c] += n;
        --floor_part[c];
      }
      const int twice = 2 * rem[c];
      rounded[c] = floor_part[c] + (twice > n ? 1 : 0);
      if (twice == n && ties < 2) tied[ties++] = c;
    }
    if (ties == 0) {
      if (!visit(HexLineStep{Hex{rounded[0], rounded[1]}, std::nullopt}, i)) return;
      continue;
    }
    const auto resolve = [&](int k0, int k1, int k2) {
      const int k[3] = {k0, k1, k2};
      int v[3] = {rounded[0], rounded[1], rounded[2]};
      ++v[k[tied[0]] > k[tied[1]] ? tied[0] : tied[1]];
      return Hex{v[0], v[1]};
    };
    if (along_hexside) {
      if (!visit(HexLineStep{resolve(1, 2, -3), resolve(-1, -2, 3)}, i)) return;
    } else {
      if (!visit(HexLineStep{resolve(-delta[0], -delta[1], -delta[2]), std::nullopt}, i)) return;
      if (!visit(HexLineStep{resolve(delta[0], delta[1], delta[2]), std::nullopt}, i)) return;
    }
  }
  visit(HexLineStep{b, std::nullopt}, n);
}

std::string to_string(Hex h);  // "(q,r)" for messages about hexes off any labelled map

}  // namespace hexfire

template <>
struct std::hash<hexfire::Hex> {
  std::size_t operator()(const hexfire::Hex& h) const noexcept {
    return std::hash<long long>{}((static_cast<long long>(h.q) << 32) ^ static_cast<unsigned>(h.r));
  }
};
