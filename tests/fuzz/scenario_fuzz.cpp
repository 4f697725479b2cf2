// Fuzz target: the scenario loader on any bytes, against the repository's rules. Properties: it
// never crashes; a failed load says why; a scenario that loads starts, and starting it twice with
// its seed gives the same match (hash and text); a short walk of listed legal commands (picked by
// the input's hash) is accepted and applied.
#include <cstddef>
#include <cstdint>

#include "engine/flow/match_hash.hpp"
#include "engine/io/scenario_loader.hpp"
#include "engine/rules/rule_system.hpp"
#include "engine/state/state_hash.hpp"
#include "fuzz_support.hpp"

using namespace hexfire;

namespace {
// Legal commands played after the start; listing them is the costly step.
constexpr int kWalkSteps = 6;
}  // namespace

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

  // A short walk through the start: each step plays one of the legal commands listed, picked by
  // the input's hash, so odd maps and orders of battle reach fire, movement and prompts.
  std::uint64_t pick = fnv1a64(std::string(reinterpret_cast<const char*>(data), size));
  for (int step = 0; step < kWalkSteps; ++step) {
    const std::vector<Command> legal = rules->legal_commands(first);
    if (legal.empty()) break;
    const Command& c = legal[pick % legal.size()];
    pick = pick / legal.size() + 0x9e3779b97f4a7c15ull * static_cast<std::uint64_t>(step + 1);
    const auto refused = rules->validate(first, c);
    fuzz::require(!refused, "a listed legal command is refused", to_line(c) + ": " + refused.value_or(""));
    const ApplyResult r = rules->apply(first, c);
    fuzz::require(r.ok, "a listed legal command does not apply", to_line(c) + ": " + r.error);
  }
  return 0;
}
