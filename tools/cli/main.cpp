// hexfire-cli: headless tools for designers and tests. `hexfire-cli SUBCOMMAND ...`; the table of
// subcommands is below, so new ones (play, save, load, replay) are one entry and one function.
#include <cstdio>
#include <exception>
#include <new>
#include <string>
#include <vector>

#include "engine/io/text_escape.hpp"
#include "tools/cli/ai_cli.hpp"
#include "tools/cli/cli_common.hpp"
#include "tools/cli/flow_cli.hpp"

namespace hexfire::cli {

const std::vector<Subcommand>& subcommands() {
  static const std::vector<Subcommand> table = {
      {"resolve", "show the ledger and exact odds of an action in a scenario", kResolveUsage, run_resolve},
      {"play", "play a scenario from a command file (events, ledgers, state hash, VP)", kPlayUsage, run_play},
      {"save", "play a command file and write the save", kSaveUsage, run_save},
      {"load", "load and verify a save: state hash, turn, phase, VP", kLoadUsage, run_load},
      {"replay", "step through a save command by command with its ledgers", kReplayUsage, run_replay},
      {"hash", "print the state hash of a scenario (+ commands) or a save", kHashUsage, run_hash},
      {"state", "what a side sees now: phase, who acts, prompts, VP, legal commands", kStateUsage, run_state},
      {"tournament", "seeded games between two players (random, easy, normal, hard): wins, VP margin", kTournamentUsage,
       run_tournament},
  };
  return table;
}

void print_error(const std::string& message) {
  std::fprintf(stderr, "%s\n", escape_control_chars_keep_lines(message).c_str());
}

namespace {

int print_help(FILE* to) {
  std::fprintf(to, "usage: hexfire-cli SUBCOMMAND [ARGS...]\n\nSubcommands:\n");
  for (const auto& s : subcommands()) std::fprintf(to, "  %-10s %s\n", s.name.c_str(), s.summary.c_str());
  std::fprintf(to, "  %-10s %s\n", "help", "this text, or `help SUBCOMMAND` for its usage");
  std::fprintf(to, "\nA SAVE is a .hxsave file, as the game writes them; any file not ending in .xml is read as one.\n");
  return to == stdout ? kExitOk : kExitUsage;
}

const Subcommand* find(const std::string& name) {
  for (const auto& s : subcommands())
    if (s.name == name) return &s;
  return nullptr;
}

}  // namespace
}  // namespace hexfire::cli

int main(int argc, char** argv) {
  using namespace hexfire::cli;
  if (argc < 2) return print_help(stderr);
  const std::string name = argv[1];
  if (name == "help" || name == "--help" || name == "-h") {
    if (argc > 2) {
      if (const Subcommand* s = find(argv[2])) {
        std::printf("%s", s->usage.c_str());
        return kExitOk;
      }
    }
    return print_help(stdout);
  }
  const Subcommand* sub = find(name);
  if (!sub) {
    print_error("hexfire-cli: unknown subcommand '" + name + "'");
    return print_help(stderr);
  }
  const std::vector<std::string> args(argv + 2, argv + argc);
  for (const auto& a : args)
    if (a == "--help" || a == "-h") {
      std::printf("%s", sub->usage.c_str());
      return kExitOk;
    }
  // Every failure ends here as a message and a non-zero status, never as an abort.
  try {
    return sub->run(args);
  } catch (const UsageError& e) {
    print_error("hexfire-cli " + name + ": " + e.what());
    if (std::string(e.what()).find("needs") != std::string::npos ||
        std::string(e.what()).find("unknown argument") != std::string::npos)
      std::fprintf(stderr, "\n%s", sub->usage.c_str());
    return kExitUsage;
  } catch (const std::bad_alloc&) {
    print_error("hexfire-cli " + name + ": out of memory (an input too large for this machine?)");
    return kExitProblems;
  } catch (const std::exception& e) {
    print_error("hexfire-cli " + name + ": internal error: " + e.what());
    return kExitProblems;
  } catch (...) {
    print_error("hexfire-cli " + name + ": internal error of an unknown kind");
    return kExitProblems;
  }
}
