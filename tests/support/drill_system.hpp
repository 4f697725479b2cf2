// "drill": a small rule system used only by the tests, to prove that the seam is not cut to
// fireline's shape. It has none of fireline's concepts: no activations, no chits, no movement
// points. Each turn is an orders phase in which both sides, one after the other, give every unit
// a secret order (march to an adjacent hex, or volley at an adjacent enemy) and may change a
// unit's formation (line or column) in the open; once both are done the orders are revealed and
// carried out: marches first, then each volley rolls a d6 and takes a stand from its target on
// 5 or 6. A unit's state is typed (stands, formation); a unit with no stands left is removed.
// After the scenario's last turn the side with more stands wins.
//
// Register it with register_drill_system(); scenarios name system="drill" and its ruleset is
// tests/fixtures/drill/assets/rules/drill.xml.
#pragma once

#include <algorithm>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <variant>
#include <vector>

#include "engine/flow/flow_view.hpp"
#include "engine/flow/victory.hpp"
#include "engine/io/xml_reader.hpp"
#include "engine/rules/preview.hpp"
#include "engine/rules/rule_system.hpp"
#include "engine/units/system_state_of.hpp"

namespace hexfire::drill {

// ---- unit state ------------------------------------------------------------------------------

class DrillUnit final : public SystemUnitState {
 public:
  int stands = 4;
  bool column = false;  // in column (may march), else in line (may volley)

  std::unique_ptr<SystemUnitState> clone() const override { return std::make_unique<DrillUnit>(*this); }
  std::string hash_lead() const override { return "stands=" + std::to_string(stands); }
  std::string hash_trail() const override { return column ? " column" : " line"; }
  std::vector<FlowRow> rows() const override {
    return {{"Stands", std::to_string(stands)}, {"Formation", column ? "column" : "line"}};
  }
  UnitStateBadges badges() const override { return {{}, stands, "STANDS", std::nullopt}; }
};

inline const DrillUnit& drill_unit(const Unit& u) { return system_state_of<DrillUnit>(u); }
inline DrillUnit& drill_unit(Unit& u) { return system_state_of<DrillUnit>(u); }

// stands="1..9" and formation="line|column" on a scenario's <unit>.
inline UnitStateBox read_drill_unit(ElementReader& r) {
  auto st = std::make_unique<DrillUnit>();
  st->stands = r.integer("stands", 1, 9).value_or(4);
  if (const auto f = r.str("formation")) {
    if (*f == "column") st->column = true;
    else if (*f != "line") r.error("formation=\"" + *f + "\" is not line or column");
  }
  return UnitStateBox(std::move(st));
}

// What read_drill_unit reads: the editor lists a test-only system's attributes from this alone.
inline std::vector<UnitAttribute> drill_unit_attributes(const std::string&) {
  return {{"stands", "Stands", UnitAttributeKind::Number, 1, 9, {}, UnitAttributeOn::Any, "default 4"},
          {"formation", "Formation", UnitAttributeKind::Choice, 0, 0, {"line", "column"}, UnitAttributeOn::Any, "default line"}};
}

// ---- flow state: the secret orders -------------------------------------------------------------

struct Order {
  bool volley = false;  // else march
  Hex target{};
  std::string label;    // the target's label, for the owner's rows
};

class DrillFlow final : public SystemFlow {
 public:
  std::vector<SideId> order_of_play;  // who gives orders first, then second
  std::size_t giving = 0;             // index into order_of_play
  std::map<UnitId, Order> orders;     // secret until revealed
  std::map<SideId, std::string> names;

  std::unique_ptr<SystemFlow> clone() const override { return std::make_unique<DrillFlow>(*this); }
  std::string hash_text() const override {
    std::string out = giving < order_of_play.size() ? std::to_string(order_of_play[giving].value) : "-";
    for (const auto& [u, o] : orders)
      out += " " + std::to_string(u.value) + (o.volley ? "v" : "m") + std::to_string(o.target.q) + "," +
             std::to_string(o.target.r);
    return out;
  }
  std::string acting() const override {
    return giving < order_of_play.size() ? names.at(order_of_play[giving]) + " gives orders" : "";
  }
  // Hidden information: a side sees its own orders, and of the other side's only how many.
  std::vector<FlowRow> rows_for(SideId viewer) const override {
    std::vector<FlowRow> out;
    for (const auto& [side, name] : names) {
      int count = 0;
      std::string mine;
      for (const auto& [u, o] : orders) {
        if (owner_of(u) != side) continue;
        ++count;
        if (side == viewer)
          mine += (mine.empty() ? "" : ", ") + std::string("unit ") + std::to_string(u.value) +
                  (o.volley ? " volleys at " : " marches to ") + o.label;
      }
      if (side == viewer) out.push_back({"Your orders", mine.empty() ? "none yet" : mine});
      else out.push_back({"Orders given by " + name, std::to_string(count) + " (secret)"});
    }
    return out;
  }
  // A unit's order is its owner's secret while orders stand: the owner sees it, nobody else.
  std::string unit_acted(UnitId unit, SideId viewer) const override {
    const auto it = orders.find(unit);
    if (it == orders.end() || owner_of(unit) != viewer) return {};
    return std::string("ordered to ") + (it->second.volley ? "volley at " : "march to ") + it->second.label;
  }

