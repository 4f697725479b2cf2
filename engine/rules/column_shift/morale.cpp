#include "engine/rules/column_shift/morale.hpp"

#include <algorithm>

#include "engine/rules/column_shift/column_shift_unit.hpp"
#include "engine/rules/column_shift/data_reads.hpp"

namespace hexfire::column_shift {
namespace {

const char* const kSystem = "column-shift";


// The best morale modifier of a friendly, undemoralized leader within reach of the unit; a
// leader checks on his own (his printed morale is his own).
std::optional<std::pair<UnitId, int>> leader_help(const GameState& s, const MoraleOptions& o, UnitId unit) {
  const Unit& u = s.unit(unit);
  if (!u.position || s.is_leader(unit)) return std::nullopt;
  std::optional<std::pair<UnitId, int>> best;
  for (const Unit& l : s.units()) {
    if (!l.position || l.eliminated || l.side != u.side || !s.is_leader(l.id) || l.status == UnitStatus::Demoralized)
      continue;
    const int d = distance(*l.position, *u.position);
    if (d > (o.leader_reach == LeaderReach::Adjacent ? 1 : 0)) continue;
    const int mod = type_number(s, l.id, "morale_mod", 0);
    if (mod > 0 && (!best || mod > best->second)) best = std::make_pair(l.id, mod);
  }
  return best;
}

int roll_2d6(DiceSource& dice, const char* purpose, int& first, int& second) {
  first = dice.d6(purpose);
  second = dice.d6(purpose);
  return first + second;
}

bool in_cover_for_recovery(const GameState& s, Hex h) { return terrain_category(s, h) == "town" || entrenched(s, h); }

}  // namespace

std::optional<MoraleOptions> read_morale_options(const std::map<std::string, std::string>& values,
                                                 const std::string& variant, std::string& why) {
  const auto reach = option_choice(values, "leader_morale_reach", "by_variant", {"hex", "adjacent", "by_variant"}, why);
  if (!reach) return std::nullopt;
  const bool adjacent = *reach == "adjacent" || (*reach == "by_variant" && variant == "ww2");
  return MoraleOptions{adjacent ? LeaderReach::Adjacent : LeaderReach::Hex};
}

int current_morale(const GameState& s, UnitId unit) {
  const Unit& u = s.unit(unit);
  const UnitType& t = s.unit_type(u.type);
  int m = u.reduced ? t.reduced_morale : t.morale;
  if (u.status == UnitStatus::Demoralized) m -= 1;
  return m - column_shift_unit(u).morale_lost;
}

MoraleTarget morale_target(const GameState& s, const MoraleOptions& o, UnitId unit) {
  MoraleTarget t;
  t.morale = current_morale(s, unit);
  t.target = t.morale;
  t.status = s.unit(unit).status;
  t.leader = leader_help(s, o, unit);
  if (t.leader) t.target += t.leader->second;
  return t;
}

MoraleEffect morale_effect(const MoraleTarget& t, int dice_total, int bonus) {
  const int over = dice_total + bonus - t.target;
  if (over <= 0) return MoraleEffect::None;
  // B-6: a disrupted unit failing any check becomes demoralized; a demoralized one loses morale.
  if (t.status == UnitStatus::Demoralized) return MoraleEffect::MoraleLost;
  if (over >= 3 || t.status == UnitStatus::Disrupted) return MoraleEffect::Demoralized;
  return MoraleEffect::Disrupted;
}

MoraleCheck check_morale(const GameState& s, const MoraleOptions& o, UnitId unit, int bonus, DiceSource& dice) {
  MoraleCheck out;
  const Unit& u = s.unit(unit);
  Resolution& r = out.ledger;
  r.kind = "morale";
  r.system = kSystem;
  r.title = u.name + ": morale check" + (bonus ? " M" + std::to_string(bonus) : "");
  r.base_label = "Morale";
  const MoraleTarget t = morale_target(s, o, unit);
  r.base_value = t.morale;
  r.inputs.push_back({"Status", status_name(u.status)});
  if (u.position) r.hexes.push_back(*u.position);
  const int target = t.target;
  if (const auto& help = t.leader) {
    r.modifiers.push_back({"leader", ModifierOp::Add, help->second, ModifierSource::of_leader(help->first, s.unit(help->first).position),
                           "Friendly leader's morale modifier", "PG 14.1; seed-rules 3.3",
                           s.unit(help->first).name + (o.leader_reach == LeaderReach::Adjacent ? " within 1 hex" : " in the hex")});
  }
  if (bonus)
    r.modifiers.push_back({"result_bonus", ModifierOp::DieRollModifier, bonus, ModifierSource::situation("result"),
                           "M" + std::to_string(bonus) + " result", "seeds 000-002", "added to the roll"});
  // The target is the base label's; the ledger's line is the roll with its DRM ("Roll used").
  r.row_word = "roll";
  int a = 0, b = 0;
  const int total = roll_2d6(dice, "morale check", a, b);
  const int roll = total + bonus;
  r.dice.assign(dice.rolled().end() - 2, dice.rolled().end());  // this check's two dice only
  r.final_row = std::to_string(roll);
  const int over = roll - target;
  out.effect = morale_effect(t, total, bonus);
  if (out.effect == MoraleEffect::None) {
    r.result = "pass";
    r.result_text = "passed: " + std::to_string(roll) + " against " + std::to_string(target);
    return out;
  }
  r.result = "fail";
  r.result_text = std::string(out.effect == MoraleEffect::Disrupted     ? "disrupted"
                              : out.effect == MoraleEffect::Demoralized ? "demoralized"
                                                                        : "demoralized again: morale -1") +
                  " (" + std::to_string(roll) + ", " + std::to_string(over) + " over " + std::to_string(target) + ")";
  if (u.status == UnitStatus::Disrupted && over < 3) r.notes.push_back("already disrupted: any failure demoralizes (B-6)");
  return out;
}

void apply_morale(GameState& s, UnitId unit, MoraleEffect effect) {
  Unit& u = s.unit_mut(unit);
  switch (effect) {
    case MoraleEffect::None: break;
    case MoraleEffect::Disrupted: u.status = UnitStatus::Disrupted; break;
    case MoraleEffect::Demoralized: u.status = UnitStatus::Demoralized; break;
    case MoraleEffect::MoraleLost: ++column_shift_unit(u).morale_lost; break;
  }
}

RecoveryCheck check_recovery(const GameState& s, UnitId unit, DiceSource& dice) {
  RecoveryCheck out;
  const Unit& u = s.unit(unit);
  Resolution& r = out.ledger;
  r.kind = "recovery";
  r.system = kSystem;
  r.title = u.name + ": recovery";
  r.base_label = "Morale";
  r.base_value = current_morale(s, unit);
  if (u.position) r.hexes.push_back(*u.position);
  // The chart names only the town or entrenchment for recovery; a leader's modifier is not added.
  int target = r.base_value;
  if (u.position && in_cover_for_recovery(s, *u.position)) {
    r.modifiers.push_back({"cover", ModifierOp::Add, 1, ModifierSource::at_hex(*u.position), "In a town or an entrenchment",
                           "PG 14.4; seed 002", s.map().label(*u.position)});
    target += 1;
  }
  int a = 0, b = 0;
  const int roll = roll_2d6(dice, "recovery", a, b);
  r.dice.assign(dice.rolled().end() - 2, dice.rolled().end());  // this check's two dice only
  r.row_word = "roll";
  r.final_row = std::to_string(roll);
  if (roll == 12 && s.is_leader(unit) && u.status == UnitStatus::Demoralized) out.effect = RecoveryEffect::Deserts;
  else if (roll == 2) out.effect = RecoveryEffect::Full;
  else if (roll < target) out.effect = RecoveryEffect::OneStep;
  r.result = out.effect == RecoveryEffect::None ? "fail" : "pass";
  r.result_text = out.effect == RecoveryEffect::Deserts ? "a natural 12: the demoralized leader deserts"
                  : out.effect == RecoveryEffect::Full  ? "a natural 2: full recovery"
                  : out.effect == RecoveryEffect::OneStep
                      ? "recovers one step (" + std::to_string(roll) + " under " + std::to_string(target) + ")"
                      : "no recovery (" + std::to_string(roll) + ", needs under " + std::to_string(target) + ")";
  return out;
}

void apply_recovery(GameState& s, UnitId unit, RecoveryEffect effect) {
  Unit& u = s.unit_mut(unit);
  switch (effect) {
    case RecoveryEffect::None: break;
    case RecoveryEffect::OneStep:
      u.status = u.status == UnitStatus::Demoralized ? UnitStatus::Disrupted : UnitStatus::Good;
      break;
    case RecoveryEffect::Full:
      u.status = UnitStatus::Good;
      column_shift_unit(u).morale_lost = 0;
      break;
    case RecoveryEffect::Deserts:
      u.eliminated = true;
      u.position.reset();
      break;
  }
}

CasualtyCheck check_leader_casualty(const GameState& s, UnitId leader, int steps_lost, DiceSource& dice) {
  CasualtyCheck out;
  Resolution& r = out.ledger;
  r.kind = "leader_casualty";
  r.system = kSystem;
  r.title = s.unit(leader).name + ": casualty check";
  r.base_label = "Killed on";
  r.base_value = 2;
  if (s.unit(leader).position) r.hexes.push_back(*s.unit(leader).position);
  r.modifiers.push_back({"steps_lost", ModifierOp::DieRollModifier, -steps_lost, ModifierSource::situation("step losses"),
                         "Step losses in the hex", "PG 6.7; B-4", std::to_string(steps_lost) + " lost"});
  int a = 0, b = 0;
  const int roll = roll_2d6(dice, "leader casualty", a, b);
  r.dice.assign(dice.rolled().end() - 2, dice.rolled().end());  // this check's two dice only
  const int modified = roll - steps_lost;
  r.row_word = "roll";
  r.final_row = std::to_string(modified);
  out.killed = leader_killed(roll, steps_lost);
  r.result = out.killed ? "killed" : "unhurt";
  r.result_text = std::string(out.killed ? "killed" : "unhurt") + " (" + std::to_string(roll) + " - " +
                  std::to_string(steps_lost) + " = " + std::to_string(modified) + ")";
  return out;
}

bool leader_killed(int dice_total, int steps_lost) { return dice_total - steps_lost <= 2; }

}  // namespace hexfire::column_shift
