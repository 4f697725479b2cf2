// Depth-first walk over dice sequences (see distribution.hpp).
#include "engine/rules/distribution.hpp"

#include <algorithm>
#include <numeric>
#include <stdexcept>
#include <utility>

namespace hexfire {
namespace {

// Hands out a fixed prefix, then the lowest face of each further die, recording the faces of
// every die asked for so the walker knows how to advance.
class EnumeratingDice final : public DiceSource {
 public:
  explicit EnumeratingDice(const std::vector<int>& prefix) : prefix_(prefix) {}
  int roll(int faces, int first, const std::string& purpose) override {
    const std::size_t i = faces_.size();
    faces_.push_back(faces);
    const int offset = i < prefix_.size() ? prefix_[i] : 0;
    offsets_.push_back(offset);
    return record(faces, first, first + offset, purpose);
  }
  const std::vector<int>& faces() const { return faces_; }
  const std::vector<int>& offsets() const { return offsets_; }

 private:
  const std::vector<int>& prefix_;
  std::vector<int> faces_;
  std::vector<int> offsets_;
};

}  // namespace

OddsCount odds_gcd(OddsCount a, OddsCount b) {
  while (b != 0) {
    if (odds_fit_64(a) && odds_fit_64(b)) return std::gcd(static_cast<std::uint64_t>(a), static_cast<std::uint64_t>(b));
    a %= b;
    std::swap(a, b);
  }
  return a;
}

OddsCount odds_lcm(OddsCount a, OddsCount b) {
  if (a == 0 || b == 0) return 0;
  OddsCount r = 0;
  if (__builtin_mul_overflow(odds_quotient(a, odds_gcd(a, b)), b, &r)) throw std::overflow_error("exact odds: a probability outgrew 128 bits");
  return r;
}

std::string to_decimal(OddsCount n) {
  std::string digits;
  do {
    digits.push_back(static_cast<char>('0' + static_cast<int>(n % 10)));
    n /= 10;
  } while (n != 0);
  std::reverse(digits.begin(), digits.end());
  return digits;
}

double Distribution::probability_of(const std::string& outcome) const {
  for (const auto& o : outcomes)
    if (o.outcome == outcome) return o.probability.value();
  return 0.0;
}

Distribution enumerate_outcomes(const std::function<std::string(DiceSource&)>& resolve, std::uint64_t max_paths) {
  // Each path has weight 1 / prod(faces); accumulate as count over the lcm of all path weights.
  struct PathResult {
    std::string outcome;
    std::uint64_t denom;
  };
  std::vector<PathResult> results;
  std::vector<int> prefix;
  std::uint64_t lcm = 1;
  for (;;) {
    if (results.size() >= max_paths) throw std::runtime_error("outcome enumeration exceeded its path limit");
    EnumeratingDice dice(prefix);
    std::string outcome = resolve(dice);
    std::uint64_t denom = 1;
    for (int f : dice.faces()) denom *= static_cast<std::uint64_t>(f);
    lcm = std::lcm(lcm, denom);
    results.push_back({std::move(outcome), denom});
    // Advance like an odometer over the dice this path actually used, last die first.
    std::vector<int> next = dice.offsets();
    const auto& faces = dice.faces();
    std::size_t k = next.size();
    while (k > 0 && next[k - 1] + 1 >= faces[k - 1]) --k;
    if (k == 0) break;
    next.resize(k);
    ++next[k - 1];
    prefix = std::move(next);
  }
  std::map<std::string, std::uint64_t> counts;
  for (const auto& r : results) counts[r.outcome] += lcm / r.denom;
  Distribution d;
  d.paths = results.size();
  d.sequences = d.paths;
  for (const auto& [outcome, count] : counts) d.outcomes.push_back({outcome, {count, lcm}});
  std::stable_sort(d.outcomes.begin(), d.outcomes.end(), [](const OutcomeOdds& a, const OutcomeOdds& b) {
    return a.probability.count > b.probability.count;
  });
  return d;
}

}  // namespace hexfire
