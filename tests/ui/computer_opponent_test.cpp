// The computer opponent on screen (issue 16): a side given to the computer in the picker plays
// itself on a worker thread while the window keeps drawing, takes no command from the screen,
// needs no hand-off, and its turn opens as the opponent's replay when control comes back.
#include "screens_fixture.hpp"

#include "game/play/play_screen.hpp"

namespace hexfire::game::testing {
namespace {

class ComputerOpponentTest : public ScreensTest {
 protected:
  // The tutorial with the Confederates (the second side) to the computer at a short search.
  void start_against_computer(ai::Strength strength = ai::Strength::Easy) {
    stack->set_players({std::nullopt, strength});
    ASSERT_TRUE(stack->start_game(std::string(HEXFIRE_SOURCE_DIR) + "/scenarios/volley/tutorial_volley.xml"));
    app->step();
    play = app->play();
    ASSERT_NE(play, nullptr);
    play->computer().set_nodes(150);
  }
  std::string control_key() const {
    const Match& m = play->match();
    return m.flow.in_control ? m.state.side(*m.flow.in_control).key : "";
  }
  // Frames until the Union is in control again (the computer has played its part), bounded.
  bool frames_until_union(int limit) {
    for (int i = 0; i < limit; ++i) {
      app->step();
      if (control_key() == "usa" && !play->computer().thinking()) {
        app->step();  // its last command came in this frame's tick: the screens see it in the next
        return true;
      }
    }
    return false;
  }
  std::size_t commands_of(const std::string& key) const {
    std::size_t n = 0;
    for (const Command& c : play->session().log()) n += c.side == key ? 1 : 0;
    return n;
  }
  PlayScreen* play = nullptr;
};

TEST_F(ComputerOpponentTest, ItPlaysItsSideWithoutAHandOffAndItsTurnOpensAsTheReplay) {
  start_against_computer();
  ASSERT_EQ(control_key(), "usa");
  EXPECT_TRUE(play->end_activation());  // the Union's orders: none given, all hold
  app->step();
  ASSERT_EQ(control_key(), "csa");
  EXPECT_NE(stack->top(), ScreenId::Handoff);  // nobody to hide the screen from
  ASSERT_TRUE(frames_until_union(4000));
  EXPECT_GE(commands_of("csa"), 1u);  // at least its "done"
  EXPECT_EQ(stack->top(), ScreenId::Play);
  // Control came back without a hand-off; what it did opens as the opponent's turn (on the map
  // when it moved or fired; here its orders are secret, so the list of what happened).
  bool back = false;
  for (const std::string& line : log.lines()) back = back || line == "computer done; usa to act";
  std::string all;
  for (const std::string& line : log.lines()) all += line + "\n";
  EXPECT_TRUE(back) << all;
  // The screen is the Union's throughout: the Confederate orders stay hidden from it.
  EXPECT_EQ(play->viewer(), play->match().state.find_side("usa"));
}

// The time limit per decision (Settings::computer_seconds): a search given ten million commands
// to try, which would run for hours, is told to stop at the limit and its best command so far is
// played. The WW2 tutorial's British open with some 80 candidates, each played on by normal's
// playouts until the budget is spent: without the limit they would still be thinking when the
// minute below runs out. (Normal, not easy: easy's search is its screen alone, one pass.)
TEST_F(ComputerOpponentTest, ATimeLimitStopsALongSearchAndItsBestCommandIsPlayed) {
  stack->set_players({ai::Strength::Normal, std::nullopt});
  ASSERT_TRUE(stack->start_game(std::string(HEXFIRE_SOURCE_DIR) + "/scenarios/column-shift/tutorial_ww2.xml"));
  play = app->play();
  ASSERT_NE(play, nullptr);
  play->computer().set_nodes(10'000'000);
  play->computer().set_time_limit(0.2);
  play->computer().stop();  // a search begun at the start with the default budget: begun again
  ASSERT_EQ(control_key(), "brit");
  ASSERT_EQ(commands_of("brit"), 0u);
  for (int i = 0; i < 6000 && commands_of("brit") == 0; ++i) {  // a minute at most, mostly waiting
    app->step();
    SDL_Delay(10);
  }
  EXPECT_GE(commands_of("brit"), 1u) << "the computer was still thinking";
}

// A game the player starts takes the settings' time limit; scripts and screenshots (which do not
// persist settings) search by the count of commands alone, so they play the same under any load.
TEST_F(ComputerOpponentTest, APlayersGameTakesTheTimeLimitFromTheSettings) {
  stack->settings().computer_seconds = 4.5;
  start_against_computer();
  ASSERT_TRUE(play->computer().time_limit().has_value());
  EXPECT_DOUBLE_EQ(*play->computer().time_limit(), 4.5);
  stack->set_persist(false);
  stack->apply_computer_time_limit();
  EXPECT_FALSE(play->computer().time_limit().has_value());
}

TEST_F(ComputerOpponentTest, ItsSideTakesNoCommandFromTheScreen) {
  start_against_computer();
  ASSERT_TRUE(play->end_activation());
  app->step();
  ASSERT_EQ(control_key(), "csa");
  const std::size_t before = play->session().log().size();
  // The Confederate battery's hex: not the player's to select while the computer plays it.
  for (Hex h : play->match().state.map().all_hexes())
    if (play->match().state.side_in(h) == play->match().state.find_side("csa")) {
      EXPECT_FALSE(play->select(h));
      break;
    }
  EXPECT_FALSE(play->end_activation());
  EXPECT_LE(play->session().log().size(), before + 1);  // at most the computer's own command
}

TEST_F(ComputerOpponentTest, ThePhaseBarShowsItThinkingInPlaceOfItsActions) {
  start_against_computer();
  // A hard search (playouts) at a budget long enough to be seen thinking for a few frames.
  play->computer().set(*play->match().state.find_side("csa"), ai::Strength::Hard);
  play->computer().set_nodes(1000000);
  app->step();
  // The player's orders: the order buttons (or their drop-down) and the end button are theirs.
  auto orders_shown = [&] { return play->bar_control("order_hold") || play->bar_control("group:Order"); };
  EXPECT_TRUE(play->bar_control("end"));
  EXPECT_TRUE(orders_shown());
  EXPECT_FALSE(play->bar_control("thinking"));
  ASSERT_TRUE(play->end_activation());
  app->step();
  app->step();
  ASSERT_EQ(control_key(), "csa");
  ASSERT_TRUE(play->computer().thinking());
  EXPECT_TRUE(play->bar_control("thinking"));
  EXPECT_FALSE(play->bar_control("end"));  // nothing for the player to end, no order to give
  EXPECT_FALSE(orders_shown());
  EXPECT_TRUE(play->bar_control("undo"));  // taking back the player's own last command stays
  play->computer().stop();
}

TEST_F(ComputerOpponentTest, GivenBackToAPlayerItStops) {
  start_against_computer();
  ASSERT_TRUE(play->end_activation());
  app->step();
  const auto csa = play->match().state.find_side("csa");
  ASSERT_TRUE(csa);
  play->computer().set(*csa, std::nullopt);
  EXPECT_FALSE(play->computer().thinking());
  const std::size_t before = play->session().log().size();
  for (int i = 0; i < 50; ++i) app->step();
  EXPECT_EQ(play->session().log().size(), before);  // nobody plays it now but the player
}

TEST_F(ComputerOpponentTest, ASavedGameLoadsWithTheComputerOnItsSide) {
  start_against_computer();
  const auto usa = play->match().state.find_side("usa");
  const auto csa = play->match().state.find_side("csa");
  ASSERT_TRUE(usa && csa);
  const std::string path = config_dir() + "/saves/versus.hxsave";
  ASSERT_TRUE(stack->save_game(path)) << stack->status();
  // The picker's choice changes to a hotseat game before the load: the save still says who plays.
  stack->set_players({std::nullopt, std::nullopt});
  stack->to_main_menu();
  ASSERT_TRUE(stack->load_game(path)) << stack->status();
  app->step();
  play = app->play();
  ASSERT_NE(play, nullptr);
  EXPECT_EQ(play->computer().strength_of(*csa), ai::Strength::Easy);
  EXPECT_FALSE(play->computer().plays(*usa));
  play->computer().stop();
}

}  // namespace
}  // namespace hexfire::game::testing
