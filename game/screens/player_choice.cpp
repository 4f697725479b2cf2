#include "game/screens/player_choice.hpp"

#include <imgui.h>

namespace hexfire::game {

namespace {

constexpr const char* kChoices[] = {"Player", "Computer (easy)", "Computer (normal)",
                                    "Computer (hard)"};

int index_of(const std::optional<ai::Strength>& s) {
  if (!s) return 0;
  switch (*s) {
    case ai::Strength::Easy: return 1;
    case ai::Strength::Normal: return 2;
    case ai::Strength::Hard: return 3;
  }
  return 0;
}

std::optional<ai::Strength> strength_at(int index) {
  switch (index) {
    case 1: return ai::Strength::Easy;
    case 2: return ai::Strength::Normal;
    case 3: return ai::Strength::Hard;
    default: return std::nullopt;
  }
}

}  // namespace

std::string player_word(const std::optional<ai::Strength>& s) { return s ? ai::strength_name(*s) : "player"; }

bool draw_player_choices(const std::vector<std::string>& sides, std::vector<std::optional<ai::Strength>>& players,
                         float width) {
  players.resize(sides.size());
  bool changed = false;
  for (std::size_t i = 0; i < sides.size(); ++i) {
    ImGui::PushID(static_cast<int>(i));
    ImGui::TextUnformatted(sides[i].c_str());
    ImGui::SameLine(width * 0.42f);
    ImGui::SetNextItemWidth(width * 0.56f);
    int choice = index_of(players[i]);
    if (ImGui::Combo("##player", &choice, kChoices, IM_ARRAYSIZE(kChoices))) {
      players[i] = strength_at(choice);
      changed = true;
    }
    ImGui::PopID();
  }
  return changed;
}

}  // namespace hexfire::game
