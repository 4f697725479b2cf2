// hexfire-cli play / save / load / replay / hash / state (see flow_cli.hpp).
#include <cstdio>

#include "engine/flow/match_hash.hpp"
#include "engine/flow/replay.hpp"
#include "engine/flow/side_report.hpp"
#include "engine/io/save_atomic.hpp"
#include "tools/cli/ai_cli.hpp"
#include "tools/cli/cli_common.hpp"
#include "tools/cli/flow_cli.hpp"
#include "tools/cli/flow_common.hpp"

namespace hexfire::cli {

const char* const kPlayUsage =
    "usage: hexfire-cli play SCENARIO.xml --commands FILE [--save OUT] [--seed N] [--option NAME=VALUE]...\n"
    "                        [--autosave DIR [--keep N]] [--rules DIR] [--quiet] [--snapshot] [--no-embed]\n"
    "Starts the scenario (its first draws made with the scenario's seed, or --seed) and submits each line of\n"
    "FILE (\"SIDE VERB ARGS\", e.g. \"usa move 0811 0810\", \"csa end\"; '#' comments). Prints each command's\n"
    "events and ledgers, then the state hash, turn, phase and VP. An illegal command stops the run with\n"
    "FILE:LINE and the reason (exit 1). --save writes the save OUT (NAME.hxsave; atomically: temp file,\n"
    "then rename) only when every command played; after an illegal command it writes nothing and says so.\n"
    "   or: hexfire-cli play SCENARIO.xml --ai SIDE[,SIDE] [--strength easy|normal|hard] [--seed N] [--ai-seed N]\n"
    "                        [--budget NODES] [--commands FILE] [--commands-out FILE] [--limit N] [--save OUT]\n"
    "Plays to the end: the --ai sides by the computer opponent, the others at random (after FILE if given);\n"
    "--budget: commands the opponent applies per decision; --commands-out: the commands played, for\n"
    "`play --commands` with the same --seed (docs/ai.md).\n";
const char* const kSaveUsage =
    "usage: hexfire-cli save SCENARIO.xml OUT --commands FILE [--seed N] [--option NAME=VALUE]... [--snapshot]\n"
    "                        [--no-embed] [--keys DIR]\n"
    "Plays the command file quietly and writes the save OUT (name it NAME.hxsave, the extension the game\n"
    "lists under Load). The save carries the scenario (it opens on any machine); --no-embed names it\n"
    "instead, by its path in the scenario folder or its file name. Nothing is written when a command of\n"
    "FILE is refused. With --keys, secret orders not yet revealed are sealed in the save and their keys\n"
    "written to DIR (play by e-mail: keep DIR, send the save).\n";
const char* const kLoadUsage =
    "usage: hexfire-cli load SAVE [--rules DIR] [--keys DIR]\n"
    "Loads the save, replays its log, checks the state hash, and prints state hash, turn, phase and VP.\n"
    "Sealed orders open with their keys from --keys DIR; without them they stay sealed.\n";
const char* const kReplayUsage =
    "usage: hexfire-cli replay SAVE [--step N] [--rules DIR]\n"
    "Prints every command of the save with its events and ledgers, or with --step N only the Nth\n"
    "command (1-based) and the state after it.\n";
const char* const kHashUsage =
    "usage: hexfire-cli hash SCENARIO.xml|SAVE [--commands FILE] [--seed N] [--option NAME=VALUE]...\n"
    "Prints the state hash (of the scenario after the commands, or of the loaded save).\n";
const char* const kStateUsage =
    "usage: hexfire-cli state SCENARIO.xml|SAVE [--commands FILE] [--side KEY]\n"
    "Prints what a side sees (default: the side to act): turn, phase, who acts, what the rule system shows\n"
    "that side of its turn (never the other side's secrets), each unit with the rows the rule system\n"
    "describes, prompts, victory standing, and the legal commands when it is that side's turn.\n";

namespace {

void print_result(const ApplyResult& r) {
  for (const auto& e : r.events) std::printf("  [%s] %s\n", e.kind.c_str(), e.text.c_str());
  for (const auto& res : r.resolutions) std::printf("%s", format_resolution(res, 4).c_str());
}

}  // namespace

int run_play(const std::vector<std::string>& args) {
  if (wants_ai_play(args)) return run_ai_play(args);
  const FlowArgs a = parse_flow_args(args, 1);
  if (!a.commands) throw UsageError("play needs --commands FILE");
  bool failed = false;
  auto s = open_source(a, failed);
  if (!s) return kExitProblems;
  print_summary(*s, stdout);
  // A save of a run cut short would look like the whole game: none is written.
  if (a.save_to && failed) {
    print_error("hexfire-cli play: no save written to " + *a.save_to + ": the commands did not all play");
    return kExitProblems;
  }
  if (write_asked_save(a, *s) != kExitOk) return kExitProblems;
  return failed ? kExitProblems : kExitOk;
}

int run_save(const std::vector<std::string>& args) {
  std::string out;
  FlowArgs a = parse_flow_args(args, 2, &out);
  if (!a.commands) throw UsageError("save needs --commands FILE");
  a.quiet = true;
  bool failed = false;
  auto s = open_source(a, failed);
  if (!s || failed) return kExitProblems;
  if (auto why = s->save(out, a.snapshot, a.embed_scenario)) {
    print_error(*why);
    return kExitProblems;
  }
  print_summary(*s, stdout);
  return kExitOk;
}

int run_load(const std::vector<std::string>& args) {
  const FlowArgs a = parse_flow_args(args, 1);
  bool failed = false;
  auto s = open_source(a, failed);
  if (!s) return kExitProblems;
  print_summary(*s, stdout);
  return kExitOk;
}

int run_replay(const std::vector<std::string>& args) {
  const FlowArgs a = parse_flow_args(args, 1);
  std::string why;
  auto r = Replay::open(a.source, a.rules_dir, why);
  if (!r) {
    print_error(why);
    return kExitProblems;
  }
  if (a.step) {
    if (*a.step == 0 || *a.step > r->size())
      throw UsageError("--step must be from 1 to " + std::to_string(r->size()) + " (the commands in the save)");
    r->seek(*a.step - 1);
    r->forward();
    std::printf("step %zu of %zu: %s\n", r->position(), r->size(), to_line(*r->last_command()).c_str());
    print_result(*r->last_result());
    std::printf("state-hash %s\nturn %d\nphase %s\n", match_hash_hex(r->match()).c_str(), r->match().flow.turn,
                r->match().flow.phase.c_str());
    return kExitOk;
  }
  std::printf("start: turn %d, phase %s\n", r->match().flow.turn, r->match().flow.phase.c_str());
  while (r->forward()) {
    std::printf("step %zu: %s\n", r->position(), to_line(*r->last_command()).c_str());
    print_result(*r->last_result());
  }
  std::printf("state-hash %s\n", match_hash_hex(r->match()).c_str());
  return kExitOk;
}

int run_hash(const std::vector<std::string>& args) {
  FlowArgs a = parse_flow_args(args, 1);
  a.quiet = true;
  bool failed = false;
  auto s = open_source(a, failed);
  if (!s || failed) return kExitProblems;
  std::printf("%s\n", match_hash_hex(s->match()).c_str());
  return kExitOk;
}

int run_state(const std::vector<std::string>& args) {
  FlowArgs a = parse_flow_args(args, 1);
  a.quiet = true;
  bool failed = false;
  auto s = open_source(a, failed);
  if (!s || failed) return kExitProblems;
  const Match& m = s->match();
  std::optional<SideId> side = m.flow.in_control;
  if (a.side) {
    side = m.state.find_side(*a.side);
    if (!side) throw UsageError("no side '" + *a.side + "' in this scenario");
  }
  if (!side) side = m.state.sides().front().id;
  std::fputs(side_report(*s, *side).c_str(), stdout);
  return kExitOk;
}

}  // namespace hexfire::cli
