// Isolation (fireline 6.8, 6.3 default): a stack is isolated when no path free of enemy zones
// of control and enemy MFZ leads from it to a friendly map edge or supply source.
//
// Options (ruleset or scenario <options>):
//   isolation_supply_edges_<side key>  which map edges supply that side: any of "north south
//       east west" (offset rows/columns), "any" or "none". Default "any": with no edge named,
//       every map edge is friendly, so only an encirclement isolates.
//   isolation_supply_hexes_<side key>  hex labels of supply sources ("0101 1510"); default none.
// The stack's own hex never blocks (a stack adjacent to the enemy is not isolated by that
// alone), and the first step of the path may enter the zones of the enemy stacks whose zones
// already cover the stack's hex (those it is in contact with): a fire zone reaching past a line
// of battle (across a fence, off an embankment) does not cut it off by touching its rear
// hexsides. Every other enemy zone, enemy-occupied and prohibited hexes and prohibited hexsides
// block the path.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "engine/hex/hex.hpp"
#include "engine/rules/fireline/fireline_context.hpp"
#include "engine/state/game_state.hpp"

namespace hexfire::fireline {

struct SupplySources {
  bool north = false, south = false, east = false, west = false;
  std::vector<Hex> hexes;
  bool is_source(const GameState& state, Hex h) const;
};

SupplySources supply_sources(const FirelineContext& ctx, const GameState& state, SideId side);

struct IsolationStatus {
  bool isolated = false;
  std::vector<Hex> path;  // a supply path when not isolated: the stack's hex first, the source last
  std::string reason;     // "supply path to 0101 (west edge)", "no path free of EZOC and MFZ ..."
};

IsolationStatus isolation_status(const FirelineContext& ctx, const GameState& state, Hex stack_hex, SideId side);

// Every enemy stack of `side` with the hexes its zone of control and MFZ cover: what blocks a
// supply path, the same for every stack of the side in one position.
struct EnemyZones {
  std::vector<std::pair<Hex, std::vector<Hex>>> stacks;
};
EnemyZones enemy_zones(const FirelineContext& ctx, const GameState& state, SideId side);
// The same as above, the enemy's zones given (taken once for several stacks of the side).
IsolationStatus isolation_status(const FirelineContext& ctx, const GameState& state, Hex stack_hex, SideId side,
                                 const EnemyZones& zones);

// Fills ctx.hooks.isolated (the morale schedule's "Isolated" line) with isolation_status for
// the stack's side. The hook keeps its own copy of the context (without hooks).
void install_isolation_hook(FirelineContext& ctx);

}  // namespace hexfire::fireline
