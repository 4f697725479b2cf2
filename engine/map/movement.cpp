// Movement: the chart resolved per mover, step costs, and the Dijkstra search behind reachable
// areas and best paths (API and rules in movement.hpp).
#include "engine/map/movement.hpp"

#include <algorithm>
#include <bit>
#include <cctype>
#include <queue>
#include <utility>

namespace hexfire {
namespace {

// The worse of two effects for a stack that must move together.
MovementEffect worst(const MovementEffect& a, const MovementEffect& b) {
  MovementEffect w;
  w.cost = (a.cost && b.cost) ? std::optional<int>(std::max(*a.cost, *b.cost)) : std::nullopt;
  w.stop = a.stop || b.stop;
  w.road_only = a.road_only || b.road_only;
  return w;
}

MovementEffect resolve(const MovementEffect& base, const std::map<std::string, MovementEffect>& by_class,
                       const std::vector<const UnitClass*>& classes) {
  if (classes.empty()) return base;
  std::optional<MovementEffect> out;
  for (const UnitClass* c : classes) {
    const auto it = by_class.find(c->id);
    const MovementEffect& e = it == by_class.end() ? base : it->second;
    out = out ? worst(*out, e) : e;
  }
  return *out;
}

std::string lower_first(std::string s) {
  if (!s.empty()) s[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(s[0])));
  return s;
}

}  // namespace

MovementCosts::MovementCosts(const Ruleset& rules, const std::vector<UnitClassId>& classes) {
  std::vector<const UnitClass*> cls;
  cls.reserve(classes.size());
  for (UnitClassId c : classes) cls.push_back(&rules.unit_class(c));
  terrain_.reserve(rules.terrain.size());
  for (const TerrainType& t : rules.terrain) terrain_.push_back(resolve(t.movement, t.movement_by_class, cls));
  const MovementEffect free_crossing{0, false, false};
  for (std::size_t i = 0; i < rules.hexside_features.size() && i < hexside_.size(); ++i) {
    const HexsideFeatureType& f = rules.hexside_features[i];
    hexside_[i] = resolve(f.crossing, f.crossing_by_class, cls);
    if (!(hexside_[i] == free_crossing)) costly_hexsides_ |= std::uint32_t{1} << i;
  }
  for (std::size_t i = 0; i < rules.road_types.size() && i < road_.size(); ++i) road_[i] = rules.road_types[i].cost;
}

std::optional<int> MovementCosts::road_cost(std::uint8_t mask) const {
  std::optional<int> best;
  for (unsigned bits = mask; bits != 0; bits &= bits - 1) {
    const auto& c = road_[static_cast<std::size_t>(std::countr_zero(bits))];
    if (c && (!best || *c < *best)) best = c;
  }
  return best;
}

StepCost step_cost(const HexMap& map, const MovementCosts& costs, Hex from, HexDirection d) {
  StepCost out;
  const Hex to = neighbor(from, d);
  if (!map.contains(from) || !map.contains(to)) {
    out.blocked = StepBlock::OffMap;
    return out;
  }
  const std::uint8_t roads = map.road_mask(from, d);
  if (roads != 0) {
    if (const auto rc = costs.road_cost(roads)) {
      out.cost = *rc;
      out.along_road = true;
      return out;
    }
  }
  const MovementEffect& e = costs.enter(map.terrain(to));
  if (!e.cost) {
    out.blocked = StepBlock::Terrain;
    return out;
  }
  if (e.road_only && roads == 0) {
    out.blocked = StepBlock::RoadOnly;
    return out;
  }
  out.cost = *e.cost;
  out.stop = e.stop;
  for (std::uint32_t bits = map.hexside_mask(from, d) & costs.costly_hexsides(); bits != 0; bits &= bits - 1) {
    const HexsideFeatureId f{static_cast<std::uint32_t>(std::countr_zero(bits))};
    const MovementEffect& c = costs.cross(f);
    if (!c.cost || (c.road_only && roads == 0)) {
      out.blocked = c.cost ? StepBlock::RoadOnly : StepBlock::Hexside;
      out.culprit = f;
      return out;
    }
    out.cost += *c.cost;
    out.stop = out.stop || c.stop;
  }
  return out;
}

StepCost step_cost(const HexMap& map, const Ruleset& rules, const std::vector<UnitClassId>& classes, Hex from,
                   HexDirection d) {
  return step_cost(map, MovementCosts(rules, classes), from, d);
}

std::string describe_step_block(const HexMap& map, const Ruleset& rules, Hex from, HexDirection d,
                                const StepCost& step) {
  const Hex to = neighbor(from, d);
  const auto hexside_text = [&](HexsideFeatureId f) {
    return lower_first(rules.hexside_feature(f).name) + " on hexside " + map.label(from) + "/" + map.label(to);
  };
  switch (step.blocked) {
    case StepBlock::None: return "";
    case StepBlock::OffMap: return "off the map";
    case StepBlock::Terrain:
      return "prohibited: " + lower_first(rules.terrain_type(map.terrain(to)).name) + " in hex " + map.label(to);
    case StepBlock::Hexside: return "prohibited: " + hexside_text(*step.culprit);
    case StepBlock::RoadOnly:
      if (step.culprit) return "only along a road: " + hexside_text(*step.culprit);
      return "only along a road: " + lower_first(rules.terrain_type(map.terrain(to)).name) + " in hex " +
             map.label(to);
  }
  return "";
}

// ---- the search -------------------------------------------------------------------------------

