#include "engine/rules/column_shift/column_shift_tables.hpp"

#include <algorithm>
#include <iterator>
#include <stdexcept>

#include "engine/io/xml_reader.hpp"

namespace hexfire::column_shift {

const ShiftDef& ColumnShiftTables::fire(std::string_view id) const {
  for (const ShiftDef& d : fire_shifts)
    if (d.id == id) return d;
  throw std::logic_error("column-shift tables: no fire shift '" + std::string(id) + "'");
}

const ShiftDef* ColumnShiftTables::assault_shift(const std::string& variant, std::string_view id) const {
  const auto it = assault_shifts.find(variant);
  if (it == assault_shifts.end()) return nullptr;
  for (const ShiftDef& d : it->second)
    if (d.id == id) return &d;
  return nullptr;
}

namespace {

// <direct_fire> or <assault>: dice, increasing fire-value columns, one row per dice total.
void read_table(DiagnosticSink& sink, const XmlElement& e, ColumnTable& t) {
  bool leaders_always = true;
  {
    ElementReader r(sink, e);
    t.title = r.str("title", Need::Required).value_or("");
    t.dice = r.integer("dice", 1, 3, Need::Required).value_or(1);
    r.allow("variant");  // read by the caller
    const std::string leaders = r.str("leaders_check").value_or("always");
    if (leaders != "always" && leaders != "with_loss") r.error("leaders_check: \"" + leaders + "\" is neither always nor with_loss");
    leaders_always = leaders != "with_loss";
    for (const std::string& w : split_words(r.str("columns", Need::Required).value_or(""))) {
      const auto v = parse_whole_number(w);
      if (!v || *v < 0 || *v > 10000) {
        r.error("columns: \"" + w + "\" is not a fire value");
        continue;
      }
      if (!t.columns.empty() && *v <= t.columns.back()) r.error("columns must increase (" + w + ")");
      t.columns.push_back(static_cast<int>(*v));
    }
    if (t.columns.empty()) r.error("no columns");
  }
  t.rows.assign(static_cast<std::size_t>(t.last_roll() - t.first_roll() + 1), {});
  std::vector<bool> seen(t.rows.size(), false);
  for_each_child(sink, e, [&](const XmlElement& c) {
    if (c.name != "row") return false;
    ElementReader r(sink, c);
    const auto roll = r.integer("roll", t.first_roll(), t.last_roll(), Need::Required);
    const auto words = split_words(r.str("cells", Need::Required).value_or(""));
    if (!roll) return true;
    const auto at = static_cast<std::size_t>(*roll - t.first_roll());
    if (seen[at]) r.error("roll " + std::to_string(*roll) + " has two rows");
    seen[at] = true;
    if (words.size() != t.columns.size()) {
      r.error("roll " + std::to_string(*roll) + ": " + std::to_string(words.size()) + " cells for " +
              std::to_string(t.columns.size()) + " columns");
      return true;
    }
    for (const std::string& w : words) {
      const auto cell = parse_cell(w);
      if (!cell) r.error("roll " + std::to_string(*roll) + ": \"" + w + "\" is not a result of these charts");
      t.rows[at].push_back(cell.value_or(CellResult{}));
      t.rows[at].back().leaders_check_without_loss = leaders_always;
    }
    return true;
  });
  for (std::size_t i = 0; i < seen.size(); ++i)
    if (!seen[i]) sink.error(e.line, "<" + e.name + ">: no row for roll " + std::to_string(t.first_roll() + static_cast<int>(i)));
}

// One <shift> of <fire_shifts> or <assault_shifts>.
ShiftDef read_shift(ElementReader& r, bool assault) {
  ShiftDef d;
  d.id = r.str("id", Need::Required).value_or("?");
  d.value = r.integer("value", -10, 10, Need::Required).value_or(0);
  d.label = r.str("label", Need::Required).value_or("");
  d.rule_ref = r.str("rule", Need::Required).value_or("");
  if (assault) {
    d.side = r.str("side", Need::Required).value_or("either");
    if (d.side != "attacker" && d.side != "defender" && d.side != "either")
      r.error("side=\"" + d.side + "\": attacker, defender or either");
    d.first_round = r.boolean("first_round").value_or(false);
    d.undemoralized = r.boolean("undemoralized").value_or(false);
  } else {
    d.in_cover = r.integer("in_cover", -10, 10);
    d.min_range = r.integer("min_range", 0, 100).value_or(0);
    d.per_unit = r.boolean("unit").value_or(false);
    d.option = r.str("option").value_or("");
  }
  return d;
}

// The shifts of one list, each defined once and each one the code applies; `required` must all be there.
void read_shift_list(DiagnosticSink& sink, const XmlElement& e, bool assault, std::vector<ShiftDef>& out,
                     const std::string_view* known_begin, const std::string_view* known_end, bool required) {
  for_each_child(sink, e, [&](const XmlElement& c) {
    if (c.name != "shift") return false;
    ElementReader r(sink, c);
    ShiftDef d = read_shift(r, assault);
    for (const ShiftDef& o : out)
      if (o.id == d.id) r.error("shift '" + d.id + "' is defined twice");
    if (std::find(known_begin, known_end, d.id) == known_end)
      r.error("shift '" + d.id + "' is not one the " + (assault ? "assault" : "direct fire") + " code applies");
    out.push_back(std::move(d));
    return true;
  });
  if (!required) return;
  for (const std::string_view* id = known_begin; id != known_end; ++id) {
    bool found = false;
    for (const ShiftDef& d : out) found = found || d.id == *id;
    if (!found) sink.error(e.line, "<" + e.name + ">: missing shift '" + std::string(*id) + "'");
  }
}

void read_fire_shifts(DiagnosticSink& sink, const XmlElement& e, std::vector<ShiftDef>& out) {
  read_shift_list(sink, e, false, out, std::begin(kFireShiftIds), std::end(kFireShiftIds), true);
}

}  // namespace

ColumnShiftTablesLoad parse_column_shift_tables(const std::string& xml_text, const std::string& file) {
  ColumnShiftTablesLoad out;
  DiagnosticSink sink(file, out.errors);
  XmlDocument doc;
  const XmlElement* tables = parse_tables_element(xml_text, doc, sink);
  if (!tables) return out;
  ColumnShiftTables t;
  t.file = file;
  bool seen_fire = false, seen_shifts = false;
  for_each_child(sink, *tables, [&](const XmlElement& c) {
    if (c.name == "direct_fire") {
      t.direct_fire.id = "direct_fire";
      read_table(sink, c, t.direct_fire);
      return seen_fire = true;
    }
    if (c.name == "assault") {
      const XmlAttribute* v = c.attribute("variant");
      const std::string variant = v ? v->value : std::string();
      if (variant.empty()) sink.error(c.line, "<assault>: missing attribute 'variant'");
      else if (t.assault.count(variant)) sink.error(c.line, "<assault>: a second table for variant '" + variant + "'");
      ColumnTable a;
      a.id = "assault_" + variant;
      read_table(sink, c, a);
      t.assault.emplace(variant, std::move(a));
      return true;
    }
    if (c.name == "fire_shifts") {
      read_fire_shifts(sink, c, t.fire_shifts);
      return seen_shifts = true;
    }
    if (c.name == "anti_tank") {
      ElementReader r(sink, c);
      const auto variant = r.str("variant", Need::Required);
      AntiTankDef d;
      d.firer_nation = r.str("firer_nation", Need::Required).value_or("");
      d.target_nation = r.str("target_nation", Need::Required).value_or("");
      d.value = r.integer("value", 1, 10000, Need::Required).value_or(0);
      d.min_roll = r.integer("min_roll", 1, 6, Need::Required).value_or(7);
      d.label = r.str("label", Need::Required).value_or("");
      d.rule_ref = r.str("rule", Need::Required).value_or("");
      if (variant && !t.anti_tank.emplace(*variant, std::move(d)).second)
        r.error("<anti_tank>: a second one for variant '" + *variant + "'");
      return true;
    }
    if (c.name == "assault_shifts") {
      const XmlAttribute* v = c.attribute("variant");
      const std::string variant = v ? v->value : std::string();
      if (variant.empty()) sink.error(c.line, "<assault_shifts>: missing attribute 'variant'");
      else if (t.assault_shifts.count(variant)) sink.error(c.line, "<assault_shifts>: a second list for variant '" + variant + "'");
      read_shift_list(sink, c, true, t.assault_shifts[variant], std::begin(kAssaultShiftIds), std::end(kAssaultShiftIds), false);
      return true;
    }
    return false;
  });
  if (!seen_fire) sink.error(tables->line, "<tables>: missing <direct_fire>");
  if (!seen_shifts) sink.error(tables->line, "<tables>: missing <fire_shifts>");
  if (t.assault.empty()) sink.error(tables->line, "<tables>: no <assault> table");
  for (const auto& [variant, table] : t.assault)
    if (!t.assault_shifts.count(variant))
      sink.error(tables->line, "<tables>: no <assault_shifts> for variant '" + variant + "'");
  if (out.errors.empty()) out.tables = std::move(t);
  return out;
}

ColumnShiftTablesLoad load_column_shift_tables(const std::string& path) {
  return load_text_file<ColumnShiftTablesLoad>(path, parse_column_shift_tables);
}

}  // namespace hexfire::column_shift
