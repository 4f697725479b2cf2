#include "engine/rules/volley/volley_tables.hpp"

#include <algorithm>
#include <array>
#include <stdexcept>

#include "engine/io/xml_reader.hpp"

namespace hexfire::volley {

std::optional<Casualty> parse_casualty(const std::string& code) {
  Casualty c;
  c.code = code;
  if (code == ".") return c;
  if (code == "M") {
    c.kind = Casualty::Kind::Morale;
    return c;
  }
  if (code == "1*") {
    c.kind = Casualty::Kind::PossibleKill;
    return c;
  }
  const auto n = parse_whole_number(code);
  if (!n || *n < 1 || *n > 99) return std::nullopt;
  c.kind = Casualty::Kind::Figures;
  c.figures = static_cast<int>(*n);
  return c;
}

std::optional<int> CasualtyTable::row_for_figures(int n) const {
  for (std::size_t i = 0; i < figures.size(); ++i)
    if (figures[i] <= n) return static_cast<int>(i);
  return std::nullopt;
}

std::optional<int> CasualtyTable::row_for_sections(int halves) const {
  for (std::size_t i = 0; i < half_sections.size(); ++i)
    if (half_sections[i] > 0 && half_sections[i] <= halves) return static_cast<int>(i);
  return std::nullopt;
}

std::optional<int> CasualtyTable::column_for(int total) const {
  std::optional<int> out;
  for (std::size_t i = 0; i < totals.size(); ++i)
    if (totals[i] <= total) out = static_cast<int>(i);
  return out;
}

std::string CasualtyTable::row_label(int row) const {
  const auto r = static_cast<std::size_t>(row);
  std::string out = std::to_string(figures.at(r)) + (r == 0 ? "+" : "") + " figures";
  const int h = half_sections.at(r);
  if (h == 1) out += " / half a section";
  else if (h > 0) out += " / " + std::to_string(h / 2) + (h == 2 ? " section" : " sections");
  return out;
}

std::string CasualtyTable::column_label(int column) const {
  const auto c = static_cast<std::size_t>(column);
  return std::to_string(totals.at(c)) + (c + 1 == totals.size() ? "+" : "");
}

namespace {

template <class T>
const T& find_id(const std::vector<T>& list, const std::string& id, const char* what) {
  for (const T& x : list)
    if (x.id == id) return x;
  throw std::logic_error(std::string("volley tables: no ") + what + " '" + id + "'");
}

// "12", "0.25", "1.5": inches, at most two decimals.
std::optional<double> parse_inches(const std::string& text) {
  const auto dot = text.find('.');
  const auto whole = parse_whole_number(text.substr(0, dot));
  if (!whole || *whole > 1000) return std::nullopt;
  double v = static_cast<double>(*whole);
  if (dot == std::string::npos) return v;
  const std::string frac = text.substr(dot + 1);
  if (frac.empty() || frac.size() > 2 || frac.find_first_not_of("0123456789") != std::string::npos) return std::nullopt;
  return v + static_cast<double>(std::stoi(frac)) / (frac.size() == 1 ? 10.0 : 100.0);
}

void read_casualties(DiagnosticSink& sink, const XmlElement& e, CasualtyTable& t) {
  {
    ElementReader r(sink, e);
    t.title = r.str("title", Need::Required).value_or("");
    for (const std::string& w : split_words(r.str("totals", Need::Required).value_or(""))) {
      const auto v = parse_whole_number(w);
      if (!v || *v < 1 || *v > 100) r.error("totals: \"" + w + "\" is not a dice total");
      else if (!t.totals.empty() && *v <= t.totals.back()) r.error("totals must increase (" + w + ")");
      else t.totals.push_back(static_cast<int>(*v));
    }
    if (t.totals.empty()) r.error("no totals");
  }
  for_each_child(sink, e, [&](const XmlElement& c) {
    if (c.name != "row") return false;
    ElementReader r(sink, c);
    const auto figures = r.integer("figures", 1, 1000, Need::Required);
    const std::string sections = r.str("sections", Need::Required).value_or("-");
    const auto words = split_words(r.str("cells", Need::Required).value_or(""));
    if (!figures) return true;
    if (!t.figures.empty() && *figures >= t.figures.back()) r.error("figures must decrease from row to row");
    int halves = 0;
    if (sections == "1/2") halves = 1;
    else if (sections != "-") {
      const auto s = parse_whole_number(sections);
      if (!s || *s < 1 || *s > 500) r.error("sections=\"" + sections + "\": a number, 1/2 or -");
      else halves = static_cast<int>(*s) * 2;
    }
    const int last = [&] {
      for (auto it = t.half_sections.rbegin(); it != t.half_sections.rend(); ++it)
        if (*it > 0) return *it;
      return 0;
    }();
    if (halves > 0 && last > 0 && halves >= last) r.error("sections must decrease from row to row");
    if (words.size() != t.totals.size()) {
      r.error(std::to_string(words.size()) + " cells for " + std::to_string(t.totals.size()) + " totals");
      return true;
    }
    std::vector<Casualty> row;
    for (const std::string& w : words) {
      const auto cell = parse_casualty(w);
      if (!cell) r.error("\"" + w + "\" is not a result of the chart (., M, 1* or figures)");
      row.push_back(cell.value_or(Casualty{}));
    }
    t.figures.push_back(*figures);
    t.half_sections.push_back(halves);
    t.cells.push_back(std::move(row));
    return true;
  });
  if (t.cells.empty()) sink.error(e.line, "<casualties>: no rows");
}

void read_pool(DiagnosticSink& sink, const XmlElement& e, VolleyTables& t) {
  {
    ElementReader r(sink, e);
    t.canister_cap = r.integer("artillery_canister_cap", 1, 6, Need::Required).value_or(5);
  }
  for_each_child(sink, e, [&](const XmlElement& c) {
    if (c.name != "base" && c.name != "extra") return false;
    ElementReader r(sink, c);
    PoolDie d;
    d.id = r.str("id", Need::Required).value_or("?");
    d.dice = r.integer("dice", c.name == "base" ? 1 : 0, 6, Need::Required).value_or(0);
    d.label = r.str("label", Need::Required).value_or("");
    d.rule = r.str("rule", Need::Required).value_or("");
    (c.name == "base" ? t.pool_bases : t.pool_extras).push_back(std::move(d));
    return true;
  });
}

void read_drms(DiagnosticSink& sink, const XmlElement& e, std::vector<Drm>& out) {
  for_each_child(sink, e, [&](const XmlElement& c) {
    if (c.name != "drm") return false;
    ElementReader r(sink, c);
    Drm d;
    d.id = r.str("id", Need::Required).value_or("?");
    d.value = r.integer("value", -10, 10, Need::Required).value_or(0);
    d.artillery = r.integer("artillery", -10, 10);
    d.label = r.str("label", Need::Required).value_or("");
    d.rule = r.str("rule", Need::Required).value_or("");
    for (const Drm& o : out)
      if (o.id == d.id) r.error("drm '" + d.id + "' is defined twice");
    out.push_back(std::move(d));
    return true;
  });
}

void read_formations(DiagnosticSink& sink, const XmlElement& e, VolleyTables& t) {
  {
    ElementReader r(sink, e);
    t.formation_artillery = r.integer("artillery_fire", -10, 10, Need::Required).value_or(0);
    t.formation_artillery_rule = r.str("artillery_rule", Need::Required).value_or("");
  }
  for_each_child(sink, e, [&](const XmlElement& c) {
    if (c.name != "drm") return false;
    ElementReader r(sink, c);
    FormationDrm d;
    d.id = r.str("id", Need::Required).value_or("?");
    d.infantry = r.integer("infantry", -10, 10, Need::Required).value_or(0);
    d.cavalry = r.integer("cavalry", -10, 10, Need::Required).value_or(0);
    d.label = r.str("label", Need::Required).value_or("");
    d.rule = r.str("rule", Need::Required).value_or("");
    t.formations.push_back(std::move(d));
    return true;
  });
}

void read_weapons(DiagnosticSink& sink, const XmlElement& e, VolleyTables& t) {
  for_each_child(sink, e, [&](const XmlElement& c) {
    if (c.name != "weapon") return false;
    ElementReader r(sink, c);
    Weapon w;
    w.id = r.str("id", Need::Required).value_or("?");
    w.name = r.str("name", Need::Required).value_or("");
    w.rule = r.str("rule", Need::Required).value_or("");
    const std::array<std::pair<const char*, double*>, 3> ranges{{{"close", &w.close}, {"normal", &w.normal}, {"long", &w.longest}}};
    for (const auto& [attr, into] : ranges) {
      const std::string text = r.str(attr, Need::Required).value_or("0");
      const auto v = parse_inches(text);
      if (!v) r.error(std::string(attr) + "=\"" + text + "\" is not a range in inches");
      *into = v.value_or(0);
    }
    if (!(w.close <= w.normal && w.normal <= w.longest && w.longest > 0))
      r.error("weapon '" + w.id + "': the ranges must grow from close to normal to long");
    w.drm = r.integer("drm", -5, 5, Need::Required).value_or(0);
    w.close_drm = r.integer("close_drm", -5, 5).value_or(0);
    w.melee_drm = r.integer("melee_drm", -5, 5).value_or(0);
    w.artillery = r.boolean("artillery").value_or(false);
    w.sharpshooter = r.boolean("sharpshooter").value_or(false);
    w.loading = r.str("loading").value_or("muzzle");
    for (const Weapon& o : t.weapons)
      if (o.id == w.id) r.error("weapon '" + w.id + "' is defined twice");
    t.weapons.push_back(std::move(w));
    return true;
  });
}

void read_melee(DiagnosticSink& sink, const XmlElement& e, VolleyTables& t) {
  {
    ElementReader r(sink, e);
    t.melee_rule = r.str("rule", Need::Required).value_or("");
  }
  for_each_child(sink, e, [&](const XmlElement& c) {
    if (c.name != "multiplier") return false;
    ElementReader r(sink, c);
    MeleeMultiplier m;
    m.firer = r.str("firer", Need::Required).value_or("");
    m.target = r.str("target", Need::Required).value_or("");
    m.times = r.integer("times", 1, 10, Need::Required).value_or(1);
    t.melee.push_back(std::move(m));
    return true;
  });
}

void read_morale(DiagnosticSink& sink, const XmlElement& e, VolleyTables& t) {
  {
    ElementReader r(sink, e);
    t.natural_rout = r.integer("natural_rout", 2, 12, Need::Required).value_or(2);
    t.natural_rally = r.integer("natural_rally", 2, 12, Need::Required).value_or(12);
    t.morale_rule = r.str("rule", Need::Required).value_or("");
  }
  for_each_child(sink, e, [&](const XmlElement& c) {
    if (c.name != "quality") return false;
    ElementReader r(sink, c);
    const std::string id = r.str("id", Need::Required).value_or("?");
    const int bmp = r.integer("bmp", 0, 12, Need::Required).value_or(0);
    if (!t.base_morale.emplace(id, bmp).second) r.error("quality '" + id + "' is defined twice");
    return true;
  });
}

// "-": the column has no such modifier; else a signed number.
std::optional<int> column_value(ElementReader& r, const char* attr) {
  const std::string text = r.str(attr, Need::Required).value_or("-");
  if (text == "-") return std::nullopt;
  const bool negative = !text.empty() && text[0] == '-';
  const auto v = parse_whole_number(negative ? text.substr(1) : text);
  if (!v || *v > 20) {
    r.error(std::string(attr) + "=\"" + text + "\": a number from -20 to 20, or -");
    return std::nullopt;
  }
  return static_cast<int>(negative ? -*v : *v);
}

void read_morale_modifiers(DiagnosticSink& sink, const XmlElement& e, VolleyTables& t) {
  for_each_child(sink, e, [&](const XmlElement& c) {
    if (c.name != "modifier") return false;
    ElementReader r(sink, c);
    MoraleModifier m;
    m.id = r.str("id", Need::Required).value_or("?");
    m.fire = column_value(r, "fire");
    m.charge = column_value(r, "charge");
    m.per = r.str("per").value_or("");
    if (!m.per.empty() && m.per != "stands" && m.per != "regiments" && m.per != "hits")
      r.error("per=\"" + m.per + "\": stands, regiments or hits");
    m.label = r.str("label", Need::Required).value_or("");
    m.rule = r.str("rule", Need::Required).value_or("");
    for (const MoraleModifier& o : t.morale_modifiers)
      if (o.id == m.id) r.error("modifier '" + m.id + "' is defined twice");
    t.morale_modifiers.push_back(std::move(m));
    return true;
  });
}

void read_impact(DiagnosticSink& sink, const XmlElement& e, VolleyTables& t) {
  {
    ElementReader r(sink, e);
    t.infantry_support = r.integer("infantry_support", -10, 10, Need::Required).value_or(0);
    t.cavalry_support = r.integer("cavalry_support", -10, 10, Need::Required).value_or(0);
    t.impact_rule = r.str("rule", Need::Required).value_or("");
  }
  for_each_child(sink, e, [&](const XmlElement& c) {
    if (c.name != "formation") return false;
    ElementReader r(sink, c);
    const std::string id = r.str("id", Need::Required).value_or("?");
    const int v = r.integer("value", -10, 10, Need::Required).value_or(0);
    t.charge_formation_rule[id] = r.str("rule", Need::Required).value_or("");
    if (!t.charge_formation.emplace(id, v).second) r.error("formation '" + id + "' is defined twice");
    return true;
  });
}

void read_status_roll(DiagnosticSink& sink, const XmlElement& e, VolleyTables& t) {
  {
    ElementReader r(sink, e);
    t.status_rule = r.str("rule", Need::Required).value_or("");
  }
  for_each_child(sink, e, [&](const XmlElement& c) {
    if (c.name != "band") return false;
    ElementReader r(sink, c);
    StatusBand b;
    b.from = r.integer("from", 2, 12, Need::Required).value_or(2);
    b.to = r.integer("to", 2, 12, Need::Required).value_or(12);
    b.status = r.str("status", Need::Required).value_or("");
    b.label = r.str("label", Need::Required).value_or("");
    if (b.status != "good" && b.status != "shaken" && b.status != "routed" && b.status != "captured")
      r.error("status=\"" + b.status + "\": good, shaken, routed or captured");
    const int next = t.status_roll.empty() ? 2 : t.status_roll.back().to + 1;
    if (b.from != next || b.to < b.from) r.error("the bands must run from 2 to 12 without a gap (this one should start at " + std::to_string(next) + ")");
    t.status_roll.push_back(std::move(b));
    return true;
  });
  if (t.status_roll.empty() || t.status_roll.back().to != 12) sink.error(e.line, "<status_roll>: the bands must reach 12");
}

void read_charge(DiagnosticSink& sink, const XmlElement& e, ChargeRules& c) {
  ElementReader r(sink, e);
  c.infantry_bonus_dice = r.integer("infantry_bonus_dice", 0, 4, Need::Required).value_or(1);
  c.cavalry_bonus_dice = r.integer("cavalry_bonus_dice", 0, 4, Need::Required).value_or(2);
  c.attacker_fall_back_dice = r.integer("attacker_fall_back_dice", 0, 4, Need::Required).value_or(1);
  c.end_volley_dice = r.integer("end_volley_dice", 1, 6, Need::Required).value_or(2);
  c.rule = r.str("rule", Need::Required).value_or("");
}

void read_defensive_volley(DiagnosticSink& sink, const XmlElement& e, ChargeRules& c) {
  {
    ElementReader r(sink, e);
    c.volley_dice = r.integer("dice", 1, 4, Need::Required).value_or(1);
    c.volley_halved_for = split_words(r.str("halved_for", Need::Required).value_or(""));
    for (const std::string& q : c.volley_halved_for)
      if (q != "elite" && q != "veteran" && q != "green") r.error("halved_for: \"" + q + "\" is not a quality (elite, veteran, green)");
    c.volley_rule = r.str("rule", Need::Required).value_or("");
  }
  read_drms(sink, e, c.volley_modifiers);
}

void read_melee_rounds(DiagnosticSink& sink, const XmlElement& e, ChargeRules& c) {
  ElementReader r(sink, e);
  c.melee_dice = r.integer("dice", 1, 6, Need::Required).value_or(3);
  c.support_first_round = r.integer("support_first_round", 0, 100, Need::Required).value_or(50);
  c.support_later = r.integer("support_later", 0, 100, Need::Required).value_or(100);
  c.melee_rule = r.str("rule", Need::Required).value_or("");
}

void read_officer_casualty(DiagnosticSink& sink, const XmlElement& e, OfficerCasualty& o) {
  ElementReader r(sink, e);
  o.dice = r.integer("dice", 1, 6, Need::Required).value_or(2);
  o.killed_at_most = r.integer("killed_at_most", 0, 36, Need::Required).value_or(2);
  o.per_stand_lost = r.integer("per_stand_lost", 0, 12, Need::Required).value_or(1);
  o.rule = r.str("rule", Need::Required).value_or("");
}

// The ids the fire code reads: the file must give each.
void require_ids(DiagnosticSink& sink, int line, const char* what, const std::vector<std::string>& have,
                 std::initializer_list<const char*> need) {
  for (const char* id : need)
    if (std::find(have.begin(), have.end(), id) == have.end())
      sink.error(line, std::string("<tables>: no ") + what + " '" + id + "'");
}

template <class T>
std::vector<std::string> ids_of(const std::vector<T>& list) {
  std::vector<std::string> out;
  for (const T& x : list) out.push_back(x.id);
  return out;
}

}  // namespace

const PoolDie& VolleyTables::pool_base(const std::string& id) const { return find_id(pool_bases, id, "pool base"); }
const PoolDie& VolleyTables::pool_extra(const std::string& id) const { return find_id(pool_extras, id, "pool extra"); }
const Drm& VolleyTables::firer_drm(const std::string& id) const { return find_id(firer_drms, id, "firer drm"); }
const Drm& VolleyTables::target_drm(const std::string& id) const { return find_id(target_drms, id, "target drm"); }
const FormationDrm& VolleyTables::formation(const std::string& id) const { return find_id(formations, id, "formation"); }

const Drm& VolleyTables::volley_modifier(const std::string& id) const {
  return find_id(charge.volley_modifiers, id, "defensive volley modifier");
}

const MoraleModifier& VolleyTables::morale_modifier(const std::string& id) const {
  return find_id(morale_modifiers, id, "morale modifier");
}

const StatusBand& VolleyTables::status_for(int roll) const {
  for (const StatusBand& b : status_roll)
    if (b.from <= roll && roll <= b.to) return b;
  throw std::logic_error("volley tables: no status band for " + std::to_string(roll));
}

const AmmoFaces& VolleyTables::ammo_faces_of(const std::string& loading) const {
  for (const AmmoFaces& a : ammo_faces)
    if (a.loading == loading) return a;
  throw std::logic_error("volley tables: no ammunition faces for loading '" + loading + "'");
}

const Weapon* VolleyTables::weapon(const std::string& id) const {
  for (const Weapon& w : weapons)
    if (w.id == id) return &w;
  return nullptr;
}

int VolleyTables::melee_times(const std::string& firer, const std::string& target) const {
  for (const MeleeMultiplier& m : melee)
    if (m.firer == firer && m.target == target) return m.times;
  return 1;
}

VolleyTablesLoad parse_volley_tables(const std::string& xml_text, const std::string& file) {
  VolleyTablesLoad out;
  DiagnosticSink sink(file, out.errors);
  XmlDocument doc;
  const XmlElement* tables = parse_tables_element(xml_text, doc, sink);
  if (!tables) return out;
  VolleyTables t;
  t.file = file;
  std::set<std::string> seen;
  for_each_child(sink, *tables, [&](const XmlElement& c) {
    if (!seen.insert(c.name).second) {
      sink.error(c.line, "<" + c.name + ">: a second one");
      return true;
    }
    if (c.name == "casualties") read_casualties(sink, c, t.casualties);
    else if (c.name == "possible_kill") {
      ElementReader r(sink, c);
      t.kill_dice = r.integer("dice", 1, 1, Need::Required).value_or(1);
      t.kill_from = r.integer("kill_from", 1, 6, Need::Required).value_or(4);
      t.kill_label = r.str("label", Need::Required).value_or("");
      t.kill_rule = r.str("rule", Need::Required).value_or("");
    } else if (c.name == "ammunition") {
      ElementReader r(sink, c);
      t.ammo_rule = r.str("rule", Need::Required).value_or("");
      t.low_ammo_dice = r.integer("low_dice", -6, 0).value_or(-1);
      for_each_child(sink, c, [&](const XmlElement& f) {
        if (f.name != "faces") return false;
        ElementReader fr(sink, f);
        AmmoFaces a;
        a.loading = fr.str("loading", Need::Required).value_or("?");
        a.from = fr.integer("from", 1, 6, Need::Required).value_or(6);
        a.label = fr.str("label", Need::Required).value_or("");
        a.rule = fr.str("rule", Need::Required).value_or("");
        for (const AmmoFaces& o : t.ammo_faces)
          if (o.loading == a.loading) fr.error("ammunition faces for '" + a.loading + "' given twice");
        t.ammo_faces.push_back(std::move(a));
        return true;
      });
    } else if (c.name == "dice_pool") read_pool(sink, c, t);
    else if (c.name == "firer_drms") read_drms(sink, c, t.firer_drms);
    else if (c.name == "target_drms") read_drms(sink, c, t.target_drms);
    else if (c.name == "formation_drms") read_formations(sink, c, t);
    else if (c.name == "weapons") read_weapons(sink, c, t);
    else if (c.name == "battery_hits") {
      ElementReader r(sink, c);
      t.small_arms_horse_to = r.integer("small_arms_horse_to", 0, 6, Need::Required).value_or(4);
      t.counter_battery_horse_to = r.integer("counter_battery_horse_to", 0, 6, Need::Required).value_or(4);
      t.battery_rule = r.str("rule", Need::Required).value_or("");
    } else if (c.name == "melee_multipliers") read_melee(sink, c, t);
    else if (c.name == "morale") read_morale(sink, c, t);
    else if (c.name == "morale_modifiers") read_morale_modifiers(sink, c, t);
    else if (c.name == "impact") read_impact(sink, c, t);
    else if (c.name == "status_roll") read_status_roll(sink, c, t);
    else if (c.name == "charge") read_charge(sink, c, t.charge);
    else if (c.name == "defensive_volley") read_defensive_volley(sink, c, t.charge);
    else if (c.name == "melee_rounds") read_melee_rounds(sink, c, t.charge);
    else if (c.name == "officer_casualty") read_officer_casualty(sink, c, t.officer_casualty);
    else return false;
    return true;
  });
  for (const char* need : {"casualties", "possible_kill", "ammunition", "dice_pool", "firer_drms", "target_drms",
                           "formation_drms", "weapons", "battery_hits", "melee_multipliers", "morale",
                           "morale_modifiers", "impact", "status_roll", "charge", "defensive_volley", "melee_rounds",
                           "officer_casualty"})
    if (!seen.count(need)) sink.error(tables->line, std::string("<tables>: missing <") + need + ">");
  const int line = tables->line;
  require_ids(sink, line, "pool base", ids_of(t.pool_bases), {"hold", "first_fire", "moved"});
  require_ids(sink, line, "pool extra", ids_of(t.pool_extras), {"close_range", "repeaters", "canister"});
  require_ids(sink, line, "firer drm", ids_of(t.firer_drms),
              {"officer", "opening_volley", "first_fire", "elite", "green", "hasty_works", "heavy_works"});
  require_ids(sink, line, "target drm", ids_of(t.target_drms),
              {"fence_or_woods", "stone_wall", "hasty_works", "heavy_works", "partial_flank", "full_flank"});
  require_ids(sink, line, "formation", ids_of(t.formations),
              {"line", "double_line", "extended_line", "column", "march_column", "skirmish", "disorder", "limbered",
               "unlimbered"});
  std::vector<std::string> qualities;
  for (const auto& [q, bmp] : t.base_morale) qualities.push_back(q);
  require_ids(sink, line, "quality", qualities, {"elite", "veteran", "green"});
  require_ids(sink, line, "morale modifier", ids_of(t.morale_modifiers),
              {"brigade_officer", "division_officer", "corps_officer", "charging", "cover", "hasty_works", "heavy_works",
               "supported", "stand_lost", "brigade_commander_lost", "regiment_lost", "shaken", "routed", "partial_flank",
               "full_flank", "rear", "disorder", "caught_forming", "artillery_hit"});
  require_ids(sink, line, "defensive volley modifier", ids_of(t.charge.volley_modifiers),
              {"on_charge_order", "disordered", "changing_formation", "officer", "works"});
  std::vector<std::string> loadings;
  for (const AmmoFaces& a : t.ammo_faces) loadings.push_back(a.loading);
  require_ids(sink, line, "ammunition loading", loadings, {"muzzle", "repeaters"});
  for (const Weapon& w : t.weapons)
    if (std::find(loadings.begin(), loadings.end(), w.loading) == loadings.end())
      sink.error(line, "<tables>: weapon '" + w.id + "' has loading '" + w.loading + "', which <ammunition> has no faces for");
  for (const FormationDrm& f : t.formations)
    if (!t.charge_formation.count(f.id)) sink.error(line, "<tables>: formation '" + f.id + "' has no charge morale in <impact>");
  if (out.errors.empty()) out.tables = std::move(t);
  return out;
}

VolleyTablesLoad load_volley_tables(const std::string& path) {
  return load_text_file<VolleyTablesLoad>(path, parse_volley_tables);
}

}  // namespace hexfire::volley
