// hexfire-cli resolve: load a scenario, apply a command file, then show the ledger and the exact
// odds of one action (fire), optionally rolled with forced dice.
#include <cstdio>
#include <optional>
#include <sstream>

#include "engine/io/bounded_file.hpp"
#include "engine/io/ruleset_loader.hpp"
#include "engine/io/scenario_loader.hpp"
#include "engine/io/xml_reader.hpp"
#include "engine/rules/fireline/action_script.hpp"
#include "engine/rules/fireline/command.hpp"
#include "engine/rules/fireline/fire.hpp"
#include "engine/rules/fireline/movement_actions.hpp"
#include "tools/cli/cli_common.hpp"

#ifndef HEXFIRE_SOURCE_DIR
#define HEXFIRE_SOURCE_DIR "."
#endif

namespace hexfire::cli {

const char* const kResolveUsage =
    "usage: hexfire-cli resolve --scenario FILE [--rules DIR] [--commands FILE]\n"
    "                           --fire FIRER_HEX TARGET_HEX [--advance | --pre-assault]\n"
    "                         | --move FROM TO [TO ...] [horse] [charge] [straggle=hit|stop]\n"
    "                         | --assault FROM TARGET [charge] | --rally HEX\n"
    "                           [--dice D1,D2,...] [--json]\n"
    "Loads the scenario, applies the command file (one action a line, see docs/rules/fireline.md;\n"
    "rolled with the scenario's seeded dice), then prints the ledger of the action and the exact\n"
    "distribution of its outcomes. --dice rolls the action with those d10 faces (0-9) in order.\n"
    "Exit 2 with a message for bad arguments, load errors and illegal actions.\n";

namespace {

struct ResolveArgs {
  std::string scenario;
  std::string rules_dir = std::string(HEXFIRE_SOURCE_DIR) + "/assets/rules";
  std::optional<std::string> commands;
  std::vector<std::string> fire;  // firer, target
  std::string other_verb;          // "move", "assault", "rally" (movement_actions.hpp)
  std::vector<std::string> other_args;
  bool advance = false;
  bool pre_assault = false;
  std::optional<std::vector<int>> dice;
  bool json = false;
};

std::vector<int> parse_dice(const std::string& text) {
  std::vector<int> out;
  std::stringstream ss(text);
  std::string item;
  while (std::getline(ss, item, ',')) {
    const auto v = parse_whole_number(item);
    if (!v || *v < 0 || *v > 9) throw UsageError("--dice: '" + item + "' is not a d10 face from 0 to 9");
    out.push_back(static_cast<int>(*v));
  }
  if (out.empty()) throw UsageError("--dice needs at least one value, e.g. --dice 3,7");
  return out;
}

ResolveArgs parse_args(const std::vector<std::string>& args) {
  ResolveArgs a;
  auto value = [&](std::size_t& i, const std::string& flag) -> const std::string& {
    if (i + 1 >= args.size() || (args[i + 1].size() > 2 && args[i + 1].rfind("--", 0) == 0))
      throw UsageError(flag + " needs a value");
    return args[++i];
  };
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& s = args[i];
    if (s == "--scenario") a.scenario = value(i, s);
    else if (s == "--rules") a.rules_dir = value(i, s);
    else if (s == "--commands") a.commands = value(i, s);
    else if (s == "--fire") {
      a.fire.push_back(value(i, s));
      a.fire.push_back(value(i, s));
    } else if (s == "--move" || s == "--assault" || s == "--rally") {
      a.other_verb = s.substr(2);
      while (i + 1 < args.size() && args[i + 1].rfind("--", 0) != 0) a.other_args.push_back(args[++i]);
      if (a.other_args.empty()) throw UsageError(s + " needs its hexes");
    } else if (s == "--advance") a.advance = true;
    else if (s == "--pre-assault") a.pre_assault = true;
    else if (s == "--dice") a.dice = parse_dice(value(i, s));
    else if (s == "--json") a.json = true;
    else throw UsageError("unknown argument '" + s + "'");
  }
  if (a.scenario.empty()) throw UsageError("--scenario FILE is required");
  if (a.fire.empty() == a.other_verb.empty())
    throw UsageError("name one action to resolve: --fire FIRER_HEX TARGET_HEX, --move, --assault or --rally");
  if (a.advance && a.pre_assault) throw UsageError("--advance and --pre-assault exclude each other");
  return a;
}

std::string read_file(const std::string& path) {
  FileProblem problem;
  auto text = read_bounded_file(path, problem);
  if (!text) throw UsageError("command file " + problem.message());
  return std::move(*text);
}

void print_result(const ResolveArgs& a, const fireline::ActionReport& report, const Resolution& ledger,
                  const Distribution& odds, const std::string& note) {
  if (a.json) {
    std::string out = "{\"commands\":[";
    for (std::size_t i = 0; i < report.log.size(); ++i) {
      if (i) out += ",";
      out += json_string(report.log[i]);
    }
    out += "],\"ledger\":" + resolution_json(ledger) + ",\"rolled\":" + (a.dice ? "true" : "false") +
           ",\"distribution\":" + distribution_json(odds);
    if (!note.empty()) out += ",\"note\":" + json_string(note);
    std::printf("%s}\n", out.c_str());
    return;
  }
  for (const auto& line : report.log) std::printf("command: %s\n", line.c_str());
  if (!report.log.empty()) std::printf("\n");
  std::printf("%s\n%s", format_resolution(ledger).c_str(), distribution_text(odds).c_str());
  if (!a.dice) std::printf("(preview: no dice rolled; use --dice to roll)\n");
  if (!note.empty()) std::printf("note: %s\n", note.c_str());
}

// --move, --assault, --rally (engine/rules/fireline/movement_actions.hpp).
int run_other_action(const ResolveArgs& a, GameState& state, const fireline::FirelineContext& ctx,
                     const fireline::ActionReport& report) {
  std::optional<ScriptedDice> forced;
  if (a.dice) forced.emplace(*a.dice);
  std::string why;
  std::optional<fireline::ActionPreview> r;
  try {
    DiceSource* dice = forced ? &*forced : nullptr;
    if (a.other_verb == "move") r = fireline::move_action(state, ctx, a.other_args, dice, why);
    else if (a.other_verb == "assault") r = fireline::assault_action(state, ctx, a.other_args, dice, why);
    else r = fireline::rally_action(state, ctx, a.other_args, dice, why);
  } catch (const DiceExhausted&) {
    throw UsageError("--dice gave " + std::to_string(a.dice->size()) + " value(s) but the " + a.other_verb +
                     " needed more (its dice in order, then each follow-on check)");
  }
  if (!r) throw UsageError("--" + a.other_verb + ": " + why);
  std::string note;
  if (forced && forced->rolled().size() < a.dice->size())
    note = std::to_string(a.dice->size() - forced->rolled().size()) + " forced die value(s) were not used";
  print_result(a, report, r->ledger, r->odds, note);
  return kExitOk;
}

}  // namespace

