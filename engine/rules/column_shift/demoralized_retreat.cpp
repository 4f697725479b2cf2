#include "engine/rules/column_shift/demoralized_retreat.hpp"

#include <algorithm>
#include <climits>

#include "engine/rules/column_shift/column_shift_board.hpp"
#include "engine/rules/column_shift/column_shift_unit.hpp"

namespace hexfire::column_shift {

using namespace board;

std::string RetreatPlan::hash_text() const {
  std::string out = " retreat " + std::to_string(side.value) + " " + std::to_string(from.q) + "," + std::to_string(from.r);
  for (UnitId u : units) out += " u" + std::to_string(u.value);
  for (Hex h : choices) out += " to " + std::to_string(h.q) + "," + std::to_string(h.r);
  return out;
}

namespace {

int nearest(Hex h, const std::vector<Hex>& firers) {
  int best = INT_MAX;
  for (Hex f : firers) best = std::min(best, distance(h, f));
  return best;
}

}  // namespace

std::optional<RetreatPlan> plan_retreat(const Match& m, SideId side, Hex at, const std::vector<Hex>& firers) {
  const GameState& s = m.state;
  if (flow_of(m).melees.count(at)) return std::nullopt;  // held in the melee: they fight on there
  RetreatPlan plan{side, at, {}, {}};
  for (UnitId u : units_in(s, at, side)) {
    if (s.unit(u).status != UnitStatus::Demoralized || carried(s, u)) continue;
    plan.units.push_back(u);
    for (UnitId c : cargo_of(s, u)) plan.units.push_back(c);  // the cargo rides along
  }
  if (plan.units.empty()) return std::nullopt;
  const int here = nearest(at, firers);
  for (int d = 0; d < 6; ++d) {
    const Hex to = neighbor(at, static_cast<HexDirection>(d));
    if (!s.map().contains(to) || nearest(to, firers) <= here || s.holds_enemy_of(to, side)) continue;
    if (std::holds_alternative<int>(path_cost(m, plan.units, at, {to}, false))) plan.choices.push_back(to);
  }
  // Map order (the order the map lists its hexes), so prompts and logs read the same every time.
  std::sort(plan.choices.begin(), plan.choices.end(),
            [&](Hex a, Hex b) { return *s.map().index_of_hex(a) < *s.map().index_of_hex(b); });
  return plan;
}

std::vector<std::string> carry_out_retreat(GameState& s, const RetreatPlan& plan, Hex to) {
  std::string names;
  for (UnitId u : plan.units) {
    s.move_unit(u, to);
    column_shift_unit(s.unit_mut(u)).dug_in = false;
    names += (names.empty() ? "" : ", ") + s.unit(u).name;
  }
  return {names + (plan.units.size() == 1 ? ", demoralized under fire, retreats from " : ", demoralized under fire, retreat from ") +
          s.map().label(plan.from) + " to " + s.map().label(to)};
}

}  // namespace hexfire::column_shift
