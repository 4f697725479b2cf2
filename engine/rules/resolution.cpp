// Plain-text rendering of a ledger, indented for follow-on checks.
#include "engine/rules/resolution.hpp"

namespace hexfire {

int Resolution::total_modifier() const {
  int t = 0;
  for (const auto& m : modifiers)
    if (m.op != ModifierOp::Note) t += m.value;
  return t;
}

const Modifier* Resolution::find(std::string_view id) const {
  for (const auto& m : modifiers)
    if (m.id == id) return &m;
  return nullptr;
}

namespace {

std::string signed_text(int v) { return (v > 0 ? "+" : "") + std::to_string(v); }

std::string plural(int v, const char* one, const char* many) { return (v == 1 || v == -1) ? one : many; }

}  // namespace

const char* modifier_op_name(ModifierOp op) {
  switch (op) {
    case ModifierOp::ColumnShift: return "column shift";
    case ModifierOp::RowShift: return "row shift";
    case ModifierOp::DieRollModifier: return "DRM";
    case ModifierOp::ExtraDie: return "extra dice";
    case ModifierOp::Multiplier: return "multiplier";
    case ModifierOp::Set: return "set";
    case ModifierOp::Add: return "add";
    case ModifierOp::Note: return "note";
  }
  return "note";
}

std::string modifier_effect_text(ModifierOp op, int value) {
  switch (op) {
    case ModifierOp::ColumnShift: return signed_text(value) + plural(value, " column", " columns");
    case ModifierOp::RowShift: return signed_text(value) + plural(value, " row", " rows");
    case ModifierOp::DieRollModifier: return signed_text(value) + " DRM";
    case ModifierOp::ExtraDie: return signed_text(value) + plural(value, " die", " dice");
    case ModifierOp::Multiplier: return "x" + std::to_string(value) + "%";
    case ModifierOp::Set: return "= " + std::to_string(value);
    case ModifierOp::Add: return signed_text(value);
    case ModifierOp::Note: return "note";
  }
  return signed_text(value);
}

const char* source_kind_name(SourceKind k) {
  switch (k) {
    case SourceKind::None: return "none";
    case SourceKind::Hex: return "hex";
    case SourceKind::Hexside: return "hexside";
    case SourceKind::Unit: return "unit";
    case SourceKind::Leader: return "leader";
    case SourceKind::Marker: return "marker";
    case SourceKind::Option: return "option";
    case SourceKind::Situation: return "situation";
  }
  return "none";
}

std::string format_resolution(const Resolution& r, int indent) {
  const std::string pad(static_cast<std::size_t>(indent), ' ');
  std::string out = pad + "[" + r.kind + "] " + r.title + "\n";
  for (const auto& in : r.inputs) out += pad + "  " + in.label + ": " + in.value + "\n";
  if (!r.base_label.empty()) {
    out += pad + "  Base: " + r.base_label + " = " + std::to_string(r.base_value) +
           (r.base_row.empty() ? "" : " (" + r.row_word + " " + r.base_row + ")") + "\n";
  }
  for (const auto& m : r.modifiers) {
    out += pad + "  " + modifier_effect_text(m.op, m.value) + "  " + m.label;
    if (!m.reason.empty()) out += " - " + m.reason;
    if (!m.rule_ref.empty()) out += " [" + m.rule_ref + "]";
    out += "\n";
  }
  if (!r.final_row.empty()) out += pad + "  " + capitalized(r.row_word) + " used: " + r.final_row + "\n";
  for (const auto& n : r.notes) out += pad + "  Note: " + n + "\n";
  for (const auto& d : r.dice)
    out += pad + "  Die (" + (d.zero_based ? "d" + std::to_string(d.faces) + " 0-" + std::to_string(d.faces - 1)
                                           : "d" + std::to_string(d.faces)) +
           ", " + d.purpose + "): " + std::to_string(d.value) + "\n";
  for (const auto& t : r.lookups)
    out += pad + "  Table " + t.table + ": row " + t.row_label +
           (t.column_label.empty() ? "" : ", column " + t.column_label) + " -> " + t.cell + "\n";
  if (!r.result.empty() || !r.result_text.empty())
    out += pad + "  Result: " + r.result + (r.result_text.empty() ? "" : " - " + r.result_text) + "\n";
  for (const auto& c : r.consequences) out += pad + "  => " + c + "\n";
  for (const auto& f : r.follow_ups) out += format_resolution(f, indent + 4);
  return out;
}

}  // namespace hexfire
