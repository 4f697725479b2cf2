// Shared set-up for the screen tests: an offscreen GameApp with the screen stack on it, a
// temporary config directory (XDG_CONFIG_HOME and HOME point there) and helpers that click
// buttons by label through synthesized SDL events in the real loop.
#pragma once

#include <SDL.h>
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <memory>
#include <string>

#include "game/app/game_app.hpp"
#include "game/screens/action_log.hpp"
#include "game/screens/screen_stack.hpp"
#include "sdl_events.hpp"

namespace hexfire::game::testing {

class ScreensTest : public ::testing::Test {
 protected:
  void SetUp() override {
    setenv("SDL_VIDEODRIVER", "offscreen", 1);
    const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
    dir = (std::filesystem::temp_directory_path() / ("hexfire_screens_" + std::string(info->name()) + "_" +
                                                     std::to_string(::getpid())))
              .string();
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    setenv("XDG_CONFIG_HOME", dir.c_str(), 1);
    setenv("HOME", dir.c_str(), 1);
    std::string error;
    app = GameApp::create({1280, 800, true}, error);
    ASSERT_NE(app, nullptr) << error;
    make_stack();
  }
  void TearDown() override {
    stack.reset();
    app.reset();
    std::filesystem::remove_all(dir);
  }
  void make_stack() {
    stack.reset();
    stack = std::make_unique<ScreenStack>(*app, config_dir(), log);
    app->step();
  }
  std::string config_dir() const { return dir + "/hexfire"; }

  void push(SDL_Event e) { push_event(e); }
  void move_mouse(Vec2 p) { push(mouse_motion_event(p)); }
  void button(Uint32 type, Vec2 p) { push(mouse_button_event(type, p)); }
  void click_at(Vec2 p) {
    move_mouse(p);
    app->step();
    button(SDL_MOUSEBUTTONDOWN, p);
    app->step();
    button(SDL_MOUSEBUTTONUP, p);
    app->step();
    app->step();
  }
  // Clicks the button drawn with this label in the last frame; fails the test if there is none.
  void click(const std::string& label) {
    // Auto-sized screens settle over a couple of frames (size, then centring).
    for (int i = 0; i < 3; ++i) app->step();
    const auto r = stack->button_rect(label);
    ASSERT_TRUE(r.has_value()) << "no button '" << label << "' on screen " << screen_name(stack->top());
    click_at(r->center());
  }
  void key(SDL_Keycode k) {
    push(key_event(k, SDL_KEYDOWN));
    push(key_event(k, SDL_KEYUP));
    app->step();
  }

  std::string dir;
  std::unique_ptr<GameApp> app;
  ActionLog log;
  std::unique_ptr<ScreenStack> stack;
};

}  // namespace hexfire::game::testing
