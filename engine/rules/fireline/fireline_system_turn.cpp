// FirelineSystem, second half: applying commands and the turn machinery (turns, the chit cup,
// segments, reaction fire, the end of turn), and the list of legal commands.
#include <algorithm>
#include <unordered_set>

#include "engine/rules/fireline/chit_cup.hpp"
#include "engine/flow/flow_view.hpp"
#include "engine/flow/victory.hpp"
#include "engine/rules/fireline/fireline_stack.hpp"
#include "engine/rules/fireline/fireline_system.hpp"
#include "engine/rules/fireline/mfz.hpp"
#include "engine/rules/fireline/movement_actions.hpp"
#include "engine/rules/fireline/movement_options.hpp"
#include "engine/rules/fireline/rout.hpp"

namespace hexfire::fireline {
namespace {

std::string side_name(const Match& m, SideId s) { return m.state.side(s).name; }

void clear_segment(Match& m) {
  // The Advance Fire marker lasts for the activation in which the stack moved and fired.
  for (UnitId id : fireline_flow(m).fired) set_tag(m.state.unit_mut(id), kTagAdvanceFire, false);
  // A charge lasts the activation of its move: one that never came to its assault ends here.
  for (UnitId id : fireline_flow(m).moved) set_tag(m.state.unit_mut(id), kTagCharging, false);
  fireline_flow(m).moved.clear();
  fireline_flow(m).fired.clear();
  fireline_flow(m).assaulted.clear();
  fireline_flow(m).rallied.clear();
  fireline_flow(m).reacted.clear();
  m.flow.prompts.clear();
}

bool has_mounted(const GameState& s, SideId side) {
  for (const Unit& u : s.units()) {
    if (u.side != side || !u.position || u.eliminated) continue;
    const UnitClass& c = s.unit_class_of(u.id);
    if (c.mounted || c.artillery || c.leader) return true;
  }
  return false;
}

}  // namespace

ApplyResult FirelineSystem::carry_out(Match& m, const ParsedCommand& command, DiceSource* forced) const {
  const ParsedCommand pc = command;  // it may be one of the prompt's options, which answering erases
  const Command& c = pc.text;
  ApplyResult r;
  if (auto why = check(m, pc)) {
    r.error = *why;
    return r;
  }
  const SideId side = pc.side;
  RngDice game_dice(m.state.rng);
  DiceSource& dice = forced ? *forced : game_dice;
  const std::size_t forced_before = forced ? forced->rolled().size() : 0;
  const std::uint64_t draws = m.state.rng.draws();
  ++m.flow.commands_applied;
  bool revealed = false;
  if (c.verb == "end") {
    next_segment(m, r.events, &r.resolutions);
    revealed = true;  // the next chit is drawn
  } else if (c.verb == "pass") {
    add_event(m, r.events, "action", side_name(m, side) + " passes on reaction fire", side);
    m.flow.prompts.erase(m.flow.prompts.begin());
  } else if (c.verb == "straggle" || c.verb == "dresult") {
    if (c.verb == "straggle") answer_straggle(m, side, c, dice, r);
    else answer_d_result(m, side, c, dice, r);
    if (!r.error.empty()) {  // the answers change nothing when they fail
      --m.flow.commands_applied;
      r.events.clear();
      return r;
    }
  } else if (c.verb == "activate") {
    const std::string& key = std::get<ActivateOrder>(fireline_command(pc).order).formation;
    auto it = std::find_if(fireline_flow(m).cup.begin(), fireline_flow(m).cup.end(), [&](const Chit& ch) { return ch.key == key; });
    const Chit chit = *it;
    fireline_flow(m).cup.erase(it);
    start_chit(m, chit, r.events, &r.resolutions);
  } else {
    run_action(m, side, pc, dice, r);
    if (!r.error.empty()) {  // run_action left the match as it was
      --m.flow.commands_applied;
      r.events.clear();
      return r;
    }
  }
  drop_stale_reaction_fire(m);
  update_objective_owners(m);
  if (!m.flow.game_over && decide_victory(m, false)) {
    m.flow.phase = "game_over";
    m.flow.prompts.clear();
    add_event(m, r.events, "game_over", m.flow.result, m.flow.winner);
  }
  update_control(m, r.events);
  r.ok = true;
  const bool forced_rolled = forced && forced->rolled().size() != forced_before;
  r.undoable = !revealed && !forced_rolled && m.state.rng.draws() == draws;
  return r;
}

void FirelineSystem::run_action(Match& m, SideId side, const ParsedCommand& pc, DiceSource& dice,
                                ApplyResult& r) const {
  const Command& c = pc.text;
  const FirelineOrder& order = fireline_command(pc).order;
  const Hex from = *acting_hex(order);
  const auto* move = std::get_if<MoveCommand>(&order);
  // The units acting: a move may name part of the stack (units=); everything else is the stack's.
  const std::vector<UnitId> stack = move ? move->args.order.units : m.state.stack_at(from);
  const bool reaction = !m.flow.prompts.empty();
  std::vector<UnitId> tagged;  // advance fire (-2): the stack moved before firing
  if (c.verb == "fire" && !reaction)
    for (UnitId id : stack)
      if (fireline_flow(m).moved.count(id) && !has_tag(m.state.unit(id), kTagAdvanceFire)) {
        set_tag(m.state.unit_mut(id), kTagAdvanceFire, true);
        tagged.push_back(id);
      }
  ActionReport report;
  std::string error;
  // A decision the action leaves to a player: a move stopped at a failed straggle check (its
  // owner), a D on a good-order target (the target's owner).
  std::optional<Prompt> decision;
  try {
    if (move) {
      MoveArgs args = move->args;
      args.order = move_order_in_phase(m.flow.phase, *move);
      if (args.standing) {
        error = move_stack(m.state, ctx_, args, dice, report);
      } else {
        // The answers carry the move's words; in the Horse Segment they say so.
        std::vector<std::string> words = c.args;
        if (args.order.segment == Segment::Horse && !move->horse_word) words.emplace_back("horse");
        error = run_prompted_move(m, side, args.order, words, dice, report, decision);
      }
    } else if (const auto* fire = std::get_if<FireAction>(&order)) {
      error = run_prompted_fire(m, *fire, c.args, dice, report, decision);
    } else if (const auto* face = std::get_if<FaceOrder>(&order)) {
      error = face_stack(m.state, face->hex, face->direction, report);
    } else if (const auto* assault = std::get_if<AssaultOrder>(&order)) {
      error = assault_stack(m.state, ctx_, *assault, dice, report);
    } else {
      error = rally_in(m.state, ctx_, std::get<RallyOrder>(order).hex, dice, report);
    }
  } catch (const std::exception& e) {
    error = e.what();
  }
  if (!error.empty()) {  // the handlers change nothing when they fail; undo our tag too
    for (UnitId id : tagged) set_tag(m.state.unit_mut(id), kTagAdvanceFire, false);
    r.error = error;
    return;
  }
  r.resolutions = std::move(report.resolutions);
  r.log = std::move(report.log);
  for (const auto& l : r.log) add_event(m, r.events, "action", l, side);
  if (reaction) {
    for (UnitId id : stack) fireline_flow(m).reacted.insert(id);
    Prompt& p = m.flow.prompts.front();
    const auto used = std::find(p.options.begin(), p.options.end(), c);
    const auto index = static_cast<std::size_t>(used - p.options.begin());
    if (index < p.labels.size()) p.labels.erase(p.labels.begin() + static_cast<std::ptrdiff_t>(index));
    p.options.erase(used);
    if (p.options.size() <= 1) m.flow.prompts.erase(m.flow.prompts.begin());  // only "pass" left
    if (decision) {  // the mover's owner answers the D before any further reaction fire
      add_event(m, r.events, "prompt", side_name(m, decision->side) + ": " + decision->text, decision->side);
      m.flow.prompts.insert(m.flow.prompts.begin(), std::move(*decision));
    }
    return;
  }
  std::set<UnitId>* mark = c.verb == "move"      ? &fireline_flow(m).moved
                           : c.verb == "fire"    ? &fireline_flow(m).fired
                           : c.verb == "assault" ? &fireline_flow(m).assaulted
                           : c.verb == "rally"   ? &fireline_flow(m).rallied
                                                 : nullptr;
  if (mark)
    for (UnitId id : stack) mark->insert(id);
  if (decision) {
    add_event(m, r.events, "prompt", side_name(m, decision->side) + ": " + decision->text, decision->side);
    m.flow.prompts.insert(m.flow.prompts.begin(), std::move(*decision));
    return;
  }
  if (c.verb == "move" && flow_.reaction_fire) {
    for (UnitId id : stack)
      if (m.state.unit(id).position) {
        offer_reaction(m, side, *m.state.unit(id).position, r.events);
        break;
      }
  }
}

void FirelineSystem::offer_reaction(Match& m, SideId mover, Hex end, std::vector<FlowEvent>& ev) const {
  const auto sources = enemy_mfz_sources(ctx_, m.state, end, mover);
  Prompt p;
  p.id = "reaction_fire";
  const std::string at = m.state.map().label(end);
  for (Hex src : sources) {
    const auto& stack = m.state.stack_at(src);
    if (stack.empty() || std::any_of(stack.begin(), stack.end(), [&](UnitId id) { return fireline_flow(m).reacted.count(id); }))
      continue;
    p.side = m.state.unit(stack.front()).side;
    const FirePlan plan = plan_fire(m.state, ctx_, FireAction{src, end, true, false});
    if (!plan.legal) continue;
    p.options.push_back({m.state.side(p.side).key, "fire", {m.state.map().label(src), at, "advance"}});
    p.labels.push_back("Fire from " + m.state.map().label(src) + " (advance fire, +1)");
  }
  if (p.options.empty()) return;
  p.text = "the stack that moved into " + at + " is in the MFZ of " + std::to_string(p.options.size()) +
           " of your stacks: fire at it (advance fire, +1) or pass";
  p.options.push_back({m.state.side(p.side).key, "pass", {}});
  p.labels.push_back("Pass (no fire)");
  add_event(m, ev, "prompt", side_name(m, p.side) + ": reaction fire at " + at + " possible", p.side);
  m.flow.prompts.push_back(std::move(p));
}

void FirelineSystem::begin_turn(Match& m, std::vector<FlowEvent>& ev, std::vector<Resolution>* res) const {
  m.state.turn = m.flow.turn;  // GameState keeps the turn too, for rules code that reads it
  m.state.turn_count = m.info.turns;
  add_event(m, ev, "turn", "turn " + std::to_string(m.flow.turn) + " of " + std::to_string(m.info.turns) + " begins");
  for (const Reinforcement* rf : m.info.arriving_on(m.flow.turn)) {
    std::string names;
    for (UnitId id : rf->units) {
      if (m.state.unit(id).eliminated || m.state.unit(id).position) continue;
      m.state.move_unit(id, rf->entry);
      names += (names.empty() ? "" : ", ") + m.state.unit(id).name;
    }
    if (!names.empty())
      add_event(m, ev, "reinforcement", names + " arrive at " + m.state.map().label(rf->entry), rf->side);
  }
  fireline_flow(m).cup = formation_chits(m.state, flow_.level);
  if (flow_.horse_chits)
    for (const Side& s : m.state.sides())
      if (has_mounted(m.state, s.id))
        fireline_flow(m).cup.push_back({"horse:" + s.key, s.name + " Horse Segment", ChitKind::Horse, s.id, std::nullopt});
  fireline_flow(m).drawn.clear();
  m.flow.phase.clear();
  fireline_flow(m).active_chit.reset();
  m.flow.active_side.reset();
  next_segment(m, ev, res);
}

// After an `end` (or at the start of a turn): the next chit, side or phase.
void FirelineSystem::next_segment(Match& m, std::vector<FlowEvent>& ev, std::vector<Resolution>* res) const {
  clear_segment(m);
  if (m.flow.phase == "rally") {
    const auto& sides = m.state.sides();
    const auto next = m.flow.active_side->value + 1;
    if (next < sides.size()) {
      m.flow.active_side = sides[next].id;
      add_event(m, ev, "phase", "Rally Phase: " + sides[next].name, sides[next].id);
      return;
    }
    end_of_turn(m, ev, res);
    return;
  }
  if (fireline_flow(m).cup.empty()) {
    if (!flow_.rally_in_activation && !m.state.sides().empty()) {
      m.flow.phase = "rally";
      fireline_flow(m).active_chit.reset();
      m.flow.active_side = m.state.sides().front().id;
      add_event(m, ev, "phase", "Rally Phase: " + m.state.sides().front().name, m.flow.active_side);
      return;
    }
    end_of_turn(m, ev, res);
    return;
  }
  if (!flow_.alternate) {
    const Chit chit = draw_chit(fireline_flow(m).cup, m.state.rng);
    add_event(m, ev, "chit", chit.label + " is drawn", chit.side);
    start_chit(m, chit, ev, res);
    return;
  }
  // Alternating: the other side picks next if it has a formation left, else this side again;
  // Horse chits come after every formation, in side order.
  auto has_formation = [&](SideId s) {
    return std::any_of(fireline_flow(m).cup.begin(), fireline_flow(m).cup.end(),
                       [&](const Chit& ch) { return ch.side == s && ch.kind == ChitKind::Formation; });
  };
  const auto& sides = m.state.sides();
  std::optional<SideId> pick;
  const std::size_t first = m.flow.active_side ? (m.flow.active_side->value + 1) % sides.size() : 0;
  for (std::size_t i = 0; i < sides.size() && !pick; ++i)
    if (has_formation(sides[(first + i) % sides.size()].id)) pick = sides[(first + i) % sides.size()].id;
  if (pick) {
    m.flow.phase = "select";
    m.flow.active_side = pick;
    fireline_flow(m).active_chit.reset();
    add_event(m, ev, "phase", side_name(m, *pick) + " picks a formation to activate", pick);
    return;
  }
  const Chit chit = fireline_flow(m).cup.front();
  fireline_flow(m).cup.erase(fireline_flow(m).cup.begin());
  start_chit(m, chit, ev, res);
}

void FirelineSystem::start_chit(Match& m, const Chit& chit, std::vector<FlowEvent>& ev,
                                std::vector<Resolution>* res) const {
  clear_segment(m);
  fireline_flow(m).drawn.push_back(chit);
  fireline_flow(m).active_chit = chit;
  m.flow.active_side = chit.side;
  m.flow.phase = chit.kind == ChitKind::Horse ? "horse" : "activation";
  add_event(m, ev, "phase", chit.label + (chit.kind == ChitKind::Horse ? "" : ": Action Segment"), chit.side);
  if (chit.kind == ChitKind::Formation) rout_formation(m, chit, ev, res);
}

void FirelineSystem::rout_formation(Match& m, const Chit& chit, std::vector<FlowEvent>& ev,
                                    std::vector<Resolution>* res) const {
  const int mp = movement_options(ctx_.option_values).routed_retreat_mp;
  if (mp <= 0) return;
  // The formation's routed stacks in unit order, each moving before the next is chosen.
  std::vector<Hex> hexes;
  std::unordered_set<Hex> listed;
  for (const Unit& u : m.state.units())
    if (u.position && !u.eliminated && !m.state.is_leader(u.id) &&
        formation_chit_key(m.state, u.id, flow_.level) == chit.key && listed.insert(*u.position).second)
      hexes.push_back(*u.position);
  for (Hex h : hexes) {
    auto ledger = rout_stack(m.state, ctx_, h, mp);
    if (!ledger) continue;
    add_event(m, ev, "action", ledger->title + ": " + ledger->result_text, chit.side);
    if (res) res->push_back(std::move(*ledger));
  }
}

void FirelineSystem::end_of_turn(Match& m, std::vector<FlowEvent>& ev, std::vector<Resolution>* res) const {
  for (const Unit& u : m.state.units())
    if (has_tag(u, kTagThoroughfare) || has_tag(u, kTagCharging)) {
      set_tag(m.state.unit_mut(u.id), kTagThoroughfare, false);
      set_tag(m.state.unit_mut(u.id), kTagCharging, false);
    }
  add_event(m, ev, "phase", "end of turn " + std::to_string(m.flow.turn));
  fireline_flow(m).active_chit.reset();
  m.flow.active_side.reset();
  if (m.flow.turn >= m.info.turns) {
    update_objective_owners(m);
    decide_victory(m, true);
    m.flow.phase = "game_over";
    add_event(m, ev, "game_over", m.flow.result, m.flow.winner);
    return;
  }
  ++m.flow.turn;
  begin_turn(m, ev, res);
}

std::vector<Command> FirelineSystem::legal_commands(const Match& m) const {
  std::vector<Command> out;
  if (m.flow.game_over) return out;
  if (!m.flow.prompts.empty()) return m.flow.prompts.front().options;
  if (!m.flow.active_side) return out;
  const std::string key = m.state.side(*m.flow.active_side).key;
  auto offer = [&](Command c) {
    if (!validate(m, c)) out.push_back(std::move(c));
  };
  if (m.flow.phase == "select") {
    for (const Chit& ch : fireline_flow(m).cup)
      if (ch.side == *m.flow.active_side && ch.kind == ChitKind::Formation) offer({key, "activate", {ch.key}});
    return out;
  }
  // The general checks of validate() pass for the active side here; each stack is checked
  // once, then each candidate only for its own action.
  const PhaseDef* phase = sequence_.phase(m.flow.phase);
  auto offer_action = [&](Command c) {
    if (!phase || std::find(phase->verbs.begin(), phase->verbs.end(), c.verb) == phase->verbs.end()) return;
    const auto parsed = parse(m, c);
    const auto* pc = std::get_if<ParsedCommand>(&parsed);
    if (pc && !validate_action(m, *m.flow.active_side, *pc, true)) out.push_back(std::move(c));
  };
  std::vector<Hex> own, enemy;  // each hex once, in unit order
  std::unordered_set<Hex> own_listed, enemy_listed;
  for (const Unit& u : m.state.units()) {
    if (!u.position) continue;
    const bool mine = u.side == *m.flow.active_side;
    if ((mine ? own_listed : enemy_listed).insert(*u.position).second) (mine ? own : enemy).push_back(*u.position);
  }
  const HexMap& map = m.state.map();
  for (Hex h : own) {
    const std::string at = map.label(h);
    if (check_stack(m, *m.flow.active_side, h)) continue;
    for (int d = 0; d < 6; ++d) {
      const auto dir = static_cast<HexDirection>(d);
      if (m.state.unit(m.state.stack_at(h).front()).facing != dir)
        offer_action({key, "face", {at, direction_name(dir)}});
      const Hex n = neighbor(h, dir);
      if (map.contains(n)) offer_action({key, "move", {at, map.label(n)}});
    }
    for (Hex e : enemy) {
      // Beyond the range table nothing can fire: skip the plan.
      if (ctx_.tables.ranges.band_for_range(distance(h, e))) offer_action({key, "fire", {at, map.label(e)}});
      if (distance(h, e) == 1) {
        offer_action({key, "assault", {at, map.label(e)}});
        if (made_charging_move(m, h)) offer_action({key, "assault", {at, map.label(e), "charge"}});
      }
    }
    offer_action({key, "rally", {at}});
  }
  offer({key, "end", {}});
  return out;
}

}  // namespace hexfire::fireline
