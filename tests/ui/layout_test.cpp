// Layout and camera properties: pixel <-> hex round trips in both orientations, rounding of
// points anywhere inside a hex, hexside geometry agreeing with neighbours, zoom anchoring.
#include <gtest/gtest.h>

#include <cmath>

#include "engine/hex/hex.hpp"
#include "game/render/camera.hpp"
#include "game/render/layout.hpp"

namespace hexfire::game {
namespace {

class LayoutBothOrientations : public ::testing::TestWithParam<HexOrientation> {};

TEST_P(LayoutBothOrientations, CentreRoundTripsForEveryHexInARange) {
  const Layout layout(GetParam(), 37.5, {13, -7});
  for (Hex h : hexes_within({3, -2}, 12)) EXPECT_EQ(layout.pixel_to_hex(layout.hex_to_pixel(h)), h);
}

TEST_P(LayoutBothOrientations, PointsInsideTheInscribedCircleRoundToTheirHex) {
  const Layout layout(GetParam(), 40.0);
  const double inner = 40.0 * std::sqrt(3.0) / 2 * 0.98;
  for (Hex h : hexes_within({0, 0}, 6))
    for (int k = 0; k < 24; ++k) {
      const double a = k * 0.2617993878;  // 15 degree steps
      const Vec2 p = layout.hex_to_pixel(h) + Vec2{std::cos(a), std::sin(a)} * inner;
      EXPECT_EQ(layout.pixel_to_hex(p), h) << "angle step " << k;
    }
}

TEST_P(LayoutBothOrientations, HexsideMidpointsPointAtTheNeighbour) {
  const Layout layout(GetParam(), 30.0);
  const Hex h{2, 1};
  for (HexDirection d : kAllDirections) {
    const Vec2 towards = normalized(layout.hex_to_pixel(neighbor(h, d)) - layout.hex_to_pixel(h));
    const Vec2 mid = normalized(layout.side_midpoint(d));
    EXPECT_NEAR(towards.x, mid.x, 1e-9) << direction_name(d);
    EXPECT_NEAR(towards.y, mid.y, 1e-9) << direction_name(d);
    // The midpoint lies exactly halfway to the neighbour's centre.
    EXPECT_NEAR(length(layout.side_midpoint(d)) * 2,
                length(layout.hex_to_pixel(neighbor(h, d)) - layout.hex_to_pixel(h)), 1e-9);
  }
}

TEST_P(LayoutBothOrientations, SharedHexsideHasTheSameCornersFromBothSides) {
  const Layout layout(GetParam(), 25.0);
  const Hex h{-1, 3};
  for (HexDirection d : kAllDirections) {
    const Hex n = neighbor(h, d);
    const auto a = layout.side_corners(d);
    const auto b = layout.side_corners(opposite(d));
    const Vec2 a0 = layout.hex_to_pixel(h) + a[0], a1 = layout.hex_to_pixel(h) + a[1];
    const Vec2 b0 = layout.hex_to_pixel(n) + b[0], b1 = layout.hex_to_pixel(n) + b[1];
    // Clockwise in each hex, so the shared edge appears reversed from the other side.
    EXPECT_NEAR(length(a0 - b1), 0, 1e-9);
    EXPECT_NEAR(length(a1 - b0), 0, 1e-9);
  }
}

INSTANTIATE_TEST_SUITE_P(Orientations, LayoutBothOrientations,
                         ::testing::Values(HexOrientation::FlatTop, HexOrientation::PointyTop));

TEST(Layout, FlatTopNorthIsUpAndPointyTopDirectionZeroIsUpLeft) {
  const Layout flat(HexOrientation::FlatTop, 10), pointy(HexOrientation::PointyTop, 10);
  const Vec2 f = flat.hex_to_pixel(neighbor({0, 0}, HexDirection::N));
  EXPECT_NEAR(f.x, 0, 1e-9);
  EXPECT_LT(f.y, 0);
  const Vec2 p = pointy.hex_to_pixel(neighbor({0, 0}, HexDirection::N));
  EXPECT_LT(p.x, 0);
  EXPECT_LT(p.y, 0);
}

TEST(HexRound, KeepsCubeConstraintNearCorners) {
  // A point almost on a corner: rounding each coordinate alone would break q + r + s = 0.
  const Hex h = hex_round({0.49, 0.49});
  EXPECT_EQ(h.q + h.r + h.s(), 0);
  EXPECT_LE(distance(h, {0, 0}), 1);
  EXPECT_EQ(hex_round({2.1, -0.9}), (Hex{2, -1}));
  EXPECT_EQ(hex_round({-3.4, 1.45}), (Hex{-3, 1}));
}

TEST(Camera, ZoomAtKeepsTheAnchorOnTheSameWorldPoint) {
  Camera cam;
  cam.set_pan({100, 50});
  const Vec2 anchor{320, 240};
  const Vec2 world = cam.screen_to_world(anchor);
  cam.zoom_at(anchor, 2.5);
  EXPECT_DOUBLE_EQ(cam.zoom(), 2.5);
  const Vec2 again = cam.world_to_screen(world);
  EXPECT_NEAR(again.x, anchor.x, 1e-9);
  EXPECT_NEAR(again.y, anchor.y, 1e-9);
}

TEST(Camera, ZoomIsClampedToQuarterAndFour) {
  Camera cam;
  cam.zoom_at({0, 0}, 100);
  EXPECT_DOUBLE_EQ(cam.zoom(), 4.0);
  cam.zoom_at({0, 0}, 0.001);
  EXPECT_DOUBLE_EQ(cam.zoom(), 0.25);
}

TEST(Camera, FitCentresTheRectangle) {
  Camera cam;
  cam.fit({0, 0}, {400, 200}, {800, 600}, 0);
  EXPECT_DOUBLE_EQ(cam.zoom(), 2.0);
  const Vec2 c = cam.world_to_screen({200, 100});
  EXPECT_NEAR(c.x, 400, 1e-9);
  EXPECT_NEAR(c.y, 300, 1e-9);
}

}  // namespace
}  // namespace hexfire::game
