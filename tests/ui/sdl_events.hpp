// Builders of the synthesized SDL events the UI tests push through SDL's real queue, so every
// fixture makes a mouse move, a click or a key press the same way.
#pragma once

#include <SDL.h>

#include <cstring>
#include <gtest/gtest.h>

#include "game/render/layout.hpp"

namespace hexfire::game::testing {

inline SDL_Event mouse_motion_event(Vec2 p, Uint32 buttons = 0) {
  SDL_Event e{};
  e.type = SDL_MOUSEMOTION;
  e.motion.x = static_cast<Sint32>(p.x);
  e.motion.y = static_cast<Sint32>(p.y);
  e.motion.state = buttons;
  return e;
}

// A left-button press or release (type SDL_MOUSEBUTTONDOWN or SDL_MOUSEBUTTONUP) at p.
inline SDL_Event mouse_button_event(Uint32 type, Vec2 p) {
  SDL_Event e{};
  e.type = type;
  e.button.button = SDL_BUTTON_LEFT;
  e.button.state = type == SDL_MOUSEBUTTONDOWN ? SDL_PRESSED : SDL_RELEASED;
  e.button.clicks = 1;
  e.button.x = static_cast<Sint32>(p.x);
  e.button.y = static_cast<Sint32>(p.y);
  return e;
}

inline SDL_Event key_event(SDL_Keycode k, Uint32 type = SDL_KEYDOWN, Uint16 mod = KMOD_NONE) {
  SDL_Event e{};
  e.type = type;
  e.key.state = type == SDL_KEYDOWN ? SDL_PRESSED : SDL_RELEASED;
  e.key.keysym.sym = k;
  e.key.keysym.mod = mod;
  return e;
}

// Typed text, as SDL sends it to a focused text field (up to 31 bytes an event).
inline SDL_Event text_event(const char* text) {
  SDL_Event e{};
  e.type = SDL_TEXTINPUT;
  std::strncpy(e.text.text, text, sizeof e.text.text - 1);
  return e;
}

inline void push_event(SDL_Event e) { ASSERT_EQ(SDL_PushEvent(&e), 1) << SDL_GetError(); }

}  // namespace hexfire::game::testing