int run_resolve(const std::vector<std::string>& argv) {
  const ResolveArgs a = parse_args(argv);
  ScenarioLoad load = load_scenario(a.scenario, a.rules_dir);
  if (!load.ok()) throw UsageError("the scenario does not load:\n" + format_diagnostics(load.errors));
  Scenario& sc = *load.scenario;
  if (sc.info.rule_system != "fireline")
    throw UsageError("resolve handles fireline scenarios; " + a.scenario + " uses '" + sc.info.rule_system + "'");
  auto ctx_load = fireline::load_fireline_context(sc.initial.ruleset_ptr(), ruleset_path(a.rules_dir, "fireline"),
                                                  sc.info.options);
  if (!ctx_load.ok()) throw UsageError("the fireline tables or options are wrong:\n" + format_diagnostics(ctx_load.errors));
  fireline::FirelineContext& ctx = *ctx_load.context;
  fireline::install_command_and_isolation_hooks(ctx);
  GameState& state = sc.initial;

  fireline::ActionReport report;
  if (a.commands) {
    const auto script = fireline::parse_action_script(read_file(*a.commands), *a.commands);
    RngDice game_dice(state.rng);
    if (auto err = fireline::fireline_actions().run(state, ctx, script, game_dice, report))
      throw UsageError(err->to_string());
  }

  if (!a.other_verb.empty()) return run_other_action(a, state, ctx, report);

  std::vector<std::string> fire_args = a.fire;
  if (a.advance) fire_args.push_back("advance");
  if (a.pre_assault) fire_args.push_back("pre-assault");
  std::string why;
  const auto action = fireline::parse_fire_args(state, fire_args, why);
  if (!action) throw UsageError("--fire: " + why);
  const fireline::FirePlan plan = fireline::plan_fire(state, ctx, *action);
  if (!plan.legal) throw UsageError("illegal fire: " + plan.illegal_reason);
  const Distribution odds = fireline::fire_odds(state, ctx, plan);

  Resolution ledger = plan.ledger;
  std::string note;
  if (a.dice) {
    ScriptedDice forced(*a.dice);
    fireline::FireOutcome out;
    try {
      out = fireline::resolve_fire(state, ctx, *action, forced);
    } catch (const DiceExhausted&) {
      throw UsageError("--dice gave " + std::to_string(a.dice->size()) + " value(s) but the fire needed more (" +
                       "the fire die, then each follow-on check)");
    }
    ledger = std::move(out.ledger);
    if (forced.rolled().size() < a.dice->size())
      note = std::to_string(a.dice->size() - forced.rolled().size()) + " forced die value(s) were not used";
  }

  print_result(a, report, ledger, odds, note);
  return kExitOk;
}

}  // namespace hexfire::cli
