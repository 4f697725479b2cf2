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
    // Hard: normal's playouts, four commands deep over 5 candidates, with five times the nodes and
    // its candidates screened on up to 8 copies. Until session 37 it played one command deep (four
    // deep over 8 candidates on 3 copies had lost to normal on the WW tutorials, session 13); since
    // volley's turn-end melee, whose phase one command never reaches, one deep lost the volley
    // tutorial to normal 41-49, four deep won it 52-38 (docs/ai.md, session 37).
    case Strength::Hard: return {1500, 4, 5, 8, 16, 0};
  }
  return {};
}

}  // namespace hexfire::ai
