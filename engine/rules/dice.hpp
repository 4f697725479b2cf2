// Where resolutions get their dice: the game's Rng, a forced script (hexfire-cli --dice, tests),
// or the enumerator that walks every outcome to compute exact odds. Rules code asks a DiceSource
// and never touches an Rng directly, so preview, roll and odds run the very same code.
#pragma once

#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "engine/core/rng.hpp"

namespace hexfire {

// One die as rolled, for the ledger.
struct DieRoll {
  int faces = 10;        // 6 for d6, 10 for d10
  bool zero_based = false;  // a d10 read 0..9
  int value = 0;         // as read (0..9 for a zero-based d10)
  std::string purpose;   // "fire", "disorganization check", ...
};

class DiceSource {
 public:
  virtual ~DiceSource() = default;
  // A die with `faces` faces read from `first` (0 or 1) up.
  virtual int roll(int faces, int first, const std::string& purpose) = 0;
  int d10(const std::string& purpose) { return roll(10, 0, purpose); }  // read 0..9
  int d6(const std::string& purpose) { return roll(6, 1, purpose); }

  // Every die handed out so far, in order.
  const std::vector<DieRoll>& rolled() const { return rolled_; }

 protected:
  int record(int faces, int first, int value, const std::string& purpose) {
    rolled_.push_back({faces, first == 0, value, purpose});
    return value;
  }

 private:
  std::vector<DieRoll> rolled_;
};

class RngDice final : public DiceSource {
 public:
  explicit RngDice(Rng& rng) : rng_(rng) {}
  int roll(int faces, int first, const std::string& purpose) override {
    return record(faces, first, rng_.below(faces) + first, purpose);
  }

 private:
  Rng& rng_;
};

// Hands out the given values in order; throws DiceExhausted when asked for more than it has.
struct DiceExhausted : std::runtime_error {
  DiceExhausted() : std::runtime_error("more dice were needed than were given") {}
};

class ScriptedDice final : public DiceSource {
 public:
  explicit ScriptedDice(std::vector<int> values) : values_(std::move(values)) {}
  int roll(int faces, int first, const std::string& purpose) override;

 private:
  std::vector<int> values_;
  std::size_t next_ = 0;
};

}  // namespace hexfire
