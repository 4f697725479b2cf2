// Picking firers on the play screen: the fire preview lists every unit of the firing stack with
// what it counts under the fire limit, unticking one re-plans the fire, and the roll fires exactly
// the units picked (the command carries them, so saves and replays do too).
#include <algorithm>

#include "ui/play_fixture.hpp"

namespace hexfire::game::testing {
namespace {

constexpr const char* kPick = "tests/fixtures/ui/play_pick.xml";

class FirePickTest : public PlayScreenTest {
 protected:
  const LedgerView::Firer* firer(const LedgerView& v, const std::string& name) const {
    for (const auto& f : v.firers)
      if (f.name.rfind(name, 0) == 0) return &f;
    return nullptr;
  }
  bool has_line(const LedgerView& v, const std::string& part) const {
    return std::any_of(v.lines.begin(), v.lines.end(), [&](const std::string& l) { return l.find(part) != std::string::npos; });
  }
};

TEST_F(FirePickTest, PreviewListsEachFirerWithWhatCountsUnderTheLimit) {
  start(kPick);
  side_to_act();
  click_hex(hex("0605"));
  key(SDLK_f);
  click_in_view(hex("0603"));
  ASSERT_TRUE(play->action_preview() && play->action_preview()->legal) << play->action_preview()->error;
  const LedgerView v = play->ledger_panel();
  EXPECT_TRUE(v.whole_stack);
  ASSERT_EQ(v.firers.size(), 2u);
  const auto* ohio = firer(v, "23rd Ohio");
  const auto* guns = firer(v, "Battery A");
  ASSERT_TRUE(ohio && guns);
  EXPECT_TRUE(ohio->picked && guns->picked && ohio->can_fire && guns->can_fire);
  EXPECT_EQ(ohio->note, "counts 4 of 6 SP: fire limit of 0605");
  EXPECT_EQ(guns->note, "does not count: over the fire limit of 0605");
  EXPECT_TRUE(has_line(v, "Base: F = S x R = 4 x 1, rounded down = 4")) << ::testing::PrintToString(v.lines);
}

TEST_F(FirePickTest, UntickingTheRegimentFiresTheBatteryAlone) {
  start(kPick);
  side_to_act();
  click_hex(hex("0605"));
  key(SDLK_f);
  click_in_view(hex("0603"));
  const UnitId ohio = *play->match().state.find_unit("23rd Ohio");
  const UnitId guns = *play->match().state.find_unit("Battery A");
  play->toggle_firer(ohio);
  EXPECT_EQ(play->picked_firers(), std::vector<UnitId>{guns});
  ASSERT_TRUE(play->action_preview() && play->action_preview()->legal) << play->action_preview()->error;
  LedgerView v = play->ledger_panel();
  EXPECT_FALSE(v.whole_stack);
  EXPECT_FALSE(firer(v, "23rd Ohio")->picked);
  EXPECT_EQ(firer(v, "23rd Ohio")->note, "holding fire");
  EXPECT_EQ(firer(v, "Battery A")->note, "fires with all 2 SP");
  EXPECT_TRUE(has_line(v, "holding fire: 23rd Ohio"));
  EXPECT_EQ(play->action_preview()->ledger.base_value, 3);  // 2 SP x 1.5

  // Unticking the last firer leaves nothing picked: back to the whole stack, said so.
  play->toggle_firer(guns);
  EXPECT_TRUE(play->picked_firers().empty());
  EXPECT_NE(play->message().find("whole stack"), std::string::npos);
  EXPECT_EQ(play->action_preview()->ledger.base_value, 4);
  play->toggle_firer(ohio);
  EXPECT_EQ(play->picked_firers(), std::vector<UnitId>{guns});

  key(SDLK_RETURN);  // roll
  ASSERT_TRUE(play->last_resolution().has_value());
  EXPECT_EQ(play->last_resolution()->base_value, 3);
  const std::string line = play->log().back().command;
  EXPECT_NE(line.find("usa fire 0605 0603 units=" + std::to_string(guns.value)), std::string::npos) << line;
  // The whole stack has fired: the regiment that held its fire may not fire on its own now.
  key(SDLK_f);
  click_in_view(hex("0603"));
  EXPECT_FALSE(play->action_preview()->legal);
  EXPECT_NE(play->action_preview()->error.find("already fired"), std::string::npos);
}

// The same pick made with the mouse: a click on the regiment's checkbox in the Odds window.
TEST_F(FirePickTest, ClickingACheckboxHoldsThatUnitsFire) {
  start(kPick);
  side_to_act();
  click_hex(hex("0605"));
  key(SDLK_f);
  click_in_view(hex("0603"));
  for (int i = 0; i < 3; ++i) app->step();  // the Odds window is drawn with its checkboxes, in its place
  const UnitId ohio = *play->match().state.find_unit("23rd Ohio");
  const UnitId guns = *play->match().state.find_unit("Battery A");
  const auto box = play->firer_box(ohio);
  ASSERT_TRUE(box.has_value());
  click_screen({(box->x0 + box->x1) * 0.5, (box->y0 + box->y1) * 0.5});
  app->step();
  EXPECT_EQ(play->picked_firers(), std::vector<UnitId>{guns});
  EXPECT_EQ(play->action_preview()->ledger.base_value, 3);
  EXPECT_EQ(play->target(), hex("0603"));  // the click went to the panel, not the map
}

}  // namespace
}  // namespace hexfire::game::testing
