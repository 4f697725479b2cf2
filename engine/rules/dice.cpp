// Scripted dice: forced values, checked against the die's faces so a bad script says so.
#include "engine/rules/dice.hpp"

namespace hexfire {

int ScriptedDice::roll(int faces, int first, const std::string& purpose) {
  if (next_ >= values_.size()) throw DiceExhausted();
  const int v = values_[next_++];
  if (v < first || v >= first + faces)
    throw std::invalid_argument("forced die " + std::to_string(v) + " for " + purpose + " is not a face of a d" +
                                std::to_string(faces) + " read from " + std::to_string(first));
  return record(faces, first, v, purpose);
}

}  // namespace hexfire
