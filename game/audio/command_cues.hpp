// Which sound cues a carried-out command plays, from what the rule system says the verb is
// (RuleSystem::cue_of) and what happened: the dice rolled, the units that fired, moved or not.
// Pure, so the choice is tested without an audio device.
#pragma once

#include <string>
#include <vector>

#include "engine/commands/command.hpp"
#include "engine/rules/resolution.hpp"
#include "engine/rules/rule_system.hpp"
#include "engine/state/game_state.hpp"

namespace hexfire::game {

// The cues (assets/sound/<cue>.wav) in the order to start them: a fire or an assault is a
// volley, or the guns when artillery of the acting side fired; a command that rolled dice for
// anything else rattles dice; units that moved march. Nothing for a command that did none of it.
std::vector<std::string> command_cues(const GameState& after, CommandCue cue, const Command& c,
                                      const std::vector<Resolution>& resolutions, bool units_moved);

}  // namespace hexfire::game
