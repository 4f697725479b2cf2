// Volley's legal commands, parse and check (volley_system.hpp).
#include <algorithm>

#include "engine/map/movement.hpp"
#include "engine/rules/volley/volley_charge_on_map.hpp"
#include "engine/rules/volley/volley_phases.hpp"
#include "engine/rules/volley/volley_situation.hpp"
#include "engine/rules/volley/volley_system.hpp"
#include "engine/rules/volley/volley_unit.hpp"

namespace hexfire::volley {

using namespace board;

std::vector<Command> VolleySystem::legal_commands(const Match& m) const {
  std::vector<Command> out;
  if (m.flow.game_over) return out;
  if (!m.flow.prompts.empty()) return m.flow.prompts.front().options;  // Hold fire at a mover
  if (!m.flow.active_side) return out;
  const SideId side = *m.flow.active_side;
  const std::string key = side_key(m, side);
  const GameState& s = m.state;
  const HexMap& map = s.map();
  const std::string& phase = m.flow.phase;
  for (const Unit& u : s.units()) {
    if (u.side != side || !on_map(u)) continue;
    const Hex at = *u.position;
    const std::string here = map.label(at);
    if (phase == "orders") {
      for (const Order& o : orders_for(m, u.id)) {
        Command c{key, "order", {here, order_word(o.kind)}};
        if (o.kind == OrderKind::Form) c.args.push_back(o.formation);
        out.push_back(std::move(c));
      }
    } else if (phase == "first_fire" || phase == "fire") {
      if (s.is_leader(u.id) || may_fire_now(m, u.id)) continue;
      for (const Unit& t : s.units())
        if (t.side != side && on_map(t) && !s.is_leader(t.id) &&
            !read_fire(m, tables_, options_, los_, u.id, t.id).cannot)
          out.push_back({key, "fire", {here, map.label(*t.position)}});
    } else if (phase == "charge") {
      if (s.is_leader(u.id)) continue;
      for (UnitId t : closest_enemies(m, u.id))
        if (!may_charge(m, u.id, t)) out.push_back({key, "charge", {here, map.label(*s.unit(t).position)}});
    } else if (phase == "disengage" || phase == "movement") {
      const bool officer = s.is_leader(u.id);
      if (officer && phase != "movement") continue;
      if (!officer && may_move_now(m, u.id)) continue;
      const int left = mp_left(m, u.id);
      for (HexDirection d : kAllDirections) {
        const Hex n = neighbor(at, d);
        if (!map.contains(n)) continue;
        const auto cost = path_cost(m, u.id, {n});
        if (const int* c = std::get_if<int>(&cost); c && *c <= left) {
          Command c2{key, officer ? "ride" : "move", {here, map.label(n)}};
          if (!validate(m, c2)) out.push_back(std::move(c2));
        }
      }
      if (!officer && phase == "movement") {
        const auto o = flow_of(m).orders.find(u.id);
        if (o != flow_of(m).orders.end() && o->second.kind == OrderKind::Form &&
            volley_unit(u).formation != o->second.formation)
          out.push_back({key, "form", {here, o->second.formation}});
        for (HexDirection d : kAllDirections)
          if (d != u.facing) out.push_back({key, "face", {here, direction_name(d)}});
      }
    }
  }
  // Officers stack with regiments: one ride per hex and step.
  std::sort(out.begin(), out.end(), [](const Command& a, const Command& b) {
    return std::tie(a.verb, a.args) < std::tie(b.verb, b.args);
  });
  out.erase(std::unique(out.begin(), out.end()), out.end());
  out.push_back({key, "done", {}});
  return out;
}

std::variant<ParsedCommand, std::string> VolleySystem::parse(const Match& m, const Command& c) const {
  const auto side = m.state.find_side(c.side);
  if (!side) return "there is no side '" + c.side + "'";
  const HexMap& map = m.state.map();
  auto hex = [&](std::size_t i) -> std::optional<Hex> { return i < c.args.size() ? map.parse_label(c.args[i]) : std::nullopt; };
  auto bad_hex = [&](std::size_t i) { return "'" + (i < c.args.size() ? c.args[i] : std::string()) + "' is not a hex of the map"; };
  Body body;
  if (c.verb == "order") {
    if (c.args.size() < 2 || c.args.size() > 3) return std::string("order needs HEX ORDER [FORMATION]");
    const auto h = hex(0);
    if (!h) return bad_hex(0);
    const auto kind = parse_order(c.args[1]);
    if (!kind) return "'" + c.args[1] + "' is not an order (fire, hold, disengage, charge, move, form)";
    Order o{*kind, ""};
    if (*kind == OrderKind::Form) {
      if (c.args.size() != 3) return std::string("form needs the formation to change to");
      o.formation = c.args[2];
    } else if (c.args.size() != 2) {
      return "'" + c.args[2] + "': only a form order names a formation";
    }
    body = OrderCmd{*h, o};
  } else if (c.verb == "done") {
    if (!c.args.empty()) return std::string("done takes no arguments");
    body = DoneCmd{};
  } else if (c.verb == "pass") {
    if (!c.args.empty()) return std::string("pass takes no arguments");
    body = PassCmd{};
  } else if (c.verb == "fire" || c.verb == "charge") {
    if (c.args.size() != 2) return c.verb + " needs FROM TARGET";
    const auto a = hex(0), b = hex(1);
    if (!a) return bad_hex(0);
    if (!b) return bad_hex(1);
    if (c.verb == "fire") body = FireCmd{*a, *b};
    else body = ChargeCmd{*a, *b};
  } else if (c.verb == "move" || c.verb == "ride") {
    if (c.args.size() < 2) return c.verb + " needs FROM TO [TO ...]";
    if (c.args.size() > 64) return c.verb + ": a path of at most 63 hexes";
    MoveCmd mv;
    for (std::size_t i = 0; i < c.args.size(); ++i) {
      const auto h = hex(i);
      if (!h) return bad_hex(i);
      if (i == 0) mv.from = *h;
      else mv.path.push_back(*h);
    }
    if (c.verb == "move") body = mv;
    else body = RideCmd{mv.from, mv.path};
  } else if (c.verb == "form") {
    if (c.args.size() != 2) return std::string("form needs HEX FORMATION");
    const auto h = hex(0);
    if (!h) return bad_hex(0);
    body = FormCmd{*h, c.args[1]};
  } else if (c.verb == "face") {
    if (c.args.size() != 2) return std::string("face needs HEX DIRECTION");
    const auto h = hex(0);
    if (!h) return bad_hex(0);
    const auto d = parse_direction(c.args[1]);
    if (!d) return "'" + c.args[1] + "' is not a direction (N, NE, SE, S, SW, NW)";
    body = FaceCmd{*h, *d};
  } else {
    return "'" + c.verb + "' is not a volley command (order, done, fire, move, form, face, ride, charge, pass)";
  }
  ParsedCommand p;
  p.side = *side;
  p.body = std::make_shared<VolleyCommand>(body);
  p.text = {c.side, c.verb, {}};
  std::visit(
      [&](const auto& b) {
        using T = std::decay_t<decltype(b)>;
        if constexpr (std::is_same_v<T, OrderCmd>) {
          p.text.args = {map.label(b.at), order_word(b.order.kind)};
          if (b.order.kind == OrderKind::Form) p.text.args.push_back(b.order.formation);
        } else if constexpr (std::is_same_v<T, FireCmd> || std::is_same_v<T, ChargeCmd>) {
          p.text.args = {map.label(b.from), map.label(b.target)};
        } else if constexpr (std::is_same_v<T, MoveCmd> || std::is_same_v<T, RideCmd>) {
          p.text.args = {map.label(b.from)};
          for (Hex h : b.path) p.text.args.push_back(map.label(h));
        } else if constexpr (std::is_same_v<T, FormCmd>) {
          p.text.args = {map.label(b.at), b.formation};
        } else if constexpr (std::is_same_v<T, FaceCmd>) {
          p.text.args = {map.label(b.at), direction_name(b.dir)};
        }
      },
      body);
  return p;
}

std::optional<std::string> VolleySystem::check(const Match& m, const ParsedCommand& pc) const {
  if (m.flow.game_over) return std::string("the game is over");
  if (!m.flow.prompts.empty()) {  // Hold fire at a mover (volley_hold_fire.hpp): its answers only
    const Prompt& p = m.flow.prompts.front();
    if (std::find(p.options.begin(), p.options.end(), pc.text) == p.options.end())
      return m.state.side(p.side).name + " must answer first: " + p.text;
    return std::nullopt;
  }
  if (std::holds_alternative<PassCmd>(static_cast<const VolleyCommand&>(*pc.body).body))
    return std::string("no Hold fire is offered: pass lets a moving enemy go on when it is");
  if (!m.flow.active_side) return std::string("nobody acts now");
  const SideId side = pc.side;
  if (side != *m.flow.active_side)
    return "it is " + m.state.side(*m.flow.active_side).name + "'s part of the " + m.flow.phase + " phase";
  const GameState& s = m.state;
  const HexMap& map = s.map();
  const std::string& phase = m.flow.phase;
  const Body& body = static_cast<const VolleyCommand&>(*pc.body).body;
  auto own_body = [&](Hex h) -> std::variant<UnitId, std::string> {
    const auto u = body_in(s, h);
    if (!u) return "no regiment or battery in " + map.label(h);
    if (s.unit(*u).side != side) return s.unit(*u).name + " in " + map.label(h) + " is not yours";
    return *u;
  };
  return std::visit(
      [&](const auto& b) -> std::optional<std::string> {
        using T = std::decay_t<decltype(b)>;
        if constexpr (std::is_same_v<T, DoneCmd> || std::is_same_v<T, PassCmd>) {
          return std::nullopt;
        } else if constexpr (std::is_same_v<T, OrderCmd>) {
          if (phase != "orders") return std::string("orders are given in the orders phase");
          const auto u = own_body(b.at);
          if (const auto* e = std::get_if<std::string>(&u)) return *e;
          const UnitId id = std::get<UnitId>(u);
          const auto allowed = orders_for(m, id);
          if (std::find(allowed.begin(), allowed.end(), b.order) != allowed.end()) return std::nullopt;
          if (s.unit(id).status == UnitStatus::Routed) return s.unit(id).name + " is routed and takes no order";
          if (b.order.kind == OrderKind::Charge) return s.unit(id).name + " may not charge: batteries and shaken units do not (4.5)";
          if (b.order.kind == OrderKind::Form)
            return "'" + b.order.formation + "' is not a formation " + s.unit(id).name + " can change to";
          return std::string("that order is not open to ") + s.unit(id).name;
        } else if constexpr (std::is_same_v<T, FireCmd>) {
          const auto u = own_body(b.from);
          if (const auto* e = std::get_if<std::string>(&u)) return *e;
          const UnitId id = std::get<UnitId>(u);
          if (auto why = may_fire_now(m, id)) return why;
          const auto t = body_in(s, b.target);
          if (!t) return "no enemy regiment or battery in " + map.label(b.target);
          if (auto why = read_fire(m, tables_, options_, los_, id, *t).cannot) return why;
          return std::nullopt;
        } else if constexpr (std::is_same_v<T, MoveCmd>) {
          const auto u = own_body(b.from);
          if (const auto* e = std::get_if<std::string>(&u)) return *e;
          const UnitId id = std::get<UnitId>(u);
          if (auto why = may_move_now(m, id)) return why;
          const auto cost = path_cost(m, id, b.path);
          if (const auto* e = std::get_if<std::string>(&cost)) return *e;
          const int left = mp_left(m, id);
          if (std::get<int>(cost) > left)
            return "the path costs " + std::to_string(std::get<int>(cost)) + " movement points; " + s.unit(id).name +
                   " has " + std::to_string(left);
          if (phase == "disengage") {
            const auto before = nearest_enemy(s, b.from, side);
            const auto after = nearest_enemy(s, b.path.back(), side);
            if (before && after && *after <= *before)
              return std::string("a disengaging unit must end farther from the enemy than it began");
          }
          return std::nullopt;
        } else if constexpr (std::is_same_v<T, RideCmd>) {
          if (phase != "movement") return std::string("officers ride in the movement phase");
          const auto officers = officers_in(s, b.from, side);
          if (officers.empty()) return "no officer of yours in " + map.label(b.from);
          for (UnitId o : officers) {
            const auto cost = path_cost(m, o, b.path);
            if (const auto* e = std::get_if<std::string>(&cost)) return *e;
            if (std::get<int>(cost) > mp_left(m, o))
              return s.unit(o).name + " has " + std::to_string(mp_left(m, o)) + " movement points left";
          }
          return std::nullopt;
        } else if constexpr (std::is_same_v<T, FormCmd>) {
          const auto u = own_body(b.at);
          if (const auto* e = std::get_if<std::string>(&u)) return *e;
          const UnitId id = std::get<UnitId>(u);
          if (phase != "movement") return std::string("formations change in the movement phase");
          const auto o = flow_of(m).orders.find(id);
          if (o == flow_of(m).orders.end() || o->second.kind != OrderKind::Form)
            return s.unit(id).name + " is not on a Change formation order";
          if (o->second.formation != b.formation)
            return s.unit(id).name + " was ordered to form " + o->second.formation;
          if (volley_unit(s.unit(id)).formation == b.formation) return s.unit(id).name + " is in " + b.formation + " already";
          return std::nullopt;
        } else if constexpr (std::is_same_v<T, FaceCmd>) {
          const auto u = own_body(b.at);
          if (const auto* e = std::get_if<std::string>(&u)) return *e;
          const UnitId id = std::get<UnitId>(u);
          if (auto why = may_move_now(m, id); why || phase != "movement")
            return why ? *why : std::string("units pivot in the movement phase");
          if (s.unit(id).facing == b.dir) return s.unit(id).name + " faces " + direction_name(b.dir) + " already";
          return std::nullopt;
        } else {
          const auto u = own_body(b.from);
          if (const auto* e = std::get_if<std::string>(&u)) return *e;
          const auto t = body_in(s, b.target);
          if (!t || s.unit(*t).side == side) return "no enemy regiment or battery in " + map.label(b.target);
          return may_charge(m, std::get<UnitId>(u), *t);
        }
      },
      body);
}

}  // namespace hexfire::volley
