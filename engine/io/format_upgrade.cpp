// The scenario format chain (see format_upgrade.hpp).
#include "engine/io/format_upgrade.hpp"

#include <charconv>

namespace hexfire {

namespace {

XmlElement* root_of(XmlDocument& doc) {
  for (XmlNode& n : doc.nodes)
    if (auto* e = std::get_if<XmlElement>(&n.value)) return e;
  return nullptr;
}

bool is_row_space(char c) { return c == ' ' || c == '\t' || c == '\r'; }

// One row block of format 1 (one character a hex, spaces and tabs ignored) written with a space
// between its hexes. Line breaks stay where they are, so every row keeps its line.
std::string spaced_rows(const std::string& text) {
  std::string out;
  out.reserve(text.size() * 2);
  bool row_has_cell = false;
  for (const char c : text) {
    if (c == '\n') {
      out += '\n';
      row_has_cell = false;
    } else if (!is_row_space(c)) {
      if (row_has_cell) out += ' ';
      out += c;
      row_has_cell = true;
    }
  }
  return out;
}

}  // namespace

void upgrade_format_1_to_2(XmlElement& root) {
  for (XmlNode& section : root.children) {
    auto* map = std::get_if<XmlElement>(&section.value);
    if (!map || map->name != "map") continue;
    for (XmlNode& child : map->children) {
      auto* elevation = std::get_if<XmlElement>(&child.value);
      if (!elevation || elevation->name != "elevation") continue;
      for (XmlNode& part : elevation->children)
        if (auto* text = std::get_if<XmlText>(&part.value)) text->value = spaced_rows(text->value);
    }
  }
}

const std::vector<FormatUpgradeStep>& scenario_format_steps() {
  static const std::vector<FormatUpgradeStep> steps = {
      {1, "<elevation> rows are whole numbers -9..99 separated by spaces, no longer one digit a hex",
       &upgrade_format_1_to_2},
  };
  return steps;
}

std::optional<int> scenario_format_of(const XmlDocument& doc) {
  const XmlElement* root = doc.root();
  const XmlAttribute* f = root ? root->attribute("format") : nullptr;
  if (!f) return std::nullopt;
  int n = 0;
  const char* end = f->value.data() + f->value.size();
  const auto [ptr, ec] = std::from_chars(f->value.data(), end, n);
  if (ec != std::errc() || ptr != end || n < 1 || n > 1000) return std::nullopt;
  return n;
}

std::optional<int> upgrade_scenario_document(XmlDocument& doc) {
  const std::optional<int> had = scenario_format_of(doc);
  if (!had || *had < kOldestScenarioFormat || *had >= kScenarioFormat) return had;
  XmlElement& root = *root_of(doc);
  for (const FormatUpgradeStep& step : scenario_format_steps()) {
    if (step.from < *had) continue;
    step.apply(root);
    root.set_attribute("format", std::to_string(step.from + 1));
  }
  return had;
}

}  // namespace hexfire
