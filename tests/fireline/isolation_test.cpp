// Isolation: a path free of enemy EZOC and MFZ to a friendly edge or supply source.
#include <gtest/gtest.h>

#include "engine/rules/fireline/isolation.hpp"
#include "engine/rules/fireline/morale.hpp"
#include "move_world.hpp"

namespace hexfire::fireline {
namespace {

using testing::World;

TEST(FirelineIsolation, OpenMapIsNotIsolatedByDefault) {
  World w;
  w.usa_inf("12th Oh", "0404");
  const IsolationStatus s = isolation_status(w.ctx, w.state, w.hex("0404"), w.usa);
  EXPECT_FALSE(s.isolated);
  ASSERT_FALSE(s.path.empty());
  EXPECT_EQ(s.path.front(), w.hex("0404"));
}

TEST(FirelineIsolation, RingOfEnemyZonesIsolates) {
  World w(9, 9);
  w.usa_inf("12th Oh", "0505");
  // Enemy stacks two hexes out all round: their zones cover every ring-1 and ring-2 hex.
  int n = 0;
  for (Hex h : ring(w.hex("0505"), 2))
    if (n++ % 2 == 0) w.csa_inf("Va " + std::to_string(n), w.label(h));
  const IsolationStatus s = isolation_status(w.ctx, w.state, w.hex("0505"), w.usa);
  EXPECT_TRUE(s.isolated) << s.reason;
  // The morale hook sees it: -2.
  const MoraleBreakdown b = average_modified_morale(w.state, w.ctx, w.hex("0505"));
  bool found = false;
  for (const auto& m : b.modifiers) found = found || m.value == -2;
  EXPECT_TRUE(found);
}

TEST(FirelineIsolation, FriendlyEdgeOptionDecides) {
  World w(8, 8, {{"isolation_supply_edges_usa", "west"}});
  w.usa_inf("12th Oh", "0404");
  // A wall of enemy zones along column 2 cuts the stack off from the west edge only.
  for (int row = 1; row <= 8; row += 2) w.csa_inf("Va " + std::to_string(row), "02" + std::string(row < 10 ? "0" : "") + std::to_string(row));
  IsolationStatus s = isolation_status(w.ctx, w.state, w.hex("0404"), w.usa);
  EXPECT_TRUE(s.isolated) << s.reason;
  w.options({{"isolation_supply_edges_usa", "west east"}});
  s = isolation_status(w.ctx, w.state, w.hex("0404"), w.usa);
  EXPECT_FALSE(s.isolated);
  EXPECT_NE(s.reason.find("east edge"), std::string::npos) << s.reason;
}

TEST(FirelineIsolation, SupplySourceHex) {
  World w(8, 8, {{"isolation_supply_edges_usa", "none"}, {"isolation_supply_hexes_usa", "0606"}});
  w.usa_inf("12th Oh", "0404");
  IsolationStatus s = isolation_status(w.ctx, w.state, w.hex("0404"), w.usa);
  EXPECT_FALSE(s.isolated);
  EXPECT_EQ(s.path.back(), w.hex("0606"));
  w.options({{"isolation_supply_edges_usa", "none"}});
  EXPECT_TRUE(isolation_status(w.ctx, w.state, w.hex("0404"), w.usa).isolated);
}

}  // namespace
}  // namespace hexfire::fireline
