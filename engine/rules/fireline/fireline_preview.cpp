// Fireline previews for the front end, built only from the fireline rules code that also carries
// the actions out (plan_move, preview_move, plan_fire, fire_odds, plan_assault, assault_odds),
// so a preview can never disagree with the roll.
#include "engine/rules/fireline/fireline_preview.hpp"

#include <algorithm>
#include <cstdio>
#include <map>
#include <queue>

#include "engine/rules/fireline/action_script.hpp"
#include "engine/rules/fireline/assault.hpp"
#include "engine/rules/fireline/charge_move.hpp"
#include "engine/rules/fireline/fire.hpp"
#include "engine/rules/fireline/fireline_flow.hpp"
#include "engine/rules/fireline/fireline_stack.hpp"
#include "engine/rules/fireline/fireline_system.hpp"
#include "engine/rules/fireline/movement_execute.hpp"
#include "engine/rules/fireline/movement_actions.hpp"
#include "engine/rules/fireline/straggle.hpp"
#include "engine/rules/rule_system.hpp"

namespace hexfire::fireline {

std::unique_ptr<PreviewProvider> FirelineSystem::make_previews() const {
  return std::make_unique<FirelinePreview>(*this);
}

FirelinePreview::FirelinePreview(const FirelineSystem& rules) : rules_(rules), ctx_(rules.context()) {}

namespace {

std::string side_key(const Match& m, Hex at) {
  const auto s = m.state.side_in(at);
  if (s) return m.state.side(*s).key;
  return m.flow.in_control ? m.state.side(*m.flow.in_control).key : std::string();
}

MoveOrder order_for(const Match& m, Hex from, const std::vector<Hex>& path, const std::vector<UnitId>& units,
                    bool charging = false) {
  MoveOrder o;
  o.units = units.empty() ? m.state.stack_at(from) : units;
  o.path = path;
  o.segment = m.flow.phase == "horse" ? Segment::Horse : Segment::Action;
  o.charging = charging;
  return o;
}

// A cheap first look for the Charge action (plan_move judges every charge it allows): only a
// stack whose combat units are all mounted charges, and only in the Action Segment.
bool may_charge_at_all(const Match& m, Hex from, const std::vector<UnitId>& units) {
  if (m.flow.phase == "horse") return false;
  bool any = false;
  for (UnitId id : units.empty() ? m.state.stack_at(from) : units) {
    if (m.state.is_leader(id)) continue;
    if (!m.state.unit_class_of(id).mounted) return false;
    any = true;
  }
  return any;
}

bool next_to_an_enemy_stack(const Match& m, Hex h, SideId side) {
  for (HexDirection d : kAllDirections) {
    const Hex n = neighbor(h, d);
    if (!m.state.map().contains(n)) continue;
    const auto s = m.state.side_in(n);
    if (s && *s != side && !combat_units(m.state, n).empty()) return true;
  }
  return false;
}

bool stack_acted(const Match& m, Hex from, const std::vector<UnitId>& units) {
  for (UnitId id : units.empty() ? m.state.stack_at(from) : units)
    if (fireline_flow(m).moved.count(id) || fireline_flow(m).fired.count(id) || fireline_flow(m).assaulted.count(id) || fireline_flow(m).rallied.count(id))
      return true;
  return false;
}

std::string percent(double p) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.0f%%", p * 100.0);
  return buf;
}

// The state the fire would be resolved in: a stack that moved this activation fires as advance
// fire (the flow code tags it just before the fire action; the preview must see the same tag).
GameState fire_state(const Match& m, Hex firer) {
  GameState s = m.state;
  if (m.flow.prompts.empty())
    for (UnitId id : s.stack_at(firer))
      if (fireline_flow(m).moved.count(id)) set_tag(s.unit_mut(id), kTagAdvanceFire, true);
  return s;
}

}  // namespace

