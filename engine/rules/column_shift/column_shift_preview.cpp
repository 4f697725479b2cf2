// Column-shift's PreviewProvider: the actions of an activation on the play screen (move along a
// path, fire and assault at a hex, charge along a path, cold steel at a hex, recover and dig in
// where the stack stands), each previewed with the rules' own ledger and, for fire, the exact
// odds of the same plan the roll reads.
#include <algorithm>

#include "engine/map/movement.hpp"
#include "engine/rules/answer_trial.hpp"
#include "engine/rules/column_shift/data_reads.hpp"
#include "engine/rules/terrain_effects.hpp"
#include "engine/rules/column_shift/carriers.hpp"
#include "engine/rules/column_shift/column_shift_board.hpp"
#include "engine/rules/column_shift/column_shift_system.hpp"
#include "engine/rules/column_shift/column_shift_unit.hpp"
#include "engine/rules/column_shift/declarations.hpp"
#include "engine/rules/column_shift/follow_on_odds.hpp"
#include "engine/rules/column_shift/leader_activation.hpp"
#include "engine/rules/preview.hpp"

namespace hexfire::column_shift {
namespace {

class ColumnShiftPreviews final : public PreviewProvider {
 public:
  explicit ColumnShiftPreviews(const ColumnShiftSystem& rules) : rules_(rules) {}

  std::vector<ActionKind> actions() const override {
    return {{"move", "Move", 'M', "move", ActionTarget::Path, false, false, "Move",
             "move the stack along a path, paying each hex's terrain cost from its movement"},
            {"fire", "Fire", 'F', "fire", ActionTarget::Hex, false, false, "Fire (roll)",
             "fire at an enemy stack: fire value, column, every shift and the exact odds; a leader's stack takes "
             "along the stacks of his command within his range (Shift+click)",
             true},
            {"assault", "Assault", 'A', "assault", ActionTarget::Hex, false, true, "Assault (roll)",
             "move into an adjacent enemy hex: one assault round, both sides' columns"},
            // Declarations on an assault (declarations.hpp): the same round with its shift.
            {"charge", "Charge", 'C', "assault", ActionTarget::Path, false, true, "Charge (roll)",
             "mounted cavalry charge across clear hexes into an enemy hex: an assault with the charge shift"},
            {"cold_steel", "Cold steel", 'B', "assault", ActionTarget::Hex, false, true, "Cold steel (roll)",
             "infantry companies assault with the bayonet: the cold steel shift, then both sides check M1"},
            {"recover", "Recover", 'R', "recover", ActionTarget::Self, false, false, "Recover (roll)",
             "disrupted and demoralized units try to recover (2d6 under morale)"},
            {"dig", "Dig in", 'D', "dig", ActionTarget::Self, false, false, "Dig in", "the stack digs in"},
            // Carried units and mounting (carriers.hpp): the stack itself, one activation each.
            {"load", "Load", 'O', "load", ActionTarget::Self, false, false, "Load",
             "the stack's units get on its wagons, trucks and prime movers"},
            {"unload", "Unload", 'U', "unload", ActionTarget::Self, false, false, "Unload",
             "the stack's loaded units get off their vehicles"},
            {"mount", "Mount", 'H', "mount", ActionTarget::Self, false, false, "Mount", "dismounted cavalry mount"},
            {"dismount", "Dismount", 'K', "dismount", ActionTarget::Self, false, false, "Dismount",
             "mounted cavalry dismount and fight on foot"}};
  }

