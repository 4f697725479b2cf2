// Steps of a stretch of the log for the replay view (see turn_digest.hpp).
#include "engine/flow/turn_digest.hpp"

#include <algorithm>
#include <map>
#include <utility>

#include "engine/hex/hex_route.hpp"

namespace hexfire {

const char* replay_step_kind_name(ReplayStepKind k) {
  switch (k) {
    case ReplayStepKind::Move: return "move";
    case ReplayStepKind::Fire: return "fire";
    case ReplayStepKind::Assault: return "assault";
    case ReplayStepKind::FallBack: return "falls back";
    case ReplayStepKind::Other: return "other";
    case ReplayStepKind::Secret: return "secret";
  }
  return "other";
}

namespace {

using Positions = std::vector<std::optional<Hex>>;

Positions positions_of(const GameState& s) {
  Positions out;
  out.reserve(s.units().size());
  for (const Unit& u : s.units()) out.push_back(u.eliminated ? std::nullopt : u.position);
  return out;
}

// Which moves the order made: all of a move's, and those of the commanding side's units between
// two hexes the command names (an assault's advance, a move going on after a prompt's answer);
// any other unit was moved by a result (a rout, a retreat).
std::vector<ReplayTrail> trails_of(const Positions& before, const GameState& after, const Command& c, CommandCue cue) {
  const Positions now = positions_of(after);
  std::map<std::pair<Hex, Hex>, std::vector<UnitId>> groups;
  for (std::size_t i = 0; i < before.size() && i < now.size(); ++i)
    if (before[i] && now[i] && *before[i] != *now[i]) groups[{*before[i], *now[i]}].push_back(after.units()[i].id);
  std::vector<Hex> named;
  for (const std::string& w : c.args)
    if (auto h = after.map().parse_label(w)) named.push_back(*h);
  std::vector<ReplayTrail> out;
  for (auto& [ends, ids] : groups) {
    ReplayTrail t;
    for (UnitId id : after.stack_at(ends.second))
      if (std::find(ids.begin(), ids.end(), id) != ids.end()) {
        t.units.push_back(id);
        t.names.push_back(after.unit(id).name);
      }
    if (t.units.empty())  // not drawn in that hex's stack (should not happen): keep them all the same
      for (UnitId id : ids) {
        t.units.push_back(id);
        t.names.push_back(after.unit(id).name);
      }
    // A unit the order moved follows the words of the order; one a result moved (a rout, a
    // retreat) took the shortest way the map shows.
    const bool own = !t.units.empty() && after.side(after.unit(t.units.front()).side).key == c.side;
    auto named_hex = [&](Hex h) { return std::find(named.begin(), named.end(), h) != named.end(); };
    const bool ordered = cue == CommandCue::Move || (own && named_hex(ends.first) && named_hex(ends.second));
    t.path = ordered ? route_between(named, ends.first, ends.second) : hex_by_hex({ends.first, ends.second});
    t.fell_back = !ordered;
    out.push_back(std::move(t));
  }
  return out;
}

ReplayStepKind kind_of(CommandCue cue, const std::vector<ReplayTrail>& trails) {
  switch (cue) {
    case CommandCue::Move: return ReplayStepKind::Move;
    case CommandCue::Fire: return ReplayStepKind::Fire;
    case CommandCue::Assault: return ReplayStepKind::Assault;
    case CommandCue::None: break;
  }
  if (trails.empty()) return ReplayStepKind::Other;
  const bool ordered = std::any_of(trails.begin(), trails.end(), [](const ReplayTrail& t) { return !t.fell_back; });
  return ordered ? ReplayStepKind::Move : ReplayStepKind::FallBack;
}

void add_focus(std::vector<Hex>& focus, Hex h) {
  if (std::find(focus.begin(), focus.end(), h) == focus.end()) focus.push_back(h);
}

ReplayStep step_of(const RuleSystem& rules, const Command& c, const CommandRecord& rec, std::size_t index,
                   const Positions& before, const GameState& after, std::optional<SideId> viewer) {
  ReplayStep s;
  s.command = index;
  s.side = c.side;
  const auto side = after.find_side(c.side);
  const bool hidden = rec.secret && (!viewer || !side || *side != *viewer);
  // Events are public by the seam's rule (the system reveals in them what may be known); the
  // "action" events repeat the command's own log lines.
  auto add_events = [&] {
    for (const FlowEvent& e : rec.events)
      if (e.kind != "action" && e.kind != "handoff") s.lines.push_back(e.text);
  };
  if (hidden) {
    s.kind = ReplayStepKind::Secret;
    s.text = rec.public_text;
    add_events();
    return s;
  }
  s.text = to_line(c);
  s.lines = rec.log;
  add_events();
  const CommandCue cue = rules.cue_of(c.verb);
  s.trails = trails_of(before, after, c, cue);
  s.kind = kind_of(cue, s.trails);
  s.ledgers = rec.resolutions;
  s.shots = shots_of(rules, c, s.ledgers);
  for (std::size_t i = 0; i < before.size() && i < after.units().size(); ++i)
    if (before[i] && after.units()[i].eliminated) {
      s.lost.push_back(after.units()[i].name);
      add_focus(s.focus, *before[i]);
    }
  for (const ReplayTrail& t : s.trails)
    for (Hex h : t.path) add_focus(s.focus, h);
  for (const ReplayShot& sh : s.shots) {
    for (Hex h : sh.from) add_focus(s.focus, h);
    add_focus(s.focus, sh.target);
  }
  return s;
}

}  // namespace

std::vector<ReplayShot> shots_of(const RuleSystem& rules, const Command& c, const std::vector<Resolution>& ledgers) {
  std::vector<ReplayShot> out;
  const CommandCue cue = rules.cue_of(c.verb);
  if (cue != CommandCue::Fire && cue != CommandCue::Assault) return out;
  for (std::size_t i = 0; i < ledgers.size(); ++i) {
    const Resolution& r = ledgers[i];
    if (r.hexes.empty() || (cue == CommandCue::Fire && r.hexes.size() < 2)) continue;
    ReplayShot shot;
    shot.from.assign(r.hexes.begin(), r.hexes.end() - 1);
    shot.target = r.hexes.back();
    shot.result = r.result_text.empty() ? r.result : r.result_text;
    shot.ledger = i;
    out.push_back(std::move(shot));
  }
  return out;
}

TurnDigest digest_of_log(const GameSession& session, std::size_t first, std::optional<SideId> viewer,
                         bool with_states) {
  TurnDigest d;
  d.viewer = viewer;
  const std::vector<Command>& log = session.log();
  const std::vector<CommandRecord>& records = session.records();
  first = std::min(first, log.size());
  d.first = first;
  // The log again from the start: the same rule system and seed give the same positions
  // (that is how a save loads), so each step's before and after are exact.
  Match m = session.initial();
  const RuleSystem& rules = session.rules();
  for (std::size_t i = 0; i < first; ++i) rules.apply(m, log[i]);
  if (with_states) d.states.push_back(m.state);
  for (std::size_t i = first; i < log.size() && i < records.size(); ++i) {
    const Positions before = positions_of(m.state);
    const ApplyResult r = rules.apply(m, log[i]);
    if (!r.ok) break;  // cannot happen for a session's own log; stop rather than show nonsense
    d.steps.push_back(step_of(rules, log[i], records[i], i, before, m.state, viewer));
    if (with_states) d.states.push_back(m.state);
  }
  return d;
}

std::size_t first_unseen_command(const Match& m, SideId side) {
  const auto it = m.flow.control_lost_at.find(side);
  if (it == m.flow.control_lost_at.end() || it->second >= m.flow.events.size()) return 0;
  // The hand-off event is added right where control was lost, by the command that took it.
  const int cause = m.flow.events[it->second].command;
  return cause < 0 ? 0 : static_cast<std::size_t>(cause) + 1;
}

TurnDigest digest_since_last_turn(const GameSession& session, SideId viewer, bool with_states) {
  return digest_of_log(session, first_unseen_command(session.match(), viewer), viewer, with_states);
}

}  // namespace hexfire
