// The cheap policy the search plays on with after a candidate, for both sides: a fire or an
// assault (the system's cue) half the time when one is legal, a command with no words ("end",
// "done", "pass") a quarter of the time so that activations and phases move on, else any legal
// command. System-neutral: it reads only the legal commands and RuleSystem::cue_of.
#pragma once

#include <optional>
#include <vector>

#include "engine/commands/command.hpp"
#include "engine/core/rng.hpp"
#include "engine/rules/rule_system.hpp"

namespace hexfire::ai {

std::optional<Command> playout_pick(const RuleSystem& rules, const std::vector<Command>& legal, Rng& rng);

// Plays `depth` commands on `m` with playout_pick (fewer when the game ends or nothing is legal);
// returns how many it applied.
int play_out(const RuleSystem& rules, Match& m, int depth, Rng& rng);

}  // namespace hexfire::ai
