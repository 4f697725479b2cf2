// The stages of an assault (pre-assault fire, each round's dice, each side's result, the
// outcome), shared by execute_assault and the odds walk in assault_odds.cpp. Internal to
// fireline assault code.
#pragma once

#include <optional>
#include <string>

#include "engine/rules/fireline/assault.hpp"
#include "engine/rules/fireline/movement_options.hpp"

namespace hexfire::fireline::assault_detail {

// An assault in progress, so the odds can walk it stage by stage (pre-assault fire, each round,
// the outcome) and merge paths that reach the same state.
struct AssaultRun {
  AssaultResult r;
  // 0 defender's pre-assault fire, 1 attacker's, 2 a round's two CRT dice (or the outcome),
  // 3 the defender takes its result, 4 the attacker takes its result (then 2 again).
  int stage = 0;
  bool done = false;
  // The round in progress: both fires and both stacks as they stood before it (simultaneous).
  std::optional<AssaultFire> attack, defence;
  std::optional<StackWork> defender_work, attacker_work;
  const CrtOutcome* on_defender = nullptr;
  const CrtOutcome* on_attacker = nullptr;
};

AssaultRun start_run(const GameState& state, const AssaultOrder& order, const AssaultPlan& plan);
// One stage: rolls what that stage needs from `dice` and advances run.stage (or sets done).
void step(GameState& state, const FirelineContext& ctx, const AssaultOrder& order, const AssaultPlan& plan,
          const AssaultOptions& opts, AssaultRun& run, DiceSource& dice);
// Sets or clears a tag on every unit in the hex.
void set_tag(GameState& s, Hex h, std::string_view tag, bool on);

}  // namespace hexfire::fireline::assault_detail
