// What a message about an unknown name adds for the designer who typed it: the closest known
// name when one is close ("; did you mean 'woods'?"), else the known names when there are few
// ("; one of: clear, woods, town"), else nothing. Used by the scenario loader at every place a
// name must be one the ruleset or the scenario defines.
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace hexfire {

// The edit distance of two names (insertions, deletions, substitutions and swaps of neighbours),
// ignoring case; stops counting past `limit` (returns limit + 1).
int name_distance(const std::string& a, const std::string& b, int limit);

// The nearest of `known` within a third of the word's length (at least one edit), if any.
std::optional<std::string> nearest_name(const std::string& word, const std::vector<std::string>& known);

// "; did you mean 'X'?" for the nearest of `known` within a third of the word's length (at
// least one edit); else "; one of: A, B, C" when `known` has at most `list_at_most` names; else "".
std::string suggestion(const std::string& word, const std::vector<std::string>& known, std::size_t list_at_most = 8);

// The `id` (or `key`) of each definition, for suggestion().
template <class Defs>
std::vector<std::string> ids_of(const Defs& defs) {
  std::vector<std::string> out;
  for (const auto& d : defs) out.push_back(d.id);
  return out;
}
template <class Defs>
std::vector<std::string> keys_of(const Defs& defs) {
  std::vector<std::string> out;
  for (const auto& d : defs) out.push_back(d.key);
  return out;
}

}  // namespace hexfire
