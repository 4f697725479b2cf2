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

  void push(SDL_Event e) { ASSERT_EQ(SDL_PushEvent(&e), 1) << SDL_GetError(); }
  void move_mouse(Vec2 p) {
    SDL_Event e{};
    e.type = SDL_MOUSEMOTION;
    e.motion.x = static_cast<Sint32>(p.x);
    e.motion.y = static_cast<Sint32>(p.y);
    push(e);
  }
  void button(Uint32 type, Vec2 p) {
    SDL_Event e{};
    e.type = type;
    e.button.button = SDL_BUTTON_LEFT;
    e.button.state = type == SDL_MOUSEBUTTONDOWN ? SDL_PRESSED : SDL_RELEASED;
    e.button.clicks = 1;
    e.button.x = static_cast<Sint32>(p.x);
    e.button.y = static_cast<Sint32>(p.y);
    push(e);
  }
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
    SDL_Event e{};
    e.type = SDL_KEYDOWN;
    e.key.state = SDL_PRESSED;
    e.key.keysym.sym = k;
    push(e);
    SDL_Event u = e;
    u.type = SDL_KEYUP;
    u.key.state = SDL_RELEASED;
    push(u);
    app->step();
  }

  std::string dir;
  std::unique_ptr<GameApp> app;
  ActionLog log;
  std::unique_ptr<ScreenStack> stack;
};

}  // namespace hexfire::game::testing
