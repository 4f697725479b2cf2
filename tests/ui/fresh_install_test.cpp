// A player's first games on a fresh install: autosaves make their own folder and say so on the
// play screen when they cannot be written; the pause menu speaks only of the game in play; a save
// named without the extension gets it, so the Load list shows it.
#include <cstdio>
#include <filesystem>

#include "engine/flow/autosave.hpp"
#include "game/app/data_paths.hpp"
#include "game/play/play_screen.hpp"
#include "game/screens/load_list.hpp"
#include "screens_fixture.hpp"

namespace hexfire::game::testing {
namespace {

std::string crossroads() { return data_dir() + "/scenarios/fireline/crossroads.xml"; }

using FreshInstall = ScreensTest;

TEST_F(FreshInstall, TheFirstActivationEndedWritesAnAutosaveInANewFolder) {
  ASSERT_FALSE(std::filesystem::exists(config_dir() + "/autosave"));
  ASSERT_TRUE(stack->start_game(crossroads()));
  ASSERT_TRUE(app->play()->end_activation()) << app->play()->message();
  EXPECT_EQ(list_autosaves(config_dir() + "/autosave").size(), 1u) << app->play()->message();
  EXPECT_EQ(app->play()->message(), "");
}

TEST_F(FreshInstall, AnAutosaveThatCannotBeWrittenIsShownOnThePlayScreen) {
  // A file where the autosave folder belongs: the folder cannot be made.
  std::filesystem::create_directories(config_dir());
  std::FILE* blocker = std::fopen((config_dir() + "/autosave").c_str(), "w");
  ASSERT_NE(blocker, nullptr);
  std::fclose(blocker);
  ASSERT_TRUE(stack->start_game(crossroads()));
  ASSERT_TRUE(app->play()->end_activation()) << app->play()->message();
  EXPECT_EQ(app->play()->message().rfind("autosave failed: cannot create the autosave folder", 0), 0u)
      << app->play()->message();
}

TEST_F(FreshInstall, ThePauseMenuDoesNotShowThePreviousGamesStatus) {
  ASSERT_TRUE(stack->start_game(crossroads()));
  key(SDLK_ESCAPE);
  ASSERT_EQ(stack->top(), ScreenId::Pause);
  click("Save");
  ASSERT_EQ(stack->status().rfind("saved ", 0), 0u) << stack->status();
  click("Main menu");
  ASSERT_TRUE(stack->start_game(crossroads()));
  key(SDLK_ESCAPE);
  ASSERT_EQ(stack->top(), ScreenId::Pause);
  EXPECT_EQ(stack->status(), "");
}

TEST_F(FreshInstall, ASaveNamedWithoutTheExtensionGetsItAndIsListed) {
  ASSERT_TRUE(stack->start_game(crossroads()));
  ASSERT_TRUE(stack->save_game(config_dir() + "/saves/mine")) << stack->status();
  EXPECT_TRUE(std::filesystem::exists(config_dir() + "/saves/mine.hxsave")) << stack->status();
  const std::vector<SaveListing> listed = find_saves(save_dirs(config_dir()));
  ASSERT_EQ(listed.size(), 1u);
  EXPECT_EQ(listed.front().path, config_dir() + "/saves/mine.hxsave");
}

}  // namespace
}  // namespace hexfire::game::testing
