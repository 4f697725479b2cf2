// Reads assets/rules/<system>.xml: terrain, hexside features, roads, markers, unit classes,
// options and variants. Rule-specific values are declared <attribute>s, so a typo is an error.
#include "engine/io/ruleset_loader.hpp"

#include <algorithm>
#include <set>
#include <utility>
#include <vector>

#include "engine/io/text_escape.hpp"
#include "engine/io/xml_reader.hpp"

namespace hexfire {

std::optional<MovementEffect> parse_movement_effect(const std::string& text, int default_cost) {
  const auto words = split_words(text);
  if (words.empty()) return std::nullopt;
  if (words.size() == 1 && words[0] == "prohibited") return MovementEffect{std::nullopt, false, false};
  MovementEffect m{default_cost, false, false};
  bool have_cost = false;
  for (const auto& w : words) {
    if (w == "stop" && !m.stop) {
      m.stop = true;
    } else if (w == "road-only" && !m.road_only) {
      m.road_only = true;
    } else if (const auto n = parse_whole_number(w); n && !have_cost && *n >= 0 && *n <= 99) {
      m.cost = static_cast<int>(*n);
      have_cost = true;
    } else {
      return std::nullopt;
    }
  }
  return m;
}

std::string movement_effect_text(const MovementEffect& m) {
  if (!m.cost) return "prohibited";
  std::string s = std::to_string(*m.cost);
  if (m.stop) s += " stop";
  if (m.road_only) s += " road-only";
  return s;
}

std::string ruleset_path(const std::string& rules_dir, const std::string& system) {
  return rules_dir + "/" + system + ".xml";
}

namespace {

constexpr int kMaxDefinitions = 256;

class RulesetReader {
 public:
  RulesetReader(DiagnosticSink& sink, Ruleset& rules) : sink_(sink), rules_(rules) {}

  void read(const XmlElement& root) {
    {
      ElementReader r(sink_, root);
      rules_.system = r.str("system", Need::Required).value_or("");
      rules_.name = r.str("name", Need::Required).value_or("");
      rules_.unit_facing = r.boolean("facing").value_or(true);
      if (const auto f = r.integer("format", 1, 1000, Need::Required); f && *f != 1)
        r.error("format=\"" + std::to_string(*f) + "\" is not supported (this version reads format 1)");
    }
    // Unit classes first: terrain and hexside overrides refer to them wherever they appear.
    if (const auto* e = single_child(sink_, root, "unit-classes")) read_classes(*e);
    for_each_child(sink_, root, [&](const XmlElement& e) {
      const std::string n = e.name;
      if (n == "unit-classes") return true;
      if (n == "tables") return true;  // owned by each rule system's own table parser
      if (n == "variants") return read_variants(e), true;
      if (n == "options") return read_options(e), true;
      if (n == "terrain") return read_terrain(e), true;
      if (n == "hexside-features") return read_features(e), true;
      if (n == "roads") return read_roads(e), true;
      if (n == "markers") return read_markers(e), true;
      return false;
    });
    for (const char* once : {"variants", "options", "terrain", "hexside-features", "roads", "markers", "tables"})
      single_child(sink_, root, once);
    check_variant_options();
    if (rules_.terrain.empty()) sink_.error(root.line, "the ruleset defines no terrain types");
    if (rules_.hexside_features.size() > 32)
      sink_.error(root.line, "more than 32 hexside features (the map stores them as bits)");
    if (rules_.road_types.size() > 8) sink_.error(root.line, "more than 8 road types");
    if (rules_.markers.size() > 32) sink_.error(root.line, "more than 32 marker types");
  }

 private:
  // Reads the <attribute name=... doc=.../> declarations of a section.
  std::set<std::string> declarations(const XmlElement& section) {
    std::set<std::string> names;
    for (const auto* a : children_named(section, "attribute")) {
      ElementReader r(sink_, *a);
      r.str("doc");
      if (const auto n = r.str("name", Need::Required)) {
        if (!names.insert(*n).second) r.error("attribute '" + *n + "' is declared twice");
        else rules_.declared_attributes.push_back({section.name, *n, a->line});
      }
    }
    return names;
  }

  // The declared rule attributes found on a definition element.
  Attributes rule_attributes(ElementReader& r, const std::set<std::string>& declared) {
    Attributes out;
    for (const XmlAttribute& a : r.element().attributes) {
      if (declared.count(a.name)) {
        r.allow(a.name.c_str());
        out[a.name] = a.value;
      }
    }
    return out;
  }

