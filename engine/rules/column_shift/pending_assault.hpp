// An assault round waiting for an owner's choice (7.62: the best morale status takes the first
// loss of each category, the owner choosing among ties; the owner places the later losses). The
// round is replayed from its dice and the choices made so far: see assault_choices.hpp.
#pragma once

#include <string>
#include <vector>

#include "engine/rules/column_shift/assault.hpp"
#include "engine/rules/column_shift/declarations.hpp"

namespace hexfire::column_shift {

struct PendingAssault {
  AssaultSituation situation;
  Hex from{};                                    // where the assault came from, for the log
  Declaration declaration = Declaration::None;   // what it declared, for the log
  std::vector<int> rolls;                        // every die the round has rolled so far, in order
  std::vector<UnitId> picks;                     // the owners' choices so far, in order
  bool answer_asked = false;                     // the defender was asked whether it answers cold steel
  bool melee = false;                            // a later round, fought at the start of a turn
};

// " assault Q,R from Q,R decl rolls ... picks ...": what the flow's hash adds while one waits.
std::string pending_hash_text(const PendingAssault& p);

}  // namespace hexfire::column_shift
