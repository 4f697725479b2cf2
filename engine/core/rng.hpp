// The game's one random number generator: seeded, saveable, counts its draws, passed explicitly.
#pragma once

#include <array>
#include <cstdint>
#include <string>

namespace hexfire {

// xoshiro256** seeded through splitmix64. Chosen because its whole state is four words that a
// save file can hold verbatim, and its output is identical on every platform and compiler.
class Rng {
 public:
  struct State {
    std::array<std::uint64_t, 4> words{};
    std::uint64_t draws = 0;
    bool operator==(const State&) const = default;
  };

  explicit Rng(std::uint64_t seed = 0);

  std::uint64_t next();
  // A uniform integer in [0, n) without modulo bias. n must be > 0.
  int below(int n);
  // A die with faces 1..sides.
  int roll(int sides) { return below(sides) + 1; }
  // A d10 read 0..9, as the fireline tables use it.
  int d10() { return below(10); }

  std::uint64_t draws() const { return state_.draws; }
  const State& state() const { return state_; }
  void restore(const State& s) { state_ = s; }

  // "w0:w1:w2:w3:draws" in hex; from_text returns false on malformed text and leaves *this alone.
  std::string to_text() const;
  bool from_text(const std::string& text);

 private:
  State state_;
};

}  // namespace hexfire