std::vector<ReachableHex> FirelinePreview::reach(const Match& m, const ActionRequest& r) const {
  std::vector<ReachableHex> out;
  if (r.action != "move" && r.action != "charge") return out;
  const Hex from = r.from;
  const std::vector<UnitId>& units = r.units;
  if (m.state.stack_at(from).empty() || stack_acted(m, from, units)) return out;
  if (r.action == "charge") return reach_for_charge(m, r);
  for (UnitId id : units)  // a pick must be in the hex
    if (m.state.unit(id).position != from) return out;
  struct Node {
    int cost = 0;
    int risks = 0;
    std::vector<Hex> path;
  };
  auto later = [](const Node& a, const Node& b) { return a.cost > b.cost; };
  std::priority_queue<Node, std::vector<Node>, decltype(later)> open(later);
  std::map<Hex, int> best{{from, 0}};
  open.push({});
  const HexMap& map = m.state.map();
  while (!open.empty()) {
    Node n = open.top();
    open.pop();
    const Hex at = n.path.empty() ? from : n.path.back();
    if (best[at] < n.cost) continue;
    if (!n.path.empty()) out.push_back({at, n.cost, n.path, n.risks});
    if (n.path.size() >= 24) continue;  // no segment allowance comes near this
    for (HexDirection d : kAllDirections) {
      const Hex next = neighbor(at, d);
      if (!map.contains(next) || next == from) continue;
      MoveOrder o = order_for(m, from, n.path, units);
      o.path.push_back(next);
      const MovePlan plan = plan_move(ctx_, m.state, o);
      if (!plan.legal) continue;
      const int c = plan.spent();
      const auto it = best.find(next);
      if (it != best.end() && it->second <= c) continue;
      best[next] = c;
      const int risks = static_cast<int>(std::count_if(plan.legs.begin(), plan.legs.end(),
                                                       [](const MoveLeg& l) { return l.straggle; }));
      open.push({c, risks, o.path});
    }
  }
  return out;
}

// A charging move costs what a move costs along the same hexes; it only skips the straggle
// checks and must end next to a stack it then charges. So the area is the Move action's, kept
// where a charging move along its cheapest path is legal (plan_move asks plan_assault).
std::vector<ReachableHex> FirelinePreview::reach_for_charge(const Match& m, const ActionRequest& r) const {
  std::vector<ReachableHex> out;
  const auto side = m.state.side_in(r.from);
  if (!side || !may_charge_at_all(m, r.from, r.units)) return out;
  ActionRequest as_move = r;
  as_move.action = "move";
  for (ReachableHex& h : reach(m, as_move)) {
    if (!next_to_an_enemy_stack(m, h.hex, *side)) continue;
    if (!plan_move(ctx_, m.state, order_for(m, r.from, h.path, r.units, true)).legal) continue;
    h.risks = 0;  // charging units do not check for stragglers (5.3)
    out.push_back(std::move(h));
  }
  return out;
}

ActionPreviewData FirelinePreview::preview_move(const Match& m, Hex from, const std::vector<Hex>& path,
                                                const std::vector<UnitId>& units, bool charging) const {
  ActionPreviewData out;
  const MovePreview p = fireline::preview_move(ctx_, m.state, order_for(m, from, path, units, charging));
  out.legal = p.plan.legal;
  out.error = p.plan.error;
  out.allowance = p.plan.allowance + p.plan.bonus;
  for (const MoveLeg& leg : p.plan.legs) out.steps.push_back({leg.to, leg.cost, leg.spent, false, 0.0, {}, leg.note});
  for (const StragglePreview& c : p.checks) {
    if (c.leg >= out.steps.size()) continue;
    PathStep& s = out.steps[c.leg];
    s.risk = true;
    s.risk_probability = c.straggle.value();
    s.risk_label = "straggle " + percent(s.risk_probability);
  }
  out.odds = p.outcomes;
  if (out.legal) out.ledger = move_preview_ledger(m.state, p);
  return out;
}

