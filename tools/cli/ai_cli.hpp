// hexfire-cli's computer-opponent subcommands: `play --ai` (the named sides by the computer, the
// others at random) and `tournament` (seeded games between two players, sides alternated).
#pragma once

#include <string>
#include <vector>

namespace hexfire::cli {

// True when `play` was asked for a computer side (--ai): run_play hands over to run_ai_play
// (its usage is part of play's, kPlayUsage).
bool wants_ai_play(const std::vector<std::string>& args);
int run_ai_play(const std::vector<std::string>& args);
int run_tournament(const std::vector<std::string>& args);

extern const char* const kTournamentUsage;

}  // namespace hexfire::cli
