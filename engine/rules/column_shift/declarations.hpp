// What a side may declare on an assault (rules reference 1.3, 3.2, 6.1 [D]): charging cavalry
// (IA 12.7, PG 15.4) and cold steel (IA 12.6). The shifts are the tables' (charging_cavalry,
// cold_steel); this file says who may declare them, so the command, its check and the play
// screen's actions all ask the same question.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "engine/rules/column_shift/assault.hpp"
#include "engine/rules/column_shift/column_shift_tables.hpp"
#include "engine/rules/column_shift/play_options.hpp"
#include "engine/state/game_state.hpp"

namespace hexfire::column_shift {

enum class Declaration { None, Charge, ColdSteel };

// "charge" or "cold_steel", the last word of an assault command; nothing for another word.
std::optional<Declaration> declaration_named(const std::string& word);
// The word of the command ("" for none).
const char* declaration_word(Declaration d);
// " (charge)", " (cold steel)" or "", for the log.
std::string declared_text(Declaration d);
// The assault command's words after the verb: FROM, the run-up, TO, and the declaration if any.
std::vector<std::string> assault_words(const HexMap& map, Hex from, const std::vector<Hex>& run_up, Hex to, Declaration d);
// The attacker's declaration in the round's situation (its shifts come from the tables).
void declare(AssaultSituation& a, Declaration d);

// Why the stack `units`, assaulting from `from` across the hexes `run_up` (a charge's approach,
// `from` excluded) into `to`, may not declare `d` in `variant`; nothing when it may.
//  - Charge (6.1 [D]): every unit and leader of the stack mounted and in good order, cavalry among
//    them; at least charge_run_up hexes crossed before `to`, each clear terrain; `to` not a town,
//    woods or entrenchment.
//  - Cold steel (6.1 [D]): a variant whose chart prints it (WWI); every combat unit a good-order
//    infantry company (no MG, no artillery); no run-up.
//  - None: no run-up (an assault is made from the next hex).
std::optional<std::string> declaration_problem(const GameState& s, const ColumnShiftTables& t, const std::string& variant,
                                               const PlayOptions& o, Declaration d, const std::vector<UnitId>& units,
                                               const std::vector<Hex>& run_up, Hex to);

// Whether the defenders `units` may answer cold steel with cold steel (6.1 [D]: they too are all
// good-order infantry companies).
bool may_answer_cold_steel(const GameState& s, const std::vector<UnitId>& units);

}  // namespace hexfire::column_shift
