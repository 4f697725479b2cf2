// GameState's look-ups by key, id and name go through indexes: they find what was added, the
// first of two with the same key (as the searches they replaced did), nothing for unknown keys,
// and the same in a copy of the state.
#include <gtest/gtest.h>

#include <memory>
#include <string>

#include "engine/state/game_state.hpp"
#include "tests/support/test_map.hpp"

namespace hexfire {
namespace {

GameState small_state() {
  return GameState(std::make_shared<const Ruleset>(test_support::make_test_ruleset()), HexMap(6, 6));
}

TEST(GameStateLookup, FindsEachKindByItsKey) {
  GameState s = small_state();
  for (const char* key : {"usa", "csa"}) {
    Side side;
    side.key = key;
    s.add_side(side);
  }
  UnitType t;
  t.id = "inf";
  const UnitTypeId type = s.add_unit_type(t);
  for (int i = 0; i < 1000; ++i) {
    Organization o;
    o.key = "o" + std::to_string(i);
    s.add_org(o);
    Unit u;
    u.name = "u" + std::to_string(i);
    u.type = type;
    s.add_unit(u);
  }
  EXPECT_EQ(s.find_side("csa"), SideId{1});
  EXPECT_EQ(s.find_unit_type("inf"), type);
  EXPECT_EQ(s.find_org("o737"), OrgId{737});
  EXPECT_EQ(s.find_unit("u999"), UnitId{999});
  EXPECT_FALSE(s.find_side("prussia").has_value());
  EXPECT_FALSE(s.find_org("o1000").has_value());
  EXPECT_FALSE(s.find_unit_type("cav").has_value());
  EXPECT_FALSE(s.find_unit("").has_value());
}

TEST(GameStateLookup, TheFirstOfTwoWithOneKeyIsFoundAlsoInACopy) {
  GameState s = small_state();
  Organization o;
  o.key = "1bde";
  o.name = "first";
  s.add_org(o);
  o.name = "second";
  s.add_org(o);
  Unit u;
  u.name = "3/12 Ohio";
  s.add_unit(u);
  s.add_unit(u);
  const GameState copy = s;
  EXPECT_EQ(copy.org(*copy.find_org("1bde")).name, "first");
  EXPECT_EQ(copy.find_unit("3/12 Ohio"), UnitId{0});
  EXPECT_EQ(s.find_org("1bde"), OrgId{0});
}

TEST(GameStateLookup, AUnitPlacedOffTheMapIsRefusedAndNotIndexed) {
  GameState s = small_state();
  Unit u;
  u.name = "lost";
  u.position = Hex{40, 40};
  EXPECT_THROW(s.add_unit(u), std::out_of_range);
  EXPECT_FALSE(s.find_unit("lost").has_value());
  EXPECT_TRUE(s.units().empty());
}

}  // namespace
}  // namespace hexfire
