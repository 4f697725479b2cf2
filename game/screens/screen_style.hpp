// Shared look of the full-window screens: a centred, fixed panel over a dark backdrop.
#pragma once

#include <imgui.h>

#include "game/ui/whole_pixel_size.hpp"

namespace hexfire::game {

inline constexpr ImGuiWindowFlags kScreenFlags = ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoMove |
                                                 ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoSavedSettings |
                                                 ImGuiWindowFlags_NoTitleBar;
inline const ImVec4 kAccent{1.0f, 0.84f, 0.16f, 1.0f};  // the hover yellow of the map
inline const ImVec4 kDim{0.70f, 0.70f, 0.66f, 1.0f};

// Opens a centred screen window of the given size (clamped to the window).
inline bool begin_screen(const char* id, float w, float h, float pw, float ph) {
  pw = pw > w - 24 ? w - 24 : pw;
  ph = ph > h - 24 ? h - 24 : ph;
  ImGui::SetNextWindowPos(ImVec2(w / 2, h / 2), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSize(ImVec2(pw, ph), ImGuiCond_Always);
  return ImGui::Begin(id, nullptr, kScreenFlags);
}

// The same, as tall as its contents (at most ph).
inline bool begin_screen_fit(const char* id, float w, float h, float pw, float ph) {
  pw = pw > w - 24 ? w - 24 : pw;
  ph = ph > h - 24 ? h - 24 : ph;
  ImGui::SetNextWindowPos(ImVec2(w / 2, h / 2), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  size_limits_in_whole_pixels(ImVec2(pw, 0), ImVec2(pw, ph));
  return ImGui::Begin(id, nullptr, kScreenFlags | ImGuiWindowFlags_AlwaysAutoResize);
}

inline constexpr float kHeadingFontPx = 40.0f;

// The large bold face ScreenStack adds to the atlas (nothing before it has).
inline ImFont* heading_font() {
  ImFontAtlas* atlas = ImGui::GetIO().Fonts;
  for (ImFont* f : atlas->Fonts)
    if (f->FontSize >= kHeadingFontPx - 0.5f) return f;
  return nullptr;
}

// A large heading, `scale` times the body text: drawn from the big face so it stays crisp.
inline void heading(const char* text, float scale = 1.8f) {
  ImFont* big = heading_font();
  const float body = ImGui::GetFont()->FontSize;  // the body face's pixel size, before any scale
  if (big) {
    ImGui::PushFont(big);
    ImGui::SetWindowFontScale(body * scale / kHeadingFontPx);
  } else {
    ImGui::SetWindowFontScale(scale);
  }
  ImGui::TextColored(kAccent, "%s", text);
  ImGui::SetWindowFontScale(1.0f);
  if (big) ImGui::PopFont();
}

}  // namespace hexfire::game
