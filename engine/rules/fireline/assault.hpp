// Assault combat (fireline 5.7, 6.3 defaults): a stack assaults an adjacent enemy stack. After
// the pre-assault fire exchange, both sides fire on the CRT in each round with F = SP x 3
// (artillery x 1) within the assault limits and every 5.7 modifier read from the map; results
// apply through o_hits; then retreat, elimination and occupation by the documented defaults
// (AssaultOptions in movement_options.hpp).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "engine/rules/distribution.hpp"
#include "engine/rules/fireline/fire.hpp"
#include "engine/rules/fireline/fireline_context.hpp"
#include "engine/rules/fireline/morale.hpp"
#include "engine/rules/resolution.hpp"
#include "engine/state/game_state.hpp"

namespace hexfire::fireline {

// The whole stack in `from` assaults (fireline fights by hex: the assault limit picks the SP
// that count; leaders add their +1 and share the stack's fate).
struct AssaultOrder {
  Hex from{};             // the attacking stack's hex
  Hex target{};           // the adjacent enemy hex
  bool charge = false;    // a charge: +1 on the assault line (5.7), charging tag for fire
};

// One side's fire in one assault round, decided before its die.
struct AssaultFire {
  bool attacker = true;          // the attacker firing at the defender, or the reverse
  Hex firer{};
  Hex target{};
  std::vector<FiringShare> shares;  // SP counted within the assault limit, factor from the table
  int fire_value = 0;            // F
  int base_row = 0;
  int final_row = 0;
  Resolution ledger;             // kind "assault": inputs, base, modifiers, rows; no die yet
  MoraleSituation target_situation;  // for the target's checks: flanked, assaulting
};

// Legality and both sides' opening fire plans, no dice.
struct AssaultPlan {
  bool legal = false;
  std::string error;           // why not, naming the hexes and the rule
  Hex from{};
  Hex target{};
  bool disrupted_before_first_round = false;  // attacker in marsh (TEC m)
  std::string marsh_reason;
  AssaultFire attack;          // attacker -> defender, first round as things stand now
  AssaultFire defence;         // defender -> attacker
};

// `state` as it stands (pre-assault fire not yet resolved); the fires are recomputed each round.
AssaultPlan plan_assault(const FirelineContext& ctx, const GameState& state, const AssaultOrder& order);

// The assault fire of one side from the current state. `attacker_hex` / `defender_hex` fix the
// roles; `marsh_disrupted` treats the attacker as disrupted (TEC m) before it is committed.
AssaultFire assault_fire(const FirelineContext& ctx, const GameState& state, Hex attacker_hex, Hex defender_hex,
                         bool attacker_fires, bool charge, bool marsh_disrupted);

struct AssaultResult {
  bool legal = false;
  std::string error;
  Resolution ledger;   // kind "assault"; follow_ups: pre-assault fire, each round's two fires,
                       // and the retreat / no-retreat hits
  int rounds = 0;
  bool defender_eliminated = false;
  bool defender_retreated = false;
  bool attacker_occupied = false;
  bool attacker_repulsed = false;  // the attacker was routed or eliminated
  std::optional<Hex> retreat_to;
  std::string outcome;  // the odds key: "defender retreats, attacker occupies", ...
};

AssaultResult execute_assault(GameState& state, const FirelineContext& ctx, const AssaultOrder& order,
                              DiceSource& dice);

// Exact distribution of outcome keys (pre-assault fire, every round and every follow-on check):
// the stages execute_assault rolls, walked over every die on a compact state of the two stacks
// (staged_odds.hpp), merging equal states between stages.
std::optional<Distribution> assault_odds(const GameState& state, const FirelineContext& ctx,
                                         const AssaultOrder& order, std::string* why = nullptr);

}  // namespace hexfire::fireline
