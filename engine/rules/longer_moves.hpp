// The computer opponent's longer moves (RuleSystem::ai_candidates) for a system whose move is
// one action along a path of up to the stack's whole allowance but whose legal_commands lists it
// a hex at a time (fireline, column-shift): the move of every stack that legal_commands lets
// move to each hex two or more hexes off that the Move preview reaches (PreviewProvider::reach,
// its cheapest path), worded by the preview's own command(), and that the rules accept (parse
// and check: the reach counts movement points only).
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "engine/rules/preview.hpp"
#include "engine/rules/rule_system.hpp"

namespace hexfire {

// `also`: further path actions of the stacks that may move, offered from one hex on since
// legal_commands lists none of them (fireline's charging move, "charge": a move worded with
// `charge`, which only the rules' plan tells apart from an ordinary one).
std::vector<Command> longer_moves(const RuleSystem& rules, const Match& m, SideId side,
                                  const std::vector<std::string>& also = {});

// The commands of a path action (`action`: the preview's name, "move", column-shift's "charge")
// from the stack in `from` to each hex the preview reaches by a path of at least `shortest`
// hexes, worded by the preview and accepted by the rules.
std::vector<Command> reach_commands(const RuleSystem& rules, const PreviewProvider& previews, const Match& m,
                                    const std::string& action, Hex from, std::size_t shortest);

}  // namespace hexfire
