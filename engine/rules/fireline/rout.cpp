// The rout move of a routed stack (6.3): search of the reachable hexes, choice, hits instead.
#include "engine/rules/fireline/rout.hpp"

#include <algorithm>
#include <climits>
#include <string>
#include <vector>

#include "engine/rules/fireline/fireline_stack.hpp"
#include "engine/rules/fireline/movement_options.hpp"
#include "engine/rules/fireline/movement_plan.hpp"
#include "engine/rules/fireline/o_hits.hpp"
#include "engine/rules/fireline/zoc.hpp"

namespace hexfire::fireline {
namespace {

struct Reach {
  Hex hex{};
  std::vector<Hex> path;
  int spent = 0;
};

// Distance to the nearest enemy combat unit; INT_MAX when there is none.
int enemy_distance(const GameState& s, SideId side, Hex h) {
  int best = INT_MAX;
  for (const Unit& u : s.units())
    if (u.side != side && u.position && !u.eliminated && !s.is_leader(u.id))
      best = std::min(best, distance(h, *u.position));
  return best;
}

// Depth first over every path the movement rules allow, keeping the cheapest path to each
// hex (the first found on a tie). Each step costs at least 1 MP, so paths are short.
void search(const FirelineContext& ctx, const GameState& s, MoveOrder& order, std::vector<Reach>& out) {
  for (HexDirection d : kAllDirections) {
    const Hex from = order.path.empty() ? *s.unit(order.units.front()).position : order.path.back();
    const Hex to = neighbor(from, d);
    if (!s.map().contains(to) || to == *s.unit(order.units.front()).position) continue;
    if (std::find(order.path.begin(), order.path.end(), to) != order.path.end()) continue;
    order.path.push_back(to);
    const MovePlan plan = plan_move(ctx, s, order);
    if (plan.legal) {
      auto it = std::find_if(out.begin(), out.end(), [&](const Reach& r) { return r.hex == to; });
      if (it == out.end()) out.push_back({to, order.path, plan.spent()});
      else if (plan.spent() < it->spent) it->path = order.path, it->spent = plan.spent();
      const bool stopped = !plan.legs.back().note.empty() && plan.legs.back().note.rfind("stop:", 0) == 0;
      if (!stopped && plan.spent() < plan.allowance) search(ctx, s, order, out);
    }
    order.path.pop_back();
  }
}

}  // namespace

std::optional<Resolution> rout_stack(GameState& s, const FirelineContext& ctx, Hex at, int mp) {
  if (mp <= 0 || combat_units(s, at).empty() || stack_status(s, at) != UnitStatus::Routed) return std::nullopt;
  const std::vector<UnitId> units = s.stack_at(at);
  const SideId side = s.unit(units.front()).side;
  const int here = enemy_distance(s, side, at);
  if (here == INT_MAX) return std::nullopt;

  MoveOrder order;
  order.units = units;
  order.rout_mp = mp;
  std::vector<Reach> reach;
  search(ctx, s, order, reach);

  // Only hexes farther from the enemy count. None of them can lie in an enemy zone of control:
  // a zone is the ring next to an enemy stack, and the start is at least that close already.
  const Reach* best = nullptr;
  int best_dist = here;
  for (const Reach& r : reach) {
    const int d = enemy_distance(s, side, r.hex);
    if (d > best_dist || (best && d == best_dist && r.spent < best->spent)) best = &r, best_dist = d;
  }

  Resolution L;
  L.kind = "rout";
  L.system = "fireline";
  const std::string from = hex_name(s, at);
  L.title = "the routed stack in " + from + " routs";
  L.inputs.push_back({"Stack", from});
  L.inputs.push_back({"Nearest enemy", std::to_string(here) + " hexes"});
  L.inputs.push_back({"Rout MP", std::to_string(mp) + " (routed_retreat_mp)"});
  L.notes.push_back("6.3: a routed stack retreats away from the enemy when its formation is activated; "
                    "no straggle checks on a rout move");
  L.hexes.push_back(at);
  if (best) {
    const Hex to = best->hex;
    for (UnitId id : units) s.move_unit(id, to);
    L.result = "retreat";
    L.result_text = "retreats to " + hex_name(s, to) + " (" + std::to_string(best->spent) + " MP, " +
                    std::to_string(best_dist) + " hexes from the nearest enemy)";
    L.consequences.push_back("the routed stack retreats from " + from + " to " + hex_name(s, to));
    L.hexes.push_back(to);
    return L;
  }
  const int hits = assault_options(ctx.option_values).no_retreat_hits;
  L.result = "no retreat";
  L.result_text = "cannot get farther from the enemy: " + std::to_string(hits) + " O hits";
  Resolution h = apply_o_hits_to_hex(s, ctx, at, hits, "routed and unable to retreat (6.3, assault_no_retreat_hits)",
                                     nullptr);
  L.consequences.insert(L.consequences.end(), h.consequences.begin(), h.consequences.end());
  L.follow_ups.push_back(std::move(h));
  return L;
}

}  // namespace hexfire::fireline
