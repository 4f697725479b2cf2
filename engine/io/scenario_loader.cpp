// Scenario XML (format 2; an older file is upgraded first, format_upgrade.hpp): the root element, texts, options, sides and victory conditions; the map and
// the forces are read by scenario_map_reader.cpp and scenario_forces_reader.cpp.
#include "engine/io/scenario_loader.hpp"

#include <algorithm>
#include <set>

#include "engine/io/format_upgrade.hpp"
#include "engine/io/limit_check.hpp"
#include "engine/io/limits.hpp"
#include "engine/io/load_counts.hpp"
#include "engine/io/ruleset_loader.hpp"
#include "engine/io/scenario_build.hpp"
#include "engine/io/suggest.hpp"
#include "engine/io/text_escape.hpp"

namespace hexfire {

namespace scenario_io {

std::optional<Hex> Build::find_hex(const std::string& label, std::string& why) const {
  const HexMap& m = state->map();
  const auto& fmt = m.label_format();
  const bool digits_only = !label.empty() && std::all_of(label.begin(), label.end(), [](char c) {
    return c >= '0' && c <= '9';
  });
  if (!digits_only || label.size() != static_cast<std::size_t>(2 * fmt.digits)) {
    why = quote_input(label) + " is not a hex label (" + std::to_string(2 * fmt.digits) + " digits, like " +
          hex_label({0, 0}, fmt) + ")";
    return std::nullopt;
  }
  if (const auto h = m.parse_label(label)) return h;
  why = "hex is off the map (map is " + map_size() + ")";
  return std::nullopt;
}

void Build::unknown_name(ElementReader& r, const std::string& kind, const std::string& name, const std::string& message) {
  // With no side at all, the missing <sides> (reported) is the one root cause.
  if (kind == "side" && state && state->sides().empty()) return;
  const auto [it, first] = unknown_names.try_emplace(kind + '\n' + name);
  UnknownName& u = it->second;
  if (first) {
    u.index = sink.count();
    u.message = (r.subject().empty() ? r.tag() : r.subject()) + ": " + message;
    sink.error(r.line(), u.message);
    return;
  }
  u.more_lines.push_back(r.line());
  constexpr std::size_t kLinesListed = 8;  // a name used a hundred times is still a short message
  std::string lines;
  for (std::size_t i = 0; i < u.more_lines.size() && i < kLinesListed; ++i)
    lines += (lines.empty() ? "" : ", ") + std::to_string(u.more_lines[i]);
  if (u.more_lines.size() > kLinesListed) lines += " and " + std::to_string(u.more_lines.size() - kLinesListed) + " more";
  sink.reword(u.index, u.message + " (also named on line" + (u.more_lines.size() > 1 ? "s " : " ") + lines + ")");
}

std::string Build::map_size() const {
  return std::to_string(state->map().width()) + "x" + std::to_string(state->map().height());
}

namespace {

// A text-only element such as <title> or <briefing>, at most `limit` bytes once tidied.
std::string read_text_element(DiagnosticSink& sink, const XmlElement& e, std::size_t limit) {
  ElementReader r(sink, e);
  expect_text_only(sink, e);
  std::string text = tidy_text(r.text());
  within_length(sink, r, "the text", text, limit);  // reported; the load fails
  return text;
}

bool is_identifier(const std::string& s) {
  return !s.empty() && std::all_of(s.begin(), s.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '-';
  });
}

void read_options(Build& b, const XmlElement& options) {
  for_each_child(b.sink, options, [&](const XmlElement& e) {
    if (e.name != "option") return false;
    ElementReader r(b.sink, e);
    const auto name = r.str("name", Need::Required);
    const auto value = r.str("value", Need::Required);
    if (!name || !value) return true;
    if (!within_length(b.sink, r, "name", *name, limits::kMaxNameLength)) return true;
    r.set_subject("option '" + *name + "'");
    if (!within_length(b.sink, r, "value", *value, limits::kMaxOptionValueLength)) return true;
    if (!b.rules->options.count(*name)) {
      std::vector<std::string> known;
      for (const auto& option : b.rules->options) known.push_back(option.first);
      r.error("the " + b.rules->system + " ruleset has no such option" + suggestion(*name, known));
    }
    else if (!b.info.options.emplace(*name, *value).second)
      r.error("set twice");
    else
      b.info.option_lines[*name] = r.line();
    return true;
  }, {"option"});
}

}  // namespace

void read_sides(Build& b, const XmlElement* sides) {
  if (!sides) return;
  GameState& st = *b.state;
  for_each_child(b.sink, *sides, [&](const XmlElement& e) {
    if (e.name != "side") return false;
    ElementReader r(b.sink, e);
    Side s;
    const auto key = r.str("key", Need::Required);
    const bool key_fits = key && within_length(b.sink, r, "key", *key, limits::kMaxNameLength);
    if (key_fits) r.set_subject("side '" + *key + "'");
    s.name = r.str("name", Need::Required).value_or("");
    within_length(b.sink, r, "name", s.name, limits::kMaxNameLength);  // reported; the load fails
    s.color = r.color("color", Need::Required).value_or(s.color);
    std::string briefing;
    for_each_child(b.sink, e, [&](const XmlElement& c) {
      if (c.name != "briefing") return false;
      briefing = read_text_element(b.sink, c, limits::kMaxBriefingLength);
      return true;
    }, {"briefing"});
    single_child(b.sink, e, "briefing");
    if (!key_fits) return true;
    if (!is_identifier(*key)) return r.error("key must be letters, digits, '_' or '-'"), true;
    if (st.find_side(*key)) return r.error("duplicate side key"), true;
    if (st.sides().size() >= static_cast<std::size_t>(limits::kMaxSides))
      return r.error("more than " + std::to_string(limits::kMaxSides) + " sides (the limit is " +
                     std::to_string(limits::kMaxSides) + ")"),
             true;
    s.key = *key;
    if (!briefing.empty()) b.info.side_briefings[s.key] = briefing;
    st.add_side(std::move(s));
    return true;
  }, {"side"});
  if (st.sides().size() < 2) b.sink.error(sides->line, "<sides> must define at least two sides");
}

void read_victory(Build& b, const XmlElement* victory) {
  if (!victory) return;
  GameState& st = *b.state;
  VictoryConditions& v = b.info.victory;
  CountLimit objectives(b.sink, limits::kMaxObjectives, "objectives");
  std::set<Hex> objective_hexes;
  auto side_of = [&](ElementReader& r, const char* attr, Need need) -> std::optional<SideId> {
    const auto key = r.str(attr, need);
    if (!key) return std::nullopt;
    const auto s = st.find_side(*key);
    if (!s) b.unknown_name(r, "side", *key, "side '" + *key + "' does not exist" + suggestion(*key, keys_of(st.sides())));
    return s;
  };
  for_each_child(b.sink, *victory, [&](const XmlElement& e) {
    const std::string n = e.name;
    if (n == "objective" && !objectives.take(e.line)) return true;
    ElementReader r(b.sink, e);
    if (n == "objective") {
      Objective o;
      const auto at = r.str("at", Need::Required);
      o.name = r.str("name").value_or("");
      o.points = r.integer("points", 0, 1000, Need::Required).value_or(0);
      if (r.has("owner")) o.owner = side_of(r, "owner", Need::Optional);
      if (!at || !within_length(b.sink, r, "name", o.name, limits::kMaxNameLength)) return true;
      r.set_subject("objective " + (o.name.empty() ? std::string() : "'" + o.name + "' ") + "at " + cut_input(*at));
      if (!b.map_ok) return true;
      std::string why;
      const auto h = b.find_hex(*at, why);
      if (!h) return r.error(why), true;
      if (!objective_hexes.insert(*h).second) return r.error("a second objective in this hex"), true;
      o.hex = *h;
      v.objectives.push_back(std::move(o));
    } else if (n == "elimination") {
      const auto s = side_of(r, "side", Need::Required);
      const auto vp = r.integer("vp-per-sp", 0, 100, Need::Required);
      if (s && vp && !v.vp_per_sp_eliminated.emplace(*s, *vp).second) r.error("a second <elimination> for this side");
    } else if (n == "sudden-death") {
      const auto s = side_of(r, "side", Need::Required);
      const auto vp = r.integer("vp", 1, 100000, Need::Required);
      if (s && vp && !v.sudden_death_vp.emplace(*s, *vp).second) r.error("a second <sudden-death> for this side");
    } else if (n == "bonus") {
      const auto s = side_of(r, "side", Need::Required);
      const auto vp = r.integer("vp", 1, 1000, Need::Required);
      if (s && vp && !v.bonus_vp.emplace(*s, *vp).second) r.error("a second <bonus> for this side");
    } else {
      return false;
    }
    return true;
  }, {"objective", "elimination", "bonus", "sudden-death"});
}

}  // namespace scenario_io

