// The script verbs and hexfire-cli actions of fireline movement, assault and rally:
//   move FROM TO [TO ...] [horse] [charge] [straggle=hit|stop] [units=N,N]
//   assault FROM TARGET [charge]
//   rally HEX
// Registered into action_script.hpp's ActionRegistry by add_movement_actions; hexfire-cli
// resolve calls the *_action helpers for --move / --assault / --rally.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "engine/rules/distribution.hpp"
#include "engine/rules/fireline/action_script.hpp"
#include "engine/rules/fireline/assault.hpp"
#include "engine/rules/fireline/movement_execute.hpp"

namespace hexfire::fireline {

void add_movement_actions(ActionRegistry& registry);

// Parsed "move" arguments, with the owner's standing answer to straggle prompts (scripts and the
// CLI cannot ask; default "hit": take the O hit and go on).
struct MoveArgs {
  MoveOrder order;
  StraggleChoice on_straggle = StraggleChoice::TakeHit;
  bool standing = false;  // straggle= was given; without it FirelineSystem asks at the failure
};
std::optional<MoveArgs> parse_move_args(const GameState& s, const std::vector<std::string>& args, std::string& why);
std::optional<AssaultOrder> parse_assault_args(const GameState& s, const std::vector<std::string>& args,
                                               std::string& why);

// The actions from their typed orders (the script verbs parse, then call these; so does
// FirelineSystem): an error message, empty on success; the state is unchanged on failure.
// A move answers its straggle checks with the order's standing answer.
std::string move_stack(GameState& s, const FirelineContext& ctx, const MoveArgs& a, DiceSource& dice, ActionReport& r);
std::string assault_stack(GameState& s, const FirelineContext& ctx, const AssaultOrder& a, DiceSource& dice,
                          ActionReport& r);
std::string rally_in(GameState& s, const FirelineContext& ctx, Hex h, DiceSource& dice, ActionReport& r);

// A resolved or previewed action for hexfire-cli: the ledger (rolled when `forced` is given,
// otherwise the preview ledger without dice) and the exact outcome distribution.
struct ActionPreview {
  Resolution ledger;
  Distribution odds;
};
// Nothing, with `why`, for bad arguments or an illegal action. With `forced`, the state changes.
std::optional<ActionPreview> move_action(GameState& s, const FirelineContext& ctx, const std::vector<std::string>& args,
                                         DiceSource* forced, std::string& why);
std::optional<ActionPreview> assault_action(GameState& s, const FirelineContext& ctx,
                                            const std::vector<std::string>& args, DiceSource* forced, std::string& why);
std::optional<ActionPreview> rally_action(GameState& s, const FirelineContext& ctx,
                                          const std::vector<std::string>& args, DiceSource* forced, std::string& why);

// The preview ledger of a move: the plan's steps, and each straggle check with its exact odds.
Resolution move_preview_ledger(const GameState& s, const MovePreview& preview);

}  // namespace hexfire::fireline
