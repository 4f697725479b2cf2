// FirelineSystem: straggle decisions as flow prompts (D-3). A move given without a standing
// `straggle=hit|stop` order stops at the hex of a failed straggle check (before leaving it, TEC
// note c) and its owner is asked: `straggle hit ...` takes 1 O hit and goes on with the rest of
// the path (later checks may ask again), `straggle stop ...` ends the move there. The answer
// carries the whole move (start, path, flags, the units still waiting, failed leg) so it replays
// from the command log.
#include <algorithm>

#include "engine/flow/flow_view.hpp"
#include "engine/rules/fireline/fireline_system.hpp"
#include "engine/rules/fireline/movement_actions.hpp"

namespace hexfire::fireline {
namespace {

constexpr const char* kLegPrefix = "leg=";

std::string stack_name(const GameState& s, const std::vector<UnitId>& units) {
  if (units.empty()) return "the stack";
  return s.unit(units.front()).name + (units.size() > 1 ? " and stack" : "");
}

// The prompt for a move waiting at a failed check; `move_args` are the move's own (FROM TO ...).
Prompt straggle_decision(const GameState& s, const std::string& side_key, const std::vector<std::string>& move_args,
                         const MoveResult& out, Hex final_hex) {
  const MoveResult::Pending& w = *out.awaiting;
  const HexMap& map = s.map();
  Prompt p;
  p.id = "straggle";
  p.side = s.unit(w.check.units.front()).side;
  const std::string at = map.label(w.check.from);
  std::string roll = "rolled " + std::to_string(w.modified);
  if (w.modified != w.die) roll += " (natural " + std::to_string(w.die) + ")";
  roll += ", straggles on " + std::to_string(w.check.threshold) + "+";
  if (w.die == w.check.always_face) roll += " or a natural " + std::to_string(w.check.always_face);
  p.text = stack_name(s, w.check.units) + ": straggle check failed in " + at + " (" + roll +
           "): take the O hit and continue to " + map.label(final_hex) + ", or stop here";
  // The answer names the units still waiting: a later check of the same move may ask after an
  // earlier hit removed one, and other friendly units in the hex are not part of the move.
  std::vector<UnitId> waiting;
  for (UnitId id : w.check.units)
    if (!s.unit(id).eliminated && s.unit(id).position == w.check.from) waiting.push_back(id);
  for (const char* choice : {"hit", "stop"}) {
    Command c{side_key, "straggle", {choice, at}};
    for (const auto& a : move_args)
      if (a.rfind(kUnitsPrefix, 0) != 0) c.args.push_back(a);
    c.args.push_back(units_arg(waiting));
    c.args.push_back(kLegPrefix + std::to_string(w.leg));
    p.options.push_back(std::move(c));
  }
  p.labels = {"Take 1 O hit and continue", "Stop in " + at + " (no hit)"};
  return p;
}

}  // namespace

std::string FirelineSystem::run_prompted_move(Match& m, SideId side, const MoveOrder& order,
                                              const std::vector<std::string>& words, DiceSource& dice,
                                              ActionReport& report, std::optional<Prompt>& prompt) const {
  const Hex from = *m.state.unit(order.units.front()).position;
  MoveResult out = execute_move(m.state, ctx_, order, dice, StraggleDecider{});
  if (!out.legal) return out.error;
  report.log.push_back(m.state.map().label(from) + " moves: " + out.ledger.result_text);
  if (out.awaiting)
    prompt = straggle_decision(m.state, m.state.side(side).key, words, out, order.path.back());
  report.resolutions.push_back(std::move(out.ledger));
  return {};
}

void FirelineSystem::answer_straggle(Match& m, SideId side, const Command& c, DiceSource& dice, ApplyResult& r) const {
  // validate() let only the pending prompt's own options through: the arguments are ours.
  const Prompt asked = m.flow.prompts.front();
  const HexMap& map = m.state.map();
  const bool hit = c.args.at(0) == "hit";
  const Hex at = *map.parse_label(c.args.at(1));
  const std::string& last = c.args.back();
  const auto leg = static_cast<std::size_t>(std::stoul(last.substr(std::string(kLegPrefix).size())));
  std::vector<std::string> move_args(c.args.begin() + 2, c.args.end() - 1);
  MoveOrder order;
  std::optional<Hex> start;
  std::optional<std::vector<UnitId>> picked;  // the move named part of its stack
  std::string why;
  for (const auto& w : move_args) {
    if (w == "horse") order.segment = Segment::Horse;
    else if (w == "charge") order.charging = true;
    else if (w.rfind(kUnitsPrefix, 0) == 0) picked = parse_unit_list(m.state, w.substr(std::string(kUnitsPrefix).size()), why);
    else if (!start) start = *map.parse_label(w);
    else order.path.push_back(*map.parse_label(w));
  }
  order.units.clear();
  for (UnitId id : picked ? *picked : m.state.stack_at(at))
    if (!m.state.unit(id).eliminated && m.state.unit(id).position == at) order.units.push_back(id);
  if (!start || order.units.empty()) {
    r.error = "no stack waits on a straggle decision in " + c.args.at(1);
    return;
  }
  MoveResult out = resume_move(m.state, ctx_, *start, order, leg,
                               hit ? StraggleChoice::TakeHit : StraggleChoice::Stop, dice, StraggleDecider{});
  if (!out.legal) {
    r.error = out.error;
    return;
  }
  m.flow.prompts.erase(m.flow.prompts.begin());
  const std::string line = c.args.at(1) + (hit ? " takes the straggle hit: " : " stops for stragglers: ") +
                           out.ledger.result_text;
  r.log.push_back(line);
  add_event(m, r.events, "action", line, side);
  std::optional<Prompt> again;
  if (out.awaiting) again = straggle_decision(m.state, asked.options.front().side, move_args, out, order.path.back());
  r.resolutions.push_back(std::move(out.ledger));
  if (again) {
    add_event(m, r.events, "prompt", m.state.side(again->side).name + ": " + again->text, again->side);
    m.flow.prompts.insert(m.flow.prompts.begin(), std::move(*again));
    return;
  }
  if (!flow_.reaction_fire) return;
  for (UnitId id : order.units)
    if (m.state.unit(id).position) {
      offer_reaction(m, side, *m.state.unit(id).position, r.events);
      break;
    }
}

}  // namespace hexfire::fireline
