// Exact outcome distributions by running a resolution once per possible dice sequence.
// Follow-on checks that roll further dice are enumerated too, because the walk branches on
// every die the code asks for, in the order it asks.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "engine/rules/dice.hpp"

namespace hexfire {

// Exact odds are whole numbers of dice sequences over a common denominator, kept in 128 bits: a
// resolution with two dozen checks of two dice (36^24 sequences) still fits, where 64 bits held a
// dozen and a fire at a large column-shift stack showed no odds. (`__extension__`: the type is
// GCC's and Clang's, not ISO C++'s.)
__extension__ typedef unsigned __int128 OddsCount;

// Nearly every count of a walk fits 64 bits: its division is then done in 64-bit arithmetic (a
// 128-bit division is a library call, and made the charge's odds half as slow again).
inline bool odds_fit_64(OddsCount a) { return (a >> 64) == 0; }
inline OddsCount odds_quotient(OddsCount a, OddsCount b) {
  return odds_fit_64(a) && odds_fit_64(b) ? OddsCount{static_cast<std::uint64_t>(a) / static_cast<std::uint64_t>(b)}
                                          : a / b;
}
// The greatest common divisor, in 64-bit arithmetic whenever both fit.
OddsCount odds_gcd(OddsCount a, OddsCount b);
OddsCount odds_lcm(OddsCount a, OddsCount b);  // throws std::overflow_error past 128 bits
// In decimal digits, for the ledger, the CLI and JSON (std::to_string has no 128-bit overload).
std::string to_decimal(OddsCount n);

// An exact probability: count / total, total being the product of the faces along each path
// brought to a common denominator.
struct Probability {
  OddsCount count = 0;
  OddsCount total = 1;
  double value() const { return total ? static_cast<double>(count) / static_cast<double>(total) : 0.0; }
};

struct OutcomeOdds {
  std::string outcome;  // the key the resolution returned, e.g. "2 O hits, disrupted"
  Probability probability;
};

struct Distribution {
  std::vector<OutcomeOdds> outcomes;  // most likely first; ties by outcome text
  std::uint64_t paths = 0;            // dice sequences walked
  // The dice sequences the odds cover, each the whole resolution's dice: `paths` for the
  // brute-force walk; the staged walk rolls fewer and counts these (saturating).
  std::uint64_t sequences = 0;
  double probability_of(const std::string& outcome) const;
};

// Calls `resolve` once per dice sequence with a DiceSource that hands out that sequence and
// returns the outcome key. `resolve` must be deterministic given the dice and must not keep
// state between calls. max_paths guards against a resolution that rolls without end.
Distribution enumerate_outcomes(const std::function<std::string(DiceSource&)>& resolve,
                                std::uint64_t max_paths = 1'000'000);

}  // namespace hexfire
