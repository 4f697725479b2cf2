// Straggle checks (fireline 5.3, TEC note c): an infantry or cavalry stack moving directly from
// one non-clear hex into another rolls a d10 before leaving; a modified roll at or above the
// threshold for its average morale (or a natural 9) is a straggle. The owner then chooses
// between taking 1 O hit for the stack and stopping in place (D-3): an explicit prompt.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "engine/rules/distribution.hpp"
#include "engine/rules/fireline/fireline_context.hpp"
#include "engine/rules/fireline/morale.hpp"
#include "engine/rules/resolution.hpp"
#include "engine/state/game_state.hpp"

namespace hexfire::fireline {

// Everything one check needs, fixed before the die is rolled (preview and roll share it).
struct StraggleCheck {
  Hex from{};
  Hex to{};
  std::vector<UnitId> units;           // the moving stack, leaders included
  int morale = 0;                      // the average (modified) morale read on the table
  std::vector<LedgerInput> morale_lines;  // how it was found: "AMM", "units", each modifier
  std::string band;                    // the table row: "4-5"
  TableLookup table_row;               // that row of the straggle table, for the ledger
  int threshold = 0;                   // a modified roll >= threshold straggles
  int always_face = 9;                 // this natural roll always straggles
  std::vector<Modifier> drms;          // leader, EZOC, thoroughfare, as they apply
  std::string title;                   // "Straggle check leaving 0304 for 0305"
  int total_drm() const {
    int t = 0;
    for (const auto& d : drms) t += d.value;
    return t;
  }
};

// The average morale of the moving units as the straggle table reads it: by default the chart's
// "Avg. Base Morale" (D-1: printed base morale of the current side, O hits not subtracted);
// with the straggle_uses_amm option, AMM with the schedule's lines except the leader's +1 (the
// leader counts once, as the -1 DRM). The units must stand in `from`.
// `along_thoroughfare`: the step follows a road or railroad link.
StraggleCheck make_straggle_check(const FirelineContext& ctx, const GameState& state,
                                  const std::vector<UnitId>& units, Hex from, Hex to, bool along_thoroughfare);

struct StraggleRoll {
  Resolution ledger;      // kind "straggle"
  bool straggled = false;
  int die = 0;
  int modified = 0;
};

StraggleRoll roll_straggle(const StraggleCheck& check, DiceSource& dice);
// The exact chance of a straggle, by rolling every face through roll_straggle.
Probability straggle_odds(const StraggleCheck& check);

// The owner's choice after a straggle (D-3).
enum class StraggleChoice { TakeHit, Stop };
const char* straggle_choice_name(StraggleChoice c);  // "take-hit", "stop"

struct StragglePrompt {
  SideId side{};          // whose decision it is
  Hex at{};               // where the stack stands
  Hex next{};             // where it wanted to go
  std::string question;   // "Stragglers: take 1 O hit and continue to 0305, or stop in 0304?"
  struct Option {
    StraggleChoice choice;
    std::string label;    // "Take 1 O hit (3/12 Ohio: O hits 1 -> 2) and continue"
  };
  std::vector<Option> options;
};

StragglePrompt straggle_prompt(const FirelineContext& ctx, const GameState& state, const StraggleCheck& check);
// The caller's (player's, AI's, test's) answer to a prompt.
using StraggleDecider = std::function<StraggleChoice(const StragglePrompt&)>;

// The owner chose the hit: 1 O hit for the moving units, shared by the 6.4 default (o_hits.hpp),
// committed to the state. A disorganization check follows only with the option
// straggle_hit_checks_disorganization (default false). Returns its ledger (kind "o_hits").
Resolution apply_straggle_hit(GameState& state, const FirelineContext& ctx, const StraggleCheck& check,
                              DiceSource& dice);

}  // namespace hexfire::fireline
