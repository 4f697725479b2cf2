// The log in words (issue 14, 5): entries read as sentences with unit names, the kind filter and
// a click on an entry opening its ledger, all through SDL events in the real loop.
#include "game/ui/log_panel.hpp"
#include "ui/play_fixture.hpp"

namespace hexfire::game::testing {
namespace {

class LogWordsUiTest : public PlayScreenTest {
 protected:
  void SetUp() override {
    start("tests/fixtures/ui/play_skirmish.xml");
    side_to_act();
    log_panel_state().hidden.clear();  // the panel's state outlives a test
  }
  void TearDown() override {
    log_panel_state().hidden.clear();
    PlayScreenTest::TearDown();
  }
  // 23rd Ohio in 0605 fires at 51st Virginia in 0603 and rolls; the index of its entry.
  std::size_t fire() {
    click_hex(hex("0605"));
    key(SDLK_f);
    click_in_view(hex("0603"));
    key(SDLK_RETURN);
    EXPECT_FALSE(play->log().empty());
    return play->log().size() - 1;
  }
  std::optional<ControlRect> control(const std::string& name) {
    app->step();
    const auto& c = log_panel_state().controls;
    auto it = c.find(name);
    if (it == c.end()) return std::nullopt;
    return it->second;
  }
  void click_control(const std::string& name) {
    const auto r = control(name);
    ASSERT_TRUE(r.has_value()) << "no control " << name << " in the log panel";
    const Vec2 p{(r->x0 + r->x1) / 2, (r->y0 + r->y1) / 2};
    push(mouse_motion_event(p));
    app->step();
    click_screen(p);
    app->step();
  }
};

TEST_F(LogWordsUiTest, AFireReadsAsASentenceWithTheUnitsNames) {
  const std::size_t i = fire();
  const LogEntry& e = play->log()[i];
  EXPECT_EQ(e.text.rfind("23rd Ohio in 0605 fires at 51st Virginia in 0603; fire: ", 0), 0u) << e.text;
  EXPECT_EQ(e.kind, LogKind::Fire);
  EXPECT_EQ(e.command, "usa fire 0605 0603");  // the command itself stays in the tooltip
}

TEST_F(LogWordsUiTest, TheFilterHidesAKindAndShowsItAgain) {
  const std::size_t i = fire();
  const std::string entry = "entry:" + std::to_string(i);
  ASSERT_TRUE(control(entry).has_value());
  click_control("filter:Fire");
  EXPECT_FALSE(log_panel_state().shows(LogKind::Fire));
  EXPECT_FALSE(control(entry).has_value());
  EXPECT_TRUE(log_panel_state().shows(LogKind::Other));
  click_control("filter:Fire");
  EXPECT_TRUE(log_panel_state().shows(LogKind::Fire));
  EXPECT_TRUE(control(entry).has_value());
}

TEST_F(LogWordsUiTest, ClickingAnEntryOpensItsLedger) {
  const std::size_t i = fire();
  const Resolution fired = play->log()[i].resolutions.front();
  // Aiming 12th Ohio at 0303 closes the entry the roll opened.
  click_hex(hex("0305"));
  key(SDLK_f);
  click_in_view(hex("0303"));
  ASSERT_FALSE(play->opened_log_entry().has_value());
  click_control("entry:" + std::to_string(i));
  EXPECT_EQ(play->opened_log_entry(), i);
  ASSERT_TRUE(play->last_resolution().has_value());
  EXPECT_EQ(play->last_resolution()->title, play->log()[i].resolutions.back().title);
  EXPECT_EQ(fired.kind, "fire");
}

}  // namespace
}  // namespace hexfire::game::testing
