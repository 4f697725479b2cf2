// The one ledger of a resolution (fire, assault, straggle check, morale check...). Preview,
// roll, combat log, UI panels, hexfire-cli and tests all read this object; nothing recomputes
// a modifier elsewhere. It is system-neutral: every rule system fills the same fields.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "engine/core/strong_id.hpp"
#include "engine/hex/hex.hpp"
#include "engine/rules/dice.hpp"

namespace hexfire {

struct Modifier {
  int value = 0;         // signed: +1 moves the fire line up one row, -2 two columns left, ...
  std::string label;     // "Target in woods"
  std::string rule_ref;  // "fireline 5.6; TEC woods"
  std::string reason;    // "target hex 0412 is woods"
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
  std::vector<std::string> notes;   // clamping, caps, "positive shifts applied first", ...
  std::vector<DieRoll> dice;
  std::string result;               // "2" (the table cell), "pass", "fail"
  std::string result_text;          // "2 O hits"
  std::vector<std::string> consequences;  // "3/12 Ohio: O hits 1 -> 2", "stack disrupted"
  std::vector<Resolution> follow_ups;     // each follow-on check with its own ledger
  std::vector<Hex> hexes;                 // hexes involved, for the map highlight

  int total_modifier() const;
};

// A multi-line, plain-text rendering used by hexfire-cli and the combat log export.
std::string format_resolution(const Resolution& r, int indent = 0);

}  // namespace hexfire
