// Autosave: after a command that ends a turn or a phase (an activation, a segment), the session
// writes DIR/autosave-NNNNNN.hxsave (NNNNNN = commands played) atomically and keeps the newest
// `keep` of them (option autosave_keep, default 5).
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace hexfire {

struct AutosavePolicy {
  std::string dir;  // empty: autosave off
  int keep = 5;
};

// Writes `text` as the autosave for `commands_played` (creating DIR first when it is missing),
// then deletes the oldest beyond `keep`.
// Nothing on success; the reason otherwise (the game goes on either way).
std::optional<std::string> write_autosave(const AutosavePolicy& p, int commands_played, const std::string& text);
// The autosave files in `dir`, oldest first.
std::vector<std::string> list_autosaves(const std::string& dir);

}  // namespace hexfire
