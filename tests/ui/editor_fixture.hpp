// The editor's UI tests' fixture: crossroads copied into the test's folder and opened in the
// editor screen, with the helpers both editor tests drive it by.
#pragma once

#include <filesystem>
#include <string>

#include "game/screens/editor_screen.hpp"
#include "screens_fixture.hpp"

namespace hexfire::game::testing {

class EditorFixture : public ScreensTest {
 protected:
  void SetUp() override {
    ScreensTest::SetUp();
    path = dir + "/edited.xml";
    std::filesystem::copy_file("scenarios/fireline/crossroads.xml", path);
    ASSERT_TRUE(stack->open_editor(path)) << stack->status();
    ASSERT_EQ(stack->top(), ScreenId::Editor);
    for (int i = 0; i < 3; ++i) app->step();
  }
  EditorScreen& editor() { return stack->editor(); }
  ScenarioDraft& draft() { return *editor().draft(); }
  const GameState& state() { return *draft().state(); }
  Hex hex(const std::string& label) { return *state().map().parse_label(label); }
  void ctrl(SDL_Keycode k) {
    push(key_event(k, SDL_KEYDOWN, KMOD_LCTRL));
    push(key_event(k, SDL_KEYUP, KMOD_LCTRL));
    app->step();
  }
  std::string path;  // the file being edited
};

}  // namespace hexfire::game::testing
