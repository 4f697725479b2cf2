// The save file: a line-based text format (docs/game-flow.md, "Save format"):
//   hexfire-save 2                      version header
//   scenario PATH / scenario-hash HEX   the scenario's name and content hash (FNV-1a 64)
//   scenario-text N + N "> ..." lines   optional: the scenario file itself, escaped line by line
//   system / seed / option NAME VALUE   how the game was set up
//   commands N, then N "command SIDE VERB ARGS" lines: the log; a side's secret command not yet
//                                       revealed may be "sealed SIDE KEY DIGEST" instead (below)
//   waiting SIDE VERB ARGS              optional, repeated: commands given after the log that
//                                       wait for a sealed side to open the save
//   player SIDE person | player SIDE computer STRENGTH
//                                       optional, one a side: who plays it (a person at a computer,
//                                       or the computer opponent at easy, normal or hard)
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
#include <utility>
#include <vector>

#include "engine/commands/command.hpp"
#include "engine/io/diagnostic.hpp"

namespace hexfire {

// 2: the fireline D result became its owner's choice (a prompt) and straggle answers name the
// units waiting, so a version-1 command log no longer replays.
// 3: 'sealed' and 'waiting' lines (a side's secret orders as commitments, play by e-mail); a
// version-2 save has neither and still loads.
// 4: 'player' lines (who plays each side: a person or the computer, so a game against the
// computer loads as one); a version-3 save has none and still loads.
inline constexpr int kSaveVersion = 4;
inline constexpr int kOldestSaveVersion = 2;

// A side's secret command that the save carries only as a commitment (seal_key.hpp): the other
// player sees that a command was given and can later check that the one revealed is the one
// committed to, but not what it is. Its owner's game opens it with the key file KEY.
struct Seal {
  std::string side;    // the side key that gave the command
  std::string key_id;  // 16 hex digits: the key file that holds the command and the salt
  std::string digest;  // 64 hex digits: seal_digest(salt, index, command)
  bool operator==(const Seal&) const = default;
};

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
  std::vector<Command> commands;   // a sealed entry holds {side, "sealed", {}}: never applied
  std::map<std::size_t, Seal> sealed;  // index into commands -> its seal
  std::vector<Command> waiting;    // given after the log; wait until every seal is opened
  // Who plays each side, in the sides' order: side key -> "person" or the computer's strength
  // ("easy", "normal", "hard"). Empty when the save does not say (before version 4).
  std::vector<std::pair<std::string, std::string>> players;
  std::vector<int> player_lines;   // 1-based line of each player entry (filled by parse_save)
  std::vector<int> command_lines;  // 1-based line of each command (filled by parse_save)
  std::vector<int> waiting_lines;  // 1-based line of each waiting command (parse_save)
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
