// Parser and look-ups of the fireline charts (see fireline_tables.hpp). Every problem in the
// <tables> element is reported with the file and line; nothing throws while reading.
#include "engine/rules/fireline/fireline_tables.hpp"

#include <stdexcept>

#include "engine/io/xml_reader.hpp"

namespace hexfire::fireline {

const std::vector<std::string_view> kMoraleModifierIds = {"out_of_command", "flanked", "isolated",
                                                           "leader",         "charging", "no_los_target"};
const std::vector<std::string_view> kFireModifierIds = {
    "target_cover",   "target_clear",    "target_lower",         "target_behind_cover", "target_flanked",
    "target_advance", "target_charging", "small_arms_vs_artillery", "target_density",   "firer_disrupted",
    "advance_fire_marker", "firer_behind_cover", "artillery_vs_adjacent"};
const std::vector<std::string_view> kAssaultModifierIds = {
    "defender_higher", "attacker_in_stream", "attacker_higher", "attacker_in_marsh", "defender_behind_cover",
    "target_flanked",  "target_density",     "own_disrupted",   "leader",            "charge"};
const std::vector<std::string_view> kStraggleDrmIds = {"leader", "ezoc", "thoroughfare"};

// ---- look-ups ----

int Crt::row_for_fire(int f) const {
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const CrtRow& r = rows[i];
    if (f >= r.min_fire && (!r.max_fire || f <= *r.max_fire)) return static_cast<int>(i);
  }
  return f < 0 ? 0 : last_row();
}

const CrtOutcome& Crt::outcome(int row, int die, bool paren) const {
  const CrtRow& r = rows.at(static_cast<std::size_t>(row));
  const CrtColumn& c = columns.at(static_cast<std::size_t>(r.column_by_die.at(static_cast<std::size_t>(die))));
  if (paren && !c.paren.empty())
    if (const CrtOutcome* o = find_outcome(c.paren)) return *o;
  return c.outcome;
}

TableLookup Crt::lookup(int row, int die, bool paren) const {
  const CrtRow& r = rows.at(static_cast<std::size_t>(row));
  const int col = r.column_by_die.at(static_cast<std::size_t>(die));
  const CrtColumn& c = columns.at(static_cast<std::size_t>(col));
  return {"crt", row, col, r.label, c.paren.empty() ? c.outcome.code : c.outcome.code + " (" + c.paren + ")",
          outcome(row, die, paren).code};
}

const CrtOutcome* Crt::find_outcome(std::string_view code) const {
  for (const auto& c : columns)
    if (c.outcome.code == code) return &c.outcome;
  return nullptr;
}

std::optional<int> RangeTable::band_for_range(int hexes) const {
  for (std::size_t i = 0; i < bands.size(); ++i)
    if (!bands[i].assault && hexes >= bands[i].min_range && hexes <= bands[i].max_range)
      return static_cast<int>(i);
  return std::nullopt;
}

std::optional<int> RangeTable::assault_band() const {
  for (std::size_t i = 0; i < bands.size(); ++i)
    if (bands[i].assault) return static_cast<int>(i);
  return std::nullopt;
}

const RangeFactorRow* RangeTable::row_for(std::string_view abbreviation, std::string_view class_id) const {
  for (const auto& r : rows)
    if (r.unit_class == abbreviation || r.unit_class == class_id) return &r;
  return nullptr;
}

int StraggleTable::band_for(int morale) const {
  if (bands.empty()) return -1;
  for (std::size_t i = 0; i < bands.size(); ++i)
    if (morale >= bands[i].morale_min && morale <= bands[i].morale_max) return static_cast<int>(i);
  return morale < bands.front().morale_min ? 0 : static_cast<int>(bands.size()) - 1;
}

int StraggleTable::threshold_for(int morale) const {
  const int b = band_for(morale);
  return b < 0 ? 0 : bands[static_cast<std::size_t>(b)].threshold;
}

TableLookup StraggleTable::lookup(int morale) const {
  const int b = band_for(morale);
  if (b < 0) return {"straggle", -1, -1, {}, {}, {}};
  const StraggleBand& band = bands[static_cast<std::size_t>(b)];
  return {"straggle", b, 0, "morale " + std::to_string(band.morale_min) + "-" + std::to_string(band.morale_max),
          "threshold", std::to_string(band.threshold)};
}

namespace {

const ModifierDef& find_def(const std::vector<ModifierDef>& v, std::string_view id, const char* what) {
  for (const auto& d : v)
    if (d.id == id) return d;
  throw std::out_of_range(std::string("fireline tables: no ") + what + " modifier '" + std::string(id) + "'");
}

}  // namespace

