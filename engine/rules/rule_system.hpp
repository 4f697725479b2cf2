// The system-neutral face of a rule system, for the front end, hexfire-cli, saves and replays:
// start a game, describe its sequence of play, list the legal commands now, validate a command
// with a reason, apply it (events + resolutions), and list the pending prompts. Each system
// (fireline first) implements it by delegating to its own rules code.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "engine/commands/command.hpp"
#include "engine/commands/parsed_command.hpp"
#include "engine/core/rng.hpp"
#include "engine/flow/match.hpp"
#include "engine/flow/sequence.hpp"
#include "engine/rules/dice.hpp"
#include "engine/rules/distribution.hpp"
#include "engine/rules/log_words.hpp"
#include "engine/rules/resolution.hpp"
#include "engine/rules/unit_attributes.hpp"
#include "engine/state/scenario.hpp"

namespace hexfire {

struct ApplyResult {
  bool ok = false;
  std::string error;                     // the reason when !ok; the match is unchanged then
  std::vector<FlowEvent> events;         // also appended to match.flow.events
  std::vector<Resolution> resolutions;   // every ledger the command produced, in order
  std::vector<std::string> log;          // one line per action ("0405 fires at 0607: 2 O hits")
  // Undo policy: true when the command rolled no dice and revealed nothing (no chit drawn, no
  // hidden unit seen), so taking it back gives the player no information.
  bool undoable = false;
  // The command is its side's secret until the system reveals what it ordered (volley's and a
  // test system's secret orders): logs show only `public_text`, never the command's words.
  bool secret = false;
  std::string public_text;  // "South gives an order" when secret
  // The command and what came of it for people, with unit names (RuleSystem::describe, filled by
  // apply); only `public_text`, kind Other, when the command is secret.
  LogWords words;
};

// A what-if action's ledger, exact outcome distribution and log lines (try_action).
struct ActionTrial {
  Resolution ledger;
  Distribution odds;
  std::vector<std::string> log;
  bool rolled = false;  // forced dice were rolled: the ledger holds them and the match changed
};

// One usage line per verb for help texts and the front end's command palette.
// What a command does, in the one word the front end's feedback needs (the sound it plays); the
// rules' own words for it stay in the system (RuleSystem::cue_of).
enum class CommandCue { None, Fire, Assault, Move };

struct VerbHelp {
  std::string verb;   // "move"
  std::string usage;  // "SIDE move FROM TO [TO ...] [charge] [straggle=hit|stop]"
  std::string summary;
};

// A problem a rule system finds in a scenario's set-up that the file format cannot see
// (fireline: units of two higher organizations stacked together, 5.2).
struct SetupProblem {
  std::string unit;      // the unit concerned, by name ("" for the scenario as a whole)
  SourceLocation where;  // file, line and hex (ScenarioInfo::where_unit); line 0 for the whole file
  std::string message;   // "unit 'Battery A' at 0605: ..."
};

class PreviewProvider;
class ElementReader;

class RuleSystem {
 public:
  virtual ~RuleSystem() = default;

  virtual const std::string& id() const = 0;  // "fireline"
  virtual const SequenceOfPlay& sequence_of_play() const = 0;
  virtual std::vector<VerbHelp> verbs() const = 0;
  // The feedback a command of this verb gets: a fire, an assault, a move, or nothing special.
  virtual CommandCue cue_of(const std::string& verb) const {
    (void)verb;
    return CommandCue::None;
  }

  // The game at its start: turn 1, reinforcements of turn 1 in, the first chit drawn with `seed`.
  virtual Match start(const Scenario& scenario, std::uint64_t seed) const = 0;

  // Every legal command now. Moves are listed one hex at a time (longer paths are legal too:
  // ask validate()). Empty once the game is over.
  virtual std::vector<Command> legal_commands(const Match& m) const = 0;

