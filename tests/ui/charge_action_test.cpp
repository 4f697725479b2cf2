// Fireline's Charge action on the play screen (tests/fireline/fixtures/charge.xml): C shows the
// cavalry's own area, the hexes next to the 45th Virginia it may charge from, and a click there
// makes the charging move. Before, the area stayed the Move action's when the action changed, and
// a charging move could only be typed.
#include <algorithm>

#include "play_fixture.hpp"

namespace hexfire::game::testing {
namespace {

constexpr const char* kCharge = "tests/fireline/fixtures/charge.xml";

TEST_F(PlayScreenTest, TheChargeActionShowsItsOwnAreaAndMakesTheChargingMove) {
  start(kCharge);
  side_to_act();
  click_hex(hex("0306"));
  ASSERT_EQ(play->selected_hex(), hex("0306"));
  const std::size_t move_area = play->reach().size();
  key(SDLK_c);
  ASSERT_EQ(play->action().id, "charge");
  const auto& area = play->reach();
  ASSERT_FALSE(area.empty());
  EXPECT_LT(area.size(), move_area);
  for (const ReachableHex& h : area) EXPECT_EQ(distance(h.hex, hex("0303")), 1) << play->match().state.map().label(h.hex);
  // Back to Move: its whole area again.
  key(SDLK_m);
  EXPECT_EQ(play->reach().size(), move_area);
  key(SDLK_c);
  click_in_view(hex("0304"));
  ASSERT_FALSE(play->session().log().empty()) << play->message();
  const Command& done = play->session().log().back();
  EXPECT_EQ(done.verb, "move");
  EXPECT_EQ(done.args.back(), "charge");
  EXPECT_EQ(play->match().state.unit(*play->match().state.find_unit("1st Ohio Cavalry")).position, hex("0304"));
}

}  // namespace
}  // namespace hexfire::game::testing
