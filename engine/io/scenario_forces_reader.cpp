// Scenario XML v1, the forces: <unit-types>, <organizations> (a tree), <units> and <leader>s
// per side, <reinforcements>, and the cross-checks (names, stacking, command).
#include <map>
#include <set>
#include <vector>

#include "engine/io/limit_check.hpp"
#include "engine/io/limits.hpp"
#include "engine/io/scenario_build.hpp"
#include "engine/io/suggest.hpp"
#include "engine/io/text_escape.hpp"
#include "engine/rules/rule_system.hpp"

namespace hexfire::scenario_io {

namespace {

class ForcesReader {
 public:
  explicit ForcesReader(Build& b)
      : b_(b),
        st_(*b.state),
        rules_(*b.rules),
        types_(b.sink, limits::kMaxUnitTypes, "unit types"),
        orgs_(b.sink, limits::kMaxOrganizations, "organizations"),
        units_(b.sink, limits::kMaxUnits, "units and leaders"),
        leaders_(b.sink, limits::kMaxLeaders, "leaders"),
        reinforcements_(b.sink, limits::kMaxReinforcements, "reinforcements") {}

  void read(const XmlElement& root) {
    types_section_ = root.first_child("unit-types") != nullptr;
    orgs_section_ = root.first_child("organizations") != nullptr;
    if (const auto* e = root.first_child("unit-types")) read_types(*e);
    if (const auto* e = root.first_child("organizations")) read_orgs(*e);
    for (const auto* e : children_named(root, "units")) read_units(*e);
    if (const auto* e = root.first_child("reinforcements")) read_reinforcements(*e);
    check_stacking();
    b_.info.unit_lines = unit_lines_;
  }

 private:
  void read_types(const XmlElement& section) {
    for_each_child(b_.sink, section, [&](const XmlElement& e) {
      if (e.name != "unit-type") return false;
      if (!types_.take(e.line)) return true;
      ElementReader r(b_.sink, e);
      UnitType t;
      const auto id = r.str("id", Need::Required);
      const bool id_fits = id && within_length(b_.sink, r, "id", *id, limits::kMaxNameLength);
      if (id_fits) r.set_subject("unit type '" + *id + "'");
      t.name = r.str("name").value_or(id.value_or(""));
      within_length(b_.sink, r, "name", t.name, limits::kMaxNameLength);  // reported; the load fails
      const auto cls = r.str("class", Need::Required);
      t.strength = r.integer("strength", 0, 999, Need::Required).value_or(0);
      t.reduced_strength = r.integer("reduced-strength", 0, 999).value_or(0);
      t.morale = r.integer("morale", 0, 99).value_or(0);
      t.reduced_morale = r.integer("reduced-morale", 0, 99).value_or(0);
      t.movement = r.integer("movement", 0, 99).value_or(0);
      t.command_range = r.integer("command-range", 0, 99).value_or(0);
      // Numbers a rule system reads from the type (column-shift: range, a leader's combat and
      // morale modifiers), kept as the type's attributes.
      for (const char* a : {"range", "combat", "morale_mod"})
        if (const auto v = r.integer(a, -99, 99)) t.attributes[a] = std::to_string(*v);
      // Who fielded the type, for rules that name a nation (column-shift WWII: German and Soviet
      // Guards AFVs, German anti-tank fire at Soviet vehicles): one word, and whether Guards.
      if (const auto v = r.str("nation"); v && within_length(b_.sink, r, "nation", *v, limits::kMaxNameLength))
        t.attributes["nation"] = *v;
      if (const auto v = r.boolean("guards")) t.attributes["guards"] = *v ? "true" : "false";
      if (!id_fits) return true;
      bool ok = true;
      if (cls) {
        if (const auto c = rules_.find_unit_class(*cls)) t.unit_class = *c;
        else r.error("'" + *cls + "' is not a unit class of the " + rules_.system + " ruleset" + suggestion(*cls, ids_of(rules_.unit_classes))), ok = false;
      } else {
        ok = false;
      }
      if (st_.find_unit_type(*id)) r.error("duplicate unit type id"), ok = false;
      t.id = *id;
      if (ok) st_.add_unit_type(std::move(t));
      else broken_.insert(*id);
      return true;
    }, {"unit-type"});
  }

