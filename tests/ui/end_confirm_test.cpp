// Ending an activation while stacks can still act asks first (issue 14, 5): Space or the End
// button shows the question, a second Space (or its button) ends, Esc keeps playing, and "don't
// ask again" is reported once so the game can save the setting.
#include <imgui.h>
#include <imgui_internal.h>

#include "play_fixture.hpp"

namespace hexfire::game::testing {
namespace {

class EndConfirmTest : public PlayScreenTest {
 protected:
  void SetUp() override {
    start("tests/fixtures/ui/play_skirmish.xml");
    side_to_act();  // with the question off, as tests and scripts have it
    play->set_confirm_end(true);
  }
};

TEST_F(EndConfirmTest, SpaceAsksWhileStacksCanActAndASecondSpaceEnds) {
  ASSERT_GT(play->stacks_able_to_act(), 0);
  const std::size_t commands = play->session().log().size();
  key(SDLK_SPACE);
  EXPECT_TRUE(play->confirming_end());
  EXPECT_EQ(play->session().log().size(), commands);  // nothing ended yet
  key(SDLK_SPACE);
  EXPECT_FALSE(play->confirming_end());
  EXPECT_EQ(play->session().log().size(), commands + 1);
}

TEST_F(EndConfirmTest, EscapeKeepsPlaying) {
  const std::size_t commands = play->session().log().size();
  key(SDLK_SPACE);
  ASSERT_TRUE(play->confirming_end());
  key(SDLK_ESCAPE);
  EXPECT_FALSE(play->confirming_end());
  EXPECT_EQ(play->session().log().size(), commands);
  EXPECT_EQ(in_control(), "Union");
}

TEST_F(EndConfirmTest, DontAskAgainTurnsTheQuestionOffAndSaysSoOnce) {
  key(SDLK_SPACE);
  ASSERT_TRUE(play->confirming_end());
  play->dont_ask_end_again();
  EXPECT_TRUE(play->take_confirm_end_change());
  EXPECT_FALSE(play->take_confirm_end_change());  // once
  EXPECT_FALSE(play->confirm_end());
  key(SDLK_SPACE);  // the question still open: this Space ends
  const std::size_t commands = play->session().log().size();
  side_to_act();
  key(SDLK_SPACE);  // no question any more
  EXPECT_FALSE(play->confirming_end());
  EXPECT_GT(play->session().log().size(), commands);
}

TEST_F(EndConfirmTest, TheQuestionIsShownInsideTheWindow) {
  key(SDLK_SPACE);
  app->step();
  const ImGuiWindow* w = ImGui::FindWindowByName("###end_confirm");
  ASSERT_NE(w, nullptr);
  EXPECT_TRUE(w->Active || w->WasActive);
  EXPECT_GE(w->Pos.x, 0);
  EXPECT_GE(w->Pos.y, 0);
  EXPECT_LE(w->Pos.x + w->Size.x, kWidth);
  EXPECT_LE(w->Pos.y + w->Size.y, kHeight);
}

TEST_F(EndConfirmTest, WithTheQuestionOffSpaceEndsAtOnce) {
  // "Don't ask again", or a script: Space ends at once.
  play->set_confirm_end(false);
  const std::size_t commands = play->session().log().size();
  key(SDLK_SPACE);
  EXPECT_FALSE(play->confirming_end());
  EXPECT_EQ(play->session().log().size(), commands + 1);
}

}  // namespace
}  // namespace hexfire::game::testing
