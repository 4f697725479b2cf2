// The computer opponent's longer moves (RuleSystem::ai_candidates) for a system whose move is
// one action along a path of up to the stack's whole allowance but whose legal_commands lists it
// a hex at a time (fireline, column-shift): the move of every stack that legal_commands lets
// move to each hex two or more hexes off that the Move preview reaches (PreviewProvider::reach,
// its cheapest path), worded by the preview's own command(), and that the rules accept (parse
// and check: the reach counts movement points only).
#pragma once

#include <vector>

#include "engine/rules/rule_system.hpp"

namespace hexfire {

std::vector<Command> longer_moves(const RuleSystem& rules, const Match& m, SideId side);

}  // namespace hexfire