  // Checks an id: present, not yet used in this section.
  bool claim_id(ElementReader& r, std::set<std::string>& ids, std::string& out) {
    const auto id = r.str("id", Need::Required);
    if (!id) return false;
    if (id->empty()) return r.error("id is empty"), false;
    r.set_subject(r.tag().substr(1, r.tag().size() - 2) + " " + quote_input(*id));
    if (!ids.insert(*id).second) return r.error("duplicate id"), false;
    if (ids.size() > kMaxDefinitions) return r.error("too many definitions"), false;
    out = *id;
    return true;
  }

  std::optional<MovementEffect> effect(ElementReader& r, const char* attr, int default_cost) {
    const auto text = r.str(attr);
    if (!text) return std::nullopt;
    const auto m = parse_movement_effect(*text, default_cost);
    if (!m)
      r.error(std::string(attr) + "=\"" + *text +
              "\" is not a movement effect (a cost, 'stop', 'road-only', or 'prohibited')");
    return m;
  }

  // <move class="artillery" effect="1 stop"/> children (or <cross> for hexsides).
  void class_overrides(const XmlElement& e, const char* child, int default_cost,
                       std::map<std::string, MovementEffect>& out) {
    for_each_child(sink_, e, [&](const XmlElement& c) {
      if (c.name != child) return false;
      ElementReader r(sink_, c);
      const auto cls = r.str("class", Need::Required);
      const auto m = effect(r, "effect", default_cost);
      if (!r.has("effect")) r.error("missing attribute 'effect'");
      if (!cls) return true;
      if (!rules_.find_unit_class(*cls)) r.error("unit class '" + *cls + "' is not defined in <unit-classes>");
      else if (out.count(*cls)) r.error("a second override for class '" + *cls + "'");
      else if (m) out[*cls] = *m;
      return true;
    });
  }

  void read_variants(const XmlElement& section) {
    for_each_child(sink_, section, [&](const XmlElement& e) {
      if (e.name != "variant") return false;
      ElementReader r(sink_, e);
      r.str("name");
      r.str("doc");
      const auto id = r.str("id", Need::Required);
      if (id) {
        for (const auto& v : rules_.variants)
          if (v == *id) r.error("variant '" + *id + "' is declared twice");
        rules_.variants.push_back(*id);
      }
      // The options a variant sets (over the ruleset's defaults, under a scenario's own).
      for_each_child(sink_, e, [&](const XmlElement& o) {
        if (o.name != "option") return false;
        ElementReader orr(sink_, o);
        const auto name = orr.str("name", Need::Required);
        const auto value = orr.str("value", Need::Required);
        if (id && name && value) {
          if (!rules_.variant_options[*id].emplace(*name, *value).second)
            orr.error("option '" + *name + "' is set twice in variant '" + *id + "'");
          variant_option_lines_.push_back({*name, o.line});
        }
        return true;
      });
      return true;
    });
  }

  // A variant may only set options the ruleset declares (checked once all are read).
  void check_variant_options() {
    for (const auto& [name, line] : variant_option_lines_)
      if (!rules_.options.count(name)) sink_.error(line, "variant option '" + name + "' is not an option of this ruleset");
  }

  void read_options(const XmlElement& section) {
    for_each_child(sink_, section, [&](const XmlElement& e) {
      if (e.name != "option") return false;
      ElementReader r(sink_, e);
      r.str("doc");
      const auto name = r.str("name", Need::Required);
      const auto value = r.str("value", Need::Required);
      if (name && value && !rules_.options.emplace(*name, *value).second)
        r.error("option '" + *name + "' is declared twice");
      return true;
    });
  }

  void read_classes(const XmlElement& section) {
    const auto declared = declarations(section);
    std::set<std::string> ids;
    for_each_child(sink_, section, [&](const XmlElement& e) {
      const std::string n = e.name;
      if (n == "attribute") return true;
      if (n != "class") return false;
      ElementReader r(sink_, e);
      UnitClass c;
      const bool ok = claim_id(r, ids, c.id);
      c.name = r.str("name", Need::Required).value_or(c.id);
      c.abbreviation = r.str("abbreviation", Need::Required).value_or("");
      c.symbol = r.str("symbol").value_or(c.id);
      c.leader = r.boolean("leader").value_or(false);
      c.artillery = r.boolean("artillery").value_or(false);
      c.mounted = r.boolean("mounted").value_or(false);
      c.attributes = rule_attributes(r, declared);
      if (ok) rules_.unit_classes.push_back(std::move(c));
      return true;
    });
  }

