// A scenario's options as the new-game screen offers them (issue 14, 5): every option of its
// ruleset (assets/rules/<system>.xml <options>) and of its sequence of play, with the doc text,
// the value it plays with and the values the rule system accepts. The options the scenario (or
// its variant) sets itself are part of its design and are shown but not offered; the others the
// players may change before the game starts, and GameSetup::options carries the change into the
// match and its save.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "engine/state/scenario.hpp"

namespace hexfire::game {

struct OptionChoice {
  std::string name;   // "round_fire"
  std::string doc;    // the ruleset's doc="..." (or the sequence of play's)
  std::string value;  // in effect before any change: ruleset default, variant, scenario
  // Values the rule system accepts, found by asking it (each candidate named in the doc, the
  // booleans, the current value). Two or more: the player picks one. Fewer: `open_text`.
  std::vector<std::string> values;
  bool open_text = false;  // a value to type (initiative ratings, turn lists), checked when typed
  bool fixed = false;      // set by the scenario or its variant: shown, not changeable
};

// The picker's options form for one scenario: what the players changed, kept until another
// scenario is picked.
struct OptionsForm {
  std::string path;  // the scenario the choices are of ("" before one is read)
  std::vector<OptionChoice> choices;
  std::map<std::string, std::string> picked;    // name -> value chosen, where it differs from the choice's
  std::map<std::string, std::string> typed;     // name -> text being typed (open-text options)
  std::map<std::string, std::string> refused;   // name -> why the typed text is refused
  bool ok() const { return refused.empty(); }
};

// Nothing when the scenario's ruleset cannot be read (the picker then shows no options).
std::vector<OptionChoice> scenario_option_choices(const Scenario& scenario, const std::string& rules_dir);

// Nothing when the rule system accepts `value` for `name` in this scenario; else its reason.
std::optional<std::string> check_option_value(const Scenario& scenario, const std::string& rules_dir,
                                              const std::string& name, const std::string& value);

}  // namespace hexfire::game
