#include "engine/rules/column_shift/assault.hpp"

#include <algorithm>

#include "engine/rules/column_shift/anti_tank.hpp"
#include "engine/rules/column_shift/carriers.hpp"
#include "engine/rules/column_shift/column_shift_unit.hpp"
#include "engine/rules/column_shift/data_reads.hpp"

namespace hexfire::column_shift {
namespace {

const char* const kSystem = "column-shift";




const char* role_name(AssaultRole r) { return r == AssaultRole::Attacker ? "attacker" : "defender"; }

std::vector<UnitId> side_units(const GameState& s, const AssaultSituation& a, AssaultRole role) {
  std::vector<UnitId> out;
  for (UnitId id : s.stack_at(a.hex))
    if (!s.unit(id).eliminated && (s.unit(id).side == a.attacker) == (role == AssaultRole::Attacker)) out.push_back(id);
  return out;
}

std::vector<UnitId> combat_units(const GameState& s, const std::vector<UnitId>& units) {
  std::vector<UnitId> out;
  for (UnitId id : units)
    if (!s.is_leader(id)) out.push_back(id);
  return out;
}

bool undemoralized(const GameState& s, UnitId id) { return s.unit(id).status != UnitStatus::Demoralized; }

// 6.1 and seed 002: the side's fire value and how it was counted.
void count_fire(const GameState& s, const AssaultSituation& a, bool each_rounded, AssaultFire& f) {
  const bool ww2 = a.variant == "ww2";
  const auto units = combat_units(s, f.units);
  // WWII: HMG and AA count half unless friendly dismounted infantry also take part.
  const bool infantry_with_them = std::any_of(units.begin(), units.end(), [&](UnitId id) {
    return class_attr(s, id, "arm") == "infantry" && class_attr(s, id, "assault_half") != "true" &&
           !s.unit_class_of(id).mounted && undemoralized(s, id) && !carried(s, id);
  });
  // Shares are exact (in eighths: a demoralized HMG defending without infantry counts an eighth)
  // and the total is rounded down once, as direct fire rounds its halves; with
  // disrupted_halves=each every share is rounded down on its own.
  int eighths = 0;
  std::string sum;
  for (UnitId id : units) {
    const Unit& u = s.unit(id);
    const UnitType& t = s.unit_type(u.type);
    const int sp = u.reduced ? t.reduced_strength : t.strength;
    int divisor = 1;
    std::string why;
    if (carried(s, id)) {
      divisor = 0, why = "loaded on a vehicle: no fire";
    } else if (u.status == UnitStatus::Demoralized) {
      if (ww2 && f.role == AssaultRole::Defender) divisor = 4, why = "demoralized, defending: a quarter (seed 002)";
      else divisor = 0, why = "demoralized: no fire";
    } else if (u.status == UnitStatus::Disrupted) {
      divisor = 2, why = "disrupted: half";
    }
    if (divisor && ww2 && class_attr(s, id, "assault_half") == "true" && !infantry_with_them) {
      divisor *= 2;
      why += std::string(why.empty() ? "" : "; ") + "HMG/AA without dismounted infantry: half (seed 002)";
    }
    f.ledger.inputs.push_back({u.name, std::to_string(sp) + (why.empty() ? "" : " (" + why + ")")});
    if (divisor == 0) continue;
    eighths += each_rounded ? sp / divisor * 8 : sp * (8 / divisor);
    sum += (sum.empty() ? "" : " + ") + std::to_string(sp) + (divisor == 1 ? "" : "/" + std::to_string(divisor));
  }
  f.fire_value = eighths / 8;
  f.ledger.base_label = fire_value_label(sum);
  f.ledger.base_value = f.fire_value;
}

struct Sides {
  const std::vector<UnitId>& own;
  const std::vector<UnitId>& enemy;
};

// Every assault shift of the variant's chart that applies to `f`'s column.
void add_shifts(const GameState& s, const ColumnShiftTables& t, const AssaultOptions& o, const AssaultSituation& a,
                AssaultFire& f, const std::vector<UnitId>& enemy) {
  const bool attacker = f.role == AssaultRole::Attacker;
  const std::string cat = terrain_category(s, a.hex);
  const std::string label = s.map().label(a.hex);
  auto add = [&](const char* id, const ModifierSource& src, const std::string& reason) {
    const ShiftDef* d = t.assault_shift(a.variant, id);
    if (!d || (d->first_round && !a.first_round)) return;
    if ((d->side == "attacker" && !attacker) || (d->side == "defender" && attacker)) return;
    f.ledger.modifiers.push_back({d->id, ModifierOp::ColumnShift, d->value, src, d->label, d->rule_ref, reason});
  };
  const auto own_combat = combat_units(s, f.units);
  const auto enemy_combat = combat_units(s, enemy);
  if (attacker && (entrenched(s, a.hex) || cat == "town"))
    add("defender_entrenched_or_town", entrenched(s, a.hex) ? ModifierSource::of_marker(a.hex, "entrenchment") : ModifierSource::at_hex(a.hex, cat),
        "the defenders are " + std::string(entrenched(s, a.hex) ? "entrenched" : "in a town") + " in " + label);
  if (attacker && cat == "woods") add("defender_woods", ModifierSource::at_hex(a.hex, cat), label + " is woods");
  // every attacking unit's morale above every defender's (leaders ignored); the option
  // gives the defender the same shift the other way round.
  if (!own_combat.empty() && !enemy_combat.empty() && (attacker || o.symmetric_morale)) {
    int own_low = 1 << 20, enemy_high = -(1 << 20);
    for (UnitId id : own_combat) own_low = std::min(own_low, current_morale(s, id));
    for (UnitId id : enemy_combat) enemy_high = std::max(enemy_high, current_morale(s, id));
    if (own_low > enemy_high) {
      const ShiftDef* d = t.assault_shift(a.variant, "higher_morale");
      if (d) f.ledger.modifiers.push_back({d->id, ModifierOp::ColumnShift, d->value, ModifierSource::situation("morale"), d->label,
                                           d->rule_ref, "lowest own morale " + std::to_string(own_low) + ", highest enemy " +
                                                            std::to_string(enemy_high) + (attacker ? "" : " (option assault_morale_shift)")});
    }
  }
  // The leader: WWI wants one of the same arm as an undemoralized unit of the side; WWII an
  // infantry leader.
  for (UnitId l : f.units) {
    if (!s.is_leader(l) || !undemoralized(s, l)) continue;
    const std::string arm = class_attr(s, l, "arm");
    const bool fits = a.variant == "ww2" ? arm == "infantry"
                                         : std::any_of(own_combat.begin(), own_combat.end(), [&](UnitId id) {
                                             return undemoralized(s, id) && class_attr(s, id, "arm") == arm;
                                           });
    if (fits) {
      add("leader", ModifierSource::of_leader(l, a.hex), s.unit(l).name + " (" + arm + ")");
      break;
    }
  }
  if (!enemy_combat.empty() && std::all_of(enemy_combat.begin(), enemy_combat.end(), [&](UnitId id) { return !undemoralized(s, id); }))
    add("enemy_demoralized", ModifierSource::situation("enemy demoralized"), "every enemy unit in " + label + " is demoralized");
  // Seed 000 wants undemoralized engineers; seed 002 says only "side includes engineers".
  const ShiftDef* engineers_def = t.assault_shift(a.variant, "engineers");
  const bool demoralized_count = engineers_def && !engineers_def->undemoralized;
  if ((cat == "town" || entrenched(s, a.hex)) && std::any_of(own_combat.begin(), own_combat.end(), [&](UnitId id) {
        return (demoralized_count || undemoralized(s, id)) && class_attr(s, id, "engineer") == "true";
      }))
    add("engineers", ModifierSource::situation("engineers"), "engineers in a town or entrenchment hex");
  if (!attacker && !a.entered_from.empty() &&
      std::all_of(a.entered_from.begin(), a.entered_from.end(), [&](Hex h) { return s.map().elevation(a.hex) > s.map().elevation(h); }))
    add("defender_hill", ModifierSource::at_hex(a.hex, "hill"), label + " is higher than every hex the attackers came from");
  if (attacker && a.attacker_charging) add("charging_cavalry", ModifierSource::situation("charge"), "charging cavalry (first round)");
  if ((attacker ? a.attacker_cold_steel : a.defender_cold_steel)) add("cold_steel", ModifierSource::situation("cold steel"), "the side uses cold steel");
  if (attacker) {
    const bool from_river = std::any_of(a.entered_from.begin(), a.entered_from.end(), [&](Hex h) { return terrain_category(s, h) == "river"; });
    const auto& engineers_of = o.river_attacker_engineers ? own_combat : enemy_combat;
    const bool engineers = std::any_of(engineers_of.begin(), engineers_of.end(), [&](UnitId id) { return class_attr(s, id, "engineer") == "true"; });
    if (from_river && !engineers)
      add("attacker_in_river", ModifierSource::situation("river"),
          std::string("attacking out of a major river, the ") + (o.river_attacker_engineers ? "attacker" : "defender") +
              " without engineers (option river_engineers)");
  }
  // Seed 002's armour shifts (a variant whose chart has none finds no definition and adds none).
  for (const ArmourShift& x : armour_shifts(s, o.afv_infantry, a.hex, f.units, enemy)) add(x.id.c_str(), x.source, x.reason);
}

AssaultFire plan_side(const GameState& s, const ColumnShiftTables& t, const AssaultOptions& o, const AssaultSituation& a,
                      AssaultRole role) {
  AssaultFire f;
  f.role = role;
  f.units = side_units(s, a, role);
  const auto enemy = side_units(s, a, role == AssaultRole::Attacker ? AssaultRole::Defender : AssaultRole::Attacker);
  const ColumnTable& table = t.assault.at(a.variant);
  f.ledger.kind = "assault_fire";
  f.ledger.system = kSystem;
  f.ledger.title = std::string(role == AssaultRole::Attacker ? "Attacker" : "Defender") + " fires in " + s.map().label(a.hex);
  f.ledger.hexes = {a.hex};
  count_fire(s, a, o.halves_each, f);
  add_shifts(s, t, o, a, f, enemy);
  const auto base = table.column_for(f.fire_value);
  if (!base) {
    f.ledger.row_word = "column";
    f.ledger.base_row = "none";
    f.ledger.final_row = "no roll";
    f.ledger.notes.push_back("fire value below the first column: the " + std::string(role_name(role)) + " does not roll");
    return f;
  }
  int shifts = 0;
  for (const Modifier& m : f.ledger.modifiers) shifts += m.value;
  f.ledger.base_row = table.column_label(*base);
  f.ledger.row_word = "column";
  f.column = table.shifted(*base, shifts);
  f.ledger.final_row = f.column ? table.column_label(*f.column) : "off the table";
  if (!f.column) f.ledger.notes.push_back("shifted left of the first column: no effect (A-8)");
  return f;
}

// Rolls `f`'s die on its column (no die without one) and records where it landed.
std::optional<int> roll_fire(const ColumnTable& table, AssaultFire& f, DiceSource& dice) {
  if (!f.column) return std::nullopt;
  const int roll = dice.d6(std::string(role_name(f.role)) + " assault fire");
  f.ledger.dice.assign(dice.rolled().end() - 1, dice.rolled().end());
  f.ledger.lookups.push_back(table.lookup(roll, *f.column));
  return roll;
}

// Applies what `roll` gave on `f`'s column to the other side's units `targets`.
void apply_fire(GameState& s, const MoraleOptions& mo, const ColumnTable& table, AssaultFire& f, std::optional<int> roll,
                const std::vector<UnitId>& targets, const LossChooser& choose, DiceSource& dice) {
  if (!roll) {
    f.ledger.result = "-";
    f.ledger.result_text = "no effect";
    return;
  }
  const CellResult& cell = table.cell(*roll, *f.column);
  f.ledger.result = cell.code;
  f.ledger.result_text = cell.text();
  AppliedResult applied = apply_result(s, mo, targets, cell, true, {}, choose, dice);
  f.ledger.consequences = std::move(applied.consequences);
  f.ledger.follow_ups = std::move(applied.checks);
}

// 6.1 [D]: after a first round fought with cold steel every unit and leader of both sides still in
// the hex checks morale at M1.
Resolution cold_steel_checks(GameState& s, const MoraleOptions& mo, const AssaultSituation& a, DiceSource& dice) {
  Resolution r;
  r.kind = "cold_steel";
  r.system = kSystem;
  r.title = "Cold steel in " + s.map().label(a.hex) + ": both sides check morale (M1)";
  r.hexes = {a.hex};
  r.notes.push_back("IA 12.6 is not public; the design default (rules reference 6.1 [D]): both sides take an M1 check after the first round");
  for (UnitId id : s.stack_at(a.hex)) {
    if (s.unit(id).eliminated) continue;
    MoraleCheck c = check_morale(s, mo, id, 1, dice);
    apply_morale(s, id, c.effect);
    r.follow_ups.push_back(std::move(c.ledger));
  }
  r.result = "M1";
  r.result_text = std::to_string(r.follow_ups.size()) + " morale checks at M1";
  return r;
}

}  // namespace

std::optional<AssaultOptions> read_assault_options(const std::map<std::string, std::string>& values, std::string& why) {
  const auto morale = option_choice(values, "assault_morale_shift", "attacker", {"attacker", "symmetric"}, why);
  const auto river = option_choice(values, "river_engineers", "defender", {"defender", "attacker"}, why);
  const auto afv = option_choice(values, "afv_infantry", "literal", {"literal", "nations"}, why);
  const auto at = option_choice(values, "german_at_fire", "assault_table", {"assault_table", "off"}, why);
  const auto halves = option_choice(values, "disrupted_halves", "together", {"together", "each"}, why);
  if (!morale || !river || !afv || !at || !halves) return std::nullopt;
  return AssaultOptions{*morale == "symmetric", *river == "attacker",
                        *afv == "nations" ? AfvInfantryReading::Nations : AfvInfantryReading::Literal,
                        *at == "assault_table", *halves == "each"};
}

AssaultPlan plan_assault(const GameState& s, const ColumnShiftTables& t, const AssaultOptions& o, const AssaultSituation& a) {
  AssaultPlan p;
  if (!t.assault.count(a.variant)) {
    p.error = "no assault table for variant '" + a.variant + "'";
    return p;
  }
  if (!s.map().contains(a.hex)) {
    p.error = "the assault hex is off the map";
    return p;
  }
  p.attacker = plan_side(s, t, o, a, AssaultRole::Attacker);
  p.defender = plan_side(s, t, o, a, AssaultRole::Defender);
  if (combat_units(s, p.attacker.units).empty() || combat_units(s, p.defender.units).empty()) {
    p.error = "an assault needs combat units of both sides in " + s.map().label(a.hex);
    return p;
  }
  const auto defenders = combat_units(s, p.defender.units);
  p.defender_first = entrenched(s, a.hex) || std::all_of(defenders.begin(), defenders.end(), [&](UnitId id) {
                       return column_shift_unit(s.unit(id)).dug_in;
                     });
  p.legal = true;
  return p;
}

Resolution resolve_assault_round(GameState& s, const ColumnShiftTables& t, const AssaultOptions& o,
                                 const MoraleOptions& mo, const AssaultSituation& a, const LossChooser& choose,
                                 DiceSource& dice) {
  Resolution r;
  r.kind = "assault";
  r.system = kSystem;
  r.title = "Assault in " + (s.map().contains(a.hex) ? s.map().label(a.hex) : std::string("?")) +
            (a.first_round ? " (first round)" : "");
  AssaultPlan p = plan_assault(s, t, o, a);
  if (!p.legal) {
    r.result = "illegal";
    r.result_text = p.error;
    return r;
  }
  r.hexes = {a.hex};
  const ColumnTable& table = t.assault.at(a.variant);
  // B-5: German infantry's anti-tank fire comes with its side's fire. Simultaneous, the firers are
  // those the round starts with; where the defender fires first, its result is placed before the
  // attacker fires, so the attacker's firers are those it left (a company it wiped out made its
  // anti-tank fire anyway).
  const auto at = t.anti_tank.find(a.variant);
  const AntiTankDef* at_def = o.anti_tank && at != t.anti_tank.end() ? &at->second : nullptr;
  auto enemy_of = [](AssaultRole role) { return role == AssaultRole::Attacker ? AssaultRole::Defender : AssaultRole::Attacker; };
  auto at_firers = [&](AssaultRole role, const std::vector<UnitId>& own) {
    return at_def ? anti_tank_firers(s, *at_def, own, side_units(s, a, enemy_of(role))) : std::vector<UnitId>{};
  };
  std::vector<Resolution> anti_tank;
  auto fire_anti_tank = [&](AssaultRole role, const std::vector<UnitId>& firers) {
    for (UnitId u : firers)
      anti_tank.push_back(resolve_anti_tank(s, table, mo, *at_def, u, side_units(s, a, enemy_of(role)), choose, dice));
  };
  if (p.defender_first) {
    // Entrenched or dug-in defenders fire first; the attacker then fires with what is left.
    r.notes.push_back("the defenders are entrenched or dug in: they fire first, and their result applies before the attacker fires");
    const auto defence = roll_fire(table, p.defender, dice);
    apply_fire(s, mo, table, p.defender, defence, p.attacker.units, choose, dice);
    fire_anti_tank(AssaultRole::Defender, at_firers(AssaultRole::Defender, p.defender.units));
    AssaultFire attacker = plan_side(s, t, o, a, AssaultRole::Attacker);
    const auto attack = roll_fire(table, attacker, dice);
    apply_fire(s, mo, table, attacker, attack, p.defender.units, choose, dice);
    fire_anti_tank(AssaultRole::Attacker, at_firers(AssaultRole::Attacker, attacker.units));
    r.follow_ups = {std::move(p.defender.ledger), std::move(attacker.ledger)};
  } else {
    // Simultaneous: both dice on the columns as they stand, then both results, then the anti-tank
    // fire of the units the round started with.
    const auto at_attackers = at_firers(AssaultRole::Attacker, p.attacker.units);
    const auto at_defenders = at_firers(AssaultRole::Defender, p.defender.units);
    const auto attack = roll_fire(table, p.attacker, dice);
    const auto defence = roll_fire(table, p.defender, dice);
    apply_fire(s, mo, table, p.attacker, attack, p.defender.units, choose, dice);
    apply_fire(s, mo, table, p.defender, defence, p.attacker.units, choose, dice);
    r.follow_ups = {std::move(p.attacker.ledger), std::move(p.defender.ledger)};
    fire_anti_tank(AssaultRole::Attacker, at_attackers);
    fire_anti_tank(AssaultRole::Defender, at_defenders);
  }
  for (Resolution& f : anti_tank) r.follow_ups.push_back(std::move(f));
  r.result = r.follow_ups[0].result + " / " + r.follow_ups[1].result;
  r.result_text = r.follow_ups[0].title + ": " + r.follow_ups[0].result_text + "; " + r.follow_ups[1].title + ": " +
                  r.follow_ups[1].result_text;
  if (a.first_round && (a.attacker_cold_steel || a.defender_cold_steel)) r.follow_ups.push_back(cold_steel_checks(s, mo, a, dice));
  return r;
}

}  // namespace hexfire::column_shift
