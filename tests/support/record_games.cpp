// hexfire_record_games: plays seeded random games of legal commands on the shipped fireline
// scenarios and writes them with their match hashes as the recorded-games fixture
// (recorded_games.hpp). Deterministic: the same build of the rules writes the same files.
//   hexfire_record_games OUT_DIR [GAMES_PER_SCENARIO] [COMMAND_CAP]
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

#include "engine/core/rng.hpp"
#include "engine/flow/game_session.hpp"
#include "engine/flow/match_hash.hpp"
#include "tests/support/recorded_games.hpp"

namespace {

using hexfire::Command;
using hexfire::Rng;
using hexfire::test_support::RecordedGame;

std::string repo_path(const std::string& rel) { return std::string(HEXFIRE_SOURCE_DIR) + "/" + rel; }

// Option sets the games cycle through, so rule variants (alternate activations, end-of-turn
// rally, no reaction fire, D results tested or taken, longer assaults, fire line clamped at
// the end) are recorded too, not only the defaults.
const std::vector<std::map<std::string, std::string>>& option_sets() {
  static const std::vector<std::map<std::string, std::string>> sets = {
      {},
      {{"activation_mode", "alternate"}},
      {{"rally_timing", "end_of_turn"}, {"reaction_fire", "off"}},
      {{"d_result_o_hit_option", "test"}, {"assault_rounds", "3"}},
      {{"d_result_o_hit_option", "off"}, {"fire_line_clamp", "end"}, {"horse_chits", "none"}},
      {{"assault_pre_assault_fire", "false"}, {"assault_rounds", "2"}, {"assault_disrupted_may_start", "true"}},
  };
  return sets;
}

// A random legal command, weighted so that games fight: a pending prompt is answered at random;
// otherwise fire and assault are preferred when offered (assaults are rare: weighted apart), turning in place is rare, and the
// activation ends now and then so every formation gets its turn.
// (Only legal commands are offered, so at least one category is never empty.)
Command pick(const std::vector<Command>& legal, bool prompt, Rng& rng) {
  const auto any = [&](const std::vector<const Command*>& from) {
    return *from[static_cast<std::size_t>(rng.below(static_cast<int>(from.size())))];
  };
  if (prompt) return legal[static_cast<std::size_t>(rng.below(static_cast<int>(legal.size())))];
  std::vector<const Command*> fire, assault, moves, faces, other, end;
  for (const Command& c : legal) {
    if (c.verb == "fire") fire.push_back(&c);
    else if (c.verb == "assault") assault.push_back(&c);
    else if (c.verb == "move") moves.push_back(&c);
    else if (c.verb == "face") faces.push_back(&c);
    else if (c.verb == "end") end.push_back(&c);
    else other.push_back(&c);
  }
  // A category by weight among those offered, then a command of it.
  const std::vector<std::pair<int, const std::vector<const Command*>*>> weighted = {
      {25, &fire}, {25, &assault}, {40, &moves}, {10, &end}, {4, &faces}, {11, &other}};
  int total = 0;
  for (const auto& [w, list] : weighted) total += list->empty() ? 0 : w;
  int roll = rng.below(total);
  for (const auto& [w, list] : weighted) {
    if (list->empty()) continue;
    if (roll < w) return any(*list);
    roll -= w;
  }
  return any(moves);
}

struct Played {
  RecordedGame game;
  bool over = false;  // played to its end (else cut at the cap)
};

std::optional<Played> play(int number, const std::string& scenario, std::uint64_t seed,
                                 const std::map<std::string, std::string>& options, std::size_t cap) {
  auto open = hexfire::GameSession::open({repo_path(scenario), repo_path("assets/rules"), seed, options});
  if (!open.session) {
    std::cerr << scenario << ": " << open.error << "\n";
    return std::nullopt;
  }
  hexfire::GameSession& s = *open.session;
  RecordedGame g;
  g.number = number;
  g.scenario = scenario;
  g.seed = seed;
  g.options = options;
  g.hashes[0] = hexfire::match_hash_hex(s.match());
  Rng policy(seed * 2654435761u + 17u);
  while (g.commands.size() < cap && !s.match().flow.game_over) {
    const auto legal = s.legal_commands();
    if (legal.empty()) break;
    const Command c = pick(legal, !s.match().flow.prompts.empty(), policy);
    const auto r = s.submit(c);
    if (!r.ok) {
      std::cerr << scenario << " game " << number << ": legal command '" << to_line(c) << "' failed: " << r.error << "\n";
      return std::nullopt;
    }
    g.commands.push_back(c);
    if (g.commands.size() % 50 == 0) g.hashes[g.commands.size()] = hexfire::match_hash_hex(s.match());
  }
  g.hashes[g.commands.size()] = hexfire::match_hash_hex(s.match());
  return Played{std::move(g), s.match().flow.game_over};
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::cerr << "usage: hexfire_record_games OUT_DIR [GAMES_PER_SCENARIO] [COMMAND_CAP]\n";
    return 2;
  }
  const std::string out_dir = argv[1];
  const int per_scenario = argc > 2 ? std::atoi(argv[2]) : 70;
  const std::size_t cap = argc > 3 ? static_cast<std::size_t>(std::atoi(argv[3])) : 300;
  const std::vector<std::string> scenarios = {"crossroads", "first_winchester", "seven_pines"};
  int number = 0;
  for (const std::string& name : scenarios) {
    const std::string scenario = "scenarios/fireline/" + name + ".xml";
    const std::string path = out_dir + "/" + name + ".games";
    std::ofstream out(path);
    out << "# " << per_scenario << " seeded random games on " << scenario
        << ", written by hexfire_record_games (tests/support/record_games.cpp); see README.md\n\n";
    int finished = 0;
    std::size_t commands = 0;
    for (int i = 0; i < per_scenario; ++i) {
      ++number;
      const auto& options = option_sets()[static_cast<std::size_t>(i) % option_sets().size()];
      const auto p = play(number, scenario, 1000u + static_cast<std::uint64_t>(number), options, cap);
      if (!p) return 1;
      out << format_recorded_game(p->game);
      commands += p->game.commands.size();
      finished += p->over ? 1 : 0;
    }
    if (!out) {
      std::cerr << path << ": cannot be written\n";
      return 1;
    }
    std::cout << path << ": " << per_scenario << " games, " << commands << " commands, " << finished
              << " played to the end\n";
  }
  return 0;
}
