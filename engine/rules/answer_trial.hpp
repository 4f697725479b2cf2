// A prompt's answer previewed by carrying it out: every die sequence through the rule system's
// own carry_out on a copy of the match, so the odds of a test the player may choose (or of a
// move that goes on past more checks) are exact and can never disagree with the roll. Systems
// use it for the answers they have no plan of their own for (PreviewProvider::preview_answer).
#pragma once

#include <cstdint>

#include "engine/commands/command.hpp"
#include "engine/flow/match.hpp"
#include "engine/rules/preview.hpp"

namespace hexfire {

class RuleSystem;

// The ledger of the last resolution the answer rolled dice for (a fire rather than the checks
// it sets off; its dice and result left out) and the distribution of its results over every
// dice sequence. Not
// legal when the answer is refused, rolls no die, or rolls past `max_paths` sequences.
ActionPreviewData preview_answer_by_trial(const RuleSystem& rules, const Match& m, const Command& answer,
                                          std::uint64_t max_paths = 5000);

}  // namespace hexfire
