// A game's scenario file read again while the game runs (live reload; docs/designing.md): a new
// session on the file as it now is, with the running game's set-up and seed, and the commands
// played so far replayed on it when every one of them still applies; otherwise a fresh start
// that says so. A file that no longer loads gives every one of its problems and no session, so
// that the caller keeps the running game.
#pragma once

#include <cstddef>
#include <memory>
#include <string>

#include "engine/flow/game_session.hpp"
#include "engine/io/diagnostic.hpp"

namespace hexfire {

struct SessionReload {
  std::unique_ptr<GameSession> session;  // null when the file does not load
  Diagnostics errors;                    // then: every problem, in line order
  std::size_t commands = 0;              // commands the running game had played
  bool replayed = false;                 // they were all replayed on the new file
  std::string note;                      // what happened, in a sentence for the player
  bool file_missing = false;             // no scenario file was found to reload from
};

// The scenario file a running game reloads from. A game loaded from a save may have been opened
// from the scenario the save carries, under the path the save recorded ("fireline/x.xml"), which
// need not exist where the game runs: that path is then resolved as the save loader resolves it
// (find_saved_scenario: the save's folder, then the scenario folder). `save_file`: the save the
// game was loaded from, or last saved to ("" for none). `path` is empty when no file is found, and
// `error` says where it was looked for.
struct ReloadSource {
  std::string path;
  std::string error;
};
ReloadSource reload_source(const GameSession& running, const std::string& save_file = "");

SessionReload reload_session(const GameSession& running, const std::string& save_file = "");

}  // namespace hexfire
