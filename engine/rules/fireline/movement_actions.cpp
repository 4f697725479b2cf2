// Script verbs and CLI helpers for move, assault and rally.
#include "engine/rules/fireline/movement_actions.hpp"

#include <algorithm>
#include <cstdio>

#include "engine/rules/fireline/rally.hpp"

namespace hexfire::fireline {
namespace {

std::string percent(const Probability& p) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.1f%%", 100.0 * p.value());
  return buf;
}

std::string run_move(GameState& s, const FirelineContext& ctx, const ScriptLine& l, DiceSource& dice, ActionReport& r) {
  std::string why;
  const auto a = parse_move_args(s, l.args, why);
  if (!a) return why;
  return move_stack(s, ctx, *a, dice, r);
}

std::string run_assault(GameState& s, const FirelineContext& ctx, const ScriptLine& l, DiceSource& dice,
                        ActionReport& r) {
  std::string why;
  const auto a = parse_assault_args(s, l.args, why);
  if (!a) return why;
  return assault_stack(s, ctx, *a, dice, r);
}

std::string run_rally(GameState& s, const FirelineContext& ctx, const ScriptLine& l, DiceSource& dice,
                      ActionReport& r) {
  if (l.args.size() != 1) return "needs the hex of the stack";
  std::string why;
  const auto h = parse_script_hex(s, l.args[0], why);
  if (!h) return why;
  return rally_in(s, ctx, *h, dice, r);
}

}  // namespace

std::string move_stack(GameState& s, const FirelineContext& ctx, const MoveArgs& a, DiceSource& dice, ActionReport& r) {
  const StraggleChoice answer = a.on_straggle;
  const Hex from = *s.unit(a.order.units.front()).position;
  MoveResult out = execute_move(s, ctx, a.order, dice, [answer](const StragglePrompt&) { return answer; });
  if (!out.legal) return out.error;
  r.log.push_back(s.map().label(from) + " moves: " + out.ledger.result_text);
  r.resolutions.push_back(std::move(out.ledger));
  return {};
}

std::string assault_stack(GameState& s, const FirelineContext& ctx, const AssaultOrder& a, DiceSource& dice,
                          ActionReport& r) {
  AssaultResult out = execute_assault(s, ctx, a, dice);
  if (!out.legal) return out.error;
  r.log.push_back(s.map().label(a.from) + " assaults " + s.map().label(a.target) + ": " + out.outcome);
  r.resolutions.push_back(std::move(out.ledger));
  return {};
}

std::string rally_in(GameState& s, const FirelineContext& ctx, Hex h, DiceSource& dice, ActionReport& r) {
  RallyResult out = rally_stack(s, ctx, h, dice);
  if (!out.legal) return out.error;
  r.log.push_back(s.map().label(h) + (out.rallied ? " rallies: " : " fails to rally: ") + status_name(out.after));
  r.resolutions.push_back(std::move(out.ledger));
  return {};
}

void add_movement_actions(ActionRegistry& registry) {
  registry.add({"move", "move FROM TO [TO ...] [horse] [charge] [straggle=hit|stop] [units=N,N]",
                "the stack in FROM (or the units named) moves along the hexes given; straggle checks rolled, the owner's answer given",
                run_move});
  registry.add({"assault", "assault FROM TARGET [charge]",
                "the stack in FROM assaults the adjacent TARGET (pre-assault fire, rounds, retreat, occupation)",
                run_assault});
  registry.add({"rally", "rally HEX", "the disrupted or routed stack in HEX tries to rally", run_rally});
}

std::optional<MoveArgs> parse_move_args(const GameState& s, const std::vector<std::string>& args, std::string& why) {
  MoveArgs a;
  std::optional<Hex> from;
  std::optional<std::vector<UnitId>> picked;
  for (const auto& w : args) {
    if (w.rfind(kUnitsPrefix, 0) == 0) {
      if (picked) {
        why = "units= is given twice";
        return std::nullopt;
      }
      picked = parse_unit_list(s, w.substr(std::string(kUnitsPrefix).size()), why);
      if (!picked) return std::nullopt;
    } else if (w == "horse") a.order.segment = Segment::Horse;
    else if (w == "charge") a.order.charging = true;
    else if (w == "straggle=hit") a.on_straggle = StraggleChoice::TakeHit, a.standing = true;
    else if (w == "straggle=stop") a.on_straggle = StraggleChoice::Stop, a.standing = true;
    else {
      const auto h = parse_script_hex(s, w, why);
      if (!h) return std::nullopt;
      if (!from) from = h;
      else a.order.path.push_back(*h);
    }
  }
  if (!from || a.order.path.empty()) {
    why = "needs the stack's hex and at least one hex to move to";
    return std::nullopt;
  }
  a.order.units = s.stack_at(*from);
  if (a.order.units.empty()) {
    why = "there are no units in " + s.map().label(*from);
    return std::nullopt;
  }
  if (picked) {  // part of the stack moves; the rest stays
    for (std::size_t i = 0; i < picked->size(); ++i) {
      const UnitId id = (*picked)[i];
      if (std::find(a.order.units.begin(), a.order.units.end(), id) == a.order.units.end()) {
        why = s.unit(id).name + " is not in " + s.map().label(*from);
        return std::nullopt;
      }
      if (std::find(picked->begin(), picked->begin() + static_cast<std::ptrdiff_t>(i), id) !=
          picked->begin() + static_cast<std::ptrdiff_t>(i)) {
        why = s.unit(id).name + " is named twice in units=";
        return std::nullopt;
      }
    }
    a.order.units = *picked;
  }
  return a;
}

