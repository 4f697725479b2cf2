// Column-shift on the seam: its own turn (an initiative roll each turn, then alternating
// activations of one stack, a leader with the units in his hex being one), typed commands
// (activate, move, fire, assault, recover, dig, end; lose, opfire and pass to answer the prompts), its
// flow state and its previews. The rules themselves are the other files of this folder: direct
// fire, assault, results and morale; this file only sequences them. docs/rules/column-shift.md.
#pragma once

#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "engine/rules/column_shift/assault.hpp"
#include "engine/rules/column_shift/column_shift_tables.hpp"
#include "engine/rules/column_shift/demoralized_retreat.hpp"
#include "engine/rules/column_shift/direct_fire.hpp"
#include "engine/rules/column_shift/morale.hpp"
#include "engine/rules/column_shift/opportunity_fire.hpp"
#include "engine/rules/column_shift/pending_assault.hpp"
#include "engine/rules/column_shift/play_options.hpp"
#include "engine/rules/rule_system.hpp"

namespace hexfire::column_shift {

// A fire result waiting for its owner to place the step losses (the loss prompt).
struct PendingLoss {
  SideId owner{};
  std::vector<UnitId> reached;
  CellResult cell;
  std::vector<std::pair<UnitId, CellResult>> own;
  std::vector<UnitId> picks;  // the owner's choices so far, in order
  Hex at{};                   // the hex fired at, and where the firers stand: the retreat of its
  std::vector<Hex> firers;    // demoralized units once the losses are placed (demoralized_retreat.hpp)
};

// Opportunity fire offered to the side that is not acting, at an enemy stack that moved into a
// hex or fired (13.0).
struct OfferedFire {
  SideId side{};               // who may fire
  std::vector<UnitId> movers;  // the units it may fire at, each a possible target (13.12)
};

class ColumnShiftFlow final : public SystemFlow {
 public:
  std::map<SideId, std::string> names, keys;
  std::vector<SideId> order;             // this turn's initiative order (first acts first)
  std::set<UnitId> activated;            // units that have acted this turn
  std::optional<Hex> current;            // the stack activated with `activate`, not yet acting
  std::vector<UnitId> group;             // a leader's activation: the units of his command it took (6.1)
  bool night = false;                    // this turn is a night turn (scenario option night_turns)
  std::map<Hex, SideId> melees;          // assault hexes both sides still hold -> the attacker
  std::optional<PendingLoss> pending;
  std::optional<PendingAssault> assault; // an assault round waiting for an owner's loss choice
  std::vector<Hex> melees_due;           // melees still to fight their round at this turn's start
  std::optional<OfferedFire> offered;    // the opportunity fire prompt stands
  std::optional<Exposure> exposure;      // a move under way or a fire, open to opportunity fire
  std::optional<RetreatPlan> retreat;    // demoralized units under fire wait for their owner's choice
  bool advance_due = false;              // an activation ended: the next side acts once no prompt stands

  std::unique_ptr<SystemFlow> clone() const override { return std::make_unique<ColumnShiftFlow>(*this); }
  std::string hash_text() const override;
  std::string acting() const override;
  std::vector<FlowRow> rows_for(SideId viewer) const override;
  std::string unit_acted(UnitId unit, SideId viewer) const override;

  std::optional<SideId> active;  // mirrors FlowState::active_side for acting()
};

struct SystemOptions {
  FireOptions fire;
  MoraleOptions morale;
  AssaultOptions assault;
  PlayOptions play;                       // activation, leaders_assault, fire_into_melee, declarations
  std::map<std::string, int> initiative;  // side key -> initiative rating (option initiative)
  std::set<int> night_turns;              // option night_turns
  OpportunityOptions opportunity;         // options opportunity_fire_move, opportunity_fire_at_fire
};

// ai_threat's expected losses by what a fire's walk reads (column_shift_ai.cpp).
struct FireLossCache;
std::shared_ptr<FireLossCache> make_fire_loss_cache();

class ColumnShiftSystem final : public RuleSystem {
 public:
  ColumnShiftSystem(ColumnShiftTables tables, SystemOptions options, std::string variant);
  static std::unique_ptr<RuleSystem> create(const Scenario& scenario, const std::string& rules_dir, std::string& why);

