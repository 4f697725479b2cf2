// Offset coordinates in all four layouts and board labels: round trips over whole maps and
// neighbour relations checked by hand against the printed-map pictures.
#include <gtest/gtest.h>

#include <cstdlib>
#include <set>

#include "engine/hex/offset.hpp"
#include "engine/map/hex_map.hpp"

namespace hexfire {
namespace {

constexpr OffsetLayout kLayouts[] = {OffsetLayout::FlatOddQ, OffsetLayout::FlatEvenQ, OffsetLayout::PointyOddR,
                                     OffsetLayout::PointyEvenR};

TEST(Offset, LayoutNamesRoundTrip) {
  for (OffsetLayout l : kLayouts) EXPECT_EQ(parse_layout(layout_name(l)), l);
  EXPECT_FALSE(parse_layout("hex").has_value());
  EXPECT_TRUE(is_flat_top(OffsetLayout::FlatEvenQ));
  EXPECT_FALSE(is_flat_top(OffsetLayout::PointyOddR));
}

TEST(Offset, RoundTripsOverWholeMapsInAllLayouts) {
  for (OffsetLayout l : kLayouts)
    for (auto [w, h] : {std::pair{37, 23}, std::pair{1, 1}, std::pair{2, 3}, std::pair{24, 17}}) {
      std::set<Hex> seen;
      for (int c = 0; c < w; ++c)
        for (int r = 0; r < h; ++r) {
          const OffsetCoord oc{c, r};
          const Hex hx = from_offset(oc, l);
          ASSERT_EQ(to_offset(hx, l), oc) << layout_name(l) << " " << c << "," << r;
          seen.insert(hx);
        }
      EXPECT_EQ(seen.size(), static_cast<std::size_t>(w * h)) << layout_name(l);  // one hex per cell
    }
}

TEST(Offset, RoundTripsForNegativeCoordinates) {
  for (OffsetLayout l : kLayouts)
    for (Hex h : hexes_within(Hex{-5, -7}, 6)) EXPECT_EQ(from_offset(to_offset(h, l), l), h) << layout_name(l);
}

TEST(Offset, OriginCellIsTheOriginHex) {
  for (OffsetLayout l : kLayouts) EXPECT_EQ(from_offset({0, 0}, l), (Hex{0, 0}));
}

// Hand-checked neighbours: for each layout, one hex in a shifted line and one in an unshifted
// line, listing the offset cell reached through each axial direction.
struct NeighbourCase {
  OffsetLayout layout;
  OffsetCoord from;
  OffsetCoord want[6];  // N, NE, SE, S, SW, NW (axial directions)
};

TEST(Offset, NeighboursMatchHandCheckedCases) {
  const NeighbourCase cases[] = {
      // Flat-top, odd columns half a hex lower.
      {OffsetLayout::FlatOddQ, {1, 1}, {{1, 0}, {2, 1}, {2, 2}, {1, 2}, {0, 2}, {0, 1}}},
      {OffsetLayout::FlatOddQ, {2, 2}, {{2, 1}, {3, 1}, {3, 2}, {2, 3}, {1, 2}, {1, 1}}},
      // Flat-top, even columns half a hex lower.
      {OffsetLayout::FlatEvenQ, {2, 2}, {{2, 1}, {3, 2}, {3, 3}, {2, 3}, {1, 3}, {1, 2}}},
      {OffsetLayout::FlatEvenQ, {1, 1}, {{1, 0}, {2, 0}, {2, 1}, {1, 2}, {0, 1}, {0, 0}}},
      // Pointy-top, odd rows half a hex right. Axial N draws as NW, NE as NE, SE as E, S as SE,
      // SW as SW, NW as W.
      {OffsetLayout::PointyOddR, {1, 1}, {{1, 0}, {2, 0}, {2, 1}, {2, 2}, {1, 2}, {0, 1}}},
      {OffsetLayout::PointyOddR, {2, 2}, {{1, 1}, {2, 1}, {3, 2}, {2, 3}, {1, 3}, {1, 2}}},
      // Pointy-top, even rows half a hex right.
      {OffsetLayout::PointyEvenR, {2, 2}, {{2, 1}, {3, 1}, {3, 2}, {3, 3}, {2, 3}, {1, 2}}},
      {OffsetLayout::PointyEvenR, {1, 1}, {{0, 0}, {1, 0}, {2, 1}, {1, 2}, {0, 2}, {0, 1}}},
  };
  for (const auto& c : cases) {
    const Hex h = from_offset(c.from, c.layout);
    for (HexDirection d : kAllDirections) {
      const OffsetCoord got = to_offset(neighbor(h, d), c.layout);
      const OffsetCoord want = c.want[index_of(d)];
      EXPECT_EQ(got, want) << layout_name(c.layout) << " from " << c.from.col << "," << c.from.row << " "
                           << direction_name(d) << ": got " << got.col << "," << got.row;
    }
  }
}

TEST(Offset, NeighboursStayWithinOneColumnAndRow) {
  for (OffsetLayout l : kLayouts)
    for (int c = 0; c < 9; ++c)
      for (int r = 0; r < 7; ++r) {
        const Hex h = from_offset({c, r}, l);
        for (HexDirection d : kAllDirections) {
          const OffsetCoord n = to_offset(neighbor(h, d), l);
          EXPECT_LE(std::abs(n.col - c), 1);
          EXPECT_LE(std::abs(n.row - r), 1);
          EXPECT_FALSE(n.col == c && n.row == r);
        }
      }
}

TEST(Labels, BoardStyleExamples) {
  EXPECT_EQ(hex_label({3, 11}, {1, 2}), "0412");
  EXPECT_EQ(hex_label({3, 11}, {0, 2}), "0311");
  EXPECT_EQ(hex_label({3, 11}, {1, 3}), "004012");
  EXPECT_EQ(hex_label({0, 0}, {1, 2}), "0101");
  EXPECT_EQ(parse_hex_label("0412", {1, 2}), (OffsetCoord{3, 11}));
  EXPECT_EQ(parse_hex_label("0000", {0, 2}), (OffsetCoord{0, 0}));
  EXPECT_EQ(parse_hex_label("104099", {1, 3}), (OffsetCoord{103, 98}));
}

TEST(Labels, MalformedLabelsAreRefused) {
  const HexLabelFormat f{1, 2};
  EXPECT_FALSE(parse_hex_label("041", f).has_value());
  EXPECT_FALSE(parse_hex_label("04120", f).has_value());
  EXPECT_FALSE(parse_hex_label("04a2", f).has_value());
  EXPECT_FALSE(parse_hex_label("", f).has_value());
  EXPECT_FALSE(parse_hex_label("0012", f).has_value());  // column 00 is below first_index 1
  EXPECT_FALSE(parse_hex_label("0400", f).has_value());
  EXPECT_FALSE(parse_hex_label("-112", f).has_value());
  EXPECT_FALSE(parse_hex_label("0412", HexLabelFormat{1, 0}).has_value());
}

TEST(Labels, RoundTripOverWholeMaps) {
  for (HexLabelFormat f : {HexLabelFormat{1, 2}, HexLabelFormat{0, 2}, HexLabelFormat{1, 3}, HexLabelFormat{0, 3}})
    for (OffsetLayout l : kLayouts) {
      const int w = f.digits == 3 ? 120 : 37, h = f.digits == 3 ? 105 : 23;
      const HexMap map(w, h, l, f);
      std::set<std::string> labels;
      for (Hex hx : map.all_hexes()) {
        const std::string text = map.label(hx);
        ASSERT_EQ(text.size(), static_cast<std::size_t>(2 * f.digits));
        ASSERT_EQ(map.parse_label(text), hx) << text << " " << layout_name(l);
        labels.insert(text);
      }
      EXPECT_EQ(labels.size(), map.hex_count());
    }
}

TEST(Labels, MapRefusesLabelsOffTheMap) {
  const HexMap map(37, 23, OffsetLayout::FlatOddQ, {1, 2});
  EXPECT_TRUE(map.parse_label("3723").has_value());
  EXPECT_FALSE(map.parse_label("3823").has_value());
  EXPECT_FALSE(map.parse_label("3724").has_value());
  EXPECT_FALSE(map.parse_label("0001").has_value());
  const HexMap zero(37, 23, OffsetLayout::FlatOddQ, {0, 2});
  EXPECT_TRUE(zero.parse_label("0000").has_value());
  EXPECT_FALSE(zero.parse_label("3700").has_value());
}

}  // namespace
}  // namespace hexfire
