// Fireline action scripts: one action per line ("fire 0405 0607", "face 0405 SE"), parsed and run
// against a GameState. hexfire-cli --commands and tests use it; each verb is a registered handler so
// more verbs (move, assault) can be added without touching the parser. Format: docs/rules/fireline.md.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "engine/io/diagnostic.hpp"
#include "engine/rules/dice.hpp"
#include "engine/rules/fireline/fire.hpp"
#include "engine/rules/fireline/fireline_context.hpp"
#include "engine/rules/resolution.hpp"
#include "engine/state/game_state.hpp"

namespace hexfire::fireline {

struct ScriptLine {
  int line = 0;                   // 1-based line in the file
  std::string verb;               // "fire"
  std::vector<std::string> args;  // {"0405", "0607"}
};

struct ActionScript {
  std::string file;
  std::vector<ScriptLine> lines;
};

// Splits the text into lines of words; blank lines and text after '#' are ignored.
ActionScript parse_action_script(const std::string& text, const std::string& file);

// What running actions produced, in order.
struct ActionReport {
  std::vector<Resolution> resolutions;
  std::vector<std::string> log;  // one line per action: "0405 faces SE"
};

// Runs one line; returns an error message (empty on success). Handlers must check their
// arguments and leave the state unchanged when they fail.
using ActionHandler = std::function<std::string(GameState&, const FirelineContext&, const ScriptLine&, DiceSource&,
                                                ActionReport&)>;

struct ActionVerb {
  std::string verb;     // "fire"
  std::string usage;    // "fire FIRER_HEX TARGET_HEX [advance|pre-assault]"
  std::string summary;  // one line for help texts
  ActionHandler run;
};

class ActionRegistry {
 public:
  void add(ActionVerb v);
  const ActionVerb* find(const std::string& verb) const;
  const std::vector<ActionVerb>& verbs() const { return verbs_; }
  // Runs the lines in order and stops at the first failure, reported as file:line: message.
  std::optional<Diagnostic> run(GameState& s, const FirelineContext& ctx, const ActionScript& script, DiceSource& dice,
                                ActionReport& report) const;

 private:
  std::vector<ActionVerb> verbs_;
};

// The fireline verbs: face, fire, status, tag, hits (and movement's verbs once registered here).
ActionRegistry fireline_actions();

// A hex of the state's map from its board label; nothing, with `why`, for a bad or off-map label.
std::optional<Hex> parse_script_hex(const GameState& s, const std::string& label, std::string& why);
// "fire" arguments: FIRER_HEX TARGET_HEX [advance|pre-assault] [units=N,N]; nothing, with `why`,
// on bad input. units= names the firers picked by unit number (UnitId value).
std::optional<FireAction> parse_fire_args(const GameState& s, const std::vector<std::string>& args, std::string& why);
// "units=3,7": comma-separated unit numbers; nothing, with `why`, for a word that is not one.
std::optional<std::vector<UnitId>> parse_unit_list(const GameState& s, const std::string& list, std::string& why);
inline constexpr const char* kUnitsPrefix = "units=";
// The units= argument for these firers.
std::string units_arg(const std::vector<UnitId>& units);

// The actions themselves, from their typed orders (the script verbs parse, then call these; so
// does FirelineSystem with its parsed commands). Each returns an error message, empty on success,
// and leaves the state unchanged when it fails.
std::string fire_stack(GameState& s, const FirelineContext& ctx, const FireAction& a, DiceSource& dice, ActionReport& r);
std::string face_stack(GameState& s, Hex h, HexDirection d, ActionReport& r);

}  // namespace hexfire::fireline
