// A demonstration map built in code on the fireline ruleset: every kind of terrain, hexside,
// road and counter the renderer draws. Used by --demo and by the UI tests, which must not
// depend on the shipped scenarios changing.
#pragma once

#include <optional>
#include <string>

#include "engine/io/diagnostic.hpp"
#include "engine/state/scenario.hpp"

namespace hexfire::fireline {

struct DemoLoad {
  std::optional<Scenario> scenario;
  Diagnostics errors;
};

DemoLoad make_demo_scenario(const std::string& rules_dir, OffsetLayout layout = OffsetLayout::FlatOddQ);

}  // namespace hexfire::fireline
