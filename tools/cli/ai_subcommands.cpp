// hexfire-cli play --ai and hexfire-cli tournament (see ai_cli.hpp).
#include <cstdio>
#include <fstream>
#include <sstream>

#include "engine/ai/ai_player.hpp"
#include "engine/flow/victory.hpp"
#include "engine/io/xml_reader.hpp"
#include "tools/cli/ai_cli.hpp"
#include "tools/cli/cli_common.hpp"
#include "tools/cli/flow_common.hpp"

namespace hexfire::cli {

const char* const kTournamentUsage =
    "usage: hexfire-cli tournament SCENARIO.xml --players A,B --games N [--seed S] [--budget NODES]\n"
    "                              [--limit N] [--json] [--games-out DIR] [--option NAME=VALUE]... [--rules DIR]\n"
    "Plays N games between two players (random, easy, normal, hard), game g with seed S+g (default S 1),\n"
    "A taking the first side in even games and the second in odd ones. Prints each game, then wins per\n"
    "player, draws (a game cut at --limit commands counts as one) and the mean VP margin (A's VP less B's).\n"
    "--json prints only {\"scenario\", \"games\", \"players\", \"wins\", \"draws\", \"vp_margin\"}.\n"
    "--games-out DIR writes each game's commands to DIR/game-SEED.cmds (the folder must exist), to read a\n"
    "game again with `play SCENARIO.xml --commands DIR/game-SEED.cmds --seed SEED`.\n";

namespace {

std::vector<std::string> split_commas(const std::string& s) {
  std::vector<std::string> out;
  std::stringstream in(s);
  for (std::string w; std::getline(in, w, ',');)
    if (!w.empty()) out.push_back(w);
  return out;
}

std::uint64_t whole(const std::string& flag, const std::string& v) {
  const auto n = parse_whole_number(v);
  if (!n || *n < 0) throw UsageError(flag + ": '" + v + "' is not a whole number");
  return static_cast<std::uint64_t>(*n);
}

// The opponent's own flags, taken out of `args`; the rest are play's (parse_flow_args).
struct AiArgs {
  std::vector<std::string> ai_sides;
  std::vector<std::string> players;
  ai::Strength strength = ai::Strength::Normal;
  std::optional<std::uint64_t> ai_seed;
  std::optional<int> budget;
  std::optional<std::string> commands_out;
  std::optional<std::string> games_out;  // tournament: a folder for each game's commands
  int limit = 20000;
  int games = 0;
  bool json = false;
  std::vector<std::string> rest;
};

AiArgs take_ai_args(const std::vector<std::string>& args) {
  AiArgs a;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& s = args[i];
    auto value = [&]() -> const std::string& {
      if (i + 1 >= args.size()) throw UsageError(s + " needs a value");
      return args[++i];
    };
    if (s == "--ai") a.ai_sides = split_commas(value());
    else if (s == "--players") a.players = split_commas(value());
    else if (s == "--strength") {
      const std::string& w = value();
      const auto st = ai::parse_strength(w);
      if (!st) throw UsageError("--strength: '" + w + "' is not easy, normal or hard");
      a.strength = *st;
    } else if (s == "--ai-seed") a.ai_seed = whole(s, value());
    else if (s == "--budget") a.budget = static_cast<int>(std::max<std::uint64_t>(1, whole(s, value())));
    else if (s == "--commands-out") a.commands_out = value();
    else if (s == "--games-out") a.games_out = value();
    else if (s == "--limit") a.limit = static_cast<int>(whole(s, value()));
    else if (s == "--games") a.games = static_cast<int>(whole(s, value()));
    else if (s == "--json") a.json = true;
    else a.rest.push_back(s);
  }
  return a;
}

SideId side_by_key(const GameSession& s, const std::string& key) {
  const auto id = s.match().state.find_side(key);
  if (!id) {
    std::string known;
    for (const Side& side : s.match().state.sides()) known += (known.empty() ? "" : ", ") + side.key;
    throw UsageError("no side '" + key + "' in this scenario (sides: " + known + ")");
  }
  return *id;
}

int vp_of(const Match& m, SideId side) {
  const VictoryStanding v = victory_standing(m);
  const SideStanding* st = v.of(side);
  return st ? st->total() : 0;
}

// The session's commands, a line each, as `play --commands` reads them. False when it cannot be
// written (said on stderr).
bool write_commands(const GameSession& s, const std::string& path, const std::string& who) {
  std::ofstream out(path);
  for (const Command& c : s.log()) out << to_line(c) << "\n";
  if (out) return true;
  print_error("hexfire-cli " + who + ": cannot write " + path);
  return false;
}

}  // namespace

bool wants_ai_play(const std::vector<std::string>& args) {
  for (const auto& a : args)
    if (a == "--ai") return true;
  return false;
}

int run_ai_play(const std::vector<std::string>& args) {
  const AiArgs ai_args = take_ai_args(args);
  if (ai_args.ai_sides.empty()) throw UsageError("--ai needs the side keys of the computer's sides");
  const FlowArgs a = parse_flow_args(ai_args.rest, 1);
  bool failed = false;
  auto s = open_source(a, failed);
  if (!s) return kExitProblems;
  if (failed) return kExitProblems;
  std::vector<ai::Player> by_side(s->match().state.sides().size(), ai::Player{true, {}});
  for (const std::string& key : ai_args.ai_sides) {
    ai::Player& p = by_side[side_by_key(*s, key).value];
    p.random = false;
    p.ai.strength = ai_args.strength;
    p.ai.seed = ai_args.ai_seed.value_or(s->match().seed);
    p.ai.nodes = ai_args.budget;
  }
  const ai::PlayedGame g = ai::play_on(*s, by_side, s->match().seed, ai_args.limit);
  for (const std::string& r : g.refused_listed) print_error("hexfire-cli play: " + r + " (listed by legal_commands)");
  print_summary(*s, stdout);
  if (!g.finished) std::printf("unfinished after %d commands\n", g.commands);
  if (ai_args.commands_out && !write_commands(*s, *ai_args.commands_out, "play")) return kExitProblems;
  if (g.error) {
    print_error("hexfire-cli play: " + *g.error);
    return kExitProblems;
  }
  return write_asked_save(a, *s);
}

