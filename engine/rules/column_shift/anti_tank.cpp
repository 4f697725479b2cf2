#include "engine/rules/column_shift/anti_tank.hpp"

#include <algorithm>

#include "engine/rules/column_shift/armour.hpp"
#include "engine/rules/column_shift/carriers.hpp"
#include "engine/rules/column_shift/data_reads.hpp"

namespace hexfire::column_shift {
namespace {

bool present(const GameState& s, UnitId id) { return s.unit(id).position && !s.unit(id).eliminated; }

std::vector<UnitId> targets_of(const GameState& s, const AntiTankDef& d, const std::vector<UnitId>& enemy) {
  std::vector<UnitId> out;
  for (UnitId id : enemy)
    if (present(s, id) && is_afv(s, id) && type_word(s, id, "nation") == d.target_nation) out.push_back(id);
  return out;
}

}  // namespace

std::vector<UnitId> anti_tank_firers(const GameState& s, const AntiTankDef& d, const std::vector<UnitId>& own,
                                     const std::vector<UnitId>& enemy) {
  std::vector<UnitId> out;
  if (targets_of(s, d, enemy).empty()) return out;
  for (UnitId id : own)
    if (present(s, id) && !s.is_leader(id) && type_word(s, id, "nation") == d.firer_nation &&
        class_attr(s, id, "arm") == "infantry" && class_attr(s, id, "assault_half") != "true" &&
        !s.unit_class_of(id).mounted && !carried(s, id) && s.unit(id).status != UnitStatus::Demoralized)
      out.push_back(id);
  return out;
}

Resolution resolve_anti_tank(GameState& s, const ColumnTable& table, const MoraleOptions& mo, const AntiTankDef& d,
                             UnitId firer, const std::vector<UnitId>& enemy, const LossChooser& choose, DiceSource& dice) {
  Resolution r;
  r.kind = "anti_tank";
  r.system = "column-shift";
  r.title = s.unit(firer).name + ": " + d.label;
  r.inputs.push_back({s.unit(firer).name, "anti-tank fire " + std::to_string(d.value)});
  r.notes.push_back(d.rule_ref + ": the AT table is in no seed; the value is read on the assault table, without shifts "
                                 "(option german_at_fire)");
  const int chance = dice.d6("anti-tank chance");
  r.dice.assign(dice.rolled().end() - 1, dice.rolled().end());
  const auto targets = targets_of(s, d, enemy);
  if (chance < d.min_roll || targets.empty()) {
    r.result = "-";
    r.result_text = targets.empty() ? "no AFV left to fire at"
                                    : "no chance to fire (rolled " + std::to_string(chance) + ", " +
                                          std::to_string(d.min_roll) + " or more needed)";
    return r;
  }
  r.base_value = d.value;
  r.base_label = "Anti-tank fire value";
  const auto column = table.column_for(d.value);
  if (!column) {
    r.result = "-";
    r.result_text = "no effect";
    return r;
  }
  r.base_row = r.final_row = table.column_label(*column);
  r.row_word = "column";
  const int roll = dice.d6("anti-tank fire");
  r.dice.push_back(dice.rolled().back());
  r.lookups.push_back(table.lookup(roll, *column));
  const CellResult& cell = table.cell(roll, *column);
  r.result = cell.code;
  r.result_text = cell.text();
  AppliedResult applied = apply_result(s, mo, targets, cell, true, {}, choose, dice);
  r.consequences = std::move(applied.consequences);
  r.follow_ups = std::move(applied.checks);
  return r;
}

}  // namespace hexfire::column_shift
