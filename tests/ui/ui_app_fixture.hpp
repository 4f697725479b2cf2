// Shared set-up for the headless UI tests: an offscreen GameApp on the demo map, and helpers
// that push synthesized SDL events through the real event queue.
#pragma once

#include <SDL.h>
#include <gtest/gtest.h>

#include <cstdlib>
#include <memory>
#include <string>

#include "game/app/data_paths.hpp"
#include "engine/rules/code_built_maps.hpp"
#include "game/app/game_app.hpp"
#include "sdl_events.hpp"

namespace hexfire::game::testing {

class UiAppTest : public ::testing::Test {
 protected:
  static constexpr int kWidth = 800;
  static constexpr int kHeight = 600;

  void SetUp() override {
    setenv("SDL_VIDEODRIVER", "offscreen", 1);
    std::string error;
    app = GameApp::create({kWidth, kHeight, true}, error);
    ASSERT_NE(app, nullptr) << error;
    BuiltScenario demo = build_demo_scenario("", rules_dir());
    ASSERT_TRUE(demo.scenario.has_value()) << (demo.errors.empty() ? "" : demo.errors.front().to_string());
    app->set_scenario(std::move(*demo.scenario));
    app->step();
  }
  void TearDown() override { app.reset(); }

  void push(SDL_Event e) { push_event(e); }
  void move_mouse(Vec2 p, Uint32 buttons = 0) { push(mouse_motion_event(p, buttons)); }
  void button(Uint32 type, Vec2 p) { push(mouse_button_event(type, p)); }
  void wheel(int y) {
    SDL_Event e{};
    e.type = SDL_MOUSEWHEEL;
    e.wheel.y = y;
    e.wheel.direction = SDL_MOUSEWHEEL_NORMAL;
    push(e);
  }
  void key(SDL_Keycode k) { push(key_event(k)); }
  Hex demo_hex(int col, int row) const { return app->scenario()->initial.map().hex_at({col, row}); }

  std::unique_ptr<GameApp> app;
};

}  // namespace hexfire::game::testing