int run_tournament(const std::vector<std::string>& args) {
  const AiArgs t = take_ai_args(args);
  if (t.players.size() != 2) throw UsageError("--players needs two players, e.g. normal,random");
  if (t.games <= 0) throw UsageError("--games needs a number of games above 0");
  std::vector<ai::Player> players;
  for (const std::string& w : t.players) {
    auto p = ai::parse_player(w);
    if (!p) throw UsageError("--players: '" + w + "' is not random, easy, normal or hard");
    p->ai.nodes = t.budget;
    players.push_back(*p);
  }
  FlowArgs a = parse_flow_args(t.rest, 1);
  const std::uint64_t first_seed = a.seed.value_or(1);
  int wins[2] = {0, 0}, draws = 0;
  int games_as[2] = {0, 0}, a_wins_as[2] = {0, 0};  // by player A's side index: games, A's wins
  int side_wins[2] = {0, 0};                          // by side index, whoever played it
  std::string side_keys[2];
  double margin = 0;
  for (int g = 0; g < t.games; ++g) {
    a.seed = first_seed + static_cast<std::uint64_t>(g);
    bool failed = false;
    auto s = open_source(a, failed);
    if (!s || failed) return kExitProblems;
    const int a_side = g % 2;  // player A's side index this game
    std::vector<ai::Player> by_side(s->match().state.sides().size(), players[1]);
    by_side[static_cast<std::size_t>(a_side)] = players[0];
    for (std::size_t i = 0; i < by_side.size(); ++i) by_side[i].ai.seed = *a.seed * 31u + i;
    const ai::PlayedGame played = ai::play_on(*s, by_side, *a.seed, t.limit);
    for (const std::string& r : played.refused_listed)
      print_error("hexfire-cli tournament: game " + std::to_string(g + 1) + ": " + r + " (listed by legal_commands)");
    if (played.error) {
      print_error("hexfire-cli tournament: game " + std::to_string(g + 1) + ": " + *played.error);
      return kExitProblems;
    }
    if (t.games_out && !write_commands(*s, *t.games_out + "/game-" + std::to_string(*a.seed) + ".cmds", "tournament"))
      return kExitProblems;
    const Match& m = s->match();
    const auto& sides = m.state.sides();
    const SideId sa = sides[static_cast<std::size_t>(a_side)].id;
    const SideId sb = sides[static_cast<std::size_t>(1 - a_side)].id;
    const int va = vp_of(m, sa), vb = vp_of(m, sb);
    margin += va - vb;
    std::string outcome = "draw";
    ++games_as[a_side];
    for (std::size_t i = 0; i < 2; ++i) side_keys[i] = sides[i].key;
    if (m.flow.game_over && m.flow.winner == sa)
      ++wins[0], ++a_wins_as[a_side], ++side_wins[a_side], outcome = t.players[0] + " wins";
    else if (m.flow.game_over && m.flow.winner == sb)
      ++wins[1], ++side_wins[1 - a_side], outcome = t.players[1] + " wins";
    else ++draws, outcome = m.flow.game_over ? "draw" : "unfinished (a draw)";
    if (!t.json)
      std::printf("game %d (seed %llu): %s (%s) vs %s (%s): %s, VP %d to %d, %d commands\n", g + 1,
                  static_cast<unsigned long long>(*a.seed), t.players[0].c_str(), sides[static_cast<std::size_t>(a_side)].key.c_str(),
                  t.players[1].c_str(), sides[static_cast<std::size_t>(1 - a_side)].key.c_str(), outcome.c_str(), va, vb,
                  played.commands);
    std::fflush(stdout);
  }
  margin /= t.games;
  if (t.json) {
    std::printf("{\"scenario\": %s, \"games\": %d, \"players\": [%s, %s], \"wins\": [%d, %d], \"draws\": %d, "
                "\"vp_margin\": %.2f}\n",
                json_string(a.source).c_str(), t.games, json_string(t.players[0]).c_str(),
                json_string(t.players[1]).c_str(), wins[0], wins[1], draws, margin);
  } else {
    std::printf("%s wins %d, %s wins %d, draws %d, mean VP margin (%s less %s) %.2f\n", t.players[0].c_str(), wins[0],
                t.players[1].c_str(), wins[1], draws, t.players[0].c_str(), t.players[1].c_str(), margin);
    for (int i = 0; i < 2; ++i)
      if (games_as[i] > 0)
        std::printf("%s as %s: %d wins of %d\n", t.players[0].c_str(), side_keys[i].c_str(), a_wins_as[i], games_as[i]);
    // The scenario's balance, whoever played each side: what a designer reads off a tournament
    // of two equal players (docs/designing.md).
    std::printf("by side: %s won %d, %s won %d, draws %d\n", side_keys[0].c_str(), side_wins[0],
                side_keys[1].c_str(), side_wins[1], draws);
  }
  return kExitOk;
}

}  // namespace hexfire::cli
