// Fireline behind the system-neutral RuleSystem interface: the turn of activations (chit cup by
// default, alternating activations as an option), each formation's Action Segment (face, move,
// fire with advance fire, assault, rally), reaction fire by the enemy as a prompt, Horse
// Segments, the end of turn with reinforcements, and victory. Every action is carried out by
// the existing fireline code through its ActionRegistry (action_script.hpp).
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/rules/fireline/action_script.hpp"
#include "engine/rules/fireline/fireline_command.hpp"
#include "engine/rules/fireline/fireline_context.hpp"
#include "engine/rules/fireline/fireline_flow.hpp"
#include "engine/rules/rule_system.hpp"

namespace hexfire::fireline {

// The sequence-of-play design defaults (docs/game-flow.md), read from the ruleset / scenario
// options of the same names.
struct FlowOptions {
  bool alternate = false;             // activation_mode: chit_cup (default) | alternate
  std::string level = "brigade";      // activation_level: the organization level that gets a chit
  bool horse_chits = true;            // horse_chits: per_side (default) | none
  bool rally_in_activation = true;    // rally_timing: activation (default, 6.3) | end_of_turn
  bool reaction_fire = true;          // reaction_fire: on (default, D: MFZ triggers advance fire) | off
};

// ai_threat's expected losses by what a fire's walk reads (fireline_ai.cpp).
struct FireThreatCache;
std::shared_ptr<FireThreatCache> make_fire_threat_cache();

// Reads the flow options; nothing, with `why`, on a bad value.
std::optional<FlowOptions> read_flow_options(const FirelineContext& ctx, std::string& why);

class FirelineSystem final : public RuleSystem {
 public:
  FirelineSystem(FirelineContext ctx, FlowOptions flow);
  // Loads assets/rules/fireline.xml from `rules_dir` with the scenario's option overrides and
  // installs the command and isolation hooks.
  static std::unique_ptr<FirelineSystem> create(const Scenario& scenario, const std::string& rules_dir,
                                                std::string& why);

  const std::string& id() const override { return id_; }
  const SequenceOfPlay& sequence_of_play() const override { return sequence_; }
  std::vector<VerbHelp> verbs() const override;
  CommandCue cue_of(const std::string& verb) const override;
  Match start(const Scenario& scenario, std::uint64_t seed) const override;
  std::unique_ptr<PreviewProvider> make_previews() const override;
  std::vector<Command> legal_commands(const Match& m) const override;
  std::variant<ParsedCommand, std::string> parse(const Match& m, const Command& c) const override;
  std::optional<std::string> check(const Match& m, const ParsedCommand& c) const override;
  ApplyResult carry_out(Match& m, const ParsedCommand& c, DiceSource* forced) const override;
  LogWords describe(const Match& before, const ParsedCommand& c) const override;  // fireline_words.cpp
  void describe_outcome(const Match& after, const ParsedCommand& c, const ApplyResult& done,
                        LogWords& words) const override;
  // fire, move, assault and rally as hexfire-cli resolve asks them (fireline_system_trial.cpp).
  std::variant<ActionTrial, std::string> try_action(Match& m, const Command& c, DiceSource* forced) const override;
  // The action-script verbs (action_script.hpp): face, status, tag, hits, fire, move, assault, rally.
  std::optional<std::string> arrange(Match& m, const std::vector<std::string>& words,
                                     std::vector<std::string>& log) const override;
  // Stacking at the start (5.2): every stack's combat units of one higher organization.
  std::vector<SetupProblem> check_setup(const Scenario& scenario) const override;

  // Hints for the computer opponent (fireline_ai.cpp): the units' fighting worth (the neutral
  // measure less their O hits), and the expected worth the side's most threatening formation takes
  // off the enemy with each stack's best fire, from the odds the Fire preview shows.
  std::optional<double> ai_material(const Match& m, SideId side) const override;
  std::optional<double> ai_threat(const Match& m, SideId side, SideId viewer) const override;
  // A move is one action of up to the stack's allowance, listed one hex at a time: the longer
  // moves (longer_moves.hpp) and the cavalry's charging moves, for the opponent to weigh.
  std::vector<Command> ai_candidates(const Match& m, SideId side) const override;
  // After a charging move, the charges its stack may make (its next action, 5.3, 5.7).
  std::vector<Command> ai_follow_ups(const Match& m, SideId side, const Command& done) const override;

