// The play screen plays column-shift through the seam alone, with no front-end code naming it:
// the action bar is the system's list, the fire preview carries the ledger and exact odds, and
// Enter carries the fire out.
#include "ui/play_fixture.hpp"

namespace hexfire::game::testing {
namespace {

class ColumnShiftPlayTest : public PlayScreenTest {
 protected:
  void SetUp() override { start("scenarios/column-shift/tutorial_ww1.xml"); }
};

TEST_F(ColumnShiftPlayTest, TheActionBarIsColumnShiftsOwn) {
  std::vector<std::string> ids;
  for (const ActionButton& b : play->action_buttons()) ids.push_back(b.id);
  EXPECT_EQ(ids, (std::vector<std::string>{"move", "fire", "assault", "charge", "cold_steel", "recover", "dig", "load",
                                           "unload", "mount", "dismount"}));
}

TEST_F(ColumnShiftPlayTest, FireIsPreviewedWithItsOddsAndCarriedOut) {
  const std::string side = in_control();
  const Hex from = side == "British" ? hex("0205") : hex("0503");
  const Hex target = side == "British" ? hex("0503") : hex("0205");
  click_hex(from);
  ASSERT_EQ(play->selected_hex(), from);
  key(SDLK_f);
  ASSERT_EQ(play->action().id, "fire");
  click_in_view(target);
  ASSERT_TRUE(play->action_preview().has_value());
  ASSERT_TRUE(play->action_preview()->legal) << play->action_preview()->error;
  EXPECT_EQ(play->action_preview()->odds.paths, 36u);
  EXPECT_EQ(play->action_preview()->ledger.kind, "direct_fire");
  key(SDLK_RETURN);
  ASSERT_EQ(play->session().log().size(), 1u) << play->message();
  EXPECT_EQ(play->session().log()[0].verb, "fire");
  ASSERT_TRUE(play->last_resolution().has_value());
  EXPECT_EQ(play->last_resolution()->kind, "direct_fire");
  EXPECT_NE(in_control(), side);  // the other side activates next
}

}  // namespace
}  // namespace hexfire::game::testing
