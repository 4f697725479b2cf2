// Screenshots, scenario loading (good and bad), window resizing and the command line.
#include <SDL_image.h>
#include <unistd.h>

#include <algorithm>
#include <cstring>
#include <filesystem>

#include "game/app/options.hpp"
#include "ui_app_fixture.hpp"

namespace hexfire::game::testing {
namespace {

std::string temp_png(const char* name) {
  return (std::filesystem::temp_directory_path() / (std::string("hexfire_ui_") + std::to_string(getpid()) + "_" + name))
      .string();
}

Uint32 pixel_at(SDL_Surface* s, int x, int y) {
  EXPECT_TRUE(x >= 0 && y >= 0 && x < s->w && y < s->h) << x << "," << y;
  x = std::clamp(x, 0, s->w - 1);
  y = std::clamp(y, 0, s->h - 1);
  const auto* row = static_cast<const Uint8*>(s->pixels) + y * s->pitch;
  Uint32 v = 0;
  std::memcpy(&v, row + x * s->format->BytesPerPixel, s->format->BytesPerPixel);
  return v;
}

TEST_F(UiAppTest, ScreenshotWritesAPngOfTheWindowSizeShowingTheMap) {
  const Hex h = demo_hex(6, 6);
  app->focus(h, 1.0);
  move_mouse(app->hex_to_screen(h));
  app->step();
  const std::string path = temp_png("shot.png");
  std::string error;
  ASSERT_TRUE(app->save_screenshot(path, error)) << error;
  SDL_Surface* s = IMG_Load(path.c_str());
  ASSERT_NE(s, nullptr) << IMG_GetError();
  EXPECT_EQ(s->w, kWidth);
  EXPECT_EQ(s->h, kHeight);
  // Not a blank frame: a clear hex away from counters differs from the table colour at a corner.
  SDL_Surface* rgba = SDL_ConvertSurfaceFormat(s, SDL_PIXELFORMAT_RGBA32, 0);
  ASSERT_NE(rgba, nullptr);
  const Vec2 clear_hex = app->hex_to_screen(demo_hex(8, 4));
  EXPECT_NE(pixel_at(rgba, static_cast<int>(clear_hex.x), static_cast<int>(clear_hex.y)), pixel_at(rgba, 2, kHeight - 2));
  SDL_FreeSurface(rgba);
  SDL_FreeSurface(s);
  std::filesystem::remove(path);
}

TEST_F(UiAppTest, ScreenshotToAnUnwritablePathFailsWithAMessage) {
  std::string error;
  EXPECT_FALSE(app->save_screenshot("/nonexistent-dir/for/sure/shot.png", error));
  EXPECT_FALSE(error.empty());
}

TEST_F(UiAppTest, ABadScenarioShowsItsDiagnosticsInsteadOfCrashing) {
  const std::string path = std::string(HEXFIRE_SOURCE_DIR) + "/tests/ui/no-such-scenario.xml";
  EXPECT_FALSE(app->load_scenario(path));
  EXPECT_EQ(app->scenario(), nullptr);
  ASSERT_FALSE(app->errors().empty());
  EXPECT_NE(app->errors().front().to_string().find("no-such-scenario.xml"), std::string::npos);
  move_mouse({300, 300});
  app->step();  // draws the error panel over an empty table
  EXPECT_FALSE(app->hovered_hex().has_value());
  const std::string shot = temp_png("errors.png");
  std::string error;
  EXPECT_TRUE(app->save_screenshot(shot, error)) << error;
  std::filesystem::remove(shot);
}

TEST_F(UiAppTest, TheDefaultScenarioLoadsAndFitsTheWindow) {
  ASSERT_TRUE(app->load_scenario(default_scenario_path()))
      << (app->errors().empty() ? "" : app->errors().front().to_string());
  ASSERT_NE(app->scenario(), nullptr);
  const HexMap& map = app->scenario()->initial.map();
  // After fitting, both far corners of the map are on screen.
  for (OffsetCoord c : {OffsetCoord{0, 0}, OffsetCoord{map.width() - 1, map.height() - 1}}) {
    const Vec2 p = app->hex_to_screen(map.hex_at(c));
    EXPECT_GE(p.x, 0);
    EXPECT_LE(p.x, kWidth);
    EXPECT_GE(p.y, 0);
    EXPECT_LE(p.y, kHeight);
  }
}

TEST_F(UiAppTest, ResizingTheWindowChangesTheViewport) {
  SDL_SetWindowSize(app->window(), 1000, 700);
  app->step();
  app->step();
  EXPECT_DOUBLE_EQ(app->viewport().x, 1000);
  EXPECT_DOUBLE_EQ(app->viewport().y, 700);
}

TEST(Options, ParsesScenarioScreenshotAndSize) {
  const ParsedOptions p = parse_options({"--scenario", "a.xml", "--screenshot", "b.png", "--size", "1024x768"});
  ASSERT_TRUE(p.error.empty()) << p.error;
  EXPECT_EQ(p.options.scenario, "a.xml");
  EXPECT_EQ(p.options.screenshot, "b.png");
  EXPECT_EQ(p.options.width, 1024);
  EXPECT_EQ(p.options.height, 768);
}

// Every screen the usage names opens from --screen (the editor was listed, then refused).
TEST(Options, ScreenTakesEveryScreenTheUsageNames) {
  for (const char* name : {"menu", "picker", "settings", "play", "pause", "handoff", "victory", "editor"}) {
    const ParsedOptions p = parse_options({"--scenario", "a.xml", "--screen", name});
    EXPECT_TRUE(p.error.empty()) << name << ": " << p.error;
    EXPECT_EQ(p.options.screen, name);
  }
  EXPECT_NE(parse_options({"--screen", "lobby"}).error, "");
}

TEST(Options, PlayStagingTakesTheSelectionTheActionAndTheTarget) {
  const ParsedOptions p = parse_options({"--select", "0812", "--action", "assault", "--target", "0807"});
  ASSERT_TRUE(p.error.empty()) << p.error;
  EXPECT_TRUE(p.options.play);
  EXPECT_EQ(p.options.select, "0812");
  EXPECT_EQ(p.options.action, "assault");
  EXPECT_EQ(p.options.target, "0807");
  EXPECT_NE(parse_options({"--action"}).error, "");
}

// The help overlay (F1) opens from the command line, so its text can be looked at in a
// screenshot like any other screen; it does not start the play screen by itself.
TEST(Options, HelpOverlayOpensTheHelp) {
  EXPECT_TRUE(parse_options({"--scenario", "a.xml", "--help-overlay"}).options.help_overlay);
  EXPECT_FALSE(parse_options({"--scenario", "a.xml"}).options.help_overlay);
  EXPECT_FALSE(parse_options({"--help-overlay"}).options.play);
}

TEST(Options, TheDemoAndGeneratedMapsNameWhoseMapTheyAre) {
  const ParsedOptions p = parse_options({"--demo", "--rule-system", "drill"});
  ASSERT_TRUE(p.error.empty()) << p.error;
  EXPECT_TRUE(p.options.demo);
  EXPECT_EQ(p.options.rule_system, "drill");
  EXPECT_EQ(parse_options({"--demo"}).options.rule_system, "");
  EXPECT_NE(parse_options({"--rule-system"}).error, "");
}

TEST(Options, RejectsBadSizesMissingValuesAndUnknownArguments) {
  EXPECT_NE(parse_options({"--size", "1024"}).error, "");
  EXPECT_NE(parse_options({"--size", "10x10"}).error, "");
  EXPECT_NE(parse_options({"--size", "800x600x2"}).error, "");
  EXPECT_NE(parse_options({"--scenario"}).error, "");
  EXPECT_NE(parse_options({"--frobnicate"}).error, "");
  EXPECT_EQ(parse_options({}).error, "");
  EXPECT_EQ(parse_options({}).options.width, 1280);
}

}  // namespace
}  // namespace hexfire::game::testing
