// Benchmarks of the hex engine: hex lines, line of sight between hexes 30 apart and the
// reachable area of a 6-MP stack, on a 100x100 map with a realistic terrain mix.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <vector>

#include "engine/core/rng.hpp"
#include "engine/hex/hex.hpp"
#include "engine/map/line_of_sight.hpp"
#include "engine/map/movement.hpp"
#include "tests/support/test_map.hpp"

namespace {

using hexfire::Hex;
using hexfire::test_support::TestMap;

// Rolling ground with wooded patches, a few towns, marshes and ponds, walls and streams on
// some hexsides, crests round the hilltops and a grid of roads: roughly a regimental ACW map.
const TestMap& bench_map() {
  static const TestMap map = [] {
    TestMap t(100, 100);
    hexfire::Rng rng(1863);
    const auto hexes = t.map.all_hexes();
    auto any_hex = [&] { return hexes[static_cast<std::size_t>(rng.below(static_cast<int>(hexes.size())))]; };
    for (int i = 0; i < 60; ++i) {  // hills
      const Hex c = any_hex();
      const int radius = 2 + rng.below(5), height = 1 + rng.below(3);
      for (Hex h : hexfire::hexes_within(c, radius))
        if (t.map.contains(h))
          t.map.set_elevation(h, std::max(t.map.elevation(h), height - hexfire::distance(c, h) * height / (radius + 1)));
    }
    auto patches = [&](hexfire::TerrainId terrain, int count, int max_radius) {
      for (int i = 0; i < count; ++i)
        for (Hex h : hexfire::hexes_within(any_hex(), rng.below(max_radius + 1)))
          if (t.map.contains(h) && rng.below(4) != 0) t.map.set_terrain(h, terrain);
    };
    patches(t.woods, 180, 3);
    patches(t.marsh, 15, 1);
    patches(t.water, 10, 1);
    patches(t.town, 8, 1);
    for (Hex h : hexes)
      for (hexfire::HexDirection d : {hexfire::HexDirection::N, hexfire::HexDirection::NE, hexfire::HexDirection::SE}) {
        const Hex n = hexfire::neighbor(h, d);
        if (!t.map.contains(n)) continue;
        if (t.map.elevation(h) != t.map.elevation(n) && rng.below(2) == 0) t.map.add_hexside_feature(h, d, t.crest);
        const int roll = rng.below(100);
        if (roll < 3) t.map.add_hexside_feature(h, d, t.stone_wall);
        if (roll >= 3 && roll < 5) t.map.add_hexside_feature(h, d, t.stream);
      }
    for (int col = 5; col < 100; col += 12)  // north-south roads
      for (int row = 0; row + 1 < 100; ++row)
        t.map.add_road(t.map.hex_at({col, row}), t.map.hex_at({col, row + 1}), t.road_id);
    for (int row = 7; row < 100; row += 15)  // winding east-west roads
      for (int col = 0; col + 1 < 100; ++col) {
        const Hex a = t.map.hex_at({col, row});
        const Hex b = hexfire::neighbor(a, col % 2 == 0 ? hexfire::HexDirection::SE : hexfire::HexDirection::NE);
        if (t.map.contains(b)) t.map.add_road(a, b, t.road_id);
      }
    return t;
  }();
  return map;
}

std::vector<std::pair<Hex, Hex>> pairs_30_apart() {
  const TestMap& t = bench_map();
  hexfire::Rng rng(30);
  const auto hexes = t.map.all_hexes();
  std::vector<std::pair<Hex, Hex>> out;
  while (out.size() < 1024) {
    const Hex a = hexes[static_cast<std::size_t>(rng.below(static_cast<int>(hexes.size())))];
    const auto far = hexfire::ring(a, 30);
    const Hex b = far[static_cast<std::size_t>(rng.below(static_cast<int>(far.size())))];
    if (t.map.contains(b)) out.emplace_back(a, b);
  }
  return out;
}

void BM_HexLine30(benchmark::State& state) {
  const Hex a{0, 0}, b{30, -12};
  for (auto _ : state) benchmark::DoNotOptimize(hexfire::hex_line(a, b));
}
BENCHMARK(BM_HexLine30);

// The full answer: path, profile and reason, as the UI and the ledger ask for it.
void BM_LineOfSight30(benchmark::State& state) {
  const TestMap& t = bench_map();
  const auto pairs = pairs_30_apart();
  std::size_t i = 0, clear = 0;
  for (auto _ : state) {
    const auto& [a, b] = pairs[i++ & 1023];
    const auto r = hexfire::line_of_sight(t.map, t.rules, a, b);
    clear += r.clear ? 1 : 0;
    benchmark::DoNotOptimize(r);
  }
  state.counters["clear_share"] = static_cast<double>(clear) / static_cast<double>(std::max<std::size_t>(i, 1));
}
BENCHMARK(BM_LineOfSight30);

// The yes/no variant for hot callers.
void BM_HasLineOfSight30(benchmark::State& state) {
  const TestMap& t = bench_map();
  const auto pairs = pairs_30_apart();
  std::size_t i = 0;
  for (auto _ : state) {
    const auto& [a, b] = pairs[i++ & 1023];
    benchmark::DoNotOptimize(hexfire::has_line_of_sight(t.map, t.rules, a, b));
  }
}
BENCHMARK(BM_HasLineOfSight30);

// The same 1024 lines, all forced clear (woods, towns, walls and crests ignored): the cost of
// a line walked to its end with every check made.
void BM_HasLineOfSight30Open(benchmark::State& state) {
  TestMap t(100, 100);
  const auto pairs = pairs_30_apart();
  std::size_t i = 0;
  for (auto _ : state) {
    const auto& [a, b] = pairs[i++ & 1023];
    benchmark::DoNotOptimize(hexfire::has_line_of_sight(t.map, t.rules, a, b));
  }
}
BENCHMARK(BM_HasLineOfSight30Open);

void BM_ReachableArea6Mp(benchmark::State& state) {
  const TestMap& t = bench_map();
  hexfire::Rng rng(6);
  std::vector<Hex> starts;
  while (starts.size() < 256) {
    const Hex h = t.map.hex_at({rng.below(100), rng.below(100)});
    if (t.map.terrain(h) != t.water) starts.push_back(h);
  }
  std::size_t i = 0, reached = 0;
  for (auto _ : state) {
    hexfire::MoveQuery q;
    q.start = starts[i++ & 255];
    q.movement_points = 6;
    q.unit_classes = {t.infantry};
    const auto area = hexfire::reachable_area(t.map, t.rules, q);
    reached += area.entries().size();
    benchmark::DoNotOptimize(area);
  }
  state.counters["hexes"] = static_cast<double>(reached) / static_cast<double>(std::max<std::size_t>(i, 1));
}
BENCHMARK(BM_ReachableArea6Mp);

}  // namespace