std::optional<AssaultOrder> parse_assault_args(const GameState& s, const std::vector<std::string>& args,
                                               std::string& why) {
  if (args.size() < 2 || args.size() > 3 || (args.size() == 3 && args[2] != "charge")) {
    why = "needs the attacking hex, the target hex and optionally 'charge'";
    return std::nullopt;
  }
  const auto f = parse_script_hex(s, args[0], why);
  if (!f) return std::nullopt;
  const auto t = parse_script_hex(s, args[1], why);
  if (!t) return std::nullopt;
  return AssaultOrder{*f, *t, args.size() == 3};
}

Resolution move_preview_ledger(const GameState& s, const MovePreview& pv) {
  Resolution l;
  l.kind = "move";
  l.system = "fireline";
  const HexMap& map = s.map();
  const MovePlan& p = pv.plan;
  l.title = "Move preview " + map.label(p.start) + " -> " + map.label(p.end());
  l.inputs.push_back({"MP", std::to_string(p.spent()) + " of " + std::to_string(p.allowance) +
                                (p.bonus ? " + " + std::to_string(p.bonus) + " bonus" : "")});
  l.inputs.push_back({"Thoroughfare", p.bonus_reason});
  l.base_label = "MP spent";
  l.base_value = p.spent();
  l.hexes.push_back(p.start);
  for (const MoveLeg& leg : p.legs) {
    l.hexes.push_back(leg.to);
    std::string n = map.label(leg.from) + " -> " + map.label(leg.to) + ": " + std::to_string(leg.cost) + " MP";
    if (leg.along_road) n += ", road";
    if (leg.bonus) n += ", bonus hex";
    if (leg.straggle) n += ", straggle check";
    if (!leg.note.empty()) n += "; " + leg.note;
    l.notes.push_back(n);
  }
  for (const StragglePreview& c : pv.checks) {
    Resolution r;
    r.kind = "straggle";
    r.system = "fireline";
    r.title = c.check.title;
    r.inputs = c.check.morale_lines;
    r.base_label = "Average morale";
    r.base_value = c.check.morale;
    r.base_row = c.check.band + ": straggles on " + std::to_string(c.check.threshold) + "+";
    r.modifiers = c.check.drms;
    r.notes.push_back("a natural " + std::to_string(c.check.always_face) + " always straggles");
    r.result = "P(straggle) = " + percent(c.straggle);
    r.result_text = to_decimal(c.straggle.count) + "/" + to_decimal(c.straggle.total) +
                    ", if the stack gets this far unhurt";
    l.follow_ups.push_back(std::move(r));
  }
  return l;
}

std::optional<ActionPreview> move_action(GameState& s, const FirelineContext& ctx, const std::vector<std::string>& args,
                                         DiceSource* forced, std::string& why) {
  const auto a = parse_move_args(s, args, why);
  if (!a) return std::nullopt;
  const StraggleChoice answer = a->on_straggle;
  const StraggleDecider decide = [answer](const StragglePrompt&) { return answer; };
  MovePreview pv = preview_move(ctx, s, a->order, decide);
  if (!pv.plan.legal) {
    why = "illegal move: " + pv.plan.error;
    return std::nullopt;
  }
  ActionPreview out;
  out.odds = pv.outcomes;
  if (forced) out.ledger = execute_move(s, ctx, a->order, *forced, decide).ledger;
  else out.ledger = move_preview_ledger(s, pv);
  return out;
}

std::optional<ActionPreview> assault_action(GameState& s, const FirelineContext& ctx,
                                            const std::vector<std::string>& args, DiceSource* forced,
                                            std::string& why) {
  const auto a = parse_assault_args(s, args, why);
  if (!a) return std::nullopt;
  const AssaultPlan plan = plan_assault(ctx, s, *a);
  if (!plan.legal) {
    why = "illegal assault: " + plan.error;
    return std::nullopt;
  }
  ActionPreview out;
  out.odds = *assault_odds(s, ctx, *a);
  if (forced) {
    out.ledger = execute_assault(s, ctx, *a, *forced).ledger;
  } else {
    out.ledger.kind = "assault";
    out.ledger.system = "fireline";
    out.ledger.title = "Assault preview " + s.map().label(a->from) + " -> " + s.map().label(a->target) +
                       " (first round as things stand, before pre-assault fire)";
    if (plan.disrupted_before_first_round) out.ledger.notes.push_back(plan.marsh_reason);
    out.ledger.follow_ups = {plan.attack.ledger, plan.defence.ledger};
  }
  return out;
}

std::optional<ActionPreview> rally_action(GameState& s, const FirelineContext& ctx,
                                          const std::vector<std::string>& args, DiceSource* forced,
                                          std::string& why) {
  if (args.size() != 1) {
    why = "needs the hex of the stack";
    return std::nullopt;
  }
  const auto h = parse_script_hex(s, args[0], why);
  if (!h) return std::nullopt;
  const auto odds = rally_odds(s, ctx, *h, &why);
  if (!odds) return std::nullopt;
  ActionPreview out;
  out.odds = *odds;
  if (forced) {
    out.ledger = rally_stack(s, ctx, *h, *forced).ledger;
  } else {
    GameState copy = s;
    ScriptedDice zero({0});
    out.ledger = rally_stack(copy, ctx, *h, zero).ledger;  // the AMM lines; the die is not shown
    out.ledger.dice.clear();
    out.ledger.result.clear();
    out.ledger.result_text.clear();
    out.ledger.consequences.clear();
  }
  return out;
}

}  // namespace hexfire::fireline
