// The play screen plays "drill" (tests/support/drill_system.hpp), a rule system with secret
// orders, no movement points and its own unit state, through the seam alone: the action bar,
// shortcuts and previews come from its list, orders go in hidden from the other player, the
// stack inspector shows its rows, and the end of the orders phase reveals and resolves them.
#include <cstdlib>
#include <filesystem>

#include "play_fixture.hpp"
#include "support/drill_system.hpp"

namespace hexfire::game::testing {
namespace {

namespace fs = std::filesystem;

// A data folder whose rules are drill's and whose art and fonts are the game's.
class DrillPlayTest : public PlayScreenTest {
 protected:
  void SetUp() override {
    drill::register_drill_system();
    const fs::path src = HEXFIRE_SOURCE_DIR;
    data_ = fs::temp_directory_path() / ("hexfire_drill_" + std::to_string(::getpid()));
    fs::remove_all(data_);
    fs::create_directories(data_ / "assets" / "rules");
    fs::create_directory_symlink(src / "assets" / "art", data_ / "assets" / "art");
    if (fs::exists(src / "assets" / "fonts")) fs::create_directory_symlink(src / "assets" / "fonts", data_ / "assets" / "fonts");
    fs::copy_file(src / "tests/fixtures/drill/assets/rules/drill.xml", data_ / "assets" / "rules" / "drill.xml");
    setenv("HEXFIRE_DATA_DIR", data_.c_str(), 1);
    start("tests/fixtures/drill/scenarios/drill.xml");
  }
  void TearDown() override {
    PlayScreenTest::TearDown();
    unsetenv("HEXFIRE_DATA_DIR");
    std::error_code ec;
    fs::remove_all(data_, ec);
  }
  fs::path data_;
};

TEST_F(DrillPlayTest, TheActionBarIsDrillsOwn) {
  std::vector<std::string> ids;
  for (const ActionButton& b : play->action_buttons()) ids.push_back(b.id);
  EXPECT_EQ(ids, (std::vector<std::string>{"march", "volley", "form"}));
  EXPECT_EQ(play->phase_bar().in_control, "North");
}

TEST_F(DrillPlayTest, SecretOrdersByKeyAndClickThenRevealedTogether) {
  // North: A Company (line) volleys at C Company; B Company (column) marches south.
  click_hex(hex("0202"));
  ASSERT_EQ(play->selected_hex(), hex("0202"));
  const StackPanelData panel = play->stack_panel();
  ASSERT_FALSE(panel.units.empty());
  EXPECT_EQ(panel.units[0].state, (std::vector<FlowRow>{{"Stands", "4"}, {"Formation", "line"}}));
  key(SDLK_v);
  ASSERT_EQ(play->action().id, "volley");
  click_in_view(hex("0203"));
  ASSERT_TRUE(play->action_preview().has_value());
  ASSERT_TRUE(play->action_preview()->legal) << play->action_preview()->error;
  EXPECT_EQ(play->action_preview()->odds.outcomes.size(), 2u);
  key(SDLK_RETURN);
  ASSERT_EQ(play->session().log().size(), 1u) << play->message();
  // The log shows that an order was given, never which; the inspector shows it to its owner.
  EXPECT_EQ(play->log().back().text, "North gives an order");
  click_hex(hex("0202"));
  ASSERT_FALSE(play->stack_panel().units.empty());
  EXPECT_EQ(play->stack_panel().units[0].acted, "ordered to volley at 0203");

  click_hex(hex("0402"));
  key(SDLK_m);
  click_in_view(hex("0403"));
  key(SDLK_RETURN);
  ASSERT_EQ(play->session().log().size(), 2u) << play->message();
  key(SDLK_SPACE);  // North is done: South gives its orders
  EXPECT_EQ(play->phase_bar().in_control, "South");
  const SideView south = play->session().view(*play->match().state.find_side("south"));
  for (const FlowRow& r : south.system_rows) EXPECT_EQ(r.value.find("0203"), std::string::npos) << r.value;
  for (const LogEntry& e : play->log()) EXPECT_EQ(e.text.find("volley"), std::string::npos) << e.text;
  play->clear_selection();
  play->hover(hex("0202"));  // South looks at A Company: its order is not South's to see
  ASSERT_FALSE(play->stack_panel().units.empty());
  EXPECT_EQ(play->stack_panel().units[0].acted, "");

  key(SDLK_SPACE);  // South gives none: both sides' orders are revealed and carried out
  EXPECT_EQ(play->match().flow.turn, 2);
  const GameState& st = play->match().state;
  EXPECT_EQ(st.unit(*st.find_unit("B Company")).position, hex("0403"));
  ASSERT_TRUE(play->last_resolution().has_value());
  EXPECT_EQ(play->last_resolution()->kind, "volley");
}

TEST_F(DrillPlayTest, ShiftClickAddsAStackToTheVolleyingGroup) {
  click_hex(hex("0202"));
  key(SDLK_v);
  ASSERT_TRUE(play->action().group);
  SDL_SetModState(KMOD_LSHIFT);
  click_in_view(hex("0402"));  // in column, not beside the target: may not join
  EXPECT_TRUE(play->group().empty());
  EXPECT_NE(play->message().find("may not join"), std::string::npos) << play->message();
  click_in_view(hex("0303"));  // E Company, in line beside A Company
  SDL_SetModState(KMOD_NONE);
  ASSERT_EQ(play->group(), (std::vector<Hex>{hex("0303")}));
  EXPECT_EQ(play->selected_hex(), hex("0202")) << "the selection stays on the group's first stack";
  click_in_view(hex("0203"));
  ASSERT_TRUE(play->action_preview().has_value());
  ASSERT_TRUE(play->action_preview()->legal) << play->action_preview()->error;
  key(SDLK_RETURN);
  ASSERT_EQ(play->session().log().size(), 1u) << play->message();
  EXPECT_EQ(to_line(play->session().log().back()), "north order 0202 volley 0203 with 0303");
  EXPECT_EQ(drill::drill_flow(play->match()).orders.size(), 2u);
}

TEST_F(DrillPlayTest, ASystemWithoutFacingOrPathsRefusesBoth) {
  // Drill declares no Facing and no Path action: the rotate keys are refused with a reason, the
  // default action is its first, and nothing is shaded as reachable.
  click_hex(hex("0202"));
  ASSERT_EQ(play->selected_hex(), hex("0202"));
  EXPECT_EQ(play->action().id, "march");
  EXPECT_TRUE(play->reach().empty());
  const std::size_t logged = play->log().size();
  key(SDLK_e);
  EXPECT_EQ(play->message(), "units do not change facing in this game");
  EXPECT_EQ(play->log().size(), logged);
}

TEST_F(DrillPlayTest, AFormationChangeIsAnOpenAction) {
  click_hex(hex("0202"));
  key(SDLK_r);  // an action on the unit itself: previewed at once, no target to pick
  ASSERT_EQ(play->action().id, "form");
  ASSERT_TRUE(play->action_preview().has_value());
  key(SDLK_RETURN);
  const GameState& st = play->match().state;
  EXPECT_TRUE(drill::drill_unit(st.unit(*st.find_unit("A Company"))).column) << play->message();
  EXPECT_EQ(play->log().back().text.rfind("north form 0202 column", 0), 0u) << play->log().back().text;
}

}  // namespace
}  // namespace hexfire::game::testing
