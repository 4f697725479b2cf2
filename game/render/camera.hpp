// The view onto the world: pan (screen position of the world origin) and zoom, clamped.
#pragma once

#include "game/render/layout.hpp"

namespace hexfire::game {

class Camera {
 public:
  static constexpr double kMinZoom = 0.25;
  static constexpr double kMaxZoom = 4.0;

  double zoom() const { return zoom_; }
  Vec2 pan() const { return pan_; }
  void set_pan(Vec2 p) { pan_ = p; }
  void pan_by(Vec2 delta) { pan_ = pan_ + delta; }
  // Sets the zoom (clamped), keeping the world point under `screen_anchor` where it was.
  void zoom_at(Vec2 screen_anchor, double new_zoom);
  void set_zoom(double z);  // about the world origin's screen position

  Vec2 world_to_screen(Vec2 w) const { return w * zoom_ + pan_; }
  Vec2 screen_to_world(Vec2 s) const { return (s - pan_) * (1.0 / zoom_); }

  // Shows the world rectangle [min, max] centred in a viewport of the given size.
  void fit(Vec2 world_min, Vec2 world_max, Vec2 viewport, double margin_px = 24);
  // Centres the given world point in the viewport, keeping the zoom.
  void center_on(Vec2 world, Vec2 viewport);

 private:
  double zoom_ = 1.0;
  Vec2 pan_{};
};

double clamp_zoom(double z);

}  // namespace hexfire::game
