// The play screen plays column-shift through the seam alone, with no front-end code naming it:
// the action bar is the system's list, the fire preview carries the ledger and exact odds, and
// Enter carries the fire out.
#include <fstream>

#include "engine/commands/command.hpp"
#include "engine/flow/game_session.hpp"
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

// Stacking by the mouse: a click on one of the side's own stacks selects it, even in the moving
// stack's reach (and says how to move there instead); Ctrl+click moves the selected stack onto
// it. Before, a stack could not be moved onto a friendly one with the mouse at all.
TEST_F(ColumnShiftPlayTest, CtrlClickMovesAStackOntoAFriendlyOne) {
  const bool british = in_control() == "British";
  const Hex mover = british ? hex("0203") : hex("0503");
  const Hex friendly = british ? hex("0204") : hex("0504");
  const std::size_t before = play->match().state.stack_at(friendly).size();
  click_hex(mover);
  ASSERT_EQ(play->selected_hex(), mover);
  ASSERT_EQ(play->action().id, "move");
  click_in_view(friendly);
  EXPECT_EQ(play->selected_hex(), friendly);  // selected, not moved onto
  EXPECT_TRUE(play->session().log().empty());
  EXPECT_NE(play->message().find("Ctrl+click"), std::string::npos) << play->message();
  click_in_view(mover);
  ASSERT_EQ(play->selected_hex(), mover);
  SDL_SetModState(KMOD_LCTRL);
  click_in_view(friendly);
  SDL_SetModState(KMOD_NONE);
  ASSERT_EQ(play->session().log().size(), 1u) << play->message();
  EXPECT_EQ(play->session().log()[0].verb, "move");
  EXPECT_TRUE(play->match().state.stack_at(mover).empty());
  EXPECT_GT(play->match().state.stack_at(friendly).size(), before);
}

// The WWI tutorial's recorded game up to the German machine guns' fire that demoralizes B
// Company in the open (docs/rules/column-shift.md, worked resolution 10): its retreat prompt.
class ColumnShiftRetreatTest : public PlayScreenTest {
 protected:
  void SetUp() override {
    setenv("SDL_VIDEODRIVER", "offscreen", 1);
    const std::string root = HEXFIRE_SOURCE_DIR;
    SessionOpen o = GameSession::open({root + "/scenarios/column-shift/tutorial_ww1.xml", root + "/assets/rules", {}, {}});
    ASSERT_TRUE(o.session) << o.error;
    std::ifstream commands(root + "/tests/fixtures/column-shift/tutorial_ww1.cmds");
    std::string line;
    while (std::getline(commands, line)) {
      if (line.empty() || line[0] == '#') continue;
      if (line == "brit retreat 0303 0203") break;
      std::string why;
      const auto c = parse_command_line(line, why);
      ASSERT_TRUE(c) << why;
      ASSERT_TRUE(o.session->submit(*c).ok) << line;
    }
    std::string error;
    app = GameApp::create({kWidth, kHeight, true}, error);
    ASSERT_NE(app, nullptr) << error;
    ASSERT_TRUE(app->start_loaded(std::move(o.session), error)) << error;
    play = app->play();
    app->step();
    app->step();
  }
};

TEST_F(ColumnShiftRetreatTest, TheOwnerPicksTheHexOnScreen) {
  const auto prompt = play->pending_prompt();
  ASSERT_TRUE(prompt.has_value());
  EXPECT_EQ(prompt->text, "British: your demoralized units in 0303 retreat under fire: choose the hex");
  EXPECT_EQ(prompt->options, (std::vector<std::string>{"Retreat to 0202 (Clear)", "Retreat to 0203 (Clear)"}));
  EXPECT_EQ(in_control(), "British");
  // The phase bar names the side once, though the prompt's text begins with it.
  ASSERT_EQ(play->phase_bar().obligations.size(), 1u);
  EXPECT_EQ(play->phase_bar().obligations[0], prompt->text);
  key(SDLK_2);
  const Unit& b_company = play->match().state.unit(*play->match().state.find_unit("B Company"));
  EXPECT_EQ(b_company.position, hex("0203"));
  EXPECT_EQ(play->session().log().back(), (Command{"brit", "retreat", {"0303", "0203"}}));
}

}  // namespace
}  // namespace hexfire::game::testing
