// The real game loop object driven by synthesized SDL events: panning, zooming, hovering.
#include <cmath>

#include "ui_app_fixture.hpp"

namespace hexfire::game::testing {
namespace {

TEST_F(UiAppTest, MouseDragPansTheCameraByTheDragDistance) {
  const Vec2 before = app->camera().pan();
  button(SDL_MOUSEBUTTONDOWN, {200, 400});
  move_mouse({260, 430}, SDL_BUTTON_LMASK);
  button(SDL_MOUSEBUTTONUP, {260, 430});
  app->step();
  EXPECT_DOUBLE_EQ(app->camera().pan().x - before.x, 60);
  EXPECT_DOUBLE_EQ(app->camera().pan().y - before.y, 30);
  EXPECT_FALSE(app->dragging());
}

TEST_F(UiAppTest, MovingWithoutAButtonDoesNotPan) {
  const Vec2 before = app->camera().pan();
  move_mouse({200, 400});
  move_mouse({300, 450});
  app->step();
  EXPECT_DOUBLE_EQ(app->camera().pan().x, before.x);
  EXPECT_DOUBLE_EQ(app->camera().pan().y, before.y);
}

TEST_F(UiAppTest, ArrowKeysPanTheMap) {
  const Vec2 before = app->camera().pan();
  key(SDLK_LEFT);
  key(SDLK_LEFT);
  key(SDLK_UP);
  app->step();
  EXPECT_DOUBLE_EQ(app->camera().pan().x - before.x, 2 * GameApp::kKeyPanPx);
  EXPECT_DOUBLE_EQ(app->camera().pan().y - before.y, GameApp::kKeyPanPx);
  key(SDLK_RIGHT);
  key(SDLK_DOWN);
  app->step();
  EXPECT_DOUBLE_EQ(app->camera().pan().x - before.x, GameApp::kKeyPanPx);
  EXPECT_DOUBLE_EQ(app->camera().pan().y - before.y, 0);
}

TEST_F(UiAppTest, WheelZoomKeepsTheHexUnderTheCursorFixed) {
  app->focus(demo_hex(8, 8), 1.0);
  const Vec2 cursor{230, 420};
  move_mouse(cursor);
  app->step();
  const auto hex_before = app->hex_at_screen(cursor);
  ASSERT_TRUE(hex_before.has_value());
  const Vec2 world_before = app->camera().screen_to_world(cursor);
  wheel(3);
  app->step();
  EXPECT_NEAR(app->camera().zoom(), std::pow(GameApp::kWheelStep, 3), 1e-9);
  EXPECT_EQ(app->hex_at_screen(cursor), hex_before);
  const Vec2 world_after = app->camera().screen_to_world(cursor);
  EXPECT_NEAR(world_after.x, world_before.x, 1e-6);
  EXPECT_NEAR(world_after.y, world_before.y, 1e-6);
  wheel(-2);
  app->step();
  EXPECT_NEAR(app->camera().zoom(), GameApp::kWheelStep, 1e-9);
  EXPECT_EQ(app->hex_at_screen(cursor), hex_before);
}

TEST_F(UiAppTest, WheelZoomIsClampedToAQuarterAndFour) {
  move_mouse({300, 400});
  for (int i = 0; i < 30; ++i) wheel(1);
  app->step();
  EXPECT_DOUBLE_EQ(app->camera().zoom(), 4.0);
  for (int i = 0; i < 60; ++i) wheel(-1);
  app->step();
  EXPECT_DOUBLE_EQ(app->camera().zoom(), 0.25);
}

TEST_F(UiAppTest, HoveringAHexSelectsItInTheInfoPanel) {
  const Hex target = demo_hex(6, 6);  // 0707: two regiments and their leader
  app->focus(target, 1.0);
  move_mouse(app->hex_to_screen(target));
  app->step();
  ASSERT_EQ(app->hovered_hex(), target);
  const auto& panel = app->hex_panel();
  ASSERT_TRUE(panel.has_value());
  EXPECT_EQ(panel->label, "0707");
  EXPECT_EQ(panel->terrain, "Clear");
  ASSERT_EQ(panel->stack.size(), 3u);
  EXPECT_EQ(panel->stack.front().name, "Vincent");  // top of the stack first
  EXPECT_TRUE(panel->stack.front().leader);
  EXPECT_EQ(panel->stack[1].name, "83rd Pa");
  EXPECT_EQ(panel->stack[1].state_note, "O hits: 1");
  EXPECT_EQ(panel->stack[2].strength, 5);
  EXPECT_EQ(panel->stack[2].facing, "NE");
  EXPECT_FALSE(panel->roads.empty());
}

TEST_F(UiAppTest, HoverPanelListsHexsideFeaturesAndElevation) {
  const Hex walled = demo_hex(11, 9);  // stone wall on its SW hexside
  app->focus(walled, 1.0);
  move_mouse(app->hex_to_screen(walled));
  app->step();
  ASSERT_TRUE(app->hex_panel().has_value());
  bool wall = false;
  for (const HexsideInfo& s : app->hex_panel()->hexsides)
    for (const std::string& f : s.features) wall |= (s.direction == "SW" && f == "Stone wall");
  EXPECT_TRUE(wall);
  const Hex ridge = demo_hex(12, 4);
  app->focus(ridge, 1.0);
  move_mouse(app->hex_to_screen(ridge) + Vec2{1, 1});
  app->step();
  ASSERT_EQ(app->hovered_hex(), ridge);
  EXPECT_EQ(app->hex_panel()->elevation, 2);
  EXPECT_EQ(app->hex_panel()->terrain, "Woods");
}

TEST_F(UiAppTest, LeavingTheMapClearsTheHover) {
  app->fit_map();
  move_mouse(app->hex_to_screen(demo_hex(3, 3)));
  app->step();
  ASSERT_TRUE(app->hovered_hex().has_value());
  app->camera().set_pan({-100000, -100000});  // map far off screen
  move_mouse({100, 500});
  app->step();
  EXPECT_FALSE(app->hovered_hex().has_value());
  EXPECT_FALSE(app->hex_panel().has_value());
}

TEST_F(UiAppTest, PointerOverThePanelDoesNotInspectTheMapBelow) {
  app->fit_map();
  const Hex h = demo_hex(6, 6);
  move_mouse(app->hex_to_screen(h));
  app->step();
  app->step();
  ASSERT_TRUE(app->hex_panel().has_value());
  move_mouse({kWidth - 60.0, 40.0});  // inside the hex panel at the top right
  app->step();
  app->step();
  EXPECT_FALSE(app->hovered_hex().has_value());
}

TEST_F(UiAppTest, QuitEventStopsTheLoop) {
  EXPECT_TRUE(app->running());
  SDL_Event e{};
  e.type = SDL_QUIT;
  push(e);
  app->step();
  EXPECT_FALSE(app->running());
}

}  // namespace
}  // namespace hexfire::game::testing