  std::map<UnitId, SideId> owners;
  SideId owner_of(UnitId u) const {
    const auto it = owners.find(u);
    return it == owners.end() ? SideId{} : it->second;
  }
};

inline DrillFlow& drill_flow(Match& m) { return static_cast<DrillFlow&>(*m.flow.system.get()); }
inline const DrillFlow& drill_flow(const Match& m) { return static_cast<const DrillFlow&>(*m.flow.system.get()); }

// ---- typed commands ----------------------------------------------------------------------------

struct OrderCmd {
  Hex unit_hex{};
  Order order;
  std::vector<Hex> with;  // a company line volleying together: the other units' hexes
};
struct FormCmd {
  Hex hex{};
  bool column = false;
};
struct DoneCmd {};

class DrillCommand final : public CommandBody {
 public:
  explicit DrillCommand(std::variant<OrderCmd, FormCmd, DoneCmd> c) : cmd(std::move(c)) {}
  std::variant<OrderCmd, FormCmd, DoneCmd> cmd;
};

// ---- the system ---------------------------------------------------------------------------------

class DrillPreviews;

class DrillSystem final : public RuleSystem {
 public:
  DrillSystem() {
    sequence_.system = "drill";
    sequence_.summary = "Both sides give secret orders in turn; then the orders are revealed and carried out.";
    sequence_.phases = {{"orders", "Orders Phase", "each side in turn", {"order", "form", "done"}, false,
                         "give every unit a secret order"}};
  }
  const std::string& id() const override { return id_; }
  const SequenceOfPlay& sequence_of_play() const override { return sequence_; }
  std::vector<VerbHelp> verbs() const override {
    return {{"order", "SIDE order HEX march|volley TO", "a secret order for the unit in HEX"},
            {"form", "SIDE form HEX line|column", "changes the unit's formation (in the open)"},
            {"done", "SIDE done", "the side has given its orders"}};
  }

  Match start(const Scenario& scenario, std::uint64_t seed) const override {
    Match m{scenario.info, scenario.initial, {}, seed};
    m.state.rng = Rng(seed);
    auto flow = std::make_unique<DrillFlow>();
    for (const Side& s : m.state.sides()) {
      flow->order_of_play.push_back(s.id);
      flow->names[s.id] = s.name;
    }
    for (const Unit& u : m.state.units()) {
      drill_unit(m.state.unit_mut(u.id));
      flow->owners[u.id] = u.side;
    }
    m.flow.system = SystemFlowBox(std::move(flow));
    m.flow.turn = 1;
    m.flow.phase = "orders";
    m.flow.active_side = drill_flow(m).order_of_play.front();
    std::vector<FlowEvent> ev;
    add_event(m, ev, "turn", "turn 1: " + drill_flow(m).acting());
    update_control(m, ev);
    return m;
  }

  std::vector<Command> legal_commands(const Match& m) const override {
    std::vector<Command> out;
    if (m.flow.game_over || !m.flow.active_side) return out;
    const std::string key = m.state.side(*m.flow.active_side).key;
    const HexMap& map = m.state.map();
    auto offer = [&](Command c) {
      if (!validate(m, c)) out.push_back(std::move(c));
    };
    for (const Unit& u : m.state.units()) {
      if (u.side != *m.flow.active_side || !u.position || u.eliminated) continue;
      const std::string at = map.label(*u.position);
      for (int d = 0; d < 6; ++d) {
        const Hex n = neighbor(*u.position, static_cast<HexDirection>(d));
        if (!map.contains(n)) continue;
        offer({key, "order", {at, "march", map.label(n)}});
        offer({key, "order", {at, "volley", map.label(n)}});
      }
      offer({key, "form", {at, drill_unit(u).column ? "line" : "column"}});
    }
    offer({key, "done", {}});
    return out;
  }

