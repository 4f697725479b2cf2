// The saves the Load buttons offer: *.hxsave files in the player's save and autosave folders,
// newest first, so loading a game is a click rather than typing a path.
#pragma once

#include <string>
#include <vector>

namespace hexfire::game {

struct SaveListing {
  std::string path;
  std::string label;  // "quicksave.hxsave  2026-11-26 00:41"
  long long modified = 0;  // nanoseconds on the file clock, for the order
};

// Missing folders are skipped; at most `limit` entries.
std::vector<SaveListing> find_saves(const std::vector<std::string>& dirs, std::size_t limit = 12);
// The folders searched: CONFIG/saves (where Save writes) and CONFIG/autosave.
std::vector<std::string> save_dirs(const std::string& config_dir);
// The player's seal keys (engine/io/seal_key.hpp): kept beside the saves, never sent with them.
std::string keys_dir(const std::string& config_dir);
// Where Save writes until the player names another file: CONFIG/saves/quicksave.hxsave.
std::string default_save_path(const std::string& config_dir);

}  // namespace hexfire::game