  const FirelineContext& context() const { return ctx_; }
  const FlowOptions& flow_options() const { return flow_; }
  // Whether the stack in `h` made a charging move this activation, so that its next action is
  // the charge (fireline_system_charge.cpp; the Assault preview words its command so).
  bool made_charging_move(const Match& m, Hex h) const;

 private:
  // "'VERB' is not allowed in the Action Segment (allowed: ...)".
  std::string not_allowed(const Match& m, const std::string& verb) const;
  // `only`: check just these units of the stack (a move of part of it), not every unit.
  std::optional<std::string> check_stack(const Match& m, SideId side, Hex hex,
                                         const std::vector<UnitId>* only = nullptr) const;
  // `stack_checked`: check_stack has already passed for the acting stack.
  std::optional<std::string> validate_action(const Match& m, SideId side, const ParsedCommand& c,
                                             bool stack_checked = false) const;
  void run_action(Match& m, SideId side, const ParsedCommand& c, DiceSource& dice, ApplyResult& r) const;
  // `res`, when given, receives the ledgers of what starting an activation did (the rout
  // moves), for the ApplyResult of the command that started it.
  void begin_turn(Match& m, std::vector<FlowEvent>& ev, std::vector<Resolution>* res = nullptr) const;
  void next_segment(Match& m, std::vector<FlowEvent>& ev, std::vector<Resolution>* res = nullptr) const;
  void start_chit(Match& m, const Chit& chit, std::vector<FlowEvent>& ev, std::vector<Resolution>* res = nullptr) const;
  void end_of_turn(Match& m, std::vector<FlowEvent>& ev, std::vector<Resolution>* res = nullptr) const;
  // The rout moves (6.3, routed_retreat_mp) of the activated formation's routed stacks.
  void rout_formation(Match& m, const Chit& chit, std::vector<FlowEvent>& ev, std::vector<Resolution>* res) const;
  void offer_reaction(Match& m, SideId mover, Hex end, std::vector<FlowEvent>& ev) const;
  // Charges (fireline_system_charge.cpp): a stack that made a charging move this activation
  // charges next, and `end` waits for it while it still can (its tag ends with the activation);
  // an assault as a charge comes only after a charging move.
  std::optional<std::string> unfinished_charge(const Match& m) const;
  std::optional<std::string> charge_comes_first(const Match& m, Hex from, const FirelineOrder& order) const;
  // A reaction-fire prompt waits behind a D or straggle decision and behind the other fires it
  // offers; what happens meanwhile (the mover retreats, routs or is eliminated) may leave some of
  // its fires with no target. Those are dropped after every command (fireline_reaction_prompt.cpp),
  // so that a listed option is always one carry_out accepts; a prompt left with only "pass" goes.
  void drop_stale_reaction_fire(Match& m) const;
  // Straggle decisions (D-3, fireline_system_straggle.cpp): a move without a standing
  // straggle= order stops at a failed check and `prompt` is set for its owner; the answer
  // (verb "straggle") goes on with the move or ends it.
  // `words`: the move's own words, carried by the prompt's answers.
  std::string run_prompted_move(Match& m, SideId side, const MoveOrder& order, const std::vector<std::string>& words,
                                DiceSource& dice, ActionReport& report, std::optional<Prompt>& prompt) const;
  void answer_straggle(Match& m, SideId side, const Command& c, DiceSource& dice, ApplyResult& r) const;
  // The D result's choice (5.5, fireline_system_d_result.cpp): a fire whose D hits a good-order
  // stack sets `prompt` for the target's owner (d_result_o_hit_option = ask); the answer (verb
  // "dresult") tests the AMM or accepts the disruption.
  std::string run_prompted_fire(Match& m, const FireAction& a, const std::vector<std::string>& words, DiceSource& dice,
                                ActionReport& report, std::optional<Prompt>& prompt) const;
  void answer_d_result(Match& m, SideId side, const Command& c, DiceSource& dice, ApplyResult& r) const;

  std::string id_ = "fireline";
  FirelineContext ctx_;
  FlowOptions flow_;
  ActionRegistry actions_;
  SequenceOfPlay sequence_;
  std::shared_ptr<FireThreatCache> threat_cache_ = make_fire_threat_cache();
};

}  // namespace hexfire::fireline
