// The mouse pointer over the map shows what a left click there would do (ClickEffect): a hand
// selects, crossed arrows move, a crosshair aims, a slashed circle cannot reach. Over a panel,
// ImGui's SDL backend sets the pointer as before.
#pragma once

#include <SDL.h>

#include <array>
#include <optional>

#include "game/play/play_types.hpp"

namespace hexfire::game {

// The system cursor each effect shows (the arrow for those with no shape of their own).
SDL_SystemCursor cursor_for(ClickEffect effect);

class PointerCursors {
 public:
  PointerCursors() = default;
  PointerCursors(const PointerCursors&) = delete;
  PointerCursors& operator=(const PointerCursors&) = delete;
  ~PointerCursors() { release(); }
  void release();  // frees the cursors made (before SDL_Quit)

  // Called before ImGui's new frame: with an effect, the game sets the pointer and ImGui's backend
  // leaves it alone; without one (off the map, over a panel) the backend sets it again.
  void show(std::optional<ClickEffect> effect);
  // The cursor the game set last (nullopt while ImGui's backend has the pointer): for tests, as
  // video drivers without a pointer (offscreen) create no cursors.
  std::optional<SDL_SystemCursor> shown() const { return shown_; }

 private:
  std::array<SDL_Cursor*, SDL_NUM_SYSTEM_CURSORS> cursors_{};
  std::optional<SDL_SystemCursor> shown_;
};

}  // namespace hexfire::game
