// The column-shift charts as data: the direct fire table, each variant's assault combat table
// and the direct fire column shifts, read from the <tables> element of
// assets/rules/column-shift.xml. Every table is checked whole (each row has every column, every
// cell is a code the charts use, every dice total has a row), so a broken file is refused with
// its line instead of giving a wrong result in play.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/io/diagnostic.hpp"
#include "engine/rules/column_shift/column_table.hpp"

namespace hexfire::column_shift {

// One column shift of a chart.
struct ShiftDef {
  std::string id;                // "town_or_woods"
  int value = 0;                 // columns, signed
  std::optional<int> in_cover;   // the value instead when the target hex is town or woods
  int min_range = 0;             // the shift applies from this range on (long range)
  bool per_unit = false;         // a per-unit shift (IA 7.52), read for that unit alone
  std::string option;            // the option that turns it on, when it is optional
  std::string side;              // assault: whose column it moves (attacker, defender, either)
  bool first_round = false;      // assault: the first round only
  bool undemoralized = false;    // assault: the units that earn it must be undemoralized (seed 000's engineers)
  std::string label;             // "Target hex is town or woods"
  std::string rule_ref;          // "seed 001"
};

// The shifts the direct fire code applies, by id; the file must define each.
inline constexpr std::string_view kFireShiftIds[] = {
    "entrenchment", "town_or_woods", "hill", "dug_in", "long_range", "night", "swamp", "opportunity",
    "one_company", "two_companies", "adjacent_to_all", "flanking", "mortar", "mounted_cavalry", "artillery"};

// The assault shifts the assault code applies, by id; a variant defines those its chart prints.
inline constexpr std::string_view kAssaultShiftIds[] = {
    "defender_entrenched_or_town", "defender_woods", "higher_morale", "leader", "enemy_demoralized", "engineers",
    "defender_hill", "charging_cavalry", "cold_steel", "attacker_in_river", "afv_with_infantry",
    "enemy_afv_unsupported", "enemy_riding_afv"};

// Seed 002's anti-tank fire (B-5): infantry of `firer_nation` in an assault with AFVs of
// `target_nation` may fire at them with fire value `value` when a d6 reaches `min_roll`.
struct AntiTankDef {
  std::string firer_nation, target_nation;  // "german", "soviet"
  int value = 0;
  int min_roll = 7;
  std::string label, rule_ref;
};

struct ColumnShiftTables {
  std::string file;
  std::map<std::string, AntiTankDef> anti_tank;  // by variant id; a variant whose chart has none lacks one
  ColumnTable direct_fire;
  std::map<std::string, ColumnTable> assault;  // by variant id
  std::vector<ShiftDef> fire_shifts;           // in chart order
  std::map<std::string, std::vector<ShiftDef>> assault_shifts;  // by variant id, in chart order

  const ShiftDef& fire(std::string_view id) const;  // throws for an id the file lacks (checked on load)
  // The variant's assault shift `id`; nothing when its chart has none.
  const ShiftDef* assault_shift(const std::string& variant, std::string_view id) const;
};

struct ColumnShiftTablesLoad {
  std::optional<ColumnShiftTables> tables;  // set only without errors
  Diagnostics errors;
};

ColumnShiftTablesLoad parse_column_shift_tables(const std::string& xml_text, const std::string& file);
ColumnShiftTablesLoad load_column_shift_tables(const std::string& path);

}  // namespace hexfire::column_shift
