// Benchmarks of hex algebra.
#include <benchmark/benchmark.h>

#include "engine/hex/hex.hpp"

static void BM_HexLine30(benchmark::State& state) {
  const hexfire::Hex a{0, 0}, b{30, -12};
  for (auto _ : state) benchmark::DoNotOptimize(hexfire::hex_line(a, b));
}
BENCHMARK(BM_HexLine30);
