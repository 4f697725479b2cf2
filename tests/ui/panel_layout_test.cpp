// The play screen's panels adapt (issue 14, 4): at every window size and UI scale from 0.75 to 2
// each panel stays inside the window, the fixed panels keep off each other and off the selected
// stack, and the player can move, collapse, close and reopen them; the layout outlives the run.
// Seven Pines in the real loop, resized through SDL, driven by synthesized SDL events.
#include <imgui.h>
#include <imgui_internal.h>

#include <algorithm>
#include <functional>
#include <string>
#include <vector>

#include "game/play/play_screen.hpp"
#include "game/ui/panel_board.hpp"
#include "game/ui/panel_dock.hpp"
#include "game/ui/preview_spot.hpp"
#include "game/ui/ui_scale_fit.hpp"
#include "game/screens/staging.hpp"
#include "screens_fixture.hpp"

namespace hexfire::game::testing {
namespace {

// The panels that stand still unless the player moves them (previews come and go).
const std::vector<const char*> kFixedPanels = {"##title", "##phase", "Stack", "Hex", "Mini-map", "Victory status", "Log"};
const std::vector<const char*> kAllPanels = {"##title", "##phase",   "Stack",    "Hex",           "Mini-map",
                                             "Victory status", "Log", "###ledger", "###odds", "###prompt",
                                             "Line of sight",  "Tables"};

struct Size {
  int w, h;
};

const ImGuiWindow* shown(const char* name) {
  const ImGuiWindow* w = ImGui::FindWindowByName(name);
  return w && w->Active ? w : nullptr;
}

bool overlap(const ImGuiWindow& a, const ImGuiWindow& b) {
  return a.Pos.x < b.Pos.x + b.Size.x && b.Pos.x < a.Pos.x + a.Size.x && a.Pos.y < b.Pos.y + b.Size.y &&
         b.Pos.y < a.Pos.y + a.Size.y;
}

class PanelLayoutTest : public ScreensTest {
 protected:
  void start(float scale) {
    stack->settings().ui_scale = scale;
    stack->apply_settings();
    ASSERT_TRUE(stack->start_game(HEXFIRE_SOURCE_DIR "/scenarios/fireline/seven_pines.xml"));
    ASSERT_NE(app->play(), nullptr);
    app->play()->set_confirm_end(false);
    settle();
  }
  // Compact (1024x640, UI scale 1.5) on `scenario`: activations ended until the stack in `firer`
  // may act, as the screenshot's staging does (a hand-off confirmed, the replay closed), then its
  // fire at `target` previewed. `pose` places the map before the activations are ended.
  void preview_compact_fire(const char* scenario, const char* firer_label, const char* target_label,
                            const std::function<void(Hex firer)>& pose) {
    stack->settings().ui_scale = 1.5f;
    stack->apply_settings();
    ASSERT_TRUE(stack->start_game(scenario));
    ASSERT_NE(app->play(), nullptr);
    resize({1024, 640});
    PlayScreen& play = *app->play();
    const HexMap& map = play.match().state.map();
    const Hex firer = *map.parse_label(firer_label), target = *map.parse_label(target_label);
    pose(firer);
    settle();
    for (int i = 0; i < 12 && !play.select(firer); ++i) {
      ASSERT_TRUE(play.end_activation()) << play.message();
      settle();
    }
    if (stack->top() == ScreenId::Handoff) stack->confirm_handoff();  // the other side's turn, hotseat
    play.close_replay();  // of the other side's activations
    settle();
    ASSERT_TRUE(play.select(firer)) << play.message();
    ASSERT_TRUE(play.set_action("fire"));
    play.set_target(target);
  }
  // Auto-sized panels find their place over a few frames (each docks below last frame's heights).
  void settle() {
    for (int i = 0; i < 4; ++i) app->step();
  }
  void resize(Size s) {
    SDL_SetWindowSize(app->window(), s.w, s.h);
    settle();
    int w = 0, h = 0;
    SDL_GetWindowSize(app->window(), &w, &h);
    ASSERT_EQ(w, s.w);
    ASSERT_EQ(h, s.h);
  }
  // Selects the next stack that can act (N) and keeps its hex on screen.
  Hex select_next() {
    key(SDLK_n);
    settle();
    EXPECT_TRUE(app->play()->selected_hex().has_value());
    return app->play()->selected_hex().value_or(Hex{});
  }
  void expect_inside(Size s, const std::string& where) {
    for (const char* name : kAllPanels)
      if (const ImGuiWindow* w = shown(name)) {
        EXPECT_GE(w->Pos.x, -0.5f) << name << " " << where;
        EXPECT_GE(w->Pos.y, -0.5f) << name << " " << where;
        EXPECT_LE(w->Pos.x + w->Size.x, static_cast<float>(s.w) + 0.5f) << name << " " << where;
        EXPECT_LE(w->Pos.y + w->Size.y, static_cast<float>(s.h) + 0.5f) << name << " " << where;
      }
  }
  void expect_apart(const std::string& where) {
    for (std::size_t i = 0; i < kFixedPanels.size(); ++i)
      for (std::size_t j = i + 1; j < kFixedPanels.size(); ++j) {
        const ImGuiWindow* a = shown(kFixedPanels[i]);
        const ImGuiWindow* b = shown(kFixedPanels[j]);
        if (a && b) {
          EXPECT_FALSE(overlap(*a, *b)) << kFixedPanels[i] << " over " << kFixedPanels[j] << " " << where;
        }
      }
  }
  void expect_clear_of(Hex h, const std::string& where) {
    const Vec2 c = app->hex_to_screen(h);
    const auto x = static_cast<float>(c.x), y = static_cast<float>(c.y);
    for (const char* name : kAllPanels)
      if (const ImGuiWindow* w = shown(name)) {
        EXPECT_FALSE(x >= w->Pos.x && x <= w->Pos.x + w->Size.x && y >= w->Pos.y && y <= w->Pos.y + w->Size.y)
            << name << " covers the selected stack " << where;
      }
  }
  // The Preview and the Odds never lie over each other.
  void expect_previews_apart(const std::string& where) {
    const ImGuiWindow* a = shown("###ledger");
    const ImGuiWindow* b = shown("###odds");
    if (a && b) {
      EXPECT_FALSE(overlap(*a, *b)) << "Preview over Odds " << where;
    }
  }
  // `h` is in the window and under no panel.
  bool clear(Hex h, Size s) const {
    const Vec2 c = app->hex_to_screen(h);
    const auto x = static_cast<float>(c.x), y = static_cast<float>(c.y);
    if (x < 0 || y < 0 || x > static_cast<float>(s.w) || y > static_cast<float>(s.h)) return false;
    for (const char* name : kAllPanels)
      if (const ImGuiWindow* w = shown(name))
        if (x >= w->Pos.x && x <= w->Pos.x + w->Size.x && y >= w->Pos.y && y <= w->Pos.y + w->Size.y) return false;
    return true;
  }
  void drag(Vec2 from, Vec2 to) {
    move_mouse(from);
    app->step();
    button(SDL_MOUSEBUTTONDOWN, from);
    app->step();
    for (int i = 1; i <= 4; ++i) {
      push(mouse_motion_event(from + (to - from) * (i / 4.0), SDL_BUTTON_LMASK));
      app->step();
    }
    button(SDL_MOUSEBUTTONUP, to);
    app->step();
  }
  static Vec2 title_bar_of(const ImGuiWindow& w) { return {w.Pos.x + 30.0, w.Pos.y + w.TitleBarHeight() * 0.5}; }
  // The WW2 tutorial in a window of size `s`: the British Churchills move from 0602 to `to`
  // through 0603, where the Germans may give opportunity fire, and the German player takes the
  // game at the hand-off, the prompt waiting.
  void churchills_move_into_the_german_fire(Size s, const char* to) {
    const std::string where = std::to_string(s.w) + "x" + std::to_string(s.h);
    ASSERT_TRUE(stack->start_game(HEXFIRE_SOURCE_DIR "/scenarios/column-shift/tutorial_ww2.xml"));
    ASSERT_NE(app->play(), nullptr);
    resize(s);
    PlayScreen& play = *app->play();
    const HexMap& map = play.match().state.map();
    ASSERT_EQ(play.match().state.side(*play.match().flow.in_control).key, "brit");
    ASSERT_TRUE(play.select(*map.parse_label("0602"))) << play.message();
    ASSERT_TRUE(play.set_action("move"));
    play.click(*map.parse_label(to));  // along its cheapest path, through 0603
    settle();
    ASSERT_EQ(stack->top(), ScreenId::Handoff) << where;
    click("Confirm hand-off");
    for (int i = 0; i < 3; ++i) settle();
    ASSERT_EQ(stack->top(), ScreenId::Play) << where << ", on " << screen_name(stack->top());
  }
};

// Window sizes the issue names, and a small one.
const Size kSizes[] = {{1280, 800}, {1024, 640}, {1920, 1080}, {800, 600}};

class AtScale : public PanelLayoutTest, public ::testing::WithParamInterface<float> {};

TEST_P(AtScale, EveryPanelStaysInsideTheWindowThroughResizes) {
  start(GetParam());
  select_next();
  for (const Size s : kSizes) {
    resize(s);
    const std::string where = std::to_string(s.w) + "x" + std::to_string(s.h) + " scale " + std::to_string(GetParam());
    expect_inside(s, where);
    for (const char* name : {"##phase", "Hex", "Victory status", "Log"}) EXPECT_NE(shown(name), nullptr) << name << where;
  }
}

TEST_P(AtScale, FixedPanelsKeepApartAndOffTheSelectedStackWhereThereIsRoom) {
  start(GetParam());
  for (const Size s : kSizes) {
    resize(s);
    const Hex h = select_next();
    app->focus(h, 1.0);
    settle();
    const std::string where = std::to_string(s.w) + "x" + std::to_string(s.h) + " scale " + std::to_string(GetParam());
    expect_apart(where);
    expect_clear_of(h, where);
  }
}

// A fire previewed at every size: the Preview and Odds panels (and every other) stay inside the
// window and off both the firing stack and the target the player could click (one in view, under
// no panel, before the preview opened); the previews move to another free place, else the map
// moves the two stacks out from under them.
TEST_P(AtScale, PreviewsKeepOffTheFiringAndTheTargetedStackThroughResizes) {
  start(GetParam());
  int previewed = 0;
  for (const Size s : kSizes) {
    resize(s);
    const Hex h = select_next();
    app->focus(h, 1.0);
    key(SDLK_f);
    settle();
    const Match& m = app->play()->match();
    std::optional<Hex> target;
    for (Hex e : m.state.map().all_hexes()) {
      const auto side = m.state.side_in(e);
      if (!side || side == m.state.side_in(h) || !clear(e, s)) continue;
      if (!target || distance(e, h) < distance(*target, h)) target = e;
    }
    if (!target) continue;  // nothing the player could click at this size
    app->play()->set_target(*target);
    settle();
    ++previewed;
    const std::string where = std::to_string(s.w) + "x" + std::to_string(s.h) + " scale " + std::to_string(GetParam());
    ASSERT_NE(shown("###ledger"), nullptr) << where;
    expect_inside(s, where);
    // At every scale, 2 in the small windows too: the previews take another place, else the map
    // moves (and zooms out) until the firer and the target are under no panel.
    expect_clear_of(h, where + " (firer)");
    expect_clear_of(*target, where + " (target)");
    expect_previews_apart(where);
    // The Odds show whole, their roll button in view: at UI scale 2 in 1280x800 (640 x 400
    // logical pixels) it was below the window's fold, and at 1024x640 the bars were too.
    if (const ImGuiWindow* odds = shown("###odds")) {
      EXPECT_FALSE(odds->ScrollbarY) << "the Odds scroll at " << where;
    }
    key(SDLK_ESCAPE);
  }
  EXPECT_GE(previewed, 3);
}

// The other side's turn ending on the player's decision: the British Churchills move from 0602
// through 0603, where the Germans may give opportunity fire, and the German player, handed the
// game, finds the replay of that move open and the prompt waiting. The two stood under the phase
// bar together and the replay hid the prompt's first answers; the replay now stands aside
// (in the right-hand column, else where it covers least), at every size and scale.
TEST_P(AtScale, TheReplayOfAMoveEndingOnAPromptLeavesThePromptsAnswersInView) {
  stack->settings().ui_scale = GetParam();
  stack->apply_settings();
  for (const Size s : {Size{1280, 800}, Size{1024, 640}, Size{800, 600}}) {
    const std::string where = std::to_string(s.w) + "x" + std::to_string(s.h) + " scale " + std::to_string(GetParam());
    ASSERT_NO_FATAL_FAILURE(churchills_move_into_the_german_fire(s, "0604"));
    PlayScreen& play = *app->play();
    const ImGuiWindow* replay = shown("###replay");
    const ImGuiWindow* prompt = shown("###prompt");
    ASSERT_NE(replay, nullptr) << where;
    ASSERT_NE(prompt, nullptr) << where;
    EXPECT_FALSE(overlap(*replay, *prompt)) << "the replay (" << replay->Pos.x << ", " << replay->Pos.y << ", "
                                            << replay->Size.x << " x " << replay->Size.y << ") covers the prompt ("
                                            << prompt->Pos.x << ", " << prompt->Pos.y << ", " << prompt->Size.x << " x "
                                            << prompt->Size.y << ") at " << where;
    expect_inside(s, where);
    EXPECT_LE(replay->Pos.x + replay->Size.x, static_cast<float>(s.w) + 0.5f) << where;
    EXPECT_LE(replay->Pos.y + replay->Size.y, static_cast<float>(s.h) + 0.5f) << where;
    // Open where there is room for both (its buttons drawn); at 1280x800 there is at every scale
    // up to 1.5.
    if (s.w == 1280 && GetParam() <= 1.5f) {
      EXPECT_FALSE(replay->Collapsed) << where;
    }
    if (!replay->Collapsed) {
      for (const char* name : {"Back", "Next", "Close"}) EXPECT_TRUE(play.replay_button(name).has_value()) << name << " " << where;
    }
  }
}

// The same opportunity fire (the move stopping in 0603), its prompt read by the German player:
// the odds of the marked answer are drawn in the prompt itself (in an Odds window beside it, the
// prompt stood on them at 1280x800 and UI scale 1, the default), every answer shows without
// scrolling, and the prompt keeps off the phase bar (at UI scale 1.5 it grew up over the bar's
// second row of buttons) and, where the window has room, off the Preview of its marked answer.
TEST_P(AtScale, TheOpportunityFirePromptShowsItsOddsAndKeepsOffThePhaseBarAndThePreview) {
  stack->settings().ui_scale = GetParam();
  stack->apply_settings();
  for (const Size s : {Size{1280, 800}, Size{1024, 640}}) {
    const std::string where = std::to_string(s.w) + "x" + std::to_string(s.h) + " scale " + std::to_string(GetParam());
    ASSERT_NO_FATAL_FAILURE(churchills_move_into_the_german_fire(s, "0603"));
    PlayScreen& play = *app->play();
    if (shown("###replay")) play.close_replay();
    for (int i = 0; i < 3; ++i) settle();
    const auto p = play.pending_prompt();
    ASSERT_TRUE(p.has_value()) << where;
    ASSERT_TRUE(p->shown.has_value()) << where;
    ASSERT_FALSE(p->shown_odds.empty()) << where;
    double total = 0;
    for (const auto& o : p->shown_odds) total += o.second;
    EXPECT_NEAR(total, 1.0, 1e-9) << where;
    EXPECT_TRUE(play.ledger_panel().odds_in_prompt) << where;
    EXPECT_EQ(shown("###odds"), nullptr) << "an Odds window beside the prompt at " << where;
    const ImGuiWindow* prompt = shown("###prompt");
    const ImGuiWindow* phase = shown("##phase");
    ASSERT_NE(prompt, nullptr) << where;
    ASSERT_NE(phase, nullptr) << where;
    EXPECT_FALSE(overlap(*prompt, *phase)) << "the prompt (top " << prompt->Pos.y << ") covers the phase bar (foot "
                                           << phase->Pos.y + phase->Size.y << ") at " << where;
    expect_inside(s, where);
    // Every answer in view without scrolling (keys 1-4 answer too, but a player reads first).
    // No scrollbar at all: half a pixel short of its contents (the fractional font at 1.5), the
    // prompt drew one that scrolled nothing, and its lines ran under it.
    EXPECT_FALSE(prompt->ScrollbarY) << "the prompt scrolls at " << where;
    if (const ImGuiWindow* ledger = shown("###ledger"); ledger && !ledger->Collapsed) {
      EXPECT_FALSE(overlap(*prompt, *ledger)) << "the prompt covers the Preview at " << where;
    }
    // Where the window has room (not compact) the breakdown is open beside the prompt.
    if (!current_dock(static_cast<float>(s.w), static_cast<float>(s.h)).compact) {
      const ImGuiWindow* ledger = shown("###ledger");
      ASSERT_NE(ledger, nullptr) << where;
      EXPECT_FALSE(ledger->Collapsed) << where;
    }
  }
}

// The pointer going down the prompt's answers (each marks its answer, whose Preview changes
// beside the prompt) and off the map (the Stack panel hides): the prompt stays where it stood
// when the pointer reached it, so the answer under the pointer is the one clicked.
TEST_P(AtScale, ThePromptStaysUnderThePointer) {
  stack->settings().ui_scale = GetParam();
  stack->apply_settings();
  for (const Size s : {Size{1280, 800}, Size{1024, 640}}) {
    const std::string where = std::to_string(s.w) + "x" + std::to_string(s.h) + " scale " + std::to_string(GetParam());
    ASSERT_NO_FATAL_FAILURE(churchills_move_into_the_german_fire(s, "0603"));
    if (shown("###replay")) app->play()->close_replay();
    settle();
    for (int k = 0; k < 9; ++k) {
      const ImGuiWindow* prompt = shown("###prompt");
      ASSERT_NE(prompt, nullptr) << where;
      const ImVec2 before = prompt->Pos;
      move_mouse({prompt->Pos.x + 40, prompt->Pos.y + 5 + (prompt->Size.y - 10) * static_cast<float>(k) / 8.0f});
      settle();
      const ImGuiWindow* now = shown("###prompt");
      ASSERT_NE(now, nullptr) << where;
      EXPECT_EQ(ImGui::GetCurrentContext()->HoveredWindow, now) << "the pointer is not on the prompt at " << where << ", step " << k;
      EXPECT_NEAR(now->Pos.x, before.x, 1.0f) << "the prompt moved under the pointer at " << where << ", step " << k;
      EXPECT_NEAR(now->Pos.y, before.y, 1.0f) << "the prompt moved under the pointer at " << where << ", step " << k;
    }
  }
}

// A fire previewed with the firer under the Preview's dock (bottom left), so the Preview takes
// another place: the Odds find one too, off the Preview. With no free place they went to their
// dock, and at 1280x800 and UI scale 1.5 they lay over the Preview (Seven Pines, 0913 at 1117).
TEST_P(AtScale, APreviewOutOfItsDockKeepsTheOddsOffIt) {
  stack->settings().ui_scale = GetParam();
  stack->apply_settings();
  for (const Size s : {Size{1280, 800}, Size{1024, 640}}) {
    const std::string where = std::to_string(s.w) + "x" + std::to_string(s.h) + " scale " + std::to_string(GetParam());
    ASSERT_TRUE(stack->start_game(HEXFIRE_SOURCE_DIR "/scenarios/column-shift/tutorial_ww2.xml"));
    ASSERT_NE(app->play(), nullptr);
    resize(s);
    PlayScreen& play = *app->play();
    const HexMap& map = play.match().state.map();
    const Hex firer = *map.parse_label("0702"), target = *map.parse_label("0505");
    app->focus(firer, 1.0);
    // The firer a quarter of the way in from the left, two thirds of the way down.
    const Vec2 at = app->hex_to_screen(firer);
    app->camera().pan_by({s.w * 0.25 - at.x, s.h * 0.66 - at.y});
    settle();
    ASSERT_TRUE(play.select(firer)) << play.message();
    ASSERT_TRUE(play.set_action("fire"));
    play.set_target(target);
    for (int i = 0; i < 4; ++i) settle();
    ASSERT_NE(shown("###ledger"), nullptr) << where;
    ASSERT_NE(shown("###odds"), nullptr) << where;
    expect_previews_apart(where);
    expect_inside(s, where);
    EXPECT_FALSE(shown("###odds")->ScrollbarY) << "the Odds scroll at " << where;
  }
}

// The WW1 tutorial: the German company leaves 0503 for Morcourt (0504), and the British, whose
// four stacks stand at the map's left, are asked for opportunity fire. The Preview of the marked
// answer leaves its dock (over those stacks) for the top of the map, where the prompt found no
// spot off it and covered its modifiers (at 1280x800, UI scale 1); it now takes the room beside
// the Preview, over the right-hand column. The phase bar, meanwhile, shows no action and no end
// button, which would only be refused: it says where the decision is taken.
TEST_P(AtScale, AnOpportunityFirePromptKeepsOffItsPreviewAndThePhaseBarWaitsOnIt) {
  stack->settings().ui_scale = GetParam();
  stack->apply_settings();
  for (const Size s : {Size{1280, 800}, Size{1024, 640}, Size{1920, 1080}}) {
    const std::string where = std::to_string(s.w) + "x" + std::to_string(s.h) + " scale " + std::to_string(GetParam());
    ASSERT_TRUE(stack->start_game(HEXFIRE_SOURCE_DIR "/scenarios/column-shift/tutorial_ww1.xml"));
    ASSERT_NE(app->play(), nullptr);
    resize(s);
    PlayScreen& play = *app->play();
    play.set_confirm_end(false);
    const Match& m = play.match();
    ASSERT_TRUE(m.flow.prompts.empty()) << where;
    // Won by the British, the initiative is spent on one stack far from the Germans (C Company
    // digs in), so that three may still fire at the German move.
    if (m.state.side(*m.flow.in_control).key == "brit") {
      ASSERT_TRUE(play.select(*m.state.map().parse_label("0202"))) << play.message();
      ASSERT_TRUE(play.set_action("dig"));
      ASSERT_TRUE(play.confirm_action()) << play.message();
      settle();
      if (stack->top() == ScreenId::Handoff) stack->confirm_handoff();
      if (shown("###replay")) play.close_replay();
      settle();
    }
    ASSERT_EQ(m.state.side(*m.flow.in_control).key, "ger") << where;
    ASSERT_TRUE(play.select(*m.state.map().parse_label("0503"))) << play.message();
    ASSERT_TRUE(play.set_action("move"));
    ASSERT_TRUE(play.move_onto(*m.state.map().parse_label("0504"))) << play.message();  // onto the company there
    settle();
    if (stack->top() == ScreenId::Handoff) stack->confirm_handoff();
    settle();
    play.close_replay();  // of the German move: the British read the prompt
    // The British stacks low on the left, as the game frames them at 1280x800 on loading a save
    // of this moment: under the Preview's dock, which the Preview leaves for the map's top.
    const Hex a_company = *m.state.map().parse_label("0204");
    app->focus(a_company, 1.0);
    const Vec2 at = app->hex_to_screen(a_company);
    app->camera().pan_by({s.w * 0.25 - at.x, s.h * 0.72 - at.y});
    for (int i = 0; i < 4; ++i) settle();
    ASSERT_FALSE(m.flow.prompts.empty()) << where;
    ASSERT_EQ(m.state.side(m.flow.prompts.front().side).key, "brit") << where;
    EXPECT_FALSE(play.bar_control("end")) << where;
    EXPECT_FALSE(play.bar_control("move")) << where;
    EXPECT_FALSE(play.bar_control("fire")) << where;
    EXPECT_TRUE(play.bar_control("answer_first")) << where;
    EXPECT_TRUE(play.bar_control("undo")) << where;
    const ImGuiWindow* prompt = shown("###prompt");
    ASSERT_NE(prompt, nullptr) << where;
    expect_inside(s, where);
    if (const ImGuiWindow* ledger = shown("###ledger"); ledger && !ledger->Collapsed) {
      EXPECT_FALSE(overlap(*prompt, *ledger)) << "the prompt (" << prompt->Pos.x << ", " << prompt->Pos.y << ", "
                                              << prompt->Size.x << " x " << prompt->Size.y << ") covers the Preview ("
                                              << ledger->Pos.x << ", " << ledger->Pos.y << ", " << ledger->Size.x
                                              << " x " << ledger->Size.y << ") at " << where;
    }
    // Answered, the bar gives the British their actions and end button back.
    const auto answers = play.pending_prompt();
    ASSERT_TRUE(answers.has_value()) << where;
    ASSERT_TRUE(play.answer_prompt(answers->options.size() - 1)) << play.message();
    for (int i = 0; i < 2; ++i) settle();
    if (m.flow.prompts.empty() && m.state.side(*m.flow.in_control).key == "brit") {
      EXPECT_TRUE(play.bar_control("end")) << where;
      EXPECT_FALSE(play.bar_control("answer_first")) << where;
    }
  }
}

INSTANTIATE_TEST_SUITE_P(UiScales, AtScale, ::testing::Values(0.75f, 1.0f, 1.5f, 2.0f));

// The pause menu shows whole, above the phase bar and the panels, at every size and scale
// (at 1024x640 and scale 1.5 it scrolled and the phase bar covered its heading).
TEST_P(AtScale, ThePauseMenuShowsWholeAboveThePlayScreensPanels) {
  start(GetParam());
  for (const Size s : kSizes) {
    resize(s);
    key(SDLK_ESCAPE);
    settle();
    ASSERT_EQ(stack->top(), ScreenId::Pause);
    const std::string where = std::to_string(s.w) + "x" + std::to_string(s.h) + " scale " + std::to_string(GetParam());
    const ImGuiWindow* pause = shown("##pause");
    ASSERT_NE(pause, nullptr) << where;
    EXPECT_EQ(pause->ScrollMax.y, 0.0f) << "the pause menu scrolls at " << where;
    const auto& order = ImGui::GetCurrentContext()->Windows;
    auto rank = [&](const ImGuiWindow* w) { return std::find(order.begin(), order.end(), w) - order.begin(); };
    for (const char* name : kAllPanels) {
      const ImGuiWindow* w = shown(name);
      if (w && overlap(*w, *pause)) {
        EXPECT_GT(rank(pause), rank(w)) << name << " is drawn over the pause menu at " << where;
      }
    }
    for (const char* label : {"Resume", "Save", "Load", "Briefing", "Settings", "Main menu", "Quit"}) {
      const auto r = stack->button_rect(label);
      ASSERT_TRUE(r) << label << " " << where;
      EXPECT_LE(r->y1, static_cast<float>(s.h)) << label << " is below the window at " << where;
    }
    key(SDLK_ESCAPE);
    settle();
  }
}

// The full-window screens (menu, settings, scenario picker, hot-seat hand-off, victory) show
// whole at every scale and size a window holds them at scale 1: their panel fits the window, at
// a smaller scale than the player's where it must, and nothing scrolls. At scale 2 in 1280x800
// the menu, the hand-off and the victory screen were cut off, the hand-off's confirm button out
// of sight below the fold, and the picker's rows ran into each other.
TEST_P(AtScale, TheFullWindowScreensShowWholeWithoutScrolling) {
  stack->settings().ui_scale = GetParam();
  stack->apply_settings();
  const std::string tutorial = HEXFIRE_SOURCE_DIR "/scenarios/column-shift/tutorial_ww2.xml";
  const struct {
    ScreenId id;
    const char* window;
    Size least;  // the smallest window that holds it at scale 1
  } screens[] = {{ScreenId::Menu, "##menu", {800, 600}},
                 {ScreenId::Settings, "##settings", {800, 600}},
                 {ScreenId::Picker, "##picker", {1280, 800}},
                 {ScreenId::Handoff, "##handoff", {800, 600}},
                 {ScreenId::Victory, "##victory", {800, 600}}};
  for (const auto& sc : screens) {
    std::string error;
    ASSERT_TRUE(stage_screen(*stack, sc.id, tutorial, error)) << error;
    for (const Size s : kSizes) {
      if (s.w < sc.least.w || s.h < sc.least.h) continue;
      resize(s);
      settle();
      const std::string where =
          std::string(sc.window) + " at " + std::to_string(s.w) + "x" + std::to_string(s.h) + " scale " + std::to_string(GetParam());
      const ImGuiWindow* w = shown(sc.window);
      ASSERT_NE(w, nullptr) << where;
      EXPECT_EQ(w->ScrollMax.y, 0.0f) << where << " scrolls";
      EXPECT_GE(w->Pos.x, -0.5f) << where;
      EXPECT_GE(w->Pos.y, -0.5f) << where;
      EXPECT_LE(w->Pos.x + w->Size.x, static_cast<float>(s.w) + 0.5f) << where;
      EXPECT_LE(w->Pos.y + w->Size.y, static_cast<float>(s.h) + 0.5f) << where;
      // The scale in force is the player's again for whatever is drawn after the screen.
      EXPECT_FLOAT_EQ(ImGui::GetIO().FontGlobalScale, fitted_ui_scale(GetParam(), static_cast<float>(s.w), static_cast<float>(s.h)))
          << where;
    }
  }
}

// The help (F1) over the play screen: its system summary and its shortcut table wrap inside the
// window at every scale and size. At UI scale 2 in 1280x800 its readable width (42 letters'
// height) was wider than the window could grow, and every line was cut at the right edge.
TEST_P(AtScale, TheHelpsTextWrapsInsideItsWindow) {
  start(GetParam());
  key(SDLK_F1);
  ASSERT_TRUE(stack->help_visible());
  for (const Size s : kSizes) {
    resize(s);
    settle();
    const std::string where = std::to_string(s.w) + "x" + std::to_string(s.h) + " scale " + std::to_string(GetParam());
    const ImGuiWindow* help = shown("Help - shortcuts (F1)");
    ASSERT_NE(help, nullptr) << where;
    // What the content reaches to the right, against the room inside the padding (and the
    // scrollbar when it has one).
    const float inside = help->Size.x - 2 * ImGui::GetStyle().WindowPadding.x - help->ScrollbarSizes.x;
    EXPECT_LE(help->ContentSize.x, inside + 0.5f) << "the help's text runs past its window at " << where;
  }
}

// A fire previewed in one go (the firer, the action and the target chosen before a frame is
// drawn, as a script or a quick player does): the map waits for the new Odds window to find its
// place before it moves the stacks out from under it. Judged on the first frame, with the Odds
// not yet placed, the map moved once for nothing, and at 1024x640 the Odds then covered the
// WW2 tutorial's Vickers platoon firing from 0702 at the bridge end.
TEST_F(PanelLayoutTest, AFirePreviewedAtOnceKeepsTheOddsOffTheFirer) {
  ASSERT_TRUE(stack->start_game(HEXFIRE_SOURCE_DIR "/scenarios/column-shift/tutorial_ww2.xml"));
  ASSERT_NE(app->play(), nullptr);
  resize({1024, 640});
  PlayScreen& play = *app->play();
  const HexMap& map = play.match().state.map();
  const Hex firer = *map.parse_label("0702"), target = *map.parse_label("0505");
  app->focus(firer, 1.0);
  settle();
  ASSERT_TRUE(play.select(firer)) << play.message();
  ASSERT_TRUE(play.set_action("fire"));
  play.set_target(target);
  for (int i = 0; i < 3; ++i) settle();
  ASSERT_NE(shown("###odds"), nullptr);
  expect_clear_of(firer, "(firer)");
  expect_clear_of(target, "(target)");
  expect_previews_apart("");
}

// Compact (1024x640 at UI scale 1.5) the log starts collapsed to its title bar at the foot: the
// Preview stands on it, not on the log's dock above it, and so keeps off the Stack panel's foot.
// It stood on the dock and grew up over the Stack panel's last line (crossroads, the 2nd West
// Virginia Cavalry firing from 1309 at the 50th Virginia in 1207).
TEST_F(PanelLayoutTest, CompactThePreviewStandsOnTheCollapsedLogClearOfTheStackPanel) {
  // On to the activation of the cavalry's brigade (the Union's turn).
  preview_compact_fire(HEXFIRE_SOURCE_DIR "/scenarios/fireline/crossroads.xml", "1309", "1207",
                       [&](Hex firer) { app->focus(firer, 1.0); });
  if (HasFatalFailure()) return;
  const PlayScreen& play = *app->play();
  for (int i = 0; i < 3; ++i) settle();
  const ImGuiWindow* preview = shown("###ledger");
  const ImGuiWindow* stack_panel = shown("Stack");
  const ImGuiWindow* log_window = shown("Log");
  ASSERT_NE(preview, nullptr) << play.message();
  ASSERT_NE(stack_panel, nullptr);
  ASSERT_NE(log_window, nullptr);
  ASSERT_TRUE(log_window->Collapsed) << "compact: the log starts collapsed";
  EXPECT_FALSE(overlap(*preview, *stack_panel)) << "the Preview covers the Stack panel's foot";
  EXPECT_FALSE(overlap(*preview, *log_window));
  EXPECT_GT(preview->Pos.y + preview->Size.y, log_window->Pos.y - 40) << "it stands on the collapsed log";
}

// Compact (1024x640, UI scale 1.5) on the biggest fireline map, with no free place for the Odds:
// of the places it has, it takes one that leaves the Stack panel and the title readable (the
// selected stack is what the player acts on). It covered both, the other panels and a stack
// weighing the same as they (Seven Pines, the 100th New York firing from 1109 at 0707).
TEST_F(PanelLayoutTest, CompactTheOddsKeepOffTheStackPanelAndTheTitle) {
  preview_compact_fire(HEXFIRE_SOURCE_DIR "/scenarios/fireline/seven_pines.xml", "1109", "0707", [&](Hex) {
    app->frame_units(0.75, 1.0, /*clear_of_panels=*/false);  // as the screenshot poses it
  });
  if (HasFatalFailure()) return;
  const PlayScreen& play = *app->play();
  const Hex firer = *play.match().state.map().parse_label("1109");
  // The map where the screenshot had it (--select 1109 --action fire --target 0707): the 100th
  // New York beside the right-hand column, over the Odds' dock's corner.
  app->camera().pan_by(Vec2{727, 360} - app->hex_to_screen(firer));
  for (int i = 0; i < 3; ++i) settle();
  const ImGuiWindow* odds = shown("###odds");
  const ImGuiWindow* stack_panel = shown("Stack");
  const ImGuiWindow* title = shown("##title");
  ASSERT_NE(odds, nullptr) << play.message();
  ASSERT_NE(stack_panel, nullptr);
  ASSERT_NE(title, nullptr);
  EXPECT_FALSE(overlap(*odds, *stack_panel)) << "the Odds cover the Stack panel";
  EXPECT_FALSE(overlap(*odds, *title)) << "the Odds cover the title";
}

// The choice of a place among a panel's spots: a window that must stay readable is covered only
// when every spot covers it, the first of them before the others (the phase bar before the
// Preview), and a spot the panel would not fit inside is never taken for it (at UI scale 2 the
// prompt went beside the Preview, half out of the window).
TEST_F(PanelLayoutTest, APlaceKeepsTheWindowsThatMustStayReadableAndStaysInside) {
  const ImVec2 display(1000, 600), size(300, 200);
  const ClearArea phase{0, 0, 1000, 100}, preview{0, 300, 400, 600};
  const PanelSpot on_phase{ImVec2(500, 0), ImVec2(0, 0)}, on_preview{ImVec2(100, 350), ImVec2(0, 0)},
      outside{ImVec2(800, 150), ImVec2(0, 0)}, clear{ImVec2(500, 150), ImVec2(0, 0)};
  auto at = [](const PanelSpot& s) { return std::pair(s.pos.x, s.pos.y); };
  EXPECT_EQ(at(spot_clear_of({on_phase, on_preview, clear}, size, {}, display, true, {}, {phase, preview})), at(clear));
  EXPECT_EQ(at(spot_clear_of({on_phase, on_preview, outside}, size, {}, display, true, {}, {phase, preview})),
            at(on_preview));
  EXPECT_EQ(at(spot_clear_of({on_phase, on_preview, outside}, size, {}, display, false, {}, {phase, preview})),
            at(on_preview));
  // Nothing else inside: the first inside, covering what it must.
  EXPECT_EQ(at(spot_clear_of({outside, on_phase}, size, {}, display, true, {}, {phase, preview})), at(on_phase));
}

// The UI scale a window plays at: at least 680 x 425 logical pixels, which hold a fire's Preview
// and Odds with the roll button in view (the AtScale tests above); in quarter steps, never below
// 1 nor above the player's choice.
TEST_F(PanelLayoutTest, TheUiScaleIsLoweredToWhatTheWindowHolds) {
  EXPECT_FLOAT_EQ(fitted_ui_scale(2.0f, 1280, 800), 1.75f);
  EXPECT_FLOAT_EQ(fitted_ui_scale(2.0f, 1024, 640), 1.5f);
  EXPECT_FLOAT_EQ(fitted_ui_scale(2.0f, 800, 600), 1.0f);
  EXPECT_FLOAT_EQ(fitted_ui_scale(2.0f, 1920, 1080), 2.0f);
  EXPECT_FLOAT_EQ(fitted_ui_scale(1.5f, 1280, 800), 1.5f);
  EXPECT_FLOAT_EQ(fitted_ui_scale(1.25f, 640, 480), 1.0f);
  EXPECT_FLOAT_EQ(fitted_ui_scale(0.75f, 640, 480), 0.75f);
}

TEST_F(PanelLayoutTest, TheDocksFitTheWindowAtEverySizeAndScale) {
  for (const Size s : kSizes)
    for (const float scale : {0.75f, 1.0f, 1.5f, 2.0f}) {
      const PanelDock d = dock_panels(static_cast<float>(s.w), static_cast<float>(s.h), scale, {});
      for (const DockBox& b : {d.title, d.phase, d.left, d.right, d.log, d.ledger, d.odds, d.centre}) {
        EXPECT_GE(b.x0, 0);
        EXPECT_GE(b.y0, 0);
        EXPECT_LE(b.x1, static_cast<float>(s.w));
        EXPECT_LE(b.y1, static_cast<float>(s.h));
        EXPECT_GT(b.width(), 0);
      }
      EXPECT_LE(d.left.x1, d.right.x0) << s.w << "x" << s.h << " scale " << scale;  // the columns never meet
      if (!d.phase_spans) {
        EXPECT_LE(d.phase.x1, d.right.x0);
      }
    }
}

TEST_F(PanelLayoutTest, AtTheSmallSizeThePhaseBarKeepsOffTheHexPanel) {
  start(1.0f);
  resize({1024, 640});
  const ImGuiWindow* phase = shown("##phase");
  const ImGuiWindow* hex = shown("Hex");
  ASSERT_NE(phase, nullptr);
  ASSERT_NE(hex, nullptr);
  EXPECT_FALSE(overlap(*phase, *hex));
}

TEST_F(PanelLayoutTest, ADraggedPanelStaysWhereItWasPutAndInsideTheWindow) {
  start(1.0f);
  const ImGuiWindow* victory = shown("Victory status");
  ASSERT_NE(victory, nullptr);
  const Vec2 from = title_bar_of(*victory);
  drag(from, {400, 300});
  settle();
  EXPECT_TRUE(panel_board()[PanelId::Victory].moved);
  EXPECT_NEAR(victory->Pos.y + victory->TitleBarHeight() * 0.5f, 300, 3);
  // Past the right edge: it comes back inside.
  drag(title_bar_of(*victory), {1270, 300});
  settle();
  EXPECT_LE(victory->Pos.x + victory->Size.x, 1280.5f);
  // A smaller window keeps it inside too.
  resize({800, 600});
  EXPECT_LE(victory->Pos.x + victory->Size.x, 800.5f);
  EXPECT_LE(victory->Pos.y + victory->Size.y, 600.5f);
}

TEST_F(PanelLayoutTest, APanelClosedByItsButtonComesBackFromTheViewMenu) {
  start(1.0f);
  const ImGuiWindow* minimap = shown("Mini-map");
  ASSERT_NE(minimap, nullptr);
  const ImGuiStyle& style = ImGui::GetStyle();
  const float font = ImGui::GetFontSize();
  const Vec2 close{minimap->Pos.x + minimap->Size.x - style.FramePadding.x - font * 0.5f,
                   minimap->Pos.y + style.FramePadding.y + font * 0.5f};
  click_at(close);
  EXPECT_FALSE(panel_board()[PanelId::MiniMap].open);
  EXPECT_EQ(shown("Mini-map"), nullptr);
  key(SDLK_F2);
  app->step();
  ASSERT_GT(ImGui::GetCurrentContext()->OpenPopupStack.Size, 0) << "F2 opens the View menu";
  const ImGuiWindow* menu = ImGui::GetCurrentContext()->OpenPopupStack[0].Window;
  ASSERT_NE(menu, nullptr);
  // Its items: Stack, Hex inspector, Mini-map, ...
  const float row = font + style.ItemSpacing.y;
  click_at({menu->Pos.x + menu->Size.x * 0.5f, menu->Pos.y + style.WindowPadding.y + 2 * row + font * 0.5f});
  settle();
  EXPECT_TRUE(panel_board()[PanelId::MiniMap].open);
  EXPECT_NE(shown("Mini-map"), nullptr);
}

TEST_F(PanelLayoutTest, ClosedAndMovedPanelsAreRememberedInTheNextRun) {
  start(1.0f);
  panel_board()[PanelId::Log].open = false;
  panel_board()[PanelId::Victory].moved = true;
  stack.reset();           // saves the settings and the ini, as quitting does
  panel_board().reset();   // forget them here: only the ini can bring them back
  make_stack();            // the next run reads them
  EXPECT_FALSE(panel_board()[PanelId::Log].open);
  EXPECT_TRUE(panel_board()[PanelId::Victory].moved);
  EXPECT_TRUE(panel_board()[PanelId::Stack].open);
}

TEST_F(PanelLayoutTest, HoveringAPanelDoesNotInspectTheMapBelowIt) {
  start(1.0f);
  const ImGuiWindow* log_window = shown("Log");
  ASSERT_NE(log_window, nullptr);
  move_mouse({log_window->Pos.x + log_window->Size.x * 0.5, log_window->Pos.y + log_window->Size.y * 0.5});
  app->step();
  app->step();
  EXPECT_FALSE(app->hovered_hex().has_value());
}

}  // namespace
}  // namespace hexfire::game::testing
