// The fireline charts as data: CRT, range factors, fire and assault limits, straggle table,
// morale schedule and the fire / assault modifier schedules, read from the <tables> element of
// assets/rules/fireline.xml. Code holds the mechanics; every number a rule uses lives here.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/io/diagnostic.hpp"
#include "engine/rules/resolution.hpp"

namespace hexfire::fireline {

// One line of a modifier schedule: its value, its words and where the rule is.
struct ModifierDef {
  std::string id;        // "target_cover"
  int value = 0;         // signed fire-line rows, morale points or die-roll change
  std::string label;     // "Target in woods or marsh"
  std::string rule_ref;  // "fireline 5.6"
  int min_sp = 0;  // thresholds such as target density (>= 5 SP)
};

// A CRT result: "3", "2", "1", "D" or "N".
struct CrtOutcome {
  std::string code;
  int o_hits = 0;
  bool disrupts = false;
  std::string text;  // "3 O hits", "Disrupted", "No effect"
};

struct CrtColumn {
  CrtOutcome outcome;
  std::string paren;  // code used instead for artillery at small arms at 2+ hexes
};

struct CrtRow {
  std::string label;            // "8-11", "36+"
  int min_fire = 0;
  std::optional<int> max_fire;  // nothing for the open-ended top row
  std::array<int, 10> column_by_die{};  // die face 0..9 -> column index
};

struct Crt {
  std::vector<CrtColumn> columns;  // in chart order: 3(2) 2(1) 1(D) D N
  std::vector<CrtRow> rows;        // row 0 first
  // Index of the row whose fire range contains f (f >= 0).
  int row_for_fire(int f) const;
  // The outcome a die gives on a row; `paren` picks the parenthesised column value.
  const CrtOutcome& outcome(int row, int die, bool paren) const;
  // Where that die lands, as the tables window lists the CRT (table "crt").
  TableLookup lookup(int row, int die, bool paren) const;
  const CrtOutcome* find_outcome(std::string_view code) const;
  int last_row() const { return static_cast<int>(rows.size()) - 1; }
};

// A range factor: a rational (0.5, 1.5 ...) or "-" (cannot fire at that range).
struct RangeFactor {
  bool can_fire = false;
  int numerator = 0;
  int denominator = 1;
  std::string text;  // as written: "0.5", "-"
};

struct RangeBand {
  std::string id;  // "assault", "1", "2", "3", "4-8"
  int min_range = 0;
  int max_range = 0;
  bool assault = false;
};

struct RangeFactorRow {
  std::string unit_class;  // matched against UnitClass::abbreviation or id: "Inf"
  std::vector<RangeFactor> factors;  // one per band
};

struct RangeTable {
  std::vector<RangeBand> bands;
  std::vector<RangeFactorRow> rows;
  // The band for a fire range in hexes (never the assault band); nothing beyond the table.
  std::optional<int> band_for_range(int hexes) const;
  std::optional<int> assault_band() const;
  const RangeFactorRow* row_for(std::string_view class_abbreviation, std::string_view class_id) const;
};

// How many SP of a hex may fire (or assault) together (5.2, D-11).
struct HexLimit {
  int small_arms_sp = 0;       // clear hex: small-arms SP
  bool all_artillery = false;  // clear hex: or all the artillery, not combined
  int total_sp = 0;            // non-clear hex: SP of any mix
};

struct Limits {
  HexLimit clear;
  HexLimit non_clear;
};

struct StraggleBand {
  int morale_min = 0;
  int morale_max = 0;
  int threshold = 0;  // a modified roll >= threshold straggles
};

struct StraggleTable {
  std::vector<StraggleBand> bands;  // morale below the first band uses it, above the last uses the last
  int always_face = 9;              // a natural roll of this always straggles
  int max_hits = 1;
  std::vector<ModifierDef> drms;    // leader, ezoc, thoroughfare
  int threshold_for(int morale) const;
  int band_for(int morale) const;  // index of the band a morale uses (-1 without bands)
  // The band's row as the tables window lists it (table "straggle").
  TableLookup lookup(int morale) const;
  const ModifierDef& drm(std::string_view id) const;
};

struct NoLosFire {
  int long_min_range = 7;  // ranges from here to long_max are allowed only as No-LoS fire
  int long_max_range = 8;
};

struct FirelineTables {
  std::string file;  // where they were read from
  Crt crt;
  RangeTable ranges;
  Limits fire_limits;
  Limits assault_limits;
  StraggleTable straggle;
  NoLosFire no_los;
  int hits_per_side = 3;  // a unit's 3rd O hit flips it (or removes it when reduced)
  std::vector<ModifierDef> morale_modifiers;
  std::vector<ModifierDef> fire_modifiers;
  std::vector<ModifierDef> assault_modifiers;

  // Throw std::out_of_range for an id the tables lack (load_fireline_tables checks them all).
  const ModifierDef& morale(std::string_view id) const;
  const ModifierDef& fire(std::string_view id) const;
  const ModifierDef& assault(std::string_view id) const;
};

// The modifier ids the code knows; load_fireline_tables reports any that is missing.
extern const std::vector<std::string_view> kMoraleModifierIds;
extern const std::vector<std::string_view> kFireModifierIds;
extern const std::vector<std::string_view> kAssaultModifierIds;
extern const std::vector<std::string_view> kStraggleDrmIds;

struct FirelineTablesLoad {
  std::optional<FirelineTables> tables;  // set only when there were no errors
  Diagnostics errors;
};

// Reads the <tables> element of a fireline rules file (the root's child).
FirelineTablesLoad load_fireline_tables(const std::string& path);
// The same from text already in memory; `file` names it in diagnostics.
FirelineTablesLoad parse_fireline_tables(const std::string& xml_text, const std::string& file);

}  // namespace hexfire::fireline
