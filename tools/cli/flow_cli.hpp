// hexfire-cli subcommands of the game flow: play, save, load, replay, hash, state. They drive a
// GameSession exactly as the front end does (docs/game-flow.md).
#pragma once

#include <string>
#include <vector>

namespace hexfire::cli {

int run_play(const std::vector<std::string>& args);
int run_save(const std::vector<std::string>& args);
int run_load(const std::vector<std::string>& args);
int run_replay(const std::vector<std::string>& args);
int run_hash(const std::vector<std::string>& args);
int run_state(const std::vector<std::string>& args);

extern const char* const kPlayUsage;
extern const char* const kSaveUsage;
extern const char* const kLoadUsage;
extern const char* const kReplayUsage;
extern const char* const kHashUsage;
extern const char* const kStateUsage;

}  // namespace hexfire::cli