ActionPreviewData FirelinePreview::preview_fire(const Match& m, FireAction action) const {
  ActionPreviewData out;
  const Hex firer = action.firer, target = action.target;
  const std::vector<UnitId> firers = action.units;
  const GameState s = fire_state(m, firer);
  const FirePlan plan = plan_fire(s, ctx_, action);
  out.legal = plan.legal;
  out.error = plan.illegal_reason;
  out.ledger = plan.ledger;
  if (plan.legal) out.odds = fire_odds(s, ctx_, plan);
  if (plan.legal && ctx_.options.d_result_ask)
    out.ledger.notes.push_back("on a D the target's owner chooses disruption or the AMM test for 1 O hit instead; "
                               "the odds assume the test (5.5, d_result_o_hit_option)");
  // Each unit alone tells whether it can fire here at all and, if not, why. Only for an enemy
  // target: at an empty or friendly hex there is nothing to pick firers for.
  const auto target_side = s.side_in(target);
  if (!target_side || target_side == s.side_in(firer)) return out;
  for (UnitId id : combat_units(s, firer)) {
    Participant p;
    p.unit = id;
    p.strength = unit_strength(s, id);
    p.picked = firers.empty() || std::find(firers.begin(), firers.end(), id) != firers.end();
    action.units = {id};
    const FirePlan alone = plan_fire(s, ctx_, action);
    p.can_take_part = alone.legal;
    for (const FiringShare& f : plan.firers)
      if (f.unit == id) p.counts = f.sp;
    if (!p.can_take_part) p.note = alone.illegal_reason;
    else if (!p.picked) p.note = "holding fire";
    else if (!plan.legal) p.note = "picked";
    else if (p.counts == 0) p.note = "does not count: over the fire limit of " + m.state.map().label(firer);
    else if (p.counts < p.strength)
      p.note = "counts " + std::to_string(p.counts) + " of " + std::to_string(p.strength) + " SP: fire limit of " +
               m.state.map().label(firer);
    else p.note = "fires with all " + std::to_string(p.strength) + " SP";
    out.participants.push_back(std::move(p));
  }
  return out;
}

ActionPreviewData FirelinePreview::preview_assault(const Match& m, Hex from, Hex target) const {
  ActionPreviewData out;
  // After a charging move the stack's assault is the charge, whose line it adds (5.7).
  const AssaultOrder order{from, target, rules_.made_charging_move(m, from)};
  const AssaultPlan plan = plan_assault(ctx_, m.state, order);
  out.legal = plan.legal;
  out.error = plan.error;
  if (!plan.legal) return out;
  // The first round as things stand: the attacker's fire is the headline, the defender's answer
  // and the marsh note follow, each with its own ledger.
  out.ledger = plan.attack.ledger;
  out.ledger.title = "Assault from " + m.state.map().label(from) + " on " + m.state.map().label(target) +
                     " (first round, before pre-assault fire)";
  if (plan.disrupted_before_first_round) out.ledger.notes.push_back(plan.marsh_reason);
  out.ledger.follow_ups.push_back(plan.defence.ledger);
  std::string why;
  if (auto odds = assault_odds(m.state, ctx_, order, &why)) out.odds = std::move(*odds);
  else out.error = why;
  return out;
}

std::optional<std::string> FirelinePreview::bound_action(const Match& m, Hex from) const {
  // Its assault is now the charge; once reaction fire has left it unable to charge (disrupted,
  // routed), the rules ask nothing more of it and neither does the screen.
  if (!rules_.made_charging_move(m, from) || chargeable_targets(ctx_, m.state, from).empty()) return std::nullopt;
  return "assault";
}

std::vector<RulesTable> FirelinePreview::tables() const {
  std::vector<RulesTable> out;
  const Crt& crt = ctx_.tables.crt;
  RulesTable t{"crt", "Combat Results Table (d10: die faces per result)", {}, {}, {}};
  for (const CrtColumn& c : crt.columns)
    t.columns.push_back(c.paren.empty() ? c.outcome.code : c.outcome.code + " (" + c.paren + ")");
  for (const CrtRow& row : crt.rows) {
    t.row_labels.push_back(row.label);
    std::vector<std::string> cells(crt.columns.size());
    for (std::size_t col = 0; col < crt.columns.size(); ++col) {
      int lo = -1, hi = -1;
      for (int die = 0; die < 10; ++die)
        if (row.column_by_die[static_cast<std::size_t>(die)] == static_cast<int>(col)) {
          if (lo < 0) lo = die;
          hi = die;
        }
      cells[col] = lo < 0 ? "-" : lo == hi ? std::to_string(lo) : std::to_string(lo) + "-" + std::to_string(hi);
    }
    t.cells.push_back(std::move(cells));
  }
  out.push_back(std::move(t));
  const StraggleTable& st = ctx_.tables.straggle;
  RulesTable s{"straggle", "Straggle Table (d10: stragglers on a roll >= threshold)", {"threshold"}, {}, {}};
  for (const StraggleBand& b : st.bands) {
    s.row_labels.push_back("morale " + std::to_string(b.morale_min) + "-" + std::to_string(b.morale_max));
    s.cells.push_back({std::to_string(b.threshold)});
  }
  out.push_back(std::move(s));
  return out;
}

