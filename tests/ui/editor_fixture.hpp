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
  // A key down and up in frames of their own (ImGui sees a press across a frame), with the
  // scancode ImGui's text fields read.
  void press(SDL_Keycode k, Uint16 mod = KMOD_NONE) {
    for (const Uint32 type : {SDL_KEYDOWN, SDL_KEYUP}) {
      SDL_Event e = key_event(k, type, mod);
      e.key.keysym.scancode = SDL_GetScancodeFromKey(k);
      push(e);
      app->step();
    }
  }
  // Types into a field of the editor's windows (EditorScreen::field_centre) and leaves it with
  // Enter: one edit, as a designer makes it. Empty text clears the field.
  void type_into(const std::string& field, const std::string& text) {
    app->step();  // the field as drawn now
    const auto at = editor().field_centre(field);
    ASSERT_TRUE(at.has_value()) << "no field '" << field << "' drawn";
    click_at(*at);  // selects the whole value
    if (!text.empty()) push(text_event(text.c_str()));
    else press(SDLK_BACKSPACE);
    app->step();
    press(SDLK_RETURN);
    app->step();
  }
  std::string path;  // the file being edited
};

}  // namespace hexfire::game::testing
