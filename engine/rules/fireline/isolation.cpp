// Breadth-first search for a supply path that avoids enemy EZOC, enemy MFZ and enemy stacks.
#include "engine/rules/fireline/isolation.hpp"

#include <algorithm>
#include <memory>
#include <mutex>
#include <queue>
#include <sstream>
#include <unordered_map>
#include <unordered_set>

#include "engine/rules/fireline/mfz.hpp"
#include "engine/rules/fireline/zoc.hpp"

namespace hexfire::fireline {
namespace {

std::string side_option(const FirelineContext& ctx, const GameState& state, const std::string& prefix, SideId side,
                        const std::string& fallback) {
  return ctx.option(prefix + state.side(side).key).value_or(fallback);
}

std::vector<std::string> words(const std::string& text) {
  std::string t = text;
  std::replace(t.begin(), t.end(), ',', ' ');
  std::istringstream in(t);
  std::vector<std::string> out;
  for (std::string w; in >> w;) out.push_back(w);
  return out;
}

std::string source_name(const GameState& state, const SupplySources& s, Hex h) {
  if (std::find(s.hexes.begin(), s.hexes.end(), h) != s.hexes.end()) return "supply source";
  const auto c = state.map().offset_of(h);
  if (s.west && c.col == 0) return "west edge";
  if (s.east && c.col == state.map().width() - 1) return "east edge";
  if (s.north && c.row == 0) return "north edge";
  return "south edge";
}

}  // namespace

bool SupplySources::is_source(const GameState& state, Hex h) const {
  if (std::find(hexes.begin(), hexes.end(), h) != hexes.end()) return true;
  const auto c = state.map().offset_of(h);
  return (west && c.col == 0) || (east && c.col == state.map().width() - 1) || (north && c.row == 0) ||
         (south && c.row == state.map().height() - 1);
}

SupplySources supply_sources(const FirelineContext& ctx, const GameState& state, SideId side) {
  SupplySources s;
  for (const auto& w : words(side_option(ctx, state, "isolation_supply_edges_", side, "any"))) {
    if (w == "any") s.north = s.south = s.east = s.west = true;
    if (w == "north") s.north = true;
    if (w == "south") s.south = true;
    if (w == "east") s.east = true;
    if (w == "west") s.west = true;
  }
  for (const auto& w : words(side_option(ctx, state, "isolation_supply_hexes_", side, "")))
    if (auto h = state.map().parse_label(w)) s.hexes.push_back(*h);
  return s;
}

EnemyZones enemy_zones(const FirelineContext& ctx, const GameState& state, SideId side) {
  EnemyZones out;
  std::unordered_set<Hex> listed;
  for (const Unit& u : state.units())
    if (u.position && !u.eliminated && u.side != side && listed.insert(*u.position).second)
      out.stacks.push_back({*u.position, {}});
  for (auto& [e, zone] : out.stacks) {
    zone = zone_of_control(ctx, state, e);
    for (Hex z : mfz_hexes(ctx, state, e)) zone.push_back(z);
  }
  return out;
}

IsolationStatus isolation_status(const FirelineContext& ctx, const GameState& state, Hex stack_hex, SideId side) {
  return isolation_status(ctx, state, stack_hex, side, enemy_zones(ctx, state, side));
}

IsolationStatus isolation_status(const FirelineContext& ctx, const GameState& state, Hex stack_hex, SideId side,
                                 const EnemyZones& zones) {
  const SupplySources sources = supply_sources(ctx, state, side);
  const HexMap& map = state.map();
  // Mark every hex an enemy stack controls or covers once, rather than asking per hex. The zones
  // of an enemy stack that already bears on the stack's own hex (the enemy it is in contact
  // with) are kept apart: a stack in a line of battle is always inside its opponent's zones, and
  // a fire zone reaching past it (across a fence, down a slope, off an embankment) must not cut
  // it off by touching its rear hexsides. The first step of the path may enter such a hex; from
  // there on every enemy zone blocks (6.8 intent: isolated = cut off, not merely engaged).
  constexpr char kOther = 1, kContact = 2;
  std::vector<char> blocked(map.hex_count(), 0);
  for (const auto& [e, zone] : zones.stacks) {
    const bool contact = std::find(zone.begin(), zone.end(), stack_hex) != zone.end();
    for (Hex z : zone) blocked[*map.index_of_hex(z)] |= contact ? kContact : kOther;
  }
  std::unordered_map<Hex, Hex> came_from{{stack_hex, stack_hex}};
  std::queue<Hex> open;
  open.push(stack_hex);
  while (!open.empty()) {
    const Hex h = open.front();
    open.pop();
    if (sources.is_source(state, h)) {
      IsolationStatus st;
      for (Hex at = h;; at = came_from.at(at)) {
        st.path.push_back(at);
        if (at == stack_hex) break;
      }
      std::reverse(st.path.begin(), st.path.end());
      st.reason = "supply path to " + map.label(h) + " (" + source_name(state, sources, h) + ")";
      return st;
    }
    for (HexDirection d : kAllDirections) {
      const Hex n = neighbor(h, d);
      if (!map.contains(n) || came_from.count(n) || hexside_prohibited(state, h, d) || hex_prohibited(state, n)) continue;
      if (const auto owner = state.side_in(n); owner && *owner != side) continue;
      const char covered = blocked[*map.index_of_hex(n)];
      if ((covered & kOther) || ((covered & kContact) && h != stack_hex)) continue;
      came_from.emplace(n, h);
      open.push(n);
    }
  }
  IsolationStatus st;
  st.isolated = true;
  st.reason = "no path free of enemy zones of control and MFZ from " + map.label(stack_hex) +
              " to a friendly map edge or supply source";
  return st;
}

void install_isolation_hook(FirelineContext& ctx) {
  auto copy = std::make_shared<FirelineContext>(ctx);
  copy->hooks = {};
  // Isolation depends only on where the stacks are and their states, and the odds walks ask the
  // same question thousands of times: remember answers by that key (bounded). The enemy's zones
  // are most of the work and the same for every stack of a side in one position (the opponent's
  // threat asks about each enemy stack in turn), so they are remembered by the position alone.
  // The computer opponent's search and the screen's previews ask from two threads: a lock guards
  // the memory (never the work, which two threads may then both do once).
  struct Memory {
    std::mutex lock;
    std::unordered_map<std::string, std::optional<std::string>> answers;
    std::unordered_map<std::string, std::shared_ptr<const EnemyZones>> zones;
  };
  auto memory = std::make_shared<Memory>();
  ctx.hooks.isolated = [copy, memory](const GameState& state, Hex h) -> std::optional<std::string> {
    const auto side = state.side_in(h);
    if (!side) return std::nullopt;
    std::string position = std::to_string(side->value) + ":";
    for (const Unit& u : state.units()) {
      position += u.position && !u.eliminated ? std::to_string(u.position->q) + "," + std::to_string(u.position->r) : "-";
      position += static_cast<char>('a' + static_cast<int>(u.status));
    }
    std::string key = std::to_string(h.q) + "," + std::to_string(h.r) + "@" + position;
    std::shared_ptr<const EnemyZones> zones;
    {
      std::lock_guard<std::mutex> hold(memory->lock);
      if (const auto it = memory->answers.find(key); it != memory->answers.end()) return it->second;
      if (const auto it = memory->zones.find(position); it != memory->zones.end()) zones = it->second;
    }
    if (!zones) {
      zones = std::make_shared<const EnemyZones>(enemy_zones(*copy, state, *side));
      std::lock_guard<std::mutex> hold(memory->lock);
      if (memory->zones.size() > 1024) memory->zones.clear();
      memory->zones.emplace(position, zones);
    }
    IsolationStatus s = isolation_status(*copy, state, h, *side, *zones);
    std::optional<std::string> answer;
    if (s.isolated) answer = s.reason;
    std::lock_guard<std::mutex> hold(memory->lock);
    if (memory->answers.size() > 4096) memory->answers.clear();
    memory->answers.emplace(std::move(key), answer);
    return answer;
  };
}

}  // namespace hexfire::fireline
