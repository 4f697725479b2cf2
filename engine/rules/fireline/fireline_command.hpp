// Fireline's typed commands: a player's text command ("csa fire 0705 0708 advance") parsed once
// into what it orders, checked and carried out from that, and printed back to its text.
#pragma once

#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "engine/commands/parsed_command.hpp"
#include "engine/rules/fireline/assault.hpp"
#include "engine/rules/fireline/fire.hpp"
#include "engine/rules/fireline/movement_actions.hpp"
#include "engine/state/game_state.hpp"

namespace hexfire::fireline {

struct EndOrder {};
struct PassOrder {};
struct ActivateOrder {
  std::string formation;  // chit key
};
struct FaceOrder {
  Hex hex{};
  HexDirection direction = HexDirection::N;
};
struct MoveCommand {
  Hex from{};
  MoveArgs args;
  bool horse_word = false;  // "horse" was written (in the Horse Segment a move is one anyway)
  bool picked = false;      // units= named part of the stack
};
struct RallyOrder {
  Hex hex{};
};
// The answer to a pending straggle or D-result prompt: one of the prompt's own options, which
// carry the whole decision in their words (fireline_system_straggle.cpp, _d_result.cpp).
struct PromptAnswer {
  std::vector<std::string> words;
};

using FirelineOrder = std::variant<EndOrder, PassOrder, ActivateOrder, FaceOrder, MoveCommand, FireAction,
                                   AssaultOrder, RallyOrder, PromptAnswer>;

class FirelineCommand final : public CommandBody {
 public:
  FirelineCommand(std::string v, FirelineOrder o) : verb(std::move(v)), order(std::move(o)) {}
  std::string verb;  // "move", "straggle", ...
  FirelineOrder order;
};

// The verbs a player gives, in the order help texts list them.
const std::vector<std::string>& fireline_command_verbs();

// Reads `c` against the position `s` (hex labels, unit numbers, the stack a move names); the
// reason, for the player, when its words are wrong.
std::variant<ParsedCommand, std::string> parse_fireline_command(const GameState& s, const Command& c);
// The text of a typed command: parse_fireline_command(s, c) prints back to c for every command
// the game writes (tests/fireline/command_model_test.cpp).
Command print_fireline_command(const GameState& s, const std::string& side_key, const FirelineCommand& c);

// The hex of the stack that acts (face, move, fire, assault, rally); nothing for other orders.
std::optional<Hex> acting_hex(const FirelineOrder& o);
// The move as the rules plan it in `phase`: every move of the Horse Segment is a horse move.
MoveOrder move_order_in_phase(const std::string& phase, const MoveCommand& mc);

// The typed command inside a parsed one (it must be fireline's).
const FirelineCommand& fireline_command(const ParsedCommand& c);

}  // namespace hexfire::fireline
