// Move execution and preview; both walk the plan's legs in the same loop.
#include "engine/rules/fireline/movement_execute.hpp"

#include <algorithm>

#include "engine/rules/fireline/fireline_stack.hpp"

namespace hexfire::fireline {
namespace {

std::string leg_text(const GameState& state, const MoveLeg& leg) {
  const HexMap& map = state.map();
  std::string s = map.label(leg.from) + " -> " + map.label(leg.to) + ": " +
                  state.ruleset().terrain_type(map.terrain(leg.to)).name + ", " + std::to_string(leg.cost) +
                  " MP (" + std::to_string(leg.spent) + " spent)";
  if (leg.along_road) s += ", along the road";
  if (leg.bonus) s += ", bonus hex (no straggle check)";
  if (leg.leaves_ezoc) s += ", leaves EZOC";
  if (leg.enters_ezoc) s += ", enters EZOC";
  if (leg.in_enemy_mfz) s += ", enemy MFZ";
  if (leg.straggle) s += ", straggle check";
  if (!leg.note.empty()) s += "; " + leg.note;
  return s;
}

std::vector<UnitId> survivors(const GameState& state, const std::vector<UnitId>& units) {
  std::vector<UnitId> out;
  for (UnitId id : units)
    if (!state.unit(id).eliminated && state.unit(id).position) out.push_back(id);
  return out;
}

// Walks the plan's legs from `first`; `first_choice` answers the check of leg `first`, already
// rolled when the move was suspended there. Fills the result and the ledger's outcome.
void walk_legs(GameState& state, const FirelineContext& ctx, const MovePlan& plan, const MoveOrder& order,
               std::vector<UnitId> movers, std::size_t first, std::optional<StraggleChoice> first_choice,
               DiceSource& dice, const StraggleDecider& decide, MoveResult& res) {
  const HexMap& map = state.map();
  Resolution& l = res.ledger;
  Hex at = first < plan.legs.size() ? plan.legs[first].from : plan.end();
  bool stopped = false;
  for (std::size_t i = first; i < plan.legs.size(); ++i) {
    const MoveLeg& leg = plan.legs[i];
    if (leg.straggle) {
      const StraggleCheck check = make_straggle_check(ctx, state, movers, leg.from, leg.to, leg.along_road);
      Resolution ledger;
      bool straggled = false;
      std::optional<StraggleChoice> choice;
      if (i == first && first_choice) {
        ledger.kind = "straggle";
        ledger.system = "fireline";
        ledger.title = check.title + " (failed; the owner's answer)";
        ledger.result = "straggle";
        ledger.hexes = {leg.from, leg.to};
        straggled = true;
        choice = first_choice;
      } else {
        StraggleRoll roll = roll_straggle(check, dice);
        ledger = std::move(roll.ledger);
        straggled = roll.straggled;
        if (straggled) {
          StragglePrompt prompt = straggle_prompt(ctx, state, check);
          res.prompts.push_back(prompt);
          if (!decide) {
            ledger.consequences.push_back("the owner decides: take 1 O hit and continue, or stop in " +
                                          map.label(leg.from));
            l.follow_ups.push_back(std::move(ledger));
            res.awaiting = MoveResult::Pending{i, check, roll.die, roll.modified};
            stopped = true;
            break;
          }
          choice = decide(prompt);
        }
      }
      if (straggled) {
        res.choices.push_back(*choice);
        ledger.consequences.push_back(std::string("owner's choice: ") +
                                      (*choice == StraggleChoice::TakeHit ? "take 1 O hit and continue"
                                                                          : "stop in " + map.label(leg.from)));
        if (*choice == StraggleChoice::Stop) {
          ledger.consequences.push_back("the move ends in " + map.label(leg.from));
          l.follow_ups.push_back(std::move(ledger));
          res.stopped_by_straggle = true;
          stopped = true;
          break;
        }
        Resolution hit = apply_straggle_hit(state, ctx, check, dice);
        for (const auto& c : hit.consequences) ledger.consequences.push_back(c);
        ++res.o_hits;
        ledger.follow_ups.push_back(std::move(hit));
        movers = survivors(state, movers);
        if (movers.empty()) {
          l.follow_ups.push_back(std::move(ledger));
          stopped = true;
          break;
        }
      }
      l.follow_ups.push_back(std::move(ledger));
    }
    for (UnitId id : movers) state.move_unit(id, leg.to);
    at = leg.to;
    l.hexes.push_back(at);
  }
  res.end = at;
  res.completed = !stopped && at == plan.end();
  if (res.awaiting) {  // the move is not over: the thoroughfare tag is settled when it is
    l.result = "waiting";
    l.result_text = "waits in " + map.label(at) + ": stragglers, the owner decides" +
                    (res.o_hits ? " (" + std::to_string(res.o_hits) + " O hit" + (res.o_hits > 1 ? "s" : "") +
                                      " so far)"
                                : "");
    l.consequences.push_back("stack now in " + map.label(at));
    return;
  }
  const bool on_road = !plan.legs.empty() && std::all_of(plan.legs.begin(), plan.legs.end(), [](const MoveLeg& g) {
    return g.along_road;
  });
  for (UnitId id : survivors(state, movers)) {
    set_tag(state.unit_mut(id), kTagThoroughfare, on_road && at != plan.start);
    // The stack is charging from here into its assault: fire at it reads the tag (5.6 "Target
    // charge"), and the assault, or the end of the activation, clears it.
    set_tag(state.unit_mut(id), kTagCharging, order.charging);
  }
  l.result = res.completed ? "moved" : (res.stopped_by_straggle ? "stopped" : "ended");
  l.result_text = (res.completed ? "ends in " : "stops in ") + map.label(at) +
                  (res.o_hits ? ", " + std::to_string(res.o_hits) + " O hit" + (res.o_hits > 1 ? "s" : "") : "");
  l.consequences.push_back("stack now in " + map.label(at));
}

void describe_move(const GameState& state, const MoveOrder& order, const MovePlan& plan, Resolution& l) {
  const HexMap& map = state.map();
  const Unit& lead = state.unit(order.units.front());
  l.title = lead.name + (order.units.size() > 1 ? " and stack" : "") + " moves " + map.label(plan.start) + " -> " +
            map.label(plan.end()) + " (" + segment_name(order.segment) + " segment)";
  std::string names;
  for (UnitId id : order.units) names += (names.empty() ? "" : ", ") + state.unit(id).name;
  l.inputs.push_back({"Units", names});
  l.inputs.push_back({"Segment", std::string(segment_name(order.segment)) + ": " + std::to_string(plan.allowance) +
                                     " MP (slowest unit, 5.2)"});
  l.inputs.push_back({"Thoroughfare", plan.bonus_reason});
  if (order.charging) l.inputs.push_back({"Charge", "cavalry charging into an assault: no straggle checks (5.3)"});
  l.base_label = "MP spent";
  l.base_value = plan.spent();
}

}  // namespace

StraggleChoice always_take_hit(const StragglePrompt&) { return StraggleChoice::TakeHit; }
StraggleChoice always_stop(const StragglePrompt&) { return StraggleChoice::Stop; }

MoveResult execute_move(GameState& state, const FirelineContext& ctx, const MoveOrder& order, DiceSource& dice,
                        const StraggleDecider& decide) {
  MoveResult res;
  const MovePlan plan = plan_move(ctx, state, order);
  res.legal = plan.legal;
  res.error = plan.error;
  res.end = plan.start;
  Resolution& l = res.ledger;
  l.kind = "move";
  l.system = "fireline";
  if (!plan.legal) {
    l.title = "Illegal move";
    l.result = "illegal";
    l.result_text = plan.error;
    return res;
  }
  describe_move(state, order, plan, l);
  l.hexes.push_back(plan.start);
  for (const MoveLeg& leg : plan.legs) l.notes.push_back(leg_text(state, leg));
  walk_legs(state, ctx, plan, order, order.units, 0, std::nullopt, dice, decide, res);
  return res;
}

MoveResult resume_move(GameState& state, const FirelineContext& ctx, Hex start, const MoveOrder& order,
                       std::size_t leg, StraggleChoice choice, DiceSource& dice, const StraggleDecider& decide) {
  MoveResult res;
  Resolution& l = res.ledger;
  l.kind = "move";
  l.system = "fireline";
  // The plan of the whole move, as it was made: the stack put back where it started, on a copy.
  GameState before = state;
  for (UnitId id : order.units) before.move_unit(id, start);
  const MovePlan plan = plan_move(ctx, before, order);
  const auto at = order.units.empty() ? std::nullopt : state.unit(order.units.front()).position;
  if (!plan.legal || leg >= plan.legs.size() || !plan.legs[leg].straggle || !at || *at != plan.legs[leg].from) {
    res.error = plan.legal ? "no move of this stack waits on a straggle check there" : plan.error;
    l.title = "Illegal straggle answer";
    l.result = "illegal";
    l.result_text = res.error;
    return res;
  }
  res.legal = true;
  res.end = *at;
  describe_move(state, order, plan, l);
  l.title += choice == StraggleChoice::TakeHit ? ": stragglers, 1 O hit taken" : ": stragglers, stops";
  l.hexes.push_back(*at);
  for (std::size_t i = leg; i < plan.legs.size(); ++i) l.notes.push_back(leg_text(state, plan.legs[i]));
  walk_legs(state, ctx, plan, order, order.units, leg, choice, dice, decide, res);
  return res;
}

MovePreview preview_move(const FirelineContext& ctx, const GameState& state, const MoveOrder& order,
                         const StraggleDecider& decide) {
  MovePreview pv;
  pv.plan = plan_move(ctx, state, order);
  if (!pv.plan.legal) return pv;
  // Each check as it will be rolled if the stack arrives unhurt: walk a copy along the path.
  GameState walk = state;
  for (std::size_t i = 0; i < pv.plan.legs.size(); ++i) {
    const MoveLeg& leg = pv.plan.legs[i];
    if (leg.straggle) {
      StragglePreview sp;
      sp.leg = i;
      sp.check = make_straggle_check(ctx, walk, order.units, leg.from, leg.to, leg.along_road);
      sp.straggle = straggle_odds(sp.check);
      pv.checks.push_back(std::move(sp));
    }
    for (UnitId id : order.units) walk.move_unit(id, leg.to);
  }
  if (pv.checks.empty()) {
    pv.outcomes.paths = 1;
    pv.outcomes.outcomes.push_back({"ends in " + state.map().label(pv.plan.end()), {1, 1}});
    return pv;
  }
  pv.outcomes = enumerate_outcomes([&](DiceSource& dice) {
    GameState copy = state;
    const MoveResult r = execute_move(copy, ctx, order, dice, decide);
    return r.ledger.result_text + (r.stopped_by_straggle ? " (stragglers)" : "");
  });
  return pv;
}

}  // namespace hexfire::fireline
