// Movement on the map: the cost of one step from the ruleset's terrain effects chart, the area a
// mover can reach with its MP (Dijkstra) and the best path there, with hooks that rule systems
// fill in (zones of control, occupied hexes, thoroughfare limits).
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "engine/hex/hex.hpp"
#include "engine/map/hex_map.hpp"
#include "engine/map/ruleset.hpp"

namespace hexfire {

// The chart resolved for one mover, so the search does no string look-ups.
//
// For a stack of several classes each effect is the worst over its classes: prohibited if any
// class is prohibited, the highest cost, stop or road_only if any class has it. With no class,
// the base chart applies. Per-class overrides come from movement_by_class / crossing_by_class,
// keyed by UnitClass::id.
class MovementCosts {
 public:
  MovementCosts(const Ruleset& rules, const std::vector<UnitClassId>& classes = {});

  const MovementEffect& enter(TerrainId t) const { return terrain_.at(t.value); }
  const MovementEffect& cross(HexsideFeatureId f) const { return hexside_[f.value]; }
  // Cheapest cost of the road types in `mask` (bits of RoadTypeId), nothing if none has a cost.
  std::optional<int> road_cost(std::uint8_t mask) const;
  // Hexside features whose crossing effect is anything but free and allowed (skip the rest fast).
  std::uint32_t costly_hexsides() const { return costly_hexsides_; }

 private:
  std::vector<MovementEffect> terrain_;
  std::array<MovementEffect, 32> hexside_{};
  std::array<std::optional<int>, 8> road_{};
  std::uint32_t costly_hexsides_ = 0;
};

// Why a step is not allowed by the chart.
enum class StepBlock { None, OffMap, Terrain, Hexside, RoadOnly };

// One step into a neighbouring hex as the chart sees it.
//
// Road rule: when a road or railroad links the two hexes and its RoadType has a cost, the mover
// may follow it: the step costs the road cost (the cheapest linking type) and the entered hex's
// terrain and the crossed hexside (bridge, gate, gap) have no effect at all. A linking road type
// without a cost changes nothing except that it satisfies road_only effects. Otherwise the cost
// is the terrain cost of the entered hex plus the crossing cost of each feature on the hexside;
// `stop` if either says stop.
struct StepCost {
  StepBlock blocked = StepBlock::None;
  int cost = 0;
  bool stop = false;        // entering ends the move
  bool along_road = false;  // the road cost was used
  std::optional<HexsideFeatureId> culprit;  // the hexside feature behind Hexside / RoadOnly
  bool allowed() const { return blocked == StepBlock::None; }
};

StepCost step_cost(const HexMap& map, const MovementCosts& costs, Hex from, HexDirection d);
// Convenience for a single question (resolves the chart each call; use MovementCosts in loops).
StepCost step_cost(const HexMap& map, const Ruleset& rules, const std::vector<UnitClassId>& classes, Hex from,
                   HexDirection d);
// "prohibited: water in hex 0405", "prohibited: river on hexside 0404/0405", ...; "" if allowed.
std::string describe_step_block(const HexMap& map, const Ruleset& rules, Hex from, HexDirection d,
                                const StepCost& step);

// What the hooks are told about a step the search is considering (the chart's verdict already
// applied: hooks are only asked about steps the chart allows).
struct MoveStep {
  Hex from;
  Hex to;
  HexDirection dir = HexDirection::N;
  int cost = 0;             // MP from the chart (after the road rule), before extra_cost
  bool stop = false;        // the chart says entering ends the move
  bool along_road = false;
  int mp_spent = 0;         // MP already spent to reach `from` on this path
  bool from_start = false;  // `from` is the start hex (first step of the move)
};

// Rule-system hooks; any may be left empty. They must be pure functions of the step (the search
// keeps one best arrival per hex and "stopped" state, so path-dependent rules such as "the whole
// move on the road" are expressed by running a second search with a restricting may_enter).
struct MovementHooks {
  // False: the step is not allowed (enemy-occupied hex, leaving an MFZ other than by retreat).
  std::function<bool(const MoveStep&)> may_enter;
  // MP added to the step (e.g. +1 to leave an EZOC in some systems). May be negative, but a
  // step never costs less than 0.
  std::function<int(const MoveStep&)> extra_cost;
  // True: the mover stops in `to` (entering an EZOC, artillery leaving a run).
  std::function<bool(const MoveStep&)> ends_move;
  // False: the mover may pass through `h` but not finish there (overstacking).
  std::function<bool(Hex h)> may_end_in;
};

struct MoveQuery {
  Hex start;
  int movement_points = 0;
  std::vector<UnitClassId> unit_classes;  // the mover's classes (a stack: all of them)
  MovementHooks hooks;
};

// Every hex the mover can reach, each with the fewest MP spent to get there, and a best path.
class ReachableArea {
 public:
  struct Entry {
    Hex hex;
    int spent = 0;        // MP spent on the best path
    bool stopped = false; // the best path's last step ends the move there
    int prev = -1;        // entry index of the previous hex on that path, -1 at the start
  };

  Hex start() const { return start_; }
  int movement_points() const { return movement_points_; }

  // Hexes where the mover may end its move (the start hex included), in order of MP spent.
  std::vector<Hex> hexes() const;
  bool can_reach(Hex h) const;  // h is one of hexes()
  // The next four answer for every hex the search reached, including hexes the mover may only
  // pass through (may_end_in said no); nothing / false / empty for hexes it did not reach.
  std::optional<int> spent(Hex h) const;      // MP used on the best path to h
  std::optional<int> remaining(Hex h) const;  // movement_points - spent
  bool ends_move(Hex h) const;                // the best arrival in h ends the move
  std::vector<Hex> path_to(Hex h) const;      // the best path start..h inclusive

  // Raw search results, including hexes passed through but not allowed as an end (may_end_in).
  const std::vector<Entry>& entries() const { return entries_; }

 private:
  friend ReachableArea reachable_area(const HexMap&, const Ruleset&, const MoveQuery&);
  friend std::vector<Hex> best_path(const HexMap&, const Ruleset&, const MoveQuery&, Hex);
  // The one search both use; with a target it stops once the target is settled.
  static ReachableArea search(const HexMap& map, const Ruleset& rules, const MoveQuery& query,
                              std::optional<Hex> target);
  const Entry* best(Hex h) const;

  Hex start_;
  int movement_points_ = 0;
  const HexMap* map_ = nullptr;
  std::vector<Entry> entries_;
  std::vector<std::uint8_t> end_ok_;  // per entry: may_end_in allowed it
  std::vector<std::int32_t> order_;   // entry indices in the order the search settled them
  // Per map cell, two slots (arrived free to go on, arrived stopped): index into entries_ or -1.
  std::vector<std::int32_t> index_;
};

// The reachable area within query.movement_points. A step is taken only if its cost fits in the
// MP left (no minimum-move rule here: systems that grant one add it themselves). A start hex off
// the map gives an empty area.
ReachableArea reachable_area(const HexMap& map, const Ruleset& rules, const MoveQuery& query);

// The cheapest path from query.start to `to` (start and `to` included) within
// query.movement_points, or empty if there is none; stops searching once `to` is settled.
std::vector<Hex> best_path(const HexMap& map, const Ruleset& rules, const MoveQuery& query, Hex to);

}  // namespace hexfire
