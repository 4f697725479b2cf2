// Fireline's Charge action on the play screen (tests/fireline/fixtures/charge.xml): C shows the
// cavalry's own area, the hexes next to the 45th Virginia it may charge from, and a click there
// makes the charging move. Before, the area stayed the Move action's when the action changed, and
// a charging move could only be typed. After the move the stack's next action is its charge, so
// the screen chooses Assault for it (PreviewProvider::bound_action); before, the player was left
// on Move and had to press A.
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

  // The 45th Virginia may fire at it first (reaction fire); it holds its fire.
  ASSERT_FALSE(play->match().flow.prompts.empty());
  const std::vector<Command> answers = play->match().flow.prompts.front().options;
  const auto pass = std::find_if(answers.begin(), answers.end(), [](const Command& c) { return c.verb == "pass"; });
  ASSERT_NE(pass, answers.end());
  ASSERT_TRUE(play->answer_prompt(static_cast<std::size_t>(pass - answers.begin()))) << play->message();
  // The charge is all the rules let the cavalry do now: it is selected again, on Assault, and a
  // click on the enemy previews the charge.
  ASSERT_EQ(play->selected_hex(), hex("0304"));
  EXPECT_EQ(play->action().id, "assault");
  // A stack with its choice free still starts on Move; the cavalry, selected again, on Assault.
  click_in_view(hex("0206"));
  ASSERT_EQ(play->selected_hex(), hex("0206"));
  EXPECT_EQ(play->action().id, "move");
  click_in_view(hex("0304"));
  ASSERT_EQ(play->selected_hex(), hex("0304"));
  EXPECT_EQ(play->action().id, "assault");
  click_in_view(hex("0303"));
  ASSERT_TRUE(play->action_preview().has_value());
  EXPECT_TRUE(play->action_preview()->legal) << play->action_preview()->error;
  ASSERT_TRUE(play->confirm_action()) << play->message();
  const Command& charge = play->session().log().back();
  EXPECT_EQ(charge.verb, "assault");
  EXPECT_EQ(charge.args.back(), "charge");
}

}  // namespace
}  // namespace hexfire::game::testing
