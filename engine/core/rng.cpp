// xoshiro256** with splitmix64 seeding; see rng.hpp for why this generator.
#include "engine/core/rng.hpp"

#include <cstdio>

namespace hexfire {
namespace {

std::uint64_t splitmix64(std::uint64_t& x) {
  std::uint64_t z = (x += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

}  // namespace

Rng::Rng(std::uint64_t seed) {
  for (auto& w : state_.words) w = splitmix64(seed);
}

std::uint64_t Rng::next() {
  auto& s = state_.words;
  const std::uint64_t result = rotl(s[1] * 5, 7) * 9;
  const std::uint64_t t = s[1] << 17;
  s[2] ^= s[0];
  s[3] ^= s[1];
  s[1] ^= s[2];
  s[0] ^= s[3];
  s[2] ^= t;
  s[3] = rotl(s[3], 45);
  ++state_.draws;
  return result;
}

int Rng::below(int n) {
  const auto bound = static_cast<std::uint64_t>(n);
  // Reject the top sliver of the range so every face is exactly equally likely.
  const std::uint64_t limit = UINT64_MAX - (UINT64_MAX % bound);
  std::uint64_t x = next();
  while (x >= limit) x = next();
  return static_cast<int>(x % bound);
}

std::string Rng::to_text() const {
  char buf[128];
  std::snprintf(buf, sizeof buf, "%016llx:%016llx:%016llx:%016llx:%llu",
                static_cast<unsigned long long>(state_.words[0]),
                static_cast<unsigned long long>(state_.words[1]),
                static_cast<unsigned long long>(state_.words[2]),
                static_cast<unsigned long long>(state_.words[3]),
                static_cast<unsigned long long>(state_.draws));
  return buf;
}

bool Rng::from_text(const std::string& text) {
  State s;
  unsigned long long w[4];
  unsigned long long d;
  char tail;
  if (std::sscanf(text.c_str(), "%16llx:%16llx:%16llx:%16llx:%llu%c", &w[0], &w[1], &w[2], &w[3], &d,
                  &tail) != 5)
    return false;
  for (int i = 0; i < 4; ++i) s.words[static_cast<std::size_t>(i)] = w[i];
  if (s.words == std::array<std::uint64_t, 4>{}) return false;  // the all-zero state never moves
  s.draws = d;
  state_ = s;
  return true;
}

}  // namespace hexfire
