// Tracks for the move animation from unit positions before and after a command.
#include "game/play/move_animation.hpp"

#include <algorithm>
#include <map>
#include <utility>

#include "engine/hex/hex_route.hpp"

namespace hexfire::game {

namespace {

// The hexes a command's words name, in order ("move 0405 0406 0407", "straggle hit 0406 0405 ...").
std::vector<Hex> named_hexes(const HexMap& map, const Command& c) {
  std::vector<Hex> out;
  for (const std::string& a : c.args)
    if (auto h = map.parse_label(a)) out.push_back(*h);
  return out;
}

}  // namespace

UnitPositions unit_positions(const GameState& s) {
  UnitPositions out;
  out.reserve(s.units().size());
  for (const Unit& u : s.units()) out.push_back(u.eliminated ? std::nullopt : u.position);
  return out;
}

std::vector<CounterTrack> moved_tracks(const UnitPositions& before, const GameState& after, const Command& c) {
  const UnitPositions now = unit_positions(after);
  std::map<std::pair<Hex, Hex>, std::vector<UnitId>> groups;
  for (std::size_t i = 0; i < before.size() && i < now.size(); ++i)
    if (before[i] && now[i] && *before[i] != *now[i]) groups[{*before[i], *now[i]}].push_back(after.units()[i].id);
  if (groups.empty()) return {};
  const std::vector<Hex> route = named_hexes(after.map(), c);
  std::vector<CounterTrack> out;
  for (auto& [ends, ids] : groups) {
    // Keep the stack's own drawing order so the counters arrive as they will lie.
    std::vector<UnitId> ordered;
    for (UnitId id : after.stack_at(ends.second))
      if (std::find(ids.begin(), ids.end(), id) != ids.end()) ordered.push_back(id);
    out.push_back({std::move(ordered), route_between(route, ends.first, ends.second)});
  }
  return out;
}

}  // namespace hexfire::game
