// The terrain effects chart of a ruleset, as the players' aid prints it: every terrain, hexside
// feature and road with its movement cost, its effect on line of sight and each rule attribute the
// ruleset gives it. Made from the data alone, so every system has one (the Tables window).
#pragma once

#include <vector>

#include "engine/map/ruleset.hpp"
#include "engine/rules/preview.hpp"

namespace hexfire {

// Three tables ("tec_terrain", "tec_hexsides", "tec_roads"); a section the ruleset leaves empty
// is left out.
std::vector<RulesTable> terrain_effects_tables(const Ruleset& rules);

}  // namespace hexfire