  void read_orgs(const XmlElement& section) {
    for_each_child(b_.sink, section, [&](const XmlElement& e) {
      if (e.name != "org") return false;
      read_org(e, std::nullopt, false);
      return true;
    }, {"org"});
  }

  // `under_broken`: an ancestor is broken (reported where it is): this one takes no side of its
  // own, so it is broken too, silently, and units naming it are not reported again.
  void read_org(const XmlElement& e, std::optional<OrgId> parent, bool under_broken) {
    if (!orgs_.take(e.line)) return;
    std::optional<OrgId> self;
    {
      ElementReader r(b_.sink, e);
      Organization o;
      const auto key = r.str("key", Need::Required);
      o.name = r.str("name").value_or(key.value_or(""));
      o.level = r.str("level").value_or("");
      const auto side_key = r.str("side", parent || under_broken ? Need::Optional : Need::Required);
      const bool key_fits = key && within_length(b_.sink, r, "key", *key, limits::kMaxNameLength);
      within_length(b_.sink, r, "name", o.name, limits::kMaxNameLength);  // reported; the load fails
      within_length(b_.sink, r, "level", o.level, limits::kMaxNameLength);
      if (key_fits) {
        r.set_subject("organization '" + *key + "'");
        std::optional<SideId> side = parent ? std::optional<SideId>(st_.org(*parent).side) : std::nullopt;
        if (side_key) {
          const auto s = st_.find_side(*side_key);
          if (!s) b_.unknown_name(r, "side", *side_key, "side '" + *side_key + "' does not exist" + suggestion(*side_key, keys_of(st_.sides())));
          else if (side && *side != *s) r.error("side '" + *side_key + "' differs from its parent's");
          else side = s;
        }
        if (st_.find_org(*key)) {
          r.error("duplicate organization key");
        } else if (!side) {
          broken_.insert(*key);
        } else {
          o.key = *key;
          o.side = *side;
          o.parent = parent;
          self = st_.add_org(std::move(o));
        }
      }
    }
    // Children of a broken organization are still checked, hung on its parent; one under a
    // broken top-level organization has no side to inherit and is broken with it.
    for_each_child(b_.sink, e, [&](const XmlElement& c) {
      if (c.name != "org") return false;
      read_org(c, self ? self : parent, !self && (under_broken || !parent));
      return true;
    }, {"org"});
  }

  void read_units(const XmlElement& group) {
    ElementReader r(b_.sink, group);
    const auto key = r.str("side", Need::Required);
    std::optional<SideId> side;
    if (key && !(side = st_.find_side(*key))) b_.unknown_name(r, "side", *key, "side '" + *key + "' does not exist" + suggestion(*key, keys_of(st_.sides())));
    read_unit_list(group, side, nullptr);
  }

  void read_reinforcements(const XmlElement& section) {
    for_each_child(b_.sink, section, [&](const XmlElement& e) {
      if (e.name != "reinforcement") return false;
      if (!reinforcements_.take(e.line)) return true;
      ElementReader r(b_.sink, e);
      Reinforcement rf;
      const auto key = r.str("side", Need::Required);
      const auto turn = r.integer("turn", 1, 999, Need::Required);
      const auto entry = r.str("entry", Need::Required);
      std::optional<SideId> side;
      if (key && !(side = st_.find_side(*key))) b_.unknown_name(r, "side", *key, "side '" + *key + "' does not exist" + suggestion(*key, keys_of(st_.sides())));
      if (turn && b_.info.turns > 0 && *turn > b_.info.turns)
        r.error("turn " + std::to_string(*turn) + " is after the last turn (" + std::to_string(b_.info.turns) + ")");
      bool ok = side && turn && (b_.info.turns == 0 || *turn <= b_.info.turns);
      if (entry && b_.map_ok) {
        std::string why;
        const auto h = b_.find_hex(*entry, why);
        if (!h) r.error("entry " + *entry + ": " + why), ok = false;
        else rf.entry = *h;
      } else {
        ok = false;
      }
      read_unit_list(e, side, ok ? &rf : nullptr);
      if (ok) {
        rf.side = *side;
        rf.turn = *turn;
        b_.info.reinforcements.push_back(std::move(rf));
      }
      return true;
    }, {"reinforcement"});
  }

