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

// An exact probability kept reduced; arithmetic that would overflow 128 bits throws
// std::overflow_error.
struct Fraction {
  OddsCount num = 0;
  OddsCount den = 1;

  static Fraction of(OddsCount n, OddsCount d);  // reduced
  Fraction operator*(const Fraction& o) const;
  Fraction& operator+=(const Fraction& o);
  bool operator==(const Fraction&) const = default;
};

// Probabilities grouped by outcome key as a Distribution over a common denominator: most likely
// first, ties by key.
Distribution distribution_from(const std::map<std::string, Fraction>& by_key, std::uint64_t paths,
                               std::uint64_t sequences);

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
  // The dice sequences of the whole resolution, each the roll of every stage one after the
  // other: what a brute-force walk would roll (saturates at the largest 64-bit number).
  std::uint64_t sequences = 0;
};

// A state a stage reaches from another, with its exact probability and the number of the
// stage's dice sequences that reach it.
template <class State>
struct Reached {
  State state;
  Fraction probability;
  std::uint64_t sequences = 0;
};

// The distinct states one stage reaches from one state.
template <class State>
struct StageOutcomes {
  std::vector<Reached<State>> reached;
  std::uint64_t paths = 0;  // dice sequences rolled to find them
};

std::uint64_t saturating_mul(std::uint64_t a, std::uint64_t b);
std::uint64_t saturating_add(std::uint64_t a, std::uint64_t b);

// Runs `roll` (a callable `State(DiceSource&)`) over every dice sequence it asks for and fills
// `out` with the states it returns, equal ones merged (few states: a list beats a map). The
// weights are counted as whole numbers over the least common multiple of the sequences' dice.
template <class State, class Roll>
void roll_outcomes(Roll&& roll, StageOutcomes<State>& out, std::uint64_t max_paths = 1'000'000) {
  out.reached.clear();
  std::vector<std::uint64_t> counts, per_sequence;
  std::uint64_t common = 1;
  out.paths = for_each_dice_sequence(
      roll,
      [&](State s, std::uint64_t sequences) {
        if (sequences != common) common = std::lcm(common, sequences);
        std::size_t i = 0;
        while (i < out.reached.size() && !(out.reached[i].state == s)) ++i;
        if (i == out.reached.size()) {
          out.reached.push_back({std::move(s), Fraction{}, 0});
          counts.push_back(0);
        }
        ++out.reached[i].sequences;
        per_sequence.push_back(i);
        per_sequence.push_back(sequences);
      },
      max_paths);
  for (std::size_t k = 0; k < per_sequence.size(); k += 2) counts[per_sequence[k]] += common / per_sequence[k + 1];
  for (std::size_t i = 0; i < out.reached.size(); ++i) out.reached[i].probability = Fraction::of(counts[i], common);
}

// Two stages in one step: `first` (the outcomes of the first stage from some state) followed by
// the second from each state the first reached: `then(const State&, std::uint64_t& paths)`
// returns those outcomes (a reference valid until its next call) and adds the paths it rolls.
// Equal end states are merged, so the second stage runs once per distinct middle state rather
// than once per dice sequence of the first.
template <class State, class Then>
void chain_outcomes(const StageOutcomes<State>& first, Then&& then, StageOutcomes<State>& out) {
  out.reached.clear();
  out.paths = first.paths;
  for (const auto& [middle, p, sequences] : first.reached) {
    for (const auto& [s, q, more] : then(middle, out.paths).reached) {
      std::size_t i = 0;
      while (i < out.reached.size() && !(out.reached[i].state == s)) ++i;
      if (i == out.reached.size()) out.reached.push_back({s, Fraction{}, 0});
      out.reached[i].probability += p * q;
      out.reached[i].sequences = saturating_add(out.reached[i].sequences, saturating_mul(sequences, more));
    }
  }
}

// The walk over stages given by `step(const State&, StageOutcomes<State>&)`, which fills in the
// states a stage reaches from one state (by roll_outcomes, or from what it already knows: a
// system may reuse the outcomes of a part of the state that several states share).
// `is_final(const State&)` says when a state has no stage left. Each stage's states are merged
// before the next stage runs.
template <class State, class Step, class IsFinal>
StagedWalk<State> walk_outcomes(State start, Step&& step, IsFinal&& is_final, std::uint64_t max_paths = 1'000'000) {
  StagedWalk<State> out;
  struct Live {
    Fraction probability;
    std::uint64_t sequences = 0;
  };
  std::map<State, Live> live;
  if (is_final(start)) {
    out.finals.emplace(std::move(start), Fraction::of(1, 1));
    out.sequences = 1;
    return out;
  }
  live.emplace(std::move(start), Live{Fraction::of(1, 1), 1});
  StageOutcomes<State> reached;
  while (!live.empty()) {
    std::map<State, Live> next;
    for (const auto& [state, weight] : live) {
      reached.paths = 0;
      step(state, reached);
      out.paths += reached.paths;
      if (out.paths > max_paths) throw std::runtime_error("outcome enumeration exceeded its path limit");
      for (auto& [s, p, sequences] : reached.reached) {
        const Live add{weight.probability * p, saturating_mul(weight.sequences, sequences)};
        if (is_final(s)) {
          out.sequences = saturating_add(out.sequences, add.sequences);
          if (auto it = out.finals.lower_bound(s); it != out.finals.end() && !(s < it->first)) it->second += add.probability;
          else out.finals.emplace_hint(it, std::move(s), add.probability);
        } else if (auto it = next.lower_bound(s); it != next.end() && !(s < it->first)) {
          it->second.probability += add.probability;
          it->second.sequences = saturating_add(it->second.sequences, add.sequences);
        } else {
          next.emplace_hint(it, std::move(s), add);
        }
      }
    }
    live = std::move(next);
  }
  return out;
}

// The walk where every stage rolls: `prepare(const State&)` does a stage's dice-free work for one
// state and returns its roll, a callable `State(DiceSource&)` run once per dice sequence.
template <class State, class Prepare, class IsFinal>
StagedWalk<State> walk_stages(State start, Prepare&& prepare, IsFinal&& is_final,
                              std::uint64_t max_paths = 1'000'000) {
  std::uint64_t paths = 0;
  return walk_outcomes(
      std::move(start),
      [&](const State& s, StageOutcomes<State>& out) {
        roll_outcomes(prepare(s), out, max_paths - paths);
        paths += out.paths;
      },
      is_final, max_paths);
}

// Final states grouped by their outcome key (`key(const State&) -> std::string`).
template <class State, class Key>
Distribution distribution_of(const StagedWalk<State>& walk, Key&& key) {
  std::map<std::string, Fraction> by_key;
  for (const auto& [state, p] : walk.finals) by_key[key(state)] += p;
  return distribution_from(by_key, walk.paths, walk.sequences);
}

}  // namespace hexfire
