#include "game/app/pointer_cursor.hpp"

#include <imgui.h>

namespace hexfire::game {

SDL_SystemCursor cursor_for(ClickEffect effect) {
  switch (effect) {
    case ClickEffect::Select:
    case ClickEffect::Group: return SDL_SYSTEM_CURSOR_HAND;
    case ClickEffect::Move: return SDL_SYSTEM_CURSOR_SIZEALL;
    case ClickEffect::OutOfReach: return SDL_SYSTEM_CURSOR_NO;
    case ClickEffect::Target: return SDL_SYSTEM_CURSOR_CROSSHAIR;
    case ClickEffect::Face:
    case ClickEffect::SelectFirst:
    case ClickEffect::None: break;
  }
  return SDL_SYSTEM_CURSOR_ARROW;
}

void PointerCursors::release() {
  for (SDL_Cursor*& c : cursors_) {
    if (c) SDL_FreeCursor(c);
    c = nullptr;
  }
  shown_.reset();
}

void PointerCursors::show(std::optional<ClickEffect> effect) {
  ImGuiIO& io = ImGui::GetIO();
  if (!effect) {
    io.ConfigFlags &= ~ImGuiConfigFlags_NoMouseCursorChange;
    shown_.reset();
    return;
  }
  io.ConfigFlags |= ImGuiConfigFlags_NoMouseCursorChange;
  const SDL_SystemCursor id = cursor_for(*effect);
  if (shown_ == id) return;  // SDL_SetCursor redraws the pointer: only on a change
  shown_ = id;
  SDL_Cursor*& c = cursors_[static_cast<std::size_t>(id)];
  if (!c) c = SDL_CreateSystemCursor(id);
  if (c) SDL_SetCursor(c);
}

}  // namespace hexfire::game