namespace {

using scenario_io::Build;

void read_root(Build& b, const XmlElement& root, const std::string& rules_dir, Diagnostics& errors) {
  std::optional<std::string> system;
  {
    ElementReader r(b.sink, root);
    // docs/scenario-format.md, "Format versions": an older format was upgraded in memory before
    // this (build_scenario); a higher number was written by a newer Hexfire, and only a newer one
    // can read it.
    const std::string newest = std::to_string(kScenarioFormat);
    if (const auto f = r.integer("format", 1, 1000, Need::Required); f && *f > kScenarioFormat)
      r.error("format=\"" + std::to_string(*f) + "\" is newer than this Hexfire reads (format " + newest +
              "): the file was written for a newer version of Hexfire; update Hexfire to play it");
    system = r.str("system", Need::Required);
    b.info.variant = r.str("variant").value_or("");
    b.info.turns = r.integer("turns", 1, 999, Need::Required).value_or(0);  // 0: broken, reported
    b.info.seed = r.unsigned64("seed").value_or(1);
    // An editor's pointer to assets/schema/scenario.xsd (docs/scenario-format.md, "XML Schema").
    r.allow("xmlns:xsi");
    r.allow("xsi:noNamespaceSchemaLocation");
    if (system && !std::all_of(system->begin(), system->end(), [](char c) {
          return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' || c == '-';
        })) {
      r.error("system=\"" + *system + "\" is not a rule system name (lower-case letters, digits, '-', '_')");
      system.reset();
    }
  }
  static const std::set<std::string> kSections = {"title",         "briefing", "options", "map",
                                                  "sides",         "unit-types", "organizations", "units",
                                                  "reinforcements", "victory"};
  const std::vector<std::string> section_names(kSections.begin(), kSections.end());
  for_each_child(b.sink, root, [&](const XmlElement& e) { return kSections.count(e.name) > 0; },
                 section_names);
  for (const auto& s : kSections)
    if (s != "units") single_child(b.sink, root, s.c_str());  // one <units> per side
  // A required section whose name is misspelt is reported as the unknown element, with the
  // correction; "the scenario has no <sides>" would be the same problem said twice.
  const auto misspelt = [&](const char* section) {
    for (const XmlElement* c : root.child_elements())
      if (!kSections.count(c->name) && nearest_name(c->name, section_names) == std::optional<std::string>(section)) return true;
    return false;
  };
  for (const char* section : {"unit-types", "organizations"})
    if (misspelt(section)) b.misspelt_sections.insert(section);
  if (!system) return;

  // The rule system decides what terrain, features and unit classes mean: without it, stop.
  b.info.rule_system = *system;
  const std::string rules_path = ruleset_path(rules_dir, *system);
  RulesetLoad rl = load_ruleset(rules_path);
  if (!rl.ok()) {
    const bool missing = rl.errors.size() == 1 && rl.errors[0].message.rfind("cannot open: ", 0) == 0;
    b.sink.error(root.line, missing ? "rule system " + quote_input(*system) + " is not known (no file " +
                                          cut_input(rules_path) + ")"
                                    : "rule system " + quote_input(*system) + ": its ruleset has errors");
    if (!missing) errors.insert(errors.end(), rl.errors.begin(), rl.errors.end());
    return;
  }
  b.rules = rl.ruleset;
  if (!b.info.variant.empty() &&
      std::find(b.rules->variants.begin(), b.rules->variants.end(), b.info.variant) == b.rules->variants.end()) {
    std::string known;
    for (const auto& v : b.rules->variants) known += (known.empty() ? "" : ", ") + v;
    const std::string close = suggestion(b.info.variant, b.rules->variants, 0);
    b.sink.error(root.line, "variant '" + b.info.variant + "' is not a variant of " + *system +
                                        (known.empty() ? " (it has none)" : " (" + known + ")") + close);
  }

  if (const auto* t = root.first_child("title")) b.info.title = scenario_io::read_text_element(b.sink, *t, limits::kMaxTitleLength);
  if (b.info.title.empty() && !misspelt("title")) b.sink.error(root.line, "the scenario has no <title>");
  if (const auto* t = root.first_child("briefing"))
    b.info.briefing = scenario_io::read_text_element(b.sink, *t, limits::kMaxBriefingLength);
  if (const auto* o = root.first_child("options")) scenario_io::read_options(b, *o);

  const XmlElement* map = root.first_child("map");
  if (!map && !misspelt("map")) b.sink.error(root.line, "the scenario has no <map>");
  scenario_io::read_map(b, map);
  b.state->turn_count = b.info.turns;
  b.state->rng = Rng(b.info.seed);

  const XmlElement* sides = root.first_child("sides");
  if (!sides && !misspelt("sides")) b.sink.error(root.line, "the scenario has no <sides>");
  scenario_io::read_sides(b, sides);
  scenario_io::read_forces(b, root);
  scenario_io::read_victory(b, root.first_child("victory"));
}

}  // namespace

