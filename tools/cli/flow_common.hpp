// Shared argument handling of the flow subcommands: the game source (a scenario with an optional
// command file, or a save), options, and the printed summary.
#pragma once

#include <cstdio>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/flow/game_session.hpp"
#include "engine/io/data_dir.hpp"

namespace hexfire::cli {

struct FlowArgs {
  std::string source;               // scenario .xml or save file
  std::optional<std::string> commands;
  std::optional<std::string> save_to;
  std::optional<std::uint64_t> seed;
  std::map<std::string, std::string> options;
  std::string rules_dir = data_dir_of_this_program() + "/assets/rules";
  std::optional<std::string> autosave_dir;
  std::string keys_dir;  // --keys: seal keys (engine/io/seal_key.hpp); empty: secrets in the open
  int keep = 5;
  std::optional<std::size_t> step;
  std::optional<std::string> side;
  bool quiet = false;
  bool snapshot = false;
  bool embed_scenario = true;  // --no-embed: the save names the scenario instead of carrying it
};

// Parses the common flags; `positional` names how many plain arguments are expected (1 or 2).
FlowArgs parse_flow_args(const std::vector<std::string>& args, std::size_t positional, std::string* second = nullptr);

// Opens the source: a scenario (then plays --commands, printing each step unless quiet) or a
// save (loaded and verified). Prints errors to stderr; nothing on failure. `failed` is set when
// a command of the file was refused (the session holds what was played before it).
std::unique_ptr<GameSession> open_source(const FlowArgs& a, bool& failed);

void print_summary(const GameSession& s, FILE* out);
// Writes the save --save names, if it names one, and says so: kExitOk, or kExitProblems with
// the reason printed.
int write_asked_save(const FlowArgs& a, const GameSession& s);

}  // namespace hexfire::cli