  std::vector<ReachableHex> reach(const Match& m, const ActionRequest& r) const override {
    std::vector<ReachableHex> out;
    if (!m.flow.active_side) return out;
    const SideId side = *m.flow.active_side;
    const auto units = activation_units(m, side, r.from);
    if (units.empty()) return out;
    MoveQuery q;
    q.start = r.from;
    q.movement_points = ColumnShiftSystem::stack_movement(m, units);
    for (UnitId u : units) q.unit_classes.push_back(m.state.unit_type(m.state.unit(u).type).unit_class);
    const bool charge = r.action == "charge";
    q.hooks.may_enter = [&](const MoveStep& step) {
      if (m.state.holds_enemy_of(step.to, side)) return false;
      // A charge's run-up crosses clear hexes only.
      return !charge || m.state.ruleset().terrain_type(m.state.map().terrain(step.to)).clear;
    };
    const ReachableArea area = reachable_area(m.state.map(), m.state.ruleset(), q);
    if (charge) return charge_targets(m, r.from, area);
    for (Hex h : area.hexes()) {
      if (h == r.from) continue;
      std::vector<Hex> path = area.path_to(h);
      path.erase(path.begin());
      ReachableHex rh;
      rh.hex = h;
      rh.cost = *area.spent(h);
      rh.path = std::move(path);
      out.push_back(std::move(rh));
    }
    return out;
  }

  // Where a charge may end: an enemy hex next to a hex of the run-up area, entered along the
  // cheapest run-up, that the rules accept (enough clear hexes, the movement, the target).
  std::vector<ReachableHex> charge_targets(const Match& m, Hex from, const ReachableArea& area) const {
    std::vector<ReachableHex> out;
    for (Hex h : area.hexes()) {
      std::vector<Hex> path = area.path_to(h);
      path.erase(path.begin());
      for (int d = 0; d < 6; ++d) {
        const Hex n = neighbor(h, static_cast<HexDirection>(d));
        if (!m.state.map().contains(n) || std::any_of(out.begin(), out.end(), [&](const ReachableHex& x) { return x.hex == n; }))
          continue;
        ActionRequest req = make_path_request("charge", from, path);
        req.path.push_back(n);
        req.target = n;
        if (rules_.validate(m, command(m, req))) continue;
        ReachableHex rh;
        rh.hex = n;
        rh.cost = *area.spent(h) + 1;
        rh.path = req.path;
        out.push_back(std::move(rh));
      }
    }
    return out;
  }

  ActionPreviewData preview(const Match& m, const ActionRequest& r) const override {
    ActionPreviewData d;
    const Command c = command(m, r);
    if (auto why = rules_.validate(m, c)) {
      d.error = *why;
      return d;
    }
    d.legal = true;
    const SideId side = *m.flow.active_side;
    const auto units = activation_units(m, side, r.from);
    const bool night = m.flow.system ? static_cast<const ColumnShiftFlow&>(*m.flow.system.get()).night : false;
    if (r.action == "fire") {
      const FirePlan plan = plan_direct_fire(m.state, rules_.tables(), rules_.options().fire,
                                             {group_units(m, side, r.from, r.group), r.target, std::nullopt, night});
      d.ledger = plan.ledger;
      // Everything that follows, as the roll applies it: losses (the owner's choices on the first
      // candidate), every morale and leader casualty check (follow_on_odds.hpp).
      d.odds = direct_fire_follow_on_odds(m.state, rules_.tables(), rules_.options().morale, plan, board::first_candidate);
      return d;
    }
    if (r.action == "assault" || r.action == "cold_steel" || r.action == "charge") {
      // The round as it would start with the stack moved in, with what it declares.
      GameState trial = m.state;
      for (UnitId u : units) {
        trial.move_unit(u, r.target);
        column_shift_unit(trial.unit_mut(u)).dug_in = false;  // as carrying it out does
      }
      const Hex entered = r.action == "charge" && r.path.size() >= 2 ? r.path[r.path.size() - 2] : r.from;
      // Joining a melee (option assault_into_melee=next_round): the melee's next round as it will
      // be fought, with the stack in it.
      const bool join = rules_.joins_melee(m, r.target);
      AssaultSituation sit = join ? rules_.melee_round(m, r.target) : rules_.assault_situation(m, side, entered, r.target);
      declare(sit, r.action == "charge" ? Declaration::Charge : r.action == "cold_steel" ? Declaration::ColdSteel : Declaration::None);
      const AssaultPlan plan = plan_assault(trial, rules_.tables(), rules_.options().assault, sit);
      d.ledger = plan.attacker.ledger;
      d.ledger.follow_ups.push_back(plan.defender.ledger);
      if (join)
        d.ledger.notes.push_back("the stack joins the melee in " + m.state.map().label(r.target) +
                                 ": this round is fought at the next turn's start (option assault_into_melee)");
      // Both dice, both results and every check that follows (follow_on_odds.hpp), the round
      // as it is fought: a defender-first round recounts the attacker after the defender's result.
      d.odds = assault_round_odds(trial, rules_.tables(), rules_.options().assault, rules_.options().morale, sit,
                                  board::first_candidate);
      return d;
    }
    d.ledger.kind = r.action;
    d.ledger.system = "column-shift";
    d.ledger.title = to_line(c);
    if (const auto carry = carry_action_named(r.action)) {
      // What the stack would do, as the log will say it: carried out on a copy.
      GameState trial = m.state;
      d.ledger.notes = apply_carry(trial, plan_carry(trial, *carry, units, rules_.options().play.carrier_capacity));
      return d;
    }
    if (r.action == "move") {
      d.allowance = ColumnShiftSystem::stack_movement(m, units);
      std::vector<UnitClassId> classes;
      for (UnitId u : units) classes.push_back(m.state.unit_type(m.state.unit(u).type).unit_class);
      Hex at = r.from;
      int spent = 0;
      for (Hex h : r.path) {
        for (int dir = 0; dir < 6; ++dir)
          if (neighbor(at, static_cast<HexDirection>(dir)) == h) {
            const StepCost step =
                step_cost(m.state.map(), m.state.ruleset(), classes, at, static_cast<HexDirection>(dir));
            spent += step.cost;
            PathStep ps;
            ps.hex = h;
            ps.cost = step.cost;
            ps.spent = spent;
            d.steps.push_back(ps);
          }
        at = h;
      }
    }
    return d;
  }