const ModifierDef& StraggleTable::drm(std::string_view id) const { return find_def(drms, id, "straggle"); }
const ModifierDef& FirelineTables::morale(std::string_view id) const { return find_def(morale_modifiers, id, "morale"); }
const ModifierDef& FirelineTables::fire(std::string_view id) const { return find_def(fire_modifiers, id, "fire"); }
const ModifierDef& FirelineTables::assault(std::string_view id) const {
  return find_def(assault_modifiers, id, "assault");
}

// ---- parsing ----

namespace {

// "0", "3-4", "36+" -> [min, max]; "-" handled by callers.
bool parse_span(const std::string& s, int& lo, std::optional<int>& hi) {
  if (!s.empty() && s.back() == '+') {
    const auto v = parse_whole_number(s.substr(0, s.size() - 1));
    if (!v || *v < 0 || *v > 1000) return false;
    lo = static_cast<int>(*v);
    hi.reset();
    return true;
  }
  const auto dash = s.find('-', 1);
  const auto a = parse_whole_number(dash == std::string::npos ? s : s.substr(0, dash));
  const auto b = dash == std::string::npos ? a : parse_whole_number(s.substr(dash + 1));
  if (!a || !b || *a < 0 || *b < *a || *b > 1000) return false;
  lo = static_cast<int>(*a);
  hi = static_cast<int>(*b);
  return true;
}

// "0.5", "1.5", "2", "-".
std::optional<RangeFactor> parse_factor(const std::string& s) {
  RangeFactor f;
  f.text = s;
  if (s == "-") return f;
  const auto dot = s.find('.');
  const std::string whole = dot == std::string::npos ? s : s.substr(0, dot);
  const std::string frac = dot == std::string::npos ? "" : s.substr(dot + 1);
  if (frac.size() > 3 || frac.find_first_not_of("0123456789") != std::string::npos) return std::nullopt;
  const auto w = parse_whole_number(whole.empty() ? "0" : whole);
  if (!w || *w < 0 || *w > 100) return std::nullopt;
  int den = 1;
  int num = static_cast<int>(*w);
  for (char c : frac) {
    den *= 10;
    num = num * 10 + (c - '0');
  }
  while (den > 1 && num % 2 == 0 && den % 2 == 0) num /= 2, den /= 2;
  while (den > 1 && num % 5 == 0 && den % 5 == 0) num /= 5, den /= 5;
  f.can_fire = true;
  f.numerator = num;
  f.denominator = den;
  return f;
}

void read_crt(DiagnosticSink& sink, const XmlElement& e, Crt& crt) {
  for_each_child(sink, e, [&](const XmlElement& c) {
    const std::string name = c.name;
    ElementReader r(sink, c);
    if (name == "column") {
      CrtColumn col;
      col.outcome.code = r.str("code", Need::Required).value_or("?");
      col.outcome.o_hits = r.integer("o_hits", 0, 10).value_or(0);
      col.outcome.disrupts = r.boolean("disrupts").value_or(false);
      col.outcome.text = r.str("text", Need::Required).value_or("");
      col.paren = r.str("paren").value_or("");
      crt.columns.push_back(std::move(col));
      return true;
    }
    if (name != "row") return false;
    CrtRow row;
    row.label = r.str("fire", Need::Required).value_or("?");
    if (!parse_span(row.label, row.min_fire, row.max_fire)) r.error("fire=\"" + row.label + "\" is not a fire range");
    const auto words = split_words(r.str("dice", Need::Required).value_or(""));
    if (words.size() != crt.columns.size()) {
      r.error("dice lists " + std::to_string(words.size()) + " columns, the CRT has " +
              std::to_string(crt.columns.size()));
      return true;
    }
    std::array<int, 10> seen{};
    seen.fill(-1);
    for (std::size_t ci = 0; ci < words.size(); ++ci) {
      if (words[ci] == "-") continue;
      int lo = 0;
      std::optional<int> hi;
      if (!parse_span(words[ci], lo, hi) || !hi || *hi > 9) {
        r.error("die faces \"" + words[ci] + "\" are not a range within 0-9");
        continue;
      }
      for (int d = lo; d <= *hi; ++d) {
        if (seen[static_cast<std::size_t>(d)] >= 0) r.error("die face " + std::to_string(d) + " appears twice");
        seen[static_cast<std::size_t>(d)] = static_cast<int>(ci);
      }
    }
    for (int d = 0; d < 10; ++d)
      if (seen[static_cast<std::size_t>(d)] < 0) r.error("row " + row.label + ": die face " + std::to_string(d) + " has no result");
    row.column_by_die = seen;
    for (auto& v : row.column_by_die) v = v < 0 ? 0 : v;
    crt.rows.push_back(std::move(row));
    return true;
  });
  if (crt.columns.empty() || crt.rows.empty()) {
    sink.error(e.line, "<crt>: needs <column> and <row> elements");
    return;
  }
  for (const auto& c : crt.columns)
    if (!c.paren.empty() && !crt.find_outcome(c.paren))
      sink.error(e.line, "<crt>: column " + c.outcome.code + " paren=\"" + c.paren + "\" is not a column");
  // Rows must tile the fire values 0.. without gaps, ending open.
  int next = 0;
  for (std::size_t i = 0; i < crt.rows.size(); ++i) {
    const auto& row = crt.rows[i];
    if (row.min_fire != next) sink.error(e.line, "<crt>: row " + row.label + " should start at " + std::to_string(next));
    if (!row.max_fire) {
      if (i + 1 != crt.rows.size()) sink.error(e.line, "<crt>: only the last row may be open-ended");
      break;
    }
    next = *row.max_fire + 1;
  }
  if (crt.rows.back().max_fire) sink.error(e.line, "<crt>: the last row must be open-ended (\"36+\")");
}

void read_ranges(DiagnosticSink& sink, const XmlElement& e, RangeTable& t) {
  for_each_child(sink, e, [&](const XmlElement& c) {
    const std::string name = c.name;
    ElementReader r(sink, c);
    if (name == "band") {
      RangeBand b;
      b.id = r.str("id", Need::Required).value_or("?");
      b.assault = r.boolean("assault").value_or(false);
      const Need need = b.assault ? Need::Optional : Need::Required;
      b.min_range = r.integer("min", 1, 100, need).value_or(0);
      b.max_range = r.integer("max", 1, 100, need).value_or(0);
      if (b.max_range < b.min_range) r.error("max is below min");
      t.bands.push_back(std::move(b));
      return true;
    }
    if (name != "class") return false;
    RangeFactorRow row;
    row.unit_class = r.str("abbreviation", Need::Required).value_or("?");
    for (const auto& w : split_words(r.str("factors", Need::Required).value_or(""))) {
      if (auto f = parse_factor(w)) row.factors.push_back(*f);
      else r.error("factor \"" + w + "\" is neither a number such as 0.5 nor \"-\"");
    }
    if (row.factors.size() != t.bands.size())
      r.error("lists " + std::to_string(row.factors.size()) + " factors for " + std::to_string(t.bands.size()) +
              " range bands");
    t.rows.push_back(std::move(row));
    return true;
  });
  if (t.rows.empty()) sink.error(e.line, "<range_factors>: no <class> rows");
}

void read_limits(DiagnosticSink& sink, const XmlElement& e, Limits& l) {
  bool clear = false, non_clear = false;
  for_each_child(sink, e, [&](const XmlElement& c) {
    const std::string name = c.name;
    ElementReader r(sink, c);
    if (name == "clear") {
      clear = true;
      l.clear.small_arms_sp = r.integer("small_arms_sp", 0, 100, Need::Required).value_or(0);
      l.clear.all_artillery = r.boolean("all_artillery").value_or(false);
      return true;
    }
    if (name == "non_clear") {
      non_clear = true;
      l.non_clear.total_sp = r.integer("total_sp", 0, 100, Need::Required).value_or(0);
      return true;
    }
    return false;
  });
  if (!clear || !non_clear) sink.error(e.line, std::string("<") + e.name + ">: needs <clear> and <non_clear>");
}

ModifierDef read_modifier(ElementReader& r) {
  ModifierDef d;
  d.id = r.str("id", Need::Required).value_or("?");
  d.value = r.integer("value", -20, 20, Need::Required).value_or(0);
  d.label = r.str("label", Need::Required).value_or("");
  d.rule_ref = r.str("rule", Need::Required).value_or("");
  d.min_sp = r.integer("min_sp", 0, 1000).value_or(0);
  return d;
}

void read_modifier_list(DiagnosticSink& sink, const XmlElement& e, const char* child,
                        std::vector<ModifierDef>& out, const std::vector<std::string_view>& required) {
  for_each_child(sink, e, [&](const XmlElement& c) {
    if (c.name != child) return false;
    ElementReader r(sink, c);
    ModifierDef d = read_modifier(r);
    for (const auto& o : out)
      if (o.id == d.id) r.error("modifier '" + d.id + "' is defined twice");
    out.push_back(std::move(d));
    return true;
  });
  for (auto id : required) {
    bool found = false;
    for (const auto& d : out) found = found || d.id == id;
    if (!found) sink.error(e.line, std::string("<") + e.name + ">: missing modifier '" + std::string(id) + "'");
  }
}

void read_straggle(DiagnosticSink& sink, const XmlElement& e, StraggleTable& t) {
  {
    ElementReader r(sink, e);
    t.always_face = r.integer("always", 0, 9, Need::Required).value_or(9);
    t.max_hits = r.integer("max_hits", 0, 10, Need::Required).value_or(1);
  }
  std::vector<ModifierDef> drms;
  for_each_child(sink, e, [&](const XmlElement& c) {
    const std::string name = c.name;
    ElementReader r(sink, c);
    if (name == "band") {
      StraggleBand b;
      b.morale_min = r.integer("morale_min", -20, 50, Need::Required).value_or(0);
      b.morale_max = r.integer("morale_max", -20, 50, Need::Required).value_or(0);
      b.threshold = r.integer("threshold", 0, 10, Need::Required).value_or(0);
      if (!t.bands.empty() && b.morale_min != t.bands.back().morale_max + 1)
        r.error("band should start at morale " + std::to_string(t.bands.back().morale_max + 1));
      t.bands.push_back(b);
      return true;
    }
    if (name != "drm") return false;
    t.drms.push_back(read_modifier(r));
    return true;
  });
  if (t.bands.empty()) sink.error(e.line, "<straggle>: no <band> rows");
  for (auto id : kStraggleDrmIds) {
    bool found = false;
    for (const auto& d : t.drms) found = found || d.id == id;
    if (!found) sink.error(e.line, "<straggle>: missing drm '" + std::string(id) + "'");
  }
}

}  // namespace

