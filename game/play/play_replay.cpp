// The play screen's replay of what happened (the opponent's turn after a hand-off, or a save's
// log) and the moment a roll stays on the map: see turn_replay.hpp and replay_overlay.hpp.
#include <imgui.h>

#include <algorithm>

#include "game/play/play_screen.hpp"
#include "game/render/replay_overlay.hpp"
#include "game/render/view.hpp"
#include "game/ui/replay_panel.hpp"

namespace hexfire::game {

bool PlayScreen::open_replay(TurnDigest digest, std::string title) {
  if (digest.steps.empty()) {
    message_ = "nothing to replay";
    return false;
  }
  clear_selection();
  confirming_end_ = false;
  shot_frames_ = 0;  // the replay shows its own steps' rolls
  replay_frames_ = 0;
  replay_ = std::make_unique<TurnReplay>(std::move(digest), std::move(title));
  show_replay_step();
  return true;
}

bool PlayScreen::open_replay_since(SideId viewer) {
  return open_replay(digest_since_last_turn(*session_, viewer), "Since your last turn");
}

bool PlayScreen::open_replay_of_log(std::size_t first) {
  // A save seen whole: what every side may see (a secret order stays its public text).
  return open_replay(digest_of_log(*session_, first, std::nullopt), "Replay of the game");
}

void PlayScreen::close_replay() {
  if (!replay_) return;
  replay_.reset();
  replay_buttons_.clear();
  replay_goal_.reset();
  motion_.stop();
}

bool PlayScreen::replay_next() {
  if (!replay_ || !replay_->next()) return false;
  show_replay_step();
  return true;
}

bool PlayScreen::replay_back() {
  if (!replay_ || !replay_->back()) return false;
  show_replay_step();
  return true;
}

bool PlayScreen::replay_seek(std::size_t k) {
  if (!replay_) return false;
  replay_->seek(k);
  show_replay_step();
  return true;
}

void PlayScreen::replay_play_all() {
  if (!replay_) return;
  const std::size_t was = replay_->position();
  replay_->play_all();
  if (replay_->position() != was) show_replay_step();
}

std::optional<ControlRect> PlayScreen::replay_button(const std::string& name) const {
  for (const auto& [label, r] : replay_buttons_)
    if (label == name) return r;
  return std::nullopt;
}

const GameState& PlayScreen::shown_state() const { return replay_ ? replay_->state_after() : match().state; }

void PlayScreen::show_replay_step() {
  const ReplayStep& step = replay_->step();
  // The counters slide from where the step found them, as they did in play.
  std::vector<CounterTrack> tracks;
  for (const ReplayTrail& t : step.trails) tracks.push_back({t.units, t.path});
  motion_.start(std::move(tracks));
  if (!camera_ || !layout_ || step.focus.empty()) return;
  Vec2 lo{1e18, 1e18}, hi{-1e18, -1e18};
  for (Hex h : step.focus) {
    const Vec2 p = layout_->hex_to_pixel(h);
    lo = {std::min(lo.x, p.x), std::min(lo.y, p.y)};
    hi = {std::max(hi.x, p.x), std::max(hi.y, p.y)};
  }
  replay_goal_ = (lo + hi) * 0.5;
}

bool PlayScreen::replay_event(const SDL_Event& e) {
  switch (e.type) {
    case SDL_MOUSEBUTTONUP: {
      // A click on the map gives no order while the map shows the past; a drag still pans.
      if (e.button.button != SDL_BUTTON_LEFT) return e.button.button == SDL_BUTTON_RIGHT;
      left_down_ = false;
      return std::abs(e.button.x - down_x_) <= 4 && std::abs(e.button.y - down_y_) <= 4;
    }
    case SDL_MOUSEBUTTONDOWN:
      if (e.button.button == SDL_BUTTON_LEFT) {
        down_x_ = e.button.x;
        down_y_ = e.button.y;
      }
      return e.button.button == SDL_BUTTON_RIGHT;  // no facing drag
    case SDL_KEYDOWN:
      switch (e.key.keysym.sym) {
        case SDLK_PAGEDOWN: replay_next(); return true;
        case SDLK_PAGEUP: replay_back(); return true;
        case SDLK_p:
          if (replay_->playing()) replay_->pause();
          else replay_play_all();
          return true;
        case SDLK_ESCAPE: case SDLK_RETURN: case SDLK_KP_ENTER: case SDLK_BACKSPACE: close_replay(); return true;
        // The camera's keys and the screens' own (help, screenshot, View menu) go on.
        case SDLK_LEFT: case SDLK_RIGHT: case SDLK_UP: case SDLK_DOWN: case SDLK_PLUS: case SDLK_EQUALS:
        case SDLK_MINUS: case SDLK_KP_PLUS: case SDLK_KP_MINUS: case SDLK_HOME: case SDLK_F1: case SDLK_F12:
          return false;
        default: return true;  // no orders, no end of the activation while the past is shown
      }
    default: return false;
  }
}

LedgerView PlayScreen::replay_ledger() const {
  const ReplayStep& step = replay_->step();
  if (step.ledgers.empty()) return {};
  return make_ledger_view(headline(step.ledgers), nullptr, false);
}

void PlayScreen::draw_replay_ui(float width, float height, const std::vector<ClearArea>& keep_clear) {
  const ReplayStep& step = replay_->step();
  const GameState& st = replay_->state_after();
  ReplayPanelData d;
  d.title = replay_->title();
  d.position = replay_->position();
  d.size = replay_->size();
  const auto side = st.find_side(step.side);
  d.heading = (side ? st.side(*side).name : step.side) + " - " + replay_step_kind_name(step.kind);
  d.text = step.text;
  d.lines = step.lines;
  if (!step.lost.empty()) {
    std::string lost;
    for (const std::string& n : step.lost) lost += (lost.empty() ? "" : ", ") + n;
    d.lines.push_back("Lost: " + lost);
  }
  d.playing = replay_->playing();
  const ReplayPanelInput in = draw_replay_panel(d, width, height, keep_clear);
  replay_buttons_ = in.buttons;
  // The step goes in the middle of the map between this panel and the panels at the foot, not
  // under the panel; the panel sizes itself on its first frames, so the camera waits for it.
  if (++replay_frames_ >= 3 && replay_goal_ && camera_ && in.bottom > 0) {
    camera_goal_ = replay_goal_;
    camera_goal_->y -= ((in.bottom + height * 0.8) * 0.5 - height * 0.5) / camera_->zoom();
    replay_goal_.reset();
  }
  switch (in.act) {
    case ReplayPanelAction::Back: replay_back(); break;
    case ReplayPanelAction::Next: replay_next(); break;
    case ReplayPanelAction::PlayAll: replay_play_all(); break;
    case ReplayPanelAction::Pause: replay_->pause(); break;
    case ReplayPanelAction::Close: close_replay(); break;
    case ReplayPanelAction::None: break;
  }
}

void PlayScreen::draw_shots(const View& view) const {
  if (shot_frames_ <= 0 || shots_.empty()) return;
  // Full strength, then fading over the last quarter.
  const auto alpha = static_cast<Uint8>(std::clamp(shot_frames_ * 255 * 4 / kShotFrames, 0, 255));
  const bool assault = session_->rules().cue_of(session_->log().empty() ? "" : session_->log().back().verb) ==
                       CommandCue::Assault;
  for (const ReplayShot& s : shots_) draw_shot_overlay(view, s.from, s.target, s.result, assault, alpha);
  const ReplayShot& first = shots_.front();
  if (first.ledger < shot_ledgers_.size()) {
    const double side = std::max(22.0, view.hex_px() * 0.55);
    draw_dice_faces(view, view.center(first.target) + Vec2{view.hex_px() * 0.95, -side * 0.5}, side,
                    shot_ledgers_[first.ledger].dice, alpha);
  }
}

}  // namespace hexfire::game