  const std::string& id() const override { return id_; }
  const SequenceOfPlay& sequence_of_play() const override { return sequence_; }
  std::vector<VerbHelp> verbs() const override;
  CommandCue cue_of(const std::string& verb) const override;
  Match start(const Scenario& scenario, std::uint64_t seed) const override;
  std::vector<Command> legal_commands(const Match& m) const override;
  std::variant<ParsedCommand, std::string> parse(const Match& m, const Command& c) const override;
  std::optional<std::string> check(const Match& m, const ParsedCommand& c) const override;
  ApplyResult carry_out(Match& m, const ParsedCommand& c, DiceSource* forced) const override;
  LogWords describe(const Match& before, const ParsedCommand& c) const override;  // column_shift_words.cpp
  void describe_outcome(const Match& after, const ParsedCommand& c, const ApplyResult& done,
                        LogWords& words) const override;
  std::unique_ptr<PreviewProvider> make_previews() const override;
  std::variant<ActionTrial, std::string> try_action(Match& m, const Command& c, DiceSource* forced) const override;
  std::vector<SetupProblem> check_setup(const Scenario& scenario) const override;
  // Hints for the computer opponent (column_shift_ai.cpp): the units' fighting worth, and the
  // side's best action of one stack from where it stands (one stack acts at a time): its direct
  // fire's expected loss of that worth from the exact odds of the Fire preview, or its assault's
  // expected toll on the defenders less its own from the Assault preview's; and the side's
  // expected toll on the enemy in the next round of each melee.
  std::optional<double> ai_material(const Match& m, SideId side) const override;
  std::optional<double> ai_threat(const Match& m, SideId side, SideId viewer) const override;
  // The best of `stack`'s assaults from `from` into the adjacent enemy hexes its morale and
  // movement allow: the round's expected worth off the defenders less off the attackers (0: none).
  double assault_gain(const Match& m, SideId side, Hex from, const std::vector<UnitId>& stack) const;
  // A move is one activation along a path, listed a hex at a time: the longer moves
  // (longer_moves.hpp), for the opponent to weigh.
  std::vector<Command> ai_candidates(const Match& m, SideId side) const override;

  const ColumnShiftTables& tables() const { return tables_; }
  const SystemOptions& options() const { return options_; }
  const std::string& variant() const { return variant_; }

  // The side's units in `h` that may act now: on the map, not yet activated this turn, not held
  // in a melee. Leaders included.
  static std::vector<UnitId> acting_units(const Match& m, SideId side, Hex h);
  // The movement points of a stack: the lowest movement of its units.
  static int stack_movement(const Match& m, const std::vector<UnitId>& units);
  AssaultSituation assault_situation(const Match& m, SideId attacker, Hex from, Hex to) const;
  // Whether an assault on `target` joins a melee going on there, to fight its next round
  // (option assault_into_melee=next_round) rather than a round at once.
  bool joins_melee(const Match& m, Hex target) const;
  // The next round of the melee in `h`: its first attacker's side, no longer the first round.
  AssaultSituation melee_round(const Match& m, Hex h) const;

 private:
  std::string id_ = "column-shift";
  // Shared by copies, locked, as the opponent may think on a worker thread.
  std::shared_ptr<FireLossCache> fire_loss_cache_ = make_fire_loss_cache();
  SequenceOfPlay sequence_;
  ColumnShiftTables tables_;
  SystemOptions options_;
  std::string variant_;
};

// Reads dug_in="true|false" on a scenario's <unit>.
UnitStateBox read_column_shift_unit(ElementReader& r);
// What read_column_shift_unit reads, for the scenario editor.
std::vector<UnitAttribute> column_shift_unit_attributes(const std::string& rules_dir);

std::unique_ptr<RuleSystem> make_column_shift(const Scenario& scenario, const std::string& rules_dir, std::string& why);

}  // namespace hexfire::column_shift
