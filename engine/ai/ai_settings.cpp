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
    case Strength::Easy: return {40, 0, 1, 1, 1, 15.0};
    case Strength::Normal: return {300, 4, 5, 3, 3, 0};
    // Hard: the same nodes spent on one command of the playout policy after each of 5 candidates
    // screened on up to 8 copies. Four commands deep over 8 candidates (as normal's playouts, on
    // more of them) lost to normal: 14 and 15 of 40 on the WW tutorials; one deep it wins 46 and
    // 45 of 80 there and 14 of 20 on the volley tutorial (docs/ai.md, session 13).
    case Strength::Hard: return {1500, 1, 5, 8, 16, 0};
  }
  return {};
}

}  // namespace hexfire::ai