std::vector<ActionKind> FirelinePreview::actions() const {
  return {
      {"move", "Move", 'M', "move", ActionTarget::Path, true, false, "",
       "move the selected stack (or the ticked units of it) along a path: every straggle check with its odds"},
      {"charge", "Charge", 'C', "move", ActionTarget::Path, true, false, "",
       "cavalry: a charging move next to an enemy stack, with no straggle checks; the stack's next action is "
       "the charge (Assault), which adds to the assault line (5.3, 5.7)"},
      {"fire", "Fire", 'F', "fire", ActionTarget::Hex, true, false, "Fire (roll)",
       "fire at an enemy stack: ledger and exact odds; untick units in the Odds window to hold their fire "
       "(the fire limit still caps what counts)",
       false, "Firers: whole stack (best range factor first); untick to hold a unit's fire"},
      {"assault", "Assault", 'A', "assault", ActionTarget::Hex, false, true, "Assault (roll)",
       "assault an adjacent enemy stack: pre-assault fire, rounds and retreats with exact odds"},
      {"face", "Face", 'R', "face", ActionTarget::Facing, false, false, "",
       "turn the selected stack towards the hex clicked (or one hexside with Q/E, or right-drag from it): "
       "the front hexsides decide flank and rear"},
  };
}

ActionPreviewData FirelinePreview::preview(const Match& m, const ActionRequest& r) const {
  if (r.action == "move" || r.action == "charge") return preview_move(m, r.from, r.path, r.units, r.action == "charge");
  if (r.action == "fire") return preview_fire(m, FireAction{r.from, r.target, false, false, r.units});
  if (r.action == "assault") return preview_assault(m, r.from, r.target);
  ActionPreviewData out;
  if (r.action == "face") {  // facing costs nothing and rolls nothing: only its legality
    const auto why = rules_.validate(m, command(m, r));
    out.legal = !why;
    out.error = why.value_or("");
    return out;
  }
  out.error = "fireline has no action '" + r.action + "'";
  return out;
}

Command FirelinePreview::command(const Match& m, const ActionRequest& r) const {
  const HexMap& map = m.state.map();
  Command c{side_key(m, r.from), r.action == "charge" ? "move" : r.action, {map.label(r.from)}};
  if (r.action == "move" || r.action == "charge") {
    for (Hex h : r.path) c.args.push_back(map.label(h));
    if (r.action == "charge") c.args.emplace_back("charge");
    if (!r.units.empty() && r.units.size() < m.state.stack_at(r.from).size()) c.args.push_back(units_arg(r.units));
  } else if (r.action == "face") {
    c.args.push_back(direction_name(r.facing));
  } else {
    c.args.push_back(map.label(r.target));
    if (r.action == "fire" && !r.units.empty()) c.args.push_back(units_arg(r.units));
    if (r.action == "assault" && rules_.made_charging_move(m, r.from)) c.args.emplace_back("charge");
  }
  return c;
}

Command FirelinePreview::end_command(const Match& m) const {
  const auto side = m.flow.in_control ? m.flow.in_control : m.flow.active_side;
  return {side ? m.state.side(*side).key : std::string(), "end", {}};
}

std::vector<HexDirection> FirelinePreview::front_hexsides(const Match& m, UnitId unit) const {
  const HexDirection f = m.state.unit(unit).facing;
  std::vector<HexDirection> out;
  const int w = ctx_.options.front_half_width();
  for (int i = -w; i <= w; ++i) out.push_back(rotate(f, i));
  return out;
}

}  // namespace hexfire::fireline
