// A column-shift combat table as its chart prints it: fire-value columns across the top (the
// last open-ended), one row per dice total, a result code in each cell. The fire value picks the
// rightmost column whose header it reaches; shifts then move that column, clamped at the right
// edge, and a column moved off the left edge gives no effect (seed-rules A-8).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "engine/rules/resolution.hpp"

namespace hexfire::column_shift {

// What a cell means: "-" nothing; "M", "M1", "M2" a morale check of everyone in the hex at +0,
// +1, +2; "X", "2X", "3X" (direct fire) and "1", "2", "3", "1M2", "2M2", "3M2" (assault) that
// many step losses in each loss category, then an M2 check of the survivors and leader casualty
// checks (seeds 000-002: every loss result carries the M2 check).
struct CellResult {
  std::string code;        // as printed
  bool morale_check = false;
  int morale_bonus = 0;    // added to the 2d6 morale roll
  int losses = 0;          // step losses in each category
  // Whether the morale check reaches the leaders in the hex when no step was lost: seed 000's M
  // and seed 001's reach "units and leaders"; seed 002's assault M reaches "all enemy units", and
  // its leaders check only when a step loss occurs (B-8). Set by the table (leaders_check).
  bool leaders_check_without_loss = true;
  bool any_effect() const { return morale_check || losses > 0; }
  // "M1: morale check +1", "2X: 2 step losses per category, then M2", "no effect".
  std::string text() const;
};

// Reads a printed cell; nothing for a code no chart uses.
std::optional<CellResult> parse_cell(const std::string& code);

struct ColumnTable {
  std::string id;      // "direct_fire", "assault"
  std::string title;   // "Direct Fire Table (2d6)"
  int dice = 1;        // d6s rolled and summed: rows run from `dice` to 6 * `dice`
  std::vector<int> columns;               // fire values heading the columns, increasing
  std::vector<std::vector<CellResult>> rows;  // [roll - dice][column]

  int first_roll() const { return dice; }
  int last_roll() const { return 6 * dice; }
  // "45+" for the last column, else the value.
  std::string column_label(int column) const;
  // The rightmost column whose header is at most `fire_value`; nothing below the first column
  // (such a total cannot fire).
  std::optional<int> column_for(int fire_value) const;
  // `column` moved by `shift`, clamped at the right edge; nothing when moved off the left edge.
  std::optional<int> shifted(int column, int shift) const;
  const CellResult& cell(int roll, int column) const;
  // Where a roll on a column landed, for the ledger and the tables window.
  TableLookup lookup(int roll, int column) const;
};

// The ledger's base label of a fire value summed from `terms` ("8 + 6/2 + 1 (leader)"): "Fire
// value = TERMS", or plain "Fire value" when there is one whole term (the ledger adds "= 8").
std::string fire_value_label(const std::string& terms);

}  // namespace hexfire::column_shift
