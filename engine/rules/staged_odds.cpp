// Exact fractions, the odometer over a stage's dice and the grouping by outcome key (see
// staged_odds.hpp).
#include "engine/rules/staged_odds.hpp"

#include <algorithm>

namespace hexfire {
namespace {

// Two counts that fit 64 bits (nearly every one) multiply and add in 128 without a check.
OddsCount checked_mul(OddsCount a, OddsCount b) {
  if (odds_fit_64(a) && odds_fit_64(b)) return a * b;
  OddsCount r = 0;
  if (__builtin_mul_overflow(a, b, &r)) throw std::overflow_error("exact odds: a probability outgrew 128 bits");
  return r;
}

OddsCount checked_add(OddsCount a, OddsCount b) {
  if (odds_fit_64(a) && odds_fit_64(b)) return a + b;
  OddsCount r = 0;
  if (__builtin_add_overflow(a, b, &r)) throw std::overflow_error("exact odds: a probability outgrew 128 bits");
  return r;
}

}  // namespace

std::uint64_t saturating_mul(std::uint64_t a, std::uint64_t b) {
  std::uint64_t r = 0;
  return __builtin_mul_overflow(a, b, &r) ? UINT64_MAX : r;
}

std::uint64_t saturating_add(std::uint64_t a, std::uint64_t b) {
  std::uint64_t r = 0;
  return __builtin_add_overflow(a, b, &r) ? UINT64_MAX : r;
}

Fraction Fraction::of(OddsCount n, OddsCount d) {
  const OddsCount g = odds_gcd(n, d);
  return g ? Fraction{odds_quotient(n, g), odds_quotient(d, g)} : Fraction{0, 1};
}

Fraction Fraction::operator*(const Fraction& o) const {
  if (num == 0 || o.num == 0) return Fraction{0, 1};
  // Cross-reduce: with both factors reduced, the product of what is left is reduced too.
  const OddsCount g1 = odds_gcd(num, o.den), g2 = odds_gcd(o.num, den);
  return Fraction{checked_mul(odds_quotient(num, g1), odds_quotient(o.num, g2)),
                  checked_mul(odds_quotient(den, g2), odds_quotient(o.den, g1))};
}

Fraction& Fraction::operator+=(const Fraction& o) {
  if (den == o.den) {  // the usual case in a walk: weights over the same dice
    *this = of(checked_add(num, o.num), den);
    return *this;
  }
  const OddsCount g = odds_gcd(den, o.den);
  const OddsCount d = checked_mul(odds_quotient(den, g), o.den);
  *this = of(checked_add(checked_mul(num, odds_quotient(d, den)), checked_mul(o.num, odds_quotient(d, o.den))), d);
  return *this;
}

int PrefixDice::roll(int faces, int first, const std::string&) {
  const std::size_t i = faces_.size();
  if (i >= prefix_) {
    faces_.push_back(faces);
    offsets_.push_back(0);
    return first;
  }
  faces_.push_back(faces);  // the same die as last time: the sequence so far is the same
  return first + offsets_[i];
}

bool PrefixDice::start_next() {
  if (!started_) {
    started_ = true;
    faces_.clear();
    prefix_ = 0;
    return true;
  }
  offsets_.resize(faces_.size());  // the dice the sequence asked for
  std::size_t k = offsets_.size();
  while (k > 0 && offsets_[k - 1] + 1 >= faces_[k - 1]) --k;
  if (k == 0) return false;
  offsets_.resize(k);
  ++offsets_[k - 1];
  faces_.clear();
  prefix_ = k;
  return true;
}

std::uint64_t PrefixDice::sequences() const {
  std::uint64_t n = 1;
  for (int f : faces_) n *= static_cast<std::uint64_t>(f);
  return n;
}

Distribution distribution_from(const std::map<std::string, Fraction>& by_key, std::uint64_t paths,
                               std::uint64_t sequences) {
  OddsCount den = 1;
  for (const auto& [key, p] : by_key) den = checked_mul(odds_quotient(den, odds_gcd(den, p.den)), p.den);
  Distribution d;
  d.paths = paths;
  d.sequences = sequences;
  for (const auto& [key, p] : by_key) d.outcomes.push_back({key, {checked_mul(p.num, odds_quotient(den, p.den)), den}});
  std::stable_sort(d.outcomes.begin(), d.outcomes.end(), [](const OutcomeOdds& a, const OutcomeOdds& b) {
    return a.probability.count > b.probability.count;
  });
  return d;
}

}  // namespace hexfire
