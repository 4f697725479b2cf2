// What every fireline rules function takes: the ruleset, the charts, the options (ruleset
// defaults with the scenario's overrides) and the hooks through which command range and isolation
// (fireline2's command / isolation code) reach the morale schedule. Built once per game.
#pragma once

#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>

#include "engine/hex/hex.hpp"
#include "engine/io/diagnostic.hpp"
#include "engine/map/ruleset.hpp"
#include "engine/rules/fireline/fireline_tables.hpp"

namespace hexfire {
class GameState;
}

namespace hexfire::fireline {

enum class RoundFire { Down, Nearest, Up };

// The design defaults ([D] in the rules reference) this code reads, typed. Names and defaults
// are those of the <options> section of assets/rules/fireline.xml (docs/rules/fireline.md).
struct FirelineOptions {
  bool straggle_uses_amm = false;       // straggle_uses_amm (D-1, revised: literal base morale by default)
  std::string apportion_hits = "most_sp_first";  // apportion_hits (6.4)
  int flank_hexsides = 3;               // flank_hexsides: odd, 1..5
  // d_result_o_hit_option: ask | test | off. With ask the owner is asked in play; where nobody
  // can be asked (scripts, hexfire-cli resolve, assault rounds, the odds) the test is taken.
  bool d_result_o_hit_test = true;
  bool d_result_ask = true;
  RoundFire round_fire = RoundFire::Down;  // round_fire (D-9)
  int no_los_cap_row = 0;               // no_los_cap_row (D-7)
  bool clamp_each_step = true;          // fire_line_clamp: each_step | end (D-14)
  bool routed_may_fire = false;         // routed_may_fire (6.3)
  bool disrupted_d_checks = true;       // disrupted_d_result: o_hit | o_hit_no_check

  // Hexsides each side of the facing hexside that count as front (1 with flank_hexsides = 3).
  int front_half_width() const { return (6 - flank_hexsides - 1) / 2; }
};

// Hooks for facts other fireline modules compute. Each returns the reason when the condition
// holds ("HO leader Col. Smith is 5 hexes away, command range 3") and nothing otherwise.
// Defaults: in command, not isolated. Routed stacks are out of command regardless (5.4).
struct FirelineHooks {
  std::function<std::optional<std::string>(const GameState&, Hex)> out_of_command;
  std::function<std::optional<std::string>(const GameState&, Hex)> isolated;
};

class FirelineContext {
 public:
  std::shared_ptr<const Ruleset> ruleset;
  FirelineTables tables;
  FirelineOptions options;
  std::map<std::string, std::string> option_values;  // every option after overrides, as text
  FirelineHooks hooks;

  // An option's text value (for options other modules own, e.g. "ho_level").
  std::optional<std::string> option(const std::string& name) const;
};

struct FirelineContextLoad {
  std::optional<FirelineContext> context;  // set only without errors
  Diagnostics errors;
  bool ok() const { return context.has_value() && errors.empty(); }
};

// Options = ruleset->options with `overrides` (ScenarioInfo::options) on top; bad values are
// errors naming the option. `source` names where the overrides came from in messages.
FirelineContextLoad make_fireline_context(std::shared_ptr<const Ruleset> ruleset, FirelineTables tables,
                                          const std::map<std::string, std::string>& overrides = {},
                                          const std::string& source = "options");
// Reads the tables from `rules_file` (assets/rules/fireline.xml) and builds the context.
FirelineContextLoad load_fireline_context(std::shared_ptr<const Ruleset> ruleset, const std::string& rules_file,
                                          const std::map<std::string, std::string>& overrides = {});

}  // namespace hexfire::fireline
