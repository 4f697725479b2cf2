#include "engine/rules/column_shift/column_shift_system.hpp"

#include <algorithm>
#include <sstream>
#include <stdexcept>

#include "engine/flow/flow_view.hpp"
#include "engine/flow/victory.hpp"
#include "engine/io/ruleset_loader.hpp"
#include "engine/io/xml_reader.hpp"
#include "engine/map/movement.hpp"
#include "engine/rules/column_shift/column_shift_unit.hpp"
#include "engine/rules/column_shift/data_reads.hpp"
#include "engine/rules/column_shift/results.hpp"

namespace hexfire::column_shift {
namespace {

// ---- typed commands ------------------------------------------------------------------------------

struct ActivateCmd {
  Hex hex{};
};
struct MoveCmd {
  Hex from{};
  std::vector<Hex> path;  // hexes entered, `from` excluded
};
struct FireCmd {
  Hex from{}, target{};
};
struct AssaultCmd {
  Hex from{}, target{};
};
struct RecoverCmd {
  Hex hex{};
};
struct DigCmd {
  Hex hex{};
};
struct EndCmd {};
struct LoseCmd {
  UnitId unit{};
};
struct OpFireCmd {
  Hex from{};
  UnitId target{};
};
struct PassCmd {};
using Body =
    std::variant<ActivateCmd, MoveCmd, FireCmd, AssaultCmd, RecoverCmd, DigCmd, EndCmd, LoseCmd, OpFireCmd, PassCmd>;

class CsCommand final : public CommandBody {
 public:
  explicit CsCommand(Body b) : body(std::move(b)) {}
  Body body;
};

ColumnShiftFlow& flow_of(Match& m) { return static_cast<ColumnShiftFlow&>(*m.flow.system.get()); }
const ColumnShiftFlow& flow_of(const Match& m) { return static_cast<const ColumnShiftFlow&>(*m.flow.system.get()); }

bool on_map(const GameState& s, UnitId id, Hex h) {
  const Unit& u = s.unit(id);
  return !u.eliminated && u.position && *u.position == h;
}

// Every unit of `side` in `h` (leaders included), or of every side when none is named.
std::vector<UnitId> units_in(const GameState& s, Hex h, std::optional<SideId> side = std::nullopt) {
  std::vector<UnitId> out;
  for (UnitId id : s.stack_at(h))
    if (on_map(s, id, h) && (!side || s.unit(id).side == *side)) out.push_back(id);
  return out;
}

bool has_enemy(const GameState& s, Hex h, SideId side) {
  for (UnitId id : units_in(s, h))
    if (s.unit(id).side != side) return true;
  return false;
}

std::string unit_word(UnitId id) { return "u" + std::to_string(id.value); }

std::optional<UnitId> parse_unit_word(const GameState& s, const std::string& w) {
  if (w.size() < 2 || w[0] != 'u') return std::nullopt;
  std::size_t value = 0;
  for (std::size_t i = 1; i < w.size(); ++i) {
    if (w[i] < '0' || w[i] > '9' || i > 6) return std::nullopt;
    value = value * 10 + static_cast<std::size_t>(w[i] - '0');
  }
  if (value >= s.units().size()) return std::nullopt;
  return UnitId{static_cast<std::uint32_t>(value)};
}

std::string side_key(const Match& m, SideId s) { return m.state.side(s).key; }

// Thrown by the dry run of a result when the owner has a loss still to place.
struct NeedChoice {
  std::vector<UnitId> candidates;
};

// The first candidate: the assault's choice among ties (the flow does not ask in an assault).
UnitId first_candidate(const std::vector<UnitId>& c, LossCategory, int) { return c.front(); }

std::vector<std::string> split_words(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string w; in >> w;) out.push_back(w);
  return out;
}

}  // namespace

// ---- the flow state ------------------------------------------------------------------------------

