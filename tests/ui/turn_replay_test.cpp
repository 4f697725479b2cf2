// The opponent's turn replayed on the map, through real SDL events: a side fires and moves, ends,
// the hand-off is confirmed and the other side steps through what it did (Next, PgUp, Play all,
// Esc, Backspace to see it again); the map shows the position of the step and takes no orders meanwhile.
// And in play, a roll leaves its line, result chit and dice on the map for a moment.
#include <imgui_internal.h>

#include <algorithm>

#include "engine/flow/turn_digest.hpp"
#include "engine/state/state_hash.hpp"
#include "game/play/play_screen.hpp"
#include "screens_fixture.hpp"

namespace hexfire::game::testing {
namespace {

const std::string kTutorial = std::string(HEXFIRE_SOURCE_DIR) + "/scenarios/column-shift/tutorial_ww1.xml";

class TurnReplayTest : public ScreensTest {
 protected:
  PlayScreen& play() { return *app->play(); }
  Hex hex(const char* label) { return *play().match().state.map().parse_label(label); }
  // Centres the hex and clicks it with the mouse.
  void click_hex(Hex h) {
    app->focus(h, 1.0);
    click_at(app->hex_to_screen(h));
  }
  void click_replay(const std::string& name) {
    app->step();
    const auto r = play().replay_button(name);
    ASSERT_TRUE(r.has_value()) << "no replay button " << name;
    click_at({(r->x0 + r->x1) * 0.5, (r->y0 + r->y1) * 0.5});
  }
  // The British Lewis guns in 0205 fire at 0503 (select, F, click the target, Enter); a stack
  // does one thing, so the activation ends with it.
  void british_fire() {
    ASSERT_TRUE(stack->start_game(kTutorial));
    app->step();
    british = *play().match().flow.in_control;
    ASSERT_EQ(play().match().state.side(british).name, "British");
    click_hex(hex("0205"));
    ASSERT_EQ(play().selected_hex(), hex("0205"));
    key(SDLK_f);
    click_hex(hex("0503"));
    ASSERT_TRUE(play().action_preview().has_value());
    key(SDLK_RETURN);
    ASSERT_EQ(play().session().log().size(), 1u) << play().message();
  }
  // Selects the side in control's first stack that can move (N) and clicks the farthest empty
  // hex it reaches without a check; returns where it stood.
  Hex move_a_stack() {
    key(SDLK_n);
    const auto from = play().selected_hex();
    EXPECT_TRUE(from.has_value());
    if (!from) return {};
    const ReachableHex* best = nullptr;
    for (const ReachableHex& r : play().reach())
      if (r.risks == 0 && play().match().state.stack_at(r.hex).empty() && (!best || r.path.size() > best->path.size()))
        best = &r;
    EXPECT_NE(best, nullptr);
    if (!best) return *from;
    const Hex to = best->hex;
    app->focus(to, 1.0);
    click_at(app->hex_to_screen(to));
    EXPECT_EQ(play().session().log().size(), 1u) << play().message();
    return *from;
  }
  SideId british{};
};

TEST_F(TurnReplayTest, AfterTheHandOffTheOtherSideSeesTheFireOnTheMapWithItsLedgerAndDice) {
  british_fire();  // the activation ends with it: control passes to the Germans
  ASSERT_EQ(stack->top(), ScreenId::Handoff);
  ASSERT_NE(*stack->handoff_side(), british);
  click("Confirm hand-off");
  ASSERT_EQ(stack->top(), ScreenId::Play);

  // The replay is open on the British fire, with its line, result and ledger.
  ASSERT_NE(play().replay(), nullptr);
  const TurnReplay& r = *play().replay();
  EXPECT_EQ(r.title(), "Since your last turn");
  EXPECT_EQ(r.position(), 0u);
  const ReplayStep& fire = r.step();
  EXPECT_EQ(fire.kind, ReplayStepKind::Fire);
  ASSERT_FALSE(fire.shots.empty());
  EXPECT_EQ(fire.shots[0].from, std::vector<Hex>{hex("0205")});
  EXPECT_EQ(fire.shots[0].target, hex("0503"));
  EXPECT_FALSE(fire.shots[0].result.empty());
  EXPECT_FALSE(play().ledger_panel().title.empty());  // the step's ledger
  EXPECT_FALSE(play().ledger_panel().dice.empty());   // with its dice
  // The camera went to the step: firer and target are on screen, under neither the replay nor
  // the prompt the fire left the Germans (opportunity fire at the firer), beside which the
  // replay stands.
  for (int i = 0; i < 4; ++i) app->step();
  for (const char* h : {"0205", "0503"}) {
    const Vec2 at = app->hex_to_screen(hex(h));
    EXPECT_TRUE(at.x > 0 && at.x < 1280 && at.y > 0 && at.y < 800) << h;
  }
  ASSERT_TRUE(play().pending_prompt().has_value());
  for (const char* name : {"###replay", "###prompt"}) {
    const ImGuiWindow* w = ImGui::FindWindowByName(name);
    ASSERT_TRUE(w && w->Active) << name;
    for (const char* h : {"0205", "0503"}) {
      const Vec2 at = app->hex_to_screen(hex(h));
      EXPECT_FALSE(at.x >= w->Pos.x && at.x <= w->Pos.x + w->Size.x && at.y >= w->Pos.y && at.y <= w->Pos.y + w->Size.y)
          << name << " covers " << h;
    }
  }
  ASSERT_TRUE(play().replay_button("Close").has_value());
  click_replay("Close");
  EXPECT_EQ(play().replay(), nullptr);
  EXPECT_EQ(stack->top(), ScreenId::Play);
}

TEST_F(TurnReplayTest, NextBackPlayAllAndCloseWalkTheTurnAndTheMapTakesNoOrdersMeanwhile) {
  // Fireline: a stack moves, the activation ends, the other side confirms the hand-off.
  ASSERT_TRUE(stack->start_game(std::string(HEXFIRE_SOURCE_DIR) + "/scenarios/fireline/crossroads.xml"));
  app->step();
  const Hex from = move_a_stack();
  for (int n = 0; n < 20 && stack->top() == ScreenId::Play; ++n) key(SDLK_END);
  ASSERT_EQ(stack->top(), ScreenId::Handoff);
  const SideId other = *stack->handoff_side();
  click("Confirm hand-off");
  ASSERT_NE(play().replay(), nullptr);
  const TurnReplay& r = *play().replay();
  ASSERT_GE(r.size(), 2u);
  ASSERT_EQ(r.step().kind, ReplayStepKind::Move);
  ASSERT_FALSE(r.step().trails.empty());
  EXPECT_EQ(r.step().trails[0].path.front(), from);
  EXPECT_TRUE(log.contains("replay step 1 of"));

  click_replay("Next");
  EXPECT_EQ(play().replay()->position(), 1u);
  key(SDLK_PAGEUP);
  EXPECT_EQ(play().replay()->position(), 0u);
  key(SDLK_PAGEDOWN);
  EXPECT_EQ(play().replay()->position(), 1u);
  click_replay("Back");
  EXPECT_EQ(play().replay()->position(), 0u);
  // Space, End and clicks give no order while the past is shown.
  const std::size_t commands = play().session().log().size();
  key(SDLK_SPACE);
  key(SDLK_END);
  click_at(app->hex_to_screen(from));
  EXPECT_EQ(play().session().log().size(), commands);
  EXPECT_EQ(play().match().flow.in_control, other);
  EXPECT_FALSE(play().selected_hex().has_value());

  // Play all runs to the last step by itself and stops there, on the game's own position.
  click_replay("Play all");
  EXPECT_TRUE(play().replay()->playing());
  for (int f = 0; f < static_cast<int>(r.size() + 1) * TurnReplay::kFramesPerStep && play().replay()->playing(); ++f)
    app->step();
  EXPECT_FALSE(play().replay()->playing());
  EXPECT_EQ(play().replay()->position(), play().replay()->size() - 1);
  EXPECT_EQ(state_hash(play().shown_state()), state_hash(play().match().state));

  // Esc closes it (not the pause menu); Backspace shows it again.
  key(SDLK_ESCAPE);
  EXPECT_EQ(play().replay(), nullptr);
  EXPECT_EQ(stack->top(), ScreenId::Play);
  EXPECT_TRUE(log.contains("replay closed"));
  EXPECT_EQ(&play().shown_state(), &play().match().state);
  key(SDLK_BACKSPACE);
  ASSERT_NE(play().replay(), nullptr);
  EXPECT_EQ(play().replay()->step().kind, ReplayStepKind::Move);
  key(SDLK_ESCAPE);
  EXPECT_EQ(play().replay(), nullptr);
}

TEST_F(TurnReplayTest, TheReplayShowsThePositionOfItsStepWithTheCountersWhereTheMoveLeftThem) {
  stack->settings().hotseat_handoff = false;  // Backspace in the Germans' turn, with no hand-off between
  ASSERT_TRUE(stack->start_game(kTutorial));
  app->step();
  const Hex from = move_a_stack();
  key(SDLK_BACKSPACE);
  ASSERT_NE(play().replay(), nullptr);
  const ReplayStep& step = play().replay()->step();
  ASSERT_EQ(step.kind, ReplayStepKind::Move);
  ASSERT_FALSE(step.trails.empty());
  const ReplayTrail& t = step.trails[0];
  EXPECT_EQ(t.path.front(), from);
  EXPECT_EQ(play().shown_state().unit(t.units[0]).position, t.path.back());
  EXPECT_EQ(t.names[0], play().match().state.unit(t.units[0]).name);
  EXPECT_TRUE(play().motion().running());  // the counters slide along the trail again
}

TEST_F(TurnReplayTest, ARollLeavesItsLineResultChitAndDiceOnTheMapForAMoment) {
  stack->settings().hotseat_handoff = false;  // the map stays in view after the activation
  british_fire();
  ASSERT_EQ(stack->top(), ScreenId::Play);
  EXPECT_GT(play().shot_frames(), 0);
  // The result chit is drawn above the target: its pale yellow is on the frame.
  app->frame();
  const Vec2 t = app->hex_to_screen(hex("0503"));
  const double r = app->layout().size() * app->camera().zoom();
  SDL_Color c{};
  bool chit = false;
  for (int dx = -12; dx <= 12 && !chit; dx += 4) {
    const SDL_Rect px{static_cast<int>(t.x) + dx, static_cast<int>(t.y - r * 1.05), 1, 1};
    ASSERT_EQ(SDL_RenderReadPixels(app->renderer(), &px, SDL_PIXELFORMAT_RGBA32, &c, 4), 0) << SDL_GetError();
    chit = c.r > 200 && c.g > 180 && c.b > 90 && c.b < 170;
  }
  SDL_RenderPresent(app->renderer());
  EXPECT_TRUE(chit) << "no result chit above the target";
  for (int f = 0; f < 120 && play().shot_frames() > 0; ++f) app->step();
  EXPECT_EQ(play().shot_frames(), 0);
}

// Where the replay stands in the left-hand column, under the Stack panel (the right-hand column
// taken by the prompt: 1024x640 at UI scale 1, 1280x800 at 1.25, 1440x900 at 1.5), the pointer
// on its way to Close leaves the map, the Stack panel hides, and the replay rose from under the
// pointer: it now stays where it stands while the pointer is on it, and Close closes it.
TEST_F(TurnReplayTest, TheReplayStaysUnderThePointerOnItsWayToClose) {
  struct Case {
    int w, h;
    float scale;
  };
  for (const Case c : {Case{1024, 640, 1.0f}, Case{1280, 800, 1.25f}, Case{1440, 900, 1.5f}}) {
    const std::string where = std::to_string(c.w) + "x" + std::to_string(c.h) + " scale " + std::to_string(c.scale);
    stack->settings().ui_scale = c.scale;
    stack->apply_settings();
    SDL_SetWindowSize(app->window(), c.w, c.h);
    ASSERT_NO_FATAL_FAILURE(british_fire());
    ASSERT_EQ(stack->top(), ScreenId::Handoff) << where;
    click("Confirm hand-off");
    for (int i = 0; i < 6; ++i) app->step();
    ASSERT_NE(play().replay(), nullptr) << where;
    const auto before = play().replay_button("Close");
    ASSERT_TRUE(before.has_value()) << where;
    const Vec2 at{(before->x0 + before->x1) * 0.5, (before->y0 + before->y1) * 0.5};
    move_mouse(at);
    for (int i = 0; i < 3; ++i) app->step();
    const auto after = play().replay_button("Close");
    ASSERT_TRUE(after.has_value()) << where;
    EXPECT_NEAR(after->y0, before->y0, 1.0) << "the replay moved under the pointer at " << where;
    click_at(at);
    EXPECT_EQ(play().replay(), nullptr) << "Close did not close the replay at " << where;
  }
}

}  // namespace
}  // namespace hexfire::game::testing
