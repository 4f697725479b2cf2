#include "engine/rules/column_shift/column_shift_board.hpp"

#include <algorithm>
#include <map>
#include <set>

#include "engine/flow/flow_view.hpp"
#include "engine/map/movement.hpp"
#include "engine/rules/reinforcement_arrival.hpp"

namespace hexfire::column_shift::board {

ColumnShiftFlow& flow_of(Match& m) { return static_cast<ColumnShiftFlow&>(*m.flow.system.get()); }
const ColumnShiftFlow& flow_of(const Match& m) { return static_cast<const ColumnShiftFlow&>(*m.flow.system.get()); }

bool on_map(const GameState& s, UnitId id, Hex h) {
  const Unit& u = s.unit(id);
  return !u.eliminated && u.position && *u.position == h;
}

std::vector<UnitId> units_in(const GameState& s, Hex h, std::optional<SideId> side) {
  std::vector<UnitId> out;
  for (UnitId id : s.stack_at(h))
    if (on_map(s, id, h) && (!side || s.unit(id).side == *side)) out.push_back(id);
  return out;
}

std::string unit_word(UnitId id) { return "u" + std::to_string(id.value); }

std::optional<UnitId> parse_unit_word(const GameState& s, const std::string& w) {
  if (w.size() < 2 || w[0] != 'u') return std::nullopt;
  std::size_t value = 0;
  for (std::size_t i = 1; i < w.size(); ++i) {
    if (w[i] < '0' || w[i] > '9' || i > 6) return std::nullopt;
    value = value * 10 + static_cast<std::size_t>(w[i] - '0');
  }
  if (value >= s.units().size()) return std::nullopt;
  return UnitId{static_cast<std::uint32_t>(value)};
}

std::string side_key(const Match& m, SideId s) { return m.state.side(s).key; }

UnitId first_candidate(const std::vector<UnitId>& c, LossCategory, int) { return c.front(); }

std::vector<Hex> stacks_that_may_act(const Match& m, SideId side) {
  std::set<Hex> seen;
  std::vector<Hex> out;
  for (const Unit& u : m.state.units())
    if (u.side == side && u.position && !u.eliminated && !seen.count(*u.position)) {
      seen.insert(*u.position);
      if (!ColumnShiftSystem::acting_units(m, side, *u.position).empty()) out.push_back(*u.position);
    }
  return out;
}

std::optional<SideId> other_side(const Match& m, SideId s) {
  for (const Side& x : m.state.sides())
    if (x.id != s) return x.id;
  return std::nullopt;
}

std::variant<int, std::string> path_cost(const Match& m, const std::vector<UnitId>& units, Hex from,
                                         const std::vector<Hex>& path, bool last_may_hold_enemy) {
  const GameState& s = m.state;
  std::vector<UnitClassId> classes;
  for (UnitId id : units) classes.push_back(s.unit_type(s.unit(id).type).unit_class);
  const MovementCosts costs(s.ruleset(), classes);
  const SideId side = s.unit(units.front()).side;
  int spent = 0;
  Hex at = from;
  for (std::size_t i = 0; i < path.size(); ++i) {
    const Hex to = path[i];
    std::optional<HexDirection> dir;
    for (int d = 0; d < 6; ++d)
      if (neighbor(at, static_cast<HexDirection>(d)) == to) dir = static_cast<HexDirection>(d);
    if (!dir) return s.map().label(to) + " is not next to " + s.map().label(at);
    const StepCost step = step_cost(s.map(), costs, at, *dir);
    if (!step.allowed()) return describe_step_block(s.map(), s.ruleset(), at, *dir, step);
    if (s.holds_enemy_of(to, side) && !(last_may_hold_enemy && i + 1 == path.size()))
      return "enemy units hold " + s.map().label(to) + " (moving in is an assault)";
    spent += step.cost;
    if (step.stop && i + 1 < path.size()) return "entering " + s.map().label(to) + " ends the move";
    at = to;
  }
  return spent;
}

namespace {

// The initiative roll (6.1 [P]): each side 1d6 + its rating, higher first, ties rolled again.
void roll_initiative(Match& m, const SystemOptions& o, DiceSource& dice, std::vector<FlowEvent>& ev) {
  ColumnShiftFlow& f = flow_of(m);
  std::vector<SideId> sides;
  for (const Side& s : m.state.sides()) sides.push_back(s.id);
  std::map<SideId, int> total;
  std::string text;
  for (int attempt = 0; attempt < 100; ++attempt) {
    text = "initiative:";
    total.clear();
    for (SideId s : sides) {
      const auto it = o.initiative.find(side_key(m, s));
      const int rating = it == o.initiative.end() ? 0 : it->second;
      const int die = dice.d6("initiative " + side_key(m, s));
      total[s] = die + rating;
      text += " " + m.state.side(s).name + " " + std::to_string(die) + "+" + std::to_string(rating) + "=" +
              std::to_string(total[s]);
    }
    std::set<int> distinct;
    for (const auto& [s, t] : total) distinct.insert(t);
    if (distinct.size() == total.size()) break;
    text += " (tie, rolled again)";
    add_event(m, ev, "initiative", text);
  }
  std::stable_sort(sides.begin(), sides.end(), [&](SideId a, SideId b) { return total[a] > total[b]; });
  f.order = sides;
  add_event(m, ev, "initiative", text + ": " + m.state.side(sides.front()).name + " acts first");
}

}  // namespace

void begin_turn(Match& m, const SystemOptions& o, DiceSource& dice, std::vector<FlowEvent>& ev) {
  ColumnShiftFlow& f = flow_of(m);
  f.activated.clear();
  f.current.reset();
  f.group.clear();
  f.night = o.night_turns.count(m.flow.turn) > 0;
  m.state.turn = m.flow.turn;
  add_event(m, ev, "turn", "turn " + std::to_string(m.flow.turn) + (f.night ? " (night)" : ""));
  bring_on_reinforcements(m, ev);  // before the roll: they may act this turn
  roll_initiative(m, o, dice, ev);
  f.active = f.order.front();
  m.flow.active_side = f.active;
}

}  // namespace hexfire::column_shift::board