std::string ColumnShiftFlow::hash_text() const {
  std::string out = active ? keys.at(*active) : "-";
  out += " order";
  for (SideId s : order) out += " " + keys.at(s);
  out += " done";
  for (UnitId u : activated) out += " " + std::to_string(u.value);
  if (current) out += " current " + std::to_string(current->q) + "," + std::to_string(current->r);
  if (night) out += " night";
  for (const auto& [h, s] : melees) out += " melee " + std::to_string(h.q) + "," + std::to_string(h.r) + ":" + keys.at(s);
  if (pending) {
    out += " pending " + keys.at(pending->owner) + " " + pending->cell.code;
    for (UnitId u : pending->reached) out += " r" + std::to_string(u.value);
    for (const auto& [u, c] : pending->own) out += " o" + std::to_string(u.value) + c.code;
    for (UnitId u : pending->picks) out += " p" + std::to_string(u.value);
  }
  if (offered) {
    out += " offered " + keys.at(offered->side);
    for (UnitId u : offered->movers) out += " m" + std::to_string(u.value);
  }
  if (advance_due) out += " advance";
  return out;
}

std::string ColumnShiftFlow::acting() const {
  if (pending) return names.at(pending->owner) + " places losses";
  if (offered) return names.at(offered->side) + " may fire at the mover";
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
      "fire, assault, recover or dig in. The turn ends when no side has a stack left to activate.";
  sequence_.phases = {{"activation", "Activation", "the sides in turn, from the initiative winner",
                       {"activate", "move", "fire", "assault", "recover", "dig", "end", "lose", "opfire", "pass"}, true,
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
  const auto morale = read_morale_options(values, why);
  const auto assault = read_assault_options(values, why);
  if (!fire || !morale || !assault) return nullptr;
  o.fire = *fire;
  o.morale = *morale;
  o.assault = *assault;
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
  return UnitStateBox(std::move(st));
}

std::vector<SetupProblem> ColumnShiftSystem::check_setup(const Scenario& scenario) const {
  std::vector<SetupProblem> out;
  if (scenario.initial.sides().size() != 2)
    out.push_back({"", {}, "a column-shift scenario has two sides (the initiative roll is between two)"});
  return out;
}

std::vector<VerbHelp> ColumnShiftSystem::verbs() const {
  return {{"activate", "SIDE activate HEX", "activates the stack in HEX (a leader with the units in his hex)"},
          {"move", "SIDE move FROM TO [TO ...]", "the activated stack moves along the path, paying terrain costs"},
          {"fire", "SIDE fire FROM TARGET", "the stack in FROM fires at the enemy in TARGET (direct fire table)"},
          {"assault", "SIDE assault FROM TO", "the stack moves into the adjacent enemy hex: one assault round"},
          {"recover", "SIDE recover HEX", "the stack's disrupted and demoralized units try to recover"},
          {"dig", "SIDE dig HEX", "the stack's units dig in"},
          {"end", "SIDE end", "ends the activation; with none, the side passes for the rest of the turn"},
          {"lose", "SIDE lose UNIT", "places the next step loss on unit UNIT (u7), answering the loss prompt"},
          {"opfire", "SIDE opfire FROM UNIT", "opportunity fire: the unactivated stack in FROM fires at the enemy unit UNIT that moved"},
          {"pass", "SIDE pass", "declines the opportunity fire offered"}};
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
  for (UnitId id : units) mp = std::min(mp, m.state.unit_type(m.state.unit(id).type).movement);
  return mp;
}

AssaultSituation ColumnShiftSystem::assault_situation(const Match&, SideId attacker, Hex from, Hex to) const {
  AssaultSituation a;
  a.variant = variant_;
  a.hex = to;
  a.attacker = attacker;
  a.entered_from = {from};
  return a;
}

namespace {

std::vector<Hex> stacks_that_may_act(const Match& m, SideId side) {
  std::set<Hex> seen;
  std::vector<Hex> out;
  for (const Unit& u : m.state.units())
    if (u.side == side && u.position && !u.eliminated && !seen.count(*u.position)) {
      seen.insert(*u.position);
      if (!ColumnShiftSystem::acting_units(m, side, *u.position).empty()) out.push_back(*u.position);
    }
  return out;
}

std::optional<SideId> other_side(const Match& m, SideId s) {
  for (const Side& x : m.state.sides())
    if (x.id != s) return x.id;
  return std::nullopt;
}

// The cost of the path for `units` from `from`, or why it may not be taken.
std::variant<int, std::string> path_cost(const Match& m, const std::vector<UnitId>& units, Hex from,
                                         const std::vector<Hex>& path, bool last_may_hold_enemy) {
  const GameState& s = m.state;
  std::vector<UnitClassId> classes;
  for (UnitId id : units) classes.push_back(s.unit_type(s.unit(id).type).unit_class);
  const MovementCosts costs(s.ruleset(), classes);
  const SideId side = s.unit(units.front()).side;
  int spent = 0;
  Hex at = from;
  for (std::size_t i = 0; i < path.size(); ++i) {
    const Hex to = path[i];
    std::optional<HexDirection> dir;
    for (int d = 0; d < 6; ++d)
      if (neighbor(at, static_cast<HexDirection>(d)) == to) dir = static_cast<HexDirection>(d);
    if (!dir) return s.map().label(to) + " is not next to " + s.map().label(at);
    const StepCost step = step_cost(s.map(), costs, at, *dir);
    if (!step.allowed()) return describe_step_block(s.map(), s.ruleset(), at, *dir, step);
    if (has_enemy(s, to, side) && !(last_may_hold_enemy && i + 1 == path.size()))
      return "enemy units hold " + s.map().label(to) + " (moving in is an assault)";
    spent += step.cost;
    if (step.stop && i + 1 < path.size()) return "entering " + s.map().label(to) + " ends the move";
    at = to;
  }
  return spent;
}

}  // namespace

// ---- start, legal commands -----------------------------------------------------------------------

namespace {

// The initiative roll (6.1 [P]): each side 1d6 + its rating, higher first, ties rolled again.
void roll_initiative(Match& m, const SystemOptions& o, DiceSource& dice, std::vector<FlowEvent>& ev) {
  ColumnShiftFlow& f = flow_of(m);
  std::vector<SideId> sides;
  for (const Side& s : m.state.sides()) sides.push_back(s.id);
  std::map<SideId, int> total;
  std::string text;
  for (int attempt = 0; attempt < 100; ++attempt) {
    text = "initiative:";
    total.clear();
    for (SideId s : sides) {
      const auto it = o.initiative.find(side_key(m, s));
      const int rating = it == o.initiative.end() ? 0 : it->second;
      const int die = dice.d6("initiative " + side_key(m, s));
      total[s] = die + rating;
      text += " " + m.state.side(s).name + " " + std::to_string(die) + "+" + std::to_string(rating) + "=" +
              std::to_string(total[s]);
    }
    std::set<int> distinct;
    for (const auto& [s, t] : total) distinct.insert(t);
    if (distinct.size() == total.size()) break;
    text += " (tie, rolled again)";
    add_event(m, ev, "initiative", text);
  }
  std::stable_sort(sides.begin(), sides.end(), [&](SideId a, SideId b) { return total[a] > total[b]; });
  f.order = sides;
  add_event(m, ev, "initiative", text + ": " + m.state.side(sides.front()).name + " acts first");
}

void begin_turn(Match& m, const SystemOptions& o, DiceSource& dice, std::vector<FlowEvent>& ev) {
  ColumnShiftFlow& f = flow_of(m);
  f.activated.clear();
  f.current.reset();
  f.night = o.night_turns.count(m.flow.turn) > 0;
  m.state.turn = m.flow.turn;
  add_event(m, ev, "turn", "turn " + std::to_string(m.flow.turn) + (f.night ? " (night)" : ""));
  roll_initiative(m, o, dice, ev);
  f.active = f.order.front();
  m.flow.active_side = f.active;
}

}  // namespace

Match ColumnShiftSystem::start(const Scenario& scenario, std::uint64_t seed) const {
  Match m{scenario.info, scenario.initial, {}, seed};
  m.state.rng = Rng(seed);
  auto flow = std::make_unique<ColumnShiftFlow>();
  for (const Side& s : m.state.sides()) {
    flow->names[s.id] = s.name;
    flow->keys[s.id] = s.key;
  }
  for (const Unit& u : m.state.units()) column_shift_unit(m.state.unit_mut(u.id));
  m.flow.system = SystemFlowBox(std::move(flow));
  m.flow.turn = 1;
  m.flow.phase = "activation";
  std::vector<FlowEvent> ev;
  RngDice dice(m.state.rng);
  begin_turn(m, options_, dice, ev);
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
  std::vector<Hex> stacks = f.current ? std::vector<Hex>{*f.current} : stacks_that_may_act(m, side);
  for (Hex h : stacks) {
    const std::string at = map.label(h);
    if (!f.current) offer({key, "activate", {at}});
    for (int d = 0; d < 6; ++d) {
      const Hex n = neighbor(h, static_cast<HexDirection>(d));
      if (!map.contains(n)) continue;
      offer({key, has_enemy(m.state, n, side) ? "assault" : "move", {at, map.label(n)}});
    }
    for (const Unit& u : m.state.units())
      if (u.side != side && u.position && !u.eliminated && distance(h, *u.position) <= 8)
        offer({key, "fire", {at, map.label(*u.position)}});
    offer({key, "recover", {at}});
    offer({key, "dig", {at}});
  }
  offer({key, "end", {}});
  // A unit of the enemy listed twice (a stack) gives the same fire twice: keep one.
  std::vector<Command> unique;
  for (Command& c : out)
    if (std::find(unique.begin(), unique.end(), c) == unique.end()) unique.push_back(std::move(c));
  return unique;
}

// ---- parse, check --------------------------------------------------------------------------------

std::variant<ParsedCommand, std::string> ColumnShiftSystem::parse(const Match& m, const Command& c) const {
  const auto side = m.state.find_side(c.side);
  if (!side) return "there is no side '" + c.side + "'";
  const HexMap& map = m.state.map();
  std::vector<Hex> hexes;
  const bool lose = c.verb == "lose";
  const bool opfire = c.verb == "opfire";
  if (!lose)
    for (const std::string& w : opfire && !c.args.empty() ? std::vector<std::string>{c.args[0]} : c.args) {
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
  } else if (c.verb == "fire" || c.verb == "assault") {
    if (auto e = needs(2, c.verb == "fire" ? "FROM TARGET" : "FROM TO")) return *e;
    if (c.verb == "fire") body = FireCmd{hexes[0], hexes[1]};
    else body = AssaultCmd{hexes[0], hexes[1]};
  } else if (c.verb == "end") {
    if (!c.args.empty()) return std::string("end takes no arguments");
    body = EndCmd{};
  } else if (lose) {
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
  } else {
    return "'" + c.verb +
           "' is not a column-shift command (activate, move, fire, assault, recover, dig, end, lose, opfire, pass)";
  }
  ParsedCommand p;
  p.side = *side;
  p.body = std::make_shared<CsCommand>(body);
  // Printing back: the same words, hexes as the map labels them.
  p.text = {c.side, c.verb, {}};
  std::visit(
      [&](const auto& b) {
        using T = std::decay_t<decltype(b)>;
        if constexpr (std::is_same_v<T, ActivateCmd> || std::is_same_v<T, RecoverCmd> || std::is_same_v<T, DigCmd>)
          p.text.args = {map.label(b.hex)};
        else if constexpr (std::is_same_v<T, MoveCmd>) {
          p.text.args = {map.label(b.from)};
          for (Hex h : b.path) p.text.args.push_back(map.label(h));
        } else if constexpr (std::is_same_v<T, FireCmd> || std::is_same_v<T, AssaultCmd>)
          p.text.args = {map.label(b.from), map.label(b.target)};
        else if constexpr (std::is_same_v<T, LoseCmd>)
          p.text.args = {unit_word(b.unit)};
        else if constexpr (std::is_same_v<T, OpFireCmd>)
          p.text.args = {map.label(b.from), unit_word(b.target)};
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
  if (std::holds_alternative<OpFireCmd>(body) || std::holds_alternative<PassCmd>(body))
    return std::string("no opportunity fire is offered");
  if (m.flow.active_side != pc.side) return "it is " + m.state.side(*m.flow.active_side).name + "'s activation";
  const ColumnShiftFlow& f = flow_of(m);
  const GameState& s = m.state;
  const HexMap& map = s.map();
  if (std::holds_alternative<EndCmd>(body)) return std::nullopt;
  Hex from{};
  std::visit(
      [&](const auto& b) {
        using T = std::decay_t<decltype(b)>;
        if constexpr (std::is_same_v<T, ActivateCmd> || std::is_same_v<T, RecoverCmd> || std::is_same_v<T, DigCmd>)
          from = b.hex;
        else if constexpr (std::is_same_v<T, MoveCmd> || std::is_same_v<T, FireCmd> || std::is_same_v<T, AssaultCmd>)
          from = b.from;
      },
      body);
  if (f.melees.count(from)) return map.label(from) + " is held in a melee: its units fight on there";
  const auto units = acting_units(m, pc.side, from);
  if (units.empty()) return "no unit of yours in " + map.label(from) + " may act this turn";
  if (f.current && *f.current != from) return "the stack in " + map.label(*f.current) + " is activated: it acts, or end";
  if (std::holds_alternative<ActivateCmd>(body)) {
    if (f.current) return "the stack in " + map.label(*f.current) + " is activated already";
    return std::nullopt;
  }
  if (const auto* mv = std::get_if<MoveCmd>(&body)) {
    const auto cost = path_cost(m, units, from, mv->path, false);
    if (const auto* why = std::get_if<std::string>(&cost)) return *why;
    const int mp = stack_movement(m, units);
    if (std::get<int>(cost) > mp)
      return "the path costs " + std::to_string(std::get<int>(cost)) + " MP; the stack has " + std::to_string(mp);
    return std::nullopt;
  }
  if (const auto* a = std::get_if<AssaultCmd>(&body)) {
    if (!has_enemy(s, a->target, pc.side)) return "no enemy unit in " + map.label(a->target);
    const auto cost = path_cost(m, units, from, {a->target}, true);
    if (const auto* why = std::get_if<std::string>(&cost)) return *why;
    const int mp = stack_movement(m, units);
    if (std::get<int>(cost) > mp)
      return "entering " + map.label(a->target) + " costs " + std::to_string(std::get<int>(cost)) +
             " MP; the stack has " + std::to_string(mp);
    if (std::all_of(units.begin(), units.end(), [&](UnitId u) { return s.is_leader(u); }))
      return std::string("leaders alone do not assault");
    return std::nullopt;
  }
  if (const auto* fc = std::get_if<FireCmd>(&body)) {
    if (!has_enemy(s, fc->target, pc.side)) return "no enemy unit in " + map.label(fc->target);
    if (f.melees.count(fc->target)) return map.label(fc->target) + " is a melee: nobody fires into it";
    const FirePlan plan = plan_direct_fire(s, tables_, options_.fire, {units, fc->target, std::nullopt, f.night});
    if (!plan.legal) return plan.error;
    return std::nullopt;
  }
  if (std::holds_alternative<RecoverCmd>(body)) {
    for (UnitId u : units)
      if (s.unit(u).status != UnitStatus::Good) return std::nullopt;
    return "every unit in " + map.label(from) + " is in good order";
  }
  if (std::holds_alternative<DigCmd>(body)) {
    for (UnitId u : units)
      if (!s.is_leader(u) && !column_shift_unit(s.unit(u)).dug_in) return std::nullopt;
    return "every unit in " + map.label(from) + " is dug in already";
  }
  return std::string("unknown command");
}

// ---- carrying out ---------------------------------------------------------------------------------

namespace {

// The next side to activate after `side`'s activation: the other if it has a stack left, else
// `side` again; nothing when neither has one (the turn is over).
std::optional<SideId> next_to_act(const Match& m, SideId side) {
  if (const auto o = other_side(m, side); o && !stacks_that_may_act(m, *o).empty()) return o;
  if (!stacks_that_may_act(m, side).empty()) return side;
  return std::nullopt;
}

}  // namespace

ApplyResult ColumnShiftSystem::carry_out(Match& m, const ParsedCommand& pc, DiceSource* forced) const {
  ApplyResult r;
  if (auto why = check(m, pc)) {
    r.error = *why;
    return r;
  }
  ++m.flow.commands_applied;
  RngDice game_dice(m.state.rng);
  DiceSource& dice = forced ? *forced : game_dice;
  ColumnShiftFlow& f = flow_of(m);
  GameState& s = m.state;
  const HexMap& map = s.map();
  const Body& body = static_cast<const CsCommand&>(*pc.body).body;
  const std::string side_name = s.side(pc.side).name;
  bool activation_over = false;
  std::vector<UnitId> acted;

  // Applies a fire result, or prompts the owner for the next loss it needs placed.
  auto settle_losses = [&]() {
    PendingLoss& p = *f.pending;
    // Dry run on a copy: the losses come before any die, so a needed choice shows before one is.
    GameState trial = s;
    std::size_t next = 0;
    const LossChooser ask = [&](const std::vector<UnitId>& c, LossCategory, int) -> UnitId {
      if (next < p.picks.size()) return p.picks[next++];
      throw NeedChoice{c};
    };
    try {
      ScriptedDice none({});
      apply_result(trial, options_.morale, p.reached, p.cell, false, p.own, ask, none);
    } catch (const NeedChoice& need) {
      Prompt pr;
      pr.id = "loss";
      pr.side = p.owner;
      pr.text = s.side(p.owner).name + ": place step loss " + std::to_string(p.picks.size() + 1) + " of " +
                p.cell.code + " on one of your units";
      for (UnitId u : need.candidates) {
        pr.options.push_back({side_key(m, p.owner), "lose", {unit_word(u)}});
        pr.labels.push_back(s.unit(u).name + (s.unit(u).reduced ? " (reduced: eliminated)" : " (flips to reduced)"));
      }
      m.flow.prompts = {pr};
      add_event(m, r.events, "prompt", pr.text, p.owner);
      return false;
    } catch (const DiceExhausted&) {
      // every choice is made: the real result rolls its morale checks below
    }
    std::size_t k = 0;
    const LossChooser recorded = [&](const std::vector<UnitId>&, LossCategory, int) { return p.picks.at(k++); };
    AppliedResult applied = apply_result(s, options_.morale, p.reached, p.cell, false, p.own, recorded, dice);
    for (const std::string& c : applied.consequences) r.log.push_back(c);
    for (Resolution& c : applied.checks) r.resolutions.push_back(std::move(c));
    f.pending.reset();
    m.flow.prompts.clear();
    return true;
  };

  // Direct fire (or opportunity fire) rolled, then its result applied or its losses prompted.
  auto fire_at = [&](const FireOrder& order, SideId firing) {
    const FirePlan plan = plan_direct_fire(s, tables_, options_.fire, order);
    Resolution res = resolve_direct_fire(s, tables_, options_.fire, order, dice);
    const int roll = res.dice.size() == 2 ? res.dice[0].value + res.dice[1].value : 0;
    const FireOutcome out = read_fire_roll(tables_, plan, roll);
    const Hex from = *s.unit(order.firers.front()).position;
    r.log.push_back(map.label(from) + (order.opportunity_target ? " fires at the mover in " : " fires at ") +
                    map.label(order.target) + ": " + res.result_text);
    add_event(m, r.events, "action", r.log.back(), firing);
    r.resolutions.push_back(std::move(res));
    bool any = out.hex.any_effect();
    for (const auto& [u, c] : out.units) any = any || c.any_effect();
    if (any) {
      f.pending = PendingLoss{s.unit(plan.targets.front()).side, plan.targets, out.hex, out.units, {}};
      settle_losses();
    }
  };

  // After a move: the other side's unactivated stacks that may fire at a mover (13.0) are offered
  // opportunity fire, one option per stack and moving unit, or pass.
  auto offer_opportunity_fire = [&](Hex at, const std::vector<UnitId>& movers) {
    const auto other = other_side(m, pc.side);
    if (!other) return;
    Prompt pr;
    pr.id = "opportunity_fire";
    pr.side = *other;
    pr.text = s.side(*other).name + ": enemy units moved into " + map.label(at) +
              ": opportunity fire (+1 column) with a stack not yet activated, or pass";
    for (Hex h : stacks_that_may_act(m, *other)) {
      const auto firers = acting_units(m, *other, h);
      for (UnitId mover : movers) {
        if (s.is_leader(mover) || !on_map(s, mover, at)) continue;
        if (!plan_direct_fire(s, tables_, options_.fire, {firers, at, mover, f.night}).legal) continue;
        pr.options.push_back({side_key(m, *other), "opfire", {map.label(h), unit_word(mover)}});
        pr.labels.push_back("Fire from " + map.label(h) + " at " + s.unit(mover).name);
      }
    }
    if (pr.options.empty()) return;
    pr.options.push_back({side_key(m, *other), "pass", {}});
    pr.labels.push_back("Pass");
    f.offered = OfferedFire{*other, movers};
    m.flow.prompts = {pr};
    add_event(m, r.events, "prompt", pr.text, *other);
  };

  if (std::holds_alternative<EndCmd>(body)) {
    if (f.current) {
      acted = acting_units(m, pc.side, *f.current);
      r.log.push_back(side_name + " ends the activation of " + map.label(*f.current));
    } else {
      for (Hex h : stacks_that_may_act(m, pc.side))
        for (UnitId u : acting_units(m, pc.side, h)) acted.push_back(u);
      r.log.push_back(side_name + " passes for the rest of the turn");
    }
    activation_over = true;
    r.undoable = true;
  } else if (const auto* a = std::get_if<ActivateCmd>(&body)) {
    f.current = a->hex;
    r.log.push_back(side_name + " activates " + map.label(a->hex));
    r.undoable = true;
  } else if (const auto* l = std::get_if<LoseCmd>(&body)) {
    f.pending->picks.push_back(l->unit);
    r.log.push_back(s.unit(l->unit).name + " takes a step loss");
    settle_losses();  // the fire's activation ended when it fired; the turn goes on below
  } else if (const auto* o = std::get_if<OpFireCmd>(&body)) {
    m.flow.prompts.clear();
    f.offered.reset();
    const auto firers = acting_units(m, pc.side, o->from);
    for (UnitId u : firers) f.activated.insert(u);  // opportunity fire is the stack's activation
    fire_at({firers, *s.unit(o->target).position, o->target, f.night}, pc.side);
  } else if (std::holds_alternative<PassCmd>(body)) {
    m.flow.prompts.clear();
    f.offered.reset();
    r.log.push_back(side_name + " does not fire at the mover");
  } else {
    Hex from{};
    std::visit(
        [&](const auto& b) {
          using T = std::decay_t<decltype(b)>;
          if constexpr (std::is_same_v<T, RecoverCmd> || std::is_same_v<T, DigCmd>) from = b.hex;
          else if constexpr (std::is_same_v<T, MoveCmd> || std::is_same_v<T, FireCmd> || std::is_same_v<T, AssaultCmd>)
            from = b.from;
        },
        body);
    acted = acting_units(m, pc.side, from);
    activation_over = true;
    if (const auto* mv = std::get_if<MoveCmd>(&body)) {
      for (UnitId u : acted) {
        s.move_unit(u, mv->path.back());
        column_shift_unit(s.unit_mut(u)).dug_in = false;
      }
      r.log.push_back(map.label(from) + " moves to " + map.label(mv->path.back()));
      add_event(m, r.events, "action", r.log.back(), pc.side);
      offer_opportunity_fire(mv->path.back(), acted);
      r.undoable = m.flow.prompts.empty();  // an offer shows the other side what moved
    } else if (const auto* fc = std::get_if<FireCmd>(&body)) {
      fire_at({acted, fc->target, std::nullopt, f.night}, pc.side);
    } else if (const auto* as = std::get_if<AssaultCmd>(&body)) {
      for (UnitId u : acted) {
        s.move_unit(u, as->target);
        column_shift_unit(s.unit_mut(u)).dug_in = false;
      }
      const AssaultSituation sit = assault_situation(m, pc.side, from, as->target);
      Resolution res = resolve_assault_round(s, tables_, options_.assault, options_.morale, sit, &first_candidate, dice);
      r.log.push_back(map.label(from) + " assaults " + map.label(as->target) + ": " + res.result_text);
      add_event(m, r.events, "action", r.log.back(), pc.side);
      r.resolutions.push_back(std::move(res));
      bool attackers = false, defenders = false;
      for (UnitId u : units_in(s, as->target)) (s.unit(u).side == pc.side ? attackers : defenders) = true;
      if (attackers && defenders) {
        f.melees[as->target] = pc.side;
        r.log.push_back("both sides hold " + map.label(as->target) + ": the assault goes on next turn");
      } else if (!attackers) {
        r.log.push_back("the attackers in " + map.label(as->target) + " are gone");
      }
    } else if (std::holds_alternative<RecoverCmd>(body)) {
      for (UnitId u : acted) {
        if (s.unit(u).status == UnitStatus::Good) continue;
        RecoveryCheck c = check_recovery(s, u, dice);
        apply_recovery(s, u, c.effect);
        r.resolutions.push_back(std::move(c.ledger));
      }
      r.log.push_back(map.label(from) + " tries to recover");
      add_event(m, r.events, "action", r.log.back(), pc.side);
    } else if (std::holds_alternative<DigCmd>(body)) {
      for (UnitId u : acted)
        if (!s.is_leader(u)) column_shift_unit(s.unit_mut(u)).dug_in = true;
      r.log.push_back(map.label(from) + " digs in");
      add_event(m, r.events, "action", r.log.back(), pc.side);
      r.undoable = true;
    }
  }

  if (activation_over) {
    for (UnitId u : acted) f.activated.insert(u);
    f.current.reset();
  }
  update_objective_owners(m);
  if (activation_over) f.advance_due = true;
  if (!decide_victory(m, false) && m.flow.prompts.empty() && f.advance_due) {
    f.advance_due = false;
    const SideId last = *f.active;
    if (const auto next = next_to_act(m, last)) {
      f.active = *next;
      m.flow.active_side = *next;
    } else if (m.flow.turn >= m.info.turns) {
      decide_victory(m, true);
    } else {
      // The next turn: melees fight another round, then the initiative roll.
      ++m.flow.turn;
      for (auto it = f.melees.begin(); it != f.melees.end();) {
        AssaultSituation sit = assault_situation(m, it->second, it->first, it->first);
        sit.entered_from.clear();
        sit.first_round = false;
        Resolution res = resolve_assault_round(s, tables_, options_.assault, options_.morale, sit, &first_candidate, dice);
        r.log.push_back("the assault in " + map.label(it->first) + " goes on: " + res.result_text);
        r.resolutions.push_back(std::move(res));
        bool att = false, def = false;
        for (UnitId u : units_in(s, it->first)) (s.unit(u).side == it->second ? att : def) = true;
        it = att && def ? std::next(it) : f.melees.erase(it);
      }
      update_objective_owners(m);
      if (!decide_victory(m, false)) begin_turn(m, options_, dice, r.events);
      r.undoable = false;  // the initiative was rolled
    }
  }
  if (m.flow.game_over) {
    m.flow.phase = "game_over";
    m.flow.active_side.reset();
    f.active.reset();
    add_event(m, r.events, "game_over", m.flow.result, m.flow.winner);
  }
  update_control(m, r.events);
  r.ok = true;
  return r;
}

}  // namespace hexfire::column_shift
