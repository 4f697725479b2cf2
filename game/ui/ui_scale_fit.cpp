// The UI scale fitted to the window (ui_scale_fit.hpp).
#include "game/ui/ui_scale_fit.hpp"

#include <algorithm>
#include <cmath>

namespace hexfire::game {

float fitted_ui_scale(float wanted, float window_w, float window_h) {
  if (wanted <= 1.0f) return wanted;
  // In quarter steps, as the settings offer them, so text does not change size with every pixel.
  const float fit = std::floor(std::min(window_w / 680.0f, window_h / 425.0f) * 4.0f) / 4.0f;
  return std::clamp(fit, 1.0f, wanted);
}

float screen_fit_scale(float in_force, float window_w, float window_h, float panel_w, float panel_h) {
  if (in_force <= 1.0f || panel_w <= 0 || panel_h <= 0) return in_force;
  const float room = std::min((window_w - 24.0f) / panel_w, (window_h - 24.0f) / panel_h);
  return std::clamp(std::floor(room * 4.0f) / 4.0f, 1.0f, in_force);
}

ScreenScale::ScreenScale(const ImGuiStyle& base, float window_w, float window_h, float panel_w, float panel_h)
    : base_(base), panel_w_(panel_w), panel_h_(panel_h), in_force_(ImGui::GetIO().FontGlobalScale),
      scale_(screen_fit_scale(in_force_, window_w, window_h, panel_w, panel_h)) {
  if (scale_ == in_force_) return;
  apply_ui_scale(base_, scale_);
  // ImGui reads the font scale when the current font is set: pushing the same font again makes
  // the windows begun from here on use the new one.
  ImGui::PushFont(ImGui::GetFont());
}

ScreenScale::~ScreenScale() {
  if (scale_ == in_force_) return;
  apply_ui_scale(base_, in_force_);
  ImGui::PopFont();
}

void apply_ui_scale(const ImGuiStyle& base, float scale) {
  ImGuiStyle& style = ImGui::GetStyle();
  style = base;
  style.ScaleAllSizes(scale);
  ImGui::GetIO().FontGlobalScale = scale;
}

}  // namespace hexfire::game
