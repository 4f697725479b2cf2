// Builds the benchmark map: random walks of woods and marsh, round hills of two levels, streams
// along hexsides, a few roads across, and a stack every ~40 hexes. Cosmetic randomness only.
#include "engine/rules/fireline/generated_scenario.hpp"

#include <algorithm>
#include <random>

#include "engine/io/ruleset_loader.hpp"

namespace hexfire::fireline {

BuiltScenario fireline_generated_map(const std::string& rules_dir, int width, int height, std::uint32_t seed) {
  BuiltScenario out;
  RulesetLoad rl = load_ruleset(ruleset_path(rules_dir, "fireline"));
  if (!rl.ok()) {
    out.errors = rl.errors;
    return out;
  }
  const Ruleset& rules = *rl.ruleset;
  GameState st(rl.ruleset, HexMap(width, height, OffsetLayout::FlatOddQ));
  HexMap& map = st.map();
  std::mt19937 rng(seed);
  auto pick = [&](int n) { return static_cast<int>(rng() % static_cast<unsigned>(n)); };
  auto random_hex = [&] { return map.hex_at({pick(width), pick(height)}); };
  const auto clear = rules.find_terrain("clear");
  for (Hex h : map.all_hexes())
    if (clear) map.set_terrain(h, *clear);
  const int area = width * height;
  // Terrain clusters: random walks.
  for (const char* id : {"woods", "woods", "woods", "marsh", "orchard"}) {
    const auto t = rules.find_terrain(id);
    if (!t) continue;
    for (int cluster = 0; cluster < area / 300 + 1; ++cluster) {
      Hex h = random_hex();
      for (int k = 0; k < 12 + pick(20); ++k) {
        if (map.contains(h)) map.set_terrain(h, *t);
        h = neighbor(h, kAllDirections[static_cast<std::size_t>(pick(6))]);
      }
    }
  }
  // Hills: discs of level 1 with a level-2 top.
  for (int hill = 0; hill < area / 400 + 1; ++hill) {
    const Hex c = random_hex();
    const int r = 2 + pick(4);
    for (Hex h : map.all_hexes()) {
      const int d = distance(h, c);
      if (d <= r) map.set_elevation(h, std::max(map.elevation(h), d <= r / 2 ? 2 : 1));
    }
  }
  // Streams along hexsides, roads across the map.
  if (const auto stream = rules.find_hexside_feature("stream")) {
    for (int s = 0; s < area / 500 + 1; ++s) {
      Hex h = random_hex();
      for (int k = 0; k < 25; ++k) {
        const HexDirection d = kAllDirections[static_cast<std::size_t>(pick(3) + 1)];
        if (map.contains(h) && map.contains(neighbor(h, d))) map.add_hexside_feature(h, d, *stream);
        h = neighbor(h, kAllDirections[static_cast<std::size_t>(pick(2) + 2)]);
      }
    }
  }
  if (const auto road = rules.find_road_type("road")) {
    for (int r = 0; r < std::max(1, height / 25); ++r) {
      Hex prev = map.hex_at({0, pick(height)});
      const Hex to = map.hex_at({width - 1, pick(height)});
      for (const HexLineStep& step : hex_line(prev, to)) {
        if (step.hex != prev && map.contains(step.hex)) map.add_road(prev, step.hex, *road);
        prev = step.hex;
      }
    }
  }
  Side a{SideId{}, "usa", "Union", "#3b5ba5"};
  Side b{SideId{}, "csa", "Confederate", "#a7a9a2"};
  const SideId sa = st.add_side(a), sb = st.add_side(b);
  UnitType inf;
  inf.id = inf.name = "inf_4";
  inf.unit_class = rules.find_unit_class("infantry").value_or(UnitClassId{});
  inf.strength = 4;
  inf.reduced_strength = 2;
  inf.morale = 5;
  inf.reduced_morale = 4;
  const UnitTypeId t = st.add_unit_type(inf);
  for (int n = 0; n < area / 40; ++n) {
    Unit u;
    u.name = "Regt " + std::to_string(n + 1);
    u.type = t;
    const Hex h = random_hex();
    u.side = map.offset_of(h).col < width / 2 ? sa : sb;
    u.position = h;
    u.facing = kAllDirections[static_cast<std::size_t>(pick(6))];
    st.add_unit(u);
  }
  st.turn_count = 8;
  ScenarioInfo info;
  info.source_path = "(generated " + std::to_string(width) + "x" + std::to_string(height) + ")";
  info.title = "Generated map " + std::to_string(width) + "x" + std::to_string(height);
  info.briefing = "A random map for frame-time benchmarks.";
  info.rule_system = "fireline";
  info.turns = 8;
  out.scenario.emplace(Scenario{info, std::move(st)});
  return out;
}

}  // namespace hexfire::fireline
