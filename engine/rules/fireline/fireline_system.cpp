// FirelineSystem: the fireline sequence of play enforced over the fireline rules code (see
// fireline_system.hpp). Turn machinery (turns, chits, segments) is in this file's second half.
#include "engine/rules/fireline/fireline_system.hpp"

#include <algorithm>
#include <map>

#include "engine/rules/fireline/chit_cup.hpp"
#include "engine/flow/flow_view.hpp"
#include "engine/flow/victory.hpp"
#include "engine/rules/fireline/assault.hpp"
#include "engine/rules/fireline/command.hpp"
#include "engine/rules/fireline/fireline_stack.hpp"
#include "engine/rules/fireline/mfz.hpp"
#include "engine/rules/fireline/movement_actions.hpp"
#include "engine/rules/fireline/rally.hpp"

namespace hexfire::fireline {
namespace {

const std::vector<std::string> kActionVerbs = {"face", "move", "fire", "assault", "rally"};

bool has(const std::set<UnitId>& set, const std::vector<UnitId>& ids) {
  return std::any_of(ids.begin(), ids.end(), [&](UnitId id) { return set.count(id) > 0; });
}

std::string side_name(const Match& m, SideId s) { return m.state.side(s).name; }

SequenceOfPlay sequence_for(const FlowOptions& o) {
  SequenceOfPlay s;
  s.system = "fireline";
  s.summary = o.alternate
                  ? "Each turn the sides alternate activations, each picking one of its formations not yet "
                    "activated (the side with formations left goes on alone); then each side's Horse Segment; "
                    "then the end of turn (reinforcements of the next turn arrive)."
                  : "Each turn every formation's chit and each side's Horse chit go into the cup and are drawn "
                    "at random with the game's dice; the drawn formation takes its Action Segment, a Horse chit "
                    "gives that side's leaders, cavalry and artillery a Horse Segment. When the cup is empty the "
                    "turn ends (reinforcements of the next turn arrive).";
  if (o.alternate)
    s.phases.push_back({"select", "Pick a formation", "the side whose activation it is", {"activate"}, true,
                        "choose which of your formations not yet activated acts next"});
  s.phases.push_back({"activation", "Action Segment", "the activated formation's side",
                      o.rally_in_activation ? std::vector<std::string>{"face", "move", "fire", "assault", "rally", "end"}
                                            : std::vector<std::string>{"face", "move", "fire", "assault", "end"},
                      true,
                      "each stack of the formation may move up to its action MP, fire once (advance fire after "
                      "moving, -2) and assault once" +
                          std::string(o.rally_in_activation ? "; a stack that does nothing else may rally" : "")});
  if (o.reaction_fire)
    s.phases.push_back({"reaction", "Reaction fire", "the enemy of the moving stack", {"fire", "pass"}, true,
                        "a stack that ends a move in an enemy MFZ may be fired at by those enemy stacks (+1, "
                        "target advancing); answered before the activation goes on"});
  if (o.horse_chits)
    s.phases.push_back({"horse", "Horse Segment", "the side of the Horse chit", {"face", "move", "end"}, true,
                        "leaders, cavalry and artillery of that side move with their horse MP"});
  if (!o.rally_in_activation)
    s.phases.push_back({"rally", "Rally Phase", "each side in turn", {"rally", "end"}, false,
                        "each disrupted or routed stack out of enemy MFZ may try to rally"});
  s.phases.push_back({"end_of_turn", "End of turn", "automatic", {}, false,
                      "markers cleared, the next turn's reinforcements arrive, the cup is refilled; after the last "
                      "turn the game is decided on victory points"});
  s.options = {{"activation_mode", o.alternate ? "alternate" : "chit_cup", "chit_cup | alternate"},
               {"activation_level", o.level, "organization level that gets a chit (brigade, division, ...)"},
               {"horse_chits", o.horse_chits ? "per_side" : "none", "per_side | none"},
               {"rally_timing", o.rally_in_activation ? "activation" : "end_of_turn", "activation | end_of_turn"},
               {"reaction_fire", o.reaction_fire ? "on" : "off", "on | off"}};
  return s;
}

}  // namespace

std::optional<FlowOptions> read_flow_options(const FirelineContext& ctx, std::string& why) {
  FlowOptions o;
  auto pick = [&](const char* name, const std::string& a, const std::string& b, bool& out_is_b) {
    const auto v = ctx.option(name);
    if (!v) return true;
    if (*v == a) out_is_b = false;
    else if (*v == b) out_is_b = true;
    else {
      why = std::string("option ") + name + " is '" + *v + "': use " + a + " or " + b;
      return false;
    }
    return true;
  };
  bool none = false, end_of_turn = false, off = false;
  if (!pick("activation_mode", "chit_cup", "alternate", o.alternate)) return std::nullopt;
  if (!pick("horse_chits", "per_side", "none", none)) return std::nullopt;
  if (!pick("rally_timing", "activation", "end_of_turn", end_of_turn)) return std::nullopt;
  if (!pick("reaction_fire", "on", "off", off)) return std::nullopt;
  o.horse_chits = !none;
  o.rally_in_activation = !end_of_turn;
  o.reaction_fire = !off;
  if (const auto lvl = ctx.option("activation_level")) o.level = *lvl;
  return o;
}

FirelineSystem::FirelineSystem(FirelineContext ctx, FlowOptions flow)
    : ctx_(std::move(ctx)), flow_(std::move(flow)), actions_(fireline_actions()), sequence_(sequence_for(flow_)) {}

std::unique_ptr<FirelineSystem> FirelineSystem::create(const Scenario& scenario, const std::string& rules_dir,
                                                       std::string& why) {
  // The scenario's variant sets its options first ("HO Vol2 = Division": vol2 stacks by
  // division); the scenario's own <options> override them.
  auto load = load_fireline_context(scenario.initial.ruleset_ptr(), rules_dir + "/fireline.xml",
                                    scenario.info.options_in_effect(scenario.initial.ruleset()));
  if (!load.ok()) {
    why = "fireline rules: " + format_diagnostics(load.errors);
    return nullptr;
  }
  install_command_and_isolation_hooks(*load.context);
  const auto flow = read_flow_options(*load.context, why);
  if (!flow) return nullptr;
  return std::make_unique<FirelineSystem>(std::move(*load.context), *flow);
}

CommandCue FirelineSystem::cue_of(const std::string& verb) const {
  if (verb == "fire") return CommandCue::Fire;  // reaction fire answers with `fire` too
  if (verb == "assault") return CommandCue::Assault;
  if (verb == "move") return CommandCue::Move;
  return CommandCue::None;
}

std::vector<VerbHelp> FirelineSystem::verbs() const {
  std::vector<VerbHelp> out;
  for (const auto& name : kActionVerbs)
    if (const ActionVerb* v = actions_.find(name)) out.push_back({name, "SIDE " + v->usage, v->summary});
  out.push_back({"end", "SIDE end", "ends the activation, segment or rally phase"});
  out.push_back({"pass", "SIDE pass", "declines the pending reaction fire"});
  out.push_back({"straggle", "SIDE straggle hit|stop AT FROM TO [TO ...] leg=N",
                 "answers a failed straggle check: take 1 O hit and go on, or stop (the prompt's options)"});
  out.push_back({"dresult", "SIDE dresult test|accept FIRER TARGET [advance|pre-assault] [units=N,N]",
                 "answers a CRT D on a good-order stack: test the AMM for 1 O hit instead, or be disrupted"});
  if (flow_.alternate) out.push_back({"activate", "SIDE activate FORMATION", "activates a formation not yet activated"});
  return out;
}

Match FirelineSystem::start(const Scenario& scenario, std::uint64_t seed) const {
  Match m{scenario.info, scenario.initial, {}, seed};
  m.state.rng = Rng(seed);
  m.flow.system = SystemFlowBox(std::make_unique<FirelineFlow>());
  // Every unit hashes and saves its fireline state from the start, also one a scenario built in
  // code (not read from a file) gave none.
  for (const Unit& u : scenario.initial.units()) fireline_unit(m.state.unit_mut(u.id));
  start_objective_owners(m);
  std::vector<FlowEvent> ev;
  m.flow.turn = 1;
  begin_turn(m, ev);
  update_control(m, ev);
  return m;
}

// ---- validation --------------------------------------------------------------------------

std::optional<std::string> FirelineSystem::check_stack(const Match& m, SideId side, Hex hex,
                                                       const std::vector<UnitId>* only) const {
  const std::string label = m.state.map().label(hex);
  const auto& stack = m.state.stack_at(hex);
  if (stack.empty()) return "there are no units in " + label;
  const Chit* chit = fireline_flow(m).active_chit ? &*fireline_flow(m).active_chit : nullptr;
  const std::string when = chit ? "it is " + chit->label + "'s " +
                                      (chit->kind == ChitKind::Horse ? "Horse Segment" : "activation")
                                : "it is the " + side_name(m, side) + " Rally Phase";
  for (UnitId id : only ? *only : stack) {
    const Unit& u = m.state.unit(id);
    if (u.side != side) return when + "; " + u.name + " in " + label + " is " + side_name(m, u.side);
    if (chit && chit->kind == ChitKind::Formation && formation_chit_key(m.state, id, flow_.level) != chit->key)
      return when + "; " + u.name + " in " + label + " is not part of it";
  }
  return std::nullopt;
}

std::string FirelineSystem::not_allowed(const Match& m, const std::string& verb) const {
  const PhaseDef* phase = sequence_.phase(m.flow.phase);
  std::string allowed;
  if (phase)
    for (const auto& v : phase->verbs) allowed += (allowed.empty() ? "" : ", ") + v;
  return "'" + verb + "' is not allowed in the " + (phase ? phase->name : m.flow.phase) + " (allowed: " + allowed + ")";
}

std::variant<ParsedCommand, std::string> FirelineSystem::parse(const Match& m, const Command& c) const {
  // A word that is no command at all: say what may be done now, which is what the player needs.
  const auto& verbs = fireline_command_verbs();
  if (m.state.find_side(c.side) && std::find(verbs.begin(), verbs.end(), c.verb) == verbs.end())
    return not_allowed(m, c.verb);
  return parse_fireline_command(m.state, c);
}

std::optional<std::string> FirelineSystem::check(const Match& m, const ParsedCommand& pc) const {
  const Command& c = pc.text;
  if (m.flow.game_over) return "the game is over: " + m.flow.result;
  const SideId side = pc.side;
  if (!m.flow.prompts.empty()) {
    const Prompt& p = m.flow.prompts.front();
    for (const Command& o : p.options)
      if (o == c) return std::nullopt;
    std::string opts;
    for (const Command& o : p.options) opts += (opts.empty() ? "" : "; ") + to_line(o);
    return "the " + side_name(m, p.side) + " player must answer first: " + p.text + " (" + opts + ")";
  }
  if (c.verb == "pass") return "there is nothing to pass: no reaction fire is pending";
  if (c.verb == "straggle") return "there is no straggle decision pending";
  if (c.verb == "dresult") return "there is no D result decision pending";
  if (!m.flow.active_side) return "nobody may act now (phase " + m.flow.phase + ")";
  if (m.flow.active_side != side) {
    const std::string who = fireline_flow(m).active_chit ? fireline_flow(m).active_chit->label : side_name(m, *m.flow.active_side);
    return "it is " + who + "'s " + (m.flow.phase == "select" ? "turn to pick a formation" : m.flow.phase) +
           "; the " + side_name(m, side) + " player may not act now";
  }
  const PhaseDef* phase = sequence_.phase(m.flow.phase);
  if (!phase || std::find(phase->verbs.begin(), phase->verbs.end(), c.verb) == phase->verbs.end())
    return not_allowed(m, c.verb);
  const FirelineOrder& order = fireline_command(pc).order;
  if (std::holds_alternative<EndOrder>(order)) return unfinished_charge(m);
  if (const auto* act = std::get_if<ActivateOrder>(&order)) {
    for (const Chit& ch : fireline_flow(m).cup)
      if (ch.key == act->formation && ch.side == side && ch.kind == ChitKind::Formation) return std::nullopt;
    return "formation '" + act->formation + "' is not one of the " + side_name(m, side) + " formations still to act";
  }
  return validate_action(m, side, pc);
}

std::optional<std::string> FirelineSystem::validate_action(const Match& m, SideId side, const ParsedCommand& pc,
                                                           bool stack_checked) const {
  const Command& c = pc.text;
  const FirelineOrder& order = fireline_command(pc).order;
  const auto from = acting_hex(order);
  if (!from) return "unknown verb '" + c.verb + "'";
  const std::string at = m.state.map().label(*from);
  // The units acting: the stack, or for a move the units it names (units=), the rest staying.
  const auto* move = std::get_if<MoveCommand>(&order);
  if (move && m.flow.phase != "horse" && move->horse_word) return "horse movement is for the Horse Segment";
  if (!stack_checked)
    if (auto w = check_stack(m, side, *from, move ? &move->args.order.units : nullptr)) return w;
  const std::vector<UnitId> stack = move ? move->args.order.units : m.state.stack_at(*from);
  const std::string whose = stack.size() == m.state.stack_at(*from).size() ? "the stack in " + at
                                                                            : "a unit moving out of " + at;
  if (m.flow.phase == "horse")
    for (UnitId id : stack) {
      const UnitClass& cls = m.state.unit_class_of(id);
      if (!cls.mounted && !cls.artillery && !cls.leader)
        return "only leaders, cavalry and artillery act in the Horse Segment; " + m.state.unit(id).name + " in " + at +
               " is " + cls.name;
    }
  if (std::holds_alternative<FaceOrder>(order)) return std::nullopt;
  if (auto why = charge_comes_first(m, *from, order)) return why;
  if (move) {
    if (has(fireline_flow(m).moved, stack)) return whose + " has already moved in this segment";
    if (has(fireline_flow(m).fired, stack) || has(fireline_flow(m).assaulted, stack) || has(fireline_flow(m).rallied, stack))
      return whose + " has fired, assaulted or rallied: it may not move again this activation";
    const MovePlan plan = plan_move(ctx_, m.state, move_order_in_phase(m.flow.phase, *move));
    if (!plan.legal) return "illegal move: " + plan.error;
    return std::nullopt;
  }
  if (const auto* fire = std::get_if<FireAction>(&order)) {
    if (has(fireline_flow(m).fired, stack)) return "the stack in " + at + " has already fired this activation";
    if (has(fireline_flow(m).assaulted, stack) || has(fireline_flow(m).rallied, stack))
      return "the stack in " + at + " has assaulted or rallied this activation";
    const auto target_side = m.state.side_in(fire->target);
    if (!target_side || *target_side == side) return "there is no enemy stack in " + m.state.map().label(fire->target);
    const FirePlan plan = plan_fire(m.state, ctx_, *fire);
    if (!plan.legal) return plan.illegal_reason;
    return std::nullopt;
  }
  if (const auto* assault = std::get_if<AssaultOrder>(&order)) {
    if (has(fireline_flow(m).assaulted, stack) || has(fireline_flow(m).fired, stack) || has(fireline_flow(m).rallied, stack))
      return "the stack in " + at + " has already fired, assaulted or rallied this activation";
    const AssaultPlan plan = plan_assault(ctx_, m.state, *assault);
    if (!plan.legal) return plan.error;
    return std::nullopt;
  }
  // rally
  if (has(fireline_flow(m).moved, stack) || has(fireline_flow(m).fired, stack) || has(fireline_flow(m).assaulted, stack) ||
      has(fireline_flow(m).rallied, stack))
    return "the stack in " + at + " has already acted: only a stack that does nothing else may rally";
  if (auto blocked = rally_blocked(ctx_, m.state, *from)) return blocked;
  return std::nullopt;
}

}  // namespace hexfire::fireline
