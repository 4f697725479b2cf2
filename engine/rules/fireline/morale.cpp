// Average modified morale and the morale schedule (5.4), on a StackWork copy of the stack.
#include "engine/rules/fireline/morale.hpp"

#include "engine/rules/fireline/fireline_stack.hpp"
#include "engine/rules/fireline/leader_benefit.hpp"

namespace hexfire::fireline {

int floor_div(int a, int b) {
  const int q = a / b;
  return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q;
}

int StackWork::living() const {
  int n = 0;
  for (const auto& u : units) n += u.eliminated ? 0 : 1;
  return n;
}

void StackWork::make_quiet() {
  quiet = true;
  for (auto& u : units) u.name.reset();
  morale_modifiers.list.reset();
}

MoraleBreakdown StackWork::amm() const {
  MoraleBreakdown b;
  std::string terms;
  for (const auto& u : units) {
    if (u.eliminated) continue;
    ++b.units;
    b.sum += u.modified_morale();
    if (!terms.empty()) terms += " + ";
    terms += std::to_string(u.base_morale());
    if (u.hits) {
      terms += '-';  // appended in two steps: GCC 12 -Wrestrict misfires on "lit" + string at -O3
      terms += std::to_string(u.hits);
    }
  }
  b.average = b.units ? floor_div(b.sum, b.units) : 0;
  b.base_label = "(" + terms + ") / " + std::to_string(b.units) + " rounded down";
  b.modifiers.assign(morale_modifiers.begin(), morale_modifiers.end());
  b.value = b.average + morale_adjust;
  return b;
}

int StackWork::amm_value() const {
  int n = 0, sum = 0;
  for (const auto& u : units)
    if (!u.eliminated) ++n, sum += u.modified_morale();
  return (n ? floor_div(sum, n) : 0) + morale_adjust;
}

namespace {

// Morale modifiers add to the average morale the die is compared with (5.8).
Modifier line(const ModifierDef& d, ModifierSource source, std::string reason) {
  return {d.id, ModifierOp::Add, d.value, std::move(source), d.label, d.rule_ref, std::move(reason)};
}

}  // namespace

std::vector<Modifier> morale_schedule(const GameState& s, const FirelineContext& ctx, Hex h,
                                      const MoraleSituation& sit, UnitStatus stack_state) {
  const FirelineTables& t = ctx.tables;
  std::vector<Modifier> out;
  const std::string here = hex_name(s, h);
  if (stack_state == UnitStatus::Routed)
    out.push_back(line(t.morale("out_of_command"), ModifierSource::at_hex(h, "routed stack"), "the stack in " + here + " is routed (always out of command)"));
  else if (ctx.hooks.out_of_command)
    if (auto why = ctx.hooks.out_of_command(s, h))
      out.push_back(line(t.morale("out_of_command"), ModifierSource::at_hex(h, "out of command"), *why));
  if (sit.flanked) out.push_back(line(t.morale("flanked"), ModifierSource::situation("flanked"), *sit.flanked));
  if (ctx.hooks.isolated)
    if (auto why = ctx.hooks.isolated(s, h))
      out.push_back(line(t.morale("isolated"), ModifierSource::at_hex(h, "isolated"), *why));
  // One leader's +1 whatever the number of leaders: small arms only from a leader of their own
  // command (or the army's), artillery from any (leader_benefit.hpp).
  if (const LeaderBenefit lb = leader_benefit(s, h); lb.leader)
    out.push_back(line(t.morale("leader"), ModifierSource::of_leader(*lb.leader, h), lb.why));
  if (sit.charging) out.push_back(line(t.morale("charging"), ModifierSource::situation("charging"), *sit.charging));
  if (sit.no_los_target)
    out.push_back(line(t.morale("no_los_target"), ModifierSource::situation("No-LoS target"), *sit.no_los_target));
  return out;
}

StackWork snapshot_stack(const GameState& s, const FirelineContext& ctx, Hex h, const MoraleSituation& sit) {
  StackWork w;
  w.hex = h;
  w.label = hex_name(s, h);
  for (UnitId id : combat_units(s, h)) {
    const Unit& u = s.unit(id);
    const UnitType& t = s.unit_type(u.type);
    StackUnit su;
    su.id = id;
    su.name = std::make_shared<const std::string>(u.name);
    su.artillery = is_artillery(s, id);
    su.small_arms = is_small_arms(s, id);
    su.full_sp = t.strength;
    su.reduced_sp = t.reduced_strength;
    su.full_morale = t.morale;
    su.reduced_morale = t.reduced_morale;
    su.has_reduced_side = t.reduced_strength > 0;
    su.hits = fireline_unit(u).o_hits;
    su.reduced = u.reduced;
    w.units.push_back(su);
  }
  w.status = stack_status(s, h);
  auto lines = std::make_shared<std::vector<Modifier>>(morale_schedule(s, ctx, h, sit, w.status));
  for (const auto& m : *lines) w.morale_adjust += m.value;
  w.morale_modifiers.list = std::move(lines);
  return w;
}

void commit_stack(GameState& s, const StackWork& w) {
  for (const auto& su : w.units) {
    Unit& u = s.unit_mut(su.id);
    fireline_unit(u).o_hits = su.hits;
    u.reduced = su.reduced;
    u.status = w.status;
    if (su.eliminated && !u.eliminated) {
      u.eliminated = true;
      s.remove_unit(su.id);
    }
  }
}

MoraleBreakdown average_modified_morale(const GameState& s, const FirelineContext& ctx, Hex h,
                                        const MoraleSituation& sit) {
  return snapshot_stack(s, ctx, h, sit).amm();
}

int average_base_morale(const GameState& s, Hex h) {
  int sum = 0, n = 0;
  for (UnitId id : combat_units(s, h)) {
    sum += unit_base_morale(s, id);
    ++n;
  }
  return n ? floor_div(sum, n) : 0;
}

bool roll_morale_check(const StackWork& w, DiceSource& dice, const std::string& kind, const std::string& title,
                       Resolution* ledger) {
  const int amm = w.amm_value();
  const int die = dice.d10(kind);
  const bool passed = die <= amm;
  if (!ledger) return passed;
  Resolution& r = *ledger;
  r.kind = kind;
  r.system = "fireline";
  r.title = title;
  const MoraleBreakdown b = w.amm();
  r.inputs.push_back({"Stack", w.label + ", " + std::to_string(b.units) + " unit(s), " + status_name(w.status)});
  r.base_label = "Average morale " + b.base_label;
  r.base_value = b.average;
  r.modifiers = b.modifiers;
  r.final_row = "AMM " + std::to_string(b.value);
  r.dice.push_back({10, true, die, kind});
  r.result = passed ? "pass" : "fail";
  r.result_text = std::to_string(die) + (passed ? " <= " : " > ") + "AMM " + std::to_string(b.value);
  r.hexes.push_back(w.hex);
  return passed;
}

Resolution morale_check(const StackWork& w, DiceSource& dice, const std::string& kind, const std::string& title,
                        bool& passed) {
  Resolution r;
  passed = roll_morale_check(w, dice, kind, title, &r);
  return r;
}

}  // namespace hexfire::fireline