  // <unit> and <leader> children. `arriving` is the reinforcement they belong to (they have no
  // position yet), or null for units set up on the map (a broken reinforcement also passes null
  // but is flagged by `in_reinforcement` so its units are not asked for a position).
  void read_unit_list(const XmlElement& parent, std::optional<SideId> side, Reinforcement* arriving) {
    const bool in_reinforcement = parent.name == "reinforcement";
    for_each_child(b_.sink, parent, [&](const XmlElement& e) {
      const std::string n = e.name;
      if (n != "unit" && n != "leader") return false;
      read_unit(e, n == "leader", side, in_reinforcement, arriving);
      return true;
    }, {"unit", "leader"});
  }

  void read_unit(const XmlElement& e, bool leader, std::optional<SideId> side, bool in_reinforcement,
                 Reinforcement* arriving) {
    if (!units_.take(e.line) || (leader && !leaders_.take(e.line))) return;
    ElementReader r(b_.sink, e);
    Unit u;
    const auto name = r.str("name", Need::Required);
    const auto type = r.str("type", Need::Required);
    const auto org = r.str("org");
    const auto commands = leader ? r.str("commands") : std::nullopt;
    const auto at = r.str("at", in_reinforcement ? Need::Optional : Need::Required);
    const auto facing = r.str("facing");
    const auto status = r.str("status");
    u.system = read_unit_state(b_.info.rule_system, r);
    u.reduced = r.boolean("reduced").value_or(false);
    if (!name || !within_length(b_.sink, r, "name", *name, limits::kMaxNameLength)) return;
    const std::string what = std::string(leader ? "leader" : "unit") + " '" + *name + "'";
    r.set_subject(at ? what + " at " + cut_input(*at) : what);
    bool ok = side.has_value();

    if (const auto [it, fresh] = b_.unit_name_lines.emplace(*name, r.line()); !fresh)
      r.error("duplicate unit name (first on line " + std::to_string(it->second) + ")"), ok = false;
    u.name = *name;

    bool typed = false;
    if (type) {
      const auto t = st_.find_unit_type(*type);
      typed = t.has_value();
      if (!t) {
        // A type whose own definition is broken has been reported already.
        if (!types_section_) {  // one error for the missing section, not one per type (none when misspelt)
          if (!b_.misspelt_sections.count("unit-types"))
            b_.unknown_name(r, "unit type", "", "unit type '" + *type + "' is not defined: the scenario has no <unit-types>");
        } else if (!broken_.count(*type))
          b_.unknown_name(r, "unit type", *type,
                          "unit type '" + *type + "' is not defined in <unit-types>" + suggestion(*type, ids_of(st_.unit_types())));
        ok = false;
      } else {
        const UnitType& ut = st_.unit_type(*t);
        const bool is_leader = rules_.unit_class(ut.unit_class).leader;
        if (is_leader != leader)
          r.error("unit type '" + *type + (is_leader ? "' is a leader: use <leader>" : "' is not a leader: use <unit>")),
              ok = false;
        if (u.reduced && ut.reduced_strength == 0) r.error("unit type '" + *type + "' has no reduced side"), ok = false;
        u.type = *t;
      }
    } else {
      ok = false;
    }

    if (const auto o = org_ref(r, org, "org", side)) u.org = *o;
    else if (org) ok = false;
    std::optional<OrgId> led;
    if (commands) {
      led = org_ref(r, commands, "commands", side);
      if (!led) ok = false;
      else if (const auto prev = st_.org(*led).leader)
        r.error("organization '" + *commands + "' already has leader '" + st_.unit(*prev).name + "'"), ok = false;
      if (led && !u.org) u.org = led;
    }

    if (facing && !rules_.unit_facing) {
      r.error("facing: units of the " + rules_.system + " ruleset have no facing (its <ruleset facing=\"false\">)"), ok = false;
    } else if (facing) {
      if (const auto d = parse_direction(*facing)) u.facing = *d;
      else r.error("facing '" + *facing + "' is not a direction (N, NE, SE, S, SW, NW)"), ok = false;
    }
    if (status) {
      if (const auto s = parse_status(*status)) u.status = *s;
      else r.error("status '" + *status + "' is not good, disrupted, routed, demoralized or shaken"), ok = false;
    }

    if (in_reinforcement && at) {
      r.error("a reinforcement has no 'at': it enters at its <reinforcement> entry hex"), ok = false;
    } else if (at && b_.map_ok) {
      std::string why;
      if (const auto h = b_.find_hex(*at, why)) u.position = *h;
      else r.error(why), ok = false;
    } else if (at) {
      ok = false;  // the map is broken; its errors are reported already
    }
    if (u.position && typed && !ok_terrain(r, u)) ok = false;  // the terrain rules need the type
    if (!ok) return;
    u.side = *side;
    const UnitId id = st_.add_unit(std::move(u));
    unit_lines_[id] = r.line();
    if (led) st_.org(*led).leader = id;
    if (arriving) arriving->units.push_back(id);
  }

