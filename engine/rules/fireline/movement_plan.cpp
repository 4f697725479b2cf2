// Path legality for fireline moves. Costs, prohibitions, stops and road-only effects come from
// the chart via engine/map/movement.hpp; this file adds what the TEC notes say beyond the chart.
#include "engine/rules/fireline/movement_plan.hpp"

#include <algorithm>
#include <climits>
#include <sstream>

#include "engine/map/movement.hpp"
#include "engine/rules/fireline/charge_move.hpp"
#include "engine/rules/fireline/fireline_stack.hpp"
#include "engine/rules/fireline/mfz.hpp"
#include "engine/rules/fireline/movement_options.hpp"
#include "engine/rules/fireline/zoc.hpp"

namespace hexfire::fireline {
namespace {

bool has_word(const std::string& list, const std::string& word) {
  std::istringstream in(list);
  for (std::string w; in >> w;)
    if (w == word) return true;
  return false;
}

bool is_clear(const GameState& state, Hex h) { return state.ruleset().terrain_type(state.map().terrain(h)).clear; }

std::string terrain_name(const GameState& state, Hex h) {
  return state.ruleset().terrain_type(state.map().terrain(h)).name;
}

}  // namespace

const char* segment_name(Segment s) { return s == Segment::Action ? "action" : "horse"; }

std::optional<OrgId> stacking_ho(const FirelineContext& ctx, const GameState& state, UnitId unit) {
  return ho_at_level(state, unit, ctx.option("ho_level").value_or("regiment"));
}

std::optional<OrgId> ho_at_level(const GameState& state, UnitId unit, const std::string& level) {
  const auto& org = state.unit(unit).org;
  if (!org) return std::nullopt;
  std::optional<OrgId> at = org;
  for (std::size_t guard = 0; at && guard <= state.orgs().size(); ++guard) {
    if (state.org(*at).level == level) return at;
    at = state.org(*at).parent;
  }
  return org;
}

MovePlan plan_move(const FirelineContext& ctx, const GameState& state, const MoveOrder& order) {
  MovePlan p;
  const HexMap& map = state.map();
  const Ruleset& rules = state.ruleset();
  auto fail = [&p](std::string why) {
    p.legal = false;
    p.error = std::move(why);
    return p;
  };
  if (order.units.empty()) return fail("no units to move");
  const Unit& lead = state.unit(order.units.front());
  if (!lead.position || lead.eliminated) return fail(lead.name + " is not on the map");
  p.start = *lead.position;
  p.side = lead.side;

  std::vector<UnitClassId> classes;
  p.allowance = INT_MAX;
  bool disrupted = false;
  const char* mp_attribute = order.segment == Segment::Action ? "action_mp" : "horse_mp";
  for (UnitId id : order.units) {
    const Unit& u = state.unit(id);
    if (u.eliminated || u.position != lead.position)
      return fail(u.name + " is not in " + map.label(p.start) + " with " + lead.name);
    if (u.side != p.side) return fail(u.name + " is not on " + lead.name + "'s side");
    if (u.status == UnitStatus::Routed && order.rout_mp <= 0) return fail(u.name + " is routed: routed units move only by retreat (6.3)");
    disrupted = disrupted || u.status == UnitStatus::Disrupted;
    const UnitClassId cls = state.unit_type(u.type).unit_class;
    if (std::find(classes.begin(), classes.end(), cls) == classes.end()) classes.push_back(cls);
    const UnitClass& c = rules.unit_class(cls);
    const int mp = attribute_int(c.attributes, mp_attribute, 0);
    if (mp <= 0)
      return fail(u.name + " (" + c.name + ") does not move in the " + segment_name(order.segment) + " segment (5.2)");
    p.allowance = std::min(p.allowance, mp);
    if (c.attributes.count("straggles") && c.attributes.at("straggles") == "true") p.stack_straggles = true;
  }
  if (order.path.empty()) return fail("the path is empty");
  const bool rout = order.rout_mp > 0;
  if (rout) p.allowance = std::min(p.allowance, order.rout_mp);

  const MovementCosts costs(rules, classes);
  const MovementOptions opts = movement_options(ctx.option_values);
  Hex at = p.start;
  int spent = 0;
  std::string stopped;  // why the move has ended, once it has
  bool all_road = true;
  std::string enemy_zone;  // the first EZOC / enemy MFZ hex entered
  int bonus_size = INT_MAX;
  for (Hex to : order.path) {
    if (!stopped.empty()) return fail(stopped + ": the stack cannot go on to " + map.label(to));
    const auto d = direction_to(at, to);
    if (!d || !map.contains(to)) return fail(map.label(to) + " is not a map hex adjacent to " + map.label(at));
    const StepCost sc = step_cost(map, costs, at, *d);
    if (!sc.allowed()) return fail(describe_step_block(map, rules, at, *d, sc) + " (TEC)");
    MoveLeg leg;
    leg.from = at;
    leg.to = to;
    leg.along_road = !map.roads_between(at, to).empty();
    // TEC note i: road-only terrain (artillery on an embankment) is left only by a connected road.
    if (costs.enter(map.terrain(at)).road_only && !leg.along_road)
      return fail("the stack may leave " + terrain_name(state, at) + " in " + map.label(at) +
                  " only along a connected road or railroad (TEC i)");
    if (const auto owner = state.side_in(to); owner && *owner != p.side)
      return fail(map.label(to) + " holds an enemy stack: moving in is an assault, not a move");
    leg.cost = sc.cost;
    spent += sc.cost;
    leg.spent = spent;
    leg.leaves_ezoc = in_enemy_zone_of_control(ctx, state, at, p.side);
    leg.enters_ezoc = in_enemy_zone_of_control(ctx, state, to, p.side);
    leg.in_enemy_mfz = in_enemy_mfz(ctx, state, to, p.side);
    if (opts.mfz_blocks_leaving && !rout && !leg.in_enemy_mfz && in_enemy_mfz(ctx, state, at, p.side))
      return fail(map.label(at) + " is in an enemy MFZ and " + map.label(to) +
                  " is not: a stack may leave an enemy MFZ only by retreat (6.3, mfz_blocks_leaving)");
    if (sc.stop) {
      stopped = "entering " + terrain_name(state, to) + " in " + map.label(to) + " ends the move (TEC c, g)";
      leg.note = "stop: " + stopped;
    }
    const std::string exit_stop = terrain_attribute(state, at, "stop_on_exit");
    for (UnitClassId cls : classes)
      if (has_word(exit_stop, rules.unit_class(cls).id)) {
        stopped = rules.unit_class(cls).name + " must stop on leaving the " + terrain_name(state, at) + " in " +
                  map.label(at) + " (TEC d)";
        leg.note = "stop: " + stopped;
      }
    leg.straggle = p.stack_straggles && !order.charging && !rout && !is_clear(state, at) && !is_clear(state, to);
    all_road = all_road && leg.along_road;
    if (enemy_zone.empty() && (leg.enters_ezoc || leg.in_enemy_mfz))
      enemy_zone = map.label(to) + (leg.enters_ezoc ? " is in an enemy zone of control" : " is in an enemy MFZ");
    if (leg.along_road) {
      int best = 0;
      for (RoadTypeId r : map.roads_between(at, to))
        best = std::max(best, attribute_int(rules.road_type(r).attributes, "mp_bonus", 0));
      bonus_size = std::min(bonus_size, best);
    }
    p.legs.push_back(leg);
    at = to;
  }

  // Thoroughfare bonus (TEC note e).
  int available = 0;
  if (rout) {
    p.bonus_reason = "no thoroughfare bonus: a rout move (6.3)";
  } else if (!all_road) {
    p.bonus_reason = "no thoroughfare bonus: the move is not wholly on a road or railroad";
  } else if (disrupted) {
    p.bonus_reason = "no thoroughfare bonus: disrupted units may not use it";
  } else if (!enemy_zone.empty()) {
    p.bonus_reason = "no thoroughfare bonus: " + enemy_zone;
  } else {
    available = bonus_size == INT_MAX ? 0 : bonus_size;
    p.bonus_reason = "thoroughfare bonus +" + std::to_string(available) + " MP: the whole move is on the road";
  }
  if (spent > p.allowance + available)
    return fail("the path needs " + std::to_string(spent) + " MP and the stack has " + std::to_string(p.allowance) +
                (available ? " + " + std::to_string(available) + " bonus" : "") + " (" + p.bonus_reason + ")");
  if (spent > p.allowance) p.bonus = available;
  for (MoveLeg& leg : p.legs) {
    leg.bonus = leg.spent > p.allowance;
    if (leg.bonus) leg.straggle = false;  // no straggle check in the bonus hex (note e)
  }

  // Stacking (5.2): only units of one higher organization share the final hex.
  const Hex end = p.end();
  std::optional<UnitId> mover;  // a combat unit of the moving stack: leaders stack anywhere
  for (UnitId id : order.units)
    if (!mover && !state.is_leader(id)) mover = id;
  const auto mover_ho = mover ? stacking_ho(ctx, state, *mover) : std::nullopt;
  for (UnitId other : state.stack_at(end)) {
    if (std::find(order.units.begin(), order.units.end(), other) != order.units.end()) continue;
    if (!mover || state.is_leader(other)) continue;
    if (stacking_ho(ctx, state, other) != mover_ho)
      return fail(state.unit(other).name + " in " + map.label(end) +
                  " belongs to another higher organization: only units of one HO may stack (5.2)");
  }
  if (order.charging)
    if (auto why = charge_refusal(ctx, state, order, end)) return fail("not a charge: " + *why);
  p.legal = true;
  return p;
}

}  // namespace hexfire::fireline
