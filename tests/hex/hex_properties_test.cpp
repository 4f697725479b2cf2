// Hex algebra as properties over many hexes: neighbours, distance, rings, ranges, bearings.
#include <gtest/gtest.h>

#include <map>
#include <set>

#include "engine/hex/hex.hpp"

namespace hexfire {
namespace {

// A field of hexes around a few different centres, so nothing depends on the origin.
std::vector<Hex> sample_hexes(int radius) {
  std::vector<Hex> out;
  for (Hex c : {Hex{0, 0}, Hex{7, -3}, Hex{-12, 20}})
    for (Hex h : hexes_within(c, radius)) out.push_back(h);
  return out;
}

TEST(HexProperties, NeighbourThenOppositeReturnsHome) {
  for (Hex h : sample_hexes(8))
    for (HexDirection d : kAllDirections) {
      EXPECT_EQ(neighbor(neighbor(h, d), opposite(d)), h);
      EXPECT_EQ(direction_to(h, neighbor(h, d)), d);
      EXPECT_EQ(direction_to(neighbor(h, d), h), opposite(d));
      EXPECT_EQ(distance(h, neighbor(h, d)), 1);
    }
}

TEST(HexProperties, SixDistinctNeighboursSummingToNothing) {
  std::set<Hex> seen;
  Hex sum{0, 0};
  for (HexDirection d : kAllDirections) {
    seen.insert(neighbor(Hex{}, d));
    sum = sum + direction_delta(d);
  }
  EXPECT_EQ(seen.size(), 6u);
  EXPECT_EQ(sum, (Hex{0, 0}));
  EXPECT_FALSE(direction_to(Hex{0, 0}, Hex{2, -1}).has_value());
  EXPECT_FALSE(direction_to(Hex{0, 0}, Hex{0, 0}).has_value());
}

TEST(HexProperties, DirectionsTurnClockwise) {
  EXPECT_EQ(rotate(HexDirection::N, 1), HexDirection::NE);
  EXPECT_EQ(rotate(HexDirection::N, -1), HexDirection::NW);
  EXPECT_EQ(rotate(HexDirection::SW, 3), HexDirection::NE);
  EXPECT_EQ(turn_distance(HexDirection::N, HexDirection::S), 3);
  EXPECT_EQ(turn_distance(HexDirection::NW, HexDirection::NE), 2);
  for (HexDirection d : kAllDirections) {
    EXPECT_EQ(opposite(opposite(d)), d);
    EXPECT_EQ(parse_direction(direction_name(d)), d);
    // Walking one step each way round the compass and back cancels.
    EXPECT_EQ(direction_delta(rotate(d, 1)) + direction_delta(rotate(d, -1)), direction_delta(d));
  }
  EXPECT_EQ(parse_direction("4"), HexDirection::SW);
  EXPECT_FALSE(parse_direction("6").has_value());
  EXPECT_FALSE(parse_direction("north").has_value());
}

TEST(HexProperties, DistanceIsAMetric) {
  const std::vector<Hex> hs = hexes_within(Hex{3, -1}, 4);  // 61 hexes, 226981 triples
  for (Hex a : hs)
    for (Hex b : hs) {
      const int ab = distance(a, b);
      ASSERT_EQ(ab, distance(b, a));
      ASSERT_EQ(ab == 0, a == b);
      for (Hex c : hs) ASSERT_LE(ab, distance(a, c) + distance(c, b)) << to_string(a) << to_string(b) << to_string(c);
    }
}

TEST(HexProperties, DistanceIsFewestNeighbourSteps) {
  // Breadth-first search over neighbours must agree with the closed formula.
  const Hex origin{2, 5};
  std::map<Hex, int> steps{{origin, 0}};
  std::vector<Hex> frontier{origin};
  for (int k = 1; k <= 7; ++k) {
    std::vector<Hex> next;
    for (Hex h : frontier)
      for (HexDirection d : kAllDirections)
        if (steps.emplace(neighbor(h, d), k).second) next.push_back(neighbor(h, d));
    frontier = next;
  }
  for (const auto& [h, k] : steps) EXPECT_EQ(distance(origin, h), k) << to_string(h);
  EXPECT_EQ(steps.size(), 1u + 3u * 7u * 8u);
}

TEST(HexProperties, RingsHaveSixRHexesAllAtRadiusR) {
  const Hex c{-4, 9};
  EXPECT_EQ(ring(c, 0), std::vector<Hex>{c});
  EXPECT_TRUE(ring(c, -1).empty());
  for (int r = 1; r <= 12; ++r) {
    const auto hs = ring(c, r);
    ASSERT_EQ(hs.size(), static_cast<std::size_t>(6 * r));
    EXPECT_EQ(std::set<Hex>(hs.begin(), hs.end()).size(), hs.size());
    for (std::size_t i = 0; i < hs.size(); ++i) {
      EXPECT_EQ(distance(c, hs[i]), r);
      // A closed walk: each hex touches the next, the last touches the first.
      EXPECT_EQ(distance(hs[i], hs[(i + 1) % hs.size()]), 1);
    }
    EXPECT_EQ(hs.front(), c + direction_delta(HexDirection::N) * r);
  }
}

TEST(HexProperties, RingRunsClockwise) {
  const auto hs = ring(Hex{0, 0}, 1);
  for (std::size_t i = 0; i < 6; ++i) EXPECT_EQ(hs[i], direction_delta(direction_from_index(static_cast<int>(i))));
}

TEST(HexProperties, HexesWithinIsTheFilledDisc) {
  const Hex c{5, -8};
  EXPECT_TRUE(hexes_within(c, -1).empty());
  for (int r = 0; r <= 9; ++r) {
    const auto hs = hexes_within(c, r);
    EXPECT_EQ(hs.front(), c);
    ASSERT_EQ(hs.size(), static_cast<std::size_t>(1 + 3 * r * (r + 1)));
    std::set<Hex> got(hs.begin(), hs.end());
    EXPECT_EQ(got.size(), hs.size());
    std::set<Hex> want;
    for (int q = -r; q <= r; ++q)
      for (int s = -r; s <= r; ++s)
        if (distance(Hex{}, Hex{q, s}) <= r) want.insert(c + Hex{q, s});
    EXPECT_EQ(got, want);
  }
}

TEST(HexProperties, BearingOfNeighboursAndStraightLines) {
  for (Hex h : sample_hexes(2))
    for (HexDirection d : kAllDirections) {
      EXPECT_EQ(bearing(h, neighbor(h, d)), d);
      EXPECT_EQ(bearing(h, h + direction_delta(d) * 9), d);
      // One hexside off the straight line still leaves through the same hexside.
      EXPECT_EQ(bearing(h, h + direction_delta(d) * 9 + direction_delta(rotate(d, 1))), d);
    }
  EXPECT_FALSE(bearing(Hex{1, 1}, Hex{1, 1}).has_value());
}

TEST(HexProperties, BearingIsReversedFromTheOtherEndOffVertexLines) {
  for (Hex a : hexes_within(Hex{}, 3))
    for (Hex b : hexes_within(Hex{1, 2}, 5)) {
      if (a == b) continue;
      const Hex d = b - a;
      const bool on_vertex_line = d.q == d.r || d.r == d.s() || d.q == d.s();
      if (!on_vertex_line) {
        EXPECT_EQ(bearing(b, a), opposite(*bearing(a, b))) << to_string(a) << to_string(b);
      }
    }
}

TEST(HexProperties, BearingTiesOnAVertexLineGoToTheLowerIndex) {
  // (2,-1) lies due east on a flat-top map: exactly between the NE and SE hexsides.
  EXPECT_EQ(bearing(Hex{}, Hex{2, -1}), HexDirection::NE);
  // (1,-2) lies exactly between N (0) and NE (1); (-1,-1) between NW (5) and N (0).
  EXPECT_EQ(bearing(Hex{}, Hex{1, -2}), HexDirection::N);
  EXPECT_EQ(bearing(Hex{}, Hex{-1, -1}), HexDirection::N);
  // (-2,1) lies due west: between SW (4) and NW (5).
  EXPECT_EQ(bearing(Hex{}, Hex{-2, 1}), HexDirection::SW);
}

}  // namespace
}  // namespace hexfire
