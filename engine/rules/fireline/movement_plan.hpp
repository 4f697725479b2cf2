// Fireline movement (5.2, TEC notes c-i): checks a stack's path against the chart, the segment's
// MP, the thoroughfare bonus, stop and exit rules, enemy stacks and MFZ, and marks each step
// that needs a straggle check. No dice: execution and preview (movement_execute.hpp) share it.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "engine/hex/hex.hpp"
#include "engine/rules/fireline/fireline_context.hpp"
#include "engine/state/game_state.hpp"

namespace hexfire::fireline {

// Action Segment: every unit (class attribute action_mp). Horse Segment: leaders and cavalry,
// artillery with its smaller allowance (class attribute horse_mp; 0 = does not move then).
enum class Segment { Action, Horse };
const char* segment_name(Segment s);  // "action", "horse"

struct MoveOrder {
  std::vector<UnitId> units;  // moving together out of one hex (leaders included)
  std::vector<Hex> path;      // the hexes entered, in order (the start hex not included)
  Segment segment = Segment::Action;
  bool charging = false;      // a charge (charge_move.hpp): no straggle checks (5.3), the charging tag
  // > 0: a rout move (6.3, routed_retreat_mp) of at most this many MP. Routed units may make
  // it, it may leave an enemy MFZ (it is a retreat), it gets no thoroughfare bonus and makes
  // no straggle checks.
  int rout_mp = 0;
};

// One step of the path as the rules see it.
struct MoveLeg {
  Hex from{};
  Hex to{};
  int cost = 0;                // MP to enter `to`
  int spent = 0;               // MP spent after this step
  bool along_road = false;     // a road or railroad links `from` and `to`
  bool bonus = false;          // entered with the thoroughfare bonus MP: no straggle check (note e)
  bool straggle = false;       // a straggle check is made before leaving `from` (note c)
  bool enters_ezoc = false;    // `to` is in an enemy zone of control
  bool leaves_ezoc = false;    // `from` is in an enemy zone of control
  bool in_enemy_mfz = false;   // `to` is in an enemy MFZ
  std::string note;            // "stop: woods ends the artillery's move", ...
};

struct MovePlan {
  bool legal = false;
  std::string error;            // the first reason the order is illegal, naming hex and rule
  Hex start{};
  SideId side{};
  int allowance = 0;            // MP of the segment for the slowest unit
  int bonus = 0;                // thoroughfare bonus MP granted (0 when not available)
  std::string bonus_reason;     // why it is or is not available
  bool stack_straggles = false; // the stack holds a class with straggles="true"
  std::vector<MoveLeg> legs;
  int spent() const { return legs.empty() ? 0 : legs.back().spent; }
  Hex end() const { return legs.empty() ? start : legs.back().to; }
};

MovePlan plan_move(const FirelineContext& ctx, const GameState& state, const MoveOrder& order);

// The organization at the stacking level (option ho_level: "regiment" in Vol 1, "division" in
// Vol 2) that a unit belongs to; its own organization when none on its chain has that level.
std::optional<OrgId> stacking_ho(const FirelineContext& ctx, const GameState& state, UnitId unit);
// The same for a level given by name (command range keeps its own copy of the options).
std::optional<OrgId> ho_at_level(const GameState& state, UnitId unit, const std::string& level);

}  // namespace hexfire::fireline
