// Mouse and keys of the play screen -> intents: click to select, move or target; right-drag or
// Q/E to face; F/A/M modes; hold L for line of sight; Enter rolls; Esc cancels; Ctrl+Z undoes;
// Space ends the activation; T shows the tables.
#include <cctype>
#include <cstdlib>

#include "game/play/play_screen.hpp"
#include "game/ui/panel_board.hpp"

namespace hexfire::game {

namespace {
constexpr int kClickSlop = 5;  // pixels a click may wander before it is a drag (pan)
}

bool PlayScreen::handle_event(const SDL_Event& e, bool ui_wants_mouse, bool ui_wants_keyboard) {
  if (replay_ && replay_event(e)) return true;  // the replay takes the keys while it shows the past
  switch (e.type) {
    case SDL_MOUSEMOTION:
      mouse_x_ = e.motion.x;
      mouse_y_ = e.motion.y;
      hover(ui_wants_mouse ? std::nullopt : hex_at(mouse_x_, mouse_y_));
      return facing_drag_;
    case SDL_MOUSEBUTTONDOWN:
      if (ui_wants_mouse) return false;
      mouse_x_ = e.button.x;
      mouse_y_ = e.button.y;
      if (e.button.button == SDL_BUTTON_LEFT) {
        left_down_ = true;
        down_x_ = e.button.x;
        down_y_ = e.button.y;
        return false;  // the app may still pan if this becomes a drag
      }
      if (e.button.button == SDL_BUTTON_RIGHT && selected_ && hex_at(e.button.x, e.button.y) == selected_) {
        facing_drag_ = true;
        return true;
      }
      return false;
    case SDL_MOUSEBUTTONUP: {
      if (e.button.button == SDL_BUTTON_RIGHT && facing_drag_) {
        facing_drag_ = false;
        if (auto h = hex_at(e.button.x, e.button.y)) face_towards(*h);
        return true;
      }
      if (e.button.button != SDL_BUTTON_LEFT || !left_down_) return false;
      left_down_ = false;
      if (ui_wants_mouse) return false;
      if (std::abs(e.button.x - down_x_) > kClickSlop || std::abs(e.button.y - down_y_) > kClickSlop) return false;
      if (auto h = hex_at(e.button.x, e.button.y)) click(*h, static_cast<std::uint16_t>(SDL_GetModState()));
      return false;
    }
    case SDL_KEYUP:
      if (e.key.keysym.sym == SDLK_l) {
        set_los(false);
        return true;
      }
      return false;
    case SDL_KEYDOWN: {
      if (ui_wants_keyboard) return false;
      const SDL_Keycode k = e.key.keysym.sym;
      const bool ctrl = (e.key.keysym.mod & KMOD_CTRL) != 0;
      if (k == SDLK_z && ctrl) return undo(), true;
      if (pending_prompt()) {
        if (k >= SDLK_1 && k <= SDLK_9) return answer_prompt(static_cast<std::size_t>(k - SDLK_1)), true;
      }
      switch (k) {
        case SDLK_q: case SDLK_COMMA: turn_facing(-1); return true;
        case SDLK_e: case SDLK_PERIOD: turn_facing(+1); return true;
        case SDLK_l: if (!los_on_) set_los(true); return true;
        case SDLK_t: tables_open_ = !tables_open_; return true;
        case SDLK_BACKSPACE: if (viewer()) open_replay_since(*viewer()); return true;  // what happened since my turn
        case SDLK_F2: panel_board().view_menu_asked = true; return true;  // the phase bar opens it
        case SDLK_RETURN: case SDLK_KP_ENTER: confirm_action(); return true;
        case SDLK_SPACE: request_end(); return true;  // a second Space confirms
        case SDLK_ESCAPE:
          if (confirming_end_) cancel_end();
          else if (target_) set_action(default_action());
          else if (selected_) clear_selection();
          else return false;  // nothing to cancel: the pause menu may have it
          return true;
        default:
          // The rule system's action shortcuts (letters the keys above do not take).
          for (const ActionKind& a : actions_)
            if (a.shortcut && k == static_cast<SDL_Keycode>(std::tolower(static_cast<unsigned char>(a.shortcut))))
              return set_action(a.id), true;
          return false;
      }
    }
    default: return false;
  }
}

}  // namespace hexfire::game