  // Opportunity fire as the fire it is: the same plan, shifts measured to the unit fired at
  // (13.12), and the same follow-on odds as the Fire action; other answers that roll (cold steel
  // in reply) carried out on a copy under every die sequence.
  ActionPreviewData preview_answer(const Match& m, const Command& answer) const override {
    ActionPreviewData d;
    const auto parsed = rules_.parse(m, answer);
    if (const auto* why = std::get_if<std::string>(&parsed)) {
      d.error = *why;
      return d;
    }
    const ParsedCommand& pc = std::get<ParsedCommand>(parsed);
    const board::Body& body = static_cast<const board::CsCommand&>(*pc.body).body;
    if (std::holds_alternative<board::AnswerCmd>(body)) return preview_answer_by_trial(rules_, m, answer);
    const auto* op = std::get_if<board::OpFireCmd>(&body);
    if (!op) return d;
    if (auto why = rules_.check(m, pc)) {
      d.error = *why;
      return d;
    }
    const Unit& target = m.state.unit(op->target);
    if (!target.position) return d;
    const bool night = m.flow.system ? static_cast<const ColumnShiftFlow&>(*m.flow.system.get()).night : false;
    const FireOrder order{ColumnShiftSystem::acting_units(m, pc.side, op->from), *target.position, op->target, night};
    const FirePlan plan = plan_direct_fire(m.state, rules_.tables(), rules_.options().fire, order);
    d.legal = plan.legal;
    d.ledger = plan.ledger;
    d.ledger.hexes = {op->from, *target.position};
    if (plan.legal)
      d.odds = direct_fire_follow_on_odds(m.state, rules_.tables(), rules_.options().morale, plan, board::first_candidate);
    return d;
  }