  std::variant<ParsedCommand, std::string> parse(const Match& m, const Command& c) const override {
    const auto side = m.state.find_side(c.side);
    if (!side) return "there is no side '" + c.side + "'";
    const HexMap& map = m.state.map();
    auto hex = [&](const std::string& w) { return map.parse_label(w); };
    std::variant<OrderCmd, FormCmd, DoneCmd> cmd;
    if (c.verb == "done") {
      if (!c.args.empty()) return std::string("done takes no arguments");
      cmd = DoneCmd{};
    } else if (c.verb == "order") {
      if (c.args.size() < 3 || (c.args[1] != "march" && c.args[1] != "volley") ||
          (c.args.size() > 3 && (c.args[1] != "volley" || c.args[3] != "with" || c.args.size() == 4)))
        return std::string("order needs HEX march|volley TO (a volley: [with HEX ...])");
      const auto at = hex(c.args[0]), to = hex(c.args[2]);
      if (!at || !to) return "'" + (at ? c.args[2] : c.args[0]) + "' is not a hex of the map";
      OrderCmd o{*at, {c.args[1] == "volley", *to, map.label(*to)}, {}};
      for (std::size_t i = 4; i < c.args.size(); ++i) {
        const auto w = hex(c.args[i]);
        if (!w) return "'" + c.args[i] + "' is not a hex of the map";
        o.with.push_back(*w);
      }
      cmd = o;
    } else if (c.verb == "form") {
      if (c.args.size() != 2 || (c.args[1] != "line" && c.args[1] != "column"))
        return std::string("form needs HEX line|column");
      const auto at = hex(c.args[0]);
      if (!at) return "'" + c.args[0] + "' is not a hex of the map";
      cmd = FormCmd{*at, c.args[1] == "column"};
    } else {
      return "'" + c.verb + "' is not a drill command (order, form, done)";
    }
    ParsedCommand p;
    p.side = *side;
    p.body = std::make_shared<DrillCommand>(cmd);
    p.text = print(m, c.side, std::get_if<OrderCmd>(&cmd), std::get_if<FormCmd>(&cmd));
    return p;
  }

  std::optional<std::string> check(const Match& m, const ParsedCommand& pc) const override {
    if (m.flow.game_over) return "the game is over: " + m.flow.result;
    if (m.flow.active_side != pc.side) return "the " + m.state.side(pc.side).name + " player may not give orders now";
    const auto& cmd = static_cast<const DrillCommand&>(*pc.body).cmd;
    if (std::holds_alternative<DoneCmd>(cmd)) return std::nullopt;
    const Hex at = std::holds_alternative<OrderCmd>(cmd) ? std::get<OrderCmd>(cmd).unit_hex : std::get<FormCmd>(cmd).hex;
    const auto unit = unit_in(m, at);
    if (!unit || m.state.unit(*unit).side != pc.side) return "no unit of yours in " + m.state.map().label(at);
    if (const auto* f = std::get_if<FormCmd>(&cmd)) {
      if (drill_unit(m.state.unit(*unit)).column == f->column) return std::string("the unit is in that formation already");
      return std::nullopt;
    }
    const Order& o = std::get<OrderCmd>(cmd).order;
    for (const Hex w : std::get<OrderCmd>(cmd).with)
      if (auto why = may_join(m, pc.side, at, w, o.target)) return why;
    if (distance(at, o.target) != 1) return std::string("an order reaches an adjacent hex only");
    const bool column = drill_unit(m.state.unit(*unit)).column;
    if (o.volley && column) return std::string("a unit in column cannot volley: form line first");
    if (!o.volley && !column) return std::string("a unit in line cannot march: form column first");
    if (o.volley) {
      const auto target = unit_in(m, o.target);
      if (!target || m.state.unit(*target).side == pc.side) return "no enemy unit in " + m.state.map().label(o.target);
    }
    return std::nullopt;
  }

