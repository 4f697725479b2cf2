// The screens driven through the real loop with synthesized events: menu -> picker -> start ->
// pause -> hand-off -> confirm, selection by click, F1 help, the victory screen.
#include <unistd.h>

#include "engine/flow/victory.hpp"
#include "engine/io/save_load.hpp"
#include "game/audio/sound_player.hpp"
#include "game/play/play_screen.hpp"
#include "game/app/data_paths.hpp"
#include "screens_fixture.hpp"

namespace hexfire::game::testing {
namespace {

std::string crossroads() { return data_dir() + "/scenarios/fireline/crossroads.xml"; }

TEST_F(ScreensTest, OpensOnTheMainMenuWithTheMapHidden) {
  EXPECT_EQ(stack->top(), ScreenId::Menu);
  EXPECT_FALSE(stack->shows_map());
  for (const char* b : {"New game", "Load game", "Settings", "Quit"}) EXPECT_TRUE(stack->button_rect(b)) << b;
}

TEST_F(ScreensTest, MenuPickerStartPauseHandoffConfirm) {
  click("New game");
  ASSERT_EQ(stack->top(), ScreenId::Picker);
  // The picker lists every shipped scenario with its summary.
  ASSERT_GE(stack->catalog().entries().size(), 3u);
  const auto i = stack->catalog().find(crossroads());
  ASSERT_TRUE(i.has_value());
  const ScenarioEntry& e = stack->catalog().entries()[*i];
  EXPECT_TRUE(e.error.empty()) << e.error;
  EXPECT_EQ(e.rule_system.rfind("fireline", 0), 0u) << e.rule_system;
  EXPECT_GT(e.map_width, 0);
  EXPECT_EQ(e.sides.size(), 2u);
  click("pick:" + e.title);
  ASSERT_EQ(stack->picked(), i);
  click("Start");
  ASSERT_EQ(stack->top(), ScreenId::Play);
  ASSERT_NE(stack->session(), nullptr);
  EXPECT_TRUE(stack->shows_map());
  EXPECT_EQ(app->scenario()->info.title, e.title);
  // A game started from the picker opens with its briefing; Esc closes it first.
  EXPECT_TRUE(stack->briefing_visible());
  key(SDLK_ESCAPE);
  EXPECT_FALSE(stack->briefing_visible());
  ASSERT_EQ(stack->top(), ScreenId::Play);

  key(SDLK_ESCAPE);
  ASSERT_EQ(stack->top(), ScreenId::Pause);
  EXPECT_TRUE(stack->button_rect("Main menu"));
  click("Resume");
  ASSERT_EQ(stack->top(), ScreenId::Play);

  // End phases until control passes to the other side: the hand-off hides the map.
  const auto first = stack->session()->match().flow.in_control;
  for (int n = 0; n < 60 && stack->top() == ScreenId::Play; ++n) key(SDLK_END);
  ASSERT_EQ(stack->top(), ScreenId::Handoff);
  ASSERT_FALSE(app->sound().played().empty());
  EXPECT_EQ(app->sound().played().back(), "handoff");  // the other player looks up
  EXPECT_FALSE(stack->shows_map());
  ASSERT_TRUE(stack->handoff_side().has_value());
  EXPECT_NE(stack->handoff_side(), first);
  EXPECT_EQ(stack->session()->match().flow.in_control, stack->handoff_side());
  // The map takes no input while hidden.
  const Vec2 pan = app->camera().pan();
  key(SDLK_LEFT);
  EXPECT_DOUBLE_EQ(app->camera().pan().x, pan.x);
  click("Confirm hand-off");
  EXPECT_EQ(stack->top(), ScreenId::Play);
  EXPECT_TRUE(log.contains("handoff confirmed"));
}

TEST_F(ScreensTest, ClickingAStackSelectsItInThePlayScreenAndLogsIt) {
  ASSERT_TRUE(stack->start_game(crossroads()));
  app->step();
  const Match& m = stack->session()->match();
  ASSERT_TRUE(m.flow.in_control.has_value());
  std::optional<Hex> at;
  for (const Unit& u : m.state.units())
    if (u.position && !u.eliminated && u.side == *m.flow.in_control) at = u.position;
  ASSERT_TRUE(at.has_value());
  app->focus(*at, 1.0);
  click_at(app->hex_to_screen(*at));
  ASSERT_NE(app->play(), nullptr);
  EXPECT_EQ(app->play()->selected_hex(), at);
  EXPECT_TRUE(log.contains("select " + m.state.map().label(*at) + ": ")) << (log.lines().empty() ? "" : log.lines().back());
}

TEST_F(ScreensTest, F1TogglesTheHelpOverlayAndEscClosesIt) {
  EXPECT_FALSE(stack->help_visible());
  key(SDLK_F1);
  EXPECT_TRUE(stack->help_visible());
  key(SDLK_F1);
  EXPECT_FALSE(stack->help_visible());
  key(SDLK_F1);
  key(SDLK_ESCAPE);
  EXPECT_FALSE(stack->help_visible());
  EXPECT_EQ(stack->top(), ScreenId::Menu);  // Esc closed the help, not the screen
}

TEST_F(ScreensTest, PauseSavesTheGameAndMainMenuLeavesIt) {
  ASSERT_TRUE(stack->start_game(crossroads()));
  key(SDLK_END);
  const std::size_t played = stack->session()->log().size();
  ASSERT_GT(played, 0u);
  EXPECT_TRUE(log.contains("command "));
  if (stack->top() == ScreenId::Handoff) key(SDLK_RETURN);
  if (app->play()->replay()) key(SDLK_ESCAPE);  // closes the replay of the other side's turn
  key(SDLK_ESCAPE);
  ASSERT_EQ(stack->top(), ScreenId::Pause);
  click("Save");
  const std::string save = config_dir() + "/saves/quicksave.hxsave";
  ASSERT_TRUE(std::filesystem::exists(save)) << stack->status();
  SessionOpen back = load_save_file(save, rules_dir());
  ASSERT_NE(back.session, nullptr) << back.error;
  EXPECT_EQ(back.session->log().size(), played);
  click("Main menu");
  EXPECT_EQ(stack->top(), ScreenId::Menu);
  EXPECT_FALSE(stack->shows_map());
}

TEST_F(ScreensTest, VictoryScreenShowsTheResult) {
  ASSERT_TRUE(stack->start_game(crossroads()));
  ASSERT_TRUE(stack->play_to_end(20000));
  app->step();
  EXPECT_EQ(stack->top(), ScreenId::Victory);
  EXPECT_FALSE(stack->shows_map());
  EXPECT_FALSE(stack->session()->match().flow.result.empty());
  EXPECT_TRUE(log.contains("game over"));
  click("Main menu");
  EXPECT_EQ(stack->top(), ScreenId::Menu);
  EXPECT_EQ(stack->session(), nullptr);  // leaving for the menu ends the game
  app->step();
  EXPECT_EQ(stack->top(), ScreenId::Menu);
}

TEST_F(ScreensTest, F12WritesAScreenshotIntoTheConfigDirectory) {
  key(SDLK_F12);
  ASSERT_TRUE(log.contains("screenshot ")) << stack->status();
  bool found = false;
  for (const auto& f : std::filesystem::recursive_directory_iterator(dir))
    found = found || f.path().extension() == ".png";
  EXPECT_TRUE(found);
}

TEST_F(ScreensTest, OpeningABrokenFileShowsItsErrorAndCannotStart) {
  click("New game");
  const std::size_t n = stack->catalog().add_file(dir + "/missing.xml", rules_dir());
  stack->pick(n);
  app->step();
  EXPECT_FALSE(stack->catalog().entries()[n].error.empty());
  click("Start");
  EXPECT_EQ(stack->top(), ScreenId::Picker);
  EXPECT_EQ(stack->session(), nullptr);
}

}  // namespace
}  // namespace hexfire::game::testing
