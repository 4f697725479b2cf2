// hexfire-cli resolve: load a scenario, arrange a position with the rule system's set-up words,
// then show the ledger and the exact odds of one action, optionally rolled with forced dice.
// Everything goes through the rule system (RuleSystem::arrange and try_action): no rules here.
#include <cstdio>
#include <optional>
#include <sstream>
#include <variant>

#include "engine/io/bounded_file.hpp"
#include "engine/io/data_dir.hpp"
#include "engine/io/scenario_loader.hpp"
#include "engine/io/xml_reader.hpp"
#include "engine/rules/rule_system.hpp"
#include "tools/cli/cli_common.hpp"

namespace hexfire::cli {

const char* const kResolveUsage =
    "usage: hexfire-cli resolve --scenario FILE [--rules DIR] [--commands FILE]\n"
    "                           --fire FIRER_HEX TARGET_HEX [--advance | --pre-assault]\n"
    "                         | --move FROM TO [TO ...] [WORD ...]\n"
    "                         | --assault FROM TARGET [charge] | --rally HEX | --charge FROM TARGET\n"
    "                           [--dice D1,D2,...] [--json]\n"
    "Loads the scenario, arranges the position with the command file (the rule system's set-up\n"
    "words, one a line, see docs/rules/fireline.md; rolled with the scenario's seeded dice), then\n"
    "prints the ledger of the action and the exact distribution of its outcomes, whoever's turn it\n"
    "is. --dice rolls the action with those die faces in order. Which actions a system resolves:\n"
    "fireline all but --charge; column-shift --fire and --assault; volley --fire and --charge.\n"
    "Exit 2 with a message for bad arguments, load errors and illegal actions.\n";

namespace {

struct ResolveArgs {
  std::string scenario;
  std::string rules_dir = data_dir_of_this_program() + "/assets/rules";
  std::optional<std::string> commands;
  std::vector<std::string> fire;  // firer, target
  std::string other_verb;          // "move", "assault", "rally" (movement_actions.hpp), "charge" (volley)
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
    } else if (s == "--move" || s == "--assault" || s == "--rally" || s == "--charge") {
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
    throw UsageError("name one action to resolve: --fire FIRER_HEX TARGET_HEX, --move, --assault, --rally or --charge");
  if (a.advance && a.pre_assault) throw UsageError("--advance and --pre-assault exclude each other");
  return a;
}

std::string read_file(const std::string& path) {
  FileProblem problem;
  auto text = read_bounded_file(path, problem);
  if (!text) throw UsageError("command file " + problem.message());
  return std::move(*text);
}

void print_result(const ResolveArgs& a, const std::vector<std::string>& arranged, const ActionTrial& t,
                  const std::string& note) {
  if (a.json) {
    std::string out = "{\"commands\":[";
    for (std::size_t i = 0; i < arranged.size(); ++i) {
      if (i) out += ",";
      out += json_string(arranged[i]);
    }
    out += "],\"ledger\":" + resolution_json(t.ledger) + ",\"rolled\":" + (a.dice ? "true" : "false") +
           ",\"distribution\":" + distribution_json(t.odds);
    if (!note.empty()) out += ",\"note\":" + json_string(note);
    std::printf("%s}\n", out.c_str());
    return;
  }
  for (const auto& line : arranged) std::printf("command: %s\n", line.c_str());
  if (!arranged.empty()) std::printf("\n");
  std::printf("%s\n%s", format_resolution(t.ledger).c_str(), distribution_text(t.odds).c_str());
  if (!a.dice) std::printf("(preview: no dice rolled; use --dice to roll)\n");
  if (!note.empty()) std::printf("note: %s\n", note.c_str());
}

// The action as a command of the side whose stack acts (resolve asks outside the turn sequence).
Command action_command(const ResolveArgs& a, const GameState& state) {
  Command c;
  c.verb = a.fire.empty() ? a.other_verb : "fire";
  c.args = a.fire.empty() ? a.other_args : a.fire;
  if (!a.fire.empty()) {
    if (a.advance) c.args.emplace_back("advance");
    if (a.pre_assault) c.args.emplace_back("pre-assault");
  }
  if (const auto h = state.map().parse_label(c.args.front()))
    if (!state.stack_at(*h).empty()) c.side = state.side(state.unit(state.stack_at(*h).front()).side).key;
  return c;
}

}  // namespace

int run_resolve(const std::vector<std::string>& argv) {
  const ResolveArgs a = parse_args(argv);
  ScenarioLoad load = load_scenario(a.scenario, a.rules_dir);
  if (!load.ok()) throw UsageError("the scenario does not load:\n" + format_diagnostics(load.errors));
  Scenario& sc = *load.scenario;
  std::string why;
  const auto rules = make_rule_system(sc, a.rules_dir, why);
  if (!rules) throw UsageError(why);
  // The position as the file sets it up, before the first turn's sequence of play begins.
  Match m{sc.info, sc.initial, {}, sc.info.seed};

  std::vector<std::string> arranged;
  if (a.commands) {
    std::istringstream in(read_file(*a.commands));
    std::string line;
    int number = 0;
    while (std::getline(in, line)) {
      ++number;
      const std::string where = *a.commands + ":" + std::to_string(number) + ": ";
      const auto words = split_command_words(line, why);
      if (!words) throw UsageError(where + why);
      if (words->empty()) continue;
      if (auto err = rules->arrange(m, *words, arranged))
        throw UsageError(where + *err);
    }
  }

  const Command action = action_command(a, m.state);
  const std::string flag = "--" + action.verb;
  std::optional<ScriptedDice> forced;
  if (a.dice) forced.emplace(*a.dice);
  std::variant<ActionTrial, std::string> trial;
  try {
    trial = rules->try_action(m, action, forced ? &*forced : nullptr);
  } catch (const DiceExhausted&) {
    throw UsageError("--dice gave " + std::to_string(a.dice->size()) + " value(s) but the " + action.verb +
                     " needed more (its dice in order, then each follow-on check)");
  }
  if (const auto* err = std::get_if<std::string>(&trial))
    throw UsageError(err->rfind("illegal ", 0) == 0 ? *err : flag + ": " + *err);
  std::string note;
  if (forced && forced->rolled().size() < a.dice->size())
    note = std::to_string(a.dice->size() - forced->rolled().size()) + " forced die value(s) were not used";
  print_result(a, arranged, std::get<ActionTrial>(trial), note);
  return kExitOk;
}

}  // namespace hexfire::cli
