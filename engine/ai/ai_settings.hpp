// The computer opponent's settings: a strength, its own seed, and the search budget counted in
// commands applied (never wall time, so that the same settings play the same game on any
// machine), plus the hooks a caller on another thread watches and cancels it through.
#pragma once

#include <atomic>
#include <cstdint>
#include <optional>
#include <string>

namespace hexfire::ai {

enum class Strength { Easy, Normal, Hard };
const char* strength_name(Strength s);  // "easy", "normal", "hard"
std::optional<Strength> parse_strength(const std::string& word);

struct SearchBudget {
  int nodes = 0;          // commands applied on copies for one decision, in all
  int depth = 0;          // commands of a playout after the candidate
  int width = 0;          // candidates kept after the one-step screen
  int screen_samples = 0; // determinizations each candidate is screened on
  int chance_samples = 0; // ... and one that rolls the dice, however many there are (half the nodes left)
  double noise = 0;       // easy: a random amount added to each candidate's score
};
// The budget of a strength: easy a glance, normal a few playouts per candidate, hard many more.
SearchBudget budget_of(Strength s);

struct AiSettings {
  Strength strength = Strength::Normal;
  std::uint64_t seed = 1;           // the opponent's own random numbers (never the game's dice)
  std::optional<int> nodes;         // overrides the strength's node budget
};

// Watched while it thinks, from another thread: set `cancel` to stop early (the best candidate
// so far is returned); `nodes_done` counts the commands applied so far (a progress bar's
// numerator; the budget's node count is its denominator).
struct AiHooks {
  const std::atomic<bool>* cancel = nullptr;
  std::atomic<int>* nodes_done = nullptr;
};

}  // namespace hexfire::ai