  // The one command model: `parse` reads a text command once into the system's typed command
  // (its words only: side, verb, hexes, units; not whether it is legal now), `check` says whether
  // it is legal now, `carry_out` checks and applies it. Printing back: ParsedCommand::text.
  virtual std::variant<ParsedCommand, std::string> parse(const Match& m, const Command& c) const = 0;
  // Nothing when `c` is legal now; otherwise the reason, for the player
  // ("it is Wharton's Brigade (Confederate)'s activation; Col. Scammon in 0811 is Union").
  // Pending decisions are in m.flow.prompts: while there is one, only its options are legal.
  virtual std::optional<std::string> check(const Match& m, const ParsedCommand& c) const = 0;
  // Checks, then applies `c`, rolling the match's own RNG, or `forced` dice when given (what-if
  // rolls of hexfire-cli and tests). On failure the match is unchanged.
  virtual ApplyResult carry_out(Match& m, const ParsedCommand& c, DiceSource* forced) const = 0;

  // Words for people (the log): `c` as given in `before`, its units still where it finds them
  // ("30th Ohio moves from 0711 to 0709"), and the kind the log filters by. Default: the
  // command's text, kind Other.
  virtual LogWords describe(const Match& before, const ParsedCommand& c) const;
  // What came of it, added to `words` once carried out ("; straggle check 50%: passed").
  // Default: every ledger's kind and result (outcome_words).
  virtual void describe_outcome(const Match& after, const ParsedCommand& c, const ApplyResult& done,
                                LogWords& words) const;

  // parse + check: the reason `c` is not legal now, or nothing. Reasons, here and in apply, are
  // bounded (bound_message): a system may quote a word of the command, and a command from a
  // file may be megabytes long.
  std::optional<std::string> validate(const Match& m, const Command& c) const;
  // parse + carry_out with the match's RNG (or `forced` dice); fills ApplyResult::words.
  ApplyResult apply(Match& m, const Command& c, DiceSource* forced = nullptr) const;

  // What-if, outside the turn sequence (hexfire-cli resolve): the ledger and exact odds of the
  // action `c` in the position as it stands, whoever's turn it is; rolled with `forced` dice
  // when given (the match changes then). The reason when the action is unknown or illegal.
  virtual std::variant<ActionTrial, std::string> try_action(Match& m, const Command& c, DiceSource* forced) const;
  // Arranges a position for try_action with the system's own set-up words (fireline: face,
  // status, tag, hits, and actions rolled with the match's dice): one line, `words` split. What
  // it did goes to `log` ("1207 faces SE").
  virtual std::optional<std::string> arrange(Match& m, const std::vector<std::string>& words,
                                             std::vector<std::string>& log) const;
  // The previews the play screen shows for this system (engine/rules/preview.hpp); nothing for a
  // system that can be played only from scripts. The provider must not outlive the system.
  virtual std::unique_ptr<PreviewProvider> make_previews() const;  // default: none (preview.cpp)
  // The scenario's starting position checked against this system's rules (hexfire-lint).
  virtual std::vector<SetupProblem> check_setup(const Scenario& scenario) const {
    (void)scenario;
    return {};
  }

