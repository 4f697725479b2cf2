// Command text lines (see command.hpp).
#include "engine/commands/command.hpp"

#include <sstream>

#include "engine/io/text_escape.hpp"
#include "engine/io/text_lines.hpp"

namespace hexfire {
namespace {

bool printable_word(const std::string& w) {
  for (const char c : w) {
    const auto ch = static_cast<unsigned char>(c);
    if (ch < 0x21 || ch == 0x7f || ch == '#') return false;
  }
  return !w.empty();
}

}  // namespace

std::string to_line(const Command& c) {
  std::string out = c.side + " " + c.verb;
  for (const auto& a : c.args) out += " " + a;
  return out;
}

std::optional<std::vector<std::string>> split_command_words(const std::string& text, std::string& why) {
  std::string line = text;
  if (const auto hash = line.find('#'); hash != std::string::npos) line.resize(hash);
  std::istringstream in(line);
  std::vector<std::string> words;
  for (std::string w; in >> w;) {
    if (!printable_word(w)) {
      why = "the command contains a control character";
      return std::nullopt;
    }
    words.push_back(w);
  }
  return words;
}

std::optional<Command> parse_command_line(const std::string& text, std::string& why) {
  const auto split = split_command_words(text, why);
  if (!split) return std::nullopt;
  const std::vector<std::string>& words = *split;
  if (words.size() < 2) {
    why = words.empty() ? "empty command" : "a command needs a side and a verb (\"usa end\")";
    return std::nullopt;
  }
  Command c;
  c.side = words[0];
  c.verb = words[1];
  c.args.assign(words.begin() + 2, words.end());
  return c;
}

CommandFile parse_command_file(const std::string& text, const std::string& file) {
  CommandFile out;
  std::istringstream in(std::string(without_bom(text)));
  int line_no = 0;
  for (std::string line; std::getline(in, line);) {
    ++line_no;
    line.resize(without_cr(line).size());
    if (const auto c = first_control_char(line, "\t")) {
      out.errors.push_back(file + ":" + std::to_string(line_no) + ": the line contains the control character " +
                           describe_control_char(*c) + ": a command file is plain text");
      continue;
    }
    std::string stripped = line;
    if (const auto hash = stripped.find('#'); hash != std::string::npos) stripped.resize(hash);
    if (stripped.find_first_not_of(" \t") == std::string::npos) continue;
    std::string why;
    if (auto c = parse_command_line(stripped, why)) out.commands.push_back({line_no, std::move(*c)});
    else out.errors.push_back(file + ":" + std::to_string(line_no) + ": " + why);
  }
  return out;
}

}  // namespace hexfire
