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

// The direction from a to b when they are neighbours, otherwise nothing.
std::optional<HexDirection> direction_to(Hex a, Hex b);
// The hexside of `from` that a line towards `to` leaves through (the nearest of the six
// directions by angle); for from == to, nothing. Used to decide front or flank of a facing.
std::optional<HexDirection> bearing(Hex from, Hex to);

// All hexes exactly `radius` from center (radius 0 gives the center alone), clockwise.
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

// The hexes a straight line from a to b passes through, a and b included, in order.
std::vector<HexLineStep> hex_line(Hex a, Hex b);

std::string to_string(Hex h);  // "(q,r)" for messages about hexes off any labelled map

}  // namespace hexfire

template <>
struct std::hash<hexfire::Hex> {
  std::size_t operator()(const hexfire::Hex& h) const noexcept {
    return std::hash<long long>{}((static_cast<long long>(h.q) << 32) ^ static_cast<unsigned>(h.r));
  }
};
