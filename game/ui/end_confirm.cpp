#include "game/ui/end_confirm.hpp"

#include <imgui.h>

#include <string>

namespace hexfire::game {

EndConfirmChoice draw_end_confirm(int stacks, const std::string& end_label, float window_w, float window_h,
                                  bool& dont_ask) {
  EndConfirmChoice choice = EndConfirmChoice::None;
  ImGui::SetNextWindowPos(ImVec2(window_w * 0.5f, window_h * 0.4f), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowBgAlpha(0.96f);
  const std::string title = end_label + "?###end_confirm";  // the system's words ("Orders given?")
  ImGui::Begin(title.c_str(), nullptr,
               ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoSavedSettings |
                   ImGuiWindowFlags_NoMove);
  const std::string text = std::to_string(stacks) + (stacks == 1 ? " stack" : " stacks") + " of yours can still act.";
  ImGui::TextUnformatted(text.c_str());
  ImGui::Dummy(ImVec2(0, 4));
  if (ImGui::Button((end_label + " (Space)").c_str())) choice = EndConfirmChoice::End;
  ImGui::SameLine();
  if (ImGui::Button("Keep playing (Esc)")) choice = EndConfirmChoice::Keep;
  bool tick = false;
  if (ImGui::Checkbox("Don't ask again", &tick) && tick) dont_ask = true;
  ImGui::End();
  return choice;
}

}  // namespace hexfire::game
