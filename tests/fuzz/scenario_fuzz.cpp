// Fuzz target: the scenario loader on any bytes, against the repository's rules. Properties: it
// never crashes; a failed load says why; a scenario that loads starts, and starting it twice with
// its seed gives the same match (hash and text); its first legal command is accepted.
#include <cstddef>
#include <cstdint>

#include "engine/flow/match_hash.hpp"
#include "engine/io/scenario_loader.hpp"
#include "engine/rules/rule_system.hpp"
#include "fuzz_support.hpp"

using namespace hexfire;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const ScenarioLoad load = load_scenario_text(fuzz::as_text(data, size), "fuzz.xml", fuzz::rules_dir());
  if (!load.ok()) {
    fuzz::require(!load.errors.empty(), "a scenario that does not load must say why");
    return 0;
  }
  const Scenario& scenario = *load.scenario;
  std::string why;
  const auto rules = make_rule_system(scenario, fuzz::rules_dir(), why);
  if (!rules) {
    fuzz::require(!why.empty(), "a rule system that cannot be made must say why");
    return 0;
  }
  (void)rules->check_setup(scenario);
  Match first = rules->start(scenario, scenario.info.seed);
  const Match second = rules->start(scenario, scenario.info.seed);
  fuzz::require(match_hash(first) == match_hash(second), "starting a scenario twice gives different hashes");
  fuzz::require(match_text(first) == match_text(second), "starting a scenario twice gives different matches",
                match_text(first) + "\n--- versus ---\n" + match_text(second));

  const std::vector<Command> legal = rules->legal_commands(first);
  if (!legal.empty()) {
    const auto refused = rules->validate(first, legal.front());
    fuzz::require(!refused, "a listed legal command is refused", to_line(legal.front()) + ": " + refused.value_or(""));
    const ApplyResult r = rules->apply(first, legal.front());
    fuzz::require(r.ok, "a listed legal command does not apply", to_line(legal.front()) + ": " + r.error);
  }
  return 0;
}
