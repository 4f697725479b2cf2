// The one ledger of a resolution (fire, assault, straggle check, morale check...). Preview,
// roll, combat log, UI panels, hexfire-cli and tests all read this object; nothing recomputes
// a modifier elsewhere. It is system-neutral: every rule system fills the same fields.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/strong_id.hpp"
#include "engine/hex/hex.hpp"
#include "engine/rules/dice.hpp"

namespace hexfire {

// What a ledger entry does to the resolution. Each system picks the operation its chart uses,
// so a column shift, a die-roll modifier and an extra die never look alike.
enum class ModifierOp {
  ColumnShift,      // moves the table column: +1 one column right
  RowShift,         // moves the table row (fireline's fire line): +1 one row up the table
  DieRollModifier,  // added to the die roll
  ExtraDie,         // dice added to (or, negative, taken from) a dice pool
  Multiplier,       // scales a value; `value` is in percent (50 = halved)
  Set,              // replaces a value (a cap, a fixed column)
  Add,              // added to a value that is not a die roll (a morale, a strength)
  Note,             // recorded for the player, changes nothing
};
// "column shift", "row shift", "DRM", ... for ledgers and the CLI.
const char* modifier_op_name(ModifierOp op);
// "+2 columns", "-1 DRM", "x50%", "= 3": the value with what it does.
std::string modifier_effect_text(ModifierOp op, int value);

// Where a ledger entry comes from on the map or in the set-up.
enum class SourceKind { None, Hex, Hexside, Unit, Leader, Marker, Option, Situation };
struct ModifierSource {
  SourceKind kind = SourceKind::None;
  std::optional<Hex> hex;                  // the hex; for a hexside, the hex whose side it is
  std::optional<HexDirection> direction;   // a hexside's direction out of `hex`
  std::optional<UnitId> unit;              // the unit or leader
  std::string name;                        // option name, marker id, or what the thing is called

  static ModifierSource at_hex(Hex h, std::string what = {}) { return {SourceKind::Hex, h, {}, {}, std::move(what)}; }
  static ModifierSource at_hexside(Hex h, HexDirection d, std::string what = {}) {
    return {SourceKind::Hexside, h, d, {}, std::move(what)};
  }
  static ModifierSource of_unit(UnitId u, std::optional<Hex> h = {}) { return {SourceKind::Unit, h, {}, u, {}}; }
  static ModifierSource of_leader(UnitId u, std::optional<Hex> h = {}) { return {SourceKind::Leader, h, {}, u, {}}; }
  static ModifierSource of_marker(Hex h, std::string id) { return {SourceKind::Marker, h, {}, {}, std::move(id)}; }
  static ModifierSource of_option(std::string option) { return {SourceKind::Option, {}, {}, {}, std::move(option)}; }
  static ModifierSource situation(std::string what) { return {SourceKind::Situation, {}, {}, {}, std::move(what)}; }
};
const char* source_kind_name(SourceKind k);

// One entry of a ledger. Tests and tools find an entry by its id, never by its words.
struct Modifier {
  std::string id;        // the system's name for the rule: "target_cover"
  ModifierOp op = ModifierOp::Note;
  int value = 0;         // signed, in the unit of `op`: rows, columns, pips, dice, percent
  ModifierSource source;
  std::string label;     // "Target in woods"
  std::string rule_ref;  // "fireline 5.6; TEC woods"
  std::string reason;    // "target hex 0412 is woods"
};

// Where a resolution landed in one of the system's tables (the id its tables() list gives).
struct TableLookup {
  std::string table;         // "crt"
  int row = -1;              // index in the table as listed
  int column = -1;           // -1 when only a row was used
  std::string row_label;     // "12-15"
  std::string column_label;  // "2"
  std::string cell;          // the entry read: "2"
};

struct LedgerInput {
  std::string label;  // "Range"
  std::string value;  // "2 hexes"
};

struct Resolution {
  std::string kind;   // "fire", "assault", "straggle", "disorganization", "morale", "rally"
  std::string title;  // "3/12 Ohio fires at 1/5 Virginia"
  std::string system;  // "fireline"
  std::vector<LedgerInput> inputs;  // firers, target, range, LoS, strength counted ...
  std::string base_label;           // "F = S x R = 4 x 2"
  int base_value = 0;               // 8
  std::string base_row;             // the table row or column before modifiers: "8-11"
  std::vector<Modifier> modifiers;  // in the order applied
  std::string final_row;            // after modifiers and clamping: "12-15"
  std::string row_word = "row";     // what the table calls the line read: a CRT's "row", "column"
  std::vector<std::string> notes;   // clamping, caps, "positive shifts applied first", ...
  std::vector<DieRoll> dice;
  std::vector<TableLookup> lookups;  // each table cell read, in order
  std::string result;               // "2" (the table cell), "pass", "fail"
  std::string result_text;          // "2 O hits"
  std::vector<std::string> consequences;  // "3/12 Ohio: O hits 1 -> 2", "stack disrupted"
  std::vector<Resolution> follow_ups;     // each follow-on check with its own ledger
  std::vector<Hex> hexes;                 // hexes involved, for the map highlight

  int total_modifier() const;
  // The entry with this id, if the ledger has one.
  const Modifier* find(std::string_view id) const;
};

// "column" -> "Column": a ledger word at the start of a line.
inline std::string capitalized(std::string w) {
  if (!w.empty() && w[0] >= 'a' && w[0] <= 'z') w[0] = static_cast<char>(w[0] - 'a' + 'A');
  return w;
}

// A multi-line, plain-text rendering used by hexfire-cli and the combat log export.
std::string format_resolution(const Resolution& r, int indent = 0);

}  // namespace hexfire