  void read_terrain(const XmlElement& section) {
    const auto declared = declarations(section);
    std::set<std::string> ids;
    for_each_child(sink_, section, [&](const XmlElement& e) {
      const std::string n = e.name;
      if (n == "attribute") return true;
      if (n != "type") return false;
      ElementReader r(sink_, e);
      TerrainType t;
      const bool ok = claim_id(r, ids, t.id);
      t.name = r.str("name", Need::Required).value_or(t.id);
      t.color = r.color("color", Need::Required).value_or(t.color);
      t.clear = r.boolean("clear").value_or(false);
      if (!r.has("move")) r.error("missing attribute 'move'");
      t.movement = effect(r, "move", 1).value_or(MovementEffect{});
      t.blocks_los = r.boolean("blocks-los").value_or(false);
      t.los_height = r.integer("los-height", 0, 100).value_or(1);
      t.attributes = rule_attributes(r, declared);
      class_overrides(e, "move", 1, t.movement_by_class);
      if (ok) rules_.terrain.push_back(std::move(t));
      return true;
    });
  }

  void read_features(const XmlElement& section) {
    const auto declared = declarations(section);
    std::set<std::string> ids;
    for_each_child(sink_, section, [&](const XmlElement& e) {
      const std::string n = e.name;
      if (n == "attribute") return true;
      if (n != "feature") return false;
      ElementReader r(sink_, e);
      HexsideFeatureType f;
      const bool ok = claim_id(r, ids, f.id);
      f.name = r.str("name", Need::Required).value_or(f.id);
      f.crossing = effect(r, "cross", 0).value_or(MovementEffect{0, false, false});
      f.blocks_los = r.boolean("blocks-los").value_or(false);
      f.los_height = r.integer("los-height", 0, 100).value_or(0);
      f.crest = r.boolean("crest").value_or(false);
      f.protected_side = r.boolean("protected-side").value_or(false);
      f.attributes = rule_attributes(r, declared);
      class_overrides(e, "cross", 0, f.crossing_by_class);
      if (ok) rules_.hexside_features.push_back(std::move(f));
      return true;
    });
  }

  void read_roads(const XmlElement& section) {
    const auto declared = declarations(section);
    std::set<std::string> ids;
    for_each_child(sink_, section, [&](const XmlElement& e) {
      const std::string n = e.name;
      if (n == "attribute") return true;
      if (n != "road") return false;
      ElementReader r(sink_, e);
      RoadType t;
      const bool ok = claim_id(r, ids, t.id);
      t.name = r.str("name", Need::Required).value_or(t.id);
      t.color = r.color("color", Need::Required).value_or(t.color);
      t.cost = r.integer("cost", 0, 99);
      t.attributes = rule_attributes(r, declared);
      if (ok) rules_.road_types.push_back(std::move(t));
      return true;
    });
  }

  void read_markers(const XmlElement& section) {
    const auto declared = declarations(section);
    std::set<std::string> ids;
    for_each_child(sink_, section, [&](const XmlElement& e) {
      const std::string n = e.name;
      if (n == "attribute") return true;
      if (n != "marker") return false;
      ElementReader r(sink_, e);
      MarkerType m;
      const bool ok = claim_id(r, ids, m.id);
      m.name = r.str("name", Need::Required).value_or(m.id);
      m.icon = r.str("icon").value_or("");
      if (!std::all_of(m.icon.begin(), m.icon.end(), [](char c) { return (c >= 'a' && c <= 'z') || c == '_'; }))
        r.error("icon=\"" + m.icon + "\" is not an art name (lower-case letters and '_')"), m.icon.clear();
      const std::string on = r.str("on").value_or("hex");
      if (on != "hex" && on != "unit") r.error("on=\"" + on + "\" must be hex or unit");
      m.unit_only = on == "unit";
      m.attributes = rule_attributes(r, declared);
      if (ok) rules_.markers.push_back(std::move(m));
      return true;
    });
  }

  DiagnosticSink& sink_;
  Ruleset& rules_;
  std::vector<std::pair<std::string, int>> variant_option_lines_;
};

}  // namespace

RulesetLoad load_ruleset_text(const std::string& xml_text, const std::string& display_name) {
  RulesetLoad out;
  try {
    DiagnosticSink sink(display_name, out.errors);
    XmlDocument doc;
    if (!parse_xml(xml_text, doc, sink)) return out;
    const XmlElement* root = doc.root();
    if (!root || root->name != "ruleset") {
      sink.error(root ? root->line : 0, "the root element must be <ruleset>");
      return out;
    }
    auto rules = std::make_shared<Ruleset>();
    RulesetReader(sink, *rules).read(*root);
    std::stable_sort(out.errors.begin(), out.errors.end(),
                     [](const Diagnostic& a, const Diagnostic& b) { return a.line < b.line; });
    if (out.errors.empty()) out.ruleset = std::move(rules);
  } catch (const std::exception& e) {
    // Only allocation failure can get here; report it rather than let it escape.
    out.errors.push_back({display_name, 0, std::string("internal error while loading: ") + e.what()});
    out.ruleset.reset();
  }
  return out;
}

RulesetLoad load_ruleset(const std::string& path) { return load_text_file<RulesetLoad>(path, load_ruleset_text); }

}  // namespace hexfire
