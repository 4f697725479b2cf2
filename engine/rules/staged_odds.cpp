// Exact fractions, the odometer over a stage's dice and the grouping by outcome key (see
// staged_odds.hpp).
#include "engine/rules/staged_odds.hpp"

#include <algorithm>

namespace hexfire {
namespace {

bool fits_64(OddsCount a) { return (a >> 64) == 0; }

// Two counts that fit 64 bits (nearly every one) multiply and add in 128 without a check.
OddsCount checked_mul(OddsCount a, OddsCount b) {
  if (fits_64(a) && fits_64(b)) return a * b;
  OddsCount r = 0;
  if (__builtin_mul_overflow(a, b, &r)) throw std::overflow_error("exact odds: a probability outgrew 128 bits");
  return r;
}

OddsCount checked_add(OddsCount a, OddsCount b) {
  if (fits_64(a) && fits_64(b)) return a + b;
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

// Nearly every probability of a walk fits 64 bits over and under: those are reduced and divided
// in 64-bit arithmetic (a 128-bit division is a library call, and made the charge's odds half as
// slow again), only their products and sums taken in 128.
Fraction Fraction::of(OddsCount n, OddsCount d) {
  if (fits_64(n) && fits_64(d)) {
    const auto a = static_cast<std::uint64_t>(n), b = static_cast<std::uint64_t>(d);
    const std::uint64_t g = std::gcd(a, b);
    return g ? Fraction{a / g, b / g} : Fraction{0, 1};
  }
  const OddsCount g = odds_gcd(n, d);
  return g ? Fraction{n / g, d / g} : Fraction{0, 1};
}

Fraction Fraction::operator*(const Fraction& o) const {
  if (num == 0 || o.num == 0) return Fraction{0, 1};
  // Cross-reduce: with both factors reduced, the product of what is left is reduced too.
  if (fits_64(num) && fits_64(den) && fits_64(o.num) && fits_64(o.den)) {
    const auto n1 = static_cast<std::uint64_t>(num), d1 = static_cast<std::uint64_t>(den);
    const auto n2 = static_cast<std::uint64_t>(o.num), d2 = static_cast<std::uint64_t>(o.den);
    const std::uint64_t g1 = std::gcd(n1, d2), g2 = std::gcd(n2, d1);
    return Fraction{OddsCount{n1 / g1} * (n2 / g2), OddsCount{d1 / g2} * (d2 / g1)};
  }
  const OddsCount g1 = odds_gcd(num, o.den), g2 = odds_gcd(o.num, den);
  return Fraction{checked_mul(num / g1, o.num / g2), checked_mul(den / g2, o.den / g1)};
}

Fraction& Fraction::operator+=(const Fraction& o) {
  if (den == o.den) {  // the usual case in a walk: weights over the same dice
    *this = of(checked_add(num, o.num), den);
    return *this;
  }
  if (fits_64(num) && fits_64(den) && fits_64(o.num) && fits_64(o.den)) {
    const auto d1 = static_cast<std::uint64_t>(den), d2 = static_cast<std::uint64_t>(o.den);
    const std::uint64_t g = std::gcd(d1, d2);
    *this = of(checked_add(num * (d2 / g), o.num * (d1 / g)), OddsCount{d1 / g} * d2);
    return *this;
  }
  const OddsCount g = odds_gcd(den, o.den);
  const OddsCount d = checked_mul(den / g, o.den);
  *this = of(checked_add(checked_mul(num, d / den), checked_mul(o.num, d / o.den)), d);
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
  for (const auto& [key, p] : by_key) den = checked_mul(den / odds_gcd(den, p.den), p.den);
  Distribution d;
  d.paths = paths;
  d.sequences = sequences;
  for (const auto& [key, p] : by_key) d.outcomes.push_back({key, {checked_mul(p.num, den / p.den), den}});
  std::stable_sort(d.outcomes.begin(), d.outcomes.end(), [](const OutcomeOdds& a, const OutcomeOdds& b) {
    return a.probability.count > b.probability.count;
  });
  return d;
}

}  // namespace hexfire
