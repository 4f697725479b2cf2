// Camera arithmetic: zooming about an anchor and fitting a rectangle to the viewport.
#include "game/render/camera.hpp"

#include <algorithm>

namespace hexfire::game {

double clamp_zoom(double z) { return std::clamp(z, Camera::kMinZoom, Camera::kMaxZoom); }

void Camera::zoom_at(Vec2 screen_anchor, double new_zoom) {
  const Vec2 world = screen_to_world(screen_anchor);
  zoom_ = clamp_zoom(new_zoom);
  // Solve world * zoom + pan = anchor for pan so the anchor keeps its world point.
  pan_ = screen_anchor - world * zoom_;
}

void Camera::set_zoom(double z) { zoom_ = clamp_zoom(z); }

void Camera::fit(Vec2 world_min, Vec2 world_max, Vec2 viewport, double margin_px) {
  const Vec2 extent = world_max - world_min;
  const double zx = (viewport.x - 2 * margin_px) / std::max(extent.x, 1.0);
  const double zy = (viewport.y - 2 * margin_px) / std::max(extent.y, 1.0);
  zoom_ = clamp_zoom(std::min(zx, zy));
  center_on((world_min + world_max) * 0.5, viewport);
}

void Camera::center_on(Vec2 world, Vec2 viewport) { pan_ = viewport * 0.5 - world * zoom_; }

}  // namespace hexfire::game
