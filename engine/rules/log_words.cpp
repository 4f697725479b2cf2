// The neutral pieces of the log's words (log_words.hpp); each system adds its own sentences.
#include "engine/rules/log_words.hpp"

#include "engine/rules/resolution.hpp"
#include "engine/state/game_state.hpp"

namespace hexfire {

const char* log_kind_name(LogKind k) {
  switch (k) {
    case LogKind::Move: return "Move";
    case LogKind::Fire: return "Fire";
    case LogKind::Assault: return "Assault";
    case LogKind::Morale: return "Morale";
    case LogKind::Other: return "Other";
  }
  return "Other";
}

std::string hex_word(const GameState& s, Hex h) { return s.map().label(h); }

std::string names_of(const GameState& s, const std::vector<UnitId>& units, Hex where) {
  std::vector<std::string> names;
  for (UnitId id : units)
    if (id.value < s.units().size()) names.push_back(s.unit(id).name);
  if (names.empty()) return "the stack in " + hex_word(s, where);
  // Three names read well in one line; a big stack is its first two and a count.
  constexpr std::size_t kNamed = 3;
  if (names.size() > kNamed) {
    const std::size_t more = names.size() - (kNamed - 1);
    names.resize(kNamed - 1);
    names.push_back(std::to_string(more) + " more");
  }
  std::string out = names.front();
  for (std::size_t i = 1; i < names.size(); ++i) out += (i + 1 == names.size() ? " and " : ", ") + names[i];
  return out;
}

std::string names_in(const GameState& s, Hex h) { return names_of(s, s.stack_at(h), h); }

namespace {

void add_outcome(const Resolution& r, std::string& out) {
  if (!r.result_text.empty()) {
    std::string what = r.kind;
    for (char& c : what)
      if (c == '_') c = ' ';
    out += "; " + (what.empty() ? std::string() : what + ": ") + r.result_text;
  }
  for (const Resolution& f : r.follow_ups) add_outcome(f, out);
}

}  // namespace

std::string outcome_words(const std::vector<Resolution>& results) {
  std::string out;
  for (const Resolution& r : results) add_outcome(r, out);
  return out;
}

}  // namespace hexfire
