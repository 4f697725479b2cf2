// Fuzz target: the rules file loaders (load_ruleset_text for the terrain and unit definitions,
// parse_fireline_tables for fireline's <tables>) on any bytes. Properties: they never crash; a
// failed load says why; a rules file both accept plays: Crossroads loads against it (written to a
// temporary rules folder), starts the same way twice, and its first legal command applies.
#include <unistd.h>

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <fstream>

#include "engine/flow/match_hash.hpp"
#include "engine/io/ruleset_loader.hpp"
#include "engine/io/scenario_loader.hpp"
#include "engine/rules/fireline/fireline_tables.hpp"
#include "engine/rules/rule_system.hpp"
#include "fuzz_support.hpp"

using namespace hexfire;

namespace {

// A rules folder of this process's own, holding the input as fireline.xml; removed at exit.
class TempRulesDir {
 public:
  TempRulesDir()
      : path_(std::filesystem::temp_directory_path() / ("hexfire-fuzz-rules-" + std::to_string(getpid()))) {
    std::filesystem::create_directories(path_);
  }
  ~TempRulesDir() {
    std::error_code ignored;
    std::filesystem::remove_all(path_, ignored);
  }
  TempRulesDir(const TempRulesDir&) = delete;
  TempRulesDir& operator=(const TempRulesDir&) = delete;
  std::string path() const { return path_.string(); }

 private:
  std::filesystem::path path_;
};

const std::string& temp_rules_dir() {
  static const TempRulesDir dir;
  static const std::string path = dir.path();
  return path;
}

void play_crossroads_with(const std::string& rules_text) {
  {
    std::ofstream out(temp_rules_dir() + "/fireline.xml", std::ios::binary | std::ios::trunc);
    out << rules_text;
    fuzz::require(static_cast<bool>(out), "cannot write the temporary rules file");
  }
  static const std::string crossroads = fuzz::repo_file("scenarios/fireline/crossroads.xml");
  const ScenarioLoad load = load_scenario_text(crossroads, "crossroads.xml", temp_rules_dir());
  if (!load.ok()) {
    fuzz::require(!load.errors.empty(), "a scenario that does not load must say why");
    return;
  }
  std::string why;
  const auto rules = make_rule_system(*load.scenario, temp_rules_dir(), why);
  if (!rules) {
    fuzz::require(!why.empty(), "a rule system that cannot be made must say why");
    return;
  }
  Match m = rules->start(*load.scenario, load.scenario->info.seed);
  fuzz::require(match_hash(m) == match_hash(rules->start(*load.scenario, load.scenario->info.seed)),
                "starting a scenario twice gives different hashes");
  const std::vector<Command> legal = rules->legal_commands(m);
  if (!legal.empty()) {
    const ApplyResult r = rules->apply(m, legal.front());
    fuzz::require(r.ok, "a listed legal command does not apply", to_line(legal.front()) + ": " + r.error);
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text = fuzz::as_text(data, size);
  const RulesetLoad ruleset = load_ruleset_text(text, "fuzz-rules.xml");
  fuzz::require(ruleset.ok() || !ruleset.errors.empty(), "a rules file that does not load must say why");
  const fireline::FirelineTablesLoad tables = fireline::parse_fireline_tables(text, "fuzz-rules.xml");
  fuzz::require(tables.tables.has_value() || !tables.errors.empty(), "tables that do not load must say why");
  if (ruleset.ok() && tables.tables && tables.errors.empty()) play_crossroads_with(text);
  return 0;
}
