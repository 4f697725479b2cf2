// Shared set-up for the play-screen UI tests: an offscreen GameApp at 1280x800 running a real
// game session on a scenario, and helpers that click hexes and press keys through SDL's queue.
#pragma once

#include <SDL.h>
#include <gtest/gtest.h>

#include <cstdlib>
#include <memory>
#include <string>

#include "game/app/game_app.hpp"
#include "game/play/play_screen.hpp"
#include "sdl_events.hpp"

namespace hexfire::game::testing {

class PlayScreenTest : public ::testing::Test {
 protected:
  static constexpr int kWidth = 1280;
  static constexpr int kHeight = 800;

  void start(const std::string& scenario) {
    setenv("SDL_VIDEODRIVER", "offscreen", 1);
    std::string error;
    app = GameApp::create({kWidth, kHeight, true}, error);
    ASSERT_NE(app, nullptr) << error;
    ASSERT_TRUE(app->start_play(std::string(HEXFIRE_SOURCE_DIR) + "/" + scenario, error)) << error;
    play = app->play();
    ASSERT_NE(play, nullptr);
    app->step();
    app->step();
  }
  void TearDown() override { app.reset(); }

  Hex hex(const char* label) const {
    auto h = play->match().state.map().parse_label(label);
    EXPECT_TRUE(h.has_value()) << label;
    return h.value_or(Hex{});
  }
  void push(SDL_Event e) { push_event(e); }
  // Centres the hex (so no panel covers it), moves the pointer there and lets a frame pass.
  Vec2 point_at(Hex h) {
    app->focus(h, 1.0);
    const Vec2 p = app->hex_to_screen(h);
    push(mouse_motion_event(p));
    app->step();
    app->step();
    return p;
  }
  // Hovers a hex without moving the camera (the path preview under the cursor).
  void hover_at(Hex h) {
    const Vec2 p = app->hex_to_screen(h);
    push(mouse_motion_event(p));
    app->step();
  }
  void click_screen(Vec2 p) {
    for (Uint32 type : {Uint32(SDL_MOUSEBUTTONDOWN), Uint32(SDL_MOUSEBUTTONUP)}) push(mouse_button_event(type, p));
    app->step();
  }
  // Clicks a hex without moving the camera first (keeps the selection's view).
  void click_in_view(Hex h) {
    hover_at(h);
    click_screen(app->hex_to_screen(h));
  }
  void click_hex(Hex h) { click_screen(point_at(h)); }
  void key(SDL_Keycode k, Uint16 mod = KMOD_NONE, Uint32 type = SDL_KEYDOWN) {
    push(key_event(k, type, mod));
    app->step();
  }
  std::string in_control() const { return play->phase_bar().in_control; }
  // Ends activations (Space) until a formation of `side` acts.
  void side_to_act(const std::string& side = "Union") {
    for (int i = 0; i < 4 && !(in_control() == side && play->match().flow.phase == "activation"); ++i) key(SDLK_SPACE);
    ASSERT_EQ(in_control(), side);
    ASSERT_EQ(play->match().flow.phase, "activation");
  }

  std::unique_ptr<GameApp> app;
  PlayScreen* play = nullptr;
};

}  // namespace hexfire::game::testing
