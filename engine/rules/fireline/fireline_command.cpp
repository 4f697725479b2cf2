// Fireline's typed commands (see fireline_command.hpp).
#include "engine/rules/fireline/fireline_command.hpp"

#include <algorithm>
#include <stdexcept>

#include "engine/rules/fireline/action_script.hpp"

namespace hexfire::fireline {
namespace {

std::variant<FirelineOrder, std::string> parse_order(const GameState& s, const Command& c) {
  const auto& a = c.args;
  std::string why;
  if (c.verb == "end") {
    if (!a.empty()) return std::string("end takes no arguments");
    return EndOrder{};
  }
  if (c.verb == "pass") {
    if (!a.empty()) return std::string("pass takes no arguments");
    return PassOrder{};
  }
  if (c.verb == "straggle" || c.verb == "dresult") return PromptAnswer{a};
  if (c.verb == "activate") {
    if (a.size() != 1) return std::string("activate needs one formation key");
    return ActivateOrder{a[0]};
  }
  if (c.verb == "face" || c.verb == "move" || c.verb == "fire" || c.verb == "assault" || c.verb == "rally") {
    if (a.empty()) return c.verb + " needs the hex of the acting stack";
  }
  if (c.verb == "face") {
    const auto h = parse_script_hex(s, a[0], why);
    if (!h) return why;
    if (a.size() != 2 || !parse_direction(a[1])) return std::string("face needs a hex and a direction (N, NE, SE, S, SW, NW)");
    return FaceOrder{*h, *parse_direction(a[1])};
  }
  if (c.verb == "move") {
    auto args = parse_move_args(s, a, why);
    if (!args) return why;
    MoveCommand m;
    m.from = *s.unit(args->order.units.front()).position;
    m.horse_word = args->order.segment == Segment::Horse;
    m.picked = std::any_of(a.begin(), a.end(), [](const std::string& w) { return w.rfind(kUnitsPrefix, 0) == 0; });
    m.args = std::move(*args);
    return m;
  }
  if (c.verb == "fire") {
    auto f = parse_fire_args(s, a, why);
    if (!f) return why;
    return *f;
  }
  if (c.verb == "assault") {
    const auto o = parse_assault_args(s, a, why);
    if (!o) return why;
    return *o;
  }
  if (c.verb == "rally") {
    if (a.size() != 1) return std::string("rally needs the hex of the stack");
    const auto h = parse_script_hex(s, a[0], why);
    if (!h) return why;
    return RallyOrder{*h};
  }
  std::string known;
  for (const auto& v : fireline_command_verbs()) known += (known.empty() ? "" : ", ") + v;
  return "'" + c.verb + "' is not a fireline command (" + known + ")";
}

std::vector<std::string> print_order(const GameState& s, const FirelineCommand& c) {
  const HexMap& map = s.map();
  struct Printer {
    const GameState& s;
    const HexMap& map;
    std::vector<std::string> operator()(const EndOrder&) const { return {}; }
    std::vector<std::string> operator()(const PassOrder&) const { return {}; }
    std::vector<std::string> operator()(const ActivateOrder& o) const { return {o.formation}; }
    std::vector<std::string> operator()(const FaceOrder& o) const { return {map.label(o.hex), direction_name(o.direction)}; }
    std::vector<std::string> operator()(const RallyOrder& o) const { return {map.label(o.hex)}; }
    std::vector<std::string> operator()(const PromptAnswer& o) const { return o.words; }
    std::vector<std::string> operator()(const AssaultOrder& o) const {
      std::vector<std::string> w{map.label(o.from), map.label(o.target)};
      if (o.charge) w.emplace_back("charge");
      return w;
    }
    std::vector<std::string> operator()(const FireAction& o) const {
      std::vector<std::string> w{map.label(o.firer), map.label(o.target)};
      if (o.vs_advance) w.emplace_back("advance");
      if (o.vs_pre_assault) w.emplace_back("pre-assault");
      if (!o.units.empty()) w.push_back(units_arg(o.units));
      return w;
    }
    std::vector<std::string> operator()(const MoveCommand& o) const {
      std::vector<std::string> w{map.label(o.from)};
      for (const Hex h : o.args.order.path) w.push_back(map.label(h));
      if (o.horse_word) w.emplace_back("horse");
      if (o.args.order.charging) w.emplace_back("charge");
      if (o.args.standing) w.emplace_back(o.args.on_straggle == StraggleChoice::Stop ? "straggle=stop" : "straggle=hit");
      if (o.picked) w.push_back(units_arg(o.args.order.units));
      return w;
    }
  };
  return std::visit(Printer{s, map}, c.order);
}

}  // namespace

const std::vector<std::string>& fireline_command_verbs() {
  static const std::vector<std::string> verbs = {"activate", "face",     "move",     "fire", "assault",
                                                 "rally",    "end",      "pass",     "straggle", "dresult"};
  return verbs;
}

std::variant<ParsedCommand, std::string> parse_fireline_command(const GameState& s, const Command& c) {
  const auto side = s.find_side(c.side);
  if (!side) {
    std::string known;
    for (const Side& sd : s.sides()) known += (known.empty() ? "" : ", ") + sd.key;
    return "there is no side '" + c.side + "' in this scenario (" + known + ")";
  }
  auto order = parse_order(s, c);
  if (auto* why = std::get_if<std::string>(&order)) return std::move(*why);
  auto body = std::make_shared<FirelineCommand>(c.verb, std::move(std::get<FirelineOrder>(order)));
  ParsedCommand p;
  p.text = print_fireline_command(s, c.side, *body);
  p.side = *side;
  p.body = std::move(body);
  return p;
}

Command print_fireline_command(const GameState& s, const std::string& side_key, const FirelineCommand& c) {
  return Command{side_key, c.verb, print_order(s, c)};
}

// The hex of the stack that acts; nothing for an order that is not a stack's.
std::optional<Hex> acting_hex(const FirelineOrder& o) {
  if (const auto* f = std::get_if<FaceOrder>(&o)) return f->hex;
  if (const auto* mv = std::get_if<MoveCommand>(&o)) return mv->from;
  if (const auto* fi = std::get_if<FireAction>(&o)) return fi->firer;
  if (const auto* a = std::get_if<AssaultOrder>(&o)) return a->from;
  if (const auto* r = std::get_if<RallyOrder>(&o)) return r->hex;
  return std::nullopt;
}

MoveOrder move_order_in_phase(const std::string& phase, const MoveCommand& mc) {
  MoveOrder order = mc.args.order;
  if (phase == "horse") order.segment = Segment::Horse;  // every move of the Horse Segment is one
  return order;
}

const FirelineCommand& fireline_command(const ParsedCommand& c) {
  const auto* f = dynamic_cast<const FirelineCommand*>(c.body.get());
  if (!f) throw std::logic_error("not a fireline command: " + to_line(c.text));
  return *f;
}

}  // namespace hexfire::fireline
