// The UI scale a window can hold: the player's choice, lowered (never below 1) when the window is
// too small for it to lay the play screen's panels out without overlap (issue 14, 4). A window
// of 680 x 425 logical pixels holds them with a fire's Preview and Odds or a prompt open, the
// roll button in view: 1280x800 gets at most 1.75, 1024x640 1.5, 800x600 1; 1920x1080 keeps
// 2. At 640 x 400 (1280x800 at scale 2) the Odds' roll button was below their fold, and at
// 512 x 320 (1024x640 at 2) the Preview covered the phase bar's buttons.
#pragma once

#include <imgui.h>

namespace hexfire::game {

float fitted_ui_scale(float wanted, float window_w, float window_h);

// ImGui's style and font scale set to `scale` from the unscaled `base` style.
void apply_ui_scale(const ImGuiStyle& base, float scale);

// The scale at which a full-window screen's panel, `panel_w` x `panel_h` at scale 1, fits a
// window of `window_w` x `window_h` with 12 pixels to spare on each side: the scale in force,
// lowered in quarter steps as far as 1 (never below, nor below the scale in force). At UI scale
// 2 in a 1280x800 window the menu, the hand-off and the victory screen were cut off, the hand-off's
// confirm button out of sight below the fold.
float screen_fit_scale(float in_force, float window_w, float window_h, float panel_w, float panel_h);

// For as long as it lives, ImGui's style and font scale at screen_fit_scale for a screen's panel
// (the font taking it at once, mid-frame); the scale in force again afterwards.
class ScreenScale {
 public:
  ScreenScale(const ImGuiStyle& base, float window_w, float window_h, float panel_w, float panel_h);
  ~ScreenScale();
  ScreenScale(const ScreenScale&) = delete;
  ScreenScale& operator=(const ScreenScale&) = delete;
  float value() const { return scale_; }
  // The panel's size at that scale.
  float panel_w() const { return panel_w_ * scale_; }
  float panel_h() const { return panel_h_ * scale_; }

 private:
  const ImGuiStyle& base_;
  float panel_w_, panel_h_;
  float in_force_;
  float scale_;
};

}  // namespace hexfire::game
