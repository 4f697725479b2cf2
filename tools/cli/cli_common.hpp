// Shared pieces of hexfire-cli subcommands: the subcommand table, argument errors, and JSON text.
#pragma once

#include <functional>
#include <stdexcept>
#include <string>
#include <vector>

#include "engine/rules/distribution.hpp"
#include "engine/rules/resolution.hpp"

namespace hexfire::cli {

// Exit codes: 0 done, 1 the subcommand ran but found problems, 2 bad arguments or an illegal action.
inline constexpr int kExitOk = 0;
inline constexpr int kExitProblems = 1;
inline constexpr int kExitUsage = 2;

// Thrown for bad arguments and impossible actions; main prints the message and exits 2.
struct UsageError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// Prints one message (which may quote an input file) to stderr with its control characters
// escaped, so a hostile file cannot drive the terminal.
void print_error(const std::string& message);

struct Subcommand {
  std::string name;     // "resolve"
  std::string summary;  // one line for `hexfire-cli help`
  std::string usage;    // full usage text
  std::function<int(const std::vector<std::string>& args)> run;
};

// Every subcommand; add new ones in subcommands.cpp.
const std::vector<Subcommand>& subcommands();

int run_resolve(const std::vector<std::string>& args);
extern const char* const kResolveUsage;

// JSON text of the ledger and the odds.
std::string json_string(const std::string& s);
std::string resolution_json(const Resolution& r);
std::string distribution_json(const Distribution& d);
// "40.00%  N: no effect  (2/5)" lines for the text output.
std::string distribution_text(const Distribution& d);

}  // namespace hexfire::cli
