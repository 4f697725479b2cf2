// Outcome bars (ImGui): one bar per outcome, longest = most likely.
#include "game/ui/odds_bars.hpp"

#include <imgui.h>

#include <algorithm>
#include <cstdio>
#include <string>

namespace hexfire::game {

namespace {

void bar(const std::string& outcome, double p, float width) {
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

}  // namespace

std::vector<std::string> odds_tail_lines(const std::vector<std::pair<std::string, double>>& odds, std::size_t shown) {
  std::vector<std::string> lines;
  char pct[32];
  const std::size_t listed = std::min(odds.size(), shown + kOddsTooltipListed);
  for (std::size_t i = shown; i < listed; ++i) {
    std::snprintf(pct, sizeof pct, "%5.2f%%  ", odds[i].second * 100.0);
    lines.push_back(pct + odds[i].first);
  }
  if (listed < odds.size()) {
    double unlisted = 0;
    for (std::size_t i = listed; i < odds.size(); ++i) unlisted += odds[i].second;
    std::snprintf(pct, sizeof pct, "%5.2f%%  ", unlisted * 100.0);
    lines.push_back(pct + ("the " + std::to_string(odds.size() - listed) + " least likely outcomes"));
  }
  return lines;
}

void draw_odds_bars(const std::vector<std::pair<std::string, double>>& odds, float width, std::size_t most) {
  // The likeliest outcomes each get a bar; a long tail (an assault with every follow-on check has
  // dozens) is one bar with its total, listed whole in its tooltip, so the panel never grows
  // over the stacks it is about.
  const std::size_t shown = odds.size() <= most + 1 ? odds.size() : most;
  for (std::size_t i = 0; i < shown; ++i) bar(odds[i].first, odds[i].second, width);
  if (shown == odds.size()) return;
  double rest = 0;
  for (std::size_t i = shown; i < odds.size(); ++i) rest += odds[i].second;
  bar(std::to_string(odds.size() - shown) + " less likely outcomes (hover for the list)", rest, width);
  if (ImGui::IsItemHovered()) {
    ImGui::BeginTooltip();
    for (const std::string& line : odds_tail_lines(odds, shown)) ImGui::TextUnformatted(line.c_str());
    ImGui::EndTooltip();
  }
}

}  // namespace hexfire::game