  // ---- hints for the computer opponent (engine/ai/) ----
  // Makes `m` (a copy) one that `viewer` cannot tell from the real game: the future dice (the
  // match's RNG) drawn again from `rng`, then the system flow's own secrets (SystemFlow::
  // redraw_hidden). A system that hides more than its flow does overrides this.
  virtual void redraw_hidden(Match& m, SideId viewer, Rng& rng) const {
    m.state.rng = Rng(rng.next());
    if (m.flow.system) m.flow.system->redraw_hidden(viewer, rng);
  }
  // The fighting worth `side` has left, in the system's own measure (roughly strength points,
  // less for units that are worn or shaken); nothing: the opponent's neutral measure from the
  // units' strengths and statuses (engine/ai/evaluate.cpp).
  virtual std::optional<double> ai_material(const Match& m, SideId side) const {
    (void)m;
    (void)side;
    return std::nullopt;
  }
  // The threat `side` makes: the fighting worth (ai_material's measure) its units would take off
  // the enemy with the fire (or assault, or charge) each may give next from where it stands, at
  // its best target, as the expectation of the exact odds the previews show (so terrain, cover,
  // flanks, officers, the units' state and orders all count as the rules count them). A unit that
  // has fired this turn still threatens: this is where the units stand, not what is left of the
  // turn. Only what `viewer` may know is read (volley: an order it may not see yet counts as the
  // mean over the orders open to the unit, as redraw_hidden draws them).
  // Nothing: the system gives no such hint, and the opponent goes without the term.
  virtual std::optional<double> ai_threat(const Match& m, SideId side, SideId viewer) const {
    (void)m;
    (void)side;
    (void)viewer;
    return std::nullopt;
  }
  // Commands `side` may give now beyond those legal_commands lists, for the opponent to weigh
  // beside them at its decision (never in its playouts, which stay with the cheap list): each
  // must be legal (one the system refuses is dropped). Fireline and column-shift list a move one
  // hex at a time though a move is one action of up to the stack's whole allowance, so they offer
  // the moves to every hex the stack can reach (longer_moves.hpp); column-shift adds its cavalry
  // charges, whose command names the run-up. Nothing by default.
  virtual std::vector<Command> ai_candidates(const Match& m, SideId side) const {
    (void)m;
    (void)side;
    return {};
  }
  // The commands `side` is bound to choose among next, `done` just carried out on `m`: fireline's
  // charge, which the rules make the next action of a stack that made a charging move. Asked with
  // the prompts `done` raised still open (the enemy's reaction fire): the opponent answers them,
  // then carries out the best of these the rules still accept, and so weighs `done` as "it, then
  // its charge". Weighed alone, a charging move was a move to the same hex with a +1 for the
  // enemy's reaction fire, and the cavalry never charged. Nothing by default, and when nothing
  // is bound.
  virtual std::vector<Command> ai_follow_ups(const Match& m, SideId side, const Command& done) const {
    (void)m;
    (void)side;
    (void)done;
    return {};
  }
  // The command that closes `side`'s part of the current phase, while the commands it gives in it
  // are a batch whose worth shows only once it is closed (volley's orders: secret until both
  // sides are done, every unit not ordered holding). The opponent weighs each other command of
  // such a batch as "it, then this", on the same copy and dice as closing at once, so that the two
  // differ by the command alone and its playouts begin where closing's do. Nothing: every command
  // is weighed as it stands.
  virtual std::optional<Command> ai_closing_command(const Match& m, SideId side) const {
    (void)m;
    (void)side;
    return std::nullopt;
  }
  // The hexes nearer `toward` that `unit` may still get before its side decides again (volley:
  // what its order lets it move this turn, over the ground as its movement costs count it), as
  // `viewer` may know it; the opponent takes a unit's distance to an objective less this. 0: the
  // distances as they stand.
  virtual int ai_reach(const Match& m, UnitId unit, SideId viewer, Hex toward) const {
    (void)m;
    (void)unit;
    (void)viewer;
    (void)toward;
    return 0;
  }
};

// The rule system a scenario names; nothing, with `why`, for an unknown system or bad tables.
// `rules_dir` holds <system>.xml (assets/rules).
std::unique_ptr<RuleSystem> make_rule_system(const Scenario& scenario, const std::string& rules_dir,
                                             std::string& why);

// How a rule system is made from a scenario and the rules folder; nothing, with `why`, on failure.
using RuleSystemFactory =
    std::unique_ptr<RuleSystem> (*)(const Scenario& scenario, const std::string& rules_dir, std::string& why);
// Reads the attributes of a scenario's <unit> or <leader> that belong to the system (fireline:
// hits="2") into its typed unit state; problems go to the reader, at the element's line.
using UnitStateReader = UnitStateBox (*)(ElementReader& unit_element);
// Adds a system to the table make_rule_system reads (the shipped ones are listed in
// engine/flow/rule_systems.cpp; tests add their own). A second registration of an id replaces it.
// `unit_attributes` lists what `unit_reader` reads, for the scenario editor (unit_attributes.hpp).
void register_rule_system(const std::string& id, RuleSystemFactory factory, UnitStateReader unit_reader = nullptr,
                          UnitAttributeLister unit_attributes = nullptr);
// The unit state the system `system_id` reads from a scenario's unit element; empty for a system
// that keeps none or is unknown (the loader reports an unknown system on its own).
UnitStateBox read_unit_state(const std::string& system_id, ElementReader& unit_element);
// The ids of the known systems, in registration order.
std::vector<std::string> rule_system_ids();

}  // namespace hexfire
