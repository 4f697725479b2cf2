#include "engine/ai/ai_settings.hpp"

namespace hexfire::ai {

const char* strength_name(Strength s) {
  switch (s) {
    case Strength::Easy: return "easy";
    case Strength::Normal: return "normal";
    case Strength::Hard: return "hard";
  }
  return "normal";
}

std::optional<Strength> parse_strength(const std::string& word) {
  for (Strength s : {Strength::Easy, Strength::Normal, Strength::Hard})
    if (word == strength_name(s)) return s;
  return std::nullopt;
}

SearchBudget budget_of(Strength s) {
  switch (s) {
    case Strength::Easy: return {40, 0, 1, 1, 15.0};
    case Strength::Normal: return {300, 4, 5, 3, 0};
    case Strength::Hard: return {1500, 4, 8, 3, 0};
  }
  return {};
}

}  // namespace hexfire::ai
