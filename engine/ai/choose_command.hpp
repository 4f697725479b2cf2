// The computer opponent's decision: one legal command for the side that must act now, chosen by
// a Monte Carlo search on copies of the match that its side cannot tell from the real one
// (RuleSystem::redraw_hidden: future dice, the other side's secrets drawn again from its own
// RNG), so it never decides from what its side may not know.
//
// Candidates are the side's legal commands (prompts' answers included; moves one hex at a time)
// and, outside prompts, the system's own further ones (RuleSystem::ai_candidates: longer moves).
// Each is first screened: applied on a few determinizations and evaluated (evaluate.hpp); the
// best `width` are then played on (behind in the last turn, the best two that roll the dice among
// them) with the playout policy (playout.hpp) for `depth` commands, round after round on the same
// determinizations for every candidate (so that they are compared on the same dice), until the
// node budget is spent; the best mean wins, the earlier listed on a tie. Deterministic: the same
// match, side and settings give the same command.
//
// A pure function of its arguments, safe to run on a worker thread over a copy of the match.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "engine/ai/ai_settings.hpp"
#include "engine/commands/command.hpp"
#include "engine/flow/match.hpp"
#include "engine/rules/rule_system.hpp"

namespace hexfire::ai {

struct AiChoice {
  Command command;
  double score = 0;     // its mean evaluation
  int candidates = 0;   // the side's legal commands
  int nodes = 0;        // commands applied on copies
  bool cancelled = false;
};

// The side that must act now: the prompt's side, else the side in control; nothing when the
// game is over or nobody may act.
std::optional<SideId> side_to_act(const RuleSystem& rules, const Match& m);

// Nothing when `side` has no legal command now. `recent`: the commands the side has given since
// it last took control (recent_commands), so that it does not dither: a command doing again what
// one of them did to the same piece (an order given anew) or taking a step back along a step it
// took is left out while anything else is legal.
std::optional<AiChoice> choose_command(const RuleSystem& rules, const Match& m, SideId side, const AiSettings& settings,
                                       const AiHooks& hooks = {}, const std::vector<Command>& recent = {});

// The commands of `side` at the end of `log`, since another side's last command.
std::vector<Command> recent_commands(const std::vector<Command>& log, const std::string& side_key);

}  // namespace hexfire::ai