FirelineTablesLoad parse_fireline_tables(const std::string& xml_text, const std::string& file) {
  FirelineTablesLoad out;
  DiagnosticSink sink(file, out.errors);
  XmlDocument doc;
  const XmlElement* tables = parse_tables_element(xml_text, doc, sink);
  if (!tables) return out;
  FirelineTables t;
  t.file = file;
  bool seen_crt = false, seen_ranges = false, seen_fl = false, seen_al = false, seen_st = false;
  bool seen_mo = false, seen_fm = false, seen_am = false;
  for_each_child(sink, *tables, [&](const XmlElement& c) {
    const std::string name = c.name;
    if (name == "crt") return read_crt(sink, c, t.crt), seen_crt = true;
    if (name == "range_factors") return read_ranges(sink, c, t.ranges), seen_ranges = true;
    if (name == "fire_limits") return read_limits(sink, c, t.fire_limits), seen_fl = true;
    if (name == "assault_limits") return read_limits(sink, c, t.assault_limits), seen_al = true;
    if (name == "straggle") return read_straggle(sink, c, t.straggle), seen_st = true;
    if (name == "morale")
      return read_modifier_list(sink, c, "modifier", t.morale_modifiers, kMoraleModifierIds), seen_mo = true;
    if (name == "fire_modifiers")
      return read_modifier_list(sink, c, "modifier", t.fire_modifiers, kFireModifierIds), seen_fm = true;
    if (name == "assault_modifiers")
      return read_modifier_list(sink, c, "modifier", t.assault_modifiers, kAssaultModifierIds), seen_am = true;
    if (name == "o_hits") {
      ElementReader r(sink, c);
      t.hits_per_side = r.integer("hits_per_side", 1, 20, Need::Required).value_or(3);
      return true;
    }
    if (name == "no_los_fire") {
      ElementReader r(sink, c);
      t.no_los.long_min_range = r.integer("long_min", 1, 100, Need::Required).value_or(7);
      t.no_los.long_max_range = r.integer("long_max", 1, 100, Need::Required).value_or(8);
      return true;
    }
    return false;
  });
  const std::pair<bool, const char*> required[] = {
      {seen_crt, "crt"},         {seen_ranges, "range_factors"}, {seen_fl, "fire_limits"},
      {seen_al, "assault_limits"}, {seen_st, "straggle"},        {seen_mo, "morale"},
      {seen_fm, "fire_modifiers"}, {seen_am, "assault_modifiers"}};
  for (const auto& [seen, name] : required)
    if (!seen) sink.error(tables->line, std::string("<tables>: missing <") + name + ">");
  if (out.errors.empty()) out.tables = std::move(t);
  return out;
}

FirelineTablesLoad load_fireline_tables(const std::string& path) {
  return load_text_file<FirelineTablesLoad>(path, parse_fireline_tables);
}

}  // namespace hexfire::fireline
