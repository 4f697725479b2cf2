// Each side reads its own briefing before its first turn (issue 14, 5): a game begun from the
// picker opens with the first side's, and the second player gets theirs when they first confirm
// the hot-seat hand-off, not again later. Driven through the screens with SDL events.
#include <imgui.h>
#include <imgui_internal.h>

#include "game/app/data_paths.hpp"
#include "game/play/play_screen.hpp"
#include "screens_fixture.hpp"

namespace hexfire::game::testing {
namespace {

class SideBriefingTest : public ScreensTest {
 protected:
  // Menu -> picker -> Crossroads -> Start, as a player begins a game.
  void start_from_picker() {
    click("New game");
    ASSERT_EQ(stack->top(), ScreenId::Picker);
    const auto i = stack->catalog().find(data_dir() + "/scenarios/fireline/crossroads.xml");
    ASSERT_TRUE(i.has_value());
    click("pick:" + stack->catalog().entries()[*i].title);
    click("Start");
    ASSERT_EQ(stack->top(), ScreenId::Play);
  }
  // Ends phases (End) until the hand-off screen asks for the other player.
  void play_to_handoff() {
    for (int n = 0; n < 80 && stack->top() == ScreenId::Play; ++n) key(SDLK_END);
    ASSERT_EQ(stack->top(), ScreenId::Handoff);
  }
  // The briefing shown is the side in control's (briefing_window.cpp shows that side's part).
  bool briefing_for(const std::string& side_name) {
    for (int i = 0; i < 2; ++i) app->step();
    const Match& m = stack->session()->match();
    return stack->briefing_visible() && m.flow.in_control && m.state.side(*m.flow.in_control).name == side_name;
  }
};

TEST_F(SideBriefingTest, TheSecondPlayerReadsTheirBriefingAtTheirFirstHandOffOnly) {
  start_from_picker();
  const Match& m = stack->session()->match();
  const SideId first = *m.flow.in_control;
  EXPECT_TRUE(stack->briefing_visible());
  click("Close briefing");
  EXPECT_FALSE(stack->briefing_visible());
  app->play()->set_confirm_end(false);

  play_to_handoff();
  const SideId second = *stack->handoff_side();
  ASSERT_NE(second, first);
  EXPECT_FALSE(stack->briefing_visible()) << "the map and the other side's briefing stay hidden until the player confirms";
  click("Confirm hand-off");
  ASSERT_EQ(stack->top(), ScreenId::Play);
  EXPECT_TRUE(stack->briefing_visible()) << "the second player's first turn opens with their briefing";
  EXPECT_TRUE(briefing_for(m.state.side(second).name));
  const ImGuiWindow* w = ImGui::FindWindowByName("Briefing");
  ASSERT_NE(w, nullptr);
  EXPECT_TRUE(w->Active);
  click("Close briefing");
  EXPECT_FALSE(stack->briefing_visible());

  // Back to the first player, and on to the second again: nobody is briefed twice.
  for (int round = 0; round < 2; ++round) {
    if (app->play()) app->play()->close_replay();  // read (or not): the turn goes on
    play_to_handoff();
    click("Confirm hand-off");
    EXPECT_FALSE(stack->briefing_visible()) << "hand-off " << round + 2;
  }
}

TEST_F(SideBriefingTest, AGameStartedWithoutTheBriefingDoesNotBriefAtHandOff) {
  // Scripts, tests and --screen start a game directly: no briefing pops up over their play.
  ASSERT_TRUE(stack->start_game(data_dir() + "/scenarios/fireline/crossroads.xml"));
  app->play()->set_confirm_end(false);
  play_to_handoff();
  click("Confirm hand-off");
  EXPECT_FALSE(stack->briefing_visible());
}

}  // namespace
}  // namespace hexfire::game::testing
