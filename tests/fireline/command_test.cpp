// Command range: within the HO leader's range (3 by default, or the counter's), routed never,
// parent leaders, and the morale schedule hook.
#include <gtest/gtest.h>

#include "engine/rules/fireline/command.hpp"
#include "engine/rules/fireline/morale.hpp"
#include "move_world.hpp"

namespace hexfire::fireline {
namespace {

using testing::World;

TEST(FirelineCommand, InCommandWithinThreeHexesOfTheLeader) {
  World w(10, 10);
  w.usa_leader("Col. Smith", "0101");
  const UnitId near = w.usa_inf("12th Oh A", "0401");  // 3 hexes along the row
  const UnitId far = w.usa_inf("12th Oh B", "0501");   // 4 hexes
  ASSERT_EQ(distance(w.hex("0101"), w.hex("0401")), 3);
  const CommandStatus a = command_status(w.ctx, w.state, near);
  EXPECT_TRUE(a.in_command) << a.reason;
  EXPECT_EQ(a.distance, 3);
  EXPECT_EQ(a.range, 3);
  const CommandStatus b = command_status(w.ctx, w.state, far);
  EXPECT_FALSE(b.in_command);
  EXPECT_NE(b.reason.find("4 hexes from Col. Smith"), std::string::npos) << b.reason;
}

TEST(FirelineCommand, RangeOptionAndPrintedRange) {
  World w(10, 10, {{"command_range", "4"}});
  const UnitId ldr = w.usa_leader("Col. Smith", "0101");
  const UnitId far = w.usa_inf("12th Oh B", "0501");
  EXPECT_TRUE(command_status(w.ctx, w.state, far).in_command);
  const UnitTypeId t = w.state.unit(ldr).type;
  const_cast<UnitType&>(w.state.unit_type(t)).command_range = 2;  // the counter prints 2
  EXPECT_FALSE(command_status(w.ctx, w.state, far).in_command);
}

TEST(FirelineCommand, RoutedUnitsAreAlwaysOutOfCommand) {
  World w;
  w.usa_leader("Col. Smith", "0303");
  const UnitId u = w.usa_inf("12th Oh", "0303");
  w.status(u, UnitStatus::Routed);
  const CommandStatus s = command_status(w.ctx, w.state, u);
  EXPECT_FALSE(s.in_command);
  EXPECT_NE(s.reason.find("routed"), std::string::npos);
}

TEST(FirelineCommand, NoLeaderMeansOutOfCommandUnlessAParentHasOne) {
  World w;
  const UnitId u = w.usa_inf("12th Oh", "0303");
  EXPECT_FALSE(command_status(w.ctx, w.state, u).in_command);
  w.usa_leader("Gen. Brown", "0304", w.usa_bde);
  const CommandStatus s = command_status(w.ctx, w.state, u);
  EXPECT_TRUE(s.in_command) << s.reason;
  w.options({{"command_search_parent_leader", "false"}});
  EXPECT_FALSE(command_status(w.ctx, w.state, u).in_command);
}

// 6.3 default: out of command means "farther than the HO leader's command range ... from its
// HO leader", and "HO Vol2 = Division": in Vol 2 the regiment's own colonel, stacked with it,
// does not keep it in command 8 hexes from its division commander; in Vol 1 (HO = regiment) he does.
TEST(FirelineCommand, CommandRangeIsMeasuredFromTheHoLevelLeader) {
  World w(12, 12, {{"ho_level", "division"}});
  const OrgId div = w.state.add_org({OrgId{}, "1div", "1st Division", "division", w.usa, std::nullopt, std::nullopt});
  w.state.org(w.usa_bde).parent = div;
  const UnitId general = w.usa_leader("Gen. Kimball", "0101", div);
  w.usa_leader("Col. Smith", "0909");
  const UnitId regt = w.usa_inf("12th Oh", "0909", 4, 5);
  ASSERT_GT(distance(w.hex("0101"), w.hex("0909")), 3);
  const CommandStatus vol2 = command_status(w.ctx, w.state, regt);
  EXPECT_FALSE(vol2.in_command);
  EXPECT_EQ(vol2.leader, general);
  EXPECT_NE(vol2.reason.find("from Gen. Kimball"), std::string::npos) << vol2.reason;
  // The morale schedule reads it: -1 out of command, +1 for the colonel stacked with it.
  const MoraleBreakdown b = average_modified_morale(w.state, w.ctx, w.hex("0909"));
  ASSERT_EQ(b.modifiers.size(), 2u);
  EXPECT_EQ(b.value, 5);
  bool out_of_command = false;
  for (const Modifier& m : b.modifiers) out_of_command = out_of_command || (m.id == "out_of_command" && m.value == -1);
  EXPECT_TRUE(out_of_command);
  // Vol 1: the HO is the regiment, whose colonel stands with it.
  w.options({{"ho_level", "regiment"}});
  EXPECT_TRUE(command_status(w.ctx, w.state, regt).in_command);
}

TEST(FirelineCommand, HookFeedsTheMoraleSchedule) {
  World w(10, 10);
  w.usa_leader("Col. Smith", "0101");
  w.usa_inf("12th Oh", "0601", 4, 5);
  const MoraleBreakdown b = average_modified_morale(w.state, w.ctx, w.hex("0601"));
  ASSERT_EQ(b.modifiers.size(), 1u);
  EXPECT_EQ(b.modifiers[0].value, -1);
  EXPECT_EQ(b.value, 4);
}

}  // namespace
}  // namespace hexfire::fireline
