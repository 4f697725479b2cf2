// Exact odds stage by stage, for any rule system. The system describes a resolution as stages
// over a small state type of its own choosing (what the resolution changes, e.g. the involved
// units' hits and status; never a whole GameState), comparable with <. Each stage first does
// the work that needs no dice, once per distinct state, then rolls its dice; the walk runs every
// dice sequence of the stage, merges the states that come out equal (adding their exact
// weights) and goes on from those until every state is final.
#pragma once

#include <cstdint>
#include <map>
#include <numeric>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "engine/rules/distribution.hpp"

namespace hexfire {

// An exact probability kept reduced; arithmetic that would overflow 64 bits throws.
struct Fraction {
  std::uint64_t num = 0;
  std::uint64_t den = 1;

  static Fraction of(std::uint64_t n, std::uint64_t d);  // reduced
  Fraction operator*(const Fraction& o) const;
  Fraction& operator+=(const Fraction& o);
  bool operator==(const Fraction&) const = default;
};

// Probabilities grouped by outcome key as a Distribution over a common denominator: most likely
// first, ties by key.
Distribution distribution_from(const std::map<std::string, Fraction>& by_key, std::uint64_t paths);

// A die source that hands out a fixed prefix of faces, then the lowest face of each further
// die, and records the faces asked for: one step of an odometer over a stage's dice. It does
// not keep the ledger's list of dice (the walk has no ledger).
class PrefixDice final : public DiceSource {
 public:
  int roll(int faces, int first, const std::string& purpose) override;
  // Starts the next sequence: the dice of the last one, advanced like an odometer (last die
  // first); false after the last sequence. The first call after construction starts at zero.
  bool start_next();
  // 1 / weight of the sequence just rolled: the product of its dice's faces.
  std::uint64_t sequences() const;

 private:
  std::vector<int> faces_;
  std::vector<int> offsets_;
  std::size_t prefix_ = 0;  // dice of offsets_ forced on the current sequence
  bool started_ = false;
};

// Runs `run(DiceSource&)` once for every dice sequence it asks for and hands each result to
// `take(result, sequences)`, the sequence's weight being 1 / sequences. Returns the number of
// sequences. Throws past max_paths.
template <class Run, class Take>
std::uint64_t for_each_dice_sequence(Run&& run, Take&& take, std::uint64_t max_paths = 1'000'000) {
  PrefixDice dice;
  std::uint64_t paths = 0;
  while (dice.start_next()) {
    if (++paths > max_paths) throw std::runtime_error("outcome enumeration exceeded its path limit");
    auto result = run(static_cast<DiceSource&>(dice));
    take(std::move(result), dice.sequences());
  }
  return paths;
}

template <class State>
struct StagedWalk {
  std::map<State, Fraction> finals;  // every final state with its exact probability
  std::uint64_t paths = 0;           // dice sequences rolled over all stages
};

// The walk. `prepare(const State&)` does a stage's dice-free work for one state and returns its
// roll, a callable `State(DiceSource&)` run once per dice sequence; `is_final(const State&)`
// says when a state has no stage left.
template <class State, class Prepare, class IsFinal>
StagedWalk<State> walk_stages(State start, Prepare&& prepare, IsFinal&& is_final,
                              std::uint64_t max_paths = 1'000'000) {
  StagedWalk<State> out;
  std::map<State, Fraction> live;
  if (is_final(start)) {
    out.finals.emplace(std::move(start), Fraction::of(1, 1));
    return out;
  }
  live.emplace(std::move(start), Fraction::of(1, 1));
  // The states one state reaches in a stage, with their weight as whole counts over the
  // least common multiple of the sequences' dice (few states: a list beats a map).
  std::vector<std::pair<State, std::uint64_t>> reached;
  std::vector<std::uint64_t> per_sequence;
  while (!live.empty()) {
    std::map<State, Fraction> next;
    for (const auto& [state, weight] : live) {
      auto roll = prepare(state);
      reached.clear();
      per_sequence.clear();
      std::uint64_t common = 1;
      out.paths += for_each_dice_sequence(
          roll,
          [&](State s, std::uint64_t sequences) {
            if (sequences != common) common = std::lcm(common, sequences);
            std::size_t i = 0;
            while (i < reached.size() && !(reached[i].first == s)) ++i;
            if (i == reached.size()) reached.emplace_back(std::move(s), 0);
            per_sequence.push_back(i);
            per_sequence.push_back(sequences);
          },
          max_paths - out.paths);
      for (std::size_t k = 0; k < per_sequence.size(); k += 2) reached[per_sequence[k]].second += common / per_sequence[k + 1];
      for (auto& [s, count] : reached) {
        const Fraction add = weight * Fraction::of(count, common);
        auto& into = is_final(s) ? out.finals : next;
        if (auto it = into.find(s); it != into.end()) it->second += add;
        else into.emplace(std::move(s), add);
      }
    }
    live = std::move(next);
  }
  return out;
}

// Final states grouped by their outcome key (`key(const State&) -> std::string`).
template <class State, class Key>
Distribution distribution_of(const StagedWalk<State>& walk, Key&& key) {
  std::map<std::string, Fraction> by_key;
  for (const auto& [state, p] : walk.finals) by_key[key(state)] += p;
  return distribution_from(by_key, walk.paths);
}

}  // namespace hexfire