  // The chart's costs and sight, and the fire and assault column shifts the hex's terrain (its
  // category, level and entrenchment) gives a stack in it, as direct_fire.cpp and assault.cpp
  // read them.
  std::vector<TerrainEffect> terrain_effects(const Match& m, Hex h, const std::vector<UnitId>& units) const override {
    std::vector<TerrainEffect> out = chart_terrain_effects(m.state, h, units);
    if (!m.state.map().contains(h)) return out;
    const ColumnShiftTables& t = rules_.tables();
    auto text = [](const ShiftDef& d, int value) {
      return modifier_effect_text(ModifierOp::ColumnShift, value) + ": " + d.label + " [" + d.rule_ref + "]";
    };
    const std::string cat = terrain_category(m.state, h);
    const bool cover = cat == "town" || cat == "woods";
    if (entrenched(m.state, h)) {
      const ShiftDef& d = t.fire("entrenchment");
      out.push_back({"Fire at it", text(d, cover && d.in_cover ? *d.in_cover : d.value)});
    }
    if (cover) out.push_back({"Fire at it", text(t.fire("town_or_woods"), t.fire("town_or_woods").value)});
    if (m.state.map().elevation(h) > 0) out.push_back({"Fire at it", text(t.fire("hill"), t.fire("hill").value)});
    for (const char* id : {"defender_entrenched_or_town", "defender_woods"}) {
      const ShiftDef* d = t.assault_shift(rules_.variant(), id);
      const bool applies = std::string(id) == "defender_woods" ? cat == "woods" : cat == "town" || entrenched(m.state, h);
      if (d && applies) out.push_back({"Assault it", text(*d, d->value)});
    }
    return out;
  }

  Command command(const Match& m, const ActionRequest& r) const override {
    const std::string key = acting_side_key(m);
    const HexMap& map = m.state.map();
    if (r.action == "move") {
      Command c{key, "move", {map.label(r.from)}};
      for (Hex h : r.path) c.args.push_back(map.label(h));
      if (r.path.empty()) c.args.push_back(map.label(r.target));
      return c;
    }
    if (r.action == "fire" || r.action == "assault") {
      Command c{key, r.action, {map.label(r.from), map.label(r.target)}};
      if (r.action == "fire" && !r.group.empty()) c.args.emplace_back("with");
      for (Hex h : r.action == "fire" ? r.group : std::vector<Hex>{}) c.args.push_back(map.label(h));
      return c;
    }
    if (r.action == "cold_steel") return {key, "assault", {map.label(r.from), map.label(r.target), "cold_steel"}};
    if (r.action == "charge") {
      std::vector<Hex> run_up = r.path;
      if (!run_up.empty()) run_up.pop_back();
      return {key, "assault", assault_words(map, r.from, run_up, r.target, Declaration::Charge)};
    }
    return {key, r.action, {map.label(r.from)}};
  }

  std::vector<RulesTable> tables() const override {
    std::vector<RulesTable> out;
    auto add = [&](const ColumnTable& t, const std::string& id) {
      RulesTable rt{id, t.title, {}, {}, {}};
      for (std::size_t c = 0; c < t.columns.size(); ++c) rt.columns.push_back(t.column_label(static_cast<int>(c)));
      for (int roll = t.first_roll(); roll <= t.last_roll(); ++roll) {
        rt.row_labels.push_back(std::to_string(roll));
        std::vector<std::string> row;
        for (std::size_t c = 0; c < t.columns.size(); ++c) row.push_back(t.cell(roll, static_cast<int>(c)).code);
        rt.cells.push_back(std::move(row));
      }
      out.push_back(std::move(rt));
    };
    add(rules_.tables().direct_fire, "direct_fire");
    add(rules_.tables().assault.at(rules_.variant()), "assault");
    return out;
  }

  // A leader's group (leader_activation.hpp): the stacks of his command he may take along.
  std::vector<Hex> group_candidates(const Match& m, const std::string& action, Hex from) const override {
    if (action != "fire" || !m.flow.active_side) return {};
    return command_hexes(m, *m.flow.active_side, from);
  }

  Command end_command(const Match& m) const override { return {acting_side_key(m), "end", {}}; }

  // No facing in this system: every hexside is a front.
  std::vector<HexDirection> front_hexsides(const Match&, UnitId) const override { return all_hexsides(); }

 private:
  const ColumnShiftSystem& rules_;
};

}  // namespace

std::unique_ptr<PreviewProvider> ColumnShiftSystem::make_previews() const {
  return std::make_unique<ColumnShiftPreviews>(*this);
}

}  // namespace hexfire::column_shift
