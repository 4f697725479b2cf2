// The counters' level of detail (issue 13's screens, 4): volley's counters carried the order,
// the formation and the stands as badges cascading over each other and over the figures at zoom
// 1. Badges now show as many as have room side by side below the name, most important first.
// Counter sides are the play screen's at zooms 0.5, 1 and 2 (a flat-top hex of 48 px, counters
// 1.2 hexes).
#include <gtest/gtest.h>

#include "game/render/marker_badges.hpp"

namespace hexfire::game {
namespace {

constexpr double kCounterAtZoom1 = 48 * 1.2;

TEST(CounterBadges, FewerBadgesAtLowZoom) {
  EXPECT_EQ(badge_layout(4, kCounterAtZoom1 * 0.5).shown, 1u);  // the order (or status) alone
  EXPECT_EQ(badge_layout(4, kCounterAtZoom1).shown, 2u);        // the order and the formation
  EXPECT_EQ(badge_layout(4, kCounterAtZoom1 * 2).shown, 3u);
  EXPECT_EQ(badge_layout(1, kCounterAtZoom1 * 2).shown, 1u);
  EXPECT_EQ(badge_layout(3, 12).shown, 0u);  // a chip: no badge reads
}

// A badge too small for its word prints its first letters: volley's orders were blank cards at
// the default zoom. Here a letter is taken to need 5 pixels of a badge's room.
TEST(CounterBadges, ABadgeTooSmallForItsWordPrintsItsFirstLetters) {
  auto room = [](double px) { return [px](const std::string& t) { return static_cast<double>(t.size()) * 5 <= px; }; };
  EXPECT_EQ(legend_that_fits("MOVE", room(20)), "MOVE");
  EXPECT_EQ(legend_that_fits("MOVE", room(12)), "MO");
  EXPECT_EQ(legend_that_fits("DISENG", room(7)), "D");
  EXPECT_EQ(legend_that_fits("HOLD", room(3)), "");
  EXPECT_EQ(legend_that_fits("", room(20)), "");
}

TEST(CounterBadges, NeverOverEachOtherTheNameOrFarPastTheFoot) {
  for (double s = 14; s <= 240; s += 1.5) {
    std::size_t before = 0;
    for (std::size_t n = 1; n <= 5; ++n) {
      const BadgeLayout l = badge_layout(n, s);
      if (l.shown == 0) continue;
      EXPECT_GE(l.side, (l.shown == 1 ? kMinLoneBadgePx : kMinBadgeSidePx) - 1e-9) << s;
      EXPECT_GT(l.step, l.side) << "badges apart at side " << s;
      // The name's band: its centre 0.35 s above the counter's centre, 0.19 s high.
      EXPECT_GE(l.first_y - l.side / 2, -s * 0.35 + s * 0.19 / 2 - 1e-9) << s;
      const double last_bottom = l.first_y + l.step * static_cast<double>(l.shown - 1) + l.side / 2;
      EXPECT_LE(last_bottom, s * kBadgeFoot + 1e-9) << s;
      EXPECT_GE(l.shown, before) << "more badges never fewer shown";
      before = l.shown;
    }
  }
  // Larger counters never show fewer badges.
  std::size_t last = 0;
  for (double s = 14; s <= 240; s += 1.5) {
    EXPECT_GE(badge_layout(3, s).shown, last) << s;
    last = badge_layout(3, s).shown;
  }
}

}  // namespace
}  // namespace hexfire::game
