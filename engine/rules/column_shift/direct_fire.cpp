#include "engine/rules/column_shift/direct_fire.hpp"

#include <algorithm>
#include <set>

#include "engine/map/line_of_sight.hpp"
#include "engine/rules/column_shift/carriers.hpp"
#include "engine/rules/column_shift/column_shift_unit.hpp"
#include "engine/rules/column_shift/data_reads.hpp"

namespace hexfire::column_shift {
namespace {

const char* const kSystem = "column-shift";




int printed_strength(const GameState& s, UnitId id) {
  const UnitType& t = s.unit_type(s.unit(id).type);
  return s.unit(id).reduced ? t.reduced_strength : t.strength;
}

Modifier shift(const ShiftDef& d, int value, ModifierSource source, std::string reason) {
  return {d.id, ModifierOp::ColumnShift, value, std::move(source), d.label, d.rule_ref, std::move(reason)};
}

bool worse(const CellResult& a, const CellResult& b) {
  if (a.losses != b.losses) return a.losses > b.losses;
  if (a.morale_check != b.morale_check) return a.morale_check;
  return a.morale_bonus > b.morale_bonus;
}

// Step 1 (6.1): each firer's share and the fire value.
void add_firers(const GameState& s, const FireOptions& o, const FireOrder& order, FirePlan& p) {
  const HexMap& map = s.map();
  std::vector<UnitId> leaders;
  int whole = 0, halves = 0;
  for (UnitId id : order.firers) {
    const Unit& u = s.unit(id);
    if (s.is_leader(id)) {
      leaders.push_back(id);
      continue;
    }
    FireShare f{id, printed_strength(s, id), 0, 0, {}};
    const int range = type_number(s, id, "range", 0);
    if (!u.position || u.eliminated) f.note = "not on the map";
    else if (u.status == UnitStatus::Demoralized) f.note = "demoralized: may not fire";
    else if (carried(s, id)) f.note = "loaded on a vehicle: may not fire";
    else if (distance(*u.position, order.target) > range)
      f.note = "out of range (" + std::to_string(distance(*u.position, order.target)) + " hexes, range " +
               std::to_string(range) + ")";
    else if (!has_line_of_sight(map, s.ruleset(), *u.position, order.target)) f.note = "no line of sight";
    else if (u.status == UnitStatus::Disrupted) f.counts_half = 1;
    if (f.note.empty()) {
      if (!f.counts_half) whole += f.strength;
      else if (o.halves_each) halves += f.strength / 2 * 2;  // its own half, rounded down
      else halves += f.strength;
    }
    p.firers.push_back(std::move(f));
  }
  // A leader adds his combat modifier to one friendly unit firing from his hex (6.1).
  for (UnitId l : leaders) {
    const int bonus = type_number(s, l, "combat", 0);
    if (bonus == 0 || !s.unit(l).position) continue;
    for (FireShare& f : p.firers)
      if (f.note.empty() && f.leader_bonus == 0 && s.unit(f.unit).position == s.unit(l).position) {
        f.leader_bonus = bonus;
        whole += bonus;
        break;
      }
  }
  p.fire_value = whole + halves / 2;  // disrupted strengths halved together, rounded down once (or each: disrupted_halves)
  std::string sum;
  for (const FireShare& f : p.firers) {
    if (!f.note.empty()) continue;
    sum += (sum.empty() ? "" : " + ") + std::to_string(f.strength) + (f.counts_half ? "/2" : "");
    if (f.leader_bonus) sum += " + " + std::to_string(f.leader_bonus) + " (leader)";
  }
  p.ledger.base_label = fire_value_label(sum);
  p.ledger.base_value = p.fire_value;
  for (const FireShare& f : p.firers)
    p.ledger.inputs.push_back({s.unit(f.unit).name, f.note.empty() ? std::to_string(f.strength) + (f.counts_half ? " (disrupted: half)" : "") : f.note});
}

// Step 2 (2.3): the hex-wide shifts, each from the map or the units.
std::vector<Modifier> hex_shifts(const GameState& s, const ColumnShiftTables& t, const FireOptions& o,
                                 const FireOrder& order, const std::vector<UnitId>& targets,
                                 const std::vector<Hex>& firing_hexes) {
  std::vector<Modifier> out;
  const HexMap& map = s.map();
  const Hex h = order.target;
  const std::string label = map.label(h);
  const std::string cat = terrain_category(s, h);
  const bool cover = cat == "town" || cat == "woods";
  if (entrenched(s, h)) {
    const ShiftDef& d = t.fire("entrenchment");
    out.push_back(shift(d, cover && d.in_cover ? *d.in_cover : d.value, ModifierSource::of_marker(h, "entrenchment"),
                        "entrenchment in " + label + (cover ? " (in " + cat + ")" : "")));
  }
  if (cover) out.push_back(shift(t.fire("town_or_woods"), t.fire("town_or_woods").value, ModifierSource::at_hex(h, cat), label + " is " + cat));
  if (map.elevation(h) > 0)
    out.push_back(shift(t.fire("hill"), t.fire("hill").value, ModifierSource::at_hex(h, "hill"),
                        label + " is at level " + std::to_string(map.elevation(h))));
  std::vector<UnitId> combat;
  for (UnitId id : targets)
    if (!s.is_leader(id)) combat.push_back(id);
  if (!combat.empty() && std::all_of(combat.begin(), combat.end(), [&](UnitId id) { return column_shift_unit(s.unit(id)).dug_in; }))
    out.push_back(shift(t.fire("dug_in"), t.fire("dug_in").value, ModifierSource::situation("dug in"),
                        "every unit fired at is dug in"));
  int nearest = 1 << 20, farthest = 0;
  for (Hex f : firing_hexes) {
    nearest = std::min(nearest, distance(f, h));
    farthest = std::max(farthest, distance(f, h));
  }
  const ShiftDef& lr = t.fire("long_range");
  const int measured = o.any_far ? farthest : nearest;
  if (!firing_hexes.empty() && measured >= lr.min_range)
    out.push_back(shift(lr, lr.value, ModifierSource::situation("range"),
                        (o.any_far ? "a firer is " : "every firer is ") + std::to_string(measured) +
                            " or more hexes away"));
  if (order.night) out.push_back(shift(t.fire("night"), t.fire("night").value, ModifierSource::situation("night"), "a night turn"));
  if (cat == "swamp") out.push_back(shift(t.fire("swamp"), t.fire("swamp").value, ModifierSource::at_hex(h, cat), label + " is swamp"));
  if (order.opportunity_target)
    out.push_back(shift(t.fire("opportunity"), t.fire("opportunity").value, ModifierSource::situation("opportunity fire"),
                        "fire at a unit as it moves or fires"));
  const auto companies = std::count_if(combat.begin(), combat.end(), [&](UnitId id) { return class_attr(s, id, "company") == "true"; });
  if (companies == 1)
    out.push_back(shift(t.fire("one_company"), t.fire("one_company").value, ModifierSource::at_hex(h),
                        order.opportunity_target ? "the target is a company" : label + " holds one company"));
  else if (companies >= 2)
    out.push_back(shift(t.fire("two_companies"), t.fire("two_companies").value, ModifierSource::at_hex(h),
                        label + " holds " + std::to_string(companies) + " companies"));
  if (!firing_hexes.empty() && std::all_of(firing_hexes.begin(), firing_hexes.end(), [&](Hex f) { return distance(f, h) == 1; }))
    out.push_back(shift(t.fire("adjacent_to_all"), t.fire("adjacent_to_all").value, ModifierSource::at_hex(h),
                        label + " is adjacent to every firer"));
  if (o.flanking_fire) {
    bool flank = false;
    for (Hex a : firing_hexes)
      for (Hex b : firing_hexes)
        flank = flank || (distance(a, b) > 1 && distance(a, h) <= 2 && distance(b, h) <= 2);
    if (flank)
      out.push_back(shift(t.fire("flanking"), t.fire("flanking").value, ModifierSource::of_option("flanking_fire"),
                          "firers in two hexes not adjacent to each other, both within 2 hexes"));
  }
  return out;
}

// Step 3 (7.52): the shifts of a target unit of its own.
std::vector<Modifier> unit_shifts(const GameState& s, const ColumnShiftTables& t, UnitId id) {
  std::vector<Modifier> out;
  const std::string kind = class_attr(s, id, "fire_unit");
  const std::optional<Hex> at = s.unit(id).position;
  const std::string name = s.unit(id).name;
  if (kind == "mortar") out.push_back(shift(t.fire("mortar"), t.fire("mortar").value, ModifierSource::of_unit(id, at), name + " is a mortar"));
  if (kind == "cavalry" && s.unit_class_of(id).mounted)
    out.push_back(shift(t.fire("mounted_cavalry"), t.fire("mounted_cavalry").value, ModifierSource::of_unit(id, at), name + " is mounted cavalry"));
  if (kind == "artillery")
    out.push_back(shift(t.fire("artillery"), t.fire("artillery").value, ModifierSource::of_unit(id, at), name + " is artillery"));
  return out;
}

int total(const std::vector<Modifier>& ms) {
  int n = 0;
  for (const Modifier& m : ms) n += m.value;
  return n;
}

}  // namespace

std::optional<FireOptions> read_fire_options(const std::map<std::string, std::string>& values, std::string& why) {
  const auto flanking = option_choice(values, "flanking_fire", "false", {"true", "false"}, why);
  const auto range = option_choice(values, "mixed_range", "all_far", {"all_far", "any_far"}, why);
  const auto halves = option_choice(values, "disrupted_halves", "together", {"together", "each"}, why);
  if (!flanking || !range || !halves) return std::nullopt;
  return FireOptions{*flanking == "true", *range == "any_far", *halves == "each"};
}

FirePlan plan_direct_fire(const GameState& s, const ColumnShiftTables& t, const FireOptions& o, const FireOrder& order) {
  FirePlan p;
  const ColumnTable& table = t.direct_fire;
  const HexMap& map = s.map();
  p.ledger.kind = "direct_fire";
  p.ledger.system = kSystem;
  p.ledger.title = "Direct fire at " + (map.contains(order.target) ? map.label(order.target) : std::string("?"));
  if (!map.contains(order.target)) {
    p.error = "the target hex is off the map";
    return p;
  }
  if (order.opportunity_target) {
    const Unit& u = s.unit(*order.opportunity_target);
    if (u.position != order.target) {
      p.error = u.name + " is not in " + map.label(order.target);
      return p;
    }
    p.targets = {u.id};
  } else {
    // The enemy's units in the hex: in a melee (option fire_into_melee=enemy) the firers' own
    // side is there too, and the fire does not reach it.
    const auto own = order.firers.empty() ? std::nullopt : std::optional<SideId>(s.unit(order.firers.front()).side);
    for (UnitId id : s.stack_at(order.target))
      if (!own || s.unit(id).side != *own) p.targets.push_back(id);
  }
  if (p.targets.empty()) {
    p.error = "no unit in " + map.label(order.target) + " to fire at";
    return p;
  }
  add_firers(s, o, order, p);
  std::vector<Hex> firing_hexes;
  for (const FireShare& f : p.firers)
    if (f.note.empty() && std::find(firing_hexes.begin(), firing_hexes.end(), *s.unit(f.unit).position) == firing_hexes.end())
      firing_hexes.push_back(*s.unit(f.unit).position);
  p.ledger.hexes = firing_hexes;
  p.ledger.hexes.push_back(order.target);
  p.base_column = table.column_for(p.fire_value);
  if (!p.base_column) {
    p.error = "fire value " + std::to_string(p.fire_value) + " is below the table's first column (" +
              std::to_string(table.columns.front()) + "): no unit can fire";
    return p;
  }
  p.ledger.base_row = table.column_label(*p.base_column);
  p.ledger.row_word = "column";
  p.ledger.modifiers = hex_shifts(s, t, o, order, p.targets, firing_hexes);
  const int shifts = total(p.ledger.modifiers);
  p.column = table.shifted(*p.base_column, shifts);
  p.ledger.final_row = p.column ? table.column_label(*p.column) : "off the table";
  if (!p.column) p.ledger.notes.push_back("shifted left of the first column: no effect (A-8)");
  else if (*p.base_column + shifts > *p.column) p.ledger.notes.push_back("clamped at the right edge (A-8)");
  for (UnitId id : p.targets) {
    UnitColumn uc{id, unit_shifts(s, t, id), {}};
    if (uc.shifts.empty()) continue;
    uc.column = table.shifted(*p.base_column, shifts + total(uc.shifts));
    for (const Modifier& m : uc.shifts) p.ledger.modifiers.push_back(m);
    p.ledger.notes.push_back(s.unit(id).name + " reads its own column " +
                             (uc.column ? table.column_label(*uc.column) : std::string("off the table")) +
                             " on the same roll (7.52)");
    p.unit_columns.push_back(std::move(uc));
  }
  p.legal = true;
  return p;
}

FireOutcome read_fire_roll(const ColumnShiftTables& t, const FirePlan& plan, int roll) {
  FireOutcome out;
  const ColumnTable& table = t.direct_fire;
  out.hex = plan.column ? table.cell(roll, *plan.column) : *parse_cell("-");
  for (const UnitColumn& uc : plan.unit_columns) {
    if (!uc.column) continue;
    const CellResult& own = table.cell(roll, *uc.column);
    if (worse(own, out.hex)) out.units.emplace_back(uc.unit, own);
  }
  return out;
}

Resolution resolve_direct_fire(const GameState& s, const ColumnShiftTables& t, const FireOptions& o,
                               const FireOrder& order, DiceSource& dice) {
  const FirePlan plan = plan_direct_fire(s, t, o, order);
  Resolution r = plan.ledger;
  if (!plan.legal) {
    r.result = "illegal";
    r.result_text = plan.error;
    return r;
  }
  const int roll = dice.d6("direct fire") + dice.d6("direct fire");
  r.dice.assign(dice.rolled().end() - 2, dice.rolled().end());  // this check's two dice only
  const FireOutcome out = read_fire_roll(t, plan, roll);
  if (plan.column) r.lookups.push_back(t.direct_fire.lookup(roll, *plan.column));
  r.result = out.hex.code;
  r.result_text = out.hex.text();
  for (const auto& [id, cell] : out.units) {
    for (const UnitColumn& uc : plan.unit_columns)
      if (uc.unit == id && uc.column) r.lookups.push_back(t.direct_fire.lookup(roll, *uc.column));
    r.consequences.push_back(s.unit(id).name + " on its own column: " + cell.text());
  }
  return r;
}

Distribution direct_fire_odds(const ColumnShiftTables& t, const FirePlan& plan) {
  return enumerate_outcomes([&](DiceSource& dice) {
    const int roll = dice.d6("direct fire") + dice.d6("direct fire");
    const FireOutcome out = read_fire_roll(t, plan, roll);
    std::string key = out.hex.code;
    for (const auto& [id, cell] : out.units) key += "; unit " + std::to_string(id.value) + ": " + cell.code;
    return key;
  });
}

}  // namespace hexfire::column_shift
