// Column-shift's start, legal commands, parse and check (see column_shift_system.hpp); carrying
// commands out is column_shift_carry_out.cpp.
#include "engine/rules/column_shift/column_shift_system.hpp"

#include <algorithm>
#include <set>
#include <stdexcept>
#include <unordered_set>

#include "engine/flow/flow_view.hpp"
#include "engine/flow/victory.hpp"
#include "engine/io/ruleset_loader.hpp"
#include "engine/io/xml_reader.hpp"
#include "engine/map/movement.hpp"
#include "engine/rules/column_shift/column_shift_board.hpp"
#include "engine/rules/column_shift/morale_limits.hpp"
#include "engine/rules/column_shift/column_shift_unit.hpp"
#include "engine/rules/column_shift/data_reads.hpp"
#include "engine/rules/column_shift/leader_activation.hpp"
#include "engine/rules/column_shift/results.hpp"

namespace hexfire::column_shift {

using namespace board;  // the commands and helpers this file shares with the carrying out

// ---- the flow state ------------------------------------------------------------------------------

std::string ColumnShiftFlow::hash_text() const {
  std::string out = active ? keys.at(*active) : "-";
  out += " order";
  for (SideId s : order) out += " " + keys.at(s);
  out += " done";
  for (UnitId u : activated) out += " " + std::to_string(u.value);
  if (current) out += " current " + std::to_string(current->q) + "," + std::to_string(current->r);
  for (UnitId u : group) out += " g" + std::to_string(u.value);
  if (night) out += " night";
  for (const auto& [h, s] : melees) out += " melee " + std::to_string(h.q) + "," + std::to_string(h.r) + ":" + keys.at(s);
  if (pending) {
    out += " pending " + keys.at(pending->owner) + " " + pending->cell.code;
    for (UnitId u : pending->reached) out += " r" + std::to_string(u.value);
    for (const auto& [u, c] : pending->own) out += " o" + std::to_string(u.value) + c.code;
    for (UnitId u : pending->picks) out += " p" + std::to_string(u.value);
    out += " at " + std::to_string(pending->at.q) + "," + std::to_string(pending->at.r);
    for (Hex h : pending->firers) out += " f" + std::to_string(h.q) + "," + std::to_string(h.r);
  }
  if (offered) {
    out += " offered " + keys.at(offered->side);
    for (UnitId u : offered->movers) out += " m" + std::to_string(u.value);
  }
  if (assault) out += pending_hash_text(*assault);
  for (Hex h : melees_due) out += " due " + std::to_string(h.q) + "," + std::to_string(h.r);
  if (advance_due) out += " advance";
  if (exposure) out += exposure->hash_text();
  if (retreat) out += retreat->hash_text();
  return out;
}

std::string ColumnShiftFlow::acting() const {
  if (pending) return names.at(pending->owner) + " places losses";
  if (retreat) return names.at(retreat->side) + " chooses where its demoralized units retreat";
  if (assault) return "an assault waits for an owner's answer";
  if (offered) return names.at(offered->side) + " may fire at the enemy that acted";
  return active ? names.at(*active) + " activates" : "";
}

std::vector<FlowRow> ColumnShiftFlow::rows_for(SideId) const {
  std::vector<FlowRow> out;
  std::string o;
  for (SideId s : order) o += (o.empty() ? "" : ", then ") + names.at(s);
  out.push_back({"Initiative", o});
  out.push_back({"Turn", night ? "night" : "day"});
  out.push_back({"Units activated", std::to_string(activated.size())});
  if (!melees.empty()) out.push_back({"Melees", std::to_string(melees.size())});
  return out;
}

std::string ColumnShiftFlow::unit_acted(UnitId unit, SideId) const {
  return activated.count(unit) ? "activated this turn" : "";
}

// ---- creation --------------------------------------------------------------------------------------

ColumnShiftSystem::ColumnShiftSystem(ColumnShiftTables tables, SystemOptions options, std::string variant)
    : tables_(std::move(tables)), options_(std::move(options)), variant_(std::move(variant)) {
  sequence_.system = id_;
  sequence_.summary =
      "Each turn both sides roll 1d6 plus their initiative rating; the higher activates first. Then the sides "
      "alternate, one stack (a leader with the units in his hex) at a time, each activation one action: move, "
      "fire, assault (a charge or cold steel declared), recover, dig in, load, unload, mount or dismount; or a "
      "leader with the stacks of his command, each of them one action. The turn "
      "ends when no side has a stack left to activate.";
  sequence_.phases = {{"activation", "Activation", "the sides in turn, from the initiative winner",
                       {"activate", "move", "fire", "assault", "recover", "dig", "end", "lose", "opfire", "pass",
                        "load", "unload", "mount", "dismount", "answer", "retreat"},
                       true,
                       "activate one stack and give it one action"}};
}

std::unique_ptr<RuleSystem> ColumnShiftSystem::create(const Scenario& scenario, const std::string& rules_dir,
                                                      std::string& why) {
  auto t = load_column_shift_tables(rules_dir + "/column-shift.xml");
  if (!t.tables) {
    why = "column-shift tables: " + format_diagnostics(t.errors);
    return nullptr;
  }
  const auto values = scenario.info.options_in_effect(scenario.initial.ruleset());
  SystemOptions o;
  const auto fire = read_fire_options(values, why);
  const auto morale = read_morale_options(values, scenario.info.variant, why);
  const auto assault = read_assault_options(values, why);
  const auto play = read_play_options(values, scenario.info.variant, why);
  const auto opportunity = read_opportunity_options(values, why);
  if (!fire || !morale || !assault || !play || !opportunity) return nullptr;
  o.opportunity = *opportunity;
  o.fire = *fire;
  o.morale = *morale;
  o.assault = *assault;
  o.play = *play;
  const auto find = [&](const char* name) {
    const auto it = values.find(name);
    return it == values.end() ? std::string() : it->second;
  };
  // initiative="allies:2 axis:1": each side's rating; a side not named has 0.
  const auto option_words = [&](const char* name) {
    auto words = split_words(find(name));
    if (words.size() == 1 && words.front() == "none") words.clear();
    return words;
  };
  if (const auto ties = option_choice(values, "initiative_ties", "reroll", {"reroll"}, why); !ties) return nullptr;
  for (const std::string& w : option_words("initiative")) {
    const auto colon = w.find(':');
    int rating = 0;
    bool ok = colon != std::string::npos && colon > 0 && colon + 1 < w.size() && w.size() - colon <= 3;
    for (std::size_t i = colon + 1; ok && i < w.size(); ++i) {
      if (w[i] < '0' || w[i] > '9') ok = false;
      else rating = rating * 10 + (w[i] - '0');
    }
    if (!ok || !scenario.initial.find_side(w.substr(0, colon))) {
      why = "option initiative: '" + w + "' is not SIDE:RATING for a side of the scenario (0..99)";
      return nullptr;
    }
    o.initiative[w.substr(0, colon)] = rating;
  }
  for (const std::string& w : option_words("night_turns")) {
    if (w.empty() || w.size() > 3 || !std::all_of(w.begin(), w.end(), [](char c) { return c >= '0' && c <= '9'; })) {
      why = "option night_turns: '" + w + "' is not a turn number";
      return nullptr;
    }
    o.night_turns.insert(std::stoi(w));
  }
  std::string variant = scenario.info.variant.empty() ? "ww1" : scenario.info.variant;
  if (!t.tables->assault.count(variant)) {
    why = "column-shift has no variant '" + variant + "' (ww1, ww2)";
    return nullptr;
  }
  return std::make_unique<ColumnShiftSystem>(std::move(*t.tables), std::move(o), std::move(variant));
}

std::unique_ptr<RuleSystem> make_column_shift(const Scenario& scenario, const std::string& rules_dir, std::string& why) {
  return ColumnShiftSystem::create(scenario, rules_dir, why);
}

UnitStateBox read_column_shift_unit(ElementReader& r) {
  auto st = std::make_unique<ColumnShiftUnit>();
  st->dug_in = r.boolean("dug_in").value_or(false);
  st->starts_on = r.str("on").value_or("");  // loaded on that vehicle (carriers.hpp)
  return UnitStateBox(std::move(st));
}

std::vector<UnitAttribute> column_shift_unit_attributes(const std::string&) {
  return {{"dug_in", "Dug in", UnitAttributeKind::Flag, 0, 0, {}, UnitAttributeOn::Unit, "starts dug in (16.1)"},
          {"on", "Loaded on", UnitAttributeKind::Unit, 0, 0, {}, UnitAttributeOn::Unit,
           "the wagon, truck, prime mover or AFV (riders: infantry) of its side in its hex it starts loaded on"}};
}

std::vector<SetupProblem> ColumnShiftSystem::check_setup(const Scenario& scenario) const {
  std::vector<SetupProblem> out;
  if (scenario.initial.sides().size() != 2)
    out.push_back({"", {}, "a column-shift scenario has two sides (the initiative roll is between two)"});
  // A reduced side checks morale against the morale printed on it: with none given it read 0, and
  // every check of a reduced unit failed. Told at the first unit of the type, with its line.
  std::set<std::string> told;
  for (const Unit& u : scenario.initial.units()) {
    const UnitType& t = scenario.initial.unit_type(u.type);
    if (t.reduced_strength > 0 && t.reduced_morale == 0 && told.insert(t.id).second)
      out.push_back({u.name, scenario.info.where_unit(u),
                     "unit type '" + t.id + "' has a reduced side (reduced-strength " + std::to_string(t.reduced_strength) +
                         ") and no reduced-morale: give the morale printed on that side"});
  }
  GameState trial = scenario.initial;
  for (const auto& [unit, why] : start_loaded(trial, options_.play.carrier_capacity))
    out.push_back({trial.unit(unit).name, scenario.info.where_unit(trial.unit(unit)), why});
  return out;
}

std::vector<VerbHelp> ColumnShiftSystem::verbs() const {
  return {{"activate", "SIDE activate HEX", "activates the stack in HEX (a leader with the units in his hex, and the stacks of his command within his range: each then acts once)"},
          {"move", "SIDE move FROM TO [TO ...]", "the activated stack moves along the path, paying terrain costs"},
          {"fire", "SIDE fire FROM TARGET [with HEX ...]", "the stack in FROM fires at the enemy in TARGET (direct fire table); with: a leader in FROM takes along the stacks of his command in those hexes"},
          {"assault", "SIDE assault FROM [VIA ...] TO [charge|cold_steel]",
           "the stack moves into the adjacent enemy hex: one assault round; charge: mounted cavalry across clear "
           "hexes (VIA), cold_steel: infantry companies with the bayonet"},
          {"recover", "SIDE recover HEX", "the stack's disrupted and demoralized units try to recover"},
          {"dig", "SIDE dig HEX", "the stack's units dig in"},
          {"end", "SIDE end", "ends the activation; with none, the side passes for the rest of the turn"},
          {"lose", "SIDE lose UNIT", "places the next step loss on unit UNIT (u7), answering the loss prompt"},
          {"opfire", "SIDE opfire FROM UNIT", "opportunity fire: the unactivated stack in FROM fires at the enemy unit UNIT that moved or fired"},
          {"pass", "SIDE pass", "declines the opportunity fire offered"},
          {"load", "SIDE load HEX", "the stack's units get on its wagons, trucks and prime movers"},
          {"unload", "SIDE unload HEX", "the stack's loaded units get off their vehicles"},
          {"mount", "SIDE mount HEX", "the stack's dismounted cavalry mount"},
          {"dismount", "SIDE dismount HEX", "the stack's mounted cavalry dismount"},
          {"answer", "SIDE answer cold_steel|none", "the defender answers an assault with cold steel, or not (the prompt)"},
          {"retreat", "SIDE retreat FROM TO", "demoralized units under fire in FROM retreat to TO, answering the retreat prompt"}};
}

// ---- helpers of the turn ---------------------------------------------------------------------------

std::vector<UnitId> ColumnShiftSystem::acting_units(const Match& m, SideId side, Hex h) {
  const ColumnShiftFlow& f = flow_of(m);
  if (f.melees.count(h)) return {};
  std::vector<UnitId> out;
  for (UnitId id : units_in(m.state, h, side))
    if (!f.activated.count(id)) out.push_back(id);
  return out;
}

int ColumnShiftSystem::stack_movement(const Match& m, const std::vector<UnitId>& units) {
  int mp = units.empty() ? 0 : 99;
  for (UnitId id : units)
    if (!carried(m.state, id)) mp = std::min(mp, m.state.unit_type(m.state.unit(id).type).movement);  // cargo rides
  return mp;
}

bool ColumnShiftSystem::joins_melee(const Match& m, Hex target) const {
  return options_.play.join_melee_next_round && flow_of(m).melees.count(target) > 0;
}

AssaultSituation ColumnShiftSystem::melee_round(const Match& m, Hex h) const {
  AssaultSituation sit = assault_situation(m, flow_of(m).melees.at(h), h, h);
  sit.entered_from.clear();
  sit.first_round = false;
  return sit;
}

AssaultSituation ColumnShiftSystem::assault_situation(const Match&, SideId attacker, Hex from, Hex to) const {
  AssaultSituation a;
  a.variant = variant_;
  a.hex = to;
  a.attacker = attacker;
  a.entered_from = {from};
  return a;
}


// ---- start, legal commands -----------------------------------------------------------------------


Match ColumnShiftSystem::start(const Scenario& scenario, std::uint64_t seed) const {
  Match m{scenario.info, scenario.initial, {}, seed};
  m.state.rng = Rng(seed);
  auto flow = std::make_unique<ColumnShiftFlow>();
  for (const Side& s : m.state.sides()) {
    flow->names[s.id] = s.name;
    flow->keys[s.id] = s.key;
  }
  for (const Unit& u : m.state.units()) column_shift_unit(m.state.unit_mut(u.id));
  start_loaded(m.state, options_.play.carrier_capacity);  // the setup check refused what it cannot load
  m.flow.system = SystemFlowBox(std::move(flow));
  m.flow.turn = 1;
  m.flow.phase = "activation";
  std::vector<FlowEvent> ev;
  RngDice dice(m.state.rng);
  begin_turn(m, options_, dice, ev);
  start_objective_owners(m);
  update_objective_owners(m);
  update_control(m, ev);
  return m;
}

std::vector<Command> ColumnShiftSystem::legal_commands(const Match& m) const {
  std::vector<Command> out;
  if (m.flow.game_over) return out;
  if (!m.flow.prompts.empty()) return m.flow.prompts.front().options;
  if (!m.flow.active_side) return out;
  const SideId side = *m.flow.active_side;
  const std::string key = side_key(m, side);
  const HexMap& map = m.state.map();
  const ColumnShiftFlow& f = flow_of(m);
  auto offer = [&](Command c) {
    if (!validate(m, c)) out.push_back(std::move(c));
  };
  // Each enemy-held hex once, in the order its first unit is listed (the order the fire offers
  // have always had): offered once per unit and weeded out of the whole list again, the same
  // fire at a stack's second unit took a minute on a 200 x 200 map of 20,000 units.
  std::vector<Hex> enemy_hexes;
  std::unordered_set<Hex> seen;
  for (const Unit& u : m.state.units())
    if (u.side != side && u.position && !u.eliminated && seen.insert(*u.position).second) enemy_hexes.push_back(*u.position);
  for (Hex h : hexes_that_may_act_now(m, side)) {
    const std::string at = map.label(h);
    if (!f.current) offer({key, "activate", {at}});
    for (int d = 0; d < 6; ++d) {
      const Hex n = neighbor(h, static_cast<HexDirection>(d));
      if (!map.contains(n)) continue;
      offer({key, m.state.holds_enemy_of(n, side) ? "assault" : "move", {at, map.label(n)}});
      if (m.state.holds_enemy_of(n, side)) offer({key, "assault", {at, map.label(n), "cold_steel"}});
    }
    for (Hex target : enemy_hexes) {
      if (distance(h, target) > 8) continue;
      offer({key, "fire", {at, map.label(target)}});
      if (const auto g = group_fire_hexes(m, *this, side, h, target); !g.empty()) {
        Command c{key, "fire", {at, map.label(target), "with"}};
        for (Hex x : g) c.args.push_back(map.label(x));
        offer(std::move(c));
      }
    }
    offer({key, "recover", {at}});
    offer({key, "dig", {at}});
    for (const char* v : {"load", "unload", "mount", "dismount"}) offer({key, v, {at}});
  }
  offer({key, "end", {}});
  return out;
}

// ---- parse, check --------------------------------------------------------------------------------

std::variant<ParsedCommand, std::string> ColumnShiftSystem::parse(const Match& m, const Command& c) const {
  const auto side = m.state.find_side(c.side);
  if (!side) return "there is no side '" + c.side + "'";
  const HexMap& map = m.state.map();
  std::vector<Hex> hexes;
  const bool no_hexes = c.verb == "lose" || c.verb == "answer";  // no hexes in their words
  const bool opfire = c.verb == "opfire";
  // An assault may end with what it declares (charge, cold_steel): the other words are hexes.
  std::vector<std::string> words = c.args;
  std::optional<Declaration> declared;
  if (c.verb == "assault" && !words.empty() && (declared = declaration_named(words.back()))) words.pop_back();
  if (!no_hexes)
    for (const std::string& w : opfire && !words.empty() ? std::vector<std::string>{words[0]} : words) {
      if (w == "with" && c.verb == "fire") continue;  // a leader's group follows it
      const auto h = map.parse_label(w);
      if (!h) return "'" + w + "' is not a hex of the map";
      hexes.push_back(*h);
    }
  auto needs = [&](std::size_t n, const char* usage) -> std::optional<std::string> {
    if (c.args.size() == n) return std::nullopt;
    return c.verb + " needs " + usage;
  };
  Body body;
  if (c.verb == "activate" || c.verb == "recover" || c.verb == "dig") {
    if (auto e = needs(1, "HEX")) return *e;
    if (c.verb == "activate") body = ActivateCmd{hexes[0]};
    else if (c.verb == "recover") body = RecoverCmd{hexes[0]};
    else body = DigCmd{hexes[0]};
  } else if (c.verb == "move") {
    if (c.args.size() < 2) return std::string("move needs FROM TO [TO ...]");
    body = MoveCmd{hexes[0], {hexes.begin() + 1, hexes.end()}};
  } else if (c.verb == "fire" && c.args.size() > 2) {
    // FROM TARGET with HEX [HEX ...]: a leader in FROM fires with the stacks of his command.
    if (c.args[2] != "with" || c.args.size() < 4 || hexes.size() + 1 != c.args.size())
      return std::string("fire needs FROM TARGET [with HEX ...]");
    body = FireCmd{hexes[0], hexes[1], {hexes.begin() + 2, hexes.end()}};
  } else if (c.verb == "fire") {
    if (auto e = needs(2, "FROM TARGET [with HEX ...]")) return *e;
    body = FireCmd{hexes[0], hexes[1], {}};
  } else if (c.verb == "assault") {
    if (hexes.size() < 2) return std::string("assault needs FROM [VIA ...] TO [charge|cold_steel]");
    body = AssaultCmd{hexes.front(), hexes.back(), {hexes.begin() + 1, hexes.end() - 1}, declared.value_or(Declaration::None)};
  } else if (c.verb == "end") {
    if (!c.args.empty()) return std::string("end takes no arguments");
    body = EndCmd{};
  } else if (c.verb == "lose") {
    if (auto e = needs(1, "UNIT (u7)")) return *e;
    const auto u = parse_unit_word(m.state, c.args[0]);
    if (!u) return "'" + c.args[0] + "' is not a unit (u and its number, as the prompt lists)";
    body = LoseCmd{*u};
  } else if (opfire) {
    if (auto e = needs(2, "FROM UNIT (u7)")) return *e;
    const auto u = parse_unit_word(m.state, c.args[1]);
    if (!u) return "'" + c.args[1] + "' is not a unit (u and its number, as the prompt lists)";
    body = OpFireCmd{hexes[0], *u};
  } else if (c.verb == "pass") {
    if (!c.args.empty()) return std::string("pass takes no arguments");
    body = PassCmd{};
  } else if (c.verb == "answer") {
    if (c.args.size() != 1 || (c.args[0] != "cold_steel" && c.args[0] != "none"))
      return std::string("answer needs cold_steel or none");
    body = AnswerCmd{c.args[0] == "cold_steel"};
  } else if (c.verb == "retreat") {
    if (auto e = needs(2, "FROM TO")) return *e;
    body = RetreatCmd{hexes[0], hexes[1]};
  } else if (const auto carry = carry_action_named(c.verb)) {
    if (auto e = needs(1, "HEX")) return *e;
    body = CarryCmd{*carry, hexes[0]};
  } else {
    return "'" + c.verb +
           "' is not a column-shift command (activate, move, fire, assault, recover, dig, end, lose, opfire, pass, load, "
           "unload, mount, dismount, answer, retreat)";
  }
  ParsedCommand p;
  p.side = *side;
  p.body = std::make_shared<CsCommand>(body);
  // Printing back: the same words, hexes as the map labels them.
  p.text = {c.side, c.verb, {}};
  std::visit(
      [&](const auto& b) {
        using T = std::decay_t<decltype(b)>;
        if constexpr (std::is_same_v<T, ActivateCmd> || std::is_same_v<T, RecoverCmd> || std::is_same_v<T, DigCmd> ||
                      std::is_same_v<T, CarryCmd>)
          p.text.args = {map.label(b.hex)};
        else if constexpr (std::is_same_v<T, MoveCmd>) {
          p.text.args = {map.label(b.from)};
          for (Hex h : b.path) p.text.args.push_back(map.label(h));
        } else if constexpr (std::is_same_v<T, FireCmd>) {
          p.text.args = {map.label(b.from), map.label(b.target)};
          if (!b.with.empty()) p.text.args.push_back("with");
          for (Hex h : b.with) p.text.args.push_back(map.label(h));
        } else if constexpr (std::is_same_v<T, AssaultCmd>)
          p.text.args = assault_words(map, b.from, b.run_up, b.target, b.declaration);
        else if constexpr (std::is_same_v<T, LoseCmd>)
          p.text.args = {unit_word(b.unit)};
        else if constexpr (std::is_same_v<T, AnswerCmd>)
          p.text.args = {b.cold_steel ? "cold_steel" : "none"};
        else if constexpr (std::is_same_v<T, OpFireCmd>)
          p.text.args = {map.label(b.from), unit_word(b.target)};
        else if constexpr (std::is_same_v<T, RetreatCmd>)
          p.text.args = {map.label(b.from), map.label(b.to)};
      },
      body);
  return p;
}

std::optional<std::string> ColumnShiftSystem::check(const Match& m, const ParsedCommand& pc) const {
  if (m.flow.game_over) return "the game is over: " + m.flow.result;
  const Body& body = static_cast<const CsCommand&>(*pc.body).body;
  if (!m.flow.prompts.empty()) {
    const Prompt& p = m.flow.prompts.front();
    if (std::find(p.options.begin(), p.options.end(), pc.text) == p.options.end())
      return m.state.side(p.side).name + " must answer first: " + p.text;
    return std::nullopt;
  }
  if (std::holds_alternative<LoseCmd>(body)) return std::string("no loss is waiting to be placed");
  if (std::holds_alternative<AnswerCmd>(body)) return std::string("no cold steel is waiting for an answer");
  if (std::holds_alternative<RetreatCmd>(body)) return std::string("no demoralized units are waiting to retreat");
  if (std::holds_alternative<OpFireCmd>(body) || std::holds_alternative<PassCmd>(body))
    return std::string("no opportunity fire is offered");
  if (m.flow.active_side != pc.side) return "it is " + m.state.side(*m.flow.active_side).name + "'s activation";
  const ColumnShiftFlow& f = flow_of(m);
  const GameState& s = m.state;
  const HexMap& map = s.map();
  if (std::holds_alternative<EndCmd>(body)) {
    // A named activation: each of its stacks that has not acted and holds a demoralized unit
    // owes its recovery roll. With none named the side passes, activating nobody.
    if (f.current)
      for (Hex h : activation_hexes(m, pc.side))
        if (auto why = recovery_owed(s, activation_units(m, pc.side, h))) return why;
    return std::nullopt;
  }
  Hex from{};
  std::visit(
      [&](const auto& b) {
        using T = std::decay_t<decltype(b)>;
        if constexpr (std::is_same_v<T, ActivateCmd> || std::is_same_v<T, RecoverCmd> || std::is_same_v<T, DigCmd> ||
                      std::is_same_v<T, CarryCmd>)
          from = b.hex;
        else if constexpr (std::is_same_v<T, MoveCmd> || std::is_same_v<T, FireCmd> || std::is_same_v<T, AssaultCmd>)
          from = b.from;
      },
      body);
  if (f.melees.count(from)) return map.label(from) + " is held in a melee: its units fight on there";
  const auto units = activation_units(m, pc.side, from);
  const bool elsewhere = f.current && *f.current != from && !in_group(m, from);
  if (units.empty() && !(elsewhere && !acting_units(m, pc.side, from).empty()))
    return "no unit of yours in " + map.label(from) + " may act this turn";
  if (elsewhere) return "the stack in " + map.label(*f.current) + " is activated: it acts, or end";
  if (std::holds_alternative<ActivateCmd>(body)) {
    if (f.current) return "the stack in " + map.label(*f.current) + " is activated already";
    return std::nullopt;
  }
  if (auto why = morale_forbids(s, units, body)) return why;
  if (const auto* mv = std::get_if<MoveCmd>(&body)) {
    const auto cost = path_cost(m, units, from, mv->path, false);
    if (const auto* why = std::get_if<std::string>(&cost)) return *why;
    const int mp = stack_movement(m, units);
    if (std::get<int>(cost) > mp)
      return "the path costs " + std::to_string(std::get<int>(cost)) + " MP; the stack has " + std::to_string(mp);
    return std::nullopt;
  }
  if (const auto* a = std::get_if<AssaultCmd>(&body)) {
    if (!s.holds_enemy_of(a->target, pc.side)) return "no enemy unit in " + map.label(a->target);
    std::vector<Hex> path = a->run_up;
    path.push_back(a->target);
    const auto cost = path_cost(m, units, from, path, true);
    if (const auto* why = std::get_if<std::string>(&cost)) return *why;
    const int mp = stack_movement(m, units);
    if (std::get<int>(cost) > mp)
      return "entering " + map.label(a->target) + " costs " + std::to_string(std::get<int>(cost)) +
             " MP; the stack has " + std::to_string(mp);
    if (std::all_of(units.begin(), units.end(), [&](UnitId u) { return s.is_leader(u); }))
      return std::string("leaders alone do not assault");
    if (joins_melee(m, a->target) && a->declaration != Declaration::None)
      return map.label(a->target) + " is a melee: a stack joining it fights its next round, with nothing declared (option assault_into_melee)";
    return declaration_problem(s, tables_, variant_, options_.play, a->declaration, units, a->run_up, a->target);
  }
  if (const auto* fc = std::get_if<FireCmd>(&body)) {
    if (!s.holds_enemy_of(fc->target, pc.side)) return "no enemy unit in " + map.label(fc->target);
    if (f.melees.count(fc->target) && !options_.play.fire_into_melee)
      return map.label(fc->target) + " is a melee: nobody fires into it";
    if (auto why = check_group(m, pc.side, from, fc->with)) return *why;
    const FirePlan plan = plan_direct_fire(s, tables_, options_.fire,
                                           {group_units(m, pc.side, from, fc->with), fc->target, std::nullopt, f.night});
    if (!plan.legal) return plan.error;
    return std::nullopt;
  }
  if (std::holds_alternative<RecoverCmd>(body)) {
    for (UnitId u : units)
      if (s.unit(u).status != UnitStatus::Good) return std::nullopt;
    return "every unit in " + map.label(from) + " is in good order";
  }
  if (const auto* cc = std::get_if<CarryCmd>(&body)) {
    const CarryPlan plan = plan_carry(s, cc->action, units, options_.play.carrier_capacity);
    if (plan.loads.empty() && plan.unloads.empty() && plan.swaps.empty()) return nothing_to_carry(s, cc->action, from);
    return std::nullopt;
  }
  if (std::holds_alternative<DigCmd>(body)) {
    bool any_may = false;
    for (UnitId u : units) {
      if (!may_dig_in(s, u, options_.play)) continue;
      any_may = true;
      if (!column_shift_unit(s.unit(u)).dug_in) return std::nullopt;
    }
    if (!any_may) return "no unit in " + map.label(from) + " may dig in: only infantry do (16.1, option dig_in_units)";
    return "every unit in " + map.label(from) + " that may dig in is dug in already";
  }
  return std::string("unknown command");
}

}  // namespace hexfire::column_shift
