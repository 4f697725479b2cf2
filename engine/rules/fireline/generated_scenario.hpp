// A random large map (terrain clusters, hills, streams, roads, scattered stacks) built in code,
// for frame-time benchmarks on maps far larger than any shipped scenario.
#pragma once

#include <cstdint>
#include <string>

#include "engine/rules/fireline/demo_scenario.hpp"

namespace hexfire::fireline {

// A fireline map of width x height hexes, the same for the same seed.
DemoLoad make_generated_scenario(const std::string& rules_dir, int width, int height, std::uint32_t seed = 1);

}  // namespace hexfire::fireline
