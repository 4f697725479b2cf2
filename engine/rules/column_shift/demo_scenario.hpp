// Column-shift's maps built in code (code_built_maps.hpp), one per variant: a small field with
// every terrain the ruleset has, a hill, an entrenchment, both sides' companies under leaders of
// their command, and reinforcements. The front end's --demo and the tests that must not depend
// on a shipped scenario changing (the recorded random games) use them.
#pragma once

#include <string>

#include "engine/rules/code_built_maps.hpp"

namespace hexfire::column_shift {

// The map of `variant` ("ww1", "ww2"); an error for any other.
BuiltScenario column_shift_variant_demo(const std::string& rules_dir, const std::string& variant, OffsetLayout layout);
// CodeBuiltMaps::demo: the WWI map.
BuiltScenario column_shift_demo_map(const std::string& rules_dir, OffsetLayout layout);

}  // namespace hexfire::column_shift
