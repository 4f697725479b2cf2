// Moving part of a stack on the play screen: the stack inspector's checkboxes take a unit out of
// the moving group, the reachable area follows the units still ticked, and the click moves just
// them (the command names them with units=, so saves and replays do too).
#include "play_fixture.hpp"

namespace hexfire::game::testing {
namespace {

constexpr const char* kPick = "tests/fixtures/ui/play_pick.xml";

class SplitTest : public PlayScreenTest {
 protected:
  void select_the_pair() {
    start(kPick);
    side_to_act();
    click_hex(hex("0605"));
    ASSERT_EQ(play->selected_hex(), hex("0605"));
    ohio = *play->match().state.find_unit("23rd Ohio");
    guns = *play->match().state.find_unit("Battery A");
  }
  const StackUnitRow& row(const StackPanelData& d, UnitId id) const {
    for (const auto& r : d.units)
      if (r.id == id) return r;
    ADD_FAILURE() << "no row for unit " << id.value;
    return d.units.front();
  }
  UnitId ohio{}, guns{};
};

TEST_F(SplitTest, TheInspectorOffersCheckboxesAndEveryUnitMovesByDefault) {
  select_the_pair();
  const StackPanelData d = play->stack_panel();
  EXPECT_TRUE(d.can_split);
  EXPECT_TRUE(d.whole_stack);
  EXPECT_TRUE(row(d, ohio).moving && row(d, guns).moving);
  EXPECT_TRUE(play->moving_units().empty());
}

TEST_F(SplitTest, UntickingTheRegimentMovesTheBatteryAlone) {
  select_the_pair();
  const std::size_t whole = play->reach().size();
  play->toggle_mover(ohio);
  EXPECT_EQ(play->moving_units(), std::vector<UnitId>{guns});
  const StackPanelData d = play->stack_panel();
  EXPECT_FALSE(d.whole_stack);
  EXPECT_FALSE(row(d, ohio).moving);
  EXPECT_TRUE(row(d, guns).moving);
  ASSERT_FALSE(play->reach().empty());
  EXPECT_GT(whole, 0u);

  click_in_view(hex("0606"));
  const std::string line = play->log().back().command;
  EXPECT_NE(line.find("usa move 0605 0606 units=" + std::to_string(guns.value)), std::string::npos) << line;
  // The log's words name the battery alone: the regiment stayed.
  const std::string words = play->log().back().text;
  EXPECT_EQ(words.rfind(play->match().state.unit(guns).name + " moves from 0605 to 0606", 0), 0u) << words;
  EXPECT_EQ(play->match().state.unit(guns).position, hex("0606"));
  EXPECT_EQ(play->match().state.unit(ohio).position, hex("0605"));

  // The regiment left behind is selected and moves on its own.
  click_in_view(hex("0605"));
  ASSERT_EQ(play->selected_hex(), hex("0605"));
  EXPECT_TRUE(play->moving_units().empty());
  EXPECT_FALSE(play->reach().empty());
  EXPECT_FALSE(play->stack_panel().can_split);  // one unit left
}

TEST_F(SplitTest, UntickingEveryUnitFallsBackToTheWholeStack) {
  select_the_pair();
  play->toggle_mover(ohio);
  play->toggle_mover(guns);
  EXPECT_TRUE(play->moving_units().empty());
  EXPECT_NE(play->message().find("whole stack"), std::string::npos);
  play->toggle_mover(ohio);
  play->move_whole_stack();
  EXPECT_TRUE(play->moving_units().empty());
  EXPECT_TRUE(play->stack_panel().whole_stack);
}

// The same with the mouse: a click on the regiment's checkbox in the Stack panel.
TEST_F(SplitTest, ClickingACheckboxLeavesThatUnitBehind) {
  select_the_pair();
  app->step();
  const auto box = play->mover_box(ohio);
  ASSERT_TRUE(box.has_value());
  click_screen({(box->x0 + box->x1) * 0.5, (box->y0 + box->y1) * 0.5});
  app->step();
  EXPECT_EQ(play->moving_units(), std::vector<UnitId>{guns});
  EXPECT_EQ(play->selected_hex(), hex("0605"));  // the click went to the panel, not the map
}

}  // namespace
}  // namespace hexfire::game::testing