  ApplyResult carry_out(Match& m, const ParsedCommand& pc, DiceSource* forced) const override {
    ApplyResult r;
    if (auto why = check(m, pc)) {
      r.error = *why;
      return r;
    }
    const std::string side_name = m.state.side(pc.side).name;
    ++m.flow.commands_applied;
    const auto& cmd = static_cast<const DrillCommand&>(*pc.body).cmd;
    if (const auto* o = std::get_if<OrderCmd>(&cmd)) {
      drill_flow(m).orders[*unit_in(m, o->unit_hex)] = o->order;
      for (const Hex w : o->with) drill_flow(m).orders[*unit_in(m, w)] = o->order;
      r.secret = true;
      r.public_text = side_name + " gives an order";
      add_event(m, r.events, "action", r.public_text, pc.side);
      r.undoable = true;
    } else if (const auto* f = std::get_if<FormCmd>(&cmd)) {
      drill_unit(m.state.unit_mut(*unit_in(m, f->hex))).column = f->column;
      r.log.push_back(m.state.map().label(f->hex) + " forms " + (f->column ? "column" : "line"));
      add_event(m, r.events, "action", r.log.back(), pc.side);
      r.undoable = true;
    } else {
      DrillFlow& flow = drill_flow(m);
      ++flow.giving;
      if (flow.giving < flow.order_of_play.size()) {
        m.flow.active_side = flow.order_of_play[flow.giving];
        add_event(m, r.events, "phase", flow.acting());
        r.undoable = true;  // handing over reveals nothing and rolls nothing
      } else {
        RngDice game_dice(m.state.rng);
        execute(m, forced ? *forced : game_dice, r);
      }
    }
    update_control(m, r.events);
    r.ok = true;
    return r;
  }

  std::unique_ptr<PreviewProvider> make_previews() const override;

 public:
  // Why the unit in `w` may not volley with the one in `at` at `target`; nothing when it may: one
  // of the side's units, in line, next to `at` and to the target.
  static std::optional<std::string> may_join(const Match& m, SideId side, Hex at, Hex w, Hex target) {
    const auto u = unit_in(m, w);
    const std::string label = m.state.map().label(w);
    if (!u || m.state.unit(*u).side != side || w == at) return "no other unit of yours in " + label;
    if (drill_unit(m.state.unit(*u)).column) return "the unit in " + label + " is in column";
    if (distance(w, at) != 1 || distance(w, target) != 1)
      return "the unit in " + label + " is not in line beside it and next to the target";
    return std::nullopt;
  }
  static std::optional<UnitId> unit_in(const Match& m, Hex h) {
    for (UnitId id : m.state.stack_at(h))
      if (!m.state.unit(id).eliminated) return id;
    return std::nullopt;
  }
 private:
  Command print(const Match& m, const std::string& side, const OrderCmd* o, const FormCmd* f) const {
    const HexMap& map = m.state.map();
    if (o) {
      Command c{side, "order", {map.label(o->unit_hex), o->order.volley ? "volley" : "march", map.label(o->order.target)}};
      if (!o->with.empty()) c.args.emplace_back("with");
      for (const Hex w : o->with) c.args.push_back(map.label(w));
      return c;
    }
    if (f) return {side, "form", {map.label(f->hex), f->column ? "column" : "line"}};
    return {side, "done", {}};
  }

  // Both sides are done: reveal, march, volley, next turn or the end.
  void execute(Match& m, DiceSource& dice, ApplyResult& r) const {
    DrillFlow& flow = drill_flow(m);
    const HexMap& map = m.state.map();
    for (const auto& [u, o] : flow.orders)
      add_event(m, r.events, "reveal",
                m.state.unit(u).name + (o.volley ? " volleys at " : " marches to ") + map.label(o.target),
                m.state.unit(u).side);
    for (const auto& [u, o] : flow.orders)
      if (!o.volley && !unit_in(m, o.target) && !m.state.unit(u).eliminated) m.state.move_unit(u, o.target);
    for (const auto& [u, o] : flow.orders) {
      if (!o.volley || m.state.unit(u).eliminated) continue;
      const auto target = unit_in(m, o.target);
      if (!target) continue;
      Resolution res;
      res.kind = "volley";
      res.system = "drill";
      res.title = m.state.unit(u).name + " volleys at " + m.state.unit(*target).name;
      const int die = dice.d6("volley");
      res.dice = {dice.rolled().back()};
      const bool hit = die >= 5;
      res.result = hit ? "hit" : "miss";
      res.result_text = hit ? "1 stand lost" : "no effect";
      if (hit) {
        DrillUnit& st = drill_unit(m.state.unit_mut(*target));
        if (--st.stands <= 0) {
          m.state.unit_mut(*target).eliminated = true;
          m.state.remove_unit(*target);
        }
      }
      r.log.push_back(res.title + ": " + res.result_text);
      r.resolutions.push_back(std::move(res));
    }
    flow.orders.clear();
    flow.giving = 0;
    if (m.flow.turn >= m.info.turns) {
      int north = 0, south = 0;
      for (const Unit& u : m.state.units())
        if (!u.eliminated) (u.side == flow.order_of_play[0] ? north : south) += drill_unit(u).stands;
      m.flow.game_over = true;
      m.flow.phase = "game_over";
      m.flow.active_side.reset();
      if (north != south) m.flow.winner = north > south ? flow.order_of_play[0] : flow.order_of_play[1];
      m.flow.result = north == south ? "a draw on stands" : flow.names.at(*m.flow.winner) + " wins on stands";
      add_event(m, r.events, "game_over", m.flow.result, m.flow.winner);
      return;
    }
    ++m.flow.turn;
    m.flow.active_side = flow.order_of_play.front();
    add_event(m, r.events, "turn", "turn " + std::to_string(m.flow.turn) + ": " + flow.acting());
  }