ScenarioDocumentLoad parse_scenario_document(const std::string& xml_text, const std::string& display_name) {
  count_scenario_parse();
  ScenarioDocumentLoad out;
  try {
    DiagnosticSink sink(display_name, out.errors);
    out.document = parse_xml_document(xml_text, sink);
  } catch (const std::exception& e) {
    out.errors.push_back({display_name, 0, std::string("internal error while loading: ") + e.what()});
    out.document.reset();
  }
  return out;
}

ScenarioDocumentLoad load_scenario_document(const std::string& path) {
  return load_text_file<ScenarioDocumentLoad>(path, parse_scenario_document);
}

ScenarioLoad build_scenario(const XmlDocument& document, const std::string& display_name, const std::string& rules_dir) {
  ScenarioLoad out;
  try {
    // A file of an older format is read as its upgrade to the newest (format_upgrade.hpp): the
    // steps keep every line, so the messages name the file's own lines.
    std::optional<XmlDocument> upgraded;
    if (const auto f = scenario_format_of(document); f && *f < kScenarioFormat) {
      upgraded = document;
      upgrade_scenario_document(*upgraded);
    }
    const XmlDocument& doc = upgraded ? *upgraded : document;
    DiagnosticSink sink(display_name, out.errors);
    const XmlElement* root = doc.root();
    if (!root || root->name != "scenario") {
      sink.error(root ? root->line : 0, "the root element must be <scenario>");
      return out;
    }
    for (const XmlNode& n : doc.nodes)
      if (const XmlElement* extra = n.element(); extra && extra != root)
        sink.error(extra->line, "a second root element <" + extra->name + "> after <scenario>");
    Build b(sink, nullptr);
    b.info.source_path = display_name;
    Diagnostics ruleset_errors;
    read_root(b, *root, rules_dir, ruleset_errors);
    std::stable_sort(out.errors.begin(), out.errors.end(),
                     [](const Diagnostic& x, const Diagnostic& y) { return x.line < y.line; });
    out.errors.insert(out.errors.end(), ruleset_errors.begin(), ruleset_errors.end());
    out.errors.insert(out.errors.end(), b.other_files.begin(), b.other_files.end());
    if (out.errors.empty() && b.state) out.scenario.emplace(Scenario{std::move(b.info), std::move(*b.state)});
    else if (b.state && b.rules) out.partial = std::make_shared<const Scenario>(Scenario{std::move(b.info), std::move(*b.state)});
  } catch (const std::exception& e) {
    // Only allocation failure (or a bug) can get here; report it rather than let it escape.
    out.errors.push_back({display_name, 0, std::string("internal error while loading: ") + e.what()});
    out.scenario.reset();
  }
  return out;
}

ScenarioLoad load_scenario_text(const std::string& xml_text, const std::string& display_name,
                                const std::string& rules_dir) {
  ScenarioDocumentLoad read = parse_scenario_document(xml_text, display_name);
  if (!read.document) {
    ScenarioLoad out;
    out.errors = std::move(read.errors);
    return out;
  }
  return build_scenario(*read.document, display_name, rules_dir);
}

ScenarioLoad load_scenario(const std::string& path, const std::string& rules_dir) {
  ScenarioDocumentLoad read = load_scenario_document(path);
  if (!read.document) {
    ScenarioLoad out;
    out.errors = std::move(read.errors);
    return out;
  }
  return build_scenario(*read.document, path, rules_dir);
}

}  // namespace hexfire
