// The phase bar's forms: labels shortened step by step until the actions take two rows.
#include "game/ui/phase_bar_fit.hpp"

#include <algorithm>
#include <map>

namespace hexfire::game {

std::string label_group(const std::string& label) {
  const auto colon = label.find(": ");
  return colon == std::string::npos || colon == 0 ? std::string() : label.substr(0, colon);
}

std::string short_label(const std::string& label, bool keys) {
  const std::string group = label_group(label);
  std::string out = group.empty() ? label : label.substr(group.size() + 2);
  if (!keys && out.size() > 4 && out.back() == ')') {
    // A trailing " (X)" or " (Ctrl+Z)": the key, which the tooltip still gives.
    const auto open = out.rfind(" (");
    if (open != std::string::npos && open > 0) out.erase(open);
  }
  return out;
}

std::vector<BarControl> bar_controls(const std::vector<std::string>& labels, std::size_t chosen, BarForm form) {
  std::vector<BarControl> out;
  if (form == BarForm::Full) {
    for (std::size_t i = 0; i < labels.size(); ++i) out.push_back({BarControl::Button, labels[i], i, {}, {}});
    return out;
  }
  // A prefix counts as a group when two or more actions share it; its members gather where the
  // first of them stands.
  std::map<std::string, std::vector<std::size_t>> groups;
  for (std::size_t i = 0; i < labels.size(); ++i)
    if (const std::string g = label_group(labels[i]); !g.empty()) groups[g].push_back(i);
  const bool keys = form == BarForm::Grouped;
  for (std::size_t i = 0; i < labels.size(); ++i) {
    const std::string g = label_group(labels[i]);
    const auto it = groups.find(g);
    if (g.empty() || it == groups.end() || it->second.size() < 2) {
      out.push_back({BarControl::Button, short_label(labels[i], keys), i, {}, {}});
      continue;
    }
    if (it->second.front() != i) continue;  // drawn with the first of its group
    if (form == BarForm::Menu) {
      const auto& m = it->second;
      const bool picked = std::find(m.begin(), m.end(), chosen) != m.end();
      out.push_back({BarControl::Menu, g + ": " + (picked ? short_label(labels[chosen], false) : std::string("choose")), 0, m, g});
      continue;
    }
    out.push_back({BarControl::Text, g + ":", 0, {}, g});
    for (const std::size_t k : it->second) out.push_back({BarControl::Button, short_label(labels[k], keys), k, {}, {}});
  }
  return out;
}

int rows_for(const std::vector<float>& widths, float line_w, float spacing) {
  int rows = 0;
  float used = 0;
  for (const float w : widths) {
    if (rows > 0 && used + spacing + w <= line_w) {
      used += spacing + w;
    } else {
      ++rows;
      used = w;
    }
  }
  return rows;
}

BarForm choose_bar_form(const std::vector<std::string>& labels, std::size_t chosen,
                        const std::function<float(const BarControl&)>& width,
                        const std::function<std::vector<float>(BarForm)>& fixed_widths, float line_w, float spacing,
                        int max_rows) {
  for (const BarForm f : {BarForm::Full, BarForm::Grouped, BarForm::Terse}) {
    std::vector<float> widths;
    for (const BarControl& c : bar_controls(labels, chosen, f)) widths.push_back(width(c));
    for (const float w : fixed_widths(f)) widths.push_back(w);
    if (rows_for(widths, line_w, spacing) <= max_rows) return f;
  }
  return BarForm::Menu;
}

}  // namespace hexfire::game
