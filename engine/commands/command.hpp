// A Command is what a player did, system-neutral: the side that did it, a verb and its words.
// It is one text line ("csa fire 0705 0708"), so a command log is a plain text file that any
// rule system can replay; the rule system gives the verbs their meaning (rule_system.hpp).
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace hexfire {

struct Command {
  std::string side;               // side key, "usa"
  std::string verb;               // "move", "fire", "end", ...
  std::vector<std::string> args;  // {"0405", "0406"}

  bool operator==(const Command&) const = default;
};

// "usa move 0405 0406": side key, verb, arguments separated by single spaces.
std::string to_line(const Command& c);
// The words of one line (separated by blanks; '#' starts a comment); nothing, with `why`, for a
// word with a character a save line cannot hold.
std::optional<std::vector<std::string>> split_command_words(const std::string& line, std::string& why);
// Parses one line (split_command_words). Nothing, with `why`, for a line without a side and a
// verb or with characters a save line cannot hold.
std::optional<Command> parse_command_line(const std::string& line, std::string& why);

// A command file: one command per line, blank lines and '#' comments ignored. Each command keeps
// its 1-based line number for messages.
struct CommandFileLine {
  int line = 0;
  Command command;
};
struct CommandFile {
  std::vector<CommandFileLine> commands;
  std::vector<std::string> errors;  // "file:line: why", one per bad line
};
CommandFile parse_command_file(const std::string& text, const std::string& file);

}  // namespace hexfire
