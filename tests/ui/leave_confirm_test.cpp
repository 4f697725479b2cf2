// Leaving a game not saved asks first (issue 14, 5): the pause menu's Main menu and Quit and the
// window's close button offer Save and leave / Leave without saving / Cancel; a saved game, or
// one with no command yet, leaves at once, and so does a signal. Driven through SDL events.
#include <imgui.h>
#include <imgui_internal.h>

#include <filesystem>

#include "engine/io/save_load.hpp"
#include "game/app/data_paths.hpp"
#include "game/play/play_screen.hpp"
#include "screens_fixture.hpp"

namespace hexfire::game::testing {
namespace {

class LeaveConfirmTest : public ScreensTest {
 protected:
  // A game with one command given, paused.
  void play_one_and_pause() {
    ASSERT_TRUE(stack->start_game(data_dir() + "/scenarios/fireline/crossroads.xml"));
    EXPECT_FALSE(stack->unsaved());
    key(SDLK_END);
    ASSERT_GT(stack->session()->log().size(), 0u);
    if (stack->top() == ScreenId::Handoff) key(SDLK_RETURN);
    if (app->play() && app->play()->replay()) key(SDLK_ESCAPE);  // closes the replay of the other side's turn
    EXPECT_TRUE(stack->unsaved());
    key(SDLK_ESCAPE);
    ASSERT_EQ(stack->top(), ScreenId::Pause);
  }
  // What the window's close button sends: a close event, then a quit.
  void close_window() {
    SDL_Event close{};
    close.type = SDL_WINDOWEVENT;
    close.window.event = SDL_WINDOWEVENT_CLOSE;
    push(close);
    SDL_Event quit{};
    quit.type = SDL_QUIT;
    push(quit);
    app->step();
  }
};

TEST_F(LeaveConfirmTest, MainMenuAsksAndCancelKeepsTheGame) {
  play_one_and_pause();
  click("Main menu");
  EXPECT_TRUE(stack->leaving());
  EXPECT_EQ(stack->top(), ScreenId::Pause);
  EXPECT_NE(stack->session(), nullptr);
  click("Cancel");
  EXPECT_FALSE(stack->leaving());
  EXPECT_EQ(stack->top(), ScreenId::Pause);
  EXPECT_NE(stack->session(), nullptr);
  // Esc is Cancel too.
  click("Main menu");
  ASSERT_TRUE(stack->leaving());
  key(SDLK_ESCAPE);
  EXPECT_FALSE(stack->leaving());
  EXPECT_EQ(stack->top(), ScreenId::Pause);
}

TEST_F(LeaveConfirmTest, LeaveWithoutSavingGoesToTheMenu) {
  play_one_and_pause();
  click("Main menu");
  click("Leave without saving");
  EXPECT_EQ(stack->top(), ScreenId::Menu);
  EXPECT_EQ(stack->session(), nullptr);
}

TEST_F(LeaveConfirmTest, SaveAndLeaveWritesTheSaveFirst) {
  play_one_and_pause();
  const std::size_t played = stack->session()->log().size();
  click("Quit");
  ASSERT_TRUE(stack->leaving());
  EXPECT_TRUE(app->running());
  click("Save and leave");
  EXPECT_FALSE(app->running());
  const std::string save = config_dir() + "/saves/quicksave.hxsave";
  ASSERT_TRUE(std::filesystem::exists(save)) << stack->status();
  SessionOpen back = load_save_file(save, rules_dir());
  ASSERT_NE(back.session, nullptr) << back.error;
  EXPECT_EQ(back.session->log().size(), played);
}

TEST_F(LeaveConfirmTest, ClosingTheWindowAsksFirst) {
  play_one_and_pause();
  close_window();
  EXPECT_TRUE(app->running());
  ASSERT_TRUE(stack->leaving());
  click("Leave without saving");
  EXPECT_FALSE(app->running());
}

TEST_F(LeaveConfirmTest, ASavedGameLeavesAtOnce) {
  play_one_and_pause();
  click("Save");
  EXPECT_FALSE(stack->unsaved()) << stack->status();
  click("Main menu");
  EXPECT_FALSE(stack->leaving());
  EXPECT_EQ(stack->top(), ScreenId::Menu);
}

TEST_F(LeaveConfirmTest, ClosingTheWindowWithNothingToLoseQuits) {
  ASSERT_TRUE(stack->start_game(data_dir() + "/scenarios/fireline/crossroads.xml"));
  close_window();
  EXPECT_FALSE(app->running());
}

TEST_F(LeaveConfirmTest, ASignalQuitsWithoutAsking) {
  // SIGTERM reaches SDL as a quit without a window's close: a session ending must not hang.
  play_one_and_pause();
  SDL_Event quit{};
  quit.type = SDL_QUIT;
  push(quit);
  app->step();
  EXPECT_FALSE(stack->leaving());
  EXPECT_FALSE(app->running());
}

TEST_F(LeaveConfirmTest, TheBriefingOpensFromThePauseMenuAndCloses) {
  play_one_and_pause();
  EXPECT_FALSE(stack->briefing_visible());
  click("Briefing");
  EXPECT_TRUE(stack->briefing_visible());
  for (int i = 0; i < 3; ++i) app->step();
  const ImGuiWindow* w = ImGui::FindWindowByName("Briefing");
  ASSERT_NE(w, nullptr);
  EXPECT_GE(w->Pos.x, 0);
  EXPECT_GE(w->Pos.y, 0);
  EXPECT_LE(w->Pos.x + w->Size.x, 1280);
  EXPECT_LE(w->Pos.y + w->Size.y, 800);
  click("Close briefing");
  EXPECT_FALSE(stack->briefing_visible());
  EXPECT_EQ(stack->top(), ScreenId::Pause);
}

}  // namespace
}  // namespace hexfire::game::testing
