// The keys that open a save's sealed commands (save.hpp, Seal): play by e-mail with secret
// orders. When a side's secret commands are not yet revealed, the save carries each as a
// commitment, SHA-256 of a random salt, its place in the log and its words; the words and the
// salt go to a key file in the writer's own keys folder, never into the save. The other player
// sees that orders were given, not which; the owner's game finds the key by its id, checks every
// digest and plays on. The salt is what stops the other player from trying every possible order
// until one matches the digest.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "engine/commands/command.hpp"

namespace hexfire {

struct SealKey {
  std::string side;  // the side key whose commands these are
  std::string salt;  // 32 hex digits
  std::vector<std::pair<std::size_t, Command>> commands;  // index in the log -> the command
};

// 32 hex digits from the system's random source (std::random_device): never the game's RNG,
// whose seed the save carries.
std::string new_seal_salt();
// The key file's name: 16 hex digits derived from the salt, so a save names its key without
// giving the salt away.
std::string seal_key_id(const std::string& salt);
// 64 hex digits binding the salt, the command's place in the log and its words.
std::string seal_digest(const std::string& salt, std::size_t index, const Command& c);

// The key file's text ("hexfire-key 1", side, salt, one "command INDEX LINE" a command).
std::string format_seal_key(const SealKey& key);
// Nothing, with `why`, for a file that is not a well-formed key.
std::optional<SealKey> parse_seal_key(const std::string& text, std::string& why);

// DIR/ID.hxkey. `id` must be 16 lowercase hex digits (save.cpp checks it), so the path stays
// inside DIR whatever a stranger's save names.
std::string seal_key_path(const std::string& dir, const std::string& id);
// Writes the key atomically into `dir` (created when missing); nothing on success, else why.
std::optional<std::string> write_seal_key(const std::string& dir, const SealKey& key);
// The key with this id from `dir`, or nothing (missing, unreadable or damaged: the save stays
// sealed, as it does for the other player). `damaged`, when given, says why a key file that is
// there could not be used (unreadable, not a key, a bad line, another key's salt); it stays
// empty when there is no such file.
std::optional<SealKey> read_seal_key(const std::string& dir, const std::string& id, std::string* damaged = nullptr);

}  // namespace hexfire
