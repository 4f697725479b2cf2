// Maps a rule system builds in code on its own ruleset rather than reads from a file: a
// demonstration of everything the renderer draws (--demo, the front end's tests, which must not
// depend on shipped scenarios changing) and random maps of any size (--generate-map, frame-time
// benchmarks). A system offers them in its line of engine/flow/rule_systems.cpp; the front end
// asks for them here by system id, without knowing whose they are.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "engine/io/diagnostic.hpp"
#include "engine/state/scenario.hpp"

namespace hexfire {

struct BuiltScenario {
  std::optional<Scenario> scenario;
  Diagnostics errors;  // why there is none (the ruleset did not load, no such map)
};

struct CodeBuiltMaps {
  BuiltScenario (*demo)(const std::string& rules_dir, OffsetLayout layout) = nullptr;
  // width x height hexes, the same for the same seed.
  BuiltScenario (*generated)(const std::string& rules_dir, int width, int height, std::uint32_t seed) = nullptr;
  // The demonstration map of one of the system's variants ("ww2"), for a system whose variants
  // play differently enough to need one each; an error for a variant it has none for.
  BuiltScenario (*variant_demo)(const std::string& rules_dir, const std::string& variant, OffsetLayout layout) = nullptr;
};

// `system_id` empty: the first known system that builds one. An error names the system when it
// builds none (or is unknown). A `variant` asks for that variant's map (CodeBuiltMaps::variant_demo).
BuiltScenario build_demo_scenario(const std::string& system_id, const std::string& rules_dir,
                                  OffsetLayout layout = OffsetLayout::FlatOddQ, const std::string& variant = "");
BuiltScenario build_generated_scenario(const std::string& system_id, const std::string& rules_dir, int width,
                                       int height, std::uint32_t seed = 1);

}  // namespace hexfire
