// Words for people: a command and what came of it as one sentence with unit names ("30th Ohio
// moves from 0711 to 0709; straggle check 50%: passed"), and the kind the log filters by. Each
// rule system writes its own (RuleSystem::describe); these are the neutral pieces they share.
#pragma once

#include <string>
#include <vector>

#include "engine/core/strong_id.hpp"
#include "engine/hex/hex.hpp"

namespace hexfire {

class GameState;
struct Resolution;

// What a log entry is about, for the log's filter. A system sorts its own commands.
enum class LogKind { Move, Fire, Assault, Morale, Other };
inline constexpr LogKind kLogKinds[] = {LogKind::Move, LogKind::Fire, LogKind::Assault, LogKind::Morale,
                                        LogKind::Other};
const char* log_kind_name(LogKind k);  // "Move", "Fire", ... (the filter's labels)

struct LogWords {
  LogKind kind = LogKind::Other;
  std::string text;  // one sentence, results after a semicolon
};

// "30th Ohio", "30th Ohio and 1st Minnesota", "30th Ohio, 1st Minnesota and 2 more": the names of
// `units` as a subject; "the stack in 0711" when there are none (a hex emptied, a fog of war).
std::string names_of(const GameState& s, const std::vector<UnitId>& units, Hex where);
// names_of for every unit in `h` now.
std::string names_in(const GameState& s, Hex h);
// "0711": a hex as the map labels it.
std::string hex_word(const GameState& s, Hex h);
// "; straggle check: passed; morale: holds": every ledger's headline (its kind, or the words
// `say` gives it, and its result), the results after the command's own words.
std::string outcome_words(const std::vector<Resolution>& results);

}  // namespace hexfire
