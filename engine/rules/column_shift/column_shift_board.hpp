// What column_shift_system.cpp (start, legal commands, parse, check) and
// column_shift_carry_out.cpp (carrying commands out) share: the typed commands and the small
// questions both ask of the board and the flow. Internal to the column-shift system.
#pragma once

#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "engine/rules/column_shift/carriers.hpp"
#include "engine/rules/column_shift/column_shift_system.hpp"
#include "engine/rules/column_shift/declarations.hpp"
#include "engine/rules/column_shift/results.hpp"

namespace hexfire::column_shift::board {

// The typed commands (parsed once, printed back by ParsedCommand::text).
struct ActivateCmd {
  Hex hex{};
};
struct MoveCmd {
  Hex from{};
  std::vector<Hex> path;  // hexes entered, `from` excluded
};
struct FireCmd {
  Hex from{}, target{};
  std::vector<Hex> with;  // stacks a leader in `from` takes along (leader_activation.hpp)
};
struct AssaultCmd {
  Hex from{}, target{};
  std::vector<Hex> run_up;                          // a charge's approach, from and target excluded
  Declaration declaration = Declaration::None;      // declarations.hpp
};
struct RecoverCmd {
  Hex hex{};
};
struct DigCmd {
  Hex hex{};
};
struct EndCmd {};
struct LoseCmd {
  UnitId unit{};
};
struct OpFireCmd {
  Hex from{};
  UnitId target{};
};
struct PassCmd {};
struct CarryCmd {  // load, unload, mount, dismount (carriers.hpp)
  CarryAction action = CarryAction::Load;
  Hex hex{};
};
struct AnswerCmd {  // the defender's answer to cold steel
  bool cold_steel = false;
};
struct RetreatCmd {  // the owner's choice of where demoralized units retreat (demoralized_retreat.hpp)
  Hex from{}, to{};
};
using Body = std::variant<ActivateCmd, MoveCmd, FireCmd, AssaultCmd, RecoverCmd, DigCmd, EndCmd, LoseCmd, OpFireCmd,
                          PassCmd, CarryCmd, AnswerCmd, RetreatCmd>;

class CsCommand final : public CommandBody {
 public:
  explicit CsCommand(Body b) : body(std::move(b)) {}
  Body body;
};

ColumnShiftFlow& flow_of(Match& m);
const ColumnShiftFlow& flow_of(const Match& m);

bool on_map(const GameState& s, UnitId id, Hex h);
// Every unit of `side` in `h` (leaders included), or of every side when none is named.
std::vector<UnitId> units_in(const GameState& s, Hex h, std::optional<SideId> side = std::nullopt);
// "u7": how commands name a unit.
std::string unit_word(UnitId id);
std::optional<UnitId> parse_unit_word(const GameState& s, const std::string& w);
std::string side_key(const Match& m, SideId s);

// Thrown by the dry run of a result when the owner has a loss still to place.
struct NeedChoice {
  std::vector<UnitId> candidates;
};
// The first candidate: the assault's choice among ties (the flow does not ask in an assault).
UnitId first_candidate(const std::vector<UnitId>& c, LossCategory, int);

// The hexes of `side`'s stacks that may still act this turn.
std::vector<Hex> stacks_that_may_act(const Match& m, SideId side);
std::optional<SideId> other_side(const Match& m, SideId s);
// The cost of the path for `units` from `from`, or why it may not be taken.
std::variant<int, std::string> path_cost(const Match& m, const std::vector<UnitId>& units, Hex from,
                                         const std::vector<Hex>& path, bool last_may_hold_enemy);
// A new turn: activations cleared, night set, initiative rolled (6.1 [P]), the first side active.
void begin_turn(Match& m, const SystemOptions& o, DiceSource& dice, std::vector<FlowEvent>& ev);

}  // namespace hexfire::column_shift::board
