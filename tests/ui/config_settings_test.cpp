// Settings persistence: the text format, the atomic file in XDG_CONFIG_HOME, and a settings change
// made on the settings screen surviving a restart of the screen stack.
#include <imgui.h>

#include <fstream>

#include "game/config/settings.hpp"
#include "game/render/counter_renderer.hpp"
#include "screens_fixture.hpp"

namespace hexfire::game::testing {
namespace {

TEST(SettingsText, RoundTripsEveryField) {
  Settings s;
  s.ui_scale = 1.75f;
  s.colorblind = true;
  s.hotseat_handoff = false;
  s.confirm_end = false;
  s.window_width = 1600;
  s.window_height = 900;
  s.zoom = 0.5;
  s.last_scenario = "/x/y.xml";
  s.sound_volume = 35;
  s.sound_muted = true;
  s.computer_seconds = 7.5;
  const Settings r = settings_from_text(settings_to_text(s));
  EXPECT_FLOAT_EQ(r.ui_scale, 1.75f);
  EXPECT_TRUE(r.colorblind);
  EXPECT_FALSE(r.hotseat_handoff);
  EXPECT_FALSE(r.confirm_end);
  EXPECT_TRUE(settings_from_text("").confirm_end);  // asked by default
  EXPECT_EQ(r.window_width, 1600);
  EXPECT_EQ(r.window_height, 900);
  EXPECT_DOUBLE_EQ(r.zoom, 0.5);
  EXPECT_EQ(r.last_scenario, "/x/y.xml");
  EXPECT_EQ(r.sound_volume, 35);
  EXPECT_TRUE(r.sound_muted);
  EXPECT_FALSE(settings_from_text("").sound_muted);  // sound on by default
  EXPECT_DOUBLE_EQ(r.computer_seconds, 7.5);
  EXPECT_DOUBLE_EQ(settings_from_text("").computer_seconds, 2.0);  // the 2 s by default
}

TEST(SettingsText, BadValuesKeepDefaultsAndAreReported) {
  std::string warning;
  const Settings r = settings_from_text("ui_scale=9\nzoom=abc\nwhat=1\n", &warning);
  EXPECT_FLOAT_EQ(r.ui_scale, 1.0f);
  EXPECT_DOUBLE_EQ(r.zoom, 1.0);
  EXPECT_NE(warning.find("line 1"), std::string::npos) << warning;
  // A time limit outside what the settings screen offers keeps the default, and says so.
  for (const char* bad : {"computer_seconds=0\n", "computer_seconds=600\n", "computer_seconds=soon\n"}) {
    std::string why;
    EXPECT_DOUBLE_EQ(settings_from_text(bad, &why).computer_seconds, 2.0) << bad;
    EXPECT_NE(why.find("computer_seconds"), std::string::npos) << bad << ": " << why;
  }
}

TEST(SettingsDir, FollowsXdgConfigHome) {
  setenv("XDG_CONFIG_HOME", "/tmp/some_xdg", 1);
  EXPECT_EQ(config_dir(), "/tmp/some_xdg/hexfire");
  unsetenv("XDG_CONFIG_HOME");
  setenv("HOME", "/tmp/some_home", 1);
  EXPECT_EQ(config_dir(), "/tmp/some_home/.config/hexfire");
}

TEST_F(ScreensTest, SettingsScreenChangesPersistAcrossRestarts) {
  click("Settings");
  ASSERT_EQ(stack->top(), ScreenId::Settings);
  click("Colour-blind safe side colours");
  EXPECT_TRUE(stack->settings().colorblind);
  stack->settings().ui_scale = 1.5f;
  stack->apply_settings();
  click("Back");
  EXPECT_EQ(stack->top(), ScreenId::Menu);
  ASSERT_TRUE(std::filesystem::exists(config_dir() + "/settings.ini"));
  ASSERT_TRUE(std::filesystem::exists(config_dir() + "/imgui.ini"));
  // No temporary file left behind by the atomic write.
  for (const auto& f : std::filesystem::directory_iterator(config_dir()))
    EXPECT_EQ(f.path().string().find(".tmp"), std::string::npos) << f.path();

  make_stack();  // a new run
  EXPECT_TRUE(stack->settings().colorblind);
  EXPECT_FLOAT_EQ(stack->settings().ui_scale, 1.5f);
  EXPECT_FLOAT_EQ(ImGui::GetIO().FontGlobalScale, 1.5f);
}

TEST_F(ScreensTest, ColourBlindPaletteRecoloursTheCounters) {
  ASSERT_TRUE(stack->start_game(HEXFIRE_SOURCE_DIR "/scenarios/fireline/crossroads.xml"));
  const GameState& st = stack->session()->match().state;
  ASSERT_GE(st.units().size(), 1u);
  const UnitId first{0};
  const SDL_Color normal = counter_face(st, first).side_color;
  stack->settings().colorblind = true;
  stack->apply_settings();
  const SDL_Color safe = counter_face(st, first).side_color;
  const bool blue = safe.r == 0x00 && safe.g == 0x72 && safe.b == 0xb2;
  const bool orange = safe.r == 0xe6 && safe.g == 0x9f && safe.b == 0x00;
  EXPECT_TRUE(blue || orange) << int(safe.r) << "," << int(safe.g) << "," << int(safe.b);
  EXPECT_FALSE(normal.r == safe.r && normal.g == safe.g && normal.b == safe.b);
  stack->settings().colorblind = false;
  stack->apply_settings();
}

TEST_F(ScreensTest, WindowSizeAndZoomAreRememberedOnExit) {
  ASSERT_TRUE(stack->start_game(HEXFIRE_SOURCE_DIR "/scenarios/fireline/crossroads.xml"));
  app->camera().set_zoom(0.8);
  stack.reset();  // closing the game saves
  const Settings s = load_settings(config_dir());
  EXPECT_DOUBLE_EQ(s.zoom, 0.8);
  EXPECT_EQ(s.window_width, 1280);
  EXPECT_EQ(s.window_height, 800);
  EXPECT_NE(s.last_scenario.find("crossroads.xml"), std::string::npos);
}

}  // namespace
}  // namespace hexfire::game::testing
