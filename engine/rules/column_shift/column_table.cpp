#include "engine/rules/column_shift/column_table.hpp"

#include <algorithm>

namespace hexfire::column_shift {

std::string CellResult::text() const {
  if (losses > 0)
    return code + ": " + std::to_string(losses) + " step loss" + (losses > 1 ? "es" : "") +
           " per category, then M2 for the survivors";
  if (morale_check) return code + ": morale check" + (morale_bonus ? " +" + std::to_string(morale_bonus) : "");
  return "no effect";
}

std::optional<CellResult> parse_cell(const std::string& code) {
  CellResult r;
  r.code = code;
  if (code == "-") return r;
  if (code == "M" || code == "M1" || code == "M2") {
    r.morale_check = true;
    r.morale_bonus = code.size() == 2 ? code[1] - '0' : 0;
    return r;
  }
  // Losses: "X", "2X", "3X" (direct fire); "1", "2", "3" and "1M2", "2M2", "3M2" (assault).
  std::string n = code;
  if (n == "X") n = "1X";
  const bool fire_form = n.size() == 2 && n[1] == 'X';
  const bool assault_form = n.size() == 1 || (n.size() == 3 && n.substr(1) == "M2");
  if ((!fire_form && !assault_form) || n[0] < '1' || n[0] > '3') return std::nullopt;
  r.losses = n[0] - '0';
  r.morale_check = true;
  r.morale_bonus = 2;
  return r;
}

std::string ColumnTable::column_label(int column) const {
  const std::string v = std::to_string(columns.at(static_cast<std::size_t>(column)));
  return column + 1 == static_cast<int>(columns.size()) ? v + "+" : v;
}

std::optional<int> ColumnTable::column_for(int fire_value) const {
  std::optional<int> out;
  for (std::size_t c = 0; c < columns.size(); ++c)
    if (columns[c] <= fire_value) out = static_cast<int>(c);
  return out;
}

std::optional<int> ColumnTable::shifted(int column, int shift) const {
  const int to = column + shift;
  if (to < 0) return std::nullopt;
  return std::min(to, static_cast<int>(columns.size()) - 1);
}

const CellResult& ColumnTable::cell(int roll, int column) const {
  return rows.at(static_cast<std::size_t>(roll - first_roll())).at(static_cast<std::size_t>(column));
}

TableLookup ColumnTable::lookup(int roll, int column) const {
  return {id, roll - first_roll(), column, std::to_string(roll), column_label(column), cell(roll, column).code};
}

std::string fire_value_label(const std::string& terms) {
  if (terms.empty()) return "Fire value";  // nothing fires: "Fire value = 0"
  const bool one_whole_term = terms.find_first_not_of("0123456789") == std::string::npos;
  return one_whole_term ? "Fire value" : "Fire value = " + terms;
}

}  // namespace hexfire::column_shift