  // A unit may not start in terrain its class may never enter (a pond, artillery in a marsh).
  bool ok_terrain(ElementReader& r, const Unit& u) {
    const TerrainType& t = rules_.terrain_type(st_.map().terrain(*u.position));
    const UnitClass& c = rules_.unit_class(st_.unit_type(u.type).unit_class);
    const auto it = t.movement_by_class.find(c.id);
    const MovementEffect& m = it != t.movement_by_class.end() ? it->second : t.movement;
    if (m.cost) return true;
    r.error(c.name + " may not be in " + t.name + " (" + t.id + "): the ruleset prohibits entering it");
    return false;
  }

  std::optional<OrgId> org_ref(ElementReader& r, const std::optional<std::string>& key, const char* attr,
                               std::optional<SideId> side) {
    if (!key) return std::nullopt;
    const auto o = st_.find_org(*key);
    if (!o) {
      if (broken_.count(*key)) return std::nullopt;  // reported where it is defined
      if (!orgs_section_ && b_.misspelt_sections.count("organizations")) return std::nullopt;
      if (!orgs_section_)
        return b_.unknown_name(r, "organization", "",
                               std::string(attr) + "=\"" + *key + "\": organization '" + *key +
                                   "' does not exist: the scenario has no <organizations>"),
               std::nullopt;
      b_.unknown_name(r, "organization", *key,
                      std::string(attr) + "=\"" + *key + "\": organization '" + *key + "' does not exist" +
                          suggestion(*key, keys_of(st_.orgs())));
      return std::nullopt;
    }
    if (side && st_.org(*o).side != *side) {
      r.error(std::string(attr) + "=\"" + *key + "\": organization '" + *key + "' belongs to side '" +
              st_.side(st_.org(*o).side).key + "'");
      return std::nullopt;
    }
    return o;
  }

  // Units of different sides may never share a hex.
  void check_stacking() {
    for (const auto& [id, line] : unit_lines_) {
      const Unit& u = st_.unit(id);
      if (!u.position) continue;
      const auto& stack = st_.stack_at(*u.position);
      const Unit& first = st_.unit(stack.front());
      if (first.side == u.side) continue;
      b_.sink.error(line, std::string(st_.is_leader(id) ? "leader" : "unit") + " '" + u.name + "' at " +
                              st_.map().label(*u.position) + ": stacked with '" + first.name + "' of side '" +
                              st_.side(first.side).key + "'");
    }
  }

  Build& b_;
  GameState& st_;
  const Ruleset& rules_;
  std::map<UnitId, int> unit_lines_;
  std::set<std::string> broken_;  // ids of unit types and organizations that failed to load
  bool types_section_ = false;  // the file has <unit-types>
  bool orgs_section_ = false;   // and <organizations>
  CountLimit types_, orgs_, units_, leaders_, reinforcements_;
};

}  // namespace

void read_forces(Build& b, const XmlElement& root) { ForcesReader(b).read(root); }

}  // namespace hexfire::scenario_io
