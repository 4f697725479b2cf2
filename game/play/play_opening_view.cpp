// The opening view: at the start of a game and after each hand-off the camera frames the units
// of the side in control (against the computer: the player's side), clear of the docked panels (the phase bar at its height for the UI
// scale), so a player who takes the mouse sees their own troops, not the other side's line. A
// player who has moved the map in this turn keeps their view: the hand-offs of that turn leave
// it alone. Any rule system: only the side in control and the units' hexes are read.
#include <algorithm>

#include "game/play/play_screen.hpp"
#include "game/ui/panel_board.hpp"
#include "game/ui/panel_dock.hpp"

namespace hexfire::game {

void PlayScreen::camera_settled() {
  if (camera_) camera_seen_ = camera_view();
}

bool PlayScreen::frame_side(SideId side, float width, float height) {
  if (!camera_ || !layout_) return false;
  const GameState& s = match().state;
  Vec2 lo{1e18, 1e18}, hi{-1e18, -1e18};
  const double margin = layout_->size();  // whole counters, their badges and facing marks
  for (const Unit& u : s.units()) {
    if (u.side != side || !u.position || u.eliminated) continue;
    const Vec2 c = layout_->hex_to_pixel(*u.position);
    lo = {std::min(lo.x, c.x - margin), std::min(lo.y, c.y - margin)};
    hi = {std::max(hi.x, c.x + margin), std::max(hi.y, c.y + margin)};
  }
  if (lo.x > hi.x) return false;  // nothing of theirs on the map yet (reinforcements to come)
  // Between the side columns, below the phase bar as tall as it was drawn, above a wide log.
  const DockBox a = free_map_area(current_dock(width, height), width, height);
  const Vec2 area{a.width(), a.height()};
  camera_->fit(lo, hi, area, 0);
  // Never closer than 1:1 (a lone battalion would fill the screen), never past the zoom limit.
  camera_->set_zoom(std::clamp(camera_->zoom(), Camera::kMinZoom, 1.0));
  camera_->center_on((lo + hi) * 0.5, area);
  camera_->pan_by({a.x0, a.y0});
  camera_fitted_ = camera_view();
  return true;
}

void PlayScreen::follow_control(float width, float height) {
  if (!camera_ || !layout_) return;
  const Match& m = match();
  // A change since the last frame that the program did not make is the player's: wheel, drag,
  // keys, the mini-map, Home.
  if (camera_seen_ && !(camera_view() == *camera_seen_) && !camera_auto_) {
    camera_moved_turn_ = m.flow.turn;
    settle_frames_ = 0;
  }
  camera_auto_ = false;
  // The side the screen is for: the one in control, or the player's while the computer acts.
  const std::optional<SideId> side = viewer();
  // A prompt (reaction fire, a check) is about one place, which its preview keeps in view: the
  // army of the side answering is not framed, and the hand-back is no hand-off.
  if (side != framed_side_ && m.flow.prompts.empty()) {
    framed_side_ = side;
    frame_wanted_ = true;
  }
  const bool moved = camera_moved_turn_ == m.flow.turn;
  if (moved) frame_wanted_ = false;
  // The replay of the other side's turn moves the map itself; the frame waits until it closes.
  if (frame_wanted_ && side && !replay_ && !m.flow.game_over) {
    frame_wanted_ = false;
    if (frame_side(*side, width, height)) settle_frames_ = 3;
  } else if (settle_frames_ > 0 && side && camera_fitted_ && camera_view() == *camera_fitted_) {
    // Auto-sized panels take their heights over the first frames: fit again to the measured bar.
    --settle_frames_;
    frame_side(*side, width, height);
  }
  camera_seen_ = camera_view();
}

}  // namespace hexfire::game
