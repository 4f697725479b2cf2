// The recorded-games fixture (tests/fixtures/replays/): seeded games written as plain text,
// independent of the save format, so a later change to the engine can be checked against the
// match hashes the engine gave before it. Read by tests/flow/recorded_games_test.cpp, written by
// tests/support/record_games.cpp.
//
//   game 17
//   scenario scenarios/fireline/crossroads.xml
//   seed 1017
//   option activation_mode alternate
//   hash 0 6f1c...            <- match hash after 0 commands (the start)
//   command usa move 0405 0406
//   ...
//   hash 50 91aa...           <- after the 50th command
//   end 137 0b3f...           <- commands in the game and the hash at its end
//
// Blank lines and lines starting with '#' are ignored.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "engine/commands/command.hpp"

namespace hexfire::test_support {

struct RecordedGame {
  int number = 0;
  std::string scenario;  // relative to the repository
  std::uint64_t seed = 0;
  std::map<std::string, std::string> options;
  std::vector<Command> commands;
  std::map<std::size_t, std::string> hashes;  // commands applied -> match hash (hex)
  int line = 0;                               // where "game" stands in the file, for messages
};

inline std::string format_recorded_game(const RecordedGame& g) {
  std::ostringstream out;
  out << "game " << g.number << "\nscenario " << g.scenario << "\nseed " << g.seed << "\n";
  for (const auto& [k, v] : g.options) out << "option " << k << " " << v << "\n";
  auto hash_at = [&](std::size_t n) {
    if (const auto it = g.hashes.find(n); it != g.hashes.end() && n != g.commands.size())
      out << "hash " << n << " " << it->second << "\n";
  };
  hash_at(0);
  for (std::size_t i = 0; i < g.commands.size(); ++i) {
    out << "command " << to_line(g.commands[i]) << "\n";
    hash_at(i + 1);
  }
  out << "end " << g.commands.size() << " " << g.hashes.at(g.commands.size()) << "\n\n";
  return out.str();
}

struct RecordedGames {
  std::vector<RecordedGame> games;
  std::vector<std::string> errors;  // "file:line: why"
};

inline RecordedGames parse_recorded_games(const std::string& text, const std::string& file) {
  RecordedGames out;
  std::istringstream in(text);
  std::string line;
  int number = 0;
  bool open = false;
  auto fail = [&](const std::string& why) { out.errors.push_back(file + ":" + std::to_string(number) + ": " + why); };
  while (std::getline(in, line)) {
    ++number;
    if (line.empty() || line[0] == '#') continue;
    const std::size_t space = line.find(' ');
    const std::string word = line.substr(0, space);
    const std::string rest = space == std::string::npos ? "" : line.substr(space + 1);
    if (word == "game") {
      if (open) fail("game without an 'end' line before it");
      out.games.push_back({});
      out.games.back().number = std::stoi(rest);
      out.games.back().line = number;
      open = true;
      continue;
    }
    if (!open) {
      fail("'" + word + "' outside a game");
      continue;
    }
    RecordedGame& g = out.games.back();
    std::istringstream words(rest);
    if (word == "scenario") {
      g.scenario = rest;
    } else if (word == "seed") {
      words >> g.seed;
    } else if (word == "option") {
      std::string k, v;
      words >> k >> v;
      g.options[k] = v;
    } else if (word == "command") {
      std::string why;
      const auto c = parse_command_line(rest, why);
      if (!c) fail(why);
      else g.commands.push_back(*c);
    } else if (word == "hash" || word == "end") {
      std::size_t n = 0;
      std::string h;
      words >> n >> h;
      if (n != g.commands.size()) fail("'" + word + "' after " + std::to_string(g.commands.size()) + " commands says " +
                                       std::to_string(n));
      g.hashes[n] = h;
      if (word == "end") open = false;
    } else {
      fail("unknown line '" + word + "'");
    }
  }
  if (open) fail("the last game has no 'end' line");
  return out;
}

}  // namespace hexfire::test_support
