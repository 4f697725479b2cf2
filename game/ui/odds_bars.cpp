// Outcome bars (ImGui): one bar per outcome, longest = most likely.
#include "game/ui/odds_bars.hpp"

#include <imgui.h>

#include <cstdio>

namespace hexfire::game {

void draw_odds_bars(const std::vector<std::pair<std::string, double>>& odds, float width) {
  for (const auto& [outcome, p] : odds) {
    char pct[16];
    std::snprintf(pct, sizeof pct, "%5.1f%%", p * 100.0);
    ImGui::PushStyleColor(ImGuiCol_PlotHistogram, ImVec4(0.85f, 0.55f, 0.2f, 1));
    ImGui::ProgressBar(static_cast<float>(p), ImVec2(width * 0.32f, 0), pct);
    ImGui::PopStyleColor();
    ImGui::SameLine();
    ImGui::PushTextWrapPos(0.0f);  // a long outcome wraps in a narrow window rather than being cut
    ImGui::TextUnformatted(outcome.c_str());
    ImGui::PopTextWrapPos();
  }
}

}  // namespace hexfire::game
