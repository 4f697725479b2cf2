// The save file: a line-based text format (docs/game-flow.md, "Save format"):
//   hexfire-save 2                      version header
//   scenario PATH / scenario-hash HEX   the scenario's name and content hash (FNV-1a 64)
//   scenario-text N + N "> ..." lines   optional: the scenario file itself, escaped line by line
//   system / seed / option NAME VALUE   how the game was set up
//   commands N, then N "command SIDE VERB ARGS" lines: the log
//   turn / phase / state-hash HEX       where the game stood (checked after replay)
//   snapshot N + N "| ..." lines        optional full state text
//   checksum HEX                        FNV-1a 64 of every byte before this line; last line
// Parsing never throws: the first problem is reported as file:line: message. A save is text: a
// line with a control character is refused (the embedded scenario escapes its own).
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/commands/command.hpp"
#include "engine/io/diagnostic.hpp"

namespace hexfire {

// 2: the fireline D result became its owner's choice (a prompt) and straggle answers name the
// units waiting, so a version-1 command log no longer replays.
inline constexpr int kSaveVersion = 2;

// The one file extension of saves: the game's Save and Load list, autosaves, and what the README,
// the docs and the programs' help call a save.
inline constexpr std::string_view kSaveExtension = ".hxsave";
// `path` ending in kSaveExtension: as given when it does, else with it added ("mine" -> "mine.hxsave").
std::string with_save_extension(const std::string& path);

struct SaveFile {
  int version = kSaveVersion;
  std::string scenario_path;  // relative: inside the scenario folder or the save's folder
  std::string scenario_hash;  // 16 hex digits
  // The scenario file's bytes, carried in the save (play by e-mail); loading uses them and never
  // the path. Their content hash must be scenario_hash.
  std::optional<std::string> scenario_text;
  std::string system;         // "fireline"
  std::uint64_t seed = 0;
  std::map<std::string, std::string> options;  // option overrides chosen when the game began
  std::vector<Command> commands;
  std::vector<int> command_lines;  // 1-based line of each command (filled by parse_save)
  int turn = 1;
  std::string phase;
  std::string state_hash;     // 16 hex digits: match_hash after the log
  std::vector<std::string> snapshot;  // optional: match_text lines
  int state_hash_line = 0;    // where the state-hash line is (parse_save), for messages
  int scenario_line = 0;
  int scenario_text_line = 0;                  // the 'scenario-text' line (parse_save)
  std::map<std::string, int> option_lines;     // option name -> its line (parse_save)
};

// The whole file text, checksum line included.
std::string format_save(const SaveFile& s);
// `body` (everything before the checksum line) with its checksum line appended.
std::string seal_save_text(const std::string& body);

struct SaveParse {
  std::optional<SaveFile> save;
  Diagnostic error;  // set when !save
  bool ok() const { return save.has_value(); }
};
SaveParse parse_save(const std::string& text, const std::string& file);

// Content hash of a scenario file's bytes, as saves record it.
std::string scenario_content_hash(const std::string& bytes);

}  // namespace hexfire
