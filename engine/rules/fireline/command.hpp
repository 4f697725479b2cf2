// Command range (fireline 6.3 default): a unit is in command within its HO leader's command
// range (the leader counter's range, else the command_range option, default 3 hexes). The HO
// leader is the leader of the unit's organization at the HO level (option ho_level, set by the
// variant: Vol 1 regiment, Vol 2 division). Routed units are always out of command (5.4).
#pragma once

#include <optional>
#include <string>

#include "engine/rules/fireline/fireline_context.hpp"
#include "engine/state/game_state.hpp"

namespace hexfire::fireline {

struct CommandStatus {
  bool in_command = true;
  std::optional<UnitId> leader;  // the HO leader that commands the unit, if any
  std::optional<int> distance;   // hexes to that leader, when both are on the map
  int range = 0;                 // the command range that applied
  std::string reason;            // "3 hexes from Col. Smith (range 3)", "routed", ...
};

// The leader who commands organization `org` (its own, else the nearest ancestor's when the
// command_search_parent_leader option is on). command_status starts from the unit's HO.
std::optional<UnitId> ho_leader(const FirelineContext& ctx, const GameState& state, OrgId org);
CommandStatus command_status(const FirelineContext& ctx, const GameState& state, UnitId unit);
// A stack is out of command when any of its combat units is (a stack is one HO).
CommandStatus stack_command_status(const FirelineContext& ctx, const GameState& state, Hex h);

// Fills ctx.hooks.out_of_command (the morale schedule's "Out of command" line) with
// stack_command_status. The hook keeps its own copy of the options.
void install_command_hook(FirelineContext& ctx);
// Both of fireline2's morale hooks: install_command_hook and install_isolation_hook
// (isolation.hpp). Whoever builds a FirelineContext for play should call this once.
void install_command_and_isolation_hooks(FirelineContext& ctx);

}  // namespace hexfire::fireline
