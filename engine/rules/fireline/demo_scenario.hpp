// A demonstration map built in code on the fireline ruleset: every kind of terrain, hexside,
// road and counter the renderer draws (code_built_maps.hpp).
#pragma once

#include <string>

#include "engine/rules/code_built_maps.hpp"

namespace hexfire::fireline {

// Fireline's CodeBuiltMaps::demo.
BuiltScenario fireline_demo_map(const std::string& rules_dir, OffsetLayout layout);

}  // namespace hexfire::fireline
