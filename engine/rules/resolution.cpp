// Plain-text rendering of a ledger, indented for follow-on checks.
#include "engine/rules/resolution.hpp"

namespace hexfire {

int Resolution::total_modifier() const {
  int t = 0;
  for (const auto& m : modifiers) t += m.value;
  return t;
}

namespace {

std::string signed_text(int v) { return (v > 0 ? "+" : "") + std::to_string(v); }

}  // namespace

std::string format_resolution(const Resolution& r, int indent) {
  const std::string pad(static_cast<std::size_t>(indent), ' ');
  std::string out = pad + "[" + r.kind + "] " + r.title + "\n";
  for (const auto& in : r.inputs) out += pad + "  " + in.label + ": " + in.value + "\n";
  if (!r.base_label.empty())
    out += pad + "  Base: " + r.base_label + " = " + std::to_string(r.base_value) +
           (r.base_row.empty() ? "" : " (row " + r.base_row + ")") + "\n";
  for (const auto& m : r.modifiers) {
    out += pad + "  " + signed_text(m.value) + "  " + m.label;
    if (!m.reason.empty()) out += " - " + m.reason;
    if (!m.rule_ref.empty()) out += " [" + m.rule_ref + "]";
    out += "\n";
  }
  if (!r.final_row.empty()) out += pad + "  Row used: " + r.final_row + "\n";
  for (const auto& n : r.notes) out += pad + "  Note: " + n + "\n";
  for (const auto& d : r.dice)
    out += pad + "  Die (" + (d.zero_based ? "d" + std::to_string(d.faces) + " 0-" + std::to_string(d.faces - 1)
                                           : "d" + std::to_string(d.faces)) +
           ", " + d.purpose + "): " + std::to_string(d.value) + "\n";
  if (!r.result.empty() || !r.result_text.empty())
    out += pad + "  Result: " + r.result + (r.result_text.empty() ? "" : " - " + r.result_text) + "\n";
  for (const auto& c : r.consequences) out += pad + "  => " + c + "\n";
  for (const auto& f : r.follow_ups) out += format_resolution(f, indent + 4);
  return out;
}

}  // namespace hexfire
