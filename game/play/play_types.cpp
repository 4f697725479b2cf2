// Text of the ledger panel, built once from a Resolution so preview, roll and log read alike.
#include "game/play/play_types.hpp"

namespace hexfire::game {

LedgerView make_ledger_view(const Resolution& r, const Distribution* odds, bool preview) {
  LedgerView v;
  v.title = r.title;
  v.preview = preview;
  for (const auto& in : r.inputs) v.lines.push_back(in.label + ": " + in.value);
  // Assaults and routs have no base value: an empty "Base:" line would only puzzle the player.
  if (!r.base_label.empty() || !r.base_row.empty()) {
    // The same words as the CLI's ledger (format_resolution): the label, then its value.
    std::string base = "Base: " + r.base_label + (r.base_label.empty() ? "" : " = " + std::to_string(r.base_value));
    if (!r.base_row.empty()) base += (r.base_label.empty() ? "" : "  -> ") + r.row_word + " " + r.base_row;
    v.lines.push_back(base);
  }
  for (const auto& m : r.modifiers)
    v.modifiers.push_back(modifier_effect_text(m.op, m.value) + "  " + m.label + "  [" + m.rule_ref + "]  " + m.reason);
  v.final_row = r.final_row;
  v.final_row_label = capitalized(r.row_word) + " used";
  for (const auto& n : r.notes) v.lines.push_back("Note: " + n);
  if (!preview) {
    std::string dice;
    for (const auto& d : r.dice) dice += (dice.empty() ? "" : ", ") + d.purpose + " d" + std::to_string(d.faces) + " = " + std::to_string(d.value);
    v.result = r.result_text.empty() ? r.result : r.result + ": " + r.result_text;
    if (!dice.empty()) v.lines.push_back("Dice: " + dice);
    v.dice = r.dice;
    for (const auto& c : r.consequences) v.follow_ups.push_back("-> " + c);
    for (const auto& f : r.follow_ups) {
      std::string line = "then: " + f.title;
      const std::string res = f.result_text.empty() ? f.result : f.result_text;
      if (!res.empty()) line += ": " + res;
      v.follow_ups.push_back(line);
      for (const auto& c : f.consequences) v.follow_ups.push_back("   -> " + c);
    }
  }
  if (odds) v.odds = odds_pairs(*odds);
  return v;
}

std::vector<std::pair<std::string, double>> odds_pairs(const Distribution& odds) {
  std::vector<std::pair<std::string, double>> out;
  for (const auto& o : odds.outcomes) out.emplace_back(o.outcome, o.probability.value());
  return out;
}

}  // namespace hexfire::game
