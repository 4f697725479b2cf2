// Hex lines: exact cases along a hexside and across a hexside midpoint, and properties checked
// against an independent, finely sampled geometric line.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <set>

#include "engine/hex/hex.hpp"

namespace hexfire {
namespace {

// Flat-top Cartesian centre (unit size), independent of the code under test.
void centre(Hex h, double& x, double& y) {
  x = 1.5 * h.q;
  y = std::sqrt(3.0) * (h.r + h.q / 2.0);
}

// The hex whose centre is nearest to (x, y): the hex containing the point.
Hex hex_at_point(double x, double y) {
  const double fq = x / 1.5;
  const Hex guess{static_cast<int>(std::lround(fq)), static_cast<int>(std::lround(y / std::sqrt(3.0) - fq / 2.0))};
  Hex best = guess;
  double best_d = 1e300;
  for (Hex h : hexes_within(guess, 1)) {
    double cx, cy;
    centre(h, cx, cy);
    const double d = (cx - x) * (cx - x) + (cy - y) * (cy - y);
    if (d < best_d) {
      best_d = d;
      best = h;
    }
  }
  return best;
}

// Every hex whose interior a line a->b enters, found by sampling it finely on both sides of
// the exact line (so a line lying on a hexside finds both hexes).
std::set<Hex> touched(Hex a, Hex b) {
  double ax, ay, bx, by;
  centre(a, ax, ay);
  centre(b, bx, by);
  const double len = std::hypot(bx - ax, by - ay);
  const double nx = -(by - ay) / len * 1e-7, ny = (bx - ax) / len * 1e-7;
  std::set<Hex> out{a, b};
  const int samples = 211 * distance(a, b);
  for (int k = 0; k < samples; ++k) {
    const double t = (k + 0.5) / samples;
    const double x = ax + (bx - ax) * t, y = ay + (by - ay) * t;
    out.insert(hex_at_point(x + nx, y + ny));
    out.insert(hex_at_point(x - nx, y - ny));
  }
  return out;
}

std::set<Hex> line_hexes(const std::vector<HexLineStep>& line) {
  std::set<Hex> out;
  for (const auto& s : line) {
    out.insert(s.hex);
    if (s.alternate) out.insert(*s.alternate);
  }
  return out;
}

bool along_hexside(Hex d) { return d.q == d.r || d.r == d.s() || d.q == d.s(); }

TEST(HexLine, SingleHex) {
  const auto line = hex_line(Hex{3, 4}, Hex{3, 4});
  ASSERT_EQ(line.size(), 1u);
  EXPECT_EQ(line[0].hex, (Hex{3, 4}));
  EXPECT_FALSE(line[0].alternate.has_value());
}

TEST(HexLine, StraightAlongADirection) {
  const auto line = hex_line(Hex{0, 0}, Hex{0, 5});
  ASSERT_EQ(line.size(), 6u);
  for (int i = 0; i <= 5; ++i) {
    EXPECT_EQ(line[static_cast<std::size_t>(i)].hex, (Hex{0, i}));
    EXPECT_FALSE(line[static_cast<std::size_t>(i)].alternate.has_value());
  }
}

TEST(HexLine, AlongAHexsideReportsBothHexes) {
  // (0,0) to (2,-1) runs due east on a flat-top map, exactly along the hexside between
  // (1,0) and (1,-1).
  const auto line = hex_line(Hex{0, 0}, Hex{2, -1});
  ASSERT_EQ(line.size(), 3u);
  EXPECT_EQ(line[1].hex, (Hex{1, 0}));
  ASSERT_TRUE(line[1].alternate.has_value());
  EXPECT_EQ(*line[1].alternate, (Hex{1, -1}));
  EXPECT_FALSE(line[0].alternate.has_value());
  EXPECT_FALSE(line[2].alternate.has_value());
}

TEST(HexLine, LongAlongHexsideLineAlternatesPairsAndCentres) {
  // (0,0) to (-3,6) is three times (-1,2): it runs along hexsides between pairs of hexes and
  // through the centres of (-1,2) and (-2,4).
  const auto line = hex_line(Hex{0, 0}, Hex{-3, 6});
  ASSERT_EQ(line.size(), 7u);
  for (std::size_t i = 0; i < line.size(); ++i) EXPECT_EQ(line[i].alternate.has_value(), i % 2 == 1) << i;
  EXPECT_EQ(line[2].hex, (Hex{-1, 2}));
  EXPECT_EQ(line[4].hex, (Hex{-2, 4}));
  EXPECT_EQ((std::set<Hex>{line[1].hex, *line[1].alternate}), (std::set<Hex>{Hex{0, 1}, Hex{-1, 1}}));
}

TEST(HexLine, CrossingAHexsideMidpointListsBothHexesInOrder) {
  // (0,0) to (1,3) crosses the hexside between (1,1) and (0,2) at its midpoint, passing through
  // both hexes: six steps for a distance of four.
  const auto line = hex_line(Hex{0, 0}, Hex{1, 3});
  const std::vector<Hex> want{{0, 0}, {0, 1}, {1, 1}, {0, 2}, {1, 2}, {1, 3}};
  ASSERT_EQ(line.size(), want.size());
  for (std::size_t i = 0; i < want.size(); ++i) {
    EXPECT_EQ(line[i].hex, want[i]) << i;
    EXPECT_FALSE(line[i].alternate.has_value());
  }
}

TEST(HexLine, WalkStopsWhenAskedAndReportsSamples) {
  int calls = 0;
  walk_hex_line(Hex{0, 0}, Hex{8, -2}, [&calls](const HexLineStep&, int) { return ++calls < 3; });
  EXPECT_EQ(calls, 3);
  std::vector<int> samples;
  walk_hex_line(Hex{0, 0}, Hex{1, 3}, [&samples](const HexLineStep&, int s) {
    samples.push_back(s);
    return true;
  });
  EXPECT_EQ(samples, (std::vector<int>{0, 1, 2, 2, 3, 4}));
}

// The properties below run over every pair drawn from two discs, in every direction.
std::vector<std::pair<Hex, Hex>> pairs() {
  std::vector<std::pair<Hex, Hex>> out;
  for (Hex a : hexes_within(Hex{0, 0}, 2))
    for (Hex b : hexes_within(Hex{3, -1}, 7)) out.emplace_back(a, b);
  return out;
}

TEST(HexLine, EndsAtBothEndsAndIsContiguous) {
  for (const auto& [a, b] : pairs()) {
    const auto line = hex_line(a, b);
    ASSERT_FALSE(line.empty());
    EXPECT_EQ(line.front().hex, a);
    EXPECT_EQ(line.back().hex, b);
    for (std::size_t i = 1; i < line.size(); ++i) {
      std::vector<Hex> prev{line[i - 1].hex}, cur{line[i].hex};
      if (line[i - 1].alternate) prev.push_back(*line[i - 1].alternate);
      if (line[i].alternate) cur.push_back(*line[i].alternate);
      for (Hex p : prev)
        for (Hex c : cur) ASSERT_EQ(distance(p, c), 1) << to_string(a) << "->" << to_string(b) << " step " << i;
    }
  }
}

TEST(HexLine, LengthIsDistancePlusOnePlusMidpointCrossings) {
  int lines_with_crossings = 0;
  for (const auto& [a, b] : pairs()) {
    std::vector<int> samples;
    walk_hex_line(a, b, [&samples](const HexLineStep&, int s) {
      samples.push_back(s);
      return true;
    });
    int repeats = 0;
    for (std::size_t i = 1; i < samples.size(); ++i) repeats += samples[i] == samples[i - 1] ? 1 : 0;
    EXPECT_EQ(samples.size(), static_cast<std::size_t>(distance(a, b) + 1 + repeats));
    if (along_hexside(b - a)) {
      EXPECT_EQ(repeats, 0);
    }
    if (repeats > 0) ++lines_with_crossings;
    EXPECT_EQ(hex_line(a, b).size(), samples.size());
  }
  EXPECT_GT(lines_with_crossings, 0);
}

TEST(HexLine, AlternatesOnlyOnAlongHexsideLines) {
  for (const auto& [a, b] : pairs()) {
    const auto line = hex_line(a, b);
    const bool any_alternate =
        std::any_of(line.begin(), line.end(), [](const HexLineStep& s) { return s.alternate.has_value(); });
    EXPECT_EQ(any_alternate, a != b && along_hexside(b - a)) << to_string(a) << "->" << to_string(b);
  }
}

TEST(HexLine, ReversedLineIsTheSameLineBackwards) {
  for (const auto& [a, b] : pairs()) {
    auto fwd = hex_line(a, b);
    const auto back = hex_line(b, a);
    std::reverse(fwd.begin(), fwd.end());
    ASSERT_EQ(fwd.size(), back.size());
    for (std::size_t i = 0; i < fwd.size(); ++i) {
      EXPECT_EQ(fwd[i].hex, back[i].hex) << to_string(a) << "->" << to_string(b);
      EXPECT_EQ(fwd[i].alternate, back[i].alternate);
    }
  }
}

TEST(HexLine, ListsExactlyTheHexesTheGeometricLineEnters) {
  // From one origin only (TranslationDoesNotChangeTheShape covers the rest): sampling is slow.
  const Hex a{0, 0};
  for (Hex b : hexes_within(a, 6)) {
    if (a == b) continue;
    EXPECT_EQ(line_hexes(hex_line(a, b)), touched(a, b)) << to_string(a) << "->" << to_string(b);
  }
}

TEST(HexLine, TranslationDoesNotChangeTheShape) {
  const Hex shift{-17, 23};
  for (const auto& [a, b] : pairs()) {
    const auto line = hex_line(a, b);
    const auto moved = hex_line(a + shift, b + shift);
    ASSERT_EQ(line.size(), moved.size());
    for (std::size_t i = 0; i < line.size(); ++i) EXPECT_EQ(line[i].hex + shift, moved[i].hex);
  }
}

}  // namespace
}  // namespace hexfire