  std::string id_ = "drill";
  SequenceOfPlay sequence_;
};

// ---- previews: the actions the play screen offers ------------------------------------------------

class DrillPreviews final : public PreviewProvider {
 public:
  explicit DrillPreviews(const DrillSystem& rules) : rules_(rules) {}
  std::vector<ActionKind> actions() const override {
    return {{"march", "March", 'M', "order", ActionTarget::Hex, false, true, "Order march",
             "order the unit (in column) to march into an adjacent hex: secret until revealed"},
            {"volley", "Volley", 'V', "order", ActionTarget::Hex, false, false, "Order volley",
             "order the unit (in line) to volley at an adjacent enemy, with its neighbours in line (Shift+click): secret until revealed",
             true},
            {"form", "Form", 'R', "form", ActionTarget::Self, false, false, "Change formation",
             "line <-> column, in the open"}};
  }
  ActionPreviewData preview(const Match& m, const ActionRequest& r) const override {
    ActionPreviewData d;
    const Command c = command(m, r);
    if (auto why = rules_.validate(m, c)) {
      d.error = *why;
      return d;
    }
    d.legal = true;
    d.ledger.kind = r.action;
    d.ledger.system = "drill";
    d.ledger.title = to_line(c);
    if (r.action == "volley") {
      d.odds.outcomes = {{"miss", {4, 6}}, {"hit", {2, 6}}};
      d.odds.paths = 6;
    }
    return d;
  }
  Command command(const Match& m, const ActionRequest& r) const override {
    const std::string key = acting_side_key(m);
    const HexMap& map = m.state.map();
    if (r.action == "form") {
      bool column = false;
      for (UnitId id : m.state.stack_at(r.from)) column = drill_unit(m.state.unit(id)).column;
      return {key, "form", {map.label(r.from), column ? "line" : "column"}};
    }
    Command c{key, "order", {map.label(r.from), r.action, map.label(r.target)}};
    if (!r.group.empty()) c.args.emplace_back("with");
    for (const Hex g : r.group) c.args.push_back(map.label(g));
    return c;
  }
  // A volley's company line: the side's units in line beside the acting one.
  std::vector<Hex> group_candidates(const Match& m, const std::string& action, Hex from) const override {
    std::vector<Hex> out;
    if (action != "volley" || !m.flow.active_side) return out;
    for (int d = 0; d < 6; ++d) {
      const Hex n = neighbor(from, static_cast<HexDirection>(d));
      for (UnitId id : m.state.stack_at(n))
        if (m.state.unit(id).side == *m.flow.active_side && !drill_unit(m.state.unit(id)).column) out.push_back(n);
    }
    return out;
  }
  std::vector<RulesTable> tables() const override {
    return {{"volley", "Volley (d6)", {"d6"}, {"1-4", "5-6"}, {{"no effect"}, {"1 stand lost"}}}};
  }
  Command end_command(const Match& m) const override { return {acting_side_key(m), "done", {}}; }
  std::vector<HexDirection> front_hexsides(const Match&, UnitId) const override { return all_hexsides(); }

 private:
  const DrillSystem& rules_;
};

inline std::unique_ptr<PreviewProvider> DrillSystem::make_previews() const { return std::make_unique<DrillPreviews>(*this); }

inline std::unique_ptr<RuleSystem> make_drill(const Scenario&, const std::string&, std::string&) {
  return std::make_unique<DrillSystem>();
}

// Adds "drill" to the rule systems make_rule_system knows (idempotent).
inline void register_drill_system() { register_rule_system("drill", &make_drill, &read_drill_unit, &drill_unit_attributes); }

}  // namespace hexfire::drill
