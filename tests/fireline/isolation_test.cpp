// Isolation: a path free of enemy EZOC and MFZ to a friendly edge or supply source.
#include <gtest/gtest.h>

#include "engine/rules/fireline/isolation.hpp"
#include "engine/rules/fireline/mfz.hpp"
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

// Issue 11 point 10: a stack with an open way to its friendly edge is not isolated because the
// enemy it is in contact with projects a fire zone past it, touching its rear hexsides.
TEST(FirelineIsolation, LineOfBattleAlongAFenceIsNotCutOffByItsOpponent) {
  World w(8, 8, {{"isolation_supply_edges_usa", "south"}});
  for (const char* col : {"03", "04", "05"}) {
    const std::string usa = std::string(col) + "04", csa = std::string(col) + "03";
    w.usa_inf("Oh " + usa, usa);
    w.csa_inf("Va " + csa, csa);
    w.hexside(csa, usa, "fence");  // the enemy fires through it: MFZ 2 (note a)
  }
  // The enemy's fire zone does reach the hex behind the line ...
  EXPECT_TRUE(in_enemy_mfz(w.ctx, w.state, w.hex("0405"), w.usa));
  // ... but the line still has its way south.
  const IsolationStatus s = isolation_status(w.ctx, w.state, w.hex("0404"), w.usa);
  EXPECT_FALSE(s.isolated) << s.reason;
  const MoraleBreakdown b = average_modified_morale(w.state, w.ctx, w.hex("0404"));
  for (const auto& m : b.modifiers) EXPECT_NE(m.id, "isolated");
}

TEST(FirelineIsolation, StackOnAFlankUnderAnEmbankmentsFireZone) {
  World w(8, 8, {{"isolation_supply_edges_usa", "east"}});
  w.terrain("0204", "rr_embankment");
  w.csa_inf("Va", "0204");  // two hexes off, MFZ 2 from the embankment
  w.usa_inf("Oh", "0404");
  ASSERT_TRUE(in_enemy_mfz(w.ctx, w.state, w.hex("0404"), w.usa));
  EXPECT_FALSE(isolation_status(w.ctx, w.state, w.hex("0404"), w.usa).isolated);
}

TEST(FirelineIsolation, OtherEnemyZonesAcrossTheRearStillIsolate) {
  World w(8, 8, {{"isolation_supply_edges_usa", "south"}});
  w.usa_inf("Oh", "0404");
  w.csa_inf("Va front", "0403");
  w.hexside("0403", "0404", "fence");
  // A second enemy line two rows behind closes every way south; its zones do not reach 0404.
  for (const char* h : {"0106", "0306", "0506", "0706"}) w.csa_inf(std::string("Va ") + h, h);
  const IsolationStatus s = isolation_status(w.ctx, w.state, w.hex("0404"), w.usa);
  EXPECT_TRUE(s.isolated) << s.reason;
}

}  // namespace
}  // namespace hexfire::fireline
