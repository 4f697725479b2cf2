// The UI scale fitted to the window (ui_scale_fit.hpp).
#include "game/ui/ui_scale_fit.hpp"

#include <algorithm>
#include <cmath>

namespace hexfire::game {

float fitted_ui_scale(float wanted, float window_w, float window_h) {
  if (wanted <= 1.0f) return wanted;
  // In quarter steps, as the settings offer them, so text does not change size with every pixel.
  const float fit = std::floor(std::min(window_w / 512.0f, window_h / 320.0f) * 4.0f) / 4.0f;
  return std::clamp(fit, 1.0f, wanted);
}

void apply_ui_scale(const ImGuiStyle& base, float scale) {
  ImGuiStyle& style = ImGui::GetStyle();
  style = base;
  style.ScaleAllSizes(scale);
  ImGui::GetIO().FontGlobalScale = scale;
}

}  // namespace hexfire::game
