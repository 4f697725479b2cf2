// A random large map (terrain clusters, hills, streams, roads, scattered stacks) built in code,
// for frame-time benchmarks on maps far larger than any shipped scenario.
#pragma once

#include <cstdint>
#include <string>

#include "engine/rules/fireline/demo_scenario.hpp"

namespace hexfire::fireline {

// Fireline's CodeBuiltMaps::generated: width x height hexes, the same for the same seed.
BuiltScenario fireline_generated_map(const std::string& rules_dir, int width, int height, std::uint32_t seed);

}  // namespace hexfire::fireline
