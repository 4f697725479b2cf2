// Volley's creation, start, verbs, legal commands, parse and check (volley_system.hpp);
// carrying commands out and the automatic steps of the turn are volley_carry_out.cpp and
// volley_phases.cpp.
#include "engine/rules/volley/volley_system.hpp"

#include <algorithm>

#include "engine/flow/flow_view.hpp"
#include "engine/flow/victory.hpp"
#include "engine/io/xml_reader.hpp"
#include "engine/map/movement.hpp"
#include "engine/rules/option_values.hpp"
#include "engine/rules/volley/volley_charge_on_map.hpp"
#include "engine/rules/volley/volley_phases.hpp"
#include "engine/rules/volley/volley_situation.hpp"
#include "engine/rules/volley/volley_unit.hpp"

namespace hexfire::volley {

using namespace board;

const std::vector<std::string>& volley_phases() {
  static const std::vector<std::string> p = {"orders", "rally", "first_fire", "disengage", "charge", "movement",
                                             "fire", "melee"};
  return p;
}

namespace {
const char* const kInfantryFormations[] = {"line", "double_line", "extended_line", "column", "march_column", "skirmish"};
const char* const kBatteryFormations[] = {"limbered", "unlimbered"};

bool known_formation(const VolleyTables& t, const std::string& f) {
  return std::any_of(t.formations.begin(), t.formations.end(), [&](const FormationDrm& d) { return d.id == f; });
}
}  // namespace

VolleySystem::VolleySystem(VolleyTables tables, VolleyOptions options, ChargeOptions charge, LosOptions los)
    : tables_(std::move(tables)), options_(std::move(options)), charge_(charge), los_(los) {
  sequence_.system = id_;
  sequence_.summary =
      "Each turn both sides give every regiment and battery a secret order (First Fire, Hold, Disengage, Charge, "
      "Move, Change formation). Routed units rout and shaken and routed units try to rally; the orders are revealed; "
      "units on First Fire fire, and units on Hold may; disengaging units move off; chargers charge; the others "
      "move; whoever has not fired fires; melees are fought, and units in contact go to melee. Fire in a phase is "
      "simultaneous: its morale checks come once every volley is rolled.";
  sequence_.phases = {
      {"orders", "Orders", "each side in turn, behind the hand-off", {"order", "done"}, false,
       "give every regiment and battery a secret order; those left without one hold"},
      {"rally", "Routs and rallies", "automatic", {}, false,
       "routed units rout away from the enemy; shaken and routed units check to rally; units out of contact resupply"},
      {"first_fire", "First fire", "each side in turn", {"fire", "done"}, false,
       "the orders are revealed; units on First Fire fire (3 dice, +1), and units on Hold may (3 dice)"},
      {"disengage", "Disengage", "each side in turn", {"move", "done"}, false,
       "units on Disengage move away from the enemy"},
      {"charge", "Charges", "each side in turn", {"charge", "done"}, false,
       "units on Charge charge the closest enemy: the charge bonus, the defensive volley, the impact, the outcome"},
      {"movement", "Movement", "each side in turn", {"move", "form", "face", "ride", "done"}, false,
       "units on Move move, units on Change formation form; officers ride"},
      {"fire", "Fire", "each side in turn", {"fire", "done"}, false,
       "every unit that has not fired or charged may fire (moved: 2 dice)"},
      {"melee", "Melee", "automatic", {}, false, "melees go on, and units in contact at the end of the turn go to melee"}};
  sequence_.options = {{"inches_per_hex", std::to_string(options_.inches_per_hex), "inches of the chart in one hex (C-10)"},
                       {"firing_figures", options_.firing_figures, "which figures of a formation fire"},
                       {"resupply", options_.resupply, "how low ammunition is made good (C-2)"}};
}

std::unique_ptr<RuleSystem> VolleySystem::create(const Scenario& scenario, const std::string& rules_dir, std::string& why) {
  auto t = load_volley_tables(rules_dir + "/volley.xml");
  if (!t.tables) {
    why = "volley tables: " + format_diagnostics(t.errors);
    return nullptr;
  }
  const Ruleset& rules = scenario.initial.ruleset();
  const auto values = scenario.info.options_in_effect(rules);
  VolleyOptions o;
  const auto inches = option_number(values, "inches_per_hex", 2, 1, 12, why);
  const auto figures = option_choice(values, "firing_figures", "by_formation", {"by_formation", "all"}, why);
  const auto resupply = option_choice(values, "resupply", "out_of_contact", {"out_of_contact", "never"}, why);
  const auto fall_back = option_choice(values, "shaken_fall_back", "full_move", {"full_move", "none"}, why);
  const auto rout = option_choice(values, "rout_move", "two_moves", {"two_moves", "one_move"}, why);
  const auto off_map = option_choice(values, "rout_off_map", "stays", {"stays", "leaves"}, why);
  const auto with_rout = option_choice(values, "officers_in_rout", "follow", {"follow", "stay"}, why);
  const auto supported = option_choice(values, "supported", "front_hex", {"front_hex", "none"}, why);
  const auto officers = option_choice(values, "officer_casualties", "never", {"never", "loss_roll"}, why);
  const auto hold = option_choice(values, "hold_fire", "fire_phases", {"fire_phases", "at_movers"}, why);
  if (!inches || !figures || !resupply || !fall_back || !rout || !off_map || !with_rout || !supported || !officers || !hold)
    return nullptr;
  o.inches_per_hex = *inches;
  o.firing_figures = *figures;
  o.resupply = *resupply;
  o.shaken_fall_back = *fall_back;
  o.rout_move = *rout;
  o.rout_off_map = *off_map;
  o.officers_in_rout = *with_rout;
  o.supported = *supported;
  o.officer_casualties = *officers;
  o.hold_fire = *hold;
  o.contact_hexes = std::max(1, static_cast<int>(6.0 / o.inches_per_hex + 0.999));  // 4.5 trigger 4's 6"
  ChargeOptions charge;
  for (const char* name : {"end_of_charge_volley", "veteran_disorder_point", "melee_round_limit", "melee_morale_check"}) {
    const auto it = values.find(name);
    if (it != values.end() && !set_charge_option(charge, name, it->second)) {
      why = std::string("option ") + name + "=\"" + it->second + "\" is not one of its values (docs/rules/volley.md)";
      return nullptr;
    }
  }
  return std::make_unique<VolleySystem>(std::move(*t.tables), std::move(o), charge, los_options_from(rules, values));
}

std::unique_ptr<RuleSystem> make_volley(const Scenario& scenario, const std::string& rules_dir, std::string& why) {
  return VolleySystem::create(scenario, rules_dir, why);
}

UnitStateBox read_volley_unit(ElementReader& r) {
  auto st = std::make_unique<VolleyUnit>();
  st->figures = st->start_figures = r.integer("figures", 1, 60).value_or(0);
  st->stands = r.integer("stands", 1, 8).value_or(st->figures > 0 ? 4 : 0);
  st->sections = st->start_sections = r.integer("sections", 1, 16).value_or(0);
  st->horses = r.integer("horses", 0, 64).value_or(st->sections * 2);
  if (const auto q = r.str("quality")) {
    if (*q == "elite" || *q == "veteran" || *q == "green") st->quality = *q;
    else r.error("quality=\"" + *q + "\" is not elite, veteran or green");
  }
  st->weapon = r.str("weapon").value_or("");
  st->formation = r.str("formation").value_or("");
  // Every formation the tables know: an unknown one would reach the rules' lookups (the set-up
  // check still says which suit a regiment and which a battery).
  static const char* const kFormations[] = {"line",     "double_line", "extended_line", "column",    "march_column",
                                            "skirmish", "disorder",    "limbered",      "unlimbered"};
  if (!st->formation.empty() &&
      std::none_of(std::begin(kFormations), std::end(kFormations), [&](const char* f) { return st->formation == f; })) {
    r.error("formation=\"" + st->formation + "\" is not a formation (line, double_line, extended_line, column, "
            "march_column, skirmish, disorder, limbered, unlimbered)");
    st->formation.clear();
  }
  st->repeaters = r.boolean("repeaters").value_or(false);
  if (st->figures > 0 && st->sections > 0) r.error("a unit has figures (a regiment) or sections (a battery), not both");
  return UnitStateBox(std::move(st));
}

std::vector<UnitAttribute> volley_unit_attributes(const std::string& rules_dir) {
  std::vector<std::string> formations(std::begin(kInfantryFormations), std::end(kInfantryFormations));
  formations.insert(formations.end(), std::begin(kBatteryFormations), std::end(kBatteryFormations));
  formations.push_back("disorder");
  // The weapons are the tables' own; without readable tables the set-up check names a bad one.
  std::vector<std::string> weapons;
  if (const auto t = load_volley_tables(rules_dir + "/volley.xml"); t.tables)
    for (const Weapon& w : t.tables->weapons) weapons.push_back(w.id);
  const auto weapon_kind = weapons.empty() ? UnitAttributeKind::Text : UnitAttributeKind::Choice;
  using K = UnitAttributeKind;
  const auto on = UnitAttributeOn::Unit;
  return {{"figures", "Figures", K::Number, 1, 60, {}, on, "a regiment's figures, each 30 men"},
          {"stands", "Stands", K::Number, 1, 8, {}, on, "the equal stands a regiment's figures stand in (default 4)"},
          {"sections", "Sections", K::Number, 1, 16, {}, on, "a battery's sections, one gunner figure each"},
          {"horses", "Horses", K::Number, 0, 64, {}, on, "a battery's team horses (default two per section)"},
          {"quality", "Quality", K::Choice, 0, 0, {"elite", "veteran", "green"}, on, "default veteran"},
          {"weapon", "Weapon", weapon_kind, 0, 0, weapons, on, "default: its class's weapon"},
          {"formation", "Formation", K::Choice, 0, 0, formations, on,
           "a regiment's default line; a battery's unlimbered, or limbered"},
          {"repeaters", "Repeaters", K::Flag, 0, 0, {}, on, "carries repeaters (+1 die)"}};
}

std::vector<SetupProblem> VolleySystem::check_setup(const Scenario& scenario) const {
  std::vector<SetupProblem> out;
  const GameState& s = scenario.initial;
  if (s.sides().size() != 2) out.push_back({"", {}, "a volley scenario has two sides"});
  std::map<Hex, UnitId> bodies;
  for (const Unit& u : s.units()) {
    auto problem = [&](const std::string& why) {
      out.push_back({u.name, scenario.info.where_unit(u), "unit '" + u.name + "': " + why});
    };
    const UnitClass& c = s.unit_class_of(u.id);
    if (c.leader) {
      if (class_attr(s, u.id, "rank").empty()) problem("an officer's class needs rank (brigade, division, corps)");
      continue;
    }
    const VolleyUnit& v = volley_unit(u);
    const std::string arm = arm_of(s, u.id);
    if (arm == "artillery" && v.sections == 0) problem("a battery needs sections=\"N\"");
    if (arm != "artillery" && v.figures == 0) problem("a regiment needs figures=\"N\" (and stands, default 4)");
    if (v.figures > 0 && v.stands > v.figures) problem("more stands than figures");
    const std::string weapon = v.weapon.empty() ? class_attr(s, u.id, "weapon") : v.weapon;
    if (!tables_.weapon(weapon)) problem("weapon '" + weapon + "' is not a weapon of the volley tables");
    else if (tables_.weapon(weapon)->artillery != (arm == "artillery"))
      problem("weapon '" + weapon + "' does not suit its arm (" + arm + ")");
    if (!v.formation.empty()) {
      const bool guns = arm == "artillery";
      const auto& list = guns ? std::vector<std::string>(std::begin(kBatteryFormations), std::end(kBatteryFormations))
                              : std::vector<std::string>(std::begin(kInfantryFormations), std::end(kInfantryFormations));
      if (std::find(list.begin(), list.end(), v.formation) == list.end() && v.formation != "disorder")
        problem("formation '" + v.formation + "' is not one a" + std::string(guns ? " battery" : " regiment") + " takes");
    }
    if (class_attr(s, u.id, "moves").empty()) problem("its class has no moves=\"FORMATION:INCHES ...\"");
    if (u.position) {
      if (const auto it = bodies.find(*u.position); it != bodies.end())
        problem("shares " + s.map().label(*u.position) + " with '" + s.unit(it->second).name +
                "': one regiment or battery to a hex (officers may join it)");
      else
        bodies[*u.position] = u.id;
    }
  }
  return out;
}

std::vector<VerbHelp> VolleySystem::verbs() const {
  return {{"order", "SIDE order HEX fire|hold|disengage|charge|move|form [FORMATION]",
           "a secret order for the regiment or battery in HEX (form: the formation it changes to)"},
          {"done", "SIDE done", "the side has finished this phase (in the orders phase: units without orders hold)"},
          {"fire", "SIDE fire FROM TARGET", "the unit in FROM fires a volley at the enemy in TARGET"},
          {"move", "SIDE move FROM TO [TO ...]", "the regiment or battery in FROM moves along the path"},
          {"form", "SIDE form HEX FORMATION", "the unit in HEX changes to the formation it was ordered to"},
          {"face", "SIDE face HEX DIRECTION", "the unit in HEX pivots to face a hexside (N, NE, SE, S, SW, NW)"},
          {"ride", "SIDE ride FROM TO [TO ...]", "the side's officers in FROM ride along the path"},
          {"charge", "SIDE charge FROM TARGET", "the unit in FROM charges the closest enemy, in TARGET"},
          {"pass", "SIDE pass", "the side's Hold units let the moving enemy go on unfired at (option hold_fire=at_movers)"}};
}

CommandCue VolleySystem::cue_of(const std::string& verb) const {
  if (verb == "fire") return CommandCue::Fire;
  if (verb == "charge") return CommandCue::Assault;
  if (verb == "move" || verb == "ride") return CommandCue::Move;
  return CommandCue::None;
}

// ---- start ------------------------------------------------------------------------------------------

void VolleySystem::prepare(Match& m) const {
  auto flow = std::make_unique<VolleyFlow>();
  for (const Side& s : m.state.sides()) {
    flow->names[s.id] = s.name;
    flow->keys[s.id] = s.key;
    flow->sides.push_back(s.id);
  }
  for (const Unit& u : m.state.units()) {
    flow->owners[u.id] = u.side;
    if (m.state.is_leader(u.id)) continue;
    VolleyUnit& v = volley_unit(m.state.unit_mut(u.id));
    if (v.weapon.empty()) v.weapon = class_attr(m.state, u.id, "weapon");
    if (v.formation.empty()) v.formation = v.battery() ? "unlimbered" : "line";
  }
  m.flow.system = SystemFlowBox(std::move(flow));
}

Match VolleySystem::start(const Scenario& scenario, std::uint64_t seed) const {
  Match m{scenario.info, scenario.initial, {}, seed};
  m.state.rng = Rng(seed);
  prepare(m);
  m.flow.turn = 1;
  std::vector<FlowEvent> ev;
  start_objective_owners(m);
  update_objective_owners(m);
  begin_turn(*this, m, ev);
  update_control(m, ev);
  return m;
}

// ---- what may act -------------------------------------------------------------------------------------

std::vector<Order> VolleySystem::orders_for(const Match& m, UnitId unit) const {
  const Unit& u = m.state.unit(unit);
  if (m.state.is_leader(unit) || !on_map(u) || u.status == UnitStatus::Routed) return {};
  const VolleyUnit& v = volley_unit(u);
  std::vector<Order> out = {{OrderKind::FirstFire, ""}, {OrderKind::Hold, ""}, {OrderKind::Disengage, ""}};
  if (u.status != UnitStatus::Shaken && !v.battery()) out.push_back({OrderKind::Charge, ""});
  out.push_back({OrderKind::Move, ""});
  if (v.battery()) {
    for (const char* f : kBatteryFormations)
      if (v.formation != f) out.push_back({OrderKind::Form, f});
  } else {
    for (const char* f : kInfantryFormations)
      if (v.formation != f && known_formation(tables_, f)) out.push_back({OrderKind::Form, f});
  }
  return out;
}

std::optional<std::string> VolleySystem::may_fire_now(const Match& m, UnitId firer) const {
  const VolleyFlow& f = flow_of(m);
  const Unit& u = m.state.unit(firer);
  if (m.state.is_leader(firer)) return "officers do not fire";
  if (m.flow.phase != "first_fire" && m.flow.phase != "fire") return "nobody fires in this phase";
  // First fire is for First Fire orders, and for Hold, which "may fire at any time during the
  // turn" (rules reference 4.5 "Orders", H); a Hold unit fires its 3 dice without First Fire's +1.
  if (m.flow.phase == "first_fire") {
    const auto o = f.orders.find(firer);
    if (o == f.orders.end() || (o->second.kind != OrderKind::FirstFire && o->second.kind != OrderKind::Hold))
      return u.name + " is on neither a First Fire nor a Hold order";
  }
  if (volley_unit(u).fired) return u.name + " has fired this turn";
  return std::nullopt;
}

std::optional<std::string> VolleySystem::may_charge(const Match& m, UnitId charger, UnitId target) const {
  const VolleyFlow& f = flow_of(m);
  const GameState& s = m.state;
  const Unit& u = s.unit(charger);
  if (m.flow.phase != "charge") return std::string("charges are made in the charge phase");
  const auto o = f.orders.find(charger);
  if (o == f.orders.end() || o->second.kind != OrderKind::Charge) return u.name + " is not on a Charge order";
  return charge_left(m, charger, target);
}

std::optional<std::string> VolleySystem::charge_left(const Match& m, UnitId charger, UnitId target) const {
  const VolleyFlow& f = flow_of(m);
  const Unit& u = m.state.unit(charger);
  if (f.charged.count(charger)) return u.name + " has charged this turn";
  for (const Melee& x : f.melees)
    if (x.attacker == charger || x.defender == charger) return u.name + " is locked in melee";
  return charge_barred(m, charger, target);
}

std::optional<std::string> VolleySystem::charge_barred(const Match& m, UnitId charger, UnitId target) const {
  const GameState& s = m.state;
  const Unit& u = s.unit(charger);
  if (volley_unit(u).battery()) return u.name + " is a battery: batteries do not charge (4.5)";
  if (u.status != UnitStatus::Good) return u.name + " is " + status_name(u.status) + " and may not charge (4.5)";
  const auto closest = closest_enemies(m, charger);
  if (std::find(closest.begin(), closest.end(), target) == closest.end()) {
    std::string names;
    for (UnitId c : closest) names += (names.empty() ? "" : ", ") + s.unit(c).name;
    return u.name + " must charge the closest enemy (4.6 step 1): " + names;
  }
  return std::nullopt;
}

std::optional<std::string> VolleySystem::may_move_now(const Match& m, UnitId unit) const {
  const VolleyFlow& f = flow_of(m);
  const Unit& u = m.state.unit(unit);
  if (u.status == UnitStatus::Routed) return u.name + " is routed: it moves only in its rout";
  const auto o = f.orders.find(unit);
  if (m.flow.phase == "disengage") {
    if (o == f.orders.end() || o->second.kind != OrderKind::Disengage) return u.name + " is not on a Disengage order";
    return std::nullopt;
  }
  if (m.flow.phase != "movement") return "units move in the movement phase";
  if (o == f.orders.end() || (o->second.kind != OrderKind::Move && o->second.kind != OrderKind::Form))
    return u.name + " is not on a Move or Change formation order";
  return std::nullopt;
}

int VolleySystem::mp_left(const Match& m, UnitId unit) const {
  const auto it = flow_of(m).spent.find(unit);
  return movement_points(m.state, options_, unit) - (it == flow_of(m).spent.end() ? 0 : it->second);
}

std::variant<int, std::string> VolleySystem::path_cost(const Match& m, UnitId unit, const std::vector<Hex>& path) const {
  const GameState& s = m.state;
  const Unit& u = s.unit(unit);
  if (path.empty()) return std::string("the path is empty");
  const std::vector<UnitClassId> classes = {s.unit_type(u.type).unit_class};
  int total = 0;
  Hex at = *u.position;
  const bool officer = s.is_leader(unit);
  for (Hex next : path) {
    if (!s.map().contains(next)) return "hex " + s.map().label(next) + " is off the map";
    std::optional<HexDirection> dir;
    for (HexDirection d : kAllDirections)
      if (neighbor(at, d) == next) dir = d;
    if (!dir) return s.map().label(next) + " is not next to " + s.map().label(at);
    const StepCost c = step_cost(s.map(), s.ruleset(), classes, at, *dir);
    if (!c.allowed()) return describe_step_block(s.map(), s.ruleset(), at, *dir, c);
    if (const auto side = s.side_in(next); side && *side != u.side) return s.map().label(next) + " holds the enemy";
    total += c.cost;
    at = next;
    if (c.stop && next != path.back()) return "the move must stop in " + s.map().label(next);
  }
  if (!officer)
    if (const auto other = body_in(s, path.back()); other && *other != unit)
      return s.map().label(path.back()) + " already holds " + s.unit(*other).name + " (one regiment or battery to a hex)";
  return total;
}

}  // namespace hexfire::volley