const ReachableArea::Entry* ReachableArea::best(Hex h) const {
  if (map_ == nullptr) return nullptr;
  const auto cell = map_->index_of_hex(h);
  if (!cell) return nullptr;
  const std::int32_t free_i = index_[2 * *cell], stop_i = index_[2 * *cell + 1];
  if (free_i < 0 && stop_i < 0) return nullptr;
  if (free_i < 0) return &entries_[static_cast<std::size_t>(stop_i)];
  if (stop_i < 0) return &entries_[static_cast<std::size_t>(free_i)];
  const Entry& a = entries_[static_cast<std::size_t>(free_i)];
  const Entry& b = entries_[static_cast<std::size_t>(stop_i)];
  return b.spent < a.spent ? &b : &a;  // ties go to the arrival that may go on
}

std::vector<Hex> ReachableArea::hexes() const {
  std::vector<Hex> out;
  out.reserve(order_.size());
  for (std::int32_t i : order_) {
    const Entry& e = entries_[static_cast<std::size_t>(i)];
    if (end_ok_[static_cast<std::size_t>(i)] != 0 && best(e.hex) == &e) out.push_back(e.hex);
  }
  return out;
}

bool ReachableArea::can_reach(Hex h) const {
  const Entry* e = best(h);
  return e != nullptr && end_ok_[static_cast<std::size_t>(e - entries_.data())] != 0;
}

std::optional<int> ReachableArea::spent(Hex h) const {
  const Entry* e = best(h);
  if (e == nullptr) return std::nullopt;
  return e->spent;
}

std::optional<int> ReachableArea::remaining(Hex h) const {
  const auto s = spent(h);
  if (!s) return std::nullopt;
  return movement_points_ - *s;
}

bool ReachableArea::ends_move(Hex h) const {
  const Entry* e = best(h);
  return e != nullptr && e->stopped;
}

std::vector<Hex> ReachableArea::path_to(Hex h) const {
  std::vector<Hex> out;
  const Entry* e = best(h);
  if (e == nullptr) return out;
  for (int i = static_cast<int>(e - entries_.data()); i >= 0; i = entries_[static_cast<std::size_t>(i)].prev)
    out.push_back(entries_[static_cast<std::size_t>(i)].hex);
  std::reverse(out.begin(), out.end());
  return out;
}

ReachableArea ReachableArea::search(const HexMap& map, const Ruleset& rules, const MoveQuery& query,
                                    std::optional<Hex> target) {
  ReachableArea area;
  area.start_ = query.start;
  area.movement_points_ = query.movement_points;
  area.map_ = &map;
  const auto start_cell = map.index_of_hex(query.start);
  if (!start_cell || query.movement_points < 0) {
    area.map_ = nullptr;
    return area;
  }
  area.index_.assign(2 * map.hex_count(), -1);
  area.entries_.reserve(256);
  area.end_ok_.reserve(256);
  area.order_.reserve(256);

  const MovementCosts costs(rules, query.unit_classes);
  const MovementHooks& hooks = query.hooks;
  const int budget = query.movement_points;

  // Min-heap of (MP spent, entry index); entries improved after being pushed leave stale items
  // behind, recognised by their outdated MP.
  using Item = std::pair<int, std::int32_t>;
  std::vector<Item> heap_storage;
  heap_storage.reserve(512);
  std::priority_queue<Item, std::vector<Item>, std::greater<Item>> heap(std::greater<Item>{},
                                                                        std::move(heap_storage));

  auto add = [&](Hex h, std::size_t cell, bool stopped, int spent, std::int32_t prev) {
    std::int32_t& slot = area.index_[2 * cell + (stopped ? 1 : 0)];
    if (slot >= 0) {
      Entry& e = area.entries_[static_cast<std::size_t>(slot)];
      if (spent >= e.spent) return;
      e.spent = spent;
      e.prev = prev;
    } else {
      slot = static_cast<std::int32_t>(area.entries_.size());
      area.entries_.push_back(Entry{h, spent, stopped, prev});
      area.end_ok_.push_back(hooks.may_end_in ? static_cast<std::uint8_t>(hooks.may_end_in(h)) : std::uint8_t{1});
    }
    heap.push({spent, slot});
  };

  add(query.start, *start_cell, false, 0, -1);
  while (!heap.empty()) {
    const auto [spent, idx] = heap.top();
    heap.pop();
    const Entry cur = area.entries_[static_cast<std::size_t>(idx)];
    if (cur.spent != spent) continue;  // stale
    area.order_.push_back(idx);
    if (target && cur.hex == *target && area.end_ok_[static_cast<std::size_t>(idx)] != 0) break;
    if (cur.stopped) continue;
    for (HexDirection d : kAllDirections) {
      const StepCost step = step_cost(map, costs, cur.hex, d);
      if (!step.allowed()) continue;
      MoveStep ms{cur.hex, neighbor(cur.hex, d), d, step.cost, step.stop, step.along_road, spent, cur.prev < 0};
      int cost = step.cost;
      if (hooks.extra_cost) cost = std::max(0, cost + hooks.extra_cost(ms));
      if (spent + cost > budget) continue;
      if (hooks.may_enter && !hooks.may_enter(ms)) continue;
      const bool stop = step.stop || (hooks.ends_move && hooks.ends_move(ms));
      const auto cell = map.index_of_hex(ms.to);
      add(ms.to, *cell, stop, spent + cost, idx);
    }
  }
  return area;
}

ReachableArea reachable_area(const HexMap& map, const Ruleset& rules, const MoveQuery& query) {
  return ReachableArea::search(map, rules, query, std::nullopt);
}

std::vector<Hex> best_path(const HexMap& map, const Ruleset& rules, const MoveQuery& query, Hex to) {
  const ReachableArea area = ReachableArea::search(map, rules, query, to);
  if (!area.can_reach(to)) return {};
  return area.path_to(to);
}

}  // namespace hexfire
