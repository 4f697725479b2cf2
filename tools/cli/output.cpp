// JSON and text renderings of ledgers and distributions for hexfire-cli.
#include <cstdio>
#include <numeric>

#include "tools/cli/cli_common.hpp"

namespace hexfire::cli {

std::string json_string(const std::string& s) {
  std::string out = "\"";
  for (char c : s) {
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\t': out += "\\t"; break;
      case '\r': out += "\\r"; break;
      default:
        if (static_cast<unsigned char>(c) < 0x20) {
          char buf[8];
          std::snprintf(buf, sizeof buf, "\\u%04x", static_cast<unsigned>(static_cast<unsigned char>(c)));
          out += buf;
        } else {
          out += c;
        }
    }
  }
  return out + "\"";
}

namespace {

std::string string_array(const std::vector<std::string>& v) {
  std::string out = "[";
  for (std::size_t i = 0; i < v.size(); ++i) {
    if (i) out += ",";
    out += json_string(v[i]);
  }
  return out + "]";
}

// Where a ledger entry comes from: its kind and whatever of hex, hexside, unit and name it has.
std::string source_json(const ModifierSource& s) {
  std::string out = "{\"kind\":" + json_string(source_kind_name(s.kind));
  if (s.hex) out += ",\"hex\":{\"q\":" + std::to_string(s.hex->q) + ",\"r\":" + std::to_string(s.hex->r) + "}";
  if (s.direction) out += ",\"direction\":" + json_string(direction_name(*s.direction));
  if (s.unit) out += ",\"unit\":" + std::to_string(s.unit->value);
  if (!s.name.empty()) out += ",\"name\":" + json_string(s.name);
  return out + "}";
}

}  // namespace

std::string resolution_json(const Resolution& r) {
  std::string out = "{\"kind\":" + json_string(r.kind) + ",\"title\":" + json_string(r.title) +
                    ",\"system\":" + json_string(r.system) + ",\"inputs\":[";
  for (std::size_t i = 0; i < r.inputs.size(); ++i)
    out += std::string(i ? "," : "") + "{\"label\":" + json_string(r.inputs[i].label) +
           ",\"value\":" + json_string(r.inputs[i].value) + "}";
  out += "],\"base_label\":" + json_string(r.base_label) + ",\"base_value\":" + std::to_string(r.base_value) +
         ",\"base_row\":" + json_string(r.base_row) + ",\"modifiers\":[";
  for (std::size_t i = 0; i < r.modifiers.size(); ++i) {
    const Modifier& m = r.modifiers[i];
    out += std::string(i ? "," : "") + "{\"id\":" + json_string(m.id) + ",\"op\":" +
           json_string(modifier_op_name(m.op)) + ",\"value\":" + std::to_string(m.value) +
           ",\"source\":" + source_json(m.source) + ",\"label\":" + json_string(m.label) +
           ",\"rule_ref\":" + json_string(m.rule_ref) + ",\"reason\":" + json_string(m.reason) + "}";
  }
  out += "],\"final_row\":" + json_string(r.final_row) + ",\"notes\":" + string_array(r.notes) + ",\"dice\":[";
  for (std::size_t i = 0; i < r.dice.size(); ++i)
    out += std::string(i ? "," : "") + "{\"faces\":" + std::to_string(r.dice[i].faces) +
           ",\"zero_based\":" + (r.dice[i].zero_based ? "true" : "false") + ",\"value\":" +
           std::to_string(r.dice[i].value) + ",\"purpose\":" + json_string(r.dice[i].purpose) + "}";
  out += "],\"lookups\":[";
  for (std::size_t i = 0; i < r.lookups.size(); ++i) {
    const TableLookup& t = r.lookups[i];
    out += std::string(i ? "," : "") + "{\"table\":" + json_string(t.table) + ",\"row\":" + std::to_string(t.row) +
           ",\"column\":" + std::to_string(t.column) + ",\"row_label\":" + json_string(t.row_label) +
           ",\"column_label\":" + json_string(t.column_label) + ",\"cell\":" + json_string(t.cell) + "}";
  }
  out += "],\"result\":" + json_string(r.result) + ",\"result_text\":" + json_string(r.result_text) +
         ",\"consequences\":" + string_array(r.consequences) + ",\"follow_ups\":[";
  for (std::size_t i = 0; i < r.follow_ups.size(); ++i) {
    if (i) out += ",";
    out += resolution_json(r.follow_ups[i]);
  }
  return out + "]}";
}

std::string distribution_json(const Distribution& d) {
  std::string out = "{\"paths\":" + std::to_string(d.paths) + ",\"outcomes\":[";
  for (std::size_t i = 0; i < d.outcomes.size(); ++i) {
    const auto& o = d.outcomes[i];
    const OddsCount g = odds_gcd(o.probability.count, o.probability.total);
    char p[32];
    std::snprintf(p, sizeof p, "%.6f", o.probability.value());
    out += std::string(i ? "," : "") + "{\"outcome\":" + json_string(o.outcome) +
           ",\"numerator\":" + to_decimal(g ? o.probability.count / g : 0) +
           ",\"denominator\":" + to_decimal(g ? o.probability.total / g : 1) + ",\"probability\":" + p + "}";
  }
  return out + "]}";
}

std::string distribution_text(const Distribution& d) {
  std::string out = "Odds (exact, " + std::to_string(d.paths) + " dice paths, follow-on checks included):\n";
  for (const auto& o : d.outcomes) {
    const OddsCount g = odds_gcd(o.probability.count, o.probability.total);
    char line[64];
    std::snprintf(line, sizeof line, "  %6.2f%%  ", 100.0 * o.probability.value());
    out += line + o.outcome + "  (" + to_decimal(g ? o.probability.count / g : 0) + "/" +
           to_decimal(g ? o.probability.total / g : 1) + ")\n";
  }
  return out;
}

}  // namespace hexfire::cli
