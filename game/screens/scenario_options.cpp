// The options of a scenario offered before it starts (scenario_options.hpp). The ruleset file
// declares each option's doc but not its values: the values come from the rule system itself,
// which is asked about each word the doc names, so the list can never offer a value the game
// would refuse.
#include "game/screens/scenario_options.hpp"

#include <tinyxml2.h>

#include <algorithm>
#include <cctype>
#include <set>

#include "engine/io/ruleset_loader.hpp"
#include "engine/rules/rule_system.hpp"

namespace hexfire::game {

namespace {

// (name, doc) of the ruleset's top-level <options> in file order (the variants' carry no docs).
std::vector<std::pair<std::string, std::string>> option_docs(const std::string& rules_file) {
  std::vector<std::pair<std::string, std::string>> docs;
  tinyxml2::XMLDocument xml;
  if (xml.LoadFile(rules_file.c_str()) != tinyxml2::XML_SUCCESS || !xml.RootElement()) return docs;
  const tinyxml2::XMLElement* options = xml.RootElement()->FirstChildElement("options");
  for (const tinyxml2::XMLElement* o = options ? options->FirstChildElement("option") : nullptr; o;
       o = o->NextSiblingElement("option")) {
    const char* name = o->Attribute("name");
    const char* doc = o->Attribute("doc");
    if (name) docs.emplace_back(name, doc ? doc : "");
  }
  return docs;
}

bool word_char(char c) { return std::islower(static_cast<unsigned char>(c)) || std::isdigit(static_cast<unsigned char>(c)) || c == '_'; }

// The words a doc offers as values: inside parentheses ("(down, nearest, up)"), before " = "
// ("category = ...") and around "|" ("chit_cup | alternate"). Lower-case words and numbers only.
std::vector<std::string> candidate_words(const std::string& doc) {
  std::vector<std::string> out;
  auto add = [&](std::size_t b, std::size_t e) {
    if (b < e) out.push_back(doc.substr(b, e - b));
  };
  int depth = 0;
  for (std::size_t i = 0; i < doc.size();) {
    if (doc[i] == '(') ++depth;
    if (doc[i] == ')' && depth > 0) --depth;
    if (!word_char(doc[i])) {
      ++i;
      continue;
    }
    const std::size_t b = i;
    while (i < doc.size() && word_char(doc[i])) ++i;
    // A word glued to capitals or dots ("O-hit", "14.1") is not a value.
    if ((b > 0 && (std::isalpha(static_cast<unsigned char>(doc[b - 1])) || doc[b - 1] == '.' || doc[b - 1] == '-')) ||
        (i < doc.size() && (std::isalpha(static_cast<unsigned char>(doc[i])) || doc[i] == '.' || doc[i] == '-')))
      continue;
    const std::string rest = doc.substr(i, 3);
    const std::string before = b >= 2 ? doc.substr(b - 2, 2) : "";
    if (depth > 0 || rest == " = " || rest.rfind(" |", 0) == 0 || before == "| ") add(b, i);
  }
  return out;
}

Scenario with_option(const Scenario& scenario, const std::string& name, const std::string& value) {
  Scenario copy = scenario;
  copy.info.options[name] = value;
  return copy;
}

}  // namespace

std::optional<std::string> check_option_value(const Scenario& scenario, const std::string& rules_dir,
                                              const std::string& name, const std::string& value) {
  if (value.empty()) return "a value is needed";
  std::string why;
  if (make_rule_system(with_option(scenario, name, value), rules_dir, why)) return std::nullopt;
  return why.empty() ? "the rules refuse this value" : why;
}

std::vector<OptionChoice> scenario_option_choices(const Scenario& scenario, const std::string& rules_dir) {
  std::vector<OptionChoice> out;
  const std::string file = ruleset_path(rules_dir, scenario.info.rule_system);
  const RulesetLoad rules = load_ruleset(file);
  std::string why;
  const auto system = make_rule_system(scenario, rules_dir, why);
  if (!rules.ok() || !system) return out;
  const std::map<std::string, std::string> in_effect = scenario.info.options_in_effect(*rules.ruleset);
  const auto docs = option_docs(file);
  std::map<std::string, std::string> variant;
  if (const auto it = rules.ruleset->variant_options.find(scenario.info.variant); it != rules.ruleset->variant_options.end())
    variant = it->second;

  auto choice = [&](const std::string& name, const std::string& value, const std::string& doc) {
    OptionChoice c;
    c.name = name;
    c.doc = doc;
    c.value = value;
    c.fixed = scenario.info.options.count(name) > 0 || variant.count(name) > 0;
    if (c.fixed) {
      c.values = {value};
      return c;
    }
    // A value the doc never names: if the rules take it, they take anything (open text).
    if (!check_option_value(scenario, rules_dir, name, "zz_no_such_value")) {
      c.open_text = true;
      c.values = {value};
      return c;
    }
    std::vector<std::string> words = candidate_words(doc);
    words.insert(words.begin(), value);
    if (value == "true" || value == "false") words.insert(words.end(), {"true", "false"});
    std::set<std::string> seen;
    for (const std::string& w : words) {
      if (!seen.insert(w).second) continue;
      if (w == value || !check_option_value(scenario, rules_dir, name, w)) c.values.push_back(w);
    }
    // Two values joined taken as one ("5 6"): the option takes a list, typed.
    const bool list = c.values.size() >= 3 && !check_option_value(scenario, rules_dir, name, c.values[1] + " " + c.values[2]);
    c.open_text = c.values.size() < 2 || list;
    if (c.open_text) c.values = {value};
    return c;
  };
  std::set<std::string> listed;
  for (const auto& [name, doc] : docs)
    if (const auto v = in_effect.find(name); v != in_effect.end() && listed.insert(name).second)
      out.push_back(choice(name, v->second, doc));
  for (const auto& [name, value] : in_effect)  // set by a scenario or variant, with no doc of its own
    if (listed.insert(name).second) out.push_back(choice(name, value, ""));
  for (const FlowOptionDoc& f : system->sequence_of_play().options) {
    if (!listed.insert(f.name).second) continue;
    const auto s = scenario.info.options.find(f.name);
    out.push_back(choice(f.name, s == scenario.info.options.end() ? f.value : s->second, f.doc));
  }
  // The ruleset file's order reads as its doc does; the changeable ones first.
  std::stable_sort(out.begin(), out.end(), [](const OptionChoice& a, const OptionChoice& b) { return !a.fixed && b.fixed; });
  return out;
}

}  // namespace hexfire::game
